// The server's form step behind the route action (decisions 015, 019), once the body is read, the
// CSRF check passed and the rate limit allows: validate with the shared schema, ask the anti-spam
// check, store through the content API. A success leads to the form's confirmation page when it
// was posted to its own page (the pop-in stays where it is). Whatever fails, the visitor's words
// stay in the form: the field messages (422), the anti-spam message (403, or 503 when the service
// cannot be asked), or SPEC §8's form error when the lookup or the storage fails (503; logged and
// counted in form_submissions_total). A refusal of an earlier step is answered as it was decided.
import { isApiError } from '../../shared/api/errors.ts';
import { ANTI_SPAM_FIELD, type FormResult } from '../../shared/forms/form-protocol.ts';
import { lookupLocaleOf } from '../../shared/forms/zip-cities.ts';
import type { Content } from '../content.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { Routing } from '../routing.ts';
import type { AntiSpam } from './anti-spam.ts';
import { checkSubmission } from './check-submission.ts';
import { FORMS } from './form-definitions.ts';
import type { FormPost } from './form-locals.ts';
import { type FormReply, refusalOf } from './form-reply.ts';

export interface FormSubmitterOptions {
  content: Pick<Content, 'client'>;
  antiSpam: AntiSpam;
  routing: Routing;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
}

/** Who sent the form, for the anti-spam check and the log. */
export interface FormSender {
  ip: string | undefined;
  requestId: string;
}

export type FormSubmitter = (post: FormPost, sender: FormSender) => Promise<FormResult>;

/** What the failure of the lookup or the storage answers: 500 when the content API refused what our schema accepted (a bug), else 503. */
function failureStatus(error: unknown): number {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? 500 : 503;
}

export function formSubmitter({ content, antiSpam, routing, metrics, logger }: FormSubmitterOptions): FormSubmitter {
  if (typeof content?.client !== 'function' || typeof antiSpam?.verify !== 'function')
    throw new Error('formSubmitter needs the content API and the anti-spam check');

  return async function submitForm(post, { ip, requestId: id }) {
    const { form, locale, fields } = post;
    const refused = (reply: FormReply): FormResult => ({
      ok: false,
      status: reply.status,
      refusal: refusalOf(post, reply),
    });
    if (post.refusal) return refused(post.refusal);
    const counted = (outcome: string) => metrics.formSubmissions.inc({ form, outcome });
    const failed = (error: unknown, step: 'lookup' | 'storage'): FormResult => {
      // Never the visitor's values in the log: the step, the form and the error.
      logger.error(
        { id, err: error, form, step },
        `form ${form} could not be ${step === 'lookup' ? 'checked' : 'stored'}; the visitor keeps the form filled`,
      );
      counted('failed');
      return refused({ status: failureStatus(error), formError: { code: 'generic' } });
    };

    let checked;
    try {
      const lookup = async (country: Parameters<typeof lookupLocaleOf>[0], zipcode: string) =>
        (await content.client(lookupLocaleOf(country, locale)).cities.byZipcode(zipcode)).map((city) => city.name);
      checked = await checkSubmission(form, fields, { locale, lookup });
    } catch (error) {
      return failed(error, 'lookup');
    }
    if (!checked.ok) {
      counted('invalid');
      return refused({ status: 422, errors: checked.errors, formError: { code: 'invalid' }, cities: checked.cities });
    }

    if (antiSpam.enabled) {
      const verdict = await antiSpam.verify({ token: fields[ANTI_SPAM_FIELD] ?? '', action: form, ip });
      if (!verdict.ok) {
        logger.warn({ id, form, reason: verdict.reason }, 'form refused by the anti-spam check');
        counted(verdict.reason === 'unavailable' ? 'anti_spam_unavailable' : 'anti_spam_rejected');
        return refused({ status: verdict.reason === 'unavailable' ? 503 : 403, formError: { code: 'antiSpam' } });
      }
    }

    let receipt;
    try {
      receipt = await checked.send(content.client(locale));
    } catch (error) {
      return failed(error, 'storage');
    }
    logger.info({ id, form, submission: receipt.id }, `form ${form} stored`);
    counted('stored');
    const router = routing.router();
    return { ok: true, redirect: post.ownPage ? (router.href(FORMS[form].confirmation, {}, locale) ?? null) : null };
  };
}
