// The two ways into the account area (issue 19): signing up as a new customer, and activating the
// web account of a known customer from their number and name. Both check the form with the shared
// schema (the password is judged again by the content API), open a session, e-mail a
// confirmation in the visitor's language, add the favourite they asked for, and lead to the page
// they wanted, or to the dashboard, which says welcome. SPEC §8's refusals (user or customer
// e-mail exists, number not found, name does not match, customer already has a user) come back
// from the content API as refusals (submit-form.ts).
import { withDone } from '../../../shared/account-paths.ts';
import {
  ACTIVATION_FIELDS,
  activationPayloadOf,
  validateActivation,
} from '../../../shared/forms/account/activation-form.ts';
import { SIGN_UP_FIELDS, signUpPayloadOf, validateSignUp } from '../../../shared/forms/account/sign-up-form.ts';
import { RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import type { Welcome } from '../../../shared/schemas/account.ts';
import { type FormContext, type FormHandler, type FormOutcome, step } from '../form-handler.ts';
import { mergeAnonymousCart } from './cart-forms.ts';
import { addWantedFavourite, returnTarget } from './return-target.ts';

async function welcomed(context: FormContext, welcome: Welcome): Promise<FormOutcome> {
  const { post, fields, api, router, services } = context;
  const { token, expires_at: expiresAt, viewer } = welcome.session;
  services.mails.welcome(
    { locale: post.locale, email: welcome.email, firstName: viewer.first_name },
    welcome.customer_number,
  );
  await addWantedFavourite(fields, api.with({ token }), services.logger);
  // The cart filled before signing up becomes the customer's (issue 20).
  await mergeAnonymousCart(context, token);
  const target = returnTarget(fields, router, post.locale);
  return {
    ok: true,
    session: { token, expiresAt },
    next: { to: fields[RETURN_FIELD] ? target : withDone(target, post.form), reload: true },
  };
}

export const signUp: FormHandler = async (context) => {
  const { post, fields, api } = context;
  const checked = validateSignUp(post.locale, formValuesOf(SIGN_UP_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  const payload = signUpPayloadOf(checked.data, post.locale);
  // SPEC §5: the province is one of /provincials.
  if (payload.province !== null) {
    const provinces = await step('lookup', () => api.provincials.list());
    if (!provinces.some((province) => province.code === payload.province))
      return {
        ok: false,
        reply: { status: 422, errors: { province: { key: 'validation.province' } }, formError: { code: 'invalid' } },
      };
  }
  return welcomed(context, await api.account.signUp(payload));
};

export const activate: FormHandler = async (context) => {
  const { post, fields, api } = context;
  const checked = validateActivation(formValuesOf(ACTIVATION_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  return welcomed(context, await api.account.activate(activationPayloadOf(checked.data, post.locale)));
};
