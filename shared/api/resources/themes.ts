// SPEC §7 resource group 'themes': GET /thematics and /thematic/{id} (advice themes…).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type PageType, type Thematic, thematicSchema } from '../../schemas/page.ts';
import type { CallOptions, Transport } from '../transport.ts';

const thematicsAnswer = wrapped(z.array(thematicSchema));
const thematicAnswer = wrapped(thematicSchema);

export function themesResource(transport: Transport) {
  return {
    /** GET /thematics, of one page type when given. */
    async list({ type }: { type?: PageType } = {}, call?: CallOptions): Promise<Thematic[]> {
      return (
        await transport.request({ method: 'GET', path: 'thematics', query: { type }, schema: thematicsAnswer, call })
      ).data;
    },
    /** GET /thematic/{id} */
    async get(id: number, call?: CallOptions): Promise<Thematic> {
      return (
        await transport.request({
          method: 'GET',
          path: 'thematic/{id}',
          pathParams: { id },
          schema: thematicAnswer,
          call,
        })
      ).data;
    },
  };
}
export type ThemesResource = ReturnType<typeof themesResource>;
