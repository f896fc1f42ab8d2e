// A private page's data for the browser's router (decision 032), through the whole app on the real
// seed: asked at the page's own URL as JSON, it is the visitor's own (read with their session
// cookie), never kept by any cache, refused with the way to login for an anonymous visitor or an
// ended session; another customer gets their own data, never the first one's; a public page
// asked the same way stays its document. The checkout's delivery form then answers a redirect the
// browser's router follows in place, and still a 303 without JavaScript.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { PAGE_DATA_TYPE, type PageDataAnswer } from '../../../client/app/server-read-page.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { SAME_ADDRESS } from '../../../shared/forms/shop/checkout-forms.ts';
import { type Customer, hostOf, newCustomer, openAs, postAs } from '../forms/customer-session.ts';
import { useFormBench } from '../forms/form-app.ts';

const bench = useFormBench();
let sharedDeps: AppDeps | undefined;
let shared: ReturnType<typeof createApp> | undefined;
const deps = () => (sharedDeps ??= bench.deps({ LOG_LEVEL: 'error' }));
const app = () => (shared ??= createApp(deps()));
const pathOf = (kind: RouteKind, params = {}) => deps().routing.router().href(kind, params, 'fr-be')!;

/** A fr-be customer with an address (its street named after them) and a box in their cart. */
async function shopper(): Promise<{ customer: Customer; street: string; addressId: number }> {
  const customer = await newCustomer(bench, 'fr-be');
  const street = `Rue ${customer.lastname} 7`;
  const addressId = await customer.api.account.addAddress({
    label: 'Maison',
    civility: 'ms',
    firstname: customer.firstname,
    lastname: customer.lastname,
    line1: street,
    line2: '',
    line3: '',
    delivery_info: '',
    zipcode: '1000',
    city: 'Bruxelles',
    country: 'be',
    phone: '',
    mobile: '',
    province: null,
    company: '',
    company_number: '',
    default_invoice: true,
    default_shipping: true,
  });
  const { items } = await customer.anonymous.products.list({ perPage: 12 });
  for (const item of items) {
    const conditioning = (await customer.anonymous.products.get(item.id)).conditionings[0];
    if (!conditioning) continue;
    try {
      await customer.api.cart.add({ product_id: item.id, conditioning_id: conditioning.id, quantity: 1 });
      return { customer, street, addressId };
    } catch {
      // Not sold or out of stock here: the next one.
    }
  }
  throw new Error('nothing to buy in fr-be');
}

function askData(path: string, cookie?: string) {
  const call = request(app()).get(path).set('Host', hostOf('fr-be')).set('Accept', PAGE_DATA_TYPE);
  return cookie ? call.set('Cookie', cookie) : call;
}

function assertNeverKept(response: request.Response) {
  assert.equal(response.headers['cache-control'], 'private, no-store');
  const vary = String(response.headers.vary ?? '');
  assert.match(vary, /\bAccept\b/);
  assert.match(vary, /\bCookie\b/);
  assert.match(String(response.headers['content-type']), /json/);
}

const queryKeys = (answer: PageDataAnswer) =>
  answer.ok ? answer.state.queries.map((query) => JSON.stringify(query.queryKey)) : [];

describe("a private page's data for the browser's router", () => {
  it('refuses an anonymous visitor with the way to login, for the checkout and the account', async () => {
    for (const kind of ['checkout', 'checkoutDelivery', 'checkoutPayment', 'myAddresses'] as const) {
      const response = await askData(pathOf(kind));
      assert.equal(response.status, 401, kind);
      assertNeverKept(response);
      const answer = response.body as PageDataAnswer;
      assert.equal(answer.ok, false);
      assert.ok(!answer.ok && answer.login, kind);
      const login = new URL(answer.login, 'http://x');
      assert.equal(login.pathname, pathOf('myLogin'));
      assert.equal(login.searchParams.get('redirect'), pathOf(kind));
    }
  });

  it('refuses an ended session with the way to login saying so', async () => {
    const { customer } = await shopper();
    const page = await openAs(app(), customer, pathOf('checkout'));
    const out = await postAs(app(), customer, page, pathOf('myLogout'), { _form: 'logout' });
    assert.equal(out.status, 303, out.text.slice(0, 200));
    const response = await askData(pathOf('checkoutDelivery'), `jwt_token=${customer.token}`);
    assert.equal(response.status, 401);
    const answer = response.body as PageDataAnswer;
    assert.ok(!answer.ok && answer.login);
    assert.equal(new URL(answer.login, 'http://x').searchParams.get('disconnected'), '1');
  });

  it("gives the customer their own step's data, never kept, without the site-wide chrome", async () => {
    const { customer, street } = await shopper();
    const response = await askData(pathOf('checkoutDelivery'), `jwt_token=${customer.token}`);
    assert.equal(response.status, 200, response.text.slice(0, 300));
    assertNeverKept(response);
    const answer = response.body as PageDataAnswer;
    assert.ok(answer.ok);
    const keys = queryKeys(answer);
    for (const key of ['["account","addresses"]', '["account","profile"]', '["shop","cart"]'])
      assert.ok(keys.includes(key), `${key} in ${keys.join(' ')}`);
    assert.ok(!keys.some((key) => key.startsWith('["menus"') || key.startsWith('["settings"')), keys.join(' '));
    assert.ok(response.text.includes(street), 'their address');
    // The same URL without the data type is still the page's document.
    const document = await request(app())
      .get(pathOf('checkoutDelivery'))
      .set('Host', hostOf('fr-be'))
      .set('Cookie', `jwt_token=${customer.token}`);
    assert.equal(document.status, 200);
    assert.match(String(document.headers['content-type']), /html/);
  });

  it("never gives a customer another one's data", async () => {
    const first = await shopper();
    const second = await shopper();
    const delivery = await askData(pathOf('checkoutDelivery'), `jwt_token=${second.customer.token}`);
    assert.equal(delivery.status, 200);
    assert.ok(delivery.text.includes(second.street));
    assert.ok(!delivery.text.includes(first.street), "the first customer's address");
    assert.ok(!delivery.text.includes(first.customer.lastname), "the first customer's name");

    const order = await first.customer.api.orders.checkout({
      carrier: 'colissimo',
      relay_point_id: null,
      shipping_address: { address_id: first.addressId },
      invoice_address: { address_id: first.addressId },
      phone: '+32 470 12 34 56',
      accept_terms: true,
    });
    const own = await askData(`${pathOf('myOrder', { order: order.number })}`, `jwt_token=${first.customer.token}`);
    assert.equal(own.status, 200, own.text.slice(0, 300));
    assert.ok(own.text.includes(first.street));
    for (const path of [
      pathOf('myOrder', { order: order.number }),
      `${pathOf('checkoutConfirmation')}?order=${order.number}`,
    ]) {
      const other = await askData(path, `jwt_token=${second.customer.token}`);
      assert.equal(other.status, 404, `${path}: ${other.text.slice(0, 200)}`);
      assertNeverKept(other);
      assert.deepEqual(other.body, { ok: false, status: 404 });
    }
  });

  it('leaves a public page its document, whatever the Accept header asks', async () => {
    const response = await askData(pathOf('products'));
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /html/);
  });
});

describe("the delivery step's form", () => {
  it('leads to the payment step in place with JavaScript, and by a 303 without', async () => {
    const { customer, addressId } = await shopper();
    const fields = {
      _form: 'checkoutDelivery',
      shippingAddress: String(addressId),
      invoiceAddress: SAME_ADDRESS,
      carrier: 'colissimo',
      relayPoint: '',
      phone: '+32 470 12 34 56',
    };
    const page = await openAs(app(), customer, pathOf('checkoutDelivery'));
    const withScript = await postAs(app(), customer, page, pathOf('checkoutDelivery'), fields, { json: true });
    assert.equal(withScript.status, 200, withScript.text.slice(0, 300));
    assert.equal(withScript.body.ok, true);
    assert.ok(String(withScript.body.redirect).startsWith(`${pathOf('checkoutPayment')}?`), withScript.body.redirect);
    assert.equal(withScript.body.reload, undefined, 'no document load');
    const without = await postAs(app(), customer, page, pathOf('checkoutDelivery'), fields);
    assert.equal(without.status, 303);
    assert.equal(without.headers.location, withScript.body.redirect);
  });
});
