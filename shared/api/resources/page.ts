// SPEC §7 resource group 'page': the pages index (GET /pages), CMS pages (GET /page, /page/{id}),
// the pages associated with one, and pages by slugs.
import * as z from 'zod/mini';

import { PAGES_PER_PRODUCT_OR_NEED } from '../../constants.ts';
import { paginated, wrapped } from '../../schemas/common.ts';
import { type Page, pageSchema, type PageType } from '../../schemas/page.ts';
import { slugBatches } from '../query.ts';
import type { CallOptions, Transport } from '../transport.ts';

const pageListAnswer = paginated(pageSchema);
const pageAnswer = wrapped(pageSchema);
const pagesAnswer = wrapped(z.array(pageSchema));
export type PageList = z.output<typeof pageListAnswer>;

export interface PageIndexParams {
  type?: PageType;
  published?: boolean;
  order?: 'order' | 'date';
  page?: number;
  perPage?: number;
}

export interface PageListParams {
  type?: PageType;
  /** A theme's slug. */
  theme?: string;
  /** A brand's code: that brand's pages (its brand corner). */
  brand?: string;
  order?: 'order' | 'date';
  page?: number;
  perPage?: number;
}

export function pageResource(transport: Transport) {
  return {
    /** GET /pages: the pages index (SPEC: `type=need, published=true, order=order`). */
    index(params: PageIndexParams = {}, call?: CallOptions): Promise<PageList> {
      const { type, published, order, page, perPage } = params;
      return transport.request({
        method: 'GET',
        path: 'pages',
        query: { type, published, order, page, perPage },
        schema: pageListAnswer,
        call,
      });
    },
    /** GET /page: CMS pages by type and theme. */
    list(params: PageListParams = {}, call?: CallOptions): Promise<PageList> {
      const { type, theme, brand, order, page, perPage } = params;
      return transport.request({
        method: 'GET',
        path: 'page',
        query: { type, theme, brand, order, page, perPage },
        schema: pageListAnswer,
        call,
      });
    },
    /** GET /page/{id} */
    async get(id: number, call?: CallOptions): Promise<Page> {
      return (
        await transport.request({ method: 'GET', path: 'page/{id}', pathParams: { id }, schema: pageAnswer, call })
      ).data;
    },
    /** GET /page/{id}?published=0: the page even before its publication (previews). */
    async preview(id: number, call?: CallOptions): Promise<Page> {
      return (
        await transport.request({
          method: 'GET',
          path: 'page/{id}',
          pathParams: { id },
          query: { published: false },
          schema: pageAnswer,
          call,
        })
      ).data;
    },
    /** GET /page/{id}/associate */
    async associate(
      id: number,
      { perPage = PAGES_PER_PRODUCT_OR_NEED }: { perPage?: number } = {},
      call?: CallOptions,
    ): Promise<Page[]> {
      const answer = await transport.request({
        method: 'GET',
        path: 'page/{id}/associate',
        pathParams: { id },
        query: { per_page: perPage },
        schema: pagesAnswer,
        call,
      });
      return answer.data;
    },
    /** GET /page?slugs=a,b,…: five slugs a call, more are asked in parallel calls. */
    async bySlugs(slugs: readonly string[], call?: CallOptions): Promise<Page[]> {
      const lists = await Promise.all(
        slugBatches(slugs).map((batch) =>
          transport.request({
            method: 'GET',
            path: 'page',
            query: { slugs: batch, perPage: batch.length },
            schema: pageListAnswer,
            call,
          }),
        ),
      );
      return lists.flatMap((list) => list.items);
    },
  };
}
export type PageResource = ReturnType<typeof pageResource>;
