// The shop calls of the content API (issue 20), through the site's typed client, on both engines:
// the cart (anonymous by token, a customer's by session, merged at login), bad quantities and
// forged prices, stock and the free product, every code outcome, relay points, checkout with
// each SPEC §5 message, two checkouts of one cart, orders, and the withdrawal form.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type ApiClient, createApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import type { CheckoutPayload } from '../../../shared/schemas/shop.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

// Germany's shop is closed in this file (SHOP_COUNTRIES without de).
const { catalog } = useFixtureCatalog({ shopCountries: ['be', 'ch', 'es', 'it'] });

function client(shopId: number = SHOP.be, lang: 'fr' | 'it' | 'de' = 'fr'): ApiClient {
  return createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: (input, init) => catalog().fetch(new Request(input, init)),
    shopId,
    lang,
  });
}

async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof ApiError, String(error));
    return { status: error.status, code: error.code };
  }
  assert.fail('the call was accepted');
}

/** A visitor's first cart: its token, and a client that carries it. */
async function visitorWith(product_id: number, quantity = 1, shopId: number = SHOP.be) {
  const first = await client(shopId).cart.add({ product_id, conditioning_id: 1, quantity });
  assert.ok(first.token, 'a new cart answers its token');
  return { token: first.token, api: client(shopId).with({ cartToken: first.token }), cart: first.cart };
}

let signUps = 0;
/** A new customer of the Belgian shop (no order yet), logged in. */
async function newCustomer(): Promise<ApiClient> {
  signUps++;
  const welcome = await client().account.signUp({
    email: `shopper${signUps}@example.be`,
    password: 'Sunflower-Meadow-81',
    civility: 'ms',
    firstname: 'Camille',
    lastname: 'Leroy',
    birth_date: '1990-04-01',
    phone: '',
    mobile: '',
    province: null,
    country: 'be',
    origin: 'INT',
    locale: 'fr-be',
    terms: true,
  });
  return client().with({ token: welcome.session.token });
}

const home = {
  civility: 'ms' as const,
  firstname: 'Camille',
  lastname: 'Leroy',
  line1: 'Rue de la Loi 16',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'be',
};
const checkout = (overrides: Partial<CheckoutPayload> = {}): CheckoutPayload =>
  ({
    carrier: 'colissimo',
    relay_point_id: null,
    shipping_address: home,
    invoice_address: home,
    phone: '+32 470 12 34 56',
    accept_terms: true,
    ...overrides,
  }) as CheckoutPayload;

describe('an anonymous cart', () => {
  it('is empty without a token, and made with its token at the first addition', async () => {
    const empty = await client().cart.get();
    assert.equal(empty.token, undefined);
    assert.equal(empty.cart.item_count, 0);
    const { api, cart } = await visitorWith(1);
    assert.equal(cart.item_count, 1);
    assert.equal(cart.lines[0]!.unit_price_cents, 2_490);
    assert.deepEqual(cart.currency, { code: 'EUR', symbol: '€' });
    const again = await api.cart.get();
    assert.equal(again.token, undefined);
    assert.deepEqual(again.cart, cart);
  });

  it('adds to the same line, reaching the volume tier, and shows every carrier with its price and estimate', async () => {
    const { api } = await visitorWith(1);
    const { cart } = await api.cart.add({ product_id: 1, conditioning_id: 1, quantity: 2 });
    assert.equal(cart.lines.length, 1);
    assert.deepEqual(
      [cart.lines[0]!.quantity, cart.lines[0]!.unit_price_cents, cart.lines[0]!.tier_quantity],
      [3, 2_241, 3],
    );
    assert.equal(cart.merchandise_cents, 6_723);
    const colissimo = cart.shipping.find((option) => option.carrier === 'colissimo')!;
    assert.deepEqual([colissimo.price_cents, colissimo.free], [0, 'threshold']);
    const chronopost = cart.shipping.find((option) => option.carrier === 'chronopost')!;
    assert.equal(chronopost.price_cents, 990);
    // FIXTURE_NOW is Saturday 15 June 2024, noon in Brussels.
    assert.deepEqual(chronopost.estimate, { earliest: '2024-06-18', latest: '2024-06-18' });
    assert.deepEqual(colissimo.estimate, { earliest: '2024-06-18', latest: '2024-06-20' });
  });

  it('prices what the server knows: a price, a total or a name in the payload is ignored', async () => {
    const { api } = await visitorWith(2);
    const forged = {
      product_id: 1,
      conditioning_id: 1,
      quantity: 1,
      unit_price_cents: 1,
      price: 0.01,
      total_cents: 1,
      name: 'Gratuit',
    } as unknown as Parameters<ApiClient['cart']['add']>[0];
    const { cart } = await api.cart.add(forged);
    const line = cart.lines.find((each) => each.product_id === 1)!;
    assert.equal(line.unit_price_cents, 2_490);
    assert.equal(line.name, 'Magnésium marin');
    // Product 2's own price (a special offer) is what its main conditioning sells at.
    assert.equal(cart.lines.find((each) => each.product_id === 2)!.unit_price_cents, 1_790);
  });

  it('refuses negative, zero, fractional, huge and text quantities with a 400, and changes nothing', async () => {
    const { api, cart } = await visitorWith(1);
    for (const quantity of [-1, 0, 1.5, 100, 1e9, '2', null])
      assert.equal(
        (await refusal(api.cart.add({ product_id: 1, conditioning_id: 1, quantity } as never))).status,
        400,
        String(quantity),
      );
    assert.equal((await refusal(api.cart.setQuantity(cart.lines[0]!.id, -3))).status, 400);
    assert.equal((await api.cart.get()).cart.item_count, 1);
  });

  it('refuses a product or conditioning the shop does not sell', async () => {
    const { api } = await visitorWith(1);
    for (const [product_id, conditioning_id] of [
      [999, 1],
      [1, 9],
    ])
      assert.deepEqual(
        await refusal(api.cart.add({ product_id: product_id!, conditioning_id: conditioning_id!, quantity: 1 })),
        {
          status: 404,
          code: 'product_unknown',
        },
      );
    // Switzerland does not sell product 4.
    assert.deepEqual(await refusal(client(SHOP.ch).cart.add({ product_id: 4, conditioning_id: 1, quantity: 1 })), {
      status: 404,
      code: 'product_unknown',
    });
  });

  it('refuses a product out of stock, and more boxes than are left', async () => {
    assert.deepEqual(await refusal(client().cart.add({ product_id: 7, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'out_of_stock',
    });
    const { api, cart } = await visitorWith(3, 2);
    assert.deepEqual(await refusal(api.cart.add({ product_id: 3, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'out_of_stock',
    });
    assert.deepEqual(await refusal(api.cart.setQuantity(cart.lines[0]!.id, 3)), { status: 409, code: 'out_of_stock' });
  });

  it('takes one free product, once', async () => {
    const { api } = await visitorWith(8);
    assert.deepEqual(await refusal(api.cart.add({ product_id: 8, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'free_product_already_in_cart',
    });
    assert.equal(
      (await refusal(client().cart.add({ product_id: 8, conditioning_id: 1, quantity: 2 }))).code,
      'free_product_already_in_cart',
    );
    const { cart } = await api.cart.get();
    assert.deepEqual([cart.lines[0]!.free, cart.lines[0]!.total_cents], [true, 0]);
  });

  it('changes a quantity and removes a line; a line of another cart is unknown', async () => {
    const { api, cart } = await visitorWith(1);
    const lineId = cart.lines[0]!.id;
    assert.equal((await api.cart.setQuantity(lineId, 4)).cart.item_count, 4);
    const other = await visitorWith(5);
    assert.deepEqual(await refusal(other.api.cart.remove(lineId)), { status: 404, code: 'line_unknown' });
    assert.equal((await api.cart.remove(lineId)).cart.item_count, 0);
  });

  it('is in Swiss francs in Switzerland, free shipping from 52.90 CHF (SPEC §9: 49 €, on the price points)', async () => {
    const { cart } = await visitorWith(1, 1, SHOP.ch);
    assert.equal(cart.currency.code, 'CHF');
    assert.equal(cart.lines[0]!.unit_price_cents, 2_690);
    assert.equal(cart.free_shipping_from_cents, 5_290);
    assert.equal((await visitorWith(1)).cart.free_shipping_from_cents, 4_900);
  });

  it('is refused where the shop is closed', async () => {
    assert.deepEqual(await refusal(client(SHOP.de, 'de').cart.get()), { status: 403, code: 'shop_closed' });
    assert.deepEqual(await refusal(client(SHOP.de, 'de').orders.relayPoints()), { status: 403, code: 'shop_closed' });
  });
});

describe('codes', () => {
  it('refuse an unknown, an expired and a used-up code with their SPEC §8 codes', async () => {
    const { api } = await visitorWith(1, 2);
    assert.deepEqual(await refusal(api.cart.applyCode('NOPE')), { status: 422, code: 'promo_invalid' });
    assert.deepEqual(await refusal(api.cart.applyCode('CSM-BE-9999')), { status: 422, code: 'csm_invalid' });
    assert.deepEqual(await refusal(api.cart.applyCode('ETE2023')), { status: 422, code: 'promo_invalid' });
    assert.deepEqual(await refusal(api.cart.applyCode('epuise')), { status: 409, code: 'code_already_used' });
    assert.equal((await api.cart.get()).cart.code, null);
  });

  it('ask a visitor to log in for a customer code, and tell a condition not met', async () => {
    const { api } = await visitorWith(6);
    assert.deepEqual(await refusal(api.cart.applyCode('BIENVENUE10')), { status: 403, code: 'code_login_required' });
    assert.deepEqual(await refusal(api.cart.applyCode('LIVRAISON')), { status: 422, code: 'code_condition_not_met' });
  });

  it('apply a valid code, typed any way, once: applied twice, nothing changes', async () => {
    const { api } = await visitorWith(5, 2);
    const { cart } = await api.cart.applyCode(' livraison ');
    assert.deepEqual(cart.code, {
      code: 'LIVRAISON',
      kind: 'promo',
      outcome: 'valid',
      error: null,
      free_product: null,
    });
    assert.equal(cart.shipping.find((option) => option.carrier === 'chrono_relais')!.free, 'code');
    assert.deepEqual((await api.cart.applyCode('LIVRAISON')).cart, cart);
    assert.equal((await api.cart.removeCode()).cart.code, null);
  });

  it('keep a code whose condition stops being met on the cart, judged again, giving nothing', async () => {
    const { api, cart } = await visitorWith(5, 2);
    await api.cart.applyCode('LIVRAISON');
    const after = (await api.cart.setQuantity(cart.lines[0]!.id, 1)).cart;
    assert.deepEqual([after.code?.outcome, after.code?.error], ['condition_not_met', 'code_condition_not_met']);
    assert.equal(after.shipping.find((option) => option.carrier === 'chrono_relais')!.free, null);
  });

  it('give a logged-in customer the CSM free product from 60 €, not with an advantage code nor a free product', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 1, conditioning_id: 1, quantity: 2 });
    assert.deepEqual(await refusal(api.cart.applyCode('CSM-BE-0001')), { status: 422, code: 'code_condition_not_met' });
    await api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    const { cart } = await api.cart.applyCode('CSM-BE-0001');
    assert.equal(cart.code?.outcome, 'valid');
    assert.equal(cart.code?.free_product?.product_id, 6);
    assert.deepEqual(await refusal(api.cart.applyCode('LIVRAISON')), { status: 409, code: 'code_not_combinable' });
    assert.deepEqual(await refusal(api.cart.add({ product_id: 8, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'free_product_already_in_cart',
    });
    await api.cart.removeCode();
    await api.cart.add({ product_id: 8, conditioning_id: 1, quantity: 1 });
    assert.deepEqual(await refusal(api.cart.applyCode('CSM-BE-0001')), {
      status: 409,
      code: 'free_product_already_in_cart',
    });
  });
});

describe('merging at login', () => {
  it("moves the visitor's lines into the customer's cart, one free product, and the visitor's cart is gone", async () => {
    const customer = await newCustomer();
    await customer.cart.add({ product_id: 1, conditioning_id: 1, quantity: 1 });
    await customer.cart.add({ product_id: 8, conditioning_id: 1, quantity: 1 });
    const visitor = await visitorWith(1, 2);
    await visitor.api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    await visitor.api.cart.add({ product_id: 8, conditioning_id: 1, quantity: 1 });
    const { cart } = await customer.with({ cartToken: visitor.token }).cart.merge();
    assert.deepEqual(
      cart.lines.map((line) => [line.product_id, line.quantity]),
      [
        [1, 3],
        [8, 1],
        [5, 1],
      ],
    );
    assert.equal((await visitor.api.cart.get()).cart.item_count, 0);
  });
});

describe('relay points', () => {
  it('list the country’s points of a carrier with their schedules, nearest the postcode first', async () => {
    const all = await client().orders.relayPoints({ zipcode: '2018' });
    assert.deepEqual(
      all.map((point) => point.id),
      [2, 1],
    );
    const chrono = await client().orders.relayPoints({ carrier: 'chrono_relais' });
    assert.deepEqual(
      chrono.map((point) => point.id),
      [1],
    );
    assert.deepEqual(chrono[0]!.schedules.at(-1), { day: 6, opens: '09:00', closes: '12:30' });
  });
});

describe('checkout', () => {
  it('needs a customer, and a cart with something in it', async () => {
    assert.equal((await refusal(client().orders.checkout(checkout()))).status, 401);
    assert.deepEqual(await refusal((await newCustomer()).orders.checkout(checkout())), {
      status: 409,
      code: 'cart_empty',
    });
  });

  it('says each SPEC §5 message: relay point, phone, terms, an address of the account', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    const table: [Partial<CheckoutPayload>, number, string][] = [
      [{ carrier: 'chrono_relais' }, 422, 'relay_point_required'],
      [{ carrier: 'chrono_relais', relay_point_id: 2 }, 404, 'relay_point_unknown'],
      [{ carrier: 'chrono_relais', relay_point_id: 3 }, 404, 'relay_point_unknown'],
      [{ phone: '' }, 422, 'phone_required'],
      [{ phone: 'call me' }, 422, 'phone_required'],
      [{ accept_terms: false }, 422, 'terms_not_accepted'],
      [{ shipping_address: { address_id: 999 } }, 404, 'address_not_found'],
    ];
    for (const [overrides, status, code] of table)
      assert.deepEqual(await refusal(api.orders.checkout(checkout(overrides))), { status, code }, code);
    assert.equal((await api.orders.list()).length, 0);
  });

  it('makes the pending order: server prices, first order free standard delivery, 15 minutes to pay, the cart held', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    const order = await api.orders.checkout(checkout());
    assert.match(order.number, /^WBE\d{7}$/);
    assert.equal(order.status, 'pending');
    assert.deepEqual([order.merchandise_cents, order.shipping_cents, order.total_cents], [2_150, 0, 2_150]);
    assert.equal(order.payment_deadline, '2024-06-15T10:15:00.000Z');
    assert.equal(order.article_count, 1);
    assert.deepEqual(order.shipping_address.line1, 'Rue de la Loi 16');
    const { cart } = await api.cart.get();
    assert.equal(cart.pending_order, order.number);
    assert.deepEqual(await refusal(api.cart.add({ product_id: 1, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'order_pending',
    });
    assert.deepEqual(await refusal(api.orders.checkout(checkout())), { status: 409, code: 'order_pending' });
    assert.deepEqual(
      (await api.orders.list()).map((each) => each.number),
      [order.number],
    );
    assert.equal((await api.orders.get(order.number)).total_cents, 2_150);
    assert.deepEqual(await refusal((await newCustomer()).orders.get(order.number)), {
      status: 404,
      code: 'order_not_found',
    });
  });

  it('with a relay point, keeps it on the order; express delivery is charged', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    const order = await api.orders.checkout(checkout({ carrier: 'chrono_relais', relay_point_id: 1 }));
    assert.equal(order.relay_point?.name, 'Librairie du Parc');
    assert.equal(order.shipping_cents, 590);
  });

  it('holds the boxes: the last ones ordered cannot be put in another cart', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 3, conditioning_id: 1, quantity: 2 });
    await api.orders.checkout(checkout());
    assert.deepEqual(await refusal(client().cart.add({ product_id: 3, conditioning_id: 1, quantity: 1 })), {
      status: 409,
      code: 'out_of_stock',
    });
  });

  it('holds a CSM code: another customer is told it was used', async () => {
    const first = await newCustomer();
    await first.cart.add({ product_id: 1, conditioning_id: 1, quantity: 3 });
    await first.cart.applyCode('CSM-BE-0002');
    const order = await first.orders.checkout(checkout());
    assert.deepEqual(
      order.lines.map((line) => [line.product_id, line.quantity, line.total_cents, line.free]),
      [
        [1, 3, 6_723, false],
        [6, 1, 0, true],
      ],
    );
    assert.equal(order.code, 'CSM-BE-0002');
    // Its own order's hold does not make the code 'already used' in the cart awaiting payment.
    assert.equal((await first.cart.get()).cart.code?.outcome, 'valid');
    const second = await newCustomer();
    await second.cart.add({ product_id: 1, conditioning_id: 1, quantity: 3 });
    assert.deepEqual(await refusal(second.cart.applyCode('CSM-BE-0002')), { status: 409, code: 'code_already_used' });
  });

  it('of one cart from two tabs at once makes exactly one order', async () => {
    const api = await newCustomer();
    await api.cart.add({ product_id: 1, conditioning_id: 1, quantity: 1 });
    const results = await Promise.allSettled([api.orders.checkout(checkout()), api.orders.checkout(checkout())]);
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    assert.equal((refused.reason as ApiError).code, 'order_pending');
    assert.equal((await api.orders.list()).length, 1);
  });
});

describe('paying, shipping and withdrawing', () => {
  /** A paid order of a new customer, through the ledger the payment service uses. */
  async function paidOrder(): Promise<{ api: ApiClient; number: string }> {
    const api = await newCustomer();
    await api.cart.add({ product_id: 4, conditioning_id: 1, quantity: 1 });
    const { number } = await api.orders.checkout(checkout());
    const { account_id: accountId } = await api.account.session();
    const start = await catalog().shop.beginPayment({ number, accountId, provider: 'test' });
    assert.equal(start.kind, 'new');
    await catalog().shop.sessionOpened(start.paymentId, { sessionId: `session-${number}`, url: 'http://pay.test/' });
    const id = await catalog().shop.recordNotification({
      provider: 'test',
      eventId: `event-${number}`,
      sessionId: `session-${number}`,
      outcome: 'paid',
      transactionId: `tx-${number}`,
      paymentMethod: 'visa',
    });
    assert.deepEqual(await catalog().shop.applyNotification(id!), { result: 'paid', number });
    return { api, number };
  }

  it('a paid order empties the cart and shows its transaction; shipped, it has its tracking number', async () => {
    const { api, number } = await paidOrder();
    assert.equal((await api.cart.get()).cart.item_count, 0);
    const paid = await api.orders.get(number);
    assert.deepEqual([paid.status, paid.transaction_id, paid.payment_method], ['paid', `tx-${number}`, 'visa']);
    assert.equal(await catalog().shop.markShipped(number, 'TRACK-1'), true);
    assert.equal(await catalog().shop.markShipped(number, 'TRACK-2'), false);
    const shipped = await api.orders.get(number);
    assert.deepEqual([shipped.status, shipped.tracking_number], ['shipped', 'TRACK-1']);
    // A first order paid: the next cart pays standard delivery again.
    await api.cart.add({ product_id: 5, conditioning_id: 1, quantity: 1 });
    assert.equal(
      (await api.cart.get()).cart.shipping.find((option) => option.carrier === 'colissimo')!.price_cents,
      490,
    );
  });

  it('a withdrawal: refused before delivery, accepted on the 14th day after, once; refused after with its reason', async () => {
    const withdrawal = { address: 'Rue de la Loi 16, 1000 Bruxelles', content: 'Magnésium marin × 1' };
    const early = await paidOrder();
    await catalog().shop.markShipped(early.number, 'TRACK-3');
    assert.deepEqual(await refusal(early.api.orders.withdraw(early.number, withdrawal)), {
      status: 409,
      code: 'withdrawal_not_delivered',
    });
    // FIXTURE_NOW is 15 June: delivered on 1 June, the 14th day; on 31 May, the 15th.
    await catalog().shop.markDelivered(early.number, '2024-06-01');
    const accepted = await early.api.orders.withdraw(early.number, withdrawal);
    assert.equal(accepted.last_day, '2024-06-15');
    assert.notEqual((await early.api.orders.get(early.number)).withdrawal, null);
    assert.deepEqual(await refusal(early.api.orders.withdraw(early.number, withdrawal)), {
      status: 409,
      code: 'withdrawal_exists',
    });
    const late = await paidOrder();
    await catalog().shop.markShipped(late.number, 'TRACK-4');
    await catalog().shop.markDelivered(late.number, '2024-05-31');
    assert.deepEqual(await refusal(late.api.orders.withdraw(late.number, withdrawal)), {
      status: 422,
      code: 'withdrawal_period_over',
    });
  });
});
