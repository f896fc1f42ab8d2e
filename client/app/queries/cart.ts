// The visitor's cart (issue 20): read by the server only, with the customer's session or the
// anonymous cart's token (an HttpOnly cookie no script reads), and carried to the browser in the
// page's state, like the account's data (decision 026). The cart page is always a document load;
// after a cart form, the server's answer brings the cart and its count anew (send-form.ts).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import type { Cart } from '../../../shared/schemas/shop.ts';

/** How long the header waits for the count before the page goes on without it. */
export const CART_COUNT_TIMEOUT_MS = 1_500;

/** The visitor's cart; null for one who has none yet (never asked). */
export const cartQuery = (cart: ApiClient | null) =>
  queryOptions<Cart | null>({
    queryKey: ['cart'],
    queryFn: async () => {
      if (!cart) return null;
      return (await cart.cart.get()).cart;
    },
    staleTime: Infinity,
    retry: false,
  });

/** The header's count of boxes in the cart; null when the content API could not say. */
export const cartCountQuery = () =>
  queryOptions<number | null>({ queryKey: ['cart-count'], queryFn: () => null, staleTime: Infinity });

/** The count of a visitor's cart, or null when it cannot be read in time. */
export async function cartCountOf(cart: ApiClient): Promise<number | null> {
  try {
    return (await cart.cart.get({ timeoutMs: CART_COUNT_TIMEOUT_MS })).cart.item_count;
  } catch {
    return null;
  }
}
