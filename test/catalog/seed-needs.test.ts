// The needs' pages have enough to read and to choose from (issue 21, content pages): every need
// and sub-need has an introduction in the five languages that sends the reader to a pharmacist or
// a doctor when needed, products (at least three where the catalogue has them) and advice pages;
// the about pages cover the laboratory's history, people, research, manufacturing, commitments
// and foundation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { NEEDS } from '../../catalog/seed/needs.ts';
import { PAGES } from '../../catalog/seed/pages.ts';
import { PRODUCTS } from '../../catalog/seed/products.ts';
import { THEMATICS } from '../../catalog/seed/thematics.ts';
import type { Language } from '../../catalog/seed/types.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];

/** Words that name a pharmacist or a doctor in each language. */
const ADVISERS: Record<Language, RegExp> = {
  fr: /pharmacien|médecin|sage-femme|gynécologue|dermatologue/i,
  nl: /apotheker|arts\b|vroedvrouw|gynaecoloog|dermatoloog/i,
  de: /apotheke|arzt|ärztin|ärztlich|hebamme|gynäkolog/i,
  es: /farmacéutico|médico|matrona|ginecólogo|dermatólogo/i,
  it: /farmacista|medico|ostetrica|ginecologo|dermatologo/i,
};

/**
 * Products the catalogue has for a few narrow needs, fewer than three: only melatonin eases jet
 * lag (18); one formula holds plant sterols (22), two hair and nails nutrients (23); two are made
 * for pregnancy (24); cranberry is the only urinary product (10, 27), chromium the only
 * glycaemic one (28).
 */
const FEWER_PRODUCTS: Readonly<Record<number, number>> = { 10: 2, 18: 2, 22: 1, 23: 2, 24: 2, 27: 1, 28: 2 };
const MIN_PRODUCTS = 3;
const MIN_PAGES = 2;

const withSubNeeds = (id: number): number[] => [id, ...NEEDS.filter((need) => need.parentId === id).map((n) => n.id)];
const published = PAGES.filter((page) => !page.draft && page.publishedAt < '2099');

describe("the needs' pages", () => {
  it('give every need and sub-need an introduction of 2 to 4 paragraphs in each language, longer than its description', () => {
    for (const need of NEEDS) {
      const texts = LANGUAGES.map((lang) => need.intro[lang]);
      assert.equal(new Set(texts).size, LANGUAGES.length, `need ${need.id}: the same introduction in two languages`);
      for (const lang of LANGUAGES) {
        const paragraphs = need.intro[lang].split('\n\n');
        assert.ok(
          paragraphs.length >= 2 && paragraphs.length <= 4,
          `need ${need.id} ${lang}: ${paragraphs.length} paragraphs`,
        );
        for (const paragraph of paragraphs) {
          assert.ok(
            paragraph.trim() === paragraph && paragraph.length >= 80,
            `need ${need.id} ${lang}: a short paragraph`,
          );
        }
        assert.ok(
          need.intro[lang].length > 3 * need.description[lang].length,
          `need ${need.id} ${lang}: the introduction is not much longer than the description`,
        );
      }
    }
  });

  it('say, in each language, when to ask a pharmacist or a doctor', () => {
    for (const need of NEEDS) {
      for (const lang of LANGUAGES) {
        assert.match(need.intro[lang], ADVISERS[lang], `need ${need.id} ${lang}`);
      }
    }
  });

  it('show at least three products for each need and sub-need, fewer only where the catalogue has no more', () => {
    for (const need of NEEDS) {
      const ids = withSubNeeds(need.id);
      const products = PRODUCTS.filter((product) => product.needIds.some((id) => ids.includes(id)));
      const expected = FEWER_PRODUCTS[need.id] ?? MIN_PRODUCTS;
      assert.ok(products.length >= expected, `need ${need.id} has ${products.length} products, expected ${expected}`);
    }
  });

  it('link every need and sub-need to at least two published pages, advice among them', () => {
    for (const need of NEEDS) {
      const ids = withSubNeeds(need.id);
      const pages = published.filter((page) => page.needIds.some((id) => ids.includes(id)));
      assert.ok(pages.length >= MIN_PAGES, `need ${need.id} has ${pages.length} pages`);
      assert.ok(
        pages.some((page) => page.type === 'advice' || page.type === 'expertise'),
        `need ${need.id} has no advice page`,
      );
    }
  });
});

describe('the about pages', () => {
  const about = published.filter((page) => page.type === 'about');
  const aboutThemes = THEMATICS.filter((theme) => theme.type === 'about');

  it('give every about theme at least three published pages, each of at least two paragraphs under headings', () => {
    for (const theme of aboutThemes) {
      assert.ok(about.filter((page) => page.themeId === theme.id).length >= 3, `about theme ${theme.id}`);
    }
    for (const page of about) {
      assert.ok(
        aboutThemes.some((theme) => theme.id === page.themeId),
        `about page ${page.id} is not in an about theme`,
      );
      for (const lang of LANGUAGES) {
        const blocks = page.blocks[lang] ?? [];
        const headings = blocks.filter((block) => block.kind === 'heading').length;
        const paragraphs = blocks.filter((block) => block.kind === 'paragraph').length;
        assert.ok(
          headings >= 1 && paragraphs >= 2,
          `about page ${page.id} ${lang}: ${headings} headings, ${paragraphs} paragraphs`,
        );
      }
    }
  });

  it('tell the history, the research, the team, manufacturing, the commitments and the foundation', () => {
    const titles = about.map((page) => page.title.fr).join(' | ');
    for (const subject of [/histoire/i, /recherche/i, /équipe/i, /fabrication/i, /engagements/i, /fondation/i]) {
      assert.match(titles, subject);
    }
  });
});
