// Where a page that is not found sends the visitor instead of answering 404 in place:
// - the content API's redirection endpoint may know where the page went (decision 006): a path
//   the catch-all CMS route matches never reaches the apiRedirects step, so the renderer asks;
// - in fr-be, any unknown path ends on the French 404 page (SPEC §2.2, decision 001), whichever
//   route matched it first (the catch-all CMS page, a product whose slug is unknown…).
import { COUNTRIES, type Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { Logger } from '../logger.ts';
import {
  askRedirection,
  PERMANENT_REDIRECT_CACHE_CONTROL,
  type RedirectLookup,
  TEMPORARY_REDIRECT_CACHE_CONTROL,
} from '../middleware/api-redirects.ts';

/** The locale whose unknown paths are sent to its 404 page rather than answered in place. */
export const REDIRECTING_404_LOCALE: Locale = 'fr-be';

export interface NotFoundRedirect {
  status: number;
  location: string;
  cacheControl: string;
}

export interface NotFoundRedirectInput {
  router: Router;
  locale: Locale;
  country: Country;
  /** Path and query as requested. */
  url: string;
  siteUrls: Readonly<Record<Country, string>>;
  lookup: RedirectLookup | null;
  logger: Logger;
  requestId?: string;
}

export async function notFoundRedirect({
  router,
  locale,
  country,
  url,
  siteUrls,
  lookup,
  logger,
  requestId,
}: NotFoundRedirectInput): Promise<NotFoundRedirect | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const notFoundPage = router.href('notFound', {}, locale);
  if (path === notFoundPage) return null;

  if (lookup && COUNTRIES.includes(country)) {
    const outcome = await askRedirection({
      lookup,
      country,
      locale,
      siteUrls,
      path,
      search: queryAt === -1 ? '' : url.slice(queryAt),
    });
    if (outcome.kind === 'redirect') {
      logger.info(
        { id: requestId, path, status: outcome.status, to: outcome.location },
        'page not found; redirected by the redirection endpoint',
      );
      const permanent = outcome.status === 301 || outcome.status === 308;
      return {
        status: outcome.status,
        location: outcome.location,
        cacheControl: permanent ? PERMANENT_REDIRECT_CACHE_CONTROL : TEMPORARY_REDIRECT_CACHE_CONTROL,
      };
    }
    if (outcome.kind === 'failed')
      logger.warn(
        { id: requestId, path, timedOut: outcome.timedOut },
        'redirection endpoint failed for a page not found; going on to the 404',
      );
  }

  if (locale === REDIRECTING_404_LOCALE && notFoundPage)
    return { status: 302, location: notFoundPage, cacheControl: TEMPORARY_REDIRECT_CACHE_CONTROL };
  return null;
}
