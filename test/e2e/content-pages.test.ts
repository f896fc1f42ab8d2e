// The content pages in a real browser (issue 21 item 3): a need's and a sub-need's page show
// their introduction, their products and their advice pages, and the about page reads as a "who
// we are" page that lists every published about page, in fr-be and de-de. The legal pages
// (issue 21 item 2) read as documents in fr-be, nl-be, de-ch and it-it: their text right under
// the title, no decorative picture, their date and a table of contents that the keyboard follows,
// in a readable measure. Screenshots at 375 and 1280 px land in test/artifacts/content-*.png.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { PAGES } from '../../catalog/seed/pages.ts';
import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '../../client/app/consent/consent-choice.ts';
import type { Language, Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { mainHeading, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const session = browserSession();

const LOCALES = {
  'fr-be': {
    country: 'be',
    language: 'fr',
    need: '/fr/besoin/confort-digestif',
    needTitle: 'Confort digestif',
    intro: 'Bon à savoir\u00a0: Confort digestif',
    subNeed: '/fr/besoin/transit-intestinal',
    subNeedIntro: 'Bon à savoir\u00a0: Transit intestinal',
    about: '/fr/a-propos',
    aboutTitle: 'À propos',
    story: 'Qui sommes-nous\u202f?',
  },
  'de-de': {
    country: 'de',
    language: 'de',
    need: '/bedurfnis/verdauung',
    needTitle: 'Wohlbefinden der Verdauung',
    intro: 'Gut zu wissen: Wohlbefinden der Verdauung',
    subNeed: '/bedurfnis/darmtatigkeit',
    subNeedIntro: 'Gut zu wissen: Darmtätigkeit',
    about: '/uber-vitrine',
    aboutTitle: 'Über uns',
    story: 'Wer wir sind',
  },
} as const;

async function open(country: string, path: string, width: number): Promise<Page> {
  const { page } = await session.newPage();
  await page.setCookie({
    name: CONSENT_COOKIE,
    value: serializeConsent({ ...REFUSE_ALL, decidedAt: new Date() }),
    url: session.site.url(country),
  });
  await page.setViewport({ width, height: 900 });
  const response = await page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, path);
  return page;
}

/** The paragraphs of the section named `name`, the texts of its card titles and of its links. */
const section = (page: Page, selector: string) =>
  page.$eval(selector, (element) => ({
    name: element.querySelector('h2')?.textContent?.trim() ?? '',
    paragraphs: [...element.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').filter(Boolean),
    cards: [...element.querySelectorAll('.card-title')].map((title) => title.textContent?.trim() ?? ''),
  }));

async function assertNeedPage(page: Page, introName: string): Promise<void> {
  const intro = await section(page, '#need-intro');
  assert.equal(intro.name, introName);
  assert.ok(intro.paragraphs.length >= 2, `${intro.paragraphs.length} paragraphs of introduction`);
  assert.ok(intro.paragraphs.every((paragraph) => paragraph.length >= 80));
  const products = await section(page, '#need-products');
  assert.ok(products.cards.length >= 3, `${products.cards.length} products`);
  const pages = await section(page, '#need-pages');
  assert.ok(pages.cards.length >= 2, `${pages.cards.length} advice pages`);
}

describe('the content pages', { timeout: 180_000 }, () => {
  for (const [locale, at] of Object.entries(LOCALES)) {
    it(`${locale}: a need's page shows its introduction, products and advice, at 375 and 1280 px`, async () => {
      for (const width of [375, 1280]) {
        const page = await open(at.country, at.need, width);
        assert.equal(await mainHeading(page), at.needTitle);
        await assertNeedPage(page, at.intro);
        await saveScreenshot(page, `content-need-${locale}-${width}`);
        await page.close();
      }
    });

    it(`${locale}: a sub-need's page shows its own introduction, products and advice`, async () => {
      const page = await open(at.country, at.subNeed, 1280);
      await assertNeedPage(page, at.subNeedIntro);
      await page.close();
    });

    it(`${locale}: the about page tells who the laboratory is and lists every about page, at 375 and 1280 px`, async () => {
      const expected = PAGES.filter((each) => each.type === 'about' && !each.draft).map(
        (each) => each.title[at.language],
      );
      for (const width of [375, 1280]) {
        const page = await open(at.country, at.about, width);
        assert.equal(await mainHeading(page), at.aboutTitle);
        const story = await section(page, '#about-story');
        assert.equal(story.name, at.story);
        assert.ok(story.paragraphs.length >= 3);
        assert.equal(await page.$$eval('.about-figures__item', (items) => items.length), 4);
        // What the visitor sees: a streamed section React's hydration rendered itself can leave the
        // server's copy in a hidden segment until React's reveal script runs (seen under load).
        const listed = await page.$$eval('.article-list__title a', (links) =>
          links
            .filter((link) => link.closest('[hidden]') === null)
            .map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
        );
        assert.deepEqual(listed.map((link) => link.text).sort(), [...expected].sort());
        assert.ok(listed.every((link) => link.href.startsWith(at.about.replace(/\/$/, '') + '/')));
        await saveScreenshot(page, `content-about-${locale}-${width}`);
        await page.close();
      }
    });
  }
});

const router = createRouter({ tables: ALL_TABLES });

/** The legal notice and the sales conditions (catalog/seed/pages/legal.ts). */
const LEGAL_PAGE_IDS = { notice: 45, salesConditions: 48 } as const;
const LEGAL_LOCALES: readonly { locale: Locale; language: Language; country: string }[] = [
  { locale: 'fr-be', language: 'fr', country: 'be' },
  { locale: 'nl-be', language: 'nl', country: 'be' },
  { locale: 'de-ch', language: 'de', country: 'ch' },
  { locale: 'it-it', language: 'it', country: 'it' },
];
/** Most the text may start below the lead: a paragraph's gap, not a picture's height. */
const MAX_GAP_AFTER_LEAD_PX = 64;
/** Most the title may start below the header: the breadcrumb and its margins. */
const MAX_GAP_UNDER_HEADER_PX = 120;

/** Where the document's parts are, and what repeats its title. */
const documentLayout = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.getElementById('main-heading')!;
    const article = h1.closest('article')!;
    const lead = article.querySelector('.editorial-article__lead')!;
    const next = article.querySelector('.page-contents') ?? article.querySelector('.page-blocks > *')!;
    const header = document.querySelector('.site-header')!;
    const title = h1.textContent?.trim() ?? '';
    const repeats = [...document.querySelectorAll('main *')].filter(
      (element) =>
        element !== h1 &&
        !element.closest('.breadcrumb') &&
        element.children.length === 0 &&
        (element.textContent?.trim() === title || element.getAttribute('alt') === title),
    );
    // The width of 70 zeros in the body's font: the measure's upper bound.
    const probe = document.createElement('span');
    probe.textContent = '0'.repeat(70);
    probe.style.whiteSpace = 'nowrap';
    article.querySelector('.page-blocks p')!.append(probe);
    const seventyCh = probe.getBoundingClientRect().width;
    probe.remove();
    return {
      underHeader: h1.getBoundingClientRect().top - header.getBoundingClientRect().bottom,
      afterLead: next.getBoundingClientRect().top - lead.getBoundingClientRect().bottom,
      pictures: article.querySelectorAll('img, picture, svg').length,
      repeats: repeats.map((element) => element.outerHTML.slice(0, 120)),
      widestParagraph: Math.max(
        ...[...article.querySelectorAll('.page-blocks p')].map((p) => p.getBoundingClientRect().width),
      ),
      seventyCh,
      dated: article.querySelector('.editorial-article__date time[datetime]') !== null,
      headings: [...article.querySelectorAll('.page-blocks h2')].map((h2) => ({
        id: h2.id,
        text: h2.textContent?.trim() ?? '',
      })),
      contents: [...article.querySelectorAll('.page-contents a')].map((link) => ({
        href: link.getAttribute('href') ?? '',
        text: link.textContent?.trim() ?? '',
      })),
    };
  });

describe('the legal pages', { timeout: 240_000 }, () => {
  for (const { locale, language, country } of LEGAL_LOCALES) {
    for (const [name, id] of Object.entries(LEGAL_PAGE_IDS)) {
      const seed = PAGES.find((each) => each.id === id)!;
      const path = router.href('cmsPage', { cmsPath: seed.slug[language] }, locale)!;

      it(`${locale}: the ${name} (${path}) starts under its title with no picture or gap, dated, in a readable measure, at 375 and 1280 px`, async () => {
        for (const width of [375, 1280]) {
          const page = await open(country, path, width);
          assert.equal(await mainHeading(page), seed.title[language]);
          const layout = await documentLayout(page);
          assert.equal(layout.pictures, 0, 'no decorative picture');
          assert.deepEqual(layout.repeats, [], 'nothing repeats the title');
          assert.ok(layout.afterLead <= MAX_GAP_AFTER_LEAD_PX, `${layout.afterLead} px between the lead and the text`);
          assert.ok(layout.underHeader <= MAX_GAP_UNDER_HEADER_PX, `${layout.underHeader} px above the title`);
          assert.ok(layout.widestParagraph <= layout.seventyCh, `${layout.widestParagraph} px lines`);
          assert.ok(layout.dated, 'the page says when it was published');
          await saveScreenshot(page, `content-legal-${name}-${locale}-${width}`);
          await page.close();
        }
      });
    }

    it(`${locale}: the sales conditions have a table of contents the keyboard follows to each heading`, async () => {
      const seed = PAGES.find((each) => each.id === LEGAL_PAGE_IDS.salesConditions)!;
      const page = await open(country, router.href('cmsPage', { cmsPath: seed.slug[language] }, locale)!, 1280);
      await waitForHydration(page);
      const layout = await documentLayout(page);
      assert.ok(layout.headings.length >= 3, `${layout.headings.length} headings`);
      assert.deepEqual(
        layout.contents,
        layout.headings.map((heading) => ({ href: `#${heading.id}`, text: heading.text })),
      );
      const last = layout.headings.at(-1)!;
      await page.focus(`.page-contents a[href="#${last.id}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((hash: string) => location.hash === hash, {}, `#${last.id}`);
      const seen = await page.$eval(`[id="${last.id}"]`, (heading) => ({
        top: heading.getBoundingClientRect().top,
        bottom: heading.getBoundingClientRect().bottom,
        height: window.innerHeight,
        scrolled: window.scrollY,
      }));
      assert.ok(seen.scrolled > 0, 'the page scrolled to the heading');
      assert.ok(seen.top >= 0 && seen.bottom <= seen.height, `the heading is in the window (${JSON.stringify(seen)})`);
      await page.close();
    });
  }
});
