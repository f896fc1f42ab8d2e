import * as z from 'zod/mini';

import { imageSchema } from './common.ts';

export const brandSchema = z.object({
  id: z.int(),
  /** Brand-corner code used in `{prefix}/{code}/…` routes. */
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  logo: imageSchema,
  baseline: z.string(),
  description: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandRefSchema = z.pick(brandSchema, { id: true, name: true, slug: true, color: true, logo: true });
export type BrandRef = z.infer<typeof brandRefSchema>;

export const faqEntrySchema = z.object({ id: z.int(), question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;
