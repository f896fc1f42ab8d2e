// SPEC §7 resource group 'provincials': the provinces of the address forms.
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type Province, provinceSchema } from '../../schemas/store-locator.ts';
import type { CallOptions, Transport } from '../transport.ts';

const provincesAnswer = wrapped(z.array(provinceSchema));

export function provincialsResource(transport: Transport) {
  return {
    /** GET /provincials */
    async list(call?: CallOptions): Promise<Province[]> {
      return (await transport.request({ method: 'GET', path: 'provincials', schema: provincesAnswer, call })).data;
    },
  };
}
export type ProvincialsResource = ReturnType<typeof provincialsResource>;
