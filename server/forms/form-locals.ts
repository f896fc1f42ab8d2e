// What the form steps of the chain leave on res.locals (decisions 015, 019).
import type { Locale } from '../../config/locales.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import type { FormName } from '../../shared/forms/form-protocol.ts';
import type { FormReply } from './form-reply.ts';

/** A POST of a form to a page, once its body is read (server/middleware/form-body.ts). */
export interface FormPost {
  form: FormName;
  /** `json`: posted by the browser's route action (answers a FormAnswer); `html`: the page's form without JavaScript. */
  mode: 'json' | 'html';
  /** The locale of the page posted to. */
  locale: Locale;
  /** The kind of the page posted to. */
  page: RouteKind;
  /** The page posted to, path and query (where a form that stays on its page leads back to). */
  path: string;
  /** Posted to one of the form's own pages (a contact request then leads to its confirmation page), not from the pop-in. */
  ownPage: boolean;
  /** Each field sent, once (a null-prototype record). */
  fields: Readonly<Record<string, string>>;
  /** Set by a step that refused the POST (body, CSRF, rate limit): the route action answers it. */
  refusal?: FormReply;
}

declare module 'express-serve-static-core' {
  interface Locals {
    formPost?: FormPost;
    /** The visitor's CSRF token, for a form page the server renders (read or made by the csrf step). */
    csrfToken?: string;
  }
}

export {};
