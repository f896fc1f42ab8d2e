// SPEC §7 resource group 'category': the categories index ("depth 0": navigation categories).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type Category, categorySchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const categoriesAnswer = wrapped(z.array(categorySchema));

export interface CategoryListParams {
  /** 0–3; the navigation asks for 0. */
  depth?: number;
}

export function categoryResource(transport: Transport) {
  return {
    /** GET /categories */
    async list(params: CategoryListParams = {}, call?: CallOptions): Promise<Category[]> {
      return (
        await transport.request({
          method: 'GET',
          path: 'categories',
          query: { depth: params.depth },
          schema: categoriesAnswer,
          call,
        })
      ).data;
    },
  };
}
export type CategoryResource = ReturnType<typeof categoryResource>;
