// Shapes shared by every answer of the content API (SPEC §7). Field names are the API's
// (snake_case); the same schemas validate the embedded catalog's answers in its contract tests
// and any upstream's answers in the API client.
import { z } from 'zod';

export const imageSchema = z.object({ url: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** A reference to another entity, enough to link to it. */
export const entityRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
export type EntityRef = z.infer<typeof entityRefSchema>;

/** `{ items, total, page, perPage }`: every paginated list (SPEC §7 `data.items`, `data.total`). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0), page: z.number().int().min(1), perPage: z.number().int().min(1) });
}

/** `{ data: … }`: single entities and the unpaginated lists SPEC §7 reads as `data.data`. */
export function wrapped<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** The error body of every 4xx/5xx answer. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Bounds of `perPage` on every list. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 12;
