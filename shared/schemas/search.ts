// Search suggestions (SPEC §3 'Search suggestions'): six groups, each with a total and items.
import { z } from 'zod';
import { imageSchema } from './common.ts';
import { brandRefSchema } from './brand.ts';

const group = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int().min(0), items: z.array(item) });

export const productSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  promoted: z.boolean(),
  is_new_from: z.string().nullable(),
  is_new_to: z.string().nullable(),
  is_new_formulae: z.boolean(),
  caracteristics: z.object({ small_image: z.object({ value: imageSchema }) }),
});

export const brandSuggestionSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), brand: brandRefSchema.pick({ name: true, logo: true, color: true }) });
export const needSuggestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  need: z.object({ label: z.string(), picto: imageSchema, parent: z.number().int().nullable() }),
});
export const pageSuggestionSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), type: z.string(), thumbnail: imageSchema });

export const suggestionsSchema = z.object({
  total: z.number().int().min(0),
  products: group(productSuggestionSchema),
  brands: group(brandSuggestionSchema),
  needs: group(needSuggestionSchema),
  pages: group(pageSuggestionSchema),
  about_page: group(pageSuggestionSchema),
  corpo: group(pageSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
