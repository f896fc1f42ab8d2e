// SPEC §7 GET /provincials: the provinces the Spanish block's account and address forms offer
// (SPEC §5 'select a province'). They seldom change: read once, kept an hour.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';

const PROVINCES_STALE_TIME_MS = 60 * 60_000;

export const provincesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['provinces', api.shopId, api.lang],
    queryFn: ({ signal }) => api.provincials.list({ signal }),
    staleTime: PROVINCES_STALE_TIME_MS,
  });
