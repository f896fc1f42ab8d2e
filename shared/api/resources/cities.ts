// SPEC §7 resource group 'cities': the cities of a zip code (the zip rule is valid when one exists).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type City, citySchema } from '../../schemas/store-locator.ts';
import type { CallOptions, Transport } from '../transport.ts';

const citiesAnswer = wrapped(z.array(citySchema));

export function citiesResource(transport: Transport) {
  return {
    /** GET /cities?zipcode= */
    async byZipcode(zipcode: string, call?: CallOptions): Promise<City[]> {
      return (
        await transport.request({ method: 'GET', path: 'cities', query: { zipcode }, schema: citiesAnswer, call })
      ).data;
    },
  };
}
export type CitiesResource = ReturnType<typeof citiesResource>;
