// SPEC §7 resource group 'need': the needs, one need, and the pages of the needs or of one.
import * as z from 'zod/mini';

import { PAGES_PER_PRODUCT_OR_NEED } from '../../constants.ts';
import { wrapped } from '../../schemas/common.ts';
import { type Need, needSchema } from '../../schemas/need.ts';
import { type Page, pageSchema } from '../../schemas/page.ts';
import type { CallOptions, Transport } from '../transport.ts';

const needsAnswer = wrapped(z.array(needSchema));
const needAnswer = wrapped(needSchema);
const pagesAnswer = wrapped(z.array(pageSchema));

export function needResource(transport: Transport) {
  return {
    /** GET /need */
    async list(call?: CallOptions): Promise<Need[]> {
      return (await transport.request({ method: 'GET', path: 'need', schema: needsAnswer, call })).data;
    },
    /** GET /need/{id} */
    async get(id: number, call?: CallOptions): Promise<Need> {
      return (
        await transport.request({ method: 'GET', path: 'need/{id}', pathParams: { id }, schema: needAnswer, call })
      ).data;
    },
    /** GET /need/{id}/pages with an id, else GET /need/pages (four by default). */
    async pages(
      { id, perPage = PAGES_PER_PRODUCT_OR_NEED }: { id?: number; perPage?: number } = {},
      call?: CallOptions,
    ): Promise<Page[]> {
      const query = { per_page: perPage };
      const answer =
        id === undefined
          ? await transport.request({ method: 'GET', path: 'need/pages', query, schema: pagesAnswer, call })
          : await transport.request({
              method: 'GET',
              path: 'need/{id}/pages',
              pathParams: { id },
              query,
              schema: pagesAnswer,
              call,
            });
      return answer.data;
    },
  };
}
export type NeedResource = ReturnType<typeof needResource>;
