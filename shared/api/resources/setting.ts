// SPEC §7 resource group 'setting': the global settings (point_of_sale, newsletter…).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type Setting, settingSchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const settingsAnswer = wrapped(z.array(settingSchema));

export function settingResource(transport: Transport) {
  return {
    /** GET /settings */
    async list(call?: CallOptions): Promise<Setting[]> {
      return (await transport.request({ method: 'GET', path: 'settings', schema: settingsAnswer, call })).data;
    },
  };
}
export type SettingResource = ReturnType<typeof settingResource>;
