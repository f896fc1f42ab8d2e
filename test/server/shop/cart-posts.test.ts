// The cart through the whole app on the real seed, without JavaScript (issue 20): add from a
// product page (a plain POST, to the cart, the anonymous cart's token in an HttpOnly SameSite=Lax
// cookie), the cart page (private, no-store, noindex) with its price in the shop's currency (EUR
// in Belgium, CHF in Switzerland), quantities negative, huge or fractional refused 422 with the
// localised message, a forged price ignored, an unknown product refused; where the shop is off no
// cart word and a way to the pharmacies.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import type { Locale } from '../../../config/locales.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { useFormBench } from '../forms/form-app.ts';

const bench = useFormBench();

const hostOf = (locale: Locale) => `${locale.slice(3)}.localhost`;

async function someProduct(locale: Locale) {
  const api = bench.deps().content!.client(locale);
  const list = await api.products.list({ perPage: 30 });
  for (const item of list.items) {
    if (item.out_of_stock_label !== null) continue;
    const product = await api.products.get(item.id);
    if (product.conditionings.length > 0) return product;
  }
  throw new Error(`no product to sell in ${locale}`);
}

function post(
  app: ReturnType<typeof bench.app>,
  locale: Locale,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const call = request(app)
    .post(path)
    .set('Host', hostOf(locale))
    .set('Origin', `http://${hostOf(locale)}`)
    .type('form');
  if (cookie) call.set('Cookie', cookie);
  return call.send(new URLSearchParams(fields).toString());
}

const cartCookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('cart_token='));

describe('the cart without JavaScript', () => {
  for (const [locale, cartPath, symbol] of [
    ['fr-be', '/fr/panier', '€'],
    ['de-ch', '/de/warenkorb', 'CHF'],
  ] as const) {
    it(`adds from a product page, keeps the cart in a cookie and shows it in ${locale}`, async () => {
      const app = bench.app();
      const product = await someProduct(locale);
      const productPath = bench.deps().routing.router().href('product', { slug: product.slug }, locale)!;
      const page = await request(app).get(productPath).set('Host', hostOf(locale));
      assert.equal(page.status, 200);
      assert.match(page.text, /name="_form" value="cartAdd"/);
      const added = await post(app, locale, productPath, {
        _form: 'cartAdd',
        product: String(product.id),
        conditioning: String(product.conditionings[0]!.id),
        quantity: '2',
        price: '0.01',
      });
      assert.equal(added.status, 303);
      assert.equal(added.headers.location, `${cartPath}?done=cartAdd`);
      const cookie = cartCookieOf(added);
      assert.ok(cookie, 'the cart token is kept in a cookie');
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      const cart = await request(app)
        .get(added.headers.location)
        .set('Host', hostOf(locale))
        .set('Cookie', cookie.split(';')[0]!);
      assert.equal(cart.status, 200);
      assert.equal(cart.headers['cache-control'], 'private, no-store');
      assert.match(cart.text, /noindex/);
      assert.ok(cart.text.includes(product.name), 'the line is shown');
      assert.ok(cart.text.includes(`\u00a0${symbol}`), `prices in ${symbol}`);
      // The forged price changed nothing: the unit price is the catalogue's.
      assert.ok(!cart.text.includes('0,01'));
      assert.match(cart.text, /data-count="2"/);

      for (const quantity of ['-1', '1000', '1.5', 'abc']) {
        const refused = await post(app, locale, productPath, {
          _form: 'cartAdd',
          product: String(product.id),
          conditioning: String(product.conditionings[0]!.id),
          quantity,
        });
        assert.equal(refused.status, 422, `quantity ${quantity}`);
      }
    });
  }

  it('says a refused quantity in the visitor’s language, and refuses a forged product id', async () => {
    const app = bench.app();
    const product = await someProduct('fr-be');
    const productPath = bench.deps().routing.router().href('product', { slug: product.slug }, 'fr-be')!;
    const refused = await post(app, 'fr-be', productPath, {
      _form: 'cartAdd',
      product: String(product.id),
      quantity: '-3',
    });
    assert.equal(refused.status, 422);
    assert.ok(
      refused.text.includes(fr.product.shop.errors.quantity.replaceAll("'", '&#x27;')) ||
        refused.text.includes(fr.product.shop.errors.quantity),
    );
    const forged = await post(app, 'fr-be', productPath, { _form: 'cartAdd', product: '999999', quantity: '1' });
    assert.equal(forged.status, 404);
  });

  it('shows no cart word where the shop is off, and leads to the pharmacies', async () => {
    const app = bench.app({ SHOP_COUNTRIES: 'be' });
    const product = await someProduct('es-es');
    const productPath = bench.deps().routing.router().href('product', { slug: product.slug }, 'es-es')!;
    const page = await request(app).get(productPath).set('Host', hostOf('es-es'));
    assert.equal(page.status, 200);
    assert.ok(!/carrito/i.test(page.text.replace(/<script[\s\S]*?<\/script>/g, '')), 'no cart word');
    assert.match(page.text, /href="\/encontrar-una-farmacia"/);
    const cart = await request(app).get('/carrito').set('Host', hostOf('es-es'));
    assert.equal(cart.status, 404);
  });
});
