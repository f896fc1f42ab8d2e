// The product detail views, rendered as the server renders them, with products and FAQs the
// embedded catalog answers from the real seed.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import { z } from 'zod';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { ProductDetail } from '../../client/components/product/product-detail.tsx';
import { ProductFaq } from '../../client/components/product/product-faq.tsx';
import { productJsonLd } from '../../client/components/product/product-json-ld.ts';
import type { Locale } from '../../config/locales.ts';
import { type FaqEntry, faqEntrySchema } from '../../shared/schemas/brand.ts';
import { wrapped } from '../../shared/schemas/common.ts';
import { type Product, productSchema } from '../../shared/schemas/product.ts';
import { renderView, type View } from '../helpers/render-view.tsx';

const SHOP = { be: 1, ch: 2, it: 5 } as const;
const NOW = new Date('2025-05-01T10:00:00Z');

let catalog: Catalog | undefined;
let dataDir = '';

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-product-view-'));
  catalog = await createCatalog({ dataDir, now: () => NOW });
});
after(async () => {
  await catalog?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function answer<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  shopId: number,
  lang: string,
): Promise<z.output<S>> {
  if (!catalog) throw new Error('the catalog opens before the tests');
  const response = await catalog.fetch(new Request(`http://catalog.test/api/v1${path}?shop_id=${shopId}&lang=${lang}`));
  assert.equal(response.status, 200, path);
  return z.parse(schema, await response.json());
}

const product = async (id: number, shopId: number = SHOP.be, lang = 'fr'): Promise<Product> =>
  (await answer(wrapped(productSchema), `/product/${id}`, shopId, lang)).data;
const faqs = async (id: number): Promise<FaqEntry[]> =>
  (await answer(wrapped(z.array(faqEntrySchema)), `/products/${id}/faqs`, SHOP.be, 'fr')).data;

/** The text of every element the selector finds, in the order of the page. */
const texts = (root: View | Element, selector: string) =>
  [...('container' in root ? root.container : root).querySelectorAll(selector)].map((element) => element.textContent);

/** The text of every heading of this level. */
const headings = (view: View, level: number) =>
  view.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** The product's own offer (not a conditioning's). */
const priceOf = (view: View) => view.container.querySelector('.product-detail__offer .product-price')!;

const detail = (value: Product, locale: Locale = 'fr-be', now = NOW) =>
  renderView(<ProductDetail product={value} now={now} />, locale);

describe('product detail', () => {
  it('titles the page with the product name, focusable after navigation, and names the brand', async () => {
    const view = detail(await product(1));
    const title = view.getByRole('heading', { level: 1, name: 'Symbiora Transit' });
    assert.deepEqual([title.id, title.getAttribute('tabindex')], ['main-heading', '-1']);
    assert.ok(view.getByText('Symbiora', { selector: 'p' }));
  });

  it('shows every section of the product in French, each titled by its heading', async () => {
    const view = detail(await product(1));
    assert.deepEqual(headings(view, 2), [
      'Description',
      "Conditions d'utilisation et conseils",
      "Précautions d'emploi",
      'Ingrédients',
      'Analyse nutritionnelle',
      'Conservation',
      'Formats disponibles',
    ]);
    assert.deepEqual(headings(view, 3), ['Conditionnements']);
    const sections = [...view.container.querySelectorAll('section')];
    assert.equal(view.getAllByRole('region').length, sections.length, 'every section is a named region');
    for (const section of sections) {
      const labelledBy = section.getAttribute('aria-labelledby')!;
      assert.equal(view.container.ownerDocument.getElementById(labelledBy)?.tagName, 'H2', section.id);
    }
  });

  it('shows every section of the product in Italian', async () => {
    const view = detail(await product(1, SHOP.it, 'it'), 'it-it');
    assert.deepEqual(headings(view, 2), [
      'Descrizione',
      "Modalità d'uso e consigli",
      'Avvertenze',
      'Ingredienti',
      'Analisi nutrizionale',
      'Conservazione',
      'Formati disponibili',
    ]);
    assert.deepEqual(headings(view, 3), ['Confezioni']);
    assert.ok(texts(view, 'li').includes('Confezione da 30 capsule19,90\u00a0€'));
  });

  it('writes the usage and the advice in the same section', async () => {
    const value = await product(1);
    const usage = detail(value).getByRole('region', { name: "Conditions d'utilisation et conseils" });
    assert.deepEqual(texts(usage, 'p'), [value.usage, value.advice]);
  });

  it('lays out the nutritional analysis as a table with its column headings, rows, marks and footnotes', async () => {
    const view = detail(await product(36));
    assert.equal(view.getAllByRole('table').length, 1);
    const table = within(view.getByRole('table', { name: 'Vitalance Vitamine C 500\u00a0: valeurs nutritionnelles' }));
    assert.deepEqual(
      table
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((header) => header.textContent),
      ['Composant', 'Pour 1 comprimé à croquer (dose journalière)', '% VNR'],
    );
    const nrv = table.getByTitle('VNR : valeurs nutritionnelles de référence');
    assert.deepEqual([nrv.tagName, nrv.textContent], ['ABBR', '% VNR']);
    assert.deepEqual(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
      ['Vitamine C*500 mg625\u00a0%', "Bioflavonoïdes d'agrumes**50 mg"],
    );
    assert.deepEqual(texts(view, 'sup').slice(0, 2), ['*', '**']);
    assert.deepEqual(texts(view, '.product-nutrition__footnotes li'), [
      '* VNR\u00a0: valeurs nutritionnelles de référence pour un adulte.',
      '** Pas de valeur nutritionnelle de référence établie.',
    ]);
  });

  it('leaves the reference-value column out when no row has a reference value, and marks each footnote of a row', async () => {
    const view = detail(await product(1));
    assert.deepEqual(
      view
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((header) => header.textContent),
      ['Composant', 'Pour 1 gélule (dose journalière)'],
    );
    assert.equal(view.queryAllByText(/% VNR/).length, 0);
    const lactis = view.getAllByRole('rowheader').find((header) => header.textContent!.startsWith('Bifidobacterium'));
    assert.equal(lactis?.textContent, 'Bifidobacterium lactis** ***');
    assert.deepEqual(texts(lactis!, 'sup'), ['**', '***']);
  });

  it('shows the own price and, when it differs, the recommended public price, as SPEC §9 writes prices', async () => {
    const view = detail(await product(16));
    const price = priceOf(view);
    assert.equal(price.textContent, 'Votre prix 10,90\u00a0€ Prix public conseillé 12,90\u00a0€');
    assert.deepEqual(texts(price, 's'), ['12,90\u00a0€']);
  });

  it('shows a single price when the own price is the public price', async () => {
    const view = detail(await product(7));
    assert.equal(priceOf(view).textContent, '12,90\u00a0€');
    assert.equal(view.queryAllByText(/Prix public conseillé/).length, 0);
  });

  it('prices in Swiss francs on the Swiss site, volume discounts and conditionings too', async () => {
    const view = detail(await product(1, SHOP.ch, 'fr'), 'fr-ch');
    assert.equal(priceOf(view).textContent, '21,90\u00a0CHF');
    assert.ok(texts(view, 'li').includes('À partir de 2 boîtes\u00a0: 20,90\u00a0CHF la boîte'));
    assert.ok(texts(view, 'li').includes('Boîte de 60 gélules37,90\u00a0CHF'));
  });

  it('lists the volume discounts and the course duration', async () => {
    const view = detail(await product(1));
    assert.deepEqual(texts(view, '.product-volume-discounts li'), [
      'À partir de 2 boîtes\u00a0: 18,90\u00a0€ la boîte',
      'À partir de 3 boîtes\u00a0: 17,90\u00a0€ la boîte',
    ]);
    assert.ok(view.getByText('Cure de 30 jours', { selector: 'p' }));
  });

  it('shows the large packshot with its size and alt text, as WebP when the browser takes it', async () => {
    const value = await product(1);
    const packshot = detail(value).getByRole('img', { name: 'Symbiora Transit' });
    assert.deepEqual(
      ['src', 'width', 'height'].map((name) => packshot.getAttribute(name)),
      ['/api/v1/images/products/1-600.png', '600', '600'],
    );
    const webp = renderView(<ProductDetail product={value} now={NOW} />, 'fr-be', { webp: true });
    assert.equal(
      webp.getByRole('img', { name: 'Symbiora Transit' }).getAttribute('src'),
      '/api/v1/media/products/1-600.webp',
    );
  });

  it("shows the new badge only while now lies within the product's new window", async () => {
    const value = await product(5); // new from 2025-03-01 to 2025-08-31
    const badged = (now: string) => texts(detail(value, 'fr-be', new Date(now)), 'li').includes('Nouveau');
    assert.ok(badged('2025-05-01T10:00:00Z'));
    assert.ok(!badged('2025-09-01T10:00:00Z'));
    assert.ok(!badged('2025-02-28T10:00:00Z'));
  });

  it('shows the new-formula, promoted, special-offer and out-of-stock badges of the product', async () => {
    const badges = async (id: number) => texts(detail(await product(id)), '.product-badges li');
    assert.deepEqual(await badges(1), ['Nouvelle formule']);
    assert.deepEqual(await badges(8), ['Recommandé']);
    assert.deepEqual(await badges(2), ['Offre spéciale']);
    assert.deepEqual(await badges(7), ['Temporairement indisponible']);
    assert.equal(detail(await product(3)).container.querySelectorAll('.product-badges').length, 0);
  });

  it('leaves out a section that has nothing to say', async () => {
    const value = {
      ...(await product(1)),
      precautions: '',
      usage: ' ',
      advice: '',
      storage: '\n',
      nutrition: { per: '', rows: [], footnotes: [] },
    };
    const view = detail(value);
    assert.deepEqual(headings(view, 2), ['Description', 'Ingrédients', 'Formats disponibles']);
    assert.equal(view.queryAllByRole('table').length, 0);
  });

  it('writes a text of several lines as as many paragraphs', async () => {
    const value = { ...(await product(1)), description: 'Premier paragraphe.\n\nSecond paragraphe.' };
    const description = detail(value).getByRole('region', { name: 'Description' });
    assert.deepEqual(texts(description, 'p'), ['Premier paragraphe.', 'Second paragraphe.']);
  });
});

describe('product FAQ', () => {
  it('titles the questions and folds each answer under its question', async () => {
    const entries = await faqs(1);
    const view = renderView(<ProductFaq faqs={entries} />);
    assert.deepEqual(headings(view, 2), ['Questions fréquentes']);
    assert.equal(view.getByRole('region', { name: 'Questions fréquentes' }).id, 'product-faq');
    assert.equal(view.getAllByRole('group').length, entries.length);
    assert.deepEqual(
      texts(view, 'details > summary'),
      entries.map((entry) => entry.question),
    );
    assert.ok(texts(view, 'p').includes(entries[0]!.answer));
  });

  it('renders nothing without questions', () => {
    assert.equal(renderView(<ProductFaq faqs={[]} />).container.childNodes.length, 0);
  });
});

describe('productJsonLd', () => {
  const url = 'https://be.vitrine.example/fr/produit/nutrivea-multivitamines';
  const image = 'https://be.vitrine.example/api/v1/images/products/16-600.png';

  it('describes the product and its offer at the own price, in the sale plan currency', async () => {
    const value = await product(16);
    const data = productJsonLd({ product: value, url, image });
    assert.deepEqual(JSON.parse(JSON.stringify(data)), {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nutrivea Multivitamines',
      description: value.description,
      image,
      sku: '16',
      productID: '16',
      url,
      brand: { '@type': 'Brand', name: value.brand.name },
      offers: { '@type': 'Offer', price: 10.9, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url },
    });
  });

  it('says out of stock when the product has an out-of-stock label, and CHF in Switzerland', async () => {
    assert.equal(
      productJsonLd({ product: await product(7), url, image }).offers.availability,
      'https://schema.org/OutOfStock',
    );
    const swiss = productJsonLd({ product: await product(1, SHOP.ch, 'fr'), url, image });
    assert.deepEqual([swiss.offers.price, swiss.offers.priceCurrency], [21.9, 'CHF']);
  });
});
