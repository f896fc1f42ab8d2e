// The quiz's products: every product of the needs the visitor ticked that the shop sells (GET
// /product with the needs' slugs, sub-needs included), which the page filters and orders itself
// (components/quiz/quiz-recommend.ts). Critical: they are the result the page is loaded for.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { MAX_PER_PAGE } from '../../../shared/schemas/common.ts';
import { scope } from './scope.ts';

export const quizProductsQuery = (api: ApiClient, needSlugs: readonly string[]) => {
  const needs = [...needSlugs].sort();
  return queryOptions({
    queryKey: ['quiz-products', ...scope(api), needs],
    queryFn: ({ signal }) => api.products.list({ needs, perPage: MAX_PER_PAGE }, { signal }),
  });
};
