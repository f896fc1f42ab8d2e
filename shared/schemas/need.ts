import * as z from 'zod/mini';

import { imageSchema } from './common.ts';

export const needSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  /** SPEC §3 'Need item': label, picto, parent. */
  need: z.object({ label: z.string(), picto: imageSchema, parent: z.nullable(z.int()) }),
  description: z.string(),
  /** A few paragraphs, separated by a blank line, shown on the need's page; empty when none is written. */
  intro: z.string(),
  children: z.array(z.object({ id: z.int(), title: z.string(), slug: z.string() })),
});
export type Need = z.infer<typeof needSchema>;
