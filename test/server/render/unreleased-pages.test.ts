// The seed's two pages that are not public (catalog/seed/pages/unreleased.ts): a draft whose
// planned day has passed and a news item scheduled for 2099. Nowhere a visitor or a crawler looks
// shows them, the browser's /api/v1 included whatever it asks; only a preview does (see
// editorial-preview.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { PREVIEW_ENV } from '../../helpers/preview-token.ts';
import { hostOf, serve } from './editorial-html.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const pages = usePageApp(SEED, () => NOW);
const app = () => pages.app(PREVIEW_ENV);
const router = () => pages.deps().routing.router();

const draft = SEED.pages.find((page) => page.draft)!;
const scheduled = SEED.pages.find((page) => page.publishedAt >= '2099')!;
const UNRELEASED = [draft, scheduled];

/** Whether a text shows anything of the unreleased pages, in French. */
function assertNoneIn(text: string, where: string) {
  for (const page of UNRELEASED) {
    assert.ok(!text.includes(page.title.fr), `${where} shows '${page.title.fr}'`);
    assert.ok(!text.includes(page.slug.fr), `${where} links to '${page.slug.fr}'`);
  }
}

describe('pages that are not public (a draft, a page scheduled for 2099)', () => {
  it('are in the seed, in every language, the draft with a day already passed', () => {
    assert.ok(draft && scheduled, 'the seed has both');
    assert.ok(draft.publishedAt < '2026-06-01', "the draft's day has come: only its draft flag hides it");
    for (const page of UNRELEASED)
      for (const lang of ['fr', 'nl', 'de', 'es', 'it'] as const) assert.ok(page.title[lang] && page.slug[lang]);
  });

  it('answer 404 at their own URL, in any language', async () => {
    const urls = [
      ['fr-ch', router().href('advice', { slug: draft.slug.fr }, 'fr-ch')!],
      ['fr-ch', router().href('cmsPage', { cmsPath: draft.slug.fr }, 'fr-ch')!],
      ['fr-ch', router().href('cmsPage', { cmsPath: scheduled.slug.fr }, 'fr-ch')!],
      ['de-de', router().href('advice', { slug: draft.slug.de }, 'de-de')!],
      ['it-it', router().href('cmsPage', { cmsPath: scheduled.slug.it }, 'it-it')!],
    ] as const;
    for (const [locale, path] of urls) assert.equal((await serve(app(), locale, path)).status, 404, path);
  });

  it('are in no listing: the home page, the advice theme, the advice home, the search results', async () => {
    const theme = SEED.thematics.find((each) => each.id === draft.themeId)!;
    const paths = [
      router().href('home', {}, 'fr-be')!,
      router().href('adviceHome', {}, 'fr-be')!,
      router().href('adviceTheme', { theme: theme.slug.fr }, 'fr-be')!,
      router().href('results', { search: { term: 'sieste', filters: [] } }, 'fr-be')!,
      router().href('results', { search: { term: 'laboratoire', filters: [] } }, 'fr-be')!,
    ];
    for (const path of paths) {
      const served = await serve(app(), 'fr-be', path);
      assert.equal(served.status, 200, path);
      assertNoneIn(served.html, path);
    }
  });

  it('are not in the sitemap', async () => {
    const response = await request(app()).get('/sitemap.xml').set('Host', hostOf('fr-be'));
    assert.equal(response.status, 200);
    assertNoneIn(response.text, 'the sitemap');
  });

  it('never come out of the browser-facing /api/v1, with or without published=0', async () => {
    const scope = 'shop_id=1&lang=fr';
    for (const page of UNRELEASED) {
      for (const published of ['', '&published=0', '&published=false']) {
        const byId = await request(app()).get(`/api/v1/page/${page.id}?${scope}${published}`);
        assert.equal(byId.status, 404, `page ${page.id}${published}`);
        const bySlug = await request(app()).get(
          `/api/v1/url/entity?${scope}&entity_type=page&slug=${page.slug.fr}${published}`,
        );
        assert.equal(bySlug.status, 404, `${page.slug.fr}${published}`);
      }
      assert.equal((await request(app()).get(`/api/v1/page/${page.id}/associate?${scope}`)).status, 404);
    }
    for (const list of [
      `/api/v1/page?${scope}&published=0&perPage=100`,
      `/api/v1/page?${scope}&published=0&type=advice,news&order=date&perPage=100`,
      `/api/v1/homepage?${scope}&published=0`,
      `/api/v1/search/suggest?${scope}&text=sieste&published=0`,
      `/api/v1/search/suggest?${scope}&text=laboratoire%202099&published=0`,
    ]) {
      const response = await request(app()).get(list);
      assert.equal(response.status, 200, list);
      assertNoneIn(response.text, list);
    }
  });
});
