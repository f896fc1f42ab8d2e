// Sends a form from the browser (decision 015): the same fields the page's own POST would send,
// urlencoded, to /api/forms/<form>, which answers a FormAnswer. The CSRF token comes from the
// server's render, or is asked for first; when it went stale (the browser's session ended), the
// answer carries a fresh one and the form is sent once more. Nothing here throws: a network
// failure is the generic form error, and the visitor's values stay in the form.
import type { Locale } from '../../../config/locales.ts';
import {
  ANTI_SPAM_FIELD,
  CSRF_FIELD,
  FORM_TOKEN_PATH,
  type FormAnswer,
  formEndpoint,
  type FormName,
  type FormTokenAnswer,
  LOCALE_FIELD,
} from '../../../shared/forms/form-protocol.ts';
import { antiSpamToken } from './anti-spam-token.ts';

export interface SendFormOptions {
  form: FormName;
  values: Readonly<Record<string, string>>;
  locale: Locale;
  /** The token the page was rendered with; asked for when null. */
  token: string | null;
  /** RECAPTCHA_SITE_KEY, when the anti-spam check is on. */
  antiSpamSiteKey: string | null;
  fetch?: typeof fetch;
  /** Gets a token from the anti-spam service; reCAPTCHA's by default. */
  getAntiSpamToken?: (siteKey: string, form: FormName) => Promise<string>;
}

const failure = (code: 'generic' | 'antiSpam'): FormAnswer => ({
  ok: false,
  errors: {},
  formError: { code },
  cities: null,
});

async function askToken(fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(FORM_TOKEN_PATH, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`the form token answered ${response.status}`);
  return ((await response.json()) as FormTokenAnswer).token;
}

function isFormAnswer(body: unknown): body is FormAnswer {
  return typeof body === 'object' && body !== null && typeof (body as { ok?: unknown }).ok === 'boolean';
}

export async function sendForm({
  form,
  values,
  locale,
  token,
  antiSpamSiteKey,
  fetch: fetcher = (input, init) => fetch(input, init),
  getAntiSpamToken = antiSpamToken,
}: SendFormOptions): Promise<FormAnswer> {
  let antiSpam: string | null = null;
  if (antiSpamSiteKey) {
    try {
      antiSpam = await getAntiSpamToken(antiSpamSiteKey, form);
    } catch {
      return failure('antiSpam');
    }
  }
  const post = async (csrfToken: string): Promise<FormAnswer> => {
    const body = new URLSearchParams({ ...values, [CSRF_FIELD]: csrfToken, [LOCALE_FIELD]: locale });
    if (antiSpam !== null) body.set(ANTI_SPAM_FIELD, antiSpam);
    const response = await fetcher(formEndpoint(form), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'same-origin',
    });
    const answer: unknown = await response.json().catch(() => null);
    return isFormAnswer(answer) ? answer : failure('generic');
  };
  try {
    const first = await post(token ?? (await askToken(fetcher)));
    if (!first.ok && first.formError?.code === 'sessionExpired' && first.token) return await post(first.token);
    return first;
  } catch {
    return failure('generic');
  }
}
