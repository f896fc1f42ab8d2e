// SPEC §7 resource group 'homepage' (decision 007: `{ data: { products, needs, advice, news } }`).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { needSchema } from '../../schemas/need.ts';
import { pageSchema } from '../../schemas/page.ts';
import { productListItemSchema } from '../../schemas/product.ts';
import type { CallOptions, Transport } from '../transport.ts';

/** The home page's selections: products, needs, advice articles and news pages. */
export const homepageSchema = z.object({
  products: z.array(productListItemSchema),
  needs: z.array(needSchema),
  advice: z.array(pageSchema),
  news: z.array(pageSchema),
});
export type Homepage = z.output<typeof homepageSchema>;

const homepageAnswer = wrapped(homepageSchema);

export function homepageResource(transport: Transport) {
  return {
    /** GET /homepage */
    async get(call?: CallOptions): Promise<Homepage> {
      return (await transport.request({ method: 'GET', path: 'homepage', schema: homepageAnswer, call })).data;
    },
  };
}
export type HomepageResource = ReturnType<typeof homepageResource>;
