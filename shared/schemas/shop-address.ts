// The two shapes of an address the checkout shows (issue 20): one of the customer's book, one
// written into an order.
export type { Address } from './account.ts';
export type { OrderAddress } from './shop.ts';
