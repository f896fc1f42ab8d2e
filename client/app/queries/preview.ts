// The preview routes (`{prefix}/{type}/preview/{id}`, decision 010): the content of an id, published
// or not. Every query is critical: the previewed entity decides the status and the head. Only the
// server can read unpublished content (the browser's /api/v1 never gives it): the page hydrates
// from what the server fetched and never asks again.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { scope } from './scope.ts';

/** What the server rendered stays: never stale, never dropped while the page lives. */
const SERVER_DATA_ONLY = { staleTime: Infinity, gcTime: Infinity } as const;

/** A CMS page even before its publication (GET /page/{id}?published=0). */
export const previewPageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['preview-page', ...scope(api), id],
    queryFn: ({ signal }) => api.page.preview(id, { signal }),
    ...SERVER_DATA_ONLY,
  });

export const previewProductQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['preview-product', ...scope(api), id],
    queryFn: ({ signal }) => api.products.get(id, {}, { signal }),
    ...SERVER_DATA_ONLY,
  });

export const previewNeedQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['preview-need', ...scope(api), id],
    queryFn: ({ signal }) => api.need.get(id, { signal }),
    ...SERVER_DATA_ONLY,
  });

export const previewBrandQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['preview-brand', ...scope(api), id],
    queryFn: ({ signal }) => api.brands.get(id, { signal }),
    ...SERVER_DATA_ONLY,
  });
