// The customer's shop data on the checkout and order pages (issue 20): like the account's
// (queries/account.ts), read by the server only with the session token as the bearer and carried
// to the browser in the page's state or with a private page's data (decision 032); the browser
// never fetches them.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/errors.ts';
import type { RelayPoint } from '../../../shared/schemas/shop.ts';
import { notFound } from '../route-errors.ts';

function serverOnly<T>(account: ApiClient | null, read: (client: ApiClient) => Promise<T>) {
  return async () => {
    if (!account) throw new Error("the customer's shop data is the server's to read: it was not in the page's state");
    return read(account);
  };
}

const shopQuery = <T>(key: readonly unknown[], account: ApiClient | null, read: (client: ApiClient) => Promise<T>) =>
  queryOptions({ queryKey: ['shop', ...key], queryFn: serverOnly(account, read), staleTime: Infinity, retry: false });

export const customerCartQuery = (account: ApiClient | null) =>
  shopQuery(['cart'], account, async (client) => (await client.cart.get()).cart);
export const ordersQuery = (account: ApiClient | null) =>
  shopQuery(['orders'], account, (client) => client.orders.list());
export const orderQuery = (account: ApiClient | null, number: string) =>
  shopQuery(['order', number], account, (client) => client.orders.get(number));
export const relayPointsQuery = (account: ApiClient | null, carrier: RelayPoint['carrier']) =>
  shopQuery(['relay-points', carrier], account, (client) => client.orders.relayPoints({ carrier }));

/**
 * Awaits a shop read of a page's loader: a country without a shop (SHOP_COUNTRIES, `shop_closed`)
 * or an order the account does not hold (404) is the 404 page; anything else is thrown as it is.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && (error.status === 404 || error.code === 'shop_closed'))
      throw notFound();
    throw error;
  }
}
