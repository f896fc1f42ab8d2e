// The quiz of reading B through the whole app, on the real seed: the page in every locale (a GET
// form of fieldsets that works without JavaScript), answers in the URL that give the products
// the seed's fact sheets say suit them, only those the country's shop sells, with the reasons and
// the needs' pages, forged answers ignored and named (never a 500), and the ways to the quiz.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { h1CountIn, hrefsIn, mainIn, type Page, pageOf, partOf, serve, textsOf, titleIn } from './catalog-html.ts';

const pages = usePageApp(SEED);
const router = () => pages.deps().routing.router();
const quizPath = (locale: Locale) => router().href('quiz', {}, locale)!;
const quizTexts = (locale: Locale) => textsOf(locale).quiz;
const quizPage = async (locale: Locale, query = '') => {
  const served = await serve(pages.app(), locale, `${quizPath(locale)}${query}`);
  assert.equal(served.status, 200, `${locale} ${query}`);
  return pageOf(served);
};

/** The recommended products' names, in order. */
const recommendedIn = (page: Page) =>
  [...page.document.querySelectorAll('.quiz-products__item .card-title')].map((title) => title.textContent.trim());
/** The reasons under the recommended product named `name`. */
const reasonsOf = (page: Page, name: string) => {
  const item = [...page.document.querySelectorAll('.quiz-products__item')].find(
    (each) => each.querySelector('.card-title')?.textContent.trim() === name,
  );
  assert.ok(item, `no recommended product ${name}`);
  return [...item.querySelectorAll('.quiz-products__why li')].map((reason) => reason.textContent.trim());
};
const ignoredIn = (page: Page) =>
  [...page.document.querySelectorAll('.quiz-ignored li')].map((item) => item.textContent.trim());

const parentOf = new Map(SEED.needs.map((need) => [need.id, need.parentId ?? need.id]));

/** What the seed says the answers give in a locale, written independently of the page's code. */
function expected(
  locale: Locale,
  {
    needs,
    pregnant = false,
    vegan = false,
    youngest = 18,
  }: { needs: number[]; pregnant?: boolean; vegan?: boolean; youngest?: number },
): Set<string> {
  const country = countryOfLocale(locale);
  const language = LOCALE_INFO[locale].language;
  return new Set(
    SEED.products
      .filter((product) => product.countries.includes(country))
      .filter((product) => product.needIds.some((id) => needs.includes(parentOf.get(id)!)))
      .filter(
        ({ suitability }) => !pregnant || suitability.pregnancy === 'advice' || suitability.pregnancy === 'suitable',
      )
      .filter(({ suitability }) => !vegan || suitability.vegan)
      .filter(({ suitability }) => (suitability.minAge ?? 18) <= youngest)
      .map((product) => product.name[language]),
  );
}

describe('the quiz page', () => {
  for (const locale of LOCALES) {
    it(`answers in ${locale} with its title, one h1 and a GET form of five questions`, async () => {
      const path = quizPath(locale);
      const page = await quizPage(locale);
      const title = router().table(locale).titles.quiz!;
      assert.equal(h1CountIn(page), 1);
      assert.equal(page.getByRole('heading', { level: 1 }).textContent, title);
      assert.equal(titleIn(page), `${title} - Vitrine`);
      const texts = quizTexts(locale);
      const form = partOf(mainIn(page), 'form', texts.form.name);
      assert.deepEqual(
        ['action', 'method'].map((name) => form.container.getAttribute(name)),
        [path, 'get'],
      );
      const legends = form.getAllByRole('group').map((group) => group.querySelector('legend')!.textContent);
      assert.deepEqual(legends, [
        texts.questions.need.legend,
        texts.questions.age.legend,
        texts.questions.pregnancy.legend,
        texts.questions.diet.legend,
        texts.questions.form.legend,
      ]);
      const needs = form.getAllByRole('checkbox');
      assert.equal(needs.length, SEED.needs.filter((need) => need.parentId === null).length, 'every top-level need');
      assert.ok(needs.every((box) => box.getAttribute('name') === 'need'));
      assert.equal(form.getAllByRole('radio').length, 4 + 2 + 3 + 6);
      assert.equal(
        form.getByRole('radio', { name: texts.questions.diet.vegan }).getAttribute('value'),
        'vegan',
        'values are the same words in every language',
      );
      assert.equal(page.document.querySelector('.quiz-products__item'), null, 'no result before an answer');
    });
  }

  it('recommends the products that suit the answers, with their reasons, and the needs to explore', async () => {
    const locale = 'fr-be';
    const page = await quizPage(locale, '?need=3&need=4&age=adult&pregnancy=yes&diet=vegan&form=tablet');
    const shown = recommendedIn(page);
    assert.deepEqual(new Set(shown), expected(locale, { needs: [3, 4], pregnant: true, vegan: true }));
    assert.deepEqual(shown, ['Serenium Magnésium Soir']);
    const texts = quizTexts(locale);
    assert.deepEqual(reasonsOf(page, 'Serenium Magnésium Soir'), [
      'Répond à votre besoin\u00a0: Stress et humeur',
      texts.reasons.vegan,
      texts.reasons.pregnancyAdvice,
    ]);
    const needs = partOf(mainIn(page), 'region', texts.needs.title);
    assert.deepEqual(hrefsIn(needs), ['/fr/besoin/sommeil', '/fr/besoin/stress-et-humeur']);
    // The products left out are said to be, and the share link is the page's own URL.
    assert.match(page.document.querySelector('.quiz-products__note')!.textContent, /ont été écartés/);
    assert.equal(
      (page.document.getElementById('quiz-share-url') as HTMLInputElement).value,
      'https://www.vitrine.example.be/fr/quel-complement-pour-moi?need=3&need=4&age=adult&pregnancy=yes&diet=vegan&form=tablet',
    );
    assert.equal(page.document.querySelector('.quiz-share__restart a')!.getAttribute('href'), quizPath(locale));
    // The canonical URL is the quiz's own, without the answers.
    assert.equal(
      page.document.querySelector('link[rel="canonical"]')!.getAttribute('href'),
      'https://www.vitrine.example.be/fr/quel-complement-pour-moi',
    );
  });

  it('puts the preferred form first, and recommends at most six products', async () => {
    const page = await quizPage('fr-be', '?need=1&form=capsule');
    const shown = recommendedIn(page);
    assert.ok(shown.length > 0 && shown.length <= 6, shown.join(', '));
    assert.ok(shown.every((name) => expected('fr-be', { needs: [1] }).has(name)));
    assert.match(reasonsOf(page, shown[0]!).join(' | '), /Sous la forme que vous préférez\u00a0: Gélule/);
  });

  for (const locale of LOCALES) {
    it(`recommends in ${locale} only products its country's shop sells`, async () => {
      const page = await quizPage(locale, '?need=3&need=2&age=adult');
      const shown = recommendedIn(page);
      const possible = expected(locale, { needs: [3, 2] });
      assert.ok(shown.length > 0, 'something to recommend');
      for (const name of shown) assert.ok(possible.has(name), `${name} is sold in ${countryOfLocale(locale)}`);
    });
  }

  it('recommends for a child only products for that age', async () => {
    const page = await quizPage('it-it', '?need=2&need=1&age=child');
    const shown = recommendedIn(page);
    assert.ok(shown.length > 0);
    const possible = expected('it-it', { needs: [2, 1], youngest: 6 });
    for (const name of shown) assert.ok(possible.has(name), `${name} is for children of 6`);
    assert.ok(reasonsOf(page, shown[0]!).some((reason) => /^Dai \d+ anni$/.test(reason)));
  });

  it('ignores forged answers, says which, and never fails', async () => {
    const texts = quizTexts('fr-be');
    const forged = await quizPage(
      'fr-be',
      '?need=abc&need=999&need=-1&age=old&pregnancy=maybe&diet=paleo&form=capsule&form=tablet',
    );
    assert.deepEqual(ignoredIn(forged), [
      'besoins (inconnus, ou plus de 3)',
      texts.ignored.age,
      texts.ignored.pregnancy,
      texts.ignored.diet,
      texts.ignored.form,
    ]);
    assert.equal(forged.document.querySelector('.quiz-notice')!.textContent, texts.noNeed);
    assert.deepEqual(recommendedIn(forged), []);

    const tooMany = await quizPage('fr-be', '?need=1&need=2&need=3&need=4&diet=vegan');
    assert.deepEqual(ignoredIn(tooMany), ['besoins (inconnus, ou plus de 3)']);
    assert.ok(recommendedIn(tooMany).length > 0, 'the first three needs still recommend');
    assert.equal(
      (tooMany.document.getElementById('quiz-share-url') as HTMLInputElement).value,
      'https://www.vitrine.example.be/fr/quel-complement-pour-moi?need=1&need=2&need=3&diet=vegan',
      'the link to share holds only what was understood',
    );

    for (const query of ['?need=%00', '?need=1e3&age=%E2%80%A8', '?need[]=1&age[]=adult', `?need=${'9'.repeat(400)}`]) {
      const served = await serve(pages.app(), 'de-de', `${quizPath('de-de')}${query}`);
      assert.equal(served.status, 200, query);
    }
  });

  it('is linked from the needs screen and the footer', async () => {
    for (const locale of LOCALES) {
      const served = await serve(pages.app(), locale, router().href('needs', {}, locale)!);
      const page = pageOf(served);
      const invite = page.document.querySelector('.quiz-invite a');
      assert.equal(invite?.getAttribute('href'), quizPath(locale), locale);
      const footer = page.document.querySelector('footer');
      assert.ok(
        [...footer!.querySelectorAll('a')].some((link) => link.getAttribute('href') === quizPath(locale)),
        `the footer of ${locale} links the quiz`,
      );
    }
  });
});
