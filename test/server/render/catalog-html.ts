// What the catalogue screens' render tests read in a served page: its status and HTML, the links
// of a part of it, the facet panel, the products list's count, cards and prices.
import request from 'supertest';

import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import type { PageApp } from '../../helpers/page-app.ts';

export const hostOf = (locale: Locale) => `${countryOfLocale(locale)}.localhost`;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};
export const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
/** The text a reader sees in an HTML fragment. */
export const textOf = (html: string) => decode(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, '')).trim();

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

/** The HTML of the first element starting with `open`, up to `close`. */
export function part(html: string, open: RegExp, close: string): string {
  const start = html.search(open);
  if (start < 0) return '';
  const end = html.indexOf(close, start);
  return html.slice(start, end < 0 ? undefined : end + close.length);
}

/** The hrefs of every link of an HTML fragment, decoded. */
export const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decode(match[1]!));

/** The page's main content and what streamed in after it (the hidden parts React fills in). */
export function mainOf(html: string): string {
  const streamed = html.indexOf('<div hidden id="S:');
  return part(html, /<main\b/, '</main>') + (streamed < 0 ? '' : html.slice(streamed));
}

export const h1Count = (html: string) => (html.match(/<h1\b/g) ?? []).length;
export const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

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

/** Every value of the facet panel, with the count shown beside it and where it leads. */
export function facetLinks(html: string): FacetLink[] {
  const panel = part(html, /<nav class="facet-panel"/, '</nav>');
  const links: FacetLink[] = [];
  for (const facet of panel.matchAll(
    /<details class="facet"[^>]*><summary[^>]*>([^<]*)<\/summary>([\s\S]*?)<\/details>/g,
  )) {
    for (const value of facet[2]!.matchAll(/<(a|span) class="facet-value([^"]*)"([^>]*)>([\s\S]*?)<\/\1>/g)) {
      const count = /facet-value__count">\((\d+)\)</.exec(value[4]!);
      if (!count) continue; // a category: no count
      const href = /href="([^"]*)"/.exec(value[3]!)?.[1];
      links.push({
        facet: decode(facet[1]!),
        label: textOf(/facet-value__label">([\s\S]*?)<\/span>/.exec(value[4]!)![1]!),
        count: Number(count[1]),
        href: href ? decode(href) : null,
        active: value[2]!.includes('--active'),
      });
    }
  }
  return links;
}

/** The number the products list's heading announces. */
export function listCount(html: string): number {
  const text = textOf(part(html, /<p class="products-list__count"/, '</p>'));
  const digits = /\d+/.exec(text);
  return digits ? Number(digits[0]) : 0;
}

/** The product cards of a document, in order. */
export const cardCount = (html: string) => (html.match(/<article class="card card--product"/g) ?? []).length;

/** The shop's price on each product card, in order. */
export function cardPrices(html: string): number[] {
  return [...html.matchAll(/<span class="card-price-own">([\s\S]*?)<\/span><\/p>/g)].map((match) => {
    const text = textOf(match[1]!.replace(/<span class="card-visually-hidden">[^<]*<\/span>/, ''));
    return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  });
}
