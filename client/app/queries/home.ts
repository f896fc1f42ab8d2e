// The home page's selections (GET /homepage).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

export const homepageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['homepage', ...scope(api)],
    queryFn: ({ signal }) => paced(() => api.homepage.get({ signal })),
  });
