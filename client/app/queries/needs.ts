// The needs list (GET /need) and a need's page: the need by its slug (critical), its products and
// its related pages (secondary).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { PAGES_PER_PRODUCT_OR_NEED } from '../../../shared/constants.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

/** Every need, each top-level need followed by its sub-needs. */
export const needsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['needs', ...scope(api)], queryFn: ({ signal }) => api.need.list({ signal }) });

/** The need of a slug, or null when there is none. */
export const needQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['need', ...scope(api), slug],
    queryFn: ({ signal }) => api.urls.entity('need', slug, {}, { signal }),
  });

/** The first `perPage` products of the need and its sub-needs, and how many there are. */
export const needProductsQuery = (api: ApiClient, needSlug: string, perPage: number) =>
  queryOptions({
    queryKey: ['need-products', ...scope(api), needSlug, perPage],
    queryFn: ({ signal }) => paced(() => api.products.list({ needs: [needSlug], perPage }, { signal })),
  });

export const needPagesQuery = (api: ApiClient, needId: number) =>
  queryOptions({
    queryKey: ['need-pages', ...scope(api), needId],
    queryFn: ({ signal }) =>
      paced(() => api.need.pages({ id: needId, perPage: PAGES_PER_PRODUCT_OR_NEED }, { signal })),
  });
