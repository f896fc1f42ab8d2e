// SPEC §7 resource group 'point-of-sale': pharmacies and stores near a point, a zip code or a city.
import type * as z from 'zod/mini';

import { paginated } from '../../schemas/common.ts';
import { pointOfSaleSchema } from '../../schemas/store-locator.ts';
import type { CallOptions, Transport } from '../transport.ts';

const pointsOfSaleAnswer = paginated(pointOfSaleSchema);
export type PointOfSaleList = z.output<typeof pointsOfSaleAnswer>;

export type PointOfSaleWhere = { lat: number; lng: number } | { zipcode: string } | { city: string };

export type PointOfSaleSearch = PointOfSaleWhere & {
  /** 1–200 km around the point (the API's default is 25). */
  radiusKm?: number;
  /** Only those trained to give advice (who-can-advise-me). */
  advice?: boolean;
  page?: number;
  perPage?: number;
};

export function pointOfSaleResource(transport: Transport) {
  return {
    /** GET /point-of-sale: nearest first, each with its distance_km. */
    search(params: PointOfSaleSearch, call?: CallOptions): Promise<PointOfSaleList> {
      const where = params as Partial<{ lat: number; lng: number; zipcode: string; city: string }>;
      const query = {
        lat: where.lat,
        lng: where.lng,
        zipcode: where.zipcode,
        city: where.city,
        radius_km: params.radiusKm,
        advice: params.advice,
        page: params.page,
        perPage: params.perPage,
      };
      return transport.request({ method: 'GET', path: 'point-of-sale', query, schema: pointsOfSaleAnswer, call });
    },
  };
}
export type PointOfSaleResource = ReturnType<typeof pointOfSaleResource>;
