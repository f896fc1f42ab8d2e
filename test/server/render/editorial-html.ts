// What the editorial screens' render tests read in a served page: status and headers, and the
// document as a browser parses it (documentOf) for the title, h1, the visible breadcrumb, the
// links and the language selector, found by role and name; the JSON-LD breadcrumb beside it.
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
import { type PageApp } from '../../helpers/page-app.ts';
import { jsonLdOf } from '../../helpers/render-view.tsx';
import { documentOf, type DocumentView, type View } from '../../helpers/render-view.tsx';

export const hostOf = (locale: Locale) => `${countryOfLocale(locale)}.localhost`;

const TEXTS = { fr, nl, de, es, it };
/** The texts of a locale's language. */
export const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];

/** A text with its white space (no-break spaces too) collapsed to single spaces. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text a reader sees in an element, its white space collapsed. */
export const textOf = (element: Element) => collapsed(element.textContent ?? '');

export interface Served {
  status: number;
  html: string;
  headers: Record<string, string>;
  /** The document parsed (on first use). */
  readonly page: DocumentView;
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
  let page: DocumentView | undefined;
  return {
    status: response.status,
    html: response.text,
    headers: response.headers as Record<string, string>,
    get page() {
      return (page ??= documentOf(response.text));
    },
  };
}

/** A page that does not exist: a 404, or in fr-be the redirect to /fr/404 that stands for it there (decision 001). */
export function assertNotFound(served: Served, path: string): void {
  const redirected = served.status === 302 && served.headers.location === '/fr/404';
  assert.ok(served.status === 404 || redirected, `${path} answered ${served.status}, not a 404`);
}

export const titleOf = (page: DocumentView) => page.document.title;
export const h1sOf = (page: View) => page.getAllByRole('heading', { level: 1 }).map(textOf);
export const mainOf = (page: View) => page.getByRole('main');

/** Where the links of an element lead, in order. */
export const hrefsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href')!);

/** The visible breadcrumb: each step's name and link (none for the current page). */
export function visibleCrumbs(page: View, locale: Locale): { name: string; href: string | null }[] {
  const nav = page.getByRole('navigation', { name: textsOf(locale).common.breadcrumb.label });
  return within(nav)
    .getAllByRole('listitem')
    .map((step) => ({
      name: textOf(step),
      href: within(step).queryAllByRole('link')[0]?.getAttribute('href') ?? null,
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
export const languageLinks = (page: View, locale: Locale) =>
  hrefsOf(page.getByRole('navigation', { name: textsOf(locale).common.header.languageSelector }));

/** Links of the document that no route of the country's locales matches. */
export function unmatchedLinks(page: DocumentView, router: Router, locales: readonly Locale[]): string[] {
  return hrefsOf(page.container).filter((href) => {
    if (/^https?:\/\//.test(href)) return false; // another site (the login page…)
    if (href.startsWith('#')) return false; // the skip link
    const path = href.split(/[?#]/)[0]!;
    return !locales.some((locale) => router.match(locale, path) !== null);
  });
}
