// The crawl surface of every country (issue 6): from each country's home on its *.localhost host,
// follow the internal links of the built server (bounded), and check what a search engine and a
// visitor rely on — every screen of SPEC §2.2 the locale has is reachable by links, no link is
// broken, nothing answers 5xx, and every page has one h1, a title on the template, a description,
// a canonical, hreflang alternates and breadcrumb JSON-LD that parses.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { hasPage } from '../../client/app/page-registry.ts';
import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { LOCALE_INFO } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter, type Router } from '../../routes/compiler.ts';
import type { RouteKind, RouteMatch } from '../../routes/kinds.ts';
import { type Site, startSite } from '../helpers/browser.ts';
import { brandCodesOf, crawl, type CrawledPage, pageFacts } from '../helpers/crawler.ts';

/** Pages fetched per country at most. */
const BUDGET = 2_000;
/**
 * Filtered lists of products fetched per country: one template, hundreds of URLs (every facet
 * value of every list, brand and need page). The others must still be pages the router knows.
 */
const FILTERED_LISTS_FETCHED = 60;
/** Screens no link leads to by design: reached by a form, a redirect, a session or an error. */
const NOT_LINKED: ReadonlySet<RouteKind> = new Set([
  'notFound',
  'maintenance',
  'preview',
  'contactConfirmation',
  'newsletterConfirmation',
  'results',
  // The account area's: a reset e-mail links to the new password, and logging out is a customer's form.
  'myNewPassword',
  'myLogout',
]);
const APP_TITLE = 'Vitrine';

let site: Site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.stop();
});

async function routerFor(country: Country): Promise<Router> {
  const brandCodes = await brandCodesOf(site.port, `${country}.localhost`, '/');
  return createRouter({ tables: ALL_TABLES, brandCodes });
}

function matchIn(router: Router, country: Country, path: string): RouteMatch | null {
  const pathname = path.split('?')[0]!;
  for (const locale of COUNTRY_INFO[country].locales) {
    const match = router.match(locale, pathname);
    if (match) return match;
  }
  return null;
}

/**
 * Filtered or sorted lists of products (and results) are fetched, not expanded: each links to
 * every other combination, which are endless, and they link to nothing the unfiltered list does not.
 */
function expandable(router: Router, country: Country) {
  return (path: string) => !path.includes('?') && filtersOf(router, country, path) === 0;
}

function filtersOf(router: Router, country: Country, path: string): number {
  const match = matchIn(router, country, path);
  return match?.params.list?.filters.length ?? match?.params.search?.filters.length ?? 0;
}

describe('the crawl of each country', () => {
  for (const country of COUNTRIES) {
    describe(`${country}.localhost`, () => {
      let router: Router;
      let pages: Map<string, CrawledPage>;
      let skipped: string[];
      const html = () =>
        [...pages.values()].filter((page) => page.status === 200 && page.contentType.startsWith('text/html'));

      before(async () => {
        router = await routerFor(country);
        const start = COUNTRY_INFO[country].locales.map((locale) => router.href('home', {}, locale)!);
        ({ pages, skipped } = await crawl({
          port: site.port,
          host: `${country}.localhost`,
          start,
          budget: BUDGET,
          expand: expandable(router, country),
          sample: {
            classOf: (path) =>
              filtersOf(router, country, path) > 0 || path.includes('?') ? 'filtered or sorted list' : null,
            perClass: FILTERED_LISTS_FETCHED,
          },
        }));
      });

      it('answers no 5xx', () => {
        const failed = [...pages.values()]
          .filter((page) => page.status >= 500)
          .map((page) => `${page.status} ${page.path}`);
        assert.deepEqual(failed, []);
      });

      it('has no broken internal link', (t) => {
        t.diagnostic(`${pages.size} pages and redirects fetched`);
        assert.ok(pages.size < BUDGET, `the crawl stopped at its budget of ${BUDGET}: some links were not followed`);
        const broken = [...pages.values()]
          .filter((page) => page.status >= 400 && page.from.length > 0)
          .map((page) => `${page.status} ${page.path} (linked from ${page.from.slice(0, 3).join(', ')})`);
        assert.deepEqual(broken, []);
        t.diagnostic(`${skipped.length} more filtered or sorted lists matched, not fetched`);
        assert.deepEqual(
          skipped.filter((path) => !matchIn(router, country, path)),
          [],
          'links no route matches',
        );
      });

      it('reaches every screen of each of its locales by links', () => {
        for (const locale of COUNTRY_INFO[country].locales) {
          // A link counts even when the crawl only listed it (a sampled query: the ways into the
          // account carry the page to come back to).
          const reached = new Set(
            [...html().map((page) => page.path), ...skipped]
              .map((path) => router.match(locale, path.split('?')[0]!)?.kind)
              .filter((kind) => kind !== undefined),
          );
          // A private screen (the account area's) is linked for a customer only: an anonymous crawl
          // meets it as the way to login, and test/server/forms/account-area-posts.test.ts follows
          // the account area's navigation with a session.
          const publicRoutes = router.table(locale).routes.filter((route) => !route.meta.private);
          const expected = [...new Set(publicRoutes.map((route) => route.kind))].filter(
            (kind) => hasPage(kind) && !NOT_LINKED.has(kind),
          );
          assert.deepEqual(
            expected.filter((kind) => !reached.has(kind)),
            [],
            `${locale}: screens no link leads to (${html().length} pages crawled)`,
          );
        }
      });

      it('gives every page one h1, a title on the template, a description, a canonical and hreflang alternates', () => {
        const siteUrl = `http://${country}.localhost:${site.port}`;
        const problems: string[] = [];
        for (const page of html()) {
          const facts = pageFacts(page.body);
          const say = (what: string) => problems.push(`${page.path}: ${what}`);
          if (facts.h1Count !== 1) say(`${facts.h1Count} h1`);
          if (!facts.title || !facts.title.endsWith(` - ${APP_TITLE}`) || facts.title.length <= APP_TITLE.length + 3)
            say(`title '${facts.title}'`);
          if (!facts.description) say('no description');
          if (!facts.canonical?.startsWith(`${siteUrl}/`)) say(`canonical '${facts.canonical}'`);
          if (!facts.alternates.some((alternate) => alternate.hreflang === 'x-default')) say('no x-default alternate');
          for (const locale of COUNTRY_INFO[country].locales) {
            if (
              !facts.alternates.some(
                (alternate) =>
                  alternate.hreflang === LOCALE_INFO[locale].iso && alternate.href.startsWith(`${siteUrl}/`),
              )
            )
              say(`no ${locale} alternate`);
          }
        }
        assert.deepEqual(problems, []);
      });

      it('emits breadcrumb JSON-LD that parses, from home to the page, on every page but home', () => {
        const problems: string[] = [];
        for (const page of html()) {
          const facts = pageFacts(page.body);
          for (const entry of facts.jsonLd)
            if (!entry.ok) problems.push(`${page.path}: JSON-LD does not parse (${entry.error})`);
          const match = matchIn(router, country, page.path);
          if (!match || match.kind === 'home') continue;
          const crumbs = facts.jsonLd.flatMap((entry) =>
            entry.ok && entry.value['@type'] === 'BreadcrumbList' ? [entry.value] : [],
          );
          if (crumbs.length !== 1) {
            problems.push(`${page.path}: ${crumbs.length} BreadcrumbList`);
            continue;
          }
          const items = crumbs[0]!.itemListElement as { position: number; name: string; item?: string }[];
          if (!Array.isArray(items) || items.length < 2)
            problems.push(`${page.path}: breadcrumb of ${items?.length} items`);
          else if (
            items[0]!.item !== `http://${country}.localhost:${site.port}${router.href('home', {}, match.locale)}`
          )
            problems.push(`${page.path}: breadcrumb starts at ${items[0]!.item}`);
        }
        assert.deepEqual(problems, []);
      });
    });
  }
});
