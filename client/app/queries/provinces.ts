// SPEC §5 'select a province', §7 GET /provincials: the provinces the Spanish block's account and
// address forms offer. They change with a new seed at most, so they are asked for once per visit.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';

export const provincesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['provincials', api.shopId],
    queryFn: ({ signal }) => api.provincials.list({ signal }),
    staleTime: Infinity,
  });
