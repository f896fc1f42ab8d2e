// The browser's half of the anti-spam check (SPEC §5, decision 015): when RECAPTCHA_SITE_KEY is
// set, reCAPTCHA v3's script is loaded the first time a form is sent (never before, and never when
// the check is off) and gives a token for the form's action, which the server verifies.
import type { FormName } from '../../../shared/forms/form-protocol.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** How long the script and the token may take before the submission fails with the anti-spam message. */
export const ANTI_SPAM_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('the anti-spam script loaded without grecaptcha'));
    };
    script.onerror = () => reject(new Error('the anti-spam script could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // The next submission tries again.
    throw error;
  });
  return loading;
}

export async function antiSpamToken(siteKey: string, action: FormName): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the anti-spam check took too long')), ANTI_SPAM_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      loadScript(siteKey).then((grecaptcha) => grecaptcha.execute(siteKey, { action })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
