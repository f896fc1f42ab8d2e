// The checkout pipeline without JavaScript (issue 20), through the whole app on the real seed with
// the built-in test provider, in Belgium (EUR, fr-be) and Switzerland (CHF, de-ch): an anonymous
// visitor sent to login with the way back; a customer's cart (through the API) recapped, the
// delivery step (addresses, carrier, relay point, phone) with SPEC §5's messages, the payment step
// that places the order and sends to the test provider's page, each outcome picked there (paid,
// refused, canceled, two-factor failed, expired) and what the confirmation page then says; the
// order in the account; 'already paid' on a second attempt; the notification endpoint refusing a
// bad signature and a replay; two checkouts of one cart make one order.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import Stripe from 'stripe';
import request from 'supertest';

import type { PaymentOutcome } from '../../../catalog/store/payments.ts';
import type { Locale } from '../../../config/locales.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { readOutbox } from '../../../server/mail/outbox.ts';
import { TEST_SIGNATURE_HEADER } from '../../../server/payments/test-provider.ts';
import { SAME_ADDRESS } from '../../../shared/forms/shop/checkout-forms.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { type Customer, hostOf, newCustomer, openAs, postAs } from '../forms/customer-session.ts';
import { fieldMessages, shownText, useFormBench } from '../forms/form-app.ts';

const bench = useFormBench();
const ENV = { TEST_PAYMENT_SECRET: 'a-test-payment-secret-of-32-characters-or-more', LOG_LEVEL: 'error' };
const TEXTS = { 'fr-be': fr, 'de-ch': de } as const;
const PLACES = {
  'fr-be': { zipcode: '1000', city: 'Bruxelles', currency: '€' },
  'de-ch': { zipcode: '8001', city: 'Zürich', currency: 'CHF' },
} as const;
type Tested = keyof typeof PLACES;

/** One app (its test provider remembers the sessions it opened) for the whole file. */
let sharedDeps: AppDeps | undefined;
let shared: ReturnType<typeof createApp> | undefined;
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-checkout-outbox-'));
after(() => rmSync(outboxDir, { recursive: true, force: true }));
const deps = () => (sharedDeps ??= bench.deps(ENV, { outboxDir }));
const app = () => (shared ??= createApp(deps()));
const router = () => deps().routing.router();
const pathOf = (kind: RouteKind, locale: Locale, params = {}) => router().href(kind, params, locale)!;

/** A customer of the locale's country with an address and two boxes of the first product in their cart. */
async function shopper(locale: Tested): Promise<{ customer: Customer; addressId: number }> {
  const customer = await newCustomer(bench, locale);
  const country = locale.slice(3);
  const address = await customer.api.account.addAddress({
    label: 'Maison',
    civility: 'ms',
    firstname: customer.firstname,
    lastname: customer.lastname,
    line1: 'Rue des Sources 12',
    line2: '',
    line3: '',
    delivery_info: '',
    zipcode: PLACES[locale].zipcode,
    city: PLACES[locale].city,
    country,
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
    const product = await customer.anonymous.products.get(item.id);
    const conditioning = product.conditionings[0];
    if (!conditioning) continue;
    try {
      await customer.api.cart.add({ product_id: item.id, conditioning_id: conditioning.id, quantity: 2 });
      return { customer, addressId: address };
    } catch {
      // Out of stock here: the next one.
    }
  }
  throw new Error(`no product to buy in ${locale}`);
}

/** Goes through delivery and payment without JavaScript; answers the test provider's page path. */
async function toProvider(
  locale: Tested,
  customer: Customer,
  addressId: number,
  carrier = 'chrono_relais',
): Promise<{ providerPath: string }> {
  const relays = carrier.endsWith('relais')
    ? await customer.api.orders.relayPoints({ carrier: carrier as 'chrono_relais' })
    : [];
  const delivery = await openAs(app(), customer, pathOf('checkoutDelivery', locale));
  const chosen = await postAs(app(), customer, delivery, pathOf('checkoutDelivery', locale), {
    _form: 'checkoutDelivery',
    shippingAddress: String(addressId),
    invoiceAddress: SAME_ADDRESS,
    carrier,
    relayPoint: relays[0] ? String(relays[0].id) : '',
    phone: '+32 470 12 34 56',
  });
  assert.equal(chosen.status, 303, chosen.text.slice(0, 300));
  const paymentPath = chosen.headers.location!;
  assert.ok(paymentPath.startsWith(pathOf('checkoutPayment', locale)), paymentPath);
  const payment = await openAs(app(), customer, paymentPath);
  assert.match(shownText(payment.response), new RegExp(PLACES[locale].currency));
  const query = Object.fromEntries(new URL(paymentPath, 'http://x').searchParams);
  const paid = await postAs(app(), customer, payment, pathOf('checkoutPayment', locale), {
    _form: 'checkoutPay',
    ...query,
    terms: 'on',
  });
  assert.equal(paid.status, 303, paid.text.slice(0, 300));
  const providerPath = paid.headers.location!;
  assert.match(providerPath, /^\/_pay\/test\/tps_/);
  return { providerPath };
}

async function pick(locale: Tested, providerPath: string, outcome: PaymentOutcome) {
  const page = await request(app()).get(providerPath).set('Host', hostOf(locale));
  assert.equal(page.status, 200);
  assert.match(page.text, /TEST|PRUEBA|PROVA/);
  const back = await request(app())
    .post(providerPath)
    .set('Host', hostOf(locale))
    .type('form')
    .send(`outcome=${outcome}`);
  assert.equal(back.status, 303);
  return new URL(back.headers.location!);
}

for (const locale of ['fr-be', 'de-ch'] as const) {
  const texts = TEXTS[locale].checkout;
  describe(`the checkout without JavaScript (${locale})`, () => {
    it('sends an anonymous visitor to login with the way back, and is never stored', async () => {
      for (const kind of ['checkout', 'checkoutDelivery', 'checkoutPayment'] as const) {
        const path = pathOf(kind, locale);
        const response = await request(app()).get(path).set('Host', hostOf(locale));
        assert.equal(response.status, 303, kind);
        const location = new URL(response.headers.location!, 'http://x');
        assert.equal(location.pathname, pathOf('myLogin', locale));
        assert.equal(location.searchParams.get('redirect'), path);
      }
    });

    it('recaps the cart, says what the delivery step misses, and pays: confirmation, order in the account', async () => {
      const { customer, addressId } = await shopper(locale);
      const recap = await openAs(app(), customer, pathOf('checkout', locale));
      assert.match(recap.response.headers['cache-control'] ?? '', /no-store/);
      assert.match(recap.response.text, /noindex/);
      assert.match(shownText(recap.response), new RegExp(PLACES[locale].currency));

      const delivery = await openAs(app(), customer, pathOf('checkoutDelivery', locale));
      const refused = await postAs(app(), customer, delivery, pathOf('checkoutDelivery', locale), {
        _form: 'checkoutDelivery',
        shippingAddress: String(addressId),
        invoiceAddress: SAME_ADDRESS,
        carrier: 'chrono_relais',
        relayPoint: '',
        phone: '',
      });
      assert.equal(refused.status, 422);
      const messages = Object.values(fieldMessages(refused)).join(' | ');
      assert.ok(messages.includes(TEXTS[locale].forms.validation.relayPoint), messages);
      assert.ok(messages.includes(TEXTS[locale].forms.validation.phoneDelivery), messages);

      const { providerPath } = await toProvider(locale, customer, addressId);
      const back = await pick(locale, providerPath, 'paid');
      const number = back.searchParams.get('order')!;
      const confirmation = await openAs(app(), customer, `${back.pathname}${back.search}`);
      assert.ok(shownText(confirmation.response).includes(texts.confirmation.paidTitle));
      assert.ok(shownText(confirmation.response).includes(number));

      const orders = await openAs(app(), customer, pathOf('myOrders', locale));
      assert.ok(shownText(orders.response).includes(number));
      assert.ok(shownText(orders.response).includes(texts.orders.statuses.paid));
      const detail = await openAs(app(), customer, pathOf('myOrder', locale, { order: number }));
      const shown = shownText(detail.response);
      assert.ok(shown.includes(texts.carriers.chrono_relais), 'the carrier');
      assert.match(shown, /tpt_/, 'the transaction id');

      // The e-mail that confirms it, in the customer's language.
      await deps().mails.settled();
      const mail = (await readOutbox(outboxDir)).find((message) => message.subject.includes(number));
      assert.ok(mail, 'the confirmation e-mail');
      assert.equal(mail.to, customer.email);
      assert.ok(mail.text.includes(pathOf('myOrder', locale, { order: number })));

      // A second attempt at the provider's page: already paid.
      const again = await request(app()).get(providerPath).set('Host', hostOf(locale));
      assert.ok(again.text.includes(locale === 'fr-be' ? 'déjà payée' : 'bereits bezahlt'));
    });

    for (const outcome of ['refused', 'canceled', 'two_factor_failed', 'expired'] as const) {
      it(`says SPEC §8's '${outcome}' and gives the cart back`, async () => {
        const { customer, addressId } = await shopper(locale);
        const { providerPath } = await toProvider(locale, customer, addressId, 'colissimo');
        const back = await pick(locale, providerPath, outcome);
        const page = await openAs(app(), customer, `${back.pathname}${back.search}`);
        assert.ok(shownText(page.response).includes(texts.outcomes[outcome]), shownText(page.response).slice(0, 400));
        const { cart } = await customer.api.cart.get();
        assert.ok(cart.lines.length > 0, 'the cart is the customer’s again');
        assert.equal(cart.pending_order, null);
      });
    }
  });
}

describe('the payment notification endpoint', () => {
  it('refuses a bad signature (400) and a replay (409), and applies a good one once', async () => {
    const { customer, addressId } = await shopper('fr-be');
    const { providerPath } = await toProvider('fr-be', customer, addressId, 'colissimo');
    const sessionId = providerPath.split('/').pop()!;
    // The app's own test provider signs the notification its page would send.
    const provider = deps().payments!.test!;
    const { body, headers } = provider.notification(sessionId, 'paid');
    const forged = await request(app())
      .post('/_pay/notify/test')
      .set('Host', hostOf('fr-be'))
      .set('content-type', 'application/json')
      .set(
        TEST_SIGNATURE_HEADER,
        headers
          .get(TEST_SIGNATURE_HEADER)!
          .replace(/v1=(.)/, (_all, first: string) => `v1=${first === '0' ? '1' : '0'}`),
      )
      .send(body);
    assert.equal(forged.status, 400);
    const changed = await request(app())
      .post('/_pay/notify/test')
      .set('Host', hostOf('fr-be'))
      .set('content-type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, headers.get(TEST_SIGNATURE_HEADER)!)
      .send(body.replace('"paid"', '"refused"'));
    assert.equal(changed.status, 400);
    const good = await request(app())
      .post('/_pay/notify/test')
      .set('Host', hostOf('fr-be'))
      .set('content-type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, headers.get(TEST_SIGNATURE_HEADER)!)
      .send(body);
    assert.equal(good.status, 200);
    const replay = await request(app())
      .post('/_pay/notify/test')
      .set('Host', hostOf('fr-be'))
      .set('content-type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, headers.get(TEST_SIGNATURE_HEADER)!)
      .send(body);
    assert.equal(replay.status, 409);
    const orders = await customer.api.orders.list();
    assert.equal(orders.filter((order) => order.status === 'paid').length, 1);
  });

  it('two checkouts of one cart at once make one order and one payment session', async () => {
    const { customer, addressId } = await shopper('fr-be');
    const delivery = await openAs(app(), customer, pathOf('checkoutDelivery', 'fr-be'));
    const chosen = await postAs(app(), customer, delivery, pathOf('checkoutDelivery', 'fr-be'), {
      _form: 'checkoutDelivery',
      shippingAddress: String(addressId),
      invoiceAddress: SAME_ADDRESS,
      carrier: 'colissimo',
      relayPoint: '',
      phone: '0470123456',
    });
    const paymentPath = chosen.headers.location!;
    const payment = await openAs(app(), customer, paymentPath);
    const query = Object.fromEntries(new URL(paymentPath, 'http://x').searchParams);
    const fields = { _form: 'checkoutPay', ...query, terms: 'on' };
    const [one, two] = await Promise.all([
      postAs(app(), customer, payment, pathOf('checkoutPayment', 'fr-be'), fields),
      postAs(app(), customer, payment, pathOf('checkoutPayment', 'fr-be'), fields),
    ]);
    const orders = await customer.api.orders.list();
    assert.equal(orders.length, 1, 'one order');
    // Both went to the one session, or the second was told a payment is being prepared.
    const places = [one, two].filter((answer) => answer.status === 303).map((answer) => answer.headers.location);
    assert.ok(places.length >= 1);
    assert.equal(new Set(places).size, 1, 'one payment session');
  });
});

/** An ISO day `days` before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A paid order of a new customer, shipped with a tracking number and delivered `days` ago. */
async function deliveredOrder(days: number) {
  const { customer, addressId } = await shopper('fr-be');
  const { providerPath } = await toProvider('fr-be', customer, addressId, 'colissimo');
  const number = (await pick('fr-be', providerPath, 'paid')).searchParams.get('order')!;
  const ledger = bench.catalog().shop;
  assert.ok(await ledger.markShipped(number, `TRK${number}`));
  await ledger.markDelivered(number, daysAgo(days));
  return { customer, number };
}

describe('the withdrawal form without JavaScript (fr-be)', () => {
  const path = () => pathOf('withdrawal', 'fr-be');
  const fields = (number: string) => ({
    _form: 'withdrawal',
    orderNumber: number,
    orderDate: '',
    deliveryDate: '',
    address: 'Rue des Sources 12, 1000 Bruxelles',
    content: '2 × Symbiora',
  });

  it('asks an anonymous visitor to log in, and comes back', async () => {
    const response = await request(app()).get(path()).set('Host', hostOf('fr-be'));
    assert.equal(response.status, 200);
    assert.ok(shownText(response).includes(fr.checkout.withdrawal.login));
  });

  it('accepts a request within 14 days of the delivery; the order shows its tracking number', async () => {
    const { customer, number } = await deliveredOrder(3);
    const detail = await openAs(app(), customer, pathOf('myOrder', 'fr-be', { order: number }));
    assert.ok(shownText(detail.response).includes(`TRK${number}`));
    assert.ok(shownText(detail.response).includes(fr.checkout.orders.statuses.shipped));
    const page = await openAs(app(), customer, `${path()}?order=${number}`);
    assert.ok(page.response.text.includes(`value="${number}"`), 'the form starts with the order');
    const sent = await postAs(app(), customer, page, path(), fields(number));
    assert.equal(sent.status, 303, sent.text.slice(0, 200));
    assert.match(sent.headers.location!, /done=withdrawal/);
    const again = await postAs(app(), customer, page, path(), fields(number));
    assert.equal(again.status, 409);
    assert.ok(shownText(again).includes(fr.forms.formErrors.withdrawalExists));
  });

  it('refuses a request after 14 days with the reason, keeping what was typed', async () => {
    const { customer, number } = await deliveredOrder(20);
    const page = await openAs(app(), customer, path());
    const refused = await postAs(app(), customer, page, path(), fields(number));
    assert.equal(refused.status, 422);
    assert.ok(shownText(refused).includes(fr.forms.formErrors.withdrawalPeriodOver));
    assert.ok(refused.text.includes('Rue des Sources 12, 1000 Bruxelles'));
  });
});

describe('the Stripe webhook endpoint (PAYMENT_PROVIDER=stripe)', () => {
  const secret = 'whsec_endpointsecretofthetests';
  const stripeEnv = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_checkouttests',
    STRIPE_WEBHOOK_SECRET: secret,
  };

  it('verifies the signature of the raw body: 200 signed, 400 unsigned or changed', async () => {
    const stripeApp = bench.app(stripeEnv);
    const body = JSON.stringify({
      id: 'evt_checkout_tests_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer', id: 'cus_1' } },
    });
    const signature = new Stripe('sk_test_checkouttests').webhooks.generateTestHeaderString({ payload: body, secret });
    const post = (payload: string, signed: string | null) => {
      const call = request(stripeApp).post('/_pay/notify/stripe').set('content-type', 'application/json');
      if (signed) call.set('stripe-signature', signed);
      return call.send(payload);
    };
    assert.equal((await post(body, signature)).status, 200);
    assert.equal((await post(body, null)).status, 400);
    assert.equal((await post(body.replace('cus_1', 'cus_2'), signature)).status, 400);
  });

  it('lets the pay form lead to Stripe Checkout (CSP form-action)', async () => {
    const response = await request(bench.app(stripeEnv)).get('/fr').set('Host', hostOf('fr-be'));
    assert.match(
      response.headers['content-security-policy'] ?? '',
      /form-action 'self' https:\/\/checkout\.stripe\.com/,
    );
  });
});

describe('a new address from the delivery step', () => {
  it('is added on the address book’s form, which leads back to the delivery step', async () => {
    const customer = await newCustomer(bench, 'fr-be');
    const { items } = await customer.anonymous.products.list({ perPage: 1 });
    const product = await customer.anonymous.products.get(items[0]!.id);
    await customer.api.cart.add({ product_id: product.id, conditioning_id: product.conditionings[0]!.id, quantity: 1 });
    const delivery = await openAs(app(), customer, pathOf('checkoutDelivery', 'fr-be'));
    assert.ok(shownText(delivery.response).includes(fr.checkout.delivery.noAddress));
    const link = `${pathOf('myAddressNew', 'fr-be')}?redirect=${encodeURIComponent(pathOf('checkoutDelivery', 'fr-be'))}`;
    assert.ok(delivery.response.text.includes(link.replace(/&/g, '&amp;')));
    const form = await openAs(app(), customer, link);
    const added = await postAs(app(), customer, form, pathOf('myAddressNew', 'fr-be'), {
      _form: 'addressAdd',
      redirect: pathOf('checkoutDelivery', 'fr-be'),
      label: 'Maison',
      civility: 'ms',
      firstname: 'Camille',
      lastname: 'Leroy',
      company: '',
      companyNumber: '',
      line1: 'Rue des Sources 12',
      line2: '',
      line3: '',
      country: 'be',
      zipcode: '1000',
      city: 'Bruxelles',
      province: '',
      deliveryInfo: '',
      phone: '',
      mobile: '',
    });
    assert.equal(added.status, 303, added.text.slice(0, 200));
    assert.equal(added.headers.location, pathOf('checkoutDelivery', 'fr-be'));
    const again = await openAs(app(), customer, pathOf('checkoutDelivery', 'fr-be'));
    assert.ok(shownText(again.response).includes('Rue des Sources 12'));
  });
});

describe('the confirmation before the notification', () => {
  it('is a pending page that reloads itself, and never trusts the return alone', async () => {
    const { customer, addressId } = await shopper('fr-be');
    await toProvider('fr-be', customer, addressId, 'colissimo');
    const number = (await customer.api.cart.get()).cart.pending_order!;
    assert.ok(number);
    // The browser comes back as a provider's success URL says, no notification yet.
    const page = await openAs(app(), customer, `${pathOf('checkoutConfirmation', 'fr-be')}?order=${number}`);
    assert.ok(shownText(page.response).includes(fr.checkout.confirmation.pendingTitle));
    assert.match(page.response.text, /<meta http-equiv="refresh" content="3"/);
    assert.equal((await customer.api.orders.get(number)).status, 'pending');
  });

  it('leads to the 404 page for an order the account does not hold', async () => {
    const { customer } = await shopper('fr-be');
    const response = await request(app())
      .get(`${pathOf('checkoutConfirmation', 'fr-be')}?order=WBE0999999`)
      .set('Host', hostOf('fr-be'))
      .set('Cookie', `jwt_token=${customer.token}`);
    // The site's not-found answer for a page whose loader found nothing: its 404 page.
    assert.ok(
      response.status === 404 || response.headers.location === pathOf('notFound', 'fr-be'),
      `${response.status} ${response.headers.location}`,
    );
  });
});
