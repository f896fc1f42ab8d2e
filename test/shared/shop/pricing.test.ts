// The shop's pricing rules as tables (issue 20): volume tiers, codes and the CSM code in every
// outcome, shipping thresholds and the first order, delivery estimates, order moves, withdrawal.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { shopTermsOf } from '../../../catalog/store/shop-terms.ts';
import { type Carrier } from '../../../shared/shop/carriers.ts';
import {
  type CodeContext,
  codeDiscountCents,
  codeErrorOf,
  type CodeOutcome,
  type CodeRule,
  judgeCode,
  normalizeCode,
} from '../../../shared/shop/codes.ts';
import { addWorkingDays, deliveryEstimate } from '../../../shared/shop/delivery-estimate.ts';
import { canMove, checkMove, ORDER_STATUSES, type OrderStatus } from '../../../shared/shop/order-status.ts';
import { type CartLineInput, priceCart, totalCents } from '../../../shared/shop/price-cart.ts';
import { shippingPrice } from '../../../shared/shop/shipping-price.ts';
import { unitPrice, type Variant } from '../../../shared/shop/unit-price.ts';
import { judgeWithdrawal } from '../../../shared/shop/withdrawal.ts';

const EUR = shopTermsOf('be');
const CHF = shopTermsOf('ch');

describe('shop terms', () => {
  it('give SPEC §9 figures in euros, and in Swiss francs on the shop price points', () => {
    assert.deepEqual(EUR.currency, { code: 'EUR', symbol: '€' });
    assert.equal(EUR.freeShippingFromCents, 4_900);
    assert.equal(EUR.csmMinimumCents, 6_000);
    assert.equal(EUR.carrierPriceCents.colissimo, 490);
    assert.equal(CHF.currency.code, 'CHF');
    assert.equal(CHF.freeShippingFromCents, 5_290);
    assert.equal(CHF.csmMinimumCents, 6_490);
    assert.equal(CHF.carrierPriceCents.chronopost, 1_090);
  });
});

describe('the price of a box', () => {
  const main: Variant = { conditioningId: 1, units: 30, unitPriceCents: 2_490, main: true };
  const big: Variant = { conditioningId: 2, units: 90, unitPriceCents: 6_490, main: false };
  const tiers = [
    { quantity: 2, unitPriceCents: 2_360 },
    { quantity: 3, unitPriceCents: 2_240 },
  ];
  const table: [string, Variant, number, number, number | null][] = [
    ['one box of the main conditioning', main, 1, 2_490, null],
    ['two boxes reach the first tier', main, 2, 2_360, 2],
    ['three boxes the second', main, 3, 2_240, 3],
    ['ninety-nine boxes stay at the last tier', main, 99, 2_240, 3],
    ['another conditioning has no tiers', big, 3, 6_490, null],
  ];
  for (const [name, variant, quantity, cents, tier] of table)
    it(name, () => {
      const price = unitPrice(variant, tiers, quantity);
      assert.equal(price.unitPriceCents, cents);
      assert.equal(price.tier?.quantity ?? null, tier);
    });

  it('never takes a tier dearer than the price it lowers', () => {
    assert.equal(unitPrice({ ...main, unitPriceCents: 2_000 }, tiers, 3).unitPriceCents, 2_000);
  });
});

const promo = (overrides: Partial<CodeRule> = {}): CodeRule => ({
  code: 'BIENVENUE10',
  kind: 'promo',
  percentOff: 10,
  amountOffCents: null,
  freeShipping: false,
  freeProductId: null,
  minimumCents: 0,
  loginRequired: false,
  firstOrderOnly: false,
  usesPerCustomer: null,
  maxUses: null,
  validFrom: null,
  validTo: null,
  ...overrides,
});
const csm = (overrides: Partial<CodeRule> = {}) =>
  promo({ code: 'CSM-7Q4K', kind: 'csm', percentOff: null, freeProductId: 8, ...overrides });
const context = (overrides: Partial<CodeContext> = {}): CodeContext => ({
  today: '2024-06-15',
  merchandiseCents: 7_000,
  loggedIn: true,
  customerUses: 0,
  totalUses: 0,
  firstOrder: false,
  cartHasFreeProduct: false,
  otherCode: null,
  csmMinimumCents: 6_000,
  ...overrides,
});

describe('codes', () => {
  const table: [string, CodeRule | null, Partial<CodeContext>, CodeOutcome][] = [
    ['an unknown code is not valid', null, {}, 'not_valid'],
    ['a promo code in its dates is valid', promo({ validFrom: '2024-06-01', validTo: '2024-06-30' }), {}, 'valid'],
    ['a promo code before its first day is not valid', promo({ validFrom: '2024-06-16' }), {}, 'not_valid'],
    ['a promo code after its last day is not valid', promo({ validTo: '2024-06-14' }), {}, 'not_valid'],
    [
      'a promo code for customers asks a visitor to log in',
      promo({ loginRequired: true }),
      { loggedIn: false },
      'login_required',
    ],
    ['a promo code used up by everyone is already used', promo({ maxUses: 100 }), { totalUses: 100 }, 'already_used'],
    [
      'a promo code once per customer, used, is already used',
      promo({ usesPerCustomer: 1 }),
      { customerUses: 1 },
      'already_used',
    ],
    ['a promo code below its minimum: condition not met', promo({ minimumCents: 8_000 }), {}, 'condition_not_met'],
    [
      'a first-order code on a second order: condition not met',
      promo({ firstOrderOnly: true }),
      { firstOrder: false },
      'condition_not_met',
    ],
    ['a first-order code on a first order is valid', promo({ firstOrderOnly: true }), { firstOrder: true }, 'valid'],
    ['two promo codes may go together', promo(), { otherCode: 'promo' }, 'valid'],
    ['a CSM code from 60 €, logged in, unused, is valid', csm(), { merchandiseCents: 6_000 }, 'valid'],
    [
      'a CSM code needs a login, whatever its row says',
      csm({ loginRequired: false }),
      { loggedIn: false },
      'login_required',
    ],
    ['a CSM code below 60 €: condition not met', csm(), { merchandiseCents: 5_999 }, 'condition_not_met'],
    [
      'a CSM code below the shop minimum even if its row says less',
      csm({ minimumCents: 100 }),
      { merchandiseCents: 5_999 },
      'condition_not_met',
    ],
    [
      'a CSM code is single use, whoever used it',
      csm({ maxUses: null }),
      { totalUses: 1, customerUses: 0 },
      'already_used',
    ],
    ['a CSM code is not combinable with an advantage code', csm(), { otherCode: 'promo' }, 'not_combinable'],
    ['an advantage code is not combinable with a CSM code', promo(), { otherCode: 'csm' }, 'not_combinable'],
    ['a second CSM code would be a second free product', csm(), { otherCode: 'csm' }, 'free_product_already_in_cart'],
    [
      'a CSM free product when the cart holds one already',
      csm(),
      { cartHasFreeProduct: true },
      'free_product_already_in_cart',
    ],
  ];
  for (const [name, rule, overrides, outcome] of table)
    it(name, () => assert.equal(judgeCode(rule, context(overrides)), outcome));

  it('take a share or an amount off, never more than the merchandise', () => {
    assert.equal(codeDiscountCents(promo({ percentOff: 10 }), 4_995), 500);
    assert.equal(codeDiscountCents(promo({ percentOff: null, amountOffCents: 500 }), 4_000), 500);
    assert.equal(codeDiscountCents(promo({ percentOff: null, amountOffCents: 5_000 }), 4_000), 4_000);
    assert.equal(codeDiscountCents(csm(), 7_000), 0);
  });

  it('say each refusal with its SPEC §8 code, and read what people type', () => {
    assert.equal(codeErrorOf('not_valid', 'csm'), 'csm_invalid');
    assert.equal(codeErrorOf('not_valid', null), 'promo_invalid');
    assert.equal(codeErrorOf('free_product_already_in_cart', 'csm'), 'free_product_already_in_cart');
    assert.equal(normalizeCode(' bien venue10 '), 'BIENVENUE10');
  });
});

describe('shipping', () => {
  const table: [string, Carrier, number, boolean, boolean, number, string | null][] = [
    ['standard home delivery under 49 €', 'colissimo', 4_899, false, false, 490, null],
    ['free from 49 €', 'colissimo', 4_900, false, false, 0, 'threshold'],
    ['relay points free from 49 € too', 'chrono_relais', 4_900, false, false, 0, 'threshold'],
    ['express home delivery keeps its price from 49 €', 'chronopost', 10_000, false, false, 990, null],
    ['the first order: free standard delivery', 'colissimo', 1_000, true, false, 0, 'first_order'],
    ['the first order does not make a relay free', 'colissimo_relais', 1_000, true, false, 390, null],
    ['a free-shipping code', 'chrono_relais', 1_000, false, true, 0, 'code'],
  ];
  for (const [name, carrier, merchandiseCents, firstOrder, code, cents, free] of table)
    it(name, () => {
      const price = shippingPrice(carrier, { merchandiseCents, firstOrder, codeGivesFreeShipping: code }, EUR);
      assert.deepEqual(price, { priceCents: cents, free });
    });

  it('free in Switzerland from 52.90 CHF', () => {
    const at = (merchandiseCents: number) =>
      shippingPrice('colissimo', { merchandiseCents, firstOrder: false, codeGivesFreeShipping: false }, CHF).priceCents;
    assert.equal(at(5_289), CHF.carrierPriceCents.colissimo);
    assert.equal(at(5_290), 0);
  });
});

describe('delivery estimates', () => {
  const table: [string, Carrier, string, string, string][] = [
    ['standard: 2 to 4 working days (Monday order)', 'colissimo', '2024-06-10T09:00:00Z', '2024-06-12', '2024-06-14'],
    ['standard across a weekend (Thursday order)', 'colissimo', '2024-06-13T09:00:00Z', '2024-06-17', '2024-06-19'],
    [
      'relay before noon, Brussels time: the next working day',
      'chrono_relais',
      '2024-06-10T09:59:00Z',
      '2024-06-11',
      '2024-06-11',
    ],
    [
      'relay at noon, Brussels time: the one after',
      'chrono_relais',
      '2024-06-10T10:00:00Z',
      '2024-06-12',
      '2024-06-12',
    ],
    ['express on Friday morning: Monday', 'chronopost', '2024-06-14T08:00:00Z', '2024-06-17', '2024-06-17'],
    ['express on Saturday: Tuesday', 'chronopost', '2024-06-15T08:00:00Z', '2024-06-18', '2024-06-18'],
  ];
  for (const [name, carrier, at, earliest, latest] of table)
    it(name, () => assert.deepEqual(deliveryEstimate(carrier, new Date(at), 'be'), { earliest, latest }));

  it('count working days only', () => {
    assert.equal(addWorkingDays('2024-06-14', 1), '2024-06-17');
    assert.equal(addWorkingDays('2024-06-15', 1), '2024-06-17');
  });
});

describe('a whole cart', () => {
  const line = (lineId: number, unitPriceCents: number, quantity: number, main = true): CartLineInput => ({
    lineId,
    productId: lineId,
    conditioningId: 1,
    quantity,
    variant: { conditioningId: 1, units: 30, unitPriceCents, main },
    tiers: [{ quantity: 3, unitPriceCents: Math.round(unitPriceCents * 0.9) }],
  });
  const codeContext = {
    today: '2024-06-15',
    loggedIn: true,
    customerUses: 0,
    totalUses: 0,
    firstOrder: false,
    csmMinimumCents: 6_000,
  };

  it('prices lines with their tiers, takes the code off, and prices shipping on what is left', () => {
    const cart = priceCart({
      lines: [line(1, 2_490, 3), line(2, 1_990, 1)],
      code: { rule: promo({ percentOff: 10 }), context: codeContext },
      firstOrder: false,
      terms: EUR,
    });
    assert.deepEqual(
      cart.lines.map((each) => [each.unitPriceCents, each.totalCents, each.tierQuantity]),
      [
        [2_241, 6_723, 3],
        [1_990, 1_990, null],
      ],
    );
    assert.equal(cart.itemCount, 4);
    assert.equal(cart.merchandiseCents, 8_713);
    assert.equal(cart.discountCents, 871);
    assert.equal(cart.netMerchandiseCents, 7_842);
    assert.equal(totalCents(cart, 'colissimo'), 7_842);
    assert.equal(totalCents(cart, 'chronopost'), 7_842 + 990);
  });

  it('keeps a code whose condition stops being met, judged again, giving nothing', () => {
    const cart = priceCart({
      lines: [line(1, 2_490, 2)],
      code: { rule: csm(), context: codeContext },
      firstOrder: false,
      terms: EUR,
    });
    assert.equal(cart.code?.outcome, 'condition_not_met');
    assert.equal(cart.code?.freeProductId, null);
    assert.equal(totalCents(cart, 'colissimo'), 4_980);
  });

  it('gives the CSM free product from 60 €, unless the cart holds a free product already', () => {
    const rich = [line(1, 2_490, 3)];
    const withCsm = priceCart({
      lines: rich,
      code: { rule: csm(), context: codeContext },
      firstOrder: false,
      terms: EUR,
    });
    assert.equal(withCsm.code?.outcome, 'valid');
    assert.equal(withCsm.code?.freeProductId, 8);
    const withFree = priceCart({
      lines: [...rich, line(8, 0, 1)],
      code: { rule: csm(), context: codeContext },
      firstOrder: false,
      terms: EUR,
    });
    assert.equal(withFree.code?.outcome, 'free_product_already_in_cart');
    assert.equal(withFree.lines[1]!.free, true);
  });
});

describe('order statuses', () => {
  const allowed = new Set(['pending>paid', 'pending>canceled', 'paid>shipped', 'paid>canceled']);
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      it(`${from} → ${to}: ${allowed.has(`${from}>${to}`) ? 'allowed' : 'refused'}`, () => {
        assert.equal(canMove(from as OrderStatus, to as OrderStatus), allowed.has(`${from}>${to}`));
        if (!allowed.has(`${from}>${to}`)) assert.throws(() => checkMove(from, to), /cannot go from/);
      });
});

describe('withdrawal', () => {
  const table: [string, OrderStatus, string | null, string, boolean, string | null][] = [
    ['the day of delivery', 'shipped', '2024-06-01', '2024-06-01', true, null],
    ['the 14th day after delivery', 'shipped', '2024-06-01', '2024-06-15', true, null],
    ['the 15th day: over', 'shipped', '2024-06-01', '2024-06-16', false, 'withdrawal_period_over'],
    ['shipped but not delivered yet', 'shipped', null, '2024-06-16', false, 'withdrawal_not_delivered'],
    ['paid, not shipped', 'paid', null, '2024-06-16', false, 'withdrawal_not_delivered'],
  ];
  for (const [name, status, delivered, today, accepted, reason] of table)
    it(name, () => {
      const decision = judgeWithdrawal(status, delivered, today);
      assert.equal(decision.accepted, accepted);
      assert.equal(decision.accepted ? null : decision.reason, reason);
    });
});
