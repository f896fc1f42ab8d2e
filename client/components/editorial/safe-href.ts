// A route's path from content data (a theme slug, a brand code) in a page's head: a value no route
// accepts (an upstream API's data) makes router.href throw; the crumb then shows without a link
// rather than failing the page.
import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';

export function safeHref(router: Router, kind: RouteKind, params: RouteParams, locale: Locale): string | undefined {
  try {
    return router.href(kind, params, locale) ?? undefined;
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}
