// SPEC §7 'GET /reverse-geocoding and generic geocoding', used by the pharmacy finder.
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { geocodeSchema } from '../../schemas/store-locator.ts';
import type { CallOptions, Transport } from '../transport.ts';

const geocodesAnswer = wrapped(z.array(geocodeSchema));
const geocodeAnswer = wrapped(geocodeSchema);
export type Geocode = z.output<typeof geocodeSchema>;

export function geocodingResource(transport: Transport) {
  return {
    /** GET /geocoding?q=: places matching a text. */
    async search(q: string, call?: CallOptions): Promise<Geocode[]> {
      return (await transport.request({ method: 'GET', path: 'geocoding', query: { q }, schema: geocodesAnswer, call }))
        .data;
    },
    /** GET /reverse-geocoding?lat=&lng=: the nearest known city ("locate me"). */
    async reverse({ lat, lng }: { lat: number; lng: number }, call?: CallOptions): Promise<Geocode> {
      return (
        await transport.request({
          method: 'GET',
          path: 'reverse-geocoding',
          query: { lat, lng },
          schema: geocodeAnswer,
          call,
        })
      ).data;
    },
  };
}
export type GeocodingResource = ReturnType<typeof geocodingResource>;
