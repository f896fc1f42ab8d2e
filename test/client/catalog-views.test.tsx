// The catalogue's views as a visitor reads them: the needs and their sub-needs, a need's header,
// a product's questions (or the lack of them), and a brand's or need's first products.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { hasPage } from '../../client/app/page-registry.ts';
import { ListedProducts } from '../../client/components/catalog/listed-products.tsx';
import { NeedHeader } from '../../client/components/catalog/need-header.tsx';
import { NeedsOverview } from '../../client/components/catalog/needs-overview.tsx';
import { ProductQaView } from '../../client/components/catalog/product-qa-view.tsx';
import type { Need } from '../../shared/schemas/need.ts';
import type { Product, ProductListItem } from '../../shared/schemas/product.ts';
import { renderHtml } from '../helpers/render-view.tsx';

const picto = { url: '/api/v1/images/needs/1-140.png', alt: '' };
const need = (
  id: number,
  slug: string,
  title: string,
  parent: number | null,
  children: Need['children'] = [],
): Need => ({
  id,
  slug,
  title,
  description: `${title} : description.`,
  need: { label: title, picto, parent },
  children,
});
const DIGESTION = need(1, 'confort-digestif', 'Confort digestif', null, [
  { id: 13, title: 'Transit intestinal', slug: 'transit-intestinal' },
]);
const NEEDS = [DIGESTION, need(13, 'transit-intestinal', 'Transit intestinal', 1), need(3, 'sommeil', 'Sommeil', null)];

const image = { url: '/api/v1/images/products/8-140.png', alt: 'Symbiora Équilibre' };
const ITEM: ProductListItem = {
  id: 8,
  name: 'Symbiora Équilibre',
  slug: 'symbiora-equilibre',
  brand: { id: 1, name: 'Symbiora', slug: 'symbiora', color: '#2e7d6b', logo: image },
  promoted: false,
  is_new_from: null,
  is_new_to: null,
  is_new_formulae: false,
  special_offer: false,
  out_of_stock_label: null,
  price: { public: 24.9, own: 24.9, currency: { code: 'EUR', symbol: '€' } },
  caracteristics: { small_image: { value: image }, image: { value: image }, large_image: { value: image } },
  needs: [],
  galenic_form: { id: 1, label: 'Gélule', slug: 'gelule' },
};
const PRODUCT = { ...ITEM } as unknown as Product;

describe('the needs overview', () => {
  it('lists the top-level needs, each linked, with its sub-needs linked under it', () => {
    const html = renderHtml(<NeedsOverview needs={NEEDS} />);
    assert.deepEqual(
      [...html.matchAll(/<h2[^>]*><a href="([^"]+)">/g)].map((match) => match[1]),
      ['/fr/besoin/confort-digestif', '/fr/besoin/sommeil'],
    );
    assert.match(
      html,
      /<ul class="need-family__children" aria-label="Précisez votre besoin : Confort digestif"><li><a href="\/fr\/besoin\/transit-intestinal">Transit intestinal<\/a><\/li><\/ul>/,
    );
    assert.doesNotMatch(html, /aria-label="Précisez votre besoin : Sommeil"/, 'no empty list of sub-needs');
  });
});

describe("a need's header", () => {
  it('is the page h1, with its sub-needs as a named navigation', () => {
    const html = renderHtml(<NeedHeader need={DIGESTION} />, 'it-it');
    assert.match(html, /<h1 id="main-heading" tabindex="-1" class="need-header__title">Confort digestif<\/h1>/);
    assert.match(
      html,
      /<nav class="need-header__children" aria-labelledby="sub-needs-heading"><h2 id="sub-needs-heading" class="need-header__children-title">Specifica la tua esigenza<\/h2><ul><li><a href="\/esigenza\/transit-intestinal">/,
    );
    assert.doesNotMatch(renderHtml(<NeedHeader need={NEEDS[2]!} />), /<nav/);
  });
});

describe("a product's questions and answers", () => {
  // The contact link shows once the site has a contact page (page-registry.ts), never as a 404.
  const contact = hasPage('contact');

  it('shows the questions, folded, with the way back to the product and to the contact form', () => {
    const html = renderHtml(
      <ProductQaView
        product={PRODUCT}
        faqs={[{ id: 1, question: 'Faut-il le conserver au frais ?', answer: 'Non.' }]}
      />,
    );
    assert.match(html, /<h1 id="main-heading"[^>]*>Symbiora Équilibre : questions et réponses<\/h1>/);
    assert.match(html, /<summary class="faq-list__question">Faut-il le conserver au frais \?<\/summary>/);
    assert.match(html, /<a href="\/fr\/produit\/symbiora-equilibre">Voir la fiche produit Symbiora Équilibre<\/a>/);
    (contact ? assert.match : assert.doesNotMatch)(
      html,
      /<a class="button button--secondary" href="\/fr\/contactez-nous">Contactez-nous<\/a>/,
    );
  });

  it('says there are no questions yet, and still leads to the contact form', () => {
    const html = renderHtml(<ProductQaView product={PRODUCT} faqs={[]} />, 'es-es');
    assert.match(html, /<p class="catalog-empty">Todavía no se ha hecho ninguna pregunta sobre este producto.<\/p>/);
    assert.doesNotMatch(html, /faq-list/);
    (contact ? assert.match : assert.doesNotMatch)(html, /href="\/contacto">Contáctenos<\/a>/);
  });
});

describe("a brand's or need's first products", () => {
  const all = { href: '/fr/produits/-marque--symbiora', label: 'Voir tous les produits Symbiora' };
  const page = (total: number, items: ProductListItem[]) => ({ items, total, page: 1, perPage: 12 });

  it('link to the whole filtered list only when there are more than shown', () => {
    assert.match(
      renderHtml(
        <ListedProducts
          id="brand-products"
          title="Les produits Symbiora"
          list={page(14, [ITEM])}
          all={all}
          empty="Aucun"
        />,
      ),
      /<a href="\/fr\/produits\/-marque--symbiora">Voir tous les produits Symbiora<\/a>/,
    );
    assert.doesNotMatch(
      renderHtml(
        <ListedProducts
          id="brand-products"
          title="Les produits Symbiora"
          list={page(1, [ITEM])}
          all={all}
          empty="Aucun"
        />,
      ),
      /Voir tous/,
    );
  });

  it('say so when there are none', () => {
    const html = renderHtml(
      <ListedProducts
        id="need-products"
        title="Produits"
        list={page(0, [])}
        all={all}
        empty="Aucun produit pour ce besoin."
      />,
    );
    assert.match(html, /<p class="catalog-empty">Aucun produit pour ce besoin.<\/p>/);
    assert.doesNotMatch(html, /card-grid/);
  });
});
