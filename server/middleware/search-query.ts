// The search box without JavaScript (SPEC §2.2, §5): a GET form sends `?q=<text>` to the results
// path; this turns it into the one URL of that search, `{results}/-r--{term}` (elisions dropped,
// other apostrophes made spaces, spaces collapsed: searchTextToTerm). Text that leaves no term
// shows the search form.
import type { RequestHandler } from 'express';

import { searchTextToTerm } from '../../shared/search-text.ts';
import { SEARCH_QUERY_PARAM } from '../../shared/site-paths.ts';
import type { Routing } from '../routing.ts';

/** The first `q` of a raw query string, or null. */
export function searchTextOf(originalUrl: string): string | null {
  const at = originalUrl.indexOf('?');
  if (at === -1) return null;
  try {
    return new URLSearchParams(originalUrl.slice(at + 1)).get(SEARCH_QUERY_PARAM);
  } catch {
    return null;
  }
}

export function searchQuery({ routing }: { routing: Routing }): RequestHandler {
  if (typeof routing?.router !== 'function') throw new Error('searchQuery needs the app routing (createRouting)');
  return function searchQueryMiddleware(req, res, next) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || res.locals.route?.kind !== 'results') return next();
    const text = searchTextOf(req.originalUrl);
    if (text === null) return next();
    const term = searchTextToTerm(text);
    if (term === '') return next();
    const target = routing.router().href('results', { search: { term, filters: [] } }, res.locals.locale);
    if (!target) return next();
    res.set('Cache-Control', 'no-store');
    res.redirect(302, target);
  };
}
