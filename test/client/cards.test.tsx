// The cards of product, need and page lists, fed with the real seed's home page selection, and
// their pure parts: the 'new' window and where a page links to.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { NeedCard } from '../../client/components/cards/need-card.tsx';
import { PageCard } from '../../client/components/cards/page-card.tsx';
import { pageRoute } from '../../client/components/cards/page-link.ts';
import { ProductCard } from '../../client/components/cards/product-card.tsx';
import { isNew } from '../../client/components/is-new.ts';
import { RelatedPages } from '../../client/components/product/related-pages.tsx';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { createApiClient } from '../../shared/api/client.ts';
import type { Homepage } from '../../shared/api/resources/homepage.ts';
import type { Page } from '../../shared/schemas/page.ts';
import type { ProductListItem } from '../../shared/schemas/product.ts';
import { renderHtml } from '../helpers/render-view.tsx';

let dataDir: string;
let catalog: Catalog;
let home: Homepage;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-cards-'));
  catalog = await createCatalog({ dataDir });
  const api = createApiClient({
    baseUrl: 'http://catalog.internal/api/v1',
    fetch: (input, init) => catalog.fetch(new Request(input, init)),
    shopId: 1,
    lang: 'fr',
  });
  home = await api.homepage.get();
});
after(async () => {
  catalog.close();
  await rm(dataDir, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const newWindow = (from: string | null, to: string | null) => ({ is_new_from: from, is_new_to: to });

describe('isNew', () => {
  const now = new Date('2024-06-15T10:00:00Z');

  it('is new when now lies within the window', () => {
    assert.equal(isNew(newWindow('2024-06-01', '2024-06-30'), now), true);
  });

  it('counts the first and the last day of the window whole', () => {
    assert.equal(isNew(newWindow('2024-06-15', '2024-06-15'), now), true);
    assert.equal(isNew(newWindow('2024-06-15', '2024-06-15'), new Date('2024-06-15T00:00:00Z')), true);
    assert.equal(isNew(newWindow('2024-06-15', '2024-06-15'), new Date('2024-06-15T23:59:59.999Z')), true);
  });

  it('is not new before the window opens or after it closes', () => {
    assert.equal(isNew(newWindow('2024-06-16', '2024-06-30'), now), false);
    assert.equal(isNew(newWindow('2024-05-01', '2024-06-14'), now), false);
    assert.equal(isNew(newWindow('2024-06-15', '2024-06-15'), new Date('2024-06-16T00:00:00Z')), false);
  });

  it('runs on without an end, and never starts without a start', () => {
    assert.equal(isNew(newWindow('2024-01-01', null), now), true);
    assert.equal(isNew(newWindow(null, '2024-12-31'), now), false);
    assert.equal(isNew(newWindow(null, null), now), false);
  });

  it('compares instants when the bounds carry a time', () => {
    assert.equal(isNew(newWindow('2024-06-15T09:00:00Z', '2024-06-15T11:00:00Z'), now), true);
    assert.equal(isNew(newWindow('2024-06-15T11:00:00Z', null), now), false);
  });

  it('never makes a product new from a bound that is not a date', () => {
    assert.equal(isNew(newWindow('soon', null), now), false);
    assert.equal(isNew(newWindow('2024-06-01', 'later'), now), false);
  });
});

describe('pageRoute', () => {
  const router = createRouter({ tables: ALL_TABLES });
  const theme = { id: 7, title: 'Notre histoire', slug: 'notre-histoire' };
  const path = (page: Pick<Page, 'type' | 'slug' | 'theme' | 'brand_code'>) => {
    const { kind, params } = pageRoute(page);
    return router.href(kind, params, 'fr-be');
  };

  it('sends advice, innovation and expertise pages to their own routes by slug', () => {
    assert.deepEqual(pageRoute({ type: 'advice', slug: 'ecrans-et-sommeil', theme }), {
      kind: 'advice',
      params: { slug: 'ecrans-et-sommeil' },
    });
    assert.equal(path({ type: 'advice', slug: 'ecrans-et-sommeil', theme }), '/fr/conseil/ecrans-et-sommeil');
    assert.equal(path({ type: 'innovation', slug: 'souches', theme: null }), '/fr/qualite-innovation/souches');
    assert.equal(path({ type: 'expertise', slug: 'microbiote', theme: null }), '/fr/expertise/microbiote');
  });

  it('sends an about page under its theme, or to the catch-all CMS route without one', () => {
    assert.deepEqual(pageRoute({ type: 'about', slug: 'charte-qualite', theme }), {
      kind: 'about',
      params: { theme: 'notre-histoire', filter: 'charte-qualite' },
    });
    assert.equal(path({ type: 'about', slug: 'charte-qualite', theme }), '/fr/a-propos/notre-histoire/charte-qualite');
    assert.equal(path({ type: 'about', slug: 'charte-qualite', theme: null }), '/fr/charte-qualite');
  });

  it("sends a brand-corner page to its brand's corner, and leaves it unlinked without a brand code", () => {
    assert.equal(
      path({ type: 'brand_corner', slug: 'univers-symbiora', theme: null, brand_code: 'symbiora' }),
      '/fr/symbiora',
    );
    assert.throws(
      () => path({ type: 'brand_corner', slug: 'univers-symbiora', theme: null, brand_code: null }),
      TypeError,
    );
  });

  it('sends news, standard, corporate and need pages to the catch-all CMS route', () => {
    for (const type of ['news', 'standard', 'corpo', 'need'] as const) {
      assert.deepEqual(
        pageRoute({ type, slug: 'mentions-legales', theme: null }),
        { kind: 'cmsPage', params: { cmsPath: 'mentions-legales' } },
        type,
      );
    }
    assert.equal(
      path({ type: 'news', slug: 'formations-pharmaciens-2026', theme: null }),
      '/fr/formations-pharmaciens-2026',
    );
  });
});

/** The first real product, with its badges and prices set as a test needs. */
const product = (changes: Partial<ProductListItem> = {}): ProductListItem => ({
  ...home.products[0]!,
  promoted: false,
  is_new_from: null,
  is_new_to: null,
  is_new_formulae: false,
  special_offer: false,
  out_of_stock_label: null,
  ...changes,
});
const badges = (html: string) =>
  [...html.matchAll(/<li class="card-badge card-badge--([a-z-]+)">([^<]*)<\/li>/g)].map(
    (match) => `${match[1]}:${match[2]}`,
  );

describe('ProductCard', () => {
  it('has one link, the product name, to the product page', () => {
    const item = product();
    const html = renderHtml(<ProductCard product={item} />, 'fr-be');
    assert.equal(html.match(/<a /g)?.length, 1);
    assert.match(
      html,
      new RegExp(`<h3 class="card-title"><a class="card-link" href="/fr/produit/${item.slug}">${item.name}</a></h3>`),
    );
    assert.match(html, new RegExp(`<p class="card-eyebrow">${item.brand.name}</p>`));
  });

  it('shows the packshot at 140x140, lazily, with its alternative text', () => {
    const item = product();
    const html = renderHtml(<ProductCard product={item} />, 'fr-be');
    const image = item.caracteristics.image.value;
    assert.ok(image.url.endsWith('-140.png'));
    assert.ok(
      html.includes(
        `<img class="card-image" src="${image.url}" alt="${image.alt}" width="140" height="140" loading="lazy"`,
      ),
      html,
    );
    assert.ok(
      renderHtml(<ProductCard product={item} />, 'fr-be', { webp: true }).includes(
        `src="${image.url.replace('/images/', '/media/').replace('.png', '.webp')}"`,
      ),
    );
  });

  it('shows the new badge only while today lies in the window', () => {
    const today = new Date();
    const day = (offset: number) => isoDay(new Date(today.getTime() + offset * DAY_MS));
    assert.deepEqual(
      badges(renderHtml(<ProductCard product={product({ is_new_from: day(-3), is_new_to: day(3) })} />, 'fr-be')),
      ['new:Nouveau'],
    );
    assert.deepEqual(
      badges(renderHtml(<ProductCard product={product({ is_new_from: day(-30), is_new_to: day(-2) })} />, 'fr-be')),
      [],
    );
    assert.deepEqual(
      badges(renderHtml(<ProductCard product={product({ is_new_from: day(2), is_new_to: day(30) })} />, 'fr-be')),
      [],
    );
  });

  it('shows the other badges in order, the out-of-stock one with the label the data gives', () => {
    const html = renderHtml(
      <ProductCard
        product={product({
          is_new_formulae: true,
          promoted: true,
          special_offer: true,
          out_of_stock_label: 'Bientôt de retour',
        })}
      />,
      'fr-be',
    );
    assert.deepEqual(badges(html), [
      'new-formula:Nouvelle formule',
      'promoted:Recommandé',
      'special-offer:Offre spéciale',
      'out-of-stock:Bientôt de retour',
    ]);
    assert.doesNotMatch(renderHtml(<ProductCard product={product()} />, 'fr-be'), /card-badges/);
  });

  it('translates the badges', () => {
    const html = renderHtml(<ProductCard product={product({ promoted: true, special_offer: true })} />, 'it-it');
    assert.deepEqual(badges(html), ['promoted:Consigliato', 'special-offer:Offerta speciale']);
  });

  it('shows its own price, and the public price struck through when it is lower', () => {
    const price = { ...home.products[0]!.price, public: 21.9, own: 17.9 };
    const discounted = renderHtml(<ProductCard product={product({ price })} />, 'fr-be');
    assert.match(
      discounted,
      /<del class="card-price-public"><span class="card-visually-hidden">Prix public conseillé<!-- --> <\/span>21,90\u00a0€<\/del>/,
    );
    assert.match(
      discounted,
      /<span class="card-price-own"><span class="card-visually-hidden">Votre prix<!-- --> <\/span>17,90\u00a0€<\/span>/,
    );
    const plain = renderHtml(<ProductCard product={product({ price: { ...price, public: 15, own: 15 } })} />, 'fr-be');
    assert.match(plain, /<p class="card-price"><span class="card-price-own">15\u00a0€<\/span><\/p>/);
  });

  it('shows the card without a link when the slug fits no route', () => {
    const html = renderHtml(<ProductCard product={product({ slug: 'Not A Slug' })} />, 'fr-be');
    assert.doesNotMatch(html, /<a /);
    assert.match(html, /<h3 class="card-title">/);
  });
});

describe('NeedCard', () => {
  it('links the need title to its page, beside a decorative pictogram', () => {
    const need = home.needs[0]!;
    const html = renderHtml(<NeedCard need={need} />, 'fr-be');
    assert.match(html, new RegExp(`<a class="card-link" href="/fr/besoin/${need.slug}">${need.title}</a>`));
    assert.ok(html.includes(`<img class="card-image" src="${need.need.picto.url}" alt="" width="140" height="140"`));
  });
});

describe('PageCard', () => {
  it('shows an advice article with its theme, date and summary, linked to its page', () => {
    const page = home.advice[0]!;
    const html = renderHtml(<PageCard page={page} />, 'fr-be');
    assert.match(html, new RegExp(`<a class="card-link" href="/fr/conseil/${page.slug}">`));
    assert.ok(page.theme && html.includes(`<p class="card-eyebrow">${page.theme.title}</p>`));
    assert.ok(html.includes(`<time class="card-date" dateTime="${page.published_at}">`));
    assert.ok(html.includes('<p class="card-summary">'));
  });

  it('writes the date in the locale’s words', () => {
    const page = { ...home.news[0]!, published_at: '2025-11-18' };
    assert.ok(renderHtml(<PageCard page={page} />, 'fr-be').includes('>18 novembre 2025</time>'));
    assert.ok(renderHtml(<PageCard page={page} />, 'it-it').includes('>18 novembre 2025</time>'));
    assert.ok(renderHtml(<PageCard page={page} />, 'de-de').includes('>18. November 2025</time>'));
  });
});

describe('RelatedPages', () => {
  it('lists the pages under the product page’s heading', () => {
    const html = renderHtml(<RelatedPages pages={home.advice} />, 'fr-be');
    assert.match(html, /<h2 id="related-pages-heading"[^>]*>Articles associés<\/h2>/);
    assert.equal(html.match(/<article class="card card--page">/g)?.length, home.advice.length);
  });

  it('renders nothing without pages', () => {
    assert.equal(renderHtml(<RelatedPages pages={[]} />, 'fr-be'), '');
  });
});
