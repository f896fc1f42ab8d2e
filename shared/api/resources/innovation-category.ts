// SPEC §7 resource group 'innovation-category': the quality and innovation categories.
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type Thematic, thematicSchema } from '../../schemas/page.ts';
import type { CallOptions, Transport } from '../transport.ts';

const thematicsAnswer = wrapped(z.array(thematicSchema));

export function innovationCategoryResource(transport: Transport) {
  return {
    /** GET /innovation-category */
    async list(call?: CallOptions): Promise<Thematic[]> {
      return (await transport.request({ method: 'GET', path: 'innovation-category', schema: thematicsAnswer, call }))
        .data;
    },
  };
}
export type InnovationCategoryResource = ReturnType<typeof innovationCategoryResource>;
