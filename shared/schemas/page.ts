import * as z from 'zod/mini';

import { entityRefSchema, imageSchema } from './common.ts';
import { PAGE_TYPES } from './page-types.ts';

export { PAGE_TYPES, type PageType } from './page-types.ts';

export const pageSchema = z.object({
  id: z.int(),
  type: z.enum(PAGE_TYPES),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Body as an ordered list of blocks, rendered by the page; never raw HTML. */
  blocks: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('heading'), text: z.string() }),
      z.object({ kind: z.literal('paragraph'), text: z.string() }),
      z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
    ]),
  ),
  thumbnail: imageSchema,
  vertical_image: imageSchema,
  /** Advice theme, innovation category or about theme. */
  theme: z.nullable(entityRefSchema),
  brand_id: z.nullable(z.int()),
  /** The brand's code (its brand-corner route segment); optional, so an upstream may leave it out. */
  brand_code: z.optional(z.nullable(z.string())),
  published_at: z.string(),
  meta_description: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const thematicSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  type: z.enum(PAGE_TYPES),
  description: z.string(),
});
export type Thematic = z.infer<typeof thematicSchema>;
