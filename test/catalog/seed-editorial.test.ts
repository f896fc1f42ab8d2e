import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BRANDS } from '../../catalog/seed/brands.ts';
import { MENUS } from '../../catalog/seed/menus.ts';
import { NEEDS } from '../../catalog/seed/needs.ts';
import { ONLINE_HELP } from '../../catalog/seed/online-help.ts';
import { PAGES } from '../../catalog/seed/pages.ts';
import { PRODUCTS } from '../../catalog/seed/products.ts';
import { SETTINGS } from '../../catalog/seed/settings.ts';
import { THEMATICS } from '../../catalog/seed/thematics.ts';
import type { Localized, SeedBlock, SeedMenuLink, SeedPage, SettingCode } from '../../catalog/seed/types.ts';
import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Language, type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { LEGACY_REDIRECTS } from '../../redirects/legacy.ts';
import { SLUG_TOKEN } from '../../redirects/rule.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { PREVIEW_TYPES, ROUTE_KINDS } from '../../routes/kinds.ts';
import type { LanguageRoutes } from '../../routes/table-types.ts';
import { GERMAN } from '../../routes/tables/languages/de.ts';
import { SPANISH } from '../../routes/tables/languages/es.ts';
import { FRENCH } from '../../routes/tables/languages/fr.ts';
import { ITALIAN } from '../../routes/tables/languages/it.ts';
import { DUTCH } from '../../routes/tables/languages/nl.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];
const LANGUAGE_ROUTES: Record<Language, LanguageRoutes> = {
  fr: FRENCH,
  nl: DUTCH,
  de: GERMAN,
  es: SPANISH,
  it: ITALIAN,
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BRAND_CODES = BRANDS.map((brand) => brand.code);
const router = createRouter({
  tables: ALL_TABLES,
  brandCodes: Object.fromEntries(ALL_TABLES.map((table) => [table.locale, BRAND_CODES])),
});

const byType = (type: SeedPage['type']) => PAGES.filter((page) => page.type === type);
const topLevelNeed = (id: number): number => NEEDS.find((need) => need.id === id)?.parentId ?? id;
const localesOf = (country: Country): readonly Locale[] => COUNTRY_INFO[country].locales;
const languageOf = (locale: Locale): Language => LOCALE_INFO[locale].language;

/** The literal segments of a language's fixed paths ('produits', 'questions-reponses', '404'…). */
function fixedPathWords(language: Language): Set<string> {
  const words = new Set<string>(['preview', ...PREVIEW_TYPES]);
  for (const pattern of Object.values(LANGUAGE_ROUTES[language].paths)) {
    for (const segment of pattern.split('/')) {
      if (segment !== '' && !segment.startsWith(':') && !segment.startsWith('*')) words.add(segment);
    }
  }
  return words;
}

// A small function-word heuristic: a text scores, for each language, one hundred points per
// marker word it contains at least once plus one point per occurrence. Counting distinct
// markers first keeps the Dutch 'de' and 'en', frequent in French and Spanish too, from
// outweighing a language's own articles.
const MARKERS: Record<Language, readonly string[]> = {
  fr: ['le', 'les', 'des', 'et'],
  nl: ['de', 'het', 'een', 'en'],
  de: ['der', 'die', 'und', 'mit'],
  es: ['el', 'los', 'y', 'con'],
  it: ['il', 'della', 'e', 'con'],
};

function languageScores(text: string): Record<Language, number> {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const scores = {} as Record<Language, number>;
  for (const language of LANGUAGES) {
    let score = 0;
    for (const marker of MARKERS[language]) {
      const count = words.filter((word) => word === marker).length;
      score += (count > 0 ? 100 : 0) + count;
    }
    scores[language] = score;
  }
  return scores;
}

function blockText(block: SeedBlock): string {
  return block.kind === 'list' ? block.items.join(' ') : block.text;
}

/** The long texts of the editorial seed, each with the language it is written in. */
function longTexts(): { where: string; language: Language; text: string }[] {
  const texts: { where: string; language: Language; text: string }[] = [];
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      texts.push({
        where: `page ${page.id}`,
        language,
        text: [page.summary[language], ...page.blocks[language].map(blockText)].join(' '),
      });
    }
    for (const entry of ONLINE_HELP) {
      texts.push({
        where: `help ${entry.id}`,
        language,
        text: `${entry.question[language]} ${entry.answer[language]}`,
      });
    }
    for (const thematic of THEMATICS) {
      texts.push({
        where: `thematic ${thematic.id}`,
        language,
        text: `${thematic.title[language]} ${thematic.description[language]}`,
      });
    }
  }
  return texts;
}

function allLinks(links: readonly SeedMenuLink[]): SeedMenuLink[] {
  return links.flatMap((link) => [link, ...allLinks(link.children)]);
}

function assertFilled(value: Localized, where: string) {
  for (const language of LANGUAGES) {
    assert.equal(typeof value[language], 'string', `${where} (${language})`);
    assert.notEqual(value[language].trim(), '', `${where} (${language}) is empty`);
  }
}

describe('editorial seed content', () => {
  describe('pages', () => {
    it('holds 24 advice articles, six in each of the advice themes 1 to 4, besides one draft', () => {
      assert.deepEqual(
        byType('advice')
          .filter((page) => page.draft)
          .map((page) => page.id),
        [65],
      );
      const advice = byType('advice').filter((page) => !page.draft);
      assert.equal(advice.length, 24);
      for (const themeId of [1, 2, 3, 4]) {
        assert.equal(advice.filter((page) => page.themeId === themeId).length, 6, `theme ${themeId}`);
      }
    });

    it('holds 6 quality and innovation pages in the research and quality themes', () => {
      const innovation = byType('innovation');
      assert.equal(innovation.length, 6);
      assert.ok(innovation.every((page) => page.themeId === 5 || page.themeId === 6));
      assert.ok(innovation.some((page) => page.themeId === 5) && innovation.some((page) => page.themeId === 6));
    });

    it('holds 4 expertise pages, and 7 about pages across the history and commitments themes', () => {
      assert.equal(byType('expertise').length, 4);
      const about = byType('about');
      assert.equal(about.length, 7);
      assert.deepEqual([...new Set(about.map((page) => page.themeId))].sort(), [7, 8]);
    });

    it('holds 6 news items, all dated 2026, besides one scheduled for 2099', () => {
      const [scheduled, ...others] = byType('news').filter((page) => page.publishedAt >= '2099');
      assert.equal(scheduled?.id, 66);
      assert.deepEqual(others, []);
      const news = byType('news').filter((page) => page !== scheduled);
      assert.equal(news.length, 6);
      for (const page of news) assert.match(page.publishedAt, /^2026-\d{2}-\d{2}$/, `page ${page.id}`);
    });

    it('holds the four legal pages as standard pages published in every country', () => {
      const slugs = byType('standard').map((page) => page.slug.fr);
      for (const slug of ['mentions-legales', 'donnees-personnelles', 'cookies', 'conditions-generales-de-vente']) {
        const page = byType('standard').find((candidate) => candidate.slug.fr === slug);
        assert.ok(page, `no standard page '${slug}' among ${slugs.join(', ')}`);
        assert.deepEqual([...page.countries].sort(), [...COUNTRIES].sort(), slug);
      }
    });

    it('states the retention periods, the consent duration and the sales conditions in the legal texts', () => {
      const french = (slug: string) => {
        const page = PAGES.find((candidate) => candidate.slug.fr === slug);
        assert.ok(page, slug);
        return page.blocks.fr.map(blockText).join(' ');
      };
      assert.match(french('donnees-personnelles'), /cinq ans après la fin/);
      assert.match(french('donnees-personnelles'), /trois ans/);
      assert.match(french('cookies'), /12 mois/);
      const sales = french('conditions-generales-de-vente');
      for (const fact of [
        /14 jours après la réception/,
        /dans les 14 jours suivant le retour/,
        /15 minutes/,
        /49 euros/,
        /2 à 4 jours ouvrés/,
        /ne permet pas de passer commande/,
      ]) {
        assert.match(sales, fact);
      }
    });

    it('holds one need page for each of the twelve top-level needs, about the need and its sub-needs', () => {
      const needPages = byType('need');
      assert.equal(needPages.length, 12);
      assert.deepEqual(
        needPages.map((page) => page.needIds).sort((a, b) => a[0]! - b[0]!),
        Array.from({ length: 12 }, (_, index) => [
          index + 1,
          ...NEEDS.filter((need) => need.parentId === index + 1).map((need) => need.id),
        ]),
      );
    });

    it('holds two corporate pages and the brand corners of brands 1 and 6', () => {
      assert.equal(byType('corpo').length, 2);
      assert.deepEqual(
        byType('brand_corner')
          .map((page) => page.brandId)
          .sort(),
        [1, 6],
      );
    });

    it('gives every page its own id', () => {
      const ids = PAGES.map((page) => page.id);
      assert.equal(new Set(ids).size, ids.length);
    });

    it('gives every advice article 4 to 8 blocks with headings, paragraphs and a list, 1 or 2 top-level needs and at most 3 products', () => {
      for (const page of byType('advice')) {
        // A sub-need narrows its parent's topic: an article is about one or two topics.
        const topics = new Set(page.needIds.map(topLevelNeed));
        assert.ok(topics.size >= 1 && topics.size <= 2, `page ${page.id} needs`);
        assert.ok(page.productIds.length <= 3, `page ${page.id} products`);
        for (const language of LANGUAGES) {
          const blocks = page.blocks[language];
          assert.ok(blocks.length >= 4 && blocks.length <= 8, `page ${page.id} (${language}): ${blocks.length} blocks`);
          for (const kind of ['heading', 'paragraph', 'list'] as const) {
            assert.ok(
              blocks.some((block) => block.kind === kind),
              `page ${page.id} (${language}) has no ${kind}`,
            );
          }
        }
      }
    });

    it('refers to needs 1 to 29, products 1 to 48 and themes of the right type', () => {
      const themeTypes = new Map(THEMATICS.map((thematic) => [thematic.id, thematic.type]));
      for (const page of PAGES) {
        assert.ok(
          page.needIds.every((id) => Number.isInteger(id) && id >= 1 && id <= 29),
          `page ${page.id} needs`,
        );
        assert.ok(
          page.productIds.every((id) => Number.isInteger(id) && id >= 1 && id <= 48),
          `page ${page.id} products`,
        );
        if (page.themeId !== null) assert.equal(themeTypes.get(page.themeId), page.type, `page ${page.id} theme`);
      }
    });

    it('links pages to existing needs, and to products sold in at least one country where the page is published', () => {
      const needIds = new Set(NEEDS.map((need) => need.id));
      const topLevel = new Set(NEEDS.filter((need) => need.parentId === null).map((need) => need.id));
      for (const page of PAGES) {
        for (const id of page.needIds) assert.ok(needIds.has(id), `page ${page.id}: no need ${id}`);
        for (const id of page.productIds) {
          const product = PRODUCTS.find((candidate) => candidate.id === id);
          assert.ok(product, `page ${page.id}: no product ${id}`);
          assert.ok(
            page.countries.some((country) => product.countries.includes(country)),
            `page ${page.id}: product ${id} is sold in none of its countries`,
          );
        }
      }
      for (const page of byType('need')) assert.ok(topLevel.has(page.needIds[0]!), `need page ${page.id}`);
    });

    it('publishes most pages everywhere and a few advice articles in some countries only', () => {
      for (const page of PAGES) {
        assert.ok(page.countries.length > 0, `page ${page.id} is published nowhere`);
        assert.equal(new Set(page.countries).size, page.countries.length, `page ${page.id} repeats a country`);
      }
      const partial = byType('advice').filter((page) => page.countries.length < COUNTRIES.length);
      assert.ok(partial.length >= 1 && partial.length <= 6, `${partial.length} partial advice articles`);
      assert.ok(PAGES.filter((page) => page.countries.length === COUNTRIES.length).length > PAGES.length / 2);
    });

    it('writes slugs of lowercase letters, digits and dashes, unique per language across all pages', () => {
      for (const language of LANGUAGES) {
        const slugs = PAGES.map((page) => page.slug[language]);
        for (const slug of slugs) assert.match(slug, SLUG, `${language} '${slug}'`);
        const repeated = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
        assert.deepEqual(repeated, [], `${language} slugs used twice`);
      }
    });

    it('never uses a fixed path word of its language or a brand code as a page slug', () => {
      for (const language of LANGUAGES) {
        const words = fixedPathWords(language);
        assert.ok(
          words.has(
            language === 'fr'
              ? 'produits'
              : language === 'nl'
                ? 'producten'
                : language === 'de'
                  ? 'produkte'
                  : language === 'es'
                    ? 'productos'
                    : 'prodotti',
          ),
        );
        for (const page of PAGES) {
          assert.ok(
            !words.has(page.slug[language]),
            `page ${page.id} (${language}) '${page.slug[language]}' is a fixed path word`,
          );
          assert.ok(
            !BRAND_CODES.includes(page.slug[language]),
            `page ${page.id} (${language}) '${page.slug[language]}' is a brand code`,
          );
        }
      }
    });

    it('reaches every page through the catch-all CMS route of each locale where it is published', () => {
      for (const page of PAGES) {
        for (const country of page.countries) {
          for (const locale of localesOf(country)) {
            const path = `${router.prefix(locale)}/${page.slug[languageOf(locale)]}`;
            assert.equal(router.match(locale, path)?.kind, 'cmsPage', `${locale} ${path}`);
          }
        }
      }
    });

    it('reaches the brand-corner pages under their brand code', () => {
      for (const page of byType('brand_corner')) {
        const code: string | undefined = BRANDS.find((brand) => brand.id === page.brandId)?.code;
        assert.ok(code, `page ${page.id}: no brand ${page.brandId}`);
        for (const locale of router.locales) {
          const path: string = `${router.prefix(locale)}/${code}/${page.slug[languageOf(locale)]}`;
          assert.equal(router.match(locale, path)?.kind, 'brandCorner', `${locale} ${path}`);
        }
      }
    });

    it('keeps every legacy redirect that targets a CMS page pointing at a page published in that country', () => {
      let checked = 0;
      for (const country of COUNTRIES) {
        for (const rule of LEGACY_REDIRECTS[country]) {
          if (!rule.to.startsWith('/') || rule.to.includes(SLUG_TOKEN)) continue;
          for (const locale of localesOf(country)) {
            const match = router.match(locale, rule.to);
            if (match?.kind !== 'cmsPage') continue;
            checked++;
            const slug = match.params.cmsPath;
            const target = PAGES.find((page) => page.slug[languageOf(locale)] === slug);
            assert.ok(target, `${country} ${rule.from} -> ${rule.to}: no ${languageOf(locale)} page '${slug}'`);
            assert.ok(
              target.countries.includes(country),
              `${country} ${rule.to}: page ${target.id} is not published there`,
            );
          }
        }
      }
      assert.ok(checked >= 10, `only ${checked} redirect targets are CMS pages`);
    });

    it('gives no page a path that a legacy redirect of its country takes away', () => {
      for (const page of PAGES) {
        for (const country of page.countries) {
          const taken = new Set(LEGACY_REDIRECTS[country].map((rule) => rule.from));
          for (const locale of localesOf(country)) {
            const path = `${router.prefix(locale)}/${page.slug[languageOf(locale)]}`;
            assert.ok(!taken.has(path), `${country} ${path} is redirected away`);
          }
        }
      }
    });
  });

  describe('thematics', () => {
    it('lists advice themes 1 to 4, innovation categories 5 and 6 and about themes 7 and 8', () => {
      assert.deepEqual(
        THEMATICS.map((thematic) => [thematic.id, thematic.type]),
        [
          [1, 'advice'],
          [2, 'advice'],
          [3, 'advice'],
          [4, 'advice'],
          [5, 'innovation'],
          [6, 'innovation'],
          [7, 'about'],
          [8, 'about'],
        ],
      );
    });

    it('writes valid slugs, unique per language among the themes', () => {
      for (const language of LANGUAGES) {
        const slugs = THEMATICS.map((thematic) => thematic.slug[language]);
        for (const slug of slugs) assert.match(slug, SLUG, `${language} '${slug}'`);
        assert.equal(new Set(slugs).size, slugs.length, language);
      }
    });
  });

  describe('localized text', () => {
    it('fills every localized field and every block list in all five languages', () => {
      for (const thematic of THEMATICS) {
        for (const field of ['slug', 'title', 'description'] as const)
          assertFilled(thematic[field], `thematic ${thematic.id} ${field}`);
      }
      for (const page of PAGES) {
        for (const field of ['slug', 'title', 'summary', 'metaDescription'] as const)
          assertFilled(page[field], `page ${page.id} ${field}`);
        for (const language of LANGUAGES) {
          const blocks = page.blocks[language];
          assert.ok(blocks.length > 0, `page ${page.id} (${language}) has no block`);
          for (const block of blocks) {
            if (block.kind === 'list') {
              assert.ok(block.items.length > 0, `page ${page.id} (${language}) empty list`);
              for (const item of block.items)
                assert.notEqual(item.trim(), '', `page ${page.id} (${language}) empty item`);
            } else {
              assert.notEqual(block.text.trim(), '', `page ${page.id} (${language}) empty ${block.kind}`);
            }
          }
        }
      }
      for (const entry of ONLINE_HELP) {
        assertFilled(entry.question, `help ${entry.id} question`);
        assertFilled(entry.answer, `help ${entry.id} answer`);
      }
      for (const link of Object.values(MENUS).flatMap(allLinks)) {
        assertFilled(link.label, 'menu label');
        if (link.slug) assertFilled(link.slug, `menu slug of '${link.label.fr}'`);
      }
    });

    it('gives the same page the same block structure in every language', () => {
      for (const page of PAGES) {
        const shape = (language: Language) => page.blocks[language].map((block) => block.kind).join(',');
        for (const language of LANGUAGES) assert.equal(shape(language), shape('fr'), `page ${page.id} (${language})`);
      }
    });

    it('writes each long text in its own language, by a function-word heuristic', () => {
      const wrong: string[] = [];
      for (const { where, language, text } of longTexts()) {
        const scores = languageScores(text);
        const best = Math.max(...LANGUAGES.filter((other) => other !== language).map((other) => scores[other]));
        if (scores[language] <= best) wrong.push(`${where} (${language}): ${JSON.stringify(scores)}`);
      }
      assert.deepEqual(wrong, []);
    });

    it('tells a French text from its Spanish translation with the same heuristic', () => {
      const page = PAGES[0]!;
      const text = (language: Language) => page.blocks[language].map(blockText).join(' ');
      assert.ok(languageScores(text('fr')).fr > languageScores(text('fr')).es);
      assert.ok(languageScores(text('es')).es > languageScores(text('es')).fr);
    });
  });

  describe('online help', () => {
    it('holds 15 entries with unique ids and orders', () => {
      assert.equal(ONLINE_HELP.length, 15);
      assert.equal(new Set(ONLINE_HELP.map((entry) => entry.id)).size, 15);
      assert.equal(new Set(ONLINE_HELP.map((entry) => entry.order)).size, 15);
    });

    it('answers where to buy, the delivery threshold, pregnancy, storage, allergens, data protection, newsletter and contact', () => {
      const french = ONLINE_HELP.map((entry) => `${entry.question.fr} ${entry.answer.fr}`).join('\n');
      for (const topic of [
        /pharmacie/,
        /49 euros/,
        /grossesse/,
        /Conserve/,
        /allergènes/,
        /données personnelles/,
        /newsletter/,
        /service client/,
        /professionnel/,
      ]) {
        assert.match(french, topic);
      }
    });
  });

  describe('menus', () => {
    it('has the main, footer, legal and mobile menus, none empty', () => {
      assert.deepEqual(Object.keys(MENUS).sort(), ['footer', 'legal', 'main', 'mobile']);
      for (const [code, links] of Object.entries(MENUS)) assert.ok(links.length > 0, code);
    });

    it('links each item to a route kind, to a brand, need or product by its slug, or to the slug of a page published in every country', () => {
      const entitySlugs: Record<string, readonly Localized[]> = {
        brand: BRANDS.map((brand) => brand.slug),
        need: NEEDS.map((need) => need.slug),
        product: PRODUCTS.filter((product) => product.countries.length === COUNTRIES.length).map(
          (product) => product.slug,
        ),
      };
      const sameSlug = (a: Localized, b: Localized) => LANGUAGES.every((language) => a[language] === b[language]);
      for (const link of Object.values(MENUS).flatMap(allLinks)) {
        if (link.code)
          assert.ok((ROUTE_KINDS as readonly string[]).includes(link.code), `'${link.code}' is no route kind`);
        if (link.code && link.slug) {
          const slug = link.slug;
          assert.ok(
            entitySlugs[link.code]?.some((each) => sameSlug(each, slug)),
            `'${link.label.fr}' links to no ${link.code} sold or shown everywhere`,
          );
        } else if (link.slug) {
          const slug = link.slug;
          const target = PAGES.find((page) => LANGUAGES.every((language) => page.slug[language] === slug[language]));
          assert.ok(target, `'${link.label.fr}' links to no page`);
          assert.equal(
            target.countries.length,
            COUNTRIES.length,
            `'${link.label.fr}' links to page ${target.id}, not published everywhere`,
          );
        }
      }
    });

    it('links to a screen every locale has or to one the renderer may skip', () => {
      const skippable = new Set(['storeFinder', 'expertises', 'whoCanAdvise']);
      for (const link of Object.values(MENUS).flatMap(allLinks)) {
        if (!link.code || skippable.has(link.code)) continue;
        for (const locale of router.locales) {
          const params = link.slug ? { slug: link.slug[LOCALE_INFO[locale].language] } : {};
          assert.notEqual(router.href(link.code, params, locale), null, `${link.code} in ${locale}`);
        }
      }
    });

    it('makes the footer of 3 to 4 labelled blocks of links and the legal menu of the four legal pages', () => {
      assert.ok(MENUS.footer.length >= 3 && MENUS.footer.length <= 4);
      for (const block of MENUS.footer) {
        assert.equal(block.code, null);
        assert.equal(block.slug, null);
        assert.ok(block.children.length > 0, `footer block '${block.label.fr}' has no link`);
      }
      assert.deepEqual(
        MENUS.legal.map((link) => link.slug?.fr),
        ['mentions-legales', 'donnees-personnelles', 'cookies', 'conditions-generales-de-vente'],
      );
    });

    it('gives the main menu children and a separator, and the mobile menu the same products and needs entries', () => {
      assert.ok(MENUS.main.some((link) => link.children.length > 0));
      assert.ok(allLinks(MENUS.main).some((link) => link.separateAfter));
      for (const code of ['products', 'needs'] as const) {
        const main = MENUS.main.find((link) => link.code === code)!;
        const mobile = MENUS.mobile.find((link) => link.code === code)!;
        assert.deepEqual(mobile.children, main.children, `the ${code} entry`);
      }
      const others = MENUS.mobile.filter((link) => link.code !== 'products' && link.code !== 'needs');
      assert.ok(
        others.every((link) => link.children.length === 0),
        'the rest of the mobile menu is flat',
      );
    });

    it('gives the needs entry every need, each top-level need above its sub-needs', () => {
      const needs = MENUS.main.find((link) => link.code === 'needs')!;
      const columns = needs.children.filter((link) => link.code === 'need');
      const topNeeds = NEEDS.filter((need) => need.parentId === null);
      assert.deepEqual(
        columns.map((link) => link.slug?.fr),
        topNeeds.map((need) => need.slug.fr),
      );
      for (const [index, need] of topNeeds.entries())
        assert.deepEqual(
          columns[index]!.children.map((link) => link.slug?.fr),
          NEEDS.filter((sub) => sub.parentId === need.id).map((sub) => sub.slug.fr),
        );
    });
  });

  describe('settings', () => {
    const CODES: readonly SettingCode[] = ['point_of_sale', 'newsletter', 'newsletter_pop_in'];

    it('sets every code in every country to 0 or 1, both values appearing for each code', () => {
      for (const code of CODES) {
        const values = COUNTRIES.map((country) => SETTINGS[country][code]);
        for (const value of values) assert.ok(value === '0' || value === '1', `${code}: ${value}`);
        assert.ok(values.includes('0') && values.includes('1'), `${code}: ${values.join(',')}`);
      }
    });

    it('shows the store-finder link only where every locale of the country has the store finder', () => {
      for (const country of COUNTRIES) {
        const everywhere = localesOf(country).every((locale) => router.href('storeFinder', {}, locale) !== null);
        if (SETTINGS[country].point_of_sale === '1') assert.ok(everywhere, country);
      }
      assert.equal(SETTINGS.it.point_of_sale, '0');
    });

    it('opens the newsletter pop-in only where the newsletter screen exists', () => {
      for (const country of COUNTRIES) {
        if (SETTINGS[country].newsletter_pop_in !== '1') continue;
        for (const locale of localesOf(country)) assert.notEqual(router.href('newsletter', {}, locale), null, locale);
      }
    });
  });
});
