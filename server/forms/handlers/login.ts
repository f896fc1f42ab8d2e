// Logging in (SPEC §8 'Login and reset'): the e-mail and password checked by the content API, the
// attempts limited per account and per address (LoginAttempts, shared through Redis), the
// session opened in the jwt_token cookie, the favourite asked for added, and the visitor sent on
// to the page they wanted (a document load: the header now names them). A wrong e-mail or
// password says only that they do not match.
import { validateLogin } from '../../../shared/forms/account/login-form.ts';
import { LOGIN_FIELDS } from '../../../shared/forms/account/login-form.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import type { FormHandler } from '../form-handler.ts';
import { orRefusal } from './api-refusals.ts';
import { mergeAnonymousCart } from './cart-forms.ts';
import { addWantedFavourite, returnTarget } from './return-target.ts';

export const logIn: FormHandler = async (context) => {
  const { post, fields, api, router, clientKey, services } = context;
  const checked = validateLogin(formValuesOf(LOGIN_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  const { email, password } = checked.data;
  const verdict = await services.loginAttempts.check(email, clientKey);
  if (!verdict.allowed) {
    services.logger.warn({ id: post.form }, 'login refused: too many failed attempts for this account or address');
    return {
      ok: false,
      reply: { status: 429, formError: { code: 'tooManyAttempts', minutes: verdict.minutes } },
    };
  }
  const granted = await orRefusal(api.account.login({ email, password }));
  if (!granted.ok) {
    await services.loginAttempts.failed(email, clientKey);
    return { ok: false, reply: granted.reply };
  }
  await services.loginAttempts.succeeded(email);
  const { token, expires_at: expiresAt } = granted.value;
  await addWantedFavourite(fields, api.with({ token }), services.logger);
  // The cart filled before logging in becomes the customer's (issue 20).
  await mergeAnonymousCart(context, token);
  return {
    ok: true,
    session: { token, expiresAt },
    next: { to: returnTarget(fields, router, post.locale), reload: true },
  };
};
