// The address book (SPEC §3 'Address'): list, add, change, delete (never a default: SPEC §8), and
// make an address the default invoice or shipping address.
import { addressPayloadSchema, defaultAddressPayloadSchema } from '../../shared/schemas/account.ts';
import { readJsonBody } from '../http/body.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { addAddress, addressesOf, deleteAddress, makeDefaultAddress, updateAddress } from '../store/addresses.ts';
import { type AccountDeps, callerOf } from './account-auth.ts';
import { accountRefusal } from './account-refusals.ts';
import { pathId, scoped, SHOP_QUERY } from './context.ts';

export function accountAddressRoutes(router: Router, deps: AccountDeps): void {
  const { store } = deps;

  router.get('/account/addresses', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    return json({ data: await addressesOf(store, caller.customerId) });
  });

  router.post('/account/addresses', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const payload = parseBody(await readJsonBody(request), addressPayloadSchema);
    const id = await addAddress(store, caller.customerId, payload, deps.now());
    return json({ data: { id } }, 201);
  });

  router.add('PUT', '/account/addresses/:id', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const id = pathId(params.id, 'address');
    const payload = parseBody(await readJsonBody(request), addressPayloadSchema);
    await updateAddress(store, caller.customerId, id, payload).catch(accountRefusal);
    return json({ data: { id } });
  });

  router.add('DELETE', '/account/addresses/:id', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const id = pathId(params.id, 'address');
    await deleteAddress(store, caller.customerId, id).catch(accountRefusal);
    return json({ data: { id } });
  });

  router.add('PUT', '/account/addresses/:id/default', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const id = pathId(params.id, 'address');
    const { use } = parseBody(await readJsonBody(request), defaultAddressPayloadSchema);
    await makeDefaultAddress(store, caller.customerId, id, use).catch(accountRefusal);
    return json({ data: { id } });
  });
}
