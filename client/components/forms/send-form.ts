// The browser's form step behind the route action (decisions 015, 019): the fields the form
// posted go, urlencoded, to the same page, asking for the answer in JSON (a FormAnswer). The CSRF
// token is the one the server rendered the form with; a form the browser showed by itself has
// none, and the server's refusal then carries one, as it does for a stale session: the form is
// sent once more with it. Nothing here throws: a network failure is the generic form error, and
// the visitor's values stay in the form. A contact request stored clears its draft. A form that
// stays on its page gets the page's data as the server read it again (an account page, who the
// customer is now): it goes into the query cache before the router revalidates, so the page shows
// the change without any request of its own (decision 026).
import type { Locale } from '../../../config/locales.ts';
import {
  ANTI_SPAM_FIELD,
  ANTI_SPAM_FORMS,
  CSRF_FIELD,
  FORM_ANSWER_TYPE,
  FORM_FIELD,
  type FormAnswer,
  type FormName,
  type FormRefusal,
  type FormResult,
  isFormAnswer,
  isFormName,
} from '../../../shared/forms/form-protocol.ts';
import { antiSpamToken } from './anti-spam-token.ts';
import { clearDraft } from './use-draft.ts';

export interface SendFormOptions {
  /** The page's locale (the contact form's draft is kept per locale). */
  locale: Locale;
  /** RECAPTCHA_SITE_KEY, when the anti-spam check is on. */
  antiSpamSiteKey: string | null;
  fetch?: typeof fetch;
  /** Gets a token from the anti-spam service; reCAPTCHA's by default. */
  getAntiSpamToken?: (siteKey: string, form: FormName) => Promise<string>;
  /** Takes the page's data the server sent with a form that stayed (dehydrated queries). */
  onState?: (state: unknown) => void;
  /** Takes the CSRF token the server handed out to a form that had none, for the page's other forms and next sends. */
  onToken?: (token: string) => void;
}

/** What the browser could not even ask the server: the form stays as typed, with the given message. */
function failure(form: FormName, fields: URLSearchParams, code: 'generic' | 'antiSpam'): FormResult {
  const values = Object.fromEntries([...fields].filter(([name]) => !name.startsWith('_') && name !== ANTI_SPAM_FIELD));
  const refusal: FormRefusal = { ok: false, form, values, errors: {}, formError: { code }, cities: null };
  return { ok: false, status: 503, refusal };
}

export async function sendForm(
  request: Request,
  {
    locale,
    antiSpamSiteKey,
    fetch: fetcher = (input, init) => fetch(input, init),
    getAntiSpamToken = antiSpamToken,
    onState,
    onToken,
  }: SendFormOptions,
): Promise<FormResult> {
  const fields = new URLSearchParams();
  for (const [name, value] of await request.formData()) if (typeof value === 'string') fields.append(name, value);
  const named = fields.get(FORM_FIELD);
  const form: FormName = isFormName(named) ? named : 'contact';
  if (antiSpamSiteKey && ANTI_SPAM_FORMS.includes(form)) {
    try {
      fields.set(ANTI_SPAM_FIELD, await getAntiSpamToken(antiSpamSiteKey, form));
    } catch {
      return failure(form, fields, 'antiSpam');
    }
  }
  const post = async (): Promise<{ status: number; answer: FormAnswer | null }> => {
    const response = await fetcher(request.url, {
      method: 'POST',
      headers: { Accept: FORM_ANSWER_TYPE, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields,
      credentials: 'same-origin',
    });
    const answer: unknown = await response.json().catch(() => null);
    return { status: response.status, answer: isFormAnswer(answer) ? answer : null };
  };
  try {
    let sent = await post();
    if (sent.answer && !sent.answer.ok && sent.answer.formError?.code === 'sessionExpired' && sent.answer.token) {
      fields.set(CSRF_FIELD, sent.answer.token);
      onToken?.(sent.answer.token);
      sent = await post();
    }
    const { status, answer } = sent;
    if (!answer) return failure(form, fields, 'generic');
    if (!answer.ok) return { ok: false, status, refusal: answer };
    clearDraft(form, locale);
    if (answer.state !== undefined) onState?.(answer.state);
    return {
      ok: true,
      redirect: answer.redirect,
      ...(answer.reload && { reload: true }),
      ...(answer.done !== undefined && { done: answer.done }),
    };
  } catch {
    return failure(form, fields, 'generic');
  }
}
