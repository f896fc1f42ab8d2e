// Withdrawal requests (SPEC §3, §9; issue 20): the customer's form for a delivered order, accepted
// until the 14th day after delivery (shared/shop/withdrawal.ts), refused after with the reason;
// one per order.
import type { WithdrawalAnswer, WithdrawalPayload } from '../../shared/schemas/shop.ts';
import { judgeWithdrawal } from '../../shared/shop/withdrawal.ts';
import { uniqueViolation } from './constraint-errors.ts';
import { ShopRefusal } from './shop-refusal.ts';
import type { Store } from './store.ts';

export async function requestWithdrawal(
  store: Store,
  {
    customerId,
    number,
    payload,
    today,
    now,
  }: { customerId: number; number: string; payload: WithdrawalPayload; today: string; now: Date },
): Promise<WithdrawalAnswer> {
  const at = now.toISOString();
  try {
    return await store.transaction(async ({ db }) => {
      const order = await db
        .selectFrom('shop_order')
        .select(['id', 'status', 'delivered_on'])
        .where('number', '=', number)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!order) throw new ShopRefusal('order_not_found', number);
      const decision = judgeWithdrawal(order.status, order.delivered_on, today);
      if (!decision.accepted) throw new ShopRefusal(decision.reason, decision.lastDay ?? undefined);
      await db
        .insertInto('withdrawal_request')
        .values({
          order_id: order.id,
          customer_id: customerId,
          address: payload.address,
          content: payload.content,
          created_at: at,
        })
        .execute();
      return { order: number, created_at: at, last_day: decision.lastDay };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'order_id') throw new ShopRefusal('withdrawal_exists', number);
    throw error;
  }
}
