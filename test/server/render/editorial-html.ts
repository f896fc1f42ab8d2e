// What the editorial screens' render tests read in a served page: status and headers, title, h1,
// the visible and JSON-LD breadcrumbs, the links, the language selector.
import assert from 'node:assert/strict';

import request from 'supertest';

import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { jsonLdOf, type PageApp } from '../../helpers/page-app.ts';

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
export const textOf = (html: string) =>
  decode(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

export interface Served {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** GETs a page as a crawler does (the whole document at once, streamed parts included). */
export async function serve(
  app: ReturnType<PageApp['app']>,
  locale: Locale,
  path: string,
  cookie = '',
): Promise<Served> {
  const response = await request(app)
    .get(path)
    .set('Host', hostOf(locale))
    .set('Cookie', [`locale=${locale}`, cookie].filter(Boolean).join('; '))
    .set('User-Agent', 'Googlebot/2.1');
  return { status: response.status, html: response.text, headers: response.headers as Record<string, string> };
}

/** A page that does not exist: a 404, or in fr-be the redirect to /fr/404 that stands for it there (decision 001). */
export function assertNotFound(served: Served, path: string): void {
  const redirected = served.status === 302 && served.headers.location === '/fr/404';
  assert.ok(served.status === 404 || redirected, `${path} answered ${served.status}, not a 404`);
}

export const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
export const h1sOf = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));

/** The HTML of the first element starting with `open`, up to `close`. */
export function part(html: string, open: RegExp, close: string): string {
  const start = html.search(open);
  if (start < 0) return '';
  const end = html.indexOf(close, start);
  return html.slice(start, end < 0 ? undefined : end + close.length);
}

/** The page's main content and what streamed in after it (the hidden parts React moves in). */
export function mainOf(html: string): string {
  const streamed = html.indexOf('<div hidden id="S:');
  return part(html, /<main\b/, '</main>') + (streamed < 0 ? '' : html.slice(streamed));
}

export const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decode(match[1]!));

/** The visible breadcrumb: each step's name and link (none for the current page). */
export function visibleCrumbs(html: string): { name: string; href: string | null }[] {
  const nav = part(html, /<nav class="breadcrumb"/, '</nav>');
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => ({
    name: textOf(match[1]!),
    href: /href="([^"]*)"/.exec(match[1]!)?.[1] ?? null,
  }));
}

/** The BreadcrumbList of the JSON-LD: each step's name and path (none for the current page). */
export function jsonLdCrumbs(html: string): { name: string; path: string | null }[] {
  const list = jsonLdOf(html).find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string; item?: string }[] } | undefined;
  assert.ok(list, 'a BreadcrumbList in the JSON-LD');
  return list.itemListElement.map((item) => ({
    name: item.name,
    path: item.item ? new URL(item.item).pathname : null,
  }));
}

/** The links of the language selector, in its order. */
export const languageLinks = (html: string) => hrefsOf(part(html, /<nav class="language-selector"/, '</nav>'));

/** Links of the document that no route of the country's locales matches. */
export function unmatchedLinks(html: string, router: Router, locales: readonly Locale[]): string[] {
  return hrefsOf(html).filter((href) => {
    if (/^https?:\/\//.test(href)) return false; // another site (the login page…)
    if (href.startsWith('#')) return false; // the skip link
    const path = href.split(/[?#]/)[0]!;
    return !locales.some((locale) => router.match(locale, path) !== null);
  });
}
