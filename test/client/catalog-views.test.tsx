// The catalogue's views as a visitor reads them: the needs and their sub-needs, a need's header
// and introduction, a product's questions (or the lack of them), and a brand's or need's first
// products.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { hasPage } from '../../client/app/page-registry.ts';
import { ListedProducts } from '../../client/components/catalog/listed-products.tsx';
import { NeedHeader } from '../../client/components/catalog/need-header.tsx';
import { NeedIntro } from '../../client/components/catalog/need-intro.tsx';
import { NeedsOverview } from '../../client/components/catalog/needs-overview.tsx';
import { ProductQaView } from '../../client/components/catalog/product-qa-view.tsx';
import type { Need } from '../../shared/schemas/need.ts';
import type { Product, ProductListItem } from '../../shared/schemas/product.ts';
import { renderView, type View } from '../helpers/render-view.tsx';

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
  description: `${title}\u00a0: description.`,
  intro: id === 1 ? 'Premier paragraphe.\n\nDeuxième paragraphe.' : '',
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

/** The href of a link found by its accessible name. */
const hrefOf = (view: View, name: string) => view.getByRole('link', { name }).getAttribute('href');

describe('the needs overview', () => {
  it('lists the top-level needs, each linked, with its sub-needs linked under it', () => {
    const view = renderView(<NeedsOverview needs={NEEDS} />);
    assert.deepEqual(
      view
        .getAllByRole('heading', { level: 2 })
        .map((heading) => within(heading).getByRole('link').getAttribute('href')),
      ['/fr/besoin/confort-digestif', '/fr/besoin/sommeil'],
    );
    const children = within(view.getByRole('list', { name: 'Précisez votre besoin\u00a0: Confort digestif' }));
    assert.deepEqual(
      children.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent),
      ['Transit intestinal'],
    );
    assert.equal(hrefOf(view, 'Transit intestinal'), '/fr/besoin/transit-intestinal');
    assert.equal(
      view.queryAllByRole('list', { name: 'Précisez votre besoin\u00a0: Sommeil' }).length,
      0,
      'no empty list of sub-needs',
    );
  });
});

describe("a need's header", () => {
  it('is the page h1, with its sub-needs as a named navigation', () => {
    const view = renderView(<NeedHeader need={DIGESTION} />, 'it-it');
    const title = view.getByRole('heading', { level: 1, name: 'Confort digestif' });
    assert.deepEqual([title.id, title.getAttribute('tabindex')], ['main-heading', '-1']);
    const nav = view.getByRole('navigation', { name: 'Specifichi la Sua esigenza' });
    assert.ok(
      nav.firstElementChild === view.getByRole('heading', { level: 2, name: 'Specifichi la Sua esigenza' }),
      'the navigation opens with its heading',
    );
    assert.equal(
      within(nav).getByRole('link', { name: 'Transit intestinal' }).getAttribute('href'),
      '/esigenza/transit-intestinal',
    );
    assert.equal(renderView(<NeedHeader need={NEEDS[2]!} />).queryAllByRole('navigation').length, 0);
  });
});

describe("a need's introduction", () => {
  it('is a section named by its heading, one paragraph a block of the text', () => {
    const view = renderView(<NeedIntro need={DIGESTION} />, 'de-de');
    const section = view.getByRole('region', { name: 'Gut zu wissen: Confort digestif' });
    assert.deepEqual(
      [...section.querySelectorAll('p')].map((paragraph) => paragraph.textContent),
      ['Premier paragraphe.', 'Deuxième paragraphe.'],
    );
  });

  it('is left out when the need has none', () => {
    assert.equal(renderView(<NeedIntro need={NEEDS[2]!} />).queryAllByRole('region').length, 0);
  });
});

describe("a product's questions and answers", () => {
  // The contact link shows once the site has a contact page (page-registry.ts), never as a 404.
  const contact = hasPage('contact');

  it('shows the questions, folded, with the way back to the product and to the contact form', () => {
    const view = renderView(
      <ProductQaView
        product={PRODUCT}
        faqs={[{ id: 1, question: 'Faut-il le conserver au frais\u202f?', answer: 'Non.' }]}
      />,
    );
    assert.equal(
      view.getByRole('heading', { level: 1, name: 'Symbiora Équilibre\u00a0: questions et réponses' }).id,
      'main-heading',
    );
    const question = view.getByText('Faut-il le conserver au frais ?');
    assert.equal(question.tagName, 'SUMMARY');
    assert.equal((question.parentElement as HTMLDetailsElement).open, false);
    assert.equal(hrefOf(view, 'Voir la fiche produit Symbiora Équilibre'), '/fr/produit/symbiora-equilibre');
    const contactLink = view.queryByRole('link', { name: 'Contactez-nous' });
    assert.equal(contactLink?.getAttribute('href') ?? null, contact ? '/fr/contactez-nous' : null);
    if (contactLink) assert.equal(contactLink.className, 'button button--secondary');
  });

  it('says there are no questions yet, and still leads to the contact form', () => {
    const view = renderView(<ProductQaView product={PRODUCT} faqs={[]} />, 'es-es');
    assert.equal(
      view.getByText('Todavía no se ha hecho ninguna pregunta sobre este producto.').className,
      'catalog-empty',
    );
    assert.equal(view.queryAllByRole('group').length, 0, 'no question to fold');
    assert.equal(
      view.queryByRole('link', { name: 'Contáctenos' })?.getAttribute('href') ?? null,
      contact ? '/contacto' : null,
    );
  });
});

describe("a brand's or need's first products", () => {
  const all = { href: '/fr/produits/-marque--symbiora', label: 'Voir tous les produits Symbiora' };
  const page = (total: number, items: ProductListItem[]) => ({ items, total, page: 1, perPage: 12 });

  it('link to the whole filtered list only when there are more than shown', () => {
    const brandProducts = (total: number) =>
      renderView(
        <ListedProducts
          id="brand-products"
          title="Les produits Symbiora"
          list={page(total, [ITEM])}
          all={all}
          empty="Aucun"
        />,
      );
    assert.equal(hrefOf(brandProducts(14), 'Voir tous les produits Symbiora'), '/fr/produits/-marque--symbiora');
    assert.equal(brandProducts(1).queryAllByRole('link', { name: /Voir tous/ }).length, 0);
  });

  it('say so when there are none', () => {
    const view = renderView(
      <ListedProducts
        id="need-products"
        title="Produits"
        list={page(0, [])}
        all={all}
        empty="Aucun produit pour ce besoin."
      />,
    );
    assert.equal(view.getByText('Aucun produit pour ce besoin.').className, 'catalog-empty');
    assert.equal(view.queryAllByRole('list').length, 0, 'no grid of cards');
  });
});
