// A product's questions and answers page: the product (the product page's own query, so either
// page finds it cached) and its FAQ, both critical here since the FAQ is the page.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { scope } from './scope.ts';

export const productQaQuery = (api: ApiClient, productId: number) =>
  queryOptions({
    queryKey: ['product-qa', ...scope(api), productId],
    queryFn: ({ signal }) => api.products.faqs(productId, { signal }),
  });
