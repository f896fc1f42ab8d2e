// Order statuses (SPEC §3, §4: pending payment, in progress, canceled, shipped) and the only
// moves between them: a pending order is paid or canceled (payment failed, expired); a paid one is
// shipped, or canceled by the shop (a refund); shipped and canceled are final. The store applies a
// move only from the status it read (UPDATE … WHERE status = from), so two moves never both win.

export const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  pending: ['paid', 'canceled'],
  paid: ['shipped', 'canceled'],
  canceled: [],
  shipped: [],
});

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export class OrderStatusError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`an order cannot go from ${from} to ${to}`);
    this.name = 'OrderStatusError';
  }
}

export function checkMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new OrderStatusError(from, to);
}
