// The cards of product, need and page lists, fed with the real seed's home page selection, and
// their pure parts: the 'new' window and where a page links to.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { NeedCard } from '../../client/components/cards/need-card.tsx';
import { PageCard } from '../../client/components/cards/page-card.tsx';
import { ProductCard } from '../../client/components/cards/product-card.tsx';
import { isNew } from '../../client/components/is-new.ts';
import { RelatedPages } from '../../client/components/product/related-pages.tsx';
import type { Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { createApiClient } from '../../shared/api/client.ts';
import type { Homepage } from '../../shared/api/resources/homepage.ts';
import { pageRoute } from '../../shared/page-route.ts';
import type { Page } from '../../shared/schemas/page.ts';
import type { ProductListItem } from '../../shared/schemas/product.ts';
import { renderView, type View } from '../helpers/render-view.tsx';

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
  await catalog.close();
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
/** Each badge of a card as tone:label, the tone being its style's modifier. */
const badges = (view: View) =>
  view.queryAllByRole('listitem').map((badge) => {
    const tone = [...badge.classList].find((name) => name.startsWith('card-badge--'))?.slice('card-badge--'.length);
    return `${tone}:${badge.textContent}`;
  });
const priceOf = (view: View) => view.container.querySelector('.card-price')!;

describe('ProductCard', () => {
  it('has one link to the product page, the product name, one to the pharmacies (issue 20) and one to login that adds it to the favourites', () => {
    const item = product();
    const view = renderView(<ProductCard product={item} />, 'fr-be');
    const links = view.getAllByRole('link');
    assert.equal(links.length, 3);
    assert.equal(links[1]!.getAttribute('href'), '/fr/trouver-une-pharmacie');
    const favourite = new URL(links[2]!.getAttribute('href')!, 'http://be.localhost');
    assert.equal(favourite.pathname, '/fr/connexion');
    assert.equal(favourite.searchParams.get('favourite'), `product-${item.id}`);
    const title = view.getByRole('heading', { level: 3, name: item.name });
    assert.equal(within(title).getByRole('link', { name: item.name }).getAttribute('href'), `/fr/produit/${item.slug}`);
    assert.equal(view.getByText(item.brand.name, { selector: 'p' }).className, 'card-eyebrow');
  });

  it('shows the packshot at 140x140, lazily, with its alternative text', () => {
    const item = product();
    const image = item.caracteristics.image.value;
    assert.ok(image.url.endsWith('-140.png'));
    const packshot = renderView(<ProductCard product={item} />, 'fr-be').getByRole('img', { name: image.alt });
    assert.deepEqual(
      ['src', 'width', 'height', 'loading'].map((name) => packshot.getAttribute(name)),
      [image.url, '140', '140', 'lazy'],
    );
    assert.equal(
      renderView(<ProductCard product={item} />, 'fr-be', { webp: true })
        .getByRole('img', { name: image.alt })
        .getAttribute('src'),
      image.url.replace('/images/', '/media/').replace('.png', '.webp'),
    );
  });

  it('offers the packshot at 140 and 280 px, as AVIF first, then WebP or PNG (issue 21)', () => {
    const item = product();
    const image = item.caracteristics.image.value;
    const base = image.url.replace(/-140\.png$/, '');
    for (const webp of [false, true]) {
      const view = renderView(<ProductCard product={item} />, 'fr-be', { webp });
      const packshot = view.getByRole('img', { name: image.alt });
      const picture = packshot.parentElement!;
      assert.equal(picture.tagName, 'PICTURE');
      const avif = picture.querySelector('source')!;
      assert.equal(avif.getAttribute('type'), 'image/avif');
      const media = base.replace('/images/', '/media/');
      assert.equal(avif.getAttribute('srcset'), `${media}-140.avif 140w, ${media}-280.avif 280w`);
      const fallback = webp
        ? `${media}-140.webp 140w, ${media}-280.webp 280w`
        : `${base}-140.png 140w, ${base}-280.png 280w`;
      assert.equal(packshot.getAttribute('srcset'), fallback);
      assert.equal(packshot.getAttribute('sizes'), '140px');
    }
  });

  it('shows the new badge only while today lies in the window', () => {
    const today = new Date();
    const day = (offset: number) => isoDay(new Date(today.getTime() + offset * DAY_MS));
    assert.deepEqual(
      badges(renderView(<ProductCard product={product({ is_new_from: day(-3), is_new_to: day(3) })} />, 'fr-be')),
      ['new:Nouveau'],
    );
    assert.deepEqual(
      badges(renderView(<ProductCard product={product({ is_new_from: day(-30), is_new_to: day(-2) })} />, 'fr-be')),
      [],
    );
    assert.deepEqual(
      badges(renderView(<ProductCard product={product({ is_new_from: day(2), is_new_to: day(30) })} />, 'fr-be')),
      [],
    );
  });

  it('shows the other badges in order, the out-of-stock one with the label the data gives', () => {
    const view = renderView(
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
    assert.deepEqual(badges(view), [
      'new-formula:Nouvelle formule',
      'promoted:Recommandé',
      'special-offer:Offre spéciale',
      'out-of-stock:Bientôt de retour',
    ]);
    assert.equal(renderView(<ProductCard product={product()} />, 'fr-be').queryAllByRole('list').length, 0);
  });

  it('translates the badges', () => {
    const view = renderView(<ProductCard product={product({ promoted: true, special_offer: true })} />, 'it-it');
    assert.deepEqual(badges(view), ['promoted:Consigliato', 'special-offer:Offerta speciale']);
  });

  it('shows its own price, and the public price struck through when it is lower', () => {
    const price = { ...home.products[0]!.price, public: 21.9, own: 17.9 };
    const discounted = renderView(<ProductCard product={product({ price })} />, 'fr-be');
    const [publicPrice, ownPrice] = priceOf(discounted).children;
    assert.ok(discounted.getByRole('deletion') === publicPrice, 'the public price is struck through');
    assert.equal(publicPrice!.textContent, 'Prix public conseillé 21,90\u00a0€');
    assert.equal(ownPrice!.textContent, 'Votre prix 17,90\u00a0€');
    for (const label of ['Prix public conseillé', 'Votre prix'])
      assert.equal(discounted.getByText(label).className, 'card-visually-hidden', label);
    const plain = renderView(<ProductCard product={product({ price: { ...price, public: 15, own: 15 } })} />, 'fr-be');
    assert.equal(priceOf(plain).textContent, '15\u00a0€');
    assert.equal(plain.queryAllByRole('deletion').length, 0);
  });

  it('shows the card without a link when the slug fits no route', () => {
    const item = product({ slug: 'Not A Slug' });
    const view = renderView(<ProductCard product={item} />, 'fr-be');
    assert.equal(view.queryAllByRole('link', { name: item.name }).length, 0);
    assert.ok(view.getByRole('heading', { level: 3, name: item.name }));
  });
});

describe('NeedCard', () => {
  it('links the need title to its page, beside a decorative pictogram', () => {
    const need = home.needs[0]!;
    const view = renderView(<NeedCard need={need} />, 'fr-be');
    assert.equal(view.getByRole('link', { name: need.title }).getAttribute('href'), `/fr/besoin/${need.slug}`);
    const pictogram = view.getByRole('presentation');
    assert.deepEqual(
      ['src', 'alt', 'width', 'height'].map((name) => pictogram.getAttribute(name)),
      [need.need.picto.url, '', '140', '140'],
    );
  });
});

describe('PageCard', () => {
  it('shows an advice article with its theme, date and summary, linked to its page', () => {
    const page = home.advice[0]!;
    const view = renderView(<PageCard page={page} />, 'fr-be');
    assert.equal(view.getByRole('link', { name: page.title }).getAttribute('href'), `/fr/conseil/${page.slug}`);
    assert.ok(page.theme);
    assert.equal(view.getByText(page.theme.title, { selector: 'p' }).className, 'card-eyebrow');
    assert.equal(view.getByRole('time').getAttribute('datetime'), page.published_at);
    assert.equal(view.getByText(page.summary, { selector: 'p' }).className, 'card-summary');
  });

  it('writes the date in the locale’s words', () => {
    const page = { ...home.news[0]!, published_at: '2025-11-18' };
    const date = (locale: Locale) => renderView(<PageCard page={page} />, locale).getByRole('time').textContent;
    assert.equal(date('fr-be'), '18 novembre 2025');
    assert.equal(date('it-it'), '18 novembre 2025');
    assert.equal(date('de-de'), '18. November 2025');
  });
});

describe('RelatedPages', () => {
  it('lists the pages under the product page’s heading', () => {
    const view = renderView(<RelatedPages pages={home.advice} />, 'fr-be');
    const section = within(view.getByRole('region', { name: 'Articles associés' }));
    assert.equal(section.getByRole('heading', { level: 2 }).id, 'related-pages-heading');
    assert.equal(section.getAllByRole('article').length, home.advice.length);
  });

  it('renders nothing without pages', () => {
    assert.equal(renderView(<RelatedPages pages={[]} />, 'fr-be').container.childNodes.length, 0);
  });
});
