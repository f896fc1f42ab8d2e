// The contact form and the newsletter sign-up (decision 015): the shared schema, the postal code's
// cities for the contact form, then the storage; posted to its own page, a stored form leads to
// its confirmation page, and the pop-in's stays where it is.
import { checkSubmission } from '../check-submission.ts';
import { FORMS } from '../form-definitions.ts';
import { type FormHandler, step } from '../form-handler.ts';
import { cityLookup } from './city-lookup.ts';

export const submitContactForm: FormHandler = async (context) => {
  const { post, fields, api, router, services, requestId } = context;
  const { form, locale } = post;
  const checked = await step('lookup', () => checkSubmission(form, fields, { locale, lookup: cityLookup(context) }));
  if (!checked.ok)
    return {
      ok: false,
      reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' }, cities: checked.cities },
    };
  const receipt = await step('storage', () => checked.send(api));
  services.logger.info({ id: requestId, form, submission: receipt.id }, `form ${form} stored`);
  const confirmation = FORMS[form].confirmation;
  const to = post.ownPage && confirmation ? router.href(confirmation, {}, locale) : null;
  return { ok: true, next: to ? { to } : { stay: true } };
};
