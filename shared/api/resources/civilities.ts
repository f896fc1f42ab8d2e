// SPEC §7 resource group 'civilities': the civilities of the contact and account forms.
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type Civility, civilitySchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const civilitiesAnswer = wrapped(z.array(civilitySchema));

export function civilitiesResource(transport: Transport) {
  return {
    /** GET /civilities */
    async list(call?: CallOptions): Promise<Civility[]> {
      return (await transport.request({ method: 'GET', path: 'civilities', schema: civilitiesAnswer, call })).data;
    },
  };
}
export type CivilitiesResource = ReturnType<typeof civilitiesResource>;
