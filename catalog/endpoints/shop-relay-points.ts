// GET /relay-points (SPEC §3 'Relay point: name, schedules'): the relay points of the shop's
// country, for a relay carrier when given, those nearest a postcode first.
import { z } from 'zod';

import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { relayPoints } from '../store/relay-points.ts';
import { scoped, scopedQuery } from './context.ts';
import { checkShopOpen, type ShopDeps } from './shop-context.ts';

const RELAY_QUERY = scopedQuery({
  carrier: z.enum(['chrono_relais', 'colissimo_relais']).optional(),
  zipcode: z
    .string()
    .regex(/^[A-Za-z0-9 -]{1,10}$/, 'must be a postcode')
    .optional(),
});

export function shopRelayPointRoutes(router: Router, deps: ShopDeps): void {
  router.get('/relay-points', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, RELAY_QUERY);
    checkShopOpen(deps, scope.country);
    return json({
      data: await relayPoints(deps.store, scope.country, {
        ...(query.carrier && { carrier: query.carrier }),
        ...(query.zipcode && { zipcode: query.zipcode }),
      }),
    });
  });
}
