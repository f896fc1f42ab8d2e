// The content the pages read, as react-query options. Keys carry the shop and the language, so
// the server and the browser name the same data the same way and nothing is fetched twice.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { paced } from './page-data/paced.ts';

const scope = (api: ApiClient) => [api.shopId, api.lang] as const;

// Secondary data (streamed by the server, fetched behind a placeholder after a navigation) is
// paced; critical data is awaited by the loader under the loading bar and is not.

export const homepageQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['homepage', ...scope(api)], queryFn: ({ signal }) => paced(() => api.homepage.get({ signal })) });

/** The published product of a slug, or null when there is none. */
export const productQuery = (api: ApiClient, slug: string) =>
  queryOptions({ queryKey: ['product', ...scope(api), slug], queryFn: ({ signal }) => api.urls.entity('product', slug, { published: true }, { signal }) });

export const productFaqsQuery = (api: ApiClient, productId: number) =>
  queryOptions({ queryKey: ['product-faqs', ...scope(api), productId], queryFn: ({ signal }) => paced(() => api.products.faqs(productId, { signal })) });

export const productPagesQuery = (api: ApiClient, productId: number) =>
  queryOptions({ queryKey: ['product-pages', ...scope(api), productId], queryFn: ({ signal }) => paced(() => api.products.pages(productId, {}, { signal })) });
