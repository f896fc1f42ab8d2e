// Pharmacy finder data (SPEC §2.3, §7): points of sale, cities by zip code, provinces, geocoding.
import { z } from 'zod';

export const scheduleSchema = z.object({
  /** ISO day of week, 1 = Monday. */
  day: z.number().int().min(1).max(7),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

export const pointOfSaleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Trained to give advice (who-can-advise-me). */
  gives_advice: z.boolean(),
  schedules: z.array(scheduleSchema),
  /** Distance from the searched point, in km, when the search had one. */
  distance_km: z.number().nonnegative().nullable(),
});
export type PointOfSale = z.infer<typeof pointOfSaleSchema>;

export const citySchema = z.object({ zipcode: z.string(), name: z.string(), lat: z.number(), lng: z.number() });
export type City = z.infer<typeof citySchema>;

export const provinceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const geocodeSchema = z.object({ lat: z.number(), lng: z.number(), label: z.string(), zipcode: z.string().nullable() });
