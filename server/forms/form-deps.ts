// What the form steps of the chain share, built from the app's dependencies: the CSRF cookie.
// Null without a page renderer (a chain under test with no catalog): the form steps then let
// every request through, as no route action would take a form.
import { allHttps } from '../../config/env.ts';
import type { AppDeps } from '../deps.ts';
import { type CsrfCookie, csrfCookie } from './csrf-cookie.ts';

export interface FormDeps {
  csrf: CsrfCookie;
}

export function formDepsOf(deps: Pick<AppDeps, 'renderPage' | 'config' | 'csrfSecret'>): FormDeps | null {
  if (!deps.renderPage) return null;
  return { csrf: csrfCookie({ secure: allHttps(deps.config.siteUrls), secret: deps.csrfSecret }) };
}
