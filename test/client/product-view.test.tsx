// The product detail views, rendered as the server renders them, with products and FAQs the
// embedded catalog answers from the real seed.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { z } from 'zod';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { ProductDetail } from '../../client/components/product/product-detail.tsx';
import { ProductFaq } from '../../client/components/product/product-faq.tsx';
import { productJsonLd } from '../../client/components/product/product-json-ld.ts';
import { type FaqEntry, faqEntrySchema } from '../../shared/schemas/brand.ts';
import { wrapped } from '../../shared/schemas/common.ts';
import { type Product, productSchema } from '../../shared/schemas/product.ts';
import { renderHtml } from '../helpers/render-view.tsx';

const SHOP = { be: 1, ch: 2, it: 5 } as const;
const NOW = new Date('2025-05-01T10:00:00Z');

let catalog: Catalog | undefined;
let dataDir = '';

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-product-view-'));
  catalog = await createCatalog({ dataDir, now: () => NOW });
});
after(async () => {
  catalog?.close();
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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};

/** The text a reader sees in an HTML fragment. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .trim();
}

/** The texts of every `<tag>` element of the HTML, in order (no nesting of the same tag). */
function texts(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => text(match[1]!));
}

const detail = (value: Product, locale: Parameters<typeof renderHtml>[1] = 'fr-be', now = NOW) =>
  renderHtml(<ProductDetail product={value} now={now} />, locale);

describe('product detail', () => {
  it('titles the page with the product name, focusable after navigation, and names the brand', async () => {
    const html = detail(await product(1));
    assert.match(html, /<h1 id="main-heading" tabindex="-1"[^>]*>Symbiora Transit<\/h1>/);
    assert.ok(texts(html, 'p').includes('Symbiora'));
  });

  it('shows every section of the product in French, each titled by its heading', async () => {
    const html = detail(await product(1));
    assert.deepEqual(texts(html, 'h2'), [
      'Description',
      "Conditions d'utilisation et conseils",
      "Précautions d'emploi",
      'Ingrédients',
      'Analyse nutritionnelle',
      'Conservation',
      'Formats disponibles',
    ]);
    assert.deepEqual(texts(html, 'h3'), ['Conditionnements']);
    for (const [, labelledBy] of html.matchAll(/<section[^>]*aria-labelledby="([^"]+)"/g)) {
      assert.match(html, new RegExp(`<h2 id="${labelledBy}"`));
    }
  });

  it('shows every section of the product in Italian', async () => {
    const html = detail(await product(1, SHOP.it, 'it'), 'it-it');
    assert.deepEqual(texts(html, 'h2'), [
      'Descrizione',
      "Modalità d'uso e consigli",
      'Avvertenze',
      'Ingredienti',
      'Analisi nutrizionale',
      'Conservazione',
      'Formati disponibili',
    ]);
    assert.deepEqual(texts(html, 'h3'), ['Confezioni']);
    assert.ok(texts(html, 'li').includes('Confezione da 30 capsule19,90\u00a0€'));
  });

  it('writes the usage and the advice in the same section', async () => {
    const value = await product(1);
    const html = detail(value);
    const usage = /<section id="product-usage"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    assert.deepEqual(texts(usage, 'p'), [value.usage, value.advice]);
  });

  it('lays out the nutritional analysis as a table with its column headings, rows, marks and footnotes', async () => {
    const html = detail(await product(36));
    assert.deepEqual(texts(html, 'caption'), ['Vitalance Vitamine C 500 : valeurs nutritionnelles']);
    assert.deepEqual(texts(html, 'th').slice(0, 3), [
      'Composant',
      'Pour 1 comprimé à croquer (dose journalière)',
      '% VNR',
    ]);
    assert.match(html, /<abbr title="VNR : valeurs nutritionnelles de référence">% VNR<\/abbr>/);
    assert.deepEqual(texts(html, 'tr').slice(1), ['Vitamine C*500 mg625 %', "Bioflavonoïdes d'agrumes**50 mg"]);
    assert.deepEqual(texts(html, 'sup').slice(0, 2), ['*', '**']);
    const footnotes = texts(/<ul class="product-nutrition__footnotes">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '', 'li');
    assert.deepEqual(footnotes, [
      '* VNR : valeurs nutritionnelles de référence pour un adulte.',
      '** Pas de valeur nutritionnelle de référence établie.',
    ]);
  });

  it('leaves the reference-value column out when no row has a reference value, and marks each footnote of a row', async () => {
    const html = detail(await product(1));
    assert.deepEqual(texts(html, 'th').slice(0, 2), ['Composant', 'Pour 1 gélule (dose journalière)']);
    assert.doesNotMatch(html, /% VNR/);
    assert.match(html, /Bifidobacterium lactis<sup[^>]*>\*\*<\/sup> <sup[^>]*>\*\*\*<\/sup>/);
  });

  it('shows the own price and, when it differs, the recommended public price, as SPEC §9 writes prices', async () => {
    const html = detail(await product(16));
    const price = text(/<p class="product-price">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '');
    assert.equal(price, 'Votre prix 10,90\u00a0€ Prix public conseillé 12,90\u00a0€');
    assert.match(html, /<s>12,90\u00a0€<\/s>/);
  });

  it('shows a single price when the own price is the public price', async () => {
    const html = detail(await product(7));
    assert.equal(text(/<p class="product-price">[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''), '12,90\u00a0€');
    assert.doesNotMatch(html, /Prix public conseillé/);
  });

  it('prices in Swiss francs on the Swiss site, volume discounts and conditionings too', async () => {
    const html = detail(await product(1, SHOP.ch, 'fr'), 'fr-ch');
    assert.equal(text(/<p class="product-price">[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''), '21,90\u00a0CHF');
    assert.ok(texts(html, 'li').includes('À partir de 2 boîtes : 20,90\u00a0CHF la boîte'));
    assert.ok(texts(html, 'li').includes('Boîte de 60 gélules37,90\u00a0CHF'));
  });

  it('lists the volume discounts and the course duration', async () => {
    const html = detail(await product(1));
    const tiers = texts(/<ul class="product-volume-discounts">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '', 'li');
    assert.deepEqual(tiers, [
      'À partir de 2 boîtes : 18,90\u00a0€ la boîte',
      'À partir de 3 boîtes : 17,90\u00a0€ la boîte',
    ]);
    assert.ok(texts(html, 'p').includes('Cure de 30 jours'));
  });

  it('shows the large packshot with its size and alt text, as WebP when the browser takes it', async () => {
    const value = await product(1);
    const png = detail(value);
    assert.match(
      png,
      /<img[^>]*src="\/api\/v1\/images\/products\/1-600.png" alt="Symbiora Transit" width="600" height="600"/,
    );
    const webp = renderHtml(<ProductDetail product={value} now={NOW} />, 'fr-be', { webp: true });
    assert.match(webp, /src="\/api\/v1\/media\/products\/1-600.webp"/);
  });

  it("shows the new badge only while now lies within the product's new window", async () => {
    const value = await product(5); // new from 2025-03-01 to 2025-08-31
    assert.ok(texts(detail(value, 'fr-be', new Date('2025-05-01T10:00:00Z')), 'li').includes('Nouveau'));
    assert.ok(!texts(detail(value, 'fr-be', new Date('2025-09-01T10:00:00Z')), 'li').includes('Nouveau'));
    assert.ok(!texts(detail(value, 'fr-be', new Date('2025-02-28T10:00:00Z')), 'li').includes('Nouveau'));
  });

  it('shows the new-formula, promoted, special-offer and out-of-stock badges of the product', async () => {
    const badges = async (id: number) =>
      texts(/<ul class="product-badges">[\s\S]*?<\/ul>/.exec(detail(await product(id)))?.[0] ?? '', 'li');
    assert.deepEqual(await badges(1), ['Nouvelle formule']);
    assert.deepEqual(await badges(8), ['Recommandé']);
    assert.deepEqual(await badges(2), ['Offre spéciale']);
    assert.deepEqual(await badges(7), ['Temporairement indisponible']);
    assert.doesNotMatch(detail(await product(3)), /product-badges/);
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
    const html = detail(value);
    assert.deepEqual(texts(html, 'h2'), ['Description', 'Ingrédients', 'Formats disponibles']);
    assert.doesNotMatch(html, /<table/);
  });

  it('writes a text of several lines as as many paragraphs', async () => {
    const value = { ...(await product(1)), description: 'Premier paragraphe.\n\nSecond paragraphe.' };
    const description = /<section id="product-description"[\s\S]*?<\/section>/.exec(detail(value))?.[0] ?? '';
    assert.deepEqual(texts(description, 'p'), ['Premier paragraphe.', 'Second paragraphe.']);
  });
});

describe('product FAQ', () => {
  it('titles the questions and folds each answer under its question', async () => {
    const entries = await faqs(1);
    const html = renderHtml(<ProductFaq faqs={entries} />);
    assert.deepEqual(texts(html, 'h2'), ['Questions fréquentes']);
    assert.match(html, /<section id="product-faq"[^>]*aria-labelledby="product-faq-heading"/);
    assert.equal(html.match(/<details/g)?.length, entries.length);
    assert.deepEqual(
      texts(html, 'summary'),
      entries.map((entry) => entry.question),
    );
    assert.ok(texts(html, 'p').includes(entries[0]!.answer));
  });

  it('renders nothing without questions', () => {
    assert.equal(renderHtml(<ProductFaq faqs={[]} />), '');
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
