// The form handler (decision 015), once the body is read, the CSRF check passed and the rate
// limit allows: validate with the shared schema, ask the anti-spam check, store through the
// content API, then send the visitor to the confirmation page (303), or tell the script where it
// is. Whatever fails, the visitor's words stay in the form: the field messages (422), the
// anti-spam message (403, or 503 when the service cannot be asked), or SPEC §8's form error when
// the lookup or the storage fails (503; logged and counted in form_submissions_total).
import '../forms/form-locals.ts';

import type { RequestHandler } from 'express';

import { isApiError } from '../../shared/api/errors.ts';
import { ANTI_SPAM_FIELD, type FormAnswer } from '../../shared/forms/form-protocol.ts';
import { lookupLocaleOf } from '../../shared/forms/zip-cities.ts';
import type { Content } from '../content.ts';
import type { AnswerForm } from '../forms/answer-form.ts';
import type { AntiSpam } from '../forms/anti-spam.ts';
import { checkSubmission } from '../forms/check-submission.ts';
import { FORMS } from '../forms/form-definitions.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { Routing } from '../routing.ts';

export interface FormPostsOptions {
  content: Pick<Content, 'client'>;
  antiSpam: AntiSpam;
  routing: Routing;
  answerForm: AnswerForm;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
}

/** What the failure of the lookup or the storage answers: 500 when the content API refused what our schema accepted (a bug), else 503. */
function failureStatus(error: unknown): number {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? 500 : 503;
}

export function formPosts({
  content,
  antiSpam,
  routing,
  answerForm,
  metrics,
  logger,
}: FormPostsOptions): RequestHandler {
  if (
    typeof content?.client !== 'function' ||
    typeof antiSpam?.verify !== 'function' ||
    typeof answerForm !== 'function'
  ) {
    throw new Error('formPosts needs the content API, the anti-spam check and the form answerer');
  }
  return async function formPostsMiddleware(req, res, next) {
    const post = res.locals.formPost;
    if (!post) return next();
    const { form, locale, fields, mode } = post;
    const id = res.locals.requestId;
    const counted = (outcome: string) => metrics.formSubmissions.inc({ form, outcome });
    const failed = async (error: unknown, step: string) => {
      // Never the visitor's values in the log: the step, the form and the error.
      logger.error(
        { id, err: error, form, step },
        `form ${form} could not be ${step === 'lookup' ? 'checked' : 'stored'}; the visitor keeps the form filled`,
      );
      counted('failed');
      await answerForm(req, res, { status: failureStatus(error), formError: { code: 'generic' } });
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
      return answerForm(req, res, {
        status: 422,
        errors: checked.errors,
        formError: { code: 'invalid' },
        cities: checked.cities,
      });
    }

    if (antiSpam.enabled) {
      const verdict = await antiSpam.verify({ token: fields[ANTI_SPAM_FIELD] ?? '', action: form, ip: req.ip });
      if (!verdict.ok) {
        logger.warn({ id, form, reason: verdict.reason }, 'form refused by the anti-spam check');
        counted(verdict.reason === 'unavailable' ? 'anti_spam_unavailable' : 'anti_spam_rejected');
        return answerForm(req, res, {
          status: verdict.reason === 'unavailable' ? 503 : 403,
          formError: { code: 'antiSpam' },
        });
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
    const confirmation = routing.router().href(FORMS[form].confirmation, {}, locale);
    res.set('Cache-Control', 'no-store');
    if (mode === 'json') {
      const answer: FormAnswer = { ok: true, redirect: confirmation };
      return void res.status(200).json(answer);
    }
    res.redirect(303, confirmation ?? routing.router().href('home', {}, locale) ?? '/');
  };
}
