// The shop's figures (SPEC §9, issue 20). Amounts are euro cents; a shop in another currency
// converts them with its own price points (catalog/store/shop-terms.ts).

/** SPEC §9: a payment must be made within 15 minutes of the order, else the order is canceled. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/** SPEC §9: a withdrawal may be asked for until 14 days after receipt. */
export const WITHDRAWAL_DAYS = 14;

/** SPEC §9: free shipping from 49 €. */
export const FREE_SHIPPING_FROM_EUR_CENTS = 4_900;

/** SPEC §5, §9: the CSM code's free product needs a purchase of at least 60 €. */
export const CSM_MINIMUM_EUR_CENTS = 6_000;

/** The most boxes of one variant a cart line holds; more is a typing error, not an order. */
export const MAX_LINE_QUANTITY = 99;

/** The most lines a cart holds. */
export const MAX_CART_LINES = 50;
