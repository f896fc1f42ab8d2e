// Pharmacy finder data (SPEC §2.3, §7): points of sale, cities by zip code, provinces, geocoding.
import * as z from 'zod/mini';

import { nonNegative } from './common.ts';

const hourMinute = () => z.string().check(z.regex(/^\d{2}:\d{2}$/));
/** A number within [min, max]. */
const between = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));

export const scheduleSchema = z.object({
  /** ISO day of week, 1 = Monday. */
  day: z.int().check(z.minimum(1), z.maximum(7)),
  opens: hourMinute(),
  closes: hourMinute(),
});

export const pointOfSaleSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  lat: between(-90, 90),
  lng: between(-180, 180),
  /** Trained to give advice (who-can-advise-me). */
  gives_advice: z.boolean(),
  schedules: z.array(scheduleSchema),
  /** Distance from the searched point, in km, when the search had one. */
  distance_km: z.nullable(nonNegative()),
});
export type PointOfSale = z.infer<typeof pointOfSaleSchema>;

export const citySchema = z.object({ zipcode: z.string(), name: z.string(), lat: z.number(), lng: z.number() });
export type City = z.infer<typeof citySchema>;

export const provinceSchema = z.object({ id: z.int(), code: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const geocodeSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string(),
  zipcode: z.nullable(z.string()),
});
