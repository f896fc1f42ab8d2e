// The same page in each locale of the country (SPEC §4 'Locale switch', DESIGN §3): what the
// language selector links to and what hreflang says. Pages whose path names an entity translate
// their params through PageModule.translate (the entity's slug in the other language); a page
// with no equivalent there leads home. A failure to translate is not the page's failure: that
// locale is offered its home.
import type { Locale } from '../../config/locales.ts';
import type { RouteParams } from '../../routes/kinds.ts';
import type { PageContext, PageModule } from './page-module.ts';

export interface Alternate {
  locale: Locale;
  /** Site path of the page in that locale. */
  path: string;
  /**
   * What of the query string the page keeps in that locale (`?q=…`, or absent): the language
   * selector's link carries it, hreflang does not (it names the page, not a visitor's search).
   */
  query?: string;
}

const countryOf = (locale: Locale) => locale.slice(3);

export async function pageAlternates<Data>(
  page: PageModule<Data>,
  data: Data,
  context: PageContext,
): Promise<Alternate[]> {
  const { router, match, locale } = context;
  const translated = new Map<Locale, RouteParams | null>();
  if (page.translate) {
    const others = router.locales.filter((other) => other !== locale && countryOf(other) === countryOf(locale));
    await Promise.all(
      others.map(async (to) => {
        translated.set(to, await page.translate!(data, context, to).catch(() => null));
      }),
    );
  }
  const alternates = router.alternates(
    match.kind,
    match.params,
    locale,
    (_kind, _params, _from, to) => translated.get(to) ?? null,
  );
  const query = page.keptQuery?.(data) ?? '';
  if (query === '') return alternates;
  // A locale offered its home (no equivalent page) is not the same page: its query would mean nothing.
  return alternates.map((alternate) =>
    alternate.path === router.href('home', {}, alternate.locale) ? alternate : { ...alternate, query },
  );
}

/** Every locale of the country at its home page: where an error page's language selector leads. */
export function homeAlternates(context: Pick<PageContext, 'router' | 'locale'>): Alternate[] {
  const { router, locale } = context;
  return router.locales
    .filter((other) => countryOf(other) === countryOf(locale))
    .map((other) => ({ locale: other, path: router.href('home', {}, other) ?? '/' }));
}
