// The content pages in a real browser (issue 21 item 3): a need's and a sub-need's page show
// their introduction, their products and their advice pages, and the about page reads as a "who
// we are" page that lists every published about page, in fr-be and de-de. Screenshots at 375 and
// 1280 px land in test/artifacts/content-*.png.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { PAGES } from '../../catalog/seed/pages.ts';
import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '../../client/app/consent/consent-choice.ts';
import { mainHeading, saveScreenshot } from '../helpers/browser.ts';
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
        const listed = await page.$$eval('.article-list__title a', (links) =>
          links.map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
        );
        assert.deepEqual(listed.map((link) => link.text).sort(), [...expected].sort());
        assert.ok(listed.every((link) => link.href.startsWith(at.about.replace(/\/$/, '') + '/')));
        await saveScreenshot(page, `content-about-${locale}-${width}`);
        await page.close();
      }
    });
  }
});
