// The server's form step behind the route action (decisions 015, 019, 026), once the body is read,
// the CSRF check passed and the rate limit allows. What every form shares happens here: a refusal
// of an earlier step is answered as it was decided; a form that needs the visitor's session sends
// a visitor without one to login (saying they were disconnected when their session ended); the
// anti-spam check guards the forms anyone may send; then the form's handler (form-handlers.ts)
// checks, stores or changes, and says where to go next. Whatever fails, the visitor's words stay
// in the form: the field messages (422), SPEC §8's refusals of the account calls with their
// status, the anti-spam message (403, or 503 when the service cannot be asked), or SPEC §8's form
// error when the content API fails (503; logged and counted in form_submissions_total).
import { loginPath, withDone } from '../../shared/account-paths.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { isApiError } from '../../shared/api/errors.ts';
import { ANTI_SPAM_FIELD, ANTI_SPAM_FORMS, type FormResult } from '../../shared/forms/form-protocol.ts';
import type { Viewer } from '../../shared/schemas/account.ts';
import { withoutUnstorableCharacters } from '../../shared/schemas/control-characters.ts';
import type { Cart } from '../../shared/schemas/shop.ts';
import type { LoginAttempts } from '../auth/login-attempts.ts';
import type { SessionChange } from '../auth/session-cookie.ts';
import type { Visitor } from '../auth/visitor.ts';
import type { Content } from '../content.ts';
import type { Logger } from '../logger.ts';
import type { AccountMails } from '../mail/account-mails.ts';
import type { Metrics } from '../metrics.ts';
import type { Payments } from '../payments/payments.ts';
import type { Routing } from '../routing.ts';
import type { AntiSpam } from './anti-spam.ts';
import { FORMS } from './form-definitions.ts';
import { type FormCart, type FormContext, type FormOutcome, FormStepError } from './form-handler.ts';
import { FORM_HANDLERS } from './form-handlers.ts';
import type { FormPost } from './form-locals.ts';
import { type FormReply, refusalOf } from './form-reply.ts';
import { replyOfApiRefusal } from './handlers/api-refusals.ts';
import { favouriteOf } from './handlers/favourite-forms.ts';

export interface FormSubmitterOptions {
  content: Pick<Content, 'client'>;
  antiSpam: AntiSpam;
  routing: Routing;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  loginAttempts: LoginAttempts;
  mails: AccountMails;
  /** The shop's payments (issue 20); null or absent without an embedded catalog. */
  payments?: Payments | null;
}

/** Who sent the form, for the anti-spam check, the limits, the log and the session. */
export interface FormSender {
  ip: string | undefined;
  requestId: string;
  /** The visitor's address as the rate limits key it. */
  clientKey?: string;
  visitor?: Visitor;
  /** Opens or ends the visitor's session (the jwt_token cookie of the answer). */
  writeSession?: (change: SessionChange) => void;
  /** The visitor's cart: the country sells, the anonymous cart's token, and its cookie's writer (issue 20). */
  cart?: FormCart;
}

/**
 * The route action's result, and for the server alone: a form that stayed on its page changed
 * what the page shows, and the customer now is `viewer` (the page's data is read again).
 */
export type ServerFormResult = FormResult & { refresh?: { viewer: Viewer | null; cart?: Cart } };

export type FormSubmitter = (post: FormPost, sender: FormSender) => Promise<ServerFormResult>;

/** What the failure of the lookup or the storage answers: 500 when the content API refused what our schema accepted (a bug), else 503. */
function failureStatus(error: unknown): number {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? 500 : 503;
}

/** The fields without the characters no form stores (control characters, lone surrogates); tab and line breaks stay. */
function storableFields(fields: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? withoutUnstorableCharacters(value) : value,
    ]),
  );
}

export function formSubmitter({
  content,
  antiSpam,
  routing,
  metrics,
  logger,
  loginAttempts,
  mails,
  payments = null,
}: FormSubmitterOptions): FormSubmitter {
  if (typeof content?.client !== 'function' || typeof antiSpam?.verify !== 'function')
    throw new Error('formSubmitter needs the content API and the anti-spam check');

  return async function submitForm(post, sender) {
    const { form, locale } = post;
    const { ip, requestId: id, visitor } = sender;
    const refused = (reply: FormReply): ServerFormResult => ({
      ok: false,
      status: reply.status,
      refusal: refusalOf(post, reply),
    });
    if (post.refusal) return refused(post.refusal);
    const counted = (outcome: string) => metrics.formSubmissions.inc({ form, outcome });
    const router = routing.router();
    const definition = FORMS[form];

    const token = visitor?.account?.token;
    if (definition.session && !token) {
      counted('no_session');
      const favourite = form === 'favouriteAdd' ? favouriteOf(post.fields) : null;
      const to = loginPath(router, locale, {
        wanted: post.path,
        disconnected: visitor?.ended === true,
        favourite,
      });
      logger.info({ id, form }, 'form needs a session: the visitor is sent to login');
      return { ok: true, redirect: to, reload: true };
    }

    if (antiSpam.enabled && ANTI_SPAM_FORMS.includes(form)) {
      const verdict = await antiSpam.verify({ token: post.fields[ANTI_SPAM_FIELD] ?? '', action: form, ip });
      if (!verdict.ok) {
        logger.warn({ id, form, reason: verdict.reason }, 'form refused by the anti-spam check');
        counted(verdict.reason === 'unavailable' ? 'anti_spam_unavailable' : 'anti_spam_rejected');
        return refused({ status: verdict.reason === 'unavailable' ? 503 : 403, formError: { code: 'antiSpam' } });
      }
    }

    const api = content.client(locale);
    const account: ApiClient | null = token ? api.with({ token }) : null;
    const context: FormContext = {
      post,
      fields: storableFields(post.fields),
      api,
      clientOf: (other) => content.client(other),
      account,
      visitor: visitor ?? { hasCookie: false, account: null, ended: false, unknown: false, previewer: false },
      router,
      clientKey: sender.clientKey ?? ip ?? 'unknown',
      requestId: id,
      services: { logger, loginAttempts, mails, payments },
      cart: sender.cart ?? { shop: false, token: null, keep: () => {} },
    };

    let outcome: FormOutcome;
    try {
      outcome = await FORM_HANDLERS[form](context);
    } catch (error) {
      const cause = error instanceof FormStepError ? error.cause : error;
      const reply = replyOfApiRefusal(cause);
      if (reply) {
        counted('refused');
        logger.info({ id, form, refusal: reply.formError?.code }, `form ${form} refused by the content API`);
        // A session that ended meanwhile: its cookie goes, and the form says so.
        if (reply.formError?.code === 'disconnected') sender.writeSession?.(null);
        return refused(reply);
      }
      const step = error instanceof FormStepError ? error.step : 'storage';
      // Never the visitor's values in the log: the step, the form and the error.
      logger.error(
        { id, err: cause, form, step },
        `form ${form} could not be ${step === 'lookup' ? 'checked' : 'stored'}; the visitor keeps the form filled`,
      );
      counted('failed');
      return refused({ status: failureStatus(cause), formError: { code: 'generic' } });
    }
    if (!outcome.ok) {
      counted(outcome.reply.status === 422 ? 'invalid' : 'refused');
      return refused(outcome.reply);
    }

    counted('stored');
    if (outcome.session !== undefined) sender.writeSession?.(outcome.session);
    const { next, done, cart } = outcome;
    if ('to' in next) return { ok: true, redirect: next.to, ...(next.reload && { reload: true }) };
    // Staying: without JavaScript the page is asked for again (it says what was done); with it,
    // the page's data is read again with the customer as they are now.
    if (post.mode === 'html' && done !== undefined) return { ok: true, redirect: withDone(post.path, done) };
    const viewer = account ? await account.account.session().catch(() => null) : null;
    return {
      ok: true,
      redirect: null,
      ...(done !== undefined && { done }),
      ...((account || cart) && { refresh: { viewer, ...(cart && { cart }) } }),
    };
  };
}
