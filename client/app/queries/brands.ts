// The brands list (GET /brands/router) and a brand's page: the brand by its slug (critical), its
// products and its FAQ (secondary).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

export const brandsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['brands', ...scope(api)], queryFn: ({ signal }) => api.brands.router({ signal }) });

/** The brand of a slug in the shop, or null when there is none. */
export const brandQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['brand', ...scope(api), slug],
    queryFn: ({ signal }) => api.urls.entity('brand', slug, {}, { signal }),
  });

export const brandFaqsQuery = (api: ApiClient, brandId: number) =>
  queryOptions({
    queryKey: ['brand-faqs', ...scope(api), brandId],
    queryFn: ({ signal }) => paced(() => api.brands.faqs(brandId, { signal })),
  });

/** The first `perPage` products of the brand, and how many it has. */
export const brandProductsQuery = (api: ApiClient, brandSlug: string, perPage: number) =>
  queryOptions({
    queryKey: ['brand-products', ...scope(api), brandSlug, perPage],
    queryFn: ({ signal }) =>
      paced(() => api.products.list({ caracteristics: { brand: [brandSlug] }, perPage }, { signal })),
  });

/** Whether the brand has a corner: the first of its brand-corner pages (GET /page?brand=). */
export const brandCornerPagesQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['brand-corner-pages', ...scope(api), code],
    queryFn: ({ signal }) => paced(() => api.page.list({ type: 'brand_corner', brand: code, perPage: 1 }, { signal })),
  });
