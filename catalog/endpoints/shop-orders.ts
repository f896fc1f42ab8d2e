// Checkout, the customer's orders and the withdrawal form (issue 20; SPEC §3 'Order', 'Withdrawal
// request', §5 checkout messages). Checkout needs a logged-in customer: it makes the pending
// order of their cart (orders.ts), which the payment then confirms or cancels.
import type { Country } from '../../config/countries.ts';
import { checkoutPayloadSchema, withdrawalPayloadSchema } from '../../shared/schemas/shop.ts';
import { readJsonBody } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { shopDay } from '../store/cart-view.ts';
import { orderOf, ordersOf, placeOrder } from '../store/orders.ts';
import { expireOverdueOrders } from '../store/payments.ts';
import { ShopRefusal } from '../store/shop-refusal.ts';
import { requestWithdrawal } from '../store/withdrawals.ts';
import { callerOf } from './account-auth.ts';
import { scoped, SHOP_QUERY } from './context.ts';
import { checkShopOpen, type ShopDeps } from './shop-context.ts';
import { shopRefusal } from './shop-refusals.ts';

const ORDER_NUMBER = /^W[A-Z]{2}\d{7,9}$/;

function orderNumber(value: string | undefined): string {
  if (value === undefined || !ORDER_NUMBER.test(value)) throw notFound(`No order ${value ?? ''}`);
  return value;
}

export function shopOrderRoutes(router: Router, deps: ShopDeps): void {
  const { store, logger } = deps;

  router.post('/checkout', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    checkShopOpen(deps, scope.country);
    const caller = await callerOf(deps, request);
    const payload = parseBody(await readJsonBody(request), checkoutPayloadSchema);
    const now = deps.now();
    // An order of this cart whose window is over no longer holds it.
    await expireOverdueOrders(store, now);
    const placed = await placeOrder(store, {
      country: scope.country,
      lang: scope.lang,
      customerId: caller.customerId,
      payload,
      now,
    }).catch(shopRefusal);
    logger.info({ order: placed.number, shopId: scope.shopId }, 'order placed, awaiting payment');
    return json({ data: await orderOf(store, caller.customerId, placed.number) }, 201);
  });

  router.get('/orders', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    return json({ data: await ordersOf(store, caller.customerId) });
  });

  router.get('/orders/:number', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const order = await orderOf(store, caller.customerId, orderNumber(params.number));
    if (!order) shopRefusal(new ShopRefusal('order_not_found'));
    return json({ data: order });
  });

  router.post('/orders/:number/withdrawal', async ({ request, url, params }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const number = orderNumber(params.number);
    const payload = parseBody(await readJsonBody(request), withdrawalPayloadSchema);
    const now = deps.now();
    const answer = await requestWithdrawal(store, {
      customerId: caller.customerId,
      number,
      payload,
      today: shopDay(now, scope.country as Country),
      now,
    }).catch(shopRefusal);
    logger.info({ order: number }, 'withdrawal requested');
    return json({ data: answer }, 201);
  });
}
