// What the form steps of the chain leave on res.locals (decision 015).
import type { Locale } from '../../config/locales.ts';
import type { FormName, FormState } from '../../shared/forms/form-protocol.ts';

/** A POST of a form, once its body is read (server/middleware/form-body.ts). */
export interface FormPost {
  form: FormName;
  /** `json`: posted by the browser's script to /api/forms (answers a FormAnswer); `html`: the form's page without JavaScript. */
  mode: 'json' | 'html';
  /** The locale the form was sent in: its page's, or the one the script named. */
  locale: Locale;
  /** Each field sent, once (a null-prototype record). */
  fields: Readonly<Record<string, string>>;
}

declare module 'express-serve-static-core' {
  interface Locals {
    formPost?: FormPost;
    /** What a form page renders with: its CSRF token, and after a failed POST the values and messages. */
    formState?: FormState;
    /** The visitor's CSRF token once this request has read or made it. */
    csrfToken?: string;
  }
}

export {};
