// A brand's page leads to its brand corner when the brand has one, and only then.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import { usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);

/** The app once it knows the brand-corner codes, as the server does from its start. */
async function app() {
  const deps = pages.deps();
  await deps.content!.refreshBrandCodes();
  return createApp(deps);
}

async function brandPage(slug: string) {
  const response = await request(await app())
    .get(`/fr/marque/${slug}`)
    .set('Host', 'be.localhost');
  assert.equal(response.status, 200);
  return response.text;
}

describe('the brand page', () => {
  it('links to the brand corner of a brand that has corner pages', async () => {
    const { items } = await pages.deps().content!.client('fr-be').page.list({ type: 'brand_corner', perPage: 100 });
    const code = items[0]?.brand_code;
    assert.ok(code, 'the seed has a brand corner in Belgium');
    const brand = (await pages.deps().content!.client('fr-be').brands.router()).find((each) => each.code === code)!;
    const html = await brandPage(brand.slug);
    assert.match(html, new RegExp(`<p class="brand-corner-link"><a href="/fr/${code}">`));
    const corner = await request(await app())
      .get(`/fr/${code}`)
      .set('Host', 'be.localhost');
    assert.equal(corner.status, 200, 'the link leads to the corner');
  });

  it('has no corner link for a brand without corner pages', async () => {
    const { items } = await pages.deps().content!.client('fr-be').page.list({ type: 'brand_corner', perPage: 100 });
    const withCorner = new Set(items.map((page) => page.brand_code));
    const brand = (await pages.deps().content!.client('fr-be').brands.router()).find(
      (each) => !withCorner.has(each.code),
    );
    assert.ok(brand, 'the seed has a brand without a corner');
    assert.doesNotMatch(await brandPage(brand.slug), /brand-corner-link/);
  });
});
