import { z } from 'zod';
import { imageSchema } from './common.ts';

export const brandSchema = z.object({
  id: z.number().int(),
  /** Brand-corner code used in `{prefix}/{code}/…` routes. */
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  logo: imageSchema,
  baseline: z.string(),
  description: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandRefSchema = brandSchema.pick({ id: true, name: true, slug: true, color: true, logo: true });
export type BrandRef = z.infer<typeof brandRefSchema>;

export const faqEntrySchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;
