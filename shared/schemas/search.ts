// Search suggestions (SPEC §3 'Search suggestions'): six groups, each with a total and items.
import * as z from 'zod/mini';

import { brandRefSchema } from './brand.ts';
import { count, imageSchema } from './common.ts';

const group = <T extends z.core.SomeType>(item: T) => z.object({ total: count(), items: z.array(item) });

export const productSuggestionSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  promoted: z.boolean(),
  is_new_from: z.nullable(z.string()),
  is_new_to: z.nullable(z.string()),
  is_new_formulae: z.boolean(),
  caracteristics: z.object({ small_image: z.object({ value: imageSchema }) }),
});

export const brandSuggestionSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  brand: z.pick(brandRefSchema, { name: true, logo: true, color: true }),
});
export const needSuggestionSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  need: z.object({ label: z.string(), picto: imageSchema, parent: z.nullable(z.int()) }),
});
export const pageSuggestionSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  thumbnail: imageSchema,
});

export const suggestionsSchema = z.object({
  total: count(),
  products: group(productSuggestionSchema),
  brands: group(brandSuggestionSchema),
  needs: group(needSuggestionSchema),
  pages: group(pageSuggestionSchema),
  about_page: group(pageSuggestionSchema),
  corpo: group(pageSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
