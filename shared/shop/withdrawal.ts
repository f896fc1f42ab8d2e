// SPEC §3 'Withdrawal request', §9 'Withdrawal 14 days after receipt': a customer may withdraw
// from an order until the 14th day after its delivery, that day included; before delivery there
// is nothing to withdraw from yet, and after it the request is refused with its reason.
import { WITHDRAWAL_DAYS } from './constants.ts';
import type { OrderStatus } from './order-status.ts';

export type WithdrawalRefusal = 'withdrawal_not_delivered' | 'withdrawal_period_over';

export type WithdrawalDecision =
  { accepted: true; lastDay: string } | { accepted: false; reason: WithdrawalRefusal; lastDay: string | null };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `deliveredOn` and `today` are ISO days of the shop. */
export function judgeWithdrawal(status: OrderStatus, deliveredOn: string | null, today: string): WithdrawalDecision {
  if (status !== 'shipped' || deliveredOn === null)
    return { accepted: false, reason: 'withdrawal_not_delivered', lastDay: null };
  const lastDay = addDays(deliveredOn, WITHDRAWAL_DAYS);
  return today <= lastDay
    ? { accepted: true, lastDay }
    : { accepted: false, reason: 'withdrawal_period_over', lastDay };
}
