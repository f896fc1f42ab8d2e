// The cart page's code form through the whole app on the real seed (issue 20, SPEC §4, §8), in
// Belgium (fr-be) and Italy (it-it): every outcome of a promo code and of a medical follow-up
// (CSM) code said in the visitor's language, without JavaScript (the page again, with the message
// beside the form) and with it (the same form answered in JSON); the CSM code's free product from
// 60 €, once (a second CSM code refused as a second free product), never with an advantage code;
// a code applied twice; bad input on the cart's forms (quantities, forged lines and ids, a product
// out of stock, more boxes than a line holds); and the anonymous cart merged into the customer's
// at login (its cookie gone, the header's count kept).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Response } from 'supertest';

import { DEMO_PASSWORD } from '../../../catalog/seed/customers.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { CART_COOKIE } from '../../../server/shop/cart-cookie.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Cart } from '../../../shared/schemas/shop.ts';
import { type AccountBench, useAccountBench, Visitor } from '../forms/account-app.ts';
import { pageOf } from '../forms/form-app.ts';

const bench: AccountBench = useAccountBench();
const TEXTS = { fr, it: itTexts } as const;
const LOCALES = ['fr-be', 'it-it'] as const satisfies readonly Locale[];
type ShopLocale = (typeof LOCALES)[number];
const textsOf = (locale: ShopLocale) => TEXTS[LOCALE_INFO[locale].language as 'fr' | 'it'];
const hostOf = (locale: Locale) => `${locale.slice(3)}.localhost`;
const LOGINS = { 'fr-be': 'marie.dubois@example.be', 'it-it': 'giulia.rossi@example.it' } as const;

function site(locale: ShopLocale) {
  const { app, deps } = bench.open();
  const pathOf = (kind: RouteKind, params: Record<string, unknown> = {}) =>
    deps.routing.router().href(kind, params as never, locale)!;
  return { visitor: new Visitor(app, hostOf(locale)), deps, pathOf };
}

/** A product sold online in the locale's country, in stock, with its price per box (in cents). */
async function productToSell(deps: ReturnType<typeof site>['deps'], locale: ShopLocale) {
  const api = deps.content!.client(locale);
  const list = await api.products.list({ perPage: 30 });
  const candidates: Product[] = [];
  for (const item of list.items) {
    if (item.out_of_stock_label !== null) continue;
    const product = await api.products.get(item.id);
    if (product.conditionings.length > 0) candidates.push(product);
  }
  // The cheapest, so that one box stays under the thresholds (30 € for LIVRAISON, 60 € for CSM).
  const product = candidates.sort((a, b) => a.conditionings[0]!.price.own - b.conditionings[0]!.price.own)[0];
  assert.ok(product, `no product to sell in ${locale}`);
  const conditioning = product.conditionings[0]!;
  return { product, conditioning, priceCents: Math.round(conditioning.price.own * 100) };
}

/** The message the code form shows (without JavaScript), or ''. */
const codeMessageOf = (response: Response) =>
  pageOf(response).document.querySelector('.cart-code__form .cart-form__error')?.textContent?.trim() ?? '';
/** The cart a JSON answer carries in its state (what the page shows next), or undefined. */
function cartOf(response: Response): Cart | undefined {
  const state = response.body?.state as { queries?: { queryKey: unknown[]; state: { data: unknown } }[] } | undefined;
  return state?.queries?.find((query) => query.queryKey[0] === 'cart')?.state.data as Cart | undefined;
}

/** The header cart's count, as the page rendered it. */
const headerCountOf = (response: Response) =>
  pageOf(response).document.querySelector('.site-header a.cart-entry')?.getAttribute('data-count');

async function fillCart(locale: ShopLocale, boxes: (priceCents: number) => number) {
  const shop = site(locale);
  const { product, conditioning, priceCents } = await productToSell(shop.deps, locale);
  const productPath = shop.pathOf('product', { slug: product.slug });
  await shop.visitor.get(productPath);
  const added = await shop.visitor.post(productPath, {
    _form: 'cartAdd',
    product: String(product.id),
    conditioning: String(conditioning.id),
    quantity: String(boxes(priceCents)),
  });
  assert.equal(added.status, 303, added.text.slice(0, 300));
  const cartPath = shop.pathOf('cart');
  const page = await shop.visitor.get(cartPath);
  assert.equal(page.status, 200);
  return { ...shop, cartPath, product, conditioning, priceCents };
}

/** Enough boxes for at least `cents` of merchandise. */
const boxesFor = (cents: number) => (priceCents: number) => Math.ceil(cents / priceCents);

for (const locale of LOCALES) {
  const errors = textsOf(locale).product.shop.errors;

  describe(`the cart's code form (${locale})`, () => {
    for (const [code, error, status] of [
      ['NOPE-404', 'promo_invalid', 422],
      ['ETE2023', 'promo_invalid', 422],
      [`CSM-${locale.slice(3).toUpperCase()}-9999`, 'csm_invalid', 422],
      ['EPUISE', 'code_already_used', 409],
      ['BIENVENUE10', 'code_login_required', 403],
      ['X'.repeat(200), 'promo_invalid', 422],
    ] as const) {
      const named = code.length > 20 ? `a code of ${code.length} characters` : code;
      it(`says '${error}' for ${named}, without JavaScript and with it`, async () => {
        const { visitor, cartPath } = await fillCart(locale, () => 1);
        const refused = await visitor.post(cartPath, { _form: 'cartCode', code });
        assert.equal(refused.status, status);
        assert.equal(codeMessageOf(refused), errors[error]);
        assert.equal(shownCode(refused), code, 'what was typed stays in the field');
        const answered = await visitor.post(cartPath, { _form: 'cartCode', code }, { json: true });
        assert.equal(answered.status, status);
        assert.equal(answered.body.ok, false);
        assert.equal(answered.body.formError?.reason, error);
      });
    }

    it("says the condition is not met under the code's minimum, and applies it above, once", async () => {
      const under = await fillCart(locale, () => 1);
      assert.ok(under.priceCents < 3_000, 'one box of the cheapest product is under 30 €');
      const refused = await under.visitor.post(under.cartPath, { _form: 'cartCode', code: 'LIVRAISON' });
      assert.equal(refused.status, 422);
      assert.equal(codeMessageOf(refused), errors.code_condition_not_met);

      const over = await fillCart(locale, boxesFor(3_100));
      const applied = await over.visitor.post(over.cartPath, { _form: 'cartCode', code: ' livraison ' });
      assert.equal(applied.status, 303);
      assert.equal(applied.headers.location, `${over.cartPath}?done=cartCode`);
      const page = await over.visitor.get(applied.headers.location);
      assert.ok(page.text.includes(textsOf(locale).product.shop.done.cartCode), 'the page says the code was applied');
      assert.ok(page.text.includes('LIVRAISON'), 'the code is shown');
      // Applied twice: nothing changes, and nothing is refused.
      const again = await over.visitor.post(over.cartPath, { _form: 'cartCode', code: 'LIVRAISON' }, { json: true });
      assert.equal(again.status, 200);
      assert.equal(again.body.ok, true);
      assert.equal(cartOf(again)?.code?.code, 'LIVRAISON');
      assert.equal(cartOf(again)?.discount_cents, 0, 'free shipping only');
    });

    it('gives the CSM free product from 60 € to a customer, not with an advantage code, and keeps its count', async () => {
      const shop = site(locale);
      const { product, conditioning, priceCents } = await productToSell(shop.deps, locale);
      const { visitor, pathOf } = shop;
      await visitor.get(pathOf('myLogin'));
      const login = await visitor.post(pathOf('myLogin'), {
        _form: 'login',
        email: LOGINS[locale],
        password: DEMO_PASSWORD,
      });
      assert.equal(login.status, 303);
      const cartPath = pathOf('cart');
      const productPath = pathOf('product', { slug: product.slug });
      await visitor.get(productPath);
      await visitor.post(productPath, {
        _form: 'cartAdd',
        product: String(product.id),
        conditioning: String(conditioning.id),
        quantity: '1',
      });
      await visitor.get(cartPath);
      const csm = `CSM-${locale.slice(3).toUpperCase()}-0001`;
      const under = await visitor.post(cartPath, { _form: 'cartCode', code: csm });
      assert.equal(under.status, 422);
      assert.equal(codeMessageOf(under), errors.code_condition_not_met);

      const read = await visitor.post(cartPath, { _form: 'cartCodeRemove' }, { json: true });
      const lineId = cartOf(read)?.lines.find((each) => each.product_id === product.id && !each.free)?.id;
      assert.ok(lineId, 'the line of the product');
      const more = await visitor.post(
        cartPath,
        { _form: 'cartQuantity', line: String(lineId), quantity: String(Math.ceil(6_100 / priceCents)) },
        { json: true },
      );
      assert.equal(more.status, 200);
      // An advantage code is applied: the CSM code does not combine with it.
      const advantage = await visitor.post(cartPath, { _form: 'cartCode', code: 'LIVRAISON' }, { json: true });
      assert.equal(advantage.status, 200);
      await visitor.get(cartPath);
      const together = await visitor.post(cartPath, { _form: 'cartCode', code: csm });
      assert.equal(together.status, 409);
      assert.equal(codeMessageOf(together), errors.code_not_combinable);

      const removed = await visitor.post(cartPath, { _form: 'cartCodeRemove' }, { json: true });
      assert.equal(cartOf(removed)?.code, null);
      const given = await visitor.post(cartPath, { _form: 'cartCode', code: csm }, { json: true });
      assert.equal(given.status, 200);
      const cart = cartOf(given)!;
      assert.equal(cart.code?.kind, 'csm');
      assert.equal(cart.code?.outcome, 'valid');
      assert.ok(cart.code?.free_product, 'the code gives its free product (a line of the order, at no cost)');
      const page = await visitor.get(cartPath);
      assert.ok(page.text.includes(cart.code!.free_product!.name), 'the page names the free product');
      assert.equal(headerCountOf(page), String(cart.item_count));
    });
  });
}

/** The value the code field shows (what was typed, echoed). */
function shownCode(response: Response): string | null | undefined {
  return pageOf(response).document.querySelector('.cart-code__form input[name="code"]')?.getAttribute('value');
}

for (const locale of LOCALES) {
  const errors = textsOf(locale).product.shop.errors;
  const textOf = (response: Response) => pageOf(response).document.body.textContent ?? '';

  describe(`the cart's forms refuse bad input (${locale})`, () => {
    it('refuses quantities that are not 1 to 99 whole boxes, forged lines and ids, with the message and no change', async () => {
      const { visitor, cartPath, product, conditioning, pathOf } = await fillCart(locale, () => 2);
      const json = await visitor.post(cartPath, { _form: 'cartCodeRemove' }, { json: true });
      const lineId = String(cartOf(json)?.lines[0]?.id ?? '');
      assert.notEqual(lineId, '', 'the line of the two boxes');
      const before = await visitor.get(cartPath);
      const count = headerCountOf(before);
      assert.equal(count, '2');
      for (const quantity of ['-1', '0', '1000', '1.5', 'abc', '', '1e2', ' 2 3']) {
        const refused = await visitor.post(cartPath, { _form: 'cartQuantity', line: lineId, quantity });
        assert.equal(refused.status, 422, `quantity '${quantity}'`);
        assert.ok(textOf(refused).includes(errors.quantity), `the message for '${quantity}'`);
      }
      for (const line of ['999999', '-1', 'abc', '']) {
        const refused = await visitor.post(cartPath, { _form: 'cartRemove', line }, { json: true });
        assert.equal(refused.status, 404, `line '${line}'`);
        assert.equal(refused.body.formError?.reason, 'line_unknown');
      }
      // Without JavaScript, a line no longer in the cart (removed from another tab, say): the page says so.
      for (const form of ['cartRemove', 'cartQuantity']) {
        await visitor.get(cartPath);
        const gone = await visitor.post(cartPath, { _form: form, line: '999999', quantity: '2' });
        assert.equal(gone.status, 404, form);
        assert.equal(
          pageOf(gone).document.querySelector('.cart-page__refusal')?.textContent,
          errors.line_unknown,
          form,
        );
      }
      const productPath = pathOf('product', { slug: product.slug });
      for (const fields of [
        { product: String(product.id), conditioning: '999999' },
        { product: '999999', conditioning: String(conditioning.id) },
        { product: 'x', conditioning: String(conditioning.id) },
        { product: String(product.id), conditioning: '1.5' },
      ]) {
        const refused = await visitor.post(productPath, { _form: 'cartAdd', quantity: '1', ...fields }, { json: true });
        assert.equal(refused.status, 404, JSON.stringify(fields));
        assert.equal(refused.body.formError?.reason, 'product_unknown');
      }
      // The same quantities on the product page's form, with JavaScript and without.
      for (const quantity of ['-1', '0', '1000', '1.5', 'abc', '']) {
        const fields = {
          _form: 'cartAdd',
          product: String(product.id),
          conditioning: String(conditioning.id),
          quantity,
        };
        const answered = await visitor.post(productPath, fields, { json: true });
        assert.equal(answered.status, 422, `quantity '${quantity}'`);
        assert.ok(answered.body.errors?.quantity, `quantity '${quantity}' is the field refused`);
        await visitor.get(productPath);
        const refused = await visitor.post(productPath, fields);
        assert.equal(refused.status, 422, `quantity '${quantity}'`);
        assert.equal(
          pageOf(refused).document.querySelector('.buy__status--error')?.textContent,
          errors.quantity,
          `the message for '${quantity}'`,
        );
      }
      // A price sent with the form is not read: the line keeps the catalogue's price.
      const priced = await visitor.post(
        productPath,
        {
          _form: 'cartAdd',
          product: String(product.id),
          conditioning: String(conditioning.id),
          quantity: '1',
          price: '0.01',
          unit_price_cents: '1',
          total_cents: '1',
        },
        { json: true },
      );
      assert.equal(priced.status, 200);
      const line = cartOf(priced)?.lines.find((each) => String(each.id) === lineId);
      assert.equal(line?.quantity, 3, 'the box was added');
      // The price of 3 boxes in a cart of another visitor who forged nothing.
      const control = await fillCart(locale, () => 3);
      const controlCart = cartOf(
        await control.visitor.post(control.cartPath, { _form: 'cartCodeRemove' }, { json: true }),
      );
      assert.equal(line?.unit_price_cents, controlCart?.lines[0]?.unit_price_cents, 'at its own price');
      assert.equal(cartOf(priced)?.merchandise_cents, controlCart?.merchandise_cents);
      const after = await visitor.get(cartPath);
      assert.equal(headerCountOf(after), '3', 'nothing but that box changed the cart');
      assert.ok(!textOf(after).includes('0,01'));
    });
  });
}

for (const locale of LOCALES) {
  const errors = textsOf(locale).product.shop.errors;

  describe(`the cart's forms refuse what cannot be sold (${locale})`, () => {
    it('refuses a product out of stock, posted from its page, with the message and the cart unchanged', async () => {
      const { visitor, pathOf, deps, cartPath } = await fillCart(locale, () => 1);
      const api = deps.content!.client(locale);
      const { items } = await api.products.list({ perPage: 60 });
      const sold = items.find((item) => item.out_of_stock_label !== null);
      assert.ok(sold, `a product out of stock in ${locale}`);
      const product = await api.products.get(sold.id);
      const productPath = pathOf('product', { slug: product.slug });
      await visitor.get(productPath);
      // The page offers no way to add it: the form is forged from the product's own ids.
      const fields = {
        _form: 'cartAdd',
        product: String(product.id),
        conditioning: String(product.conditionings[0]?.id ?? 1),
        quantity: '1',
      };
      const refused = await visitor.post(productPath, fields);
      assert.equal(refused.status, 409);
      // The page's form says it too: the product's own out-of-stock words, or the refusal's.
      const said = pageOf(refused).document.querySelector('.buy__status--error')?.textContent?.trim();
      const texts = textsOf(locale).product;
      assert.ok(said === texts.shop.outOfStock || said === errors.out_of_stock, `the page says: ${said}`);
      const answered = await visitor.post(productPath, fields, { json: true });
      assert.equal(answered.status, 409);
      assert.equal(answered.body.formError?.reason, 'out_of_stock');
      assert.equal(headerCountOf(await visitor.get(cartPath)), '1', 'nothing was added');
    });

    it('refuses more boxes than are left, on the product page and on the cart line', async () => {
      const { visitor, pathOf, cartPath, product, conditioning } = await fillCart(locale, () => 1);
      const productPath = pathOf('product', { slug: product.slug });
      await visitor.get(productPath);
      const fields = { _form: 'cartAdd', product: String(product.id), conditioning: String(conditioning.id) };
      // Lines of at most 99 boxes: more than that in a line is a full cart, not a bad number.
      const many = await visitor.post(productPath, { ...fields, quantity: '99' }, { json: true });
      assert.equal(many.status, 409);
      assert.ok(['cart_full', 'out_of_stock'].includes(many.body.formError?.reason), many.body.formError?.reason);
      await visitor.get(productPath);
      const page = await visitor.post(productPath, { ...fields, quantity: '99' });
      assert.equal(page.status, 409);
      assert.ok(page.text.includes(escaped(errors[many.body.formError.reason as 'cart_full'])), 'the message shown');
      assert.equal(headerCountOf(await visitor.get(cartPath)), '1', 'nothing was added');
    });

    it('gives the CSM free product once, whether the code is applied twice or another CSM code follows', async () => {
      const shop = site(locale);
      const { product, conditioning, priceCents } = await productToSell(shop.deps, locale);
      const { visitor, pathOf } = shop;
      await visitor.get(pathOf('myLogin'));
      await visitor.post(pathOf('myLogin'), { _form: 'login', email: LOGINS[locale], password: DEMO_PASSWORD });
      const productPath = pathOf('product', { slug: product.slug });
      await visitor.get(productPath);
      const added = await visitor.post(productPath, {
        _form: 'cartAdd',
        product: String(product.id),
        conditioning: String(conditioning.id),
        quantity: String(Math.ceil(6_100 / priceCents)),
      });
      assert.equal(added.status, 303);
      const cartPath = pathOf('cart');
      await visitor.get(cartPath);
      const country = locale.slice(3).toUpperCase();
      const first = await visitor.post(cartPath, { _form: 'cartCode', code: `CSM-${country}-0001` }, { json: true });
      assert.equal(first.status, 200, JSON.stringify(first.body.formError));
      const cart = cartOf(first)!;
      assert.ok(cart.code?.free_product, 'the code gives its free product');
      // The same code again: nothing changes.
      const again = await visitor.post(cartPath, { _form: 'cartCode', code: `CSM-${country}-0001` }, { json: true });
      assert.equal(again.status, 200);
      assert.deepEqual(cartOf(again), cart);
      // Another CSM code would be a second free product.
      const other = await visitor.post(cartPath, { _form: 'cartCode', code: `CSM-${country}-0002` }, { json: true });
      assert.equal(other.status, 409);
      assert.equal(other.body.formError?.reason, 'free_product_already_in_cart');
      await visitor.get(cartPath);
      const refused = await visitor.post(cartPath, { _form: 'cartCode', code: `CSM-${country}-0002` });
      assert.equal(refused.status, 409);
      assert.equal(codeMessageOf(refused), errors.free_product_already_in_cart);
      const page = await visitor.get(cartPath);
      const offered = textsOf(locale).product.shop.freeProduct.replace('{{name}}', cart.code!.free_product!.name);
      const main = pageOf(page).document.querySelector('main')?.textContent ?? '';
      assert.equal(main.split(offered).length, 2, 'one free product, said once');
      assert.ok(main.includes(`CSM-${country}-0001`), 'the first code stays');
      assert.equal(headerCountOf(page), String(cart.item_count));
      // Let the customer's cart go back to no code for the other tests of this file.
      await visitor.post(cartPath, { _form: 'cartCodeRemove' }, { json: true });
    });
  });
}

/** Text as the page writes it (apostrophes and quotes escaped by React). */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

describe('the anonymous cart at login', () => {
  for (const locale of LOCALES) {
    it(`goes into the customer's cart; its cookie goes; the header counts both (${locale})`, async () => {
      const { visitor, pathOf, cartPath } = await fillCart(locale, () => 3);
      assert.ok(visitor.cookies.has(CART_COOKIE), 'an anonymous cart has its cookie');
      const before = await visitor.get(cartPath);
      assert.equal(headerCountOf(before), '3');
      // The customer's own cart as it is before this login, seen from another browser.
      const elsewhere = new Visitor(bench.open().app, hostOf(locale));
      await elsewhere.get(pathOf('myLogin'));
      await elsewhere.post(pathOf('myLogin'), { _form: 'login', email: LOGINS[locale], password: DEMO_PASSWORD });
      const theirs = Number(headerCountOf(await elsewhere.get(cartPath)));
      await visitor.get(pathOf('myLogin'));
      const login = await visitor.post(pathOf('myLogin'), {
        _form: 'login',
        email: LOGINS[locale],
        password: DEMO_PASSWORD,
      });
      assert.equal(login.status, 303);
      assert.equal(visitor.cookies.has(CART_COOKIE), false, "the anonymous cart's cookie is cleared");
      const after = await visitor.get(cartPath);
      assert.equal(after.status, 200);
      assert.equal(Number(headerCountOf(after)), theirs + 3, "the customer's cart holds their boxes and the 3 added");
    });
  }
});
