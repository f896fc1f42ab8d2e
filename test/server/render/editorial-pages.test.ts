// The editorial screens through the whole app with the real seed (issue 6, part B): advice home,
// themes and articles, quality and innovation, expertises, about, online help, brand corners and
// the catch-all CMS page — their status, title, single h1, breadcrumb (visible and JSON-LD),
// content, links, 404s and the same page in the country's other language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import * as z from 'zod/mini';

import { SEED } from '../../../catalog/seed/index.ts';
import { hasPage } from '../../../client/app/page-registry.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import type { Locale } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter, type Router } from '../../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { createApp } from '../../../server/app.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { faqEntrySchema } from '../../../shared/schemas/brand.ts';
import { wrapped } from '../../../shared/schemas/common.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import type { View } from '../../helpers/render-view.tsx';
import { jsonLdOf } from '../../helpers/render-view.tsx';
import {
  assertNotFound,
  collapsed,
  h1sOf,
  hrefsOf,
  jsonLdCrumbs,
  languageLinks,
  mainOf,
  serve,
  type Served,
  textOf,
  textsOf,
  titleOf,
  unmatchedLinks,
  visibleCrumbs,
} from './editorial-html.ts';

const pages = usePageApp(SEED);
const api = (locale: Locale) => pages.deps().content!.client(locale);
const ROUTER = createRouter({ tables: ALL_TABLES });
const href = (kind: RouteKind, params: RouteParams, locale: Locale) => ROUTER.href(kind, params, locale)!;

// One app for the file, once its brand-corner codes are known (the server loads them at start).
let ready: Promise<{ app: ReturnType<typeof createApp>; router: Router }> | undefined;
const site = () =>
  (ready ??= (async () => {
    const deps = pages.deps();
    await deps.content!.refreshBrandCodes();
    return { app: createApp(deps), router: deps.routing.router() };
  })());
const get = async (locale: Locale, path: string) => serve((await site()).app, locale, path);
const localesOf = (locale: Locale) => COUNTRY_INFO[countryOfLocale(locale)].locales;

interface Expected {
  title: string;
  /** The steps after home: name and path, null for the current page. */
  crumbs: [string, string | null][];
  /** Texts of the catalog the page's main content shows. */
  shows: string[];
}

/** Serves the page and checks what every editorial page promises; answers it for more checks. */
async function expectPage(locale: Locale, path: string, { title, crumbs, shows }: Expected): Promise<Served> {
  const served = await get(locale, path);
  assert.equal(served.status, 200, `${path} answered ${served.status}`);
  assert.equal(titleOf(served.page), `${title} - Vitrine`);
  assert.deepEqual(h1sOf(served.page), [title], 'one h1, the title');
  const home: [string, string | null] = [textsOf(locale).common.breadcrumb.home, href('home', {}, locale)];
  const all = [home, ...crumbs];
  assert.deepEqual(
    visibleCrumbs(served.page, locale).map(({ name, href: link }) => [name, link]),
    all,
    'the visible breadcrumb',
  );
  assert.deepEqual(
    jsonLdCrumbs(served.html).map(({ name, path: link }) => [name, link]),
    all,
    'the JSON-LD breadcrumb',
  );
  const main = textOf(mainOf(served.page));
  for (const text of shows) assert.ok(main.includes(collapsed(text)), `${path} shows '${text}'`);
  assert.deepEqual(
    unmatchedLinks(served.page, (await site()).router, localesOf(locale)),
    [],
    `${path}: links no route matches`,
  );
  return served;
}

/** The day the article of that title says it was published on. */
const publishedOn = (page: View, title: string) =>
  within(page.getByRole('article', { name: title }))
    .getByRole('time')
    .getAttribute('datetime');

const firstParagraph = (page: Page) => page.blocks.find((block) => block.kind === 'paragraph')!.text;
const adviceThemes = (locale: Locale) => api(locale).themes.list({ type: 'advice' });
const latestAdvice = async (locale: Locale, theme: string) =>
  (await api(locale).page.list({ type: 'advice', theme, order: 'date', perPage: 8 })).items;

describe('the advice home', () => {
  for (const locale of ['fr-be', 'it-it'] as const) {
    it(`shows ${locale}'s advice themes, each with its latest articles and a link to the theme`, async () => {
      const themes = await adviceThemes(locale);
      assert.ok(themes.length >= 2, 'the seed has advice themes');
      const latest = await latestAdvice(locale, themes[0]!.slug);
      const title = textsOf(locale).editorial.adviceHome.title;
      const served = await expectPage(locale, href('adviceHome', {}, locale), {
        title,
        crumbs: [[title, null]],
        shows: [...themes.map((theme) => theme.title), latest[0]!.title],
      });
      const links = hrefsOf(mainOf(served.page));
      for (const theme of themes)
        assert.ok(links.includes(href('adviceTheme', { theme: theme.slug }, locale)), `a link to ${theme.title}`);
      assert.ok(links.includes(href('advice', { slug: latest[0]!.slug }, locale)), 'a link to the latest article');
      assert.ok(!links.includes(href('advice', { slug: latest[3]!.slug }, locale)), 'three articles a theme, no more');
    });
  }
});

describe('an advice theme', () => {
  for (const locale of ['nl-be', 'es-es'] as const) {
    it(`lists a ${locale} theme's articles, newest first, under its title and description`, async () => {
      const [theme] = await adviceThemes(locale);
      const articles = await latestAdvice(locale, theme!.slug);
      const home = textsOf(locale).editorial.adviceHome.title;
      const served = await expectPage(locale, href('adviceTheme', { theme: theme!.slug }, locale), {
        title: theme!.title,
        crumbs: [
          [home, href('adviceHome', {}, locale)],
          [theme!.title, null],
        ],
        shows: [theme!.description, ...articles.map((article) => article.title)],
      });
      const links = hrefsOf(mainOf(served.page)).filter((link) => ROUTER.match(locale, link)?.kind === 'advice');
      assert.deepEqual(
        links,
        articles.map((article) => href('advice', { slug: article.slug }, locale)),
        'every article, in date order',
      );
      const pagination = served.page.queryAllByRole('navigation', { name: textsOf(locale).common.pagination.label });
      assert.equal(pagination.length, 0, 'one page: no pagination');
    });
  }

  it('answers 404 for an unknown theme, a theme of another type and a page beyond the last', async () => {
    const [theme] = await adviceThemes('it-it');
    const [category] = await api('it-it').innovationCategory.list();
    for (const path of [
      '/consigli/nessun-tema',
      `/consigli/${category!.slug}`,
      `/consigli/${theme!.slug}/-p--2`,
      `/consigli/${theme!.slug}/-p--1`,
    ]) {
      assertNotFound(await get('it-it', path), path);
    }
  });
});

describe('an advice article', () => {
  for (const locale of ['fr-be', 'de-de'] as const) {
    it(`shows a ${locale} article: theme, date, body, related articles and an Article for search engines`, async () => {
      const [theme] = await adviceThemes(locale);
      const [article] = await latestAdvice(locale, theme!.slug);
      const texts = textsOf(locale).editorial;
      const served = await expectPage(locale, href('advice', { slug: article!.slug }, locale), {
        title: article!.title,
        crumbs: [
          [texts.adviceHome.title, href('adviceHome', {}, locale)],
          [theme!.title, href('adviceTheme', { theme: theme!.slug }, locale)],
          [article!.title, null],
        ],
        shows: [article!.summary, firstParagraph(article!), texts.publishedOn, texts.related],
      });
      assert.equal(publishedOn(served.page, article!.title), article!.published_at, 'its date');
      const related = await api(locale).page.associate(article!.id);
      assert.ok(
        related.length > 0 && hrefsOf(mainOf(served.page)).includes(href('advice', { slug: related[0]!.slug }, locale)),
        'its related articles',
      );
      const ld = jsonLdOf(served.html).find((item) => item['@type'] === 'Article');
      assert.equal(ld?.headline, article!.title);
      assert.equal(ld?.datePublished, article!.published_at);
      assert.equal(served.page.document.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
    });
  }

  it('answers 404 for an unknown slug, a page of another type and a slug too long to look up', async () => {
    const [news] = (await api('it-it').page.list({ type: 'news', perPage: 1 })).items;
    for (const path of ['/consiglio/nessun-articolo', `/consiglio/${news!.slug}`, `/consiglio/${'a'.repeat(300)}`]) {
      assertNotFound(await get('it-it', path), path.slice(0, 60));
    }
  });

  it('offers the same article in Dutch in the language selector', async () => {
    const [theme] = await adviceThemes('fr-be');
    const [article] = await latestAdvice('fr-be', theme!.slug);
    const dutch = (await api('fr-be').urls.list('page', article!.id)).find((url) => url.lang === 'nl')!;
    const french = href('advice', { slug: article!.slug }, 'fr-be');
    const served = await get('fr-be', french);
    assert.deepEqual(languageLinks(served.page, 'fr-be'), [french, href('advice', { slug: dutch.slug }, 'nl-be')]);
  });
});

describe('quality and innovation', () => {
  for (const locale of ['fr-be', 'it-it'] as const) {
    it(`lists ${locale}'s innovation articles with links to each category`, async () => {
      const categories = await api(locale).innovationCategory.list();
      const { items } = await api(locale).page.list({ type: 'innovation', perPage: 8 });
      const title = textsOf(locale).editorial.innovations.title;
      const served = await expectPage(locale, href('innovations', {}, locale), {
        title,
        crumbs: [[title, null]],
        shows: items.map((page) => page.title),
      });
      const links = hrefsOf(mainOf(served.page));
      for (const category of categories)
        assert.ok(links.includes(href('innovations', { category: category.slug }, locale)), category.title);
    });
  }

  it("lists one category's articles, the category marked as current", async () => {
    const [category] = await api('nl-be').innovationCategory.list();
    const { items } = await api('nl-be').page.list({ type: 'innovation', theme: category!.slug });
    const list = textsOf('nl-be').editorial.innovations.title;
    const path = href('innovations', { category: category!.slug }, 'nl-be');
    const served = await expectPage('nl-be', path, {
      title: category!.title,
      crumbs: [
        [list, href('innovations', {}, 'nl-be')],
        [category!.title, null],
      ],
      shows: [category!.description, ...items.map((page) => page.title)],
    });
    const current = served.page.getAllByRole('link', { current: 'page' }).map((link) => link.getAttribute('href'));
    assert.ok(current.includes(path), 'the category marked as current');
    const other = (await api('nl-be').page.list({ type: 'innovation', perPage: 20 })).items.find(
      (page) => page.theme?.id !== category!.id,
    )!;
    assert.ok(!textOf(mainOf(served.page)).includes(other.title), 'not the other categories');
  });

  for (const locale of ['nl-be', 'es-es'] as const) {
    it(`shows a ${locale} innovation page under its category`, async () => {
      const [page] = (await api(locale).page.list({ type: 'innovation', perPage: 1 })).items;
      const list = textsOf(locale).editorial.innovations.title;
      await expectPage(locale, href('innovation', { slug: page!.slug }, locale), {
        title: page!.title,
        crumbs: [
          [list, href('innovations', {}, locale)],
          [page!.theme!.title, href('innovations', { category: page!.theme!.slug }, locale)],
          [page!.title, null],
        ],
        shows: [firstParagraph(page!)],
      });
    });
  }

  it('answers 404 for an unknown category, a page beyond the last, a written page 1, a filter and an unknown slug', async () => {
    const [category] = await api('fr-be').innovationCategory.list();
    for (const path of [
      '/fr/qualite-innovations/inconnue',
      '/fr/qualite-innovations/2',
      '/fr/qualite-innovations/1',
      `/fr/qualite-innovations/${category!.slug}/filtre`,
      '/fr/qualite-innovation/inconnue',
    ]) {
      assertNotFound(await get('fr-be', path), path);
    }
  });

  it("offers a category in the country's other language", async () => {
    const [french] = await api('fr-be').innovationCategory.list();
    const [dutch] = await api('nl-be').innovationCategory.list();
    const served = await get('fr-be', href('innovations', { category: french!.slug }, 'fr-be'));
    assert.equal(languageLinks(served.page, 'fr-be')[1], href('innovations', { category: dutch!.slug }, 'nl-be'));
  });
});

describe('expertises', () => {
  for (const locale of ['nl-be', 'es-es'] as const) {
    it(`lists ${locale}'s expertise pages`, async () => {
      const { items } = await api(locale).page.list({ type: 'expertise' });
      const title = textsOf(locale).editorial.expertises.title;
      const served = await expectPage(locale, href('expertises', {}, locale), {
        title,
        crumbs: [[title, null]],
        shows: items.map((page) => page.title),
      });
      const links = hrefsOf(mainOf(served.page));
      for (const page of items) assert.ok(links.includes(href('expertise', { slug: page.slug }, locale)));
    });
  }

  it('shows an expertise page under the overview', async () => {
    const [page] = (await api('fr-be').page.list({ type: 'expertise', perPage: 1 })).items;
    await expectPage('fr-be', href('expertise', { slug: page!.slug }, 'fr-be'), {
      title: page!.title,
      crumbs: [
        [fr.editorial.expertises.title, href('expertises', {}, 'fr-be')],
        [page!.title, null],
      ],
      shows: [firstParagraph(page!)],
    });
  });

  it('shows an expertise page in Italy, which has no overview: the breadcrumb goes straight home', async () => {
    const [page] = (await api('it-it').page.list({ type: 'expertise', perPage: 1 })).items;
    await expectPage('it-it', href('expertise', { slug: page!.slug }, 'it-it'), {
      title: page!.title,
      crumbs: [[page!.title, null]],
      shows: [firstParagraph(page!)],
    });
    assertNotFound(await get('it-it', '/competenze/nessuna'), '/competenze/nessuna');
  });
});

describe('about', () => {
  const aboutThemes = (locale: Locale) => api(locale).themes.list({ type: 'about' });
  const themePages = async (locale: Locale, theme: string) =>
    (await api(locale).page.list({ type: 'about', theme })).items;

  for (const locale of ['fr-be', 'it-it'] as const) {
    it(`shows ${locale}'s about themes, each with its pages`, async () => {
      const themes = await aboutThemes(locale);
      const firstPages = await themePages(locale, themes[0]!.slug);
      const title = textsOf(locale).editorial.about.title;
      const served = await expectPage(locale, href('about', {}, locale), {
        title,
        crumbs: [[title, null]],
        shows: [...themes.map((theme) => theme.title), ...firstPages.map((page) => page.title)],
      });
      const links = hrefsOf(mainOf(served.page));
      assert.ok(links.includes(href('about', { theme: themes[0]!.slug }, locale)), 'a link to the theme');
      assert.ok(
        links.includes(href('about', { theme: themes[0]!.slug, filter: firstPages[0]!.slug }, locale)),
        'a link to each page',
      );
    });
  }

  it("shows a theme's pages", async () => {
    const [theme] = await aboutThemes('nl-be');
    const list = await themePages('nl-be', theme!.slug);
    await expectPage('nl-be', href('about', { theme: theme!.slug }, 'nl-be'), {
      title: theme!.title,
      crumbs: [
        [nl.editorial.about.title, href('about', {}, 'nl-be')],
        [theme!.title, null],
      ],
      shows: [theme!.description, ...list.map((page) => page.title)],
    });
  });

  it('shows an about page under its theme, with the other pages of the theme', async () => {
    const [theme] = await aboutThemes('it-it');
    const [page, other] = await themePages('it-it', theme!.slug);
    await expectPage('it-it', href('about', { theme: theme!.slug, filter: page!.slug }, 'it-it'), {
      title: page!.title,
      crumbs: [
        [itTexts.editorial.about.title, href('about', {}, 'it-it')],
        [theme!.title, href('about', { theme: theme!.slug }, 'it-it')],
        [page!.title, null],
      ],
      shows: [firstParagraph(page!), other!.title],
    });
  });

  it('answers 404 for an unknown theme, an unknown page or a page of another theme', async () => {
    const [first, second] = await aboutThemes('fr-be');
    const [page] = await themePages('fr-be', first!.slug);
    for (const path of [
      '/fr/a-propos/inconnu',
      `/fr/a-propos/${first!.slug}/inconnue`,
      `/fr/a-propos/${second!.slug}/${page!.slug}`,
    ]) {
      assertNotFound(await get('fr-be', path), path);
    }
  });

  it('offers the same about page in Dutch, under the Dutch theme', async () => {
    const [theme] = await aboutThemes('fr-be');
    const [page] = await themePages('fr-be', theme!.slug);
    const [dutchTheme] = await aboutThemes('nl-be');
    const dutch = (await api('nl-be').page.list({ type: 'about', theme: dutchTheme!.slug })).items.find(
      (each) => each.id === page!.id,
    )!;
    const served = await get('fr-be', href('about', { theme: theme!.slug, filter: page!.slug }, 'fr-be'));
    assert.equal(
      languageLinks(served.page, 'fr-be')[1],
      href('about', { theme: dutchTheme!.slug, filter: dutch.slug }, 'nl-be'),
    );
  });
});

describe('the online help', () => {
  for (const locale of ['nl-be', 'de-ch'] as const) {
    it(`shows ${locale}'s questions, each answer folded under its question, and a FAQPage`, async () => {
      const entries = await api(locale)
        .resource('online-help', { list: wrapped(z.array(faqEntrySchema)), item: wrapped(faqEntrySchema) })
        .list();
      const texts = textsOf(locale).editorial.faq;
      const served = await expectPage(locale, href('faq', {}, locale), {
        title: texts.title,
        crumbs: [[texts.title, null]],
        shows: [texts.intro, ...entries.data.map((entry) => entry.question)],
      });
      const folded = within(mainOf(served.page))
        .getAllByRole('group')
        .map((entry) => textOf(entry.querySelector('summary')!));
      assert.deepEqual(
        folded,
        entries.data.map((entry) => entry.question),
        'each answer folded under its question',
      );
      const faq = jsonLdOf(served.html).find((item) => item['@type'] === 'FAQPage') as
        { mainEntity: { name: string }[] } | undefined;
      assert.deepEqual(
        faq?.mainEntity.map((question) => question.name),
        entries.data.map((entry) => entry.question),
      );
      if (hasPage('contact'))
        assert.ok(hrefsOf(mainOf(served.page)).includes(href('contact', {}, locale)), 'a way to ask ours');
    });
  }
});

describe('a brand corner', () => {
  for (const locale of ['fr-be', 'es-es'] as const) {
    it(`shows ${locale}'s Symbiora corner: its main page under the brand, and a link to the brand's products`, async () => {
      const [corner] = (await api(locale).page.list({ type: 'brand_corner', brand: 'symbiora' })).items;
      const brand = await api(locale).brands.get(corner!.brand_id!);
      const served = await expectPage(locale, href('brandCorner', { brand: 'symbiora' }, locale), {
        title: corner!.title,
        crumbs: [
          [ROUTER.table(locale).titles.brands!, href('brands', {}, locale)],
          [brand.name, href('brand', { slug: brand.slug }, locale)],
          [corner!.title, null],
        ],
        shows: [corner!.summary, firstParagraph(corner!)],
      });
      assert.ok(
        hrefsOf(mainOf(served.page)).includes(
          href('products', { list: { filters: [{ facet: 'brand', value: brand.slug }] } }, locale),
        ),
      );
    });
  }

  it("answers 404 for a brand without a corner, an unknown page and the main page's slug under the code", async () => {
    const [corner] = (await api('fr-be').page.list({ type: 'brand_corner', brand: 'symbiora' })).items;
    for (const path of ['/fr/nutrivea', '/fr/symbiora/inconnue', `/fr/symbiora/${corner!.slug}`]) {
      assertNotFound(await get('fr-be', path), path);
    }
  });

  it('offers the same corner in Dutch', async () => {
    const served = await get('nl-be', href('brandCorner', { brand: 'serenium' }, 'nl-be'));
    assert.equal(served.status, 200);
    assert.deepEqual(languageLinks(served.page, 'nl-be'), ['/fr/serenium', '/nl/serenium']);
  });
});

describe('the catch-all CMS page', () => {
  it('shows a news item with its date, under the news', async () => {
    const [news] = (await api('fr-be').page.list({ type: 'news', perPage: 1 })).items;
    const served = await expectPage('fr-be', href('cmsPage', { cmsPath: news!.slug }, 'fr-be'), {
      title: news!.title,
      crumbs: [
        [fr.editorial.news.crumb, null],
        [news!.title, null],
      ],
      shows: [fr.editorial.publishedOn, firstParagraph(news!)],
    });
    assert.equal(publishedOn(served.page, news!.title), news!.published_at, 'its date');
    assert.equal(jsonLdOf(served.html).find((item) => item['@type'] === 'NewsArticle')?.headline, news!.title);
  });

  it('shows the legal pages of the legal menu', async () => {
    const legal = (await api('it-it').page.list({ type: 'standard' })).items;
    assert.ok(legal.length >= 4, 'legal notice, data protection, cookies and sales conditions');
    for (const page of legal) {
      await expectPage('it-it', href('cmsPage', { cmsPath: page.slug }, 'it-it'), {
        title: page.title,
        crumbs: [[page.title, null]],
        shows: [firstParagraph(page)],
      });
    }
  });

  it('shows a corporate page under about, and a need page under the needs', async () => {
    const [corporate] = (await api('de-de').page.list({ type: 'corpo', perPage: 1 })).items;
    await expectPage('de-de', href('cmsPage', { cmsPath: corporate!.slug }, 'de-de'), {
      title: corporate!.title,
      crumbs: [
        [de.editorial.about.title, href('about', {}, 'de-de')],
        [corporate!.title, null],
      ],
      shows: [firstParagraph(corporate!)],
    });
    const [need] = (await api('es-es').page.list({ type: 'need', perPage: 1 })).items;
    await expectPage('es-es', href('cmsPage', { cmsPath: need!.slug }, 'es-es'), {
      title: need!.title,
      crumbs: [
        [ROUTER.table('es-es').titles.needs!, href('needs', {}, 'es-es')],
        [need!.title, null],
      ],
      shows: [firstParagraph(need!)],
    });
  });

  it('answers 404 for an unknown slug, a page that lives on its own route and a slug too long to look up', async () => {
    const [advice] = (await api('it-it').page.list({ type: 'advice', perPage: 1 })).items;
    const [corner] = (await api('it-it').page.list({ type: 'brand_corner', perPage: 1 })).items;
    for (const path of [
      '/nessuna-pagina',
      `/${advice!.slug}`,
      `/${corner!.slug}`,
      `/${'a'.repeat(300)}`,
      '/pagina/con/segmenti',
    ]) {
      assertNotFound(await get('it-it', path), path.slice(0, 60));
    }
  });

  it('offers the same news item in Dutch', async () => {
    const [news] = (await api('nl-be').page.list({ type: 'news', perPage: 1 })).items;
    const french = (await api('nl-be').urls.list('page', news!.id)).find((url) => url.lang === 'fr')!;
    const served = await get('nl-be', href('cmsPage', { cmsPath: news!.slug }, 'nl-be'));
    assert.deepEqual(languageLinks(served.page, 'nl-be'), [
      href('cmsPage', { cmsPath: french.slug }, 'fr-be'),
      href('cmsPage', { cmsPath: news!.slug }, 'nl-be'),
    ]);
  });
});

describe('the links of the editorial pages', () => {
  for (const locale of ['fr-be', 'es-es'] as const) {
    it(`lead from ${locale}'s editorial screens to pages that answer 200`, async () => {
      const starts = [
        href('adviceHome', {}, locale),
        href('innovations', {}, locale),
        href('expertises', {}, locale),
        href('about', {}, locale),
        href('faq', {}, locale),
        href('brandCorner', { brand: 'symbiora' }, locale),
      ];
      const seen = new Set<string>(starts);
      const failed: string[] = [];
      for (const start of starts) {
        const served = await get(locale, start);
        assert.equal(served.status, 200, start);
        for (const link of hrefsOf(mainOf(served.page))) {
          if (seen.has(link)) continue;
          seen.add(link);
          const { status } = await get(locale, link);
          if (status !== 200) failed.push(`${status} ${link} (from ${start})`);
        }
      }
      assert.deepEqual(failed, []);
      assert.ok(seen.size > 20, `followed ${seen.size} links`);
    });
  }
});
