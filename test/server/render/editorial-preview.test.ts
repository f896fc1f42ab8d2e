// The twelve preview routes (SPEC §2.2, decision 010) on the seed as it stands on 1 February 2026,
// when the news items of March to May 2026 are not published yet (nor, ever, the seed's draft):
// 401 without a verified preview token; with one in the jwt_token cookie, the unpublished content
// with a visible notice, never indexed or cached.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { SEED } from '../../../catalog/seed/index.ts';
import { PREVIEW_TYPES } from '../../../routes/kinds.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { PREVIEW_ENV, previewCookie, refusedPreviewCookies } from '../../helpers/preview-token.ts';
import {
  assertNotFound,
  collapsed,
  h1sOf,
  mainOf,
  serve,
  type Served,
  textOf,
  titleOf,
  visibleCrumbs,
} from './editorial-html.ts';

const NOW = new Date('2026-02-01T12:00:00Z');
const pages = usePageApp(SEED, () => NOW);
let SESSION = '';
before(async () => {
  SESSION = await previewCookie();
});
const app = () => pages.app(PREVIEW_ENV);
const router = () => pages.deps().routing.router();

/** What the page's robots meta asks of search engines. */
const robotsOf = (served: Served) => served.page.document.querySelector('meta[name="robots"]')?.getAttribute('content');

/** A news item of the seed not published on NOW. */
function unpublishedNews() {
  const page = SEED.pages.find(
    (each) => each.type === 'news' && each.publishedAt > '2026-02-01' && each.countries.includes('be'),
  )!;
  assert.ok(page, 'the seed has a news item published after NOW');
  return page;
}

describe('the preview routes', () => {
  it('answer 401 to every preview type without a session', async () => {
    for (const previewType of PREVIEW_TYPES) {
      const path = router().href('preview', { previewType, id: '1' }, 'fr-be')!;
      const served = await serve(app(), 'fr-be', path);
      assert.equal(served.status, 401, path);
    }
  });

  it('show an unpublished news item with a session, with the preview notice, noindex and no-store', async () => {
    const news = unpublishedNews();
    const published = await serve(app(), 'fr-be', router().href('cmsPage', { cmsPath: news.slug.fr }, 'fr-be')!);
    assertNotFound(published, 'the news item is not public yet');

    const path = router().href('preview', { previewType: 'actualite', id: String(news.id) }, 'fr-be')!;
    assert.equal(path, `/fr/actualite/preview/${news.id}`);
    const served = await serve(app(), 'fr-be', path, SESSION);
    assert.equal(served.status, 200);
    assert.equal(titleOf(served.page), `${news.title.fr} - Vitrine`);
    assert.deepEqual(h1sOf(served.page), [news.title.fr]);
    const main = textOf(mainOf(served.page));
    assert.ok(main.includes(collapsed(fr.editorial.preview.notice)), 'the preview notice');
    assert.ok(main.includes(collapsed(news.summary.fr)), 'the page itself');
    const days = within(mainOf(served.page))
      .getAllByRole('time')
      .map((time) => time.getAttribute('datetime'));
    assert.ok(days.includes(news.publishedAt), 'its publication date');
    assert.equal(robotsOf(served), 'noindex');
    assert.equal(served.headers['cache-control'], 'no-store');
    assert.deepEqual(
      visibleCrumbs(served.page, 'fr-be').map((crumb) => crumb.name),
      [fr.common.breadcrumb.home, fr.editorial.preview.crumb, news.title.fr],
    );
  });

  it('show a page of any CMS type by its id, in the locale asked', async () => {
    const advice = SEED.pages.find((each) => each.type === 'advice' && each.countries.includes('es'))!;
    const served = await serve(app(), 'es-es', `/advice/preview/${advice.id}`, SESSION);
    assert.equal(served.status, 200);
    assert.deepEqual(h1sOf(served.page), [advice.title.es]);
    assert.ok(textOf(mainOf(served.page)).includes(collapsed(es.editorial.preview.notice)));
  });

  it('show a product, a need and a brand by id with the notice', async () => {
    const api = pages.deps().content!.client('es-es');
    const [product] = (await api.products.list({ perPage: 1 })).items;
    const [need] = await api.need.list();
    const [brand] = await api.brands.router();
    const cases = [
      { path: `/product/preview/${product!.id}`, title: product!.name },
      { path: `/need/preview/${need!.id}`, title: need!.title },
      { path: `/brand_landing/preview/${brand!.id}`, title: brand!.name },
    ];
    for (const { path, title } of cases) {
      const served = await serve(app(), 'es-es', path, SESSION);
      assert.equal(served.status, 200, path);
      assert.deepEqual(h1sOf(served.page), [title], path);
      assert.ok(textOf(mainOf(served.page)).includes(collapsed(es.editorial.preview.notice)), `${path}: the notice`);
      assert.equal(robotsOf(served), 'noindex', `${path}: noindex`);
    }
  });

  it('answer the localised 401 to a jwt_token that is forged, expired, unsigned or without the preview scope', async () => {
    const draft = SEED.pages.find((each) => each.draft)!;
    for (const [what, cookie] of Object.entries(await refusedPreviewCookies())) {
      const served = await serve(app(), 'fr-be', `/fr/advice/preview/${draft.id}`, cookie);
      assert.equal(served.status, 401, what);
      assert.deepEqual(h1sOf(served.page), [fr.errors.unauthorized.title], what);
      assert.ok(!served.html.includes(draft.title.fr), `${what}: nothing of the draft`);
      assert.equal(served.headers['cache-control'], 'no-store', what);
    }
  });

  it('show the draft and the page scheduled for 2099 to an editor, noindex and no-store', async () => {
    for (const page of SEED.pages.filter((each) => each.draft || each.publishedAt > '2099')) {
      const type = page.type === 'news' ? 'actualite' : page.type;
      const served = await serve(app(), 'fr-be', `/fr/${type}/preview/${page.id}`, SESSION);
      assert.equal(served.status, 200, page.slug.fr);
      assert.deepEqual(h1sOf(served.page), [page.title.fr]);
      assert.ok(textOf(mainOf(served.page)).includes(collapsed(fr.editorial.preview.notice)));
      assert.equal(robotsOf(served), 'noindex');
      assert.equal(served.headers['cache-control'], 'no-store');
    }
  });

  it('answer 404 for an id that names nothing', async () => {
    for (const path of [
      '/fr/standard/preview/999999',
      '/fr/product/preview/999999',
      '/fr/need/preview/999999',
      '/fr/brand_landing/preview/999999',
    ]) {
      assertNotFound(await serve(app(), 'fr-be', path, SESSION), path);
    }
  });
});
