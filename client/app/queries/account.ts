// The customer's own data on the account's pages (decision 026): read by the server only, with the
// visitor's session token as the bearer (SPEC §7), and carried to the browser in the page's state.
// The browser never fetches them (its /api/v1 is read-only and public): a navigation to a private
// page brings them as the server read them (server-read-page.ts, decision 032), and after a form
// changed them the server's answer brings them anew (send-form.ts).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';

/** Read on the server; in the browser, only what the server sent. */
function serverOnly<T>(account: ApiClient | null, read: (client: ApiClient) => Promise<T>) {
  return async () => {
    if (!account) throw new Error("the account's data is the server's to read: it was not in the page's state");
    return read(account);
  };
}

const accountQuery = <T>(key: string, account: ApiClient | null, read: (client: ApiClient) => Promise<T>) =>
  queryOptions({ queryKey: ['account', key], queryFn: serverOnly(account, read), staleTime: Infinity, retry: false });

export const profileQuery = (account: ApiClient | null) =>
  accountQuery('profile', account, (client) => client.account.profile());
export const addressesQuery = (account: ApiClient | null) =>
  accountQuery('addresses', account, (client) => client.account.addresses());
export const favouriteProductsQuery = (account: ApiClient | null) =>
  accountQuery('favourite-products', account, (client) => client.account.favouriteProducts());
export const favouritePharmaciesQuery = (account: ApiClient | null) =>
  accountQuery('favourite-pharmacies', account, (client) => client.account.favouritePharmacies());
