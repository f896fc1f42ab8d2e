// URL lookups: the entity behind a slug (`/url/entity`) and the same entity's slugs in the
// shop's other languages (`/url`), which the locale switch needs.
import * as z from 'zod/mini';

export const ENTITY_TYPES = ['product', 'brand', 'need', 'page', 'category'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const urlSchema = z.object({
  entity_type: z.enum(ENTITY_TYPES),
  entity_id: z.int(),
  lang: z.string(),
  slug: z.string(),
});
export type EntityUrl = z.infer<typeof urlSchema>;
