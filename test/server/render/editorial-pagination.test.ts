// The pages of an advice theme (SPEC §2.2 '`{advice home}/{theme}/` with optional `-p--{n}`'):
// the seed with ten more articles in its first advice theme, so the theme runs to two pages.
// Page 1 has no page segment, each page links its neighbours, and a page past the last is a 404.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { SEED, type Seed } from '../../../catalog/seed/index.ts';
import type { Localized, SeedPage } from '../../../catalog/seed/types.ts';
import { ARTICLES_PER_PAGE } from '../../../client/app/queries/editorial.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import type { View } from '../../helpers/render-view.tsx';
import { assertNotFound, h1sOf, hrefsOf, languageLinks, mainOf, serve, titleOf } from './editorial-html.ts';

const EXTRA = 10;
const THEME_ID = 1;

const template = SEED.pages.find((page) => page.type === 'advice' && page.themeId === THEME_ID)!;
const suffixed = (text: Localized, suffix: string): Localized =>
  Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, `${value}${suffix}`])) as unknown as Localized;

/** Ten articles of the theme, in every country, published one day apart in 2024 (older than the seed's). */
const extra: SeedPage[] = Array.from({ length: EXTRA }, (_, index) => ({
  ...template,
  id: 1000 + index,
  countries: ['be', 'ch', 'de', 'es', 'it'],
  slug: suffixed(template.slug, `-${index + 1}`),
  title: suffixed(template.title, ` (${index + 1})`),
  publishedAt: `2024-01-${String(index + 10).padStart(2, '0')}`,
  order: 100 + index,
}));

const SEED_WITH_MORE: Seed = { ...SEED, pages: [...SEED.pages, ...extra] };
const pages = usePageApp(SEED_WITH_MORE);

const api = () => pages.deps().content!.client('fr-be');
const router = () => pages.deps().routing.router();

async function theme() {
  const themes = await api().themes.list({ type: 'advice' });
  const found = themes.find((each) => each.id === THEME_ID)!;
  const { total } = await api().page.list({ type: 'advice', theme: found.slug });
  return { ...found, total, pageCount: Math.ceil(total / ARTICLES_PER_PAGE) };
}

const paginationOf = (page: View) => page.getByRole('navigation', { name: fr.common.pagination.label });
/** Where the pagination's links with that rel (prev, next) lead. */
const relLinks = (nav: HTMLElement, rel: string) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('rel') === rel)
    .map((link) => link.getAttribute('href'));

describe('the pages of an advice theme', () => {
  it('runs to two pages with the ten added articles', async () => {
    const { total, pageCount } = await theme();
    assert.ok(total > ARTICLES_PER_PAGE && pageCount === 2, `${total} articles, ${pageCount} pages`);
  });

  it('shows the newest articles on page 1, with no page segment, and links page 2', async () => {
    const { slug, title } = await theme();
    const first = router().href('adviceTheme', { theme: slug }, 'fr-be')!;
    assert.equal(first, `/fr/conseils/${slug}`);
    const served = await serve(pages.app(), 'fr-be', first);
    assert.equal(served.status, 200);
    assert.equal(titleOf(served.page), `${title} - Vitrine`);
    const links = hrefsOf(mainOf(served.page)).filter((href) => router().match('fr-be', href)?.kind === 'advice');
    const newest = (await api().page.list({ type: 'advice', theme: slug, order: 'date', perPage: ARTICLES_PER_PAGE }))
      .items;
    assert.deepEqual(
      links,
      newest.map((page) => router().href('advice', { slug: page.slug }, 'fr-be')),
      'the newest articles, newest first',
    );
    assert.ok(!links.includes(`/fr/conseil/${extra[0]!.slug.fr}`), 'not the oldest');
    const nav = paginationOf(served.page);
    assert.deepEqual(relLinks(nav, 'next'), [`${first}/-p--2`], 'next: page 2');
    assert.deepEqual(relLinks(nav, 'prev'), [], 'no previous page');
  });

  it('shows the rest on page 2, titled as page 2, linking back to page 1 without a page segment', async () => {
    const { slug, title, total } = await theme();
    const first = `/fr/conseils/${slug}`;
    const served = await serve(pages.app(), 'fr-be', `${first}/-p--2`);
    assert.equal(served.status, 200);
    assert.equal(
      titleOf(served.page),
      `${fr.editorial.pagedTitle.replace('{{title}}', title).replace('{{page}}', '2')} - Vitrine`,
    );
    assert.deepEqual(h1sOf(served.page), [title]);
    const links = hrefsOf(mainOf(served.page)).filter((href) => router().match('fr-be', href)?.kind === 'advice');
    assert.equal(links.length, total - ARTICLES_PER_PAGE);
    const nav = paginationOf(served.page);
    assert.deepEqual(relLinks(nav, 'prev'), [first], 'previous: page 1, without -p--1');
    assert.deepEqual(relLinks(nav, 'next'), [], 'no next page');
    const current = within(nav).getByLabelText(fr.common.pagination.current.replace('{{page}}', '2'));
    assert.equal(current.getAttribute('aria-current'), 'page', 'page 2 is the current one');
  });

  it('answers 404 past the last page and for a written page 1', async () => {
    const { slug } = await theme();
    for (const path of [
      `/fr/conseils/${slug}/-p--3`,
      `/fr/conseils/${slug}/-p--99`,
      `/fr/conseils/${slug}/-p--1`,
      `/fr/conseils/${slug}/-p--0`,
      `/fr/conseils/${slug}/2`,
    ]) {
      assertNotFound(await serve(pages.app(), 'fr-be', path), path);
    }
  });

  it('keeps the page number in the language selector', async () => {
    const { slug, id } = await theme();
    const dutch = (await pages.deps().content!.client('nl-be').themes.get(id)).slug;
    const served = await serve(pages.app(), 'fr-be', `/fr/conseils/${slug}/-p--2`);
    assert.deepEqual(languageLinks(served.page, 'fr-be'), [`/fr/conseils/${slug}/-p--2`, `/nl/tips/${dutch}/-p--2`]);
  });
});
