// Shapes shared by every answer of the content API (SPEC §7). Field names are the API's
// (snake_case); the same schemas validate the embedded catalog's answers in its contract tests
// and any upstream's answers in the API client.
//
// Written with zod's tree-shakable `zod/mini` API (functions and `.check(…)` rather than
// methods), since the API client ships them to the browser. Import it as
// `import * as z from 'zod/mini'`: esbuild does not tree-shake `import { z } from 'zod/mini'`
// (the whole of zod, every locale included, would reach the bundle).
// zod/mini loads no locale: on the server, zod's English messages are set globally by the
// classic zod the catalog imports; in the browser, where no issue message is shown, they read
// "Invalid input".
import * as z from 'zod/mini';

/** A whole number ≥ 0: counts and totals. (`z.int()` is classic zod's `z.number().int()`.) */
export const count = () => z.int().check(z.minimum(0));
/** A number ≥ 0: prices, weights, distances. */
export const nonNegative = () => z.number().check(z.nonnegative());

export const imageSchema = z.object({ url: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** A reference to another entity, enough to link to it. */
export const entityRefSchema = z.object({ id: z.int(), title: z.string(), slug: z.string() });
export type EntityRef = z.infer<typeof entityRefSchema>;

/** `{ items, total, page, perPage }`: every paginated list (SPEC §7 `data.items`, `data.total`). */
export function paginated<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: count(),
    page: z.int().check(z.minimum(1)),
    perPage: z.int().check(z.minimum(1)),
  });
}

/** `{ data: … }`: single entities and the unpaginated lists SPEC §7 reads as `data.data`. */
export function wrapped<T extends z.core.SomeType>(data: T) {
  return z.object({ data });
}

/** The error body of every 4xx/5xx answer. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  statusCode: z.int(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Bounds of `perPage` on every list. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 12;
