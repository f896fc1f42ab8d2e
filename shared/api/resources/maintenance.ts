// SPEC §7 resource group 'maintenance': whether the upstream is in maintenance.
import type * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { maintenanceStatusSchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const maintenanceAnswer = wrapped(maintenanceStatusSchema);
export type MaintenanceStatus = z.output<typeof maintenanceStatusSchema>;

export function maintenanceResource(transport: Transport) {
  return {
    /** GET /maintenance */
    async status(call?: CallOptions): Promise<MaintenanceStatus> {
      return (await transport.request({ method: 'GET', path: 'maintenance', schema: maintenanceAnswer, call })).data;
    },
  };
}
export type MaintenanceResource = ReturnType<typeof maintenanceResource>;
