// SPEC §7 resource group 'menu': the menus index ("items"), loaded on locale change.
import * as z from 'zod/mini';

import { type Menu, menuSchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const menusAnswer = z.object({ items: z.array(menuSchema) });

export function menuResource(transport: Transport) {
  return {
    /** GET /menus */
    async list(call?: CallOptions): Promise<Menu[]> {
      return (await transport.request({ method: 'GET', path: 'menus', schema: menusAnswer, call })).items;
    },
  };
}
export type MenuResource = ReturnType<typeof menuResource>;
