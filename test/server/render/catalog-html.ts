// What the catalogue screens' render tests read in a served page: its status, and the document
// parsed as a browser parses it (documentOf) and queried, parts by role and accessible name: the
// links of a part, the head's title, meta and JSON-LD, the facet panel, the products list's count,
// cards and prices. Hand assert strings and numbers, never a node (see render-view.tsx).
import assert from 'node:assert/strict';

import { within } from '@testing-library/dom';
import request from 'supertest';

import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import type { PageApp } from '../../helpers/page-app.ts';
import { documentOf, type View } from '../../helpers/render-view.tsx';

export const hostOf = (locale: Locale) => `${countryOfLocale(locale)}.localhost`;

export interface Served {
  status: number;
  /** The whole document, streamed parts included. */
  html: string;
  location?: string | undefined;
}

/** GETs a page of the locale, as a crawler would (the whole document at once). */
export async function serve(app: ReturnType<PageApp['app']>, locale: Locale, path: string): Promise<Served> {
  const response = await request(app)
    .get(path)
    .set('Host', hostOf(locale))
    .set('Cookie', `locale=${locale}`)
    .set('User-Agent', 'Googlebot/2.1');
  return { status: response.status, html: response.text, location: response.headers.location };
}

/**
 * Whether the page is not found: a 404, or in fr-be the redirect to the French 404 page that
 * stands for it there (SPEC §2.2 'In fr-be, any unknown path redirects to the fr 404 page').
 */
export function isNotFound(served: Served): boolean {
  return served.status === 404 || (served.status === 302 && served.location === '/fr/404');
}

/** True when the path (query aside) is a page the router knows in one of the locales. */
export function isRoutePath(router: Router, locales: readonly Locale[], href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0]!;
  return locales.some((locale) => router.match(locale, path) !== null);
}

export interface FacetLink {
  /** The facet's name as shown (its summary). */
  facet: string;
  label: string;
  count: number;
  href: string | null;
  active: boolean;
}

const TEXTS = { fr, nl, de, es, it };
/** The texts of the locale's language, as the pages show them. */
export const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];

/** A served page parsed as a browser parses it (see documentOf). */
export type Page = ReturnType<typeof documentOf>;
export const pageOf = (served: Served): Page => documentOf(served.html);

/** The queries bound to one element of a page. */
export const viewIn = (element: HTMLElement): View => ({ container: element, ...within(element) });

/**
 * The page's main landmark. Crawlers (serve() is one) get the whole document once it is ready, so
 * no streamed part waits hidden (`<div hidden id="S:…">`) for a script to move it into the main.
 */
export function mainIn(page: Page): View {
  assert.equal(page.container.querySelectorAll('div[hidden][id^="S:"]').length, 0, 'no part left to stream in');
  return viewIn(page.getByRole('main'));
}

/** A landmark or another named part of a page, by its role and accessible name. */
export const partOf = (view: View, role: string, name: string | RegExp): View =>
  viewIn(view.getByRole(role, { name, hidden: true }));

/** Where every link of a part leads, shown or not (a link in a closed menu must work too). */
export const hrefsIn = (view: View) =>
  view.queryAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href')!);

/** The links of the language selector. */
export const languageLinks = (page: Page, locale: Locale) =>
  hrefsIn(partOf(page, 'navigation', textsOf(locale).common.header.languageSelector));

export const h1CountIn = (page: Page) => page.queryAllByRole('heading', { level: 1, hidden: true }).length;
export const titleIn = (page: Page) => page.document.title;
/** The text a reader sees in an element, its spaces as written. */
export const textIn = (view: View) => view.container.textContent.trim();

/** Every value of the facet panel, with the count shown beside it and where it leads. */
export function facetLinks(page: Page, locale: Locale): FacetLink[] {
  const panel = partOf(page, 'navigation', textsOf(locale).catalog.products.filters.title).container;
  return [...panel.querySelectorAll('details')].flatMap((facet) =>
    [...facet.querySelectorAll('.facet-value')].flatMap((value) => {
      const count = value.querySelector('.facet-value__count');
      if (!count) return []; // a category: no count
      return {
        facet: facet.querySelector('summary')!.textContent,
        label: value.querySelector('.facet-value__label')!.textContent,
        count: Number(/\d+/.exec(count.textContent)![0]),
        href: value.getAttribute('href'),
        active: value.getAttribute('aria-current') === 'true',
      };
    }),
  );
}

/** The number the products list's heading announces (none: 0). */
export function listCount(page: Page): number {
  const count = mainIn(page).container.querySelector('.products-list__count');
  assert.ok(count, 'the products list says how many it holds');
  return Number(/\d+/.exec(count.textContent)?.[0] ?? 0);
}

/** The product cards of the page's main content, in order. */
const cardsOf = (page: Page) => mainIn(page).queryAllByRole('article', { hidden: true });
export const cardCount = (page: Page) => cardsOf(page).length;

/** The shop's price on each product card, in order (the words before it said to screen readers only). */
export function cardPrices(page: Page): number[] {
  return cardsOf(page).map((card) => {
    const own = card.querySelector('.card-price-own')!;
    const spoken = own.querySelector('.card-visually-hidden')?.textContent ?? '';
    return Number(
      own.textContent
        .slice(spoken.length)
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    );
  });
}

/** The content of a meta element of the page's head (null when the page has none). */
export const metaIn = (page: Page, name: string) =>
  page.document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
