// What the form steps of the chain share, built from the app's dependencies: the CSRF cookie and
// the answer of a POST that did not succeed. Null without a page renderer (a chain under test
// with no catalog): the form steps then let every request through.
import { allHttps } from '../../config/env.ts';
import type { AppDeps } from '../deps.ts';
import { type AnswerForm, formAnswerer } from './answer-form.ts';
import { type CsrfCookie, csrfCookie } from './csrf-cookie.ts';

export interface FormDeps {
  csrf: CsrfCookie;
  answerForm: AnswerForm;
}

export function formDepsOf(deps: Pick<AppDeps, 'renderPage' | 'config' | 'csrfSecret'>): FormDeps | null {
  if (!deps.renderPage) return null;
  const csrf = csrfCookie({ secure: allHttps(deps.config.siteUrls), secret: deps.csrfSecret });
  return { csrf, answerForm: formAnswerer({ renderPage: deps.renderPage, csrf }) };
}
