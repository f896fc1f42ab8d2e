// The product page: the product (critical), its FAQ and related articles (secondary).
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

/** The published product of a slug, or null when there is none. */
export const productQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['product', ...scope(api), slug],
    queryFn: ({ signal }) => api.urls.entity('product', slug, { published: true }, { signal }),
  });

export const productFaqsQuery = (api: ApiClient, productId: number) =>
  queryOptions({
    queryKey: ['product-faqs', ...scope(api), productId],
    queryFn: ({ signal }) => paced(() => api.products.faqs(productId, { signal })),
  });

export const productPagesQuery = (api: ApiClient, productId: number) =>
  queryOptions({
    queryKey: ['product-pages', ...scope(api), productId],
    queryFn: ({ signal }) => paced(() => api.products.pages(productId, {}, { signal })),
  });
