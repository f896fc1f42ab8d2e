import * as z from 'zod/mini';

import { brandRefSchema } from './brand.ts';
import { count, entityRefSchema, imageSchema, nonNegative } from './common.ts';

export const priceSchema = z.object({
  /** Public (recommended) price and the shop's own price, in the sale plan's currency. */
  public: nonNegative(),
  own: nonNegative(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});

export const facetValueRefSchema = z.object({ id: z.int(), label: z.string(), slug: z.string() });

export const PREGNANCY_ADVICE = ['avoid', 'advice', 'suitable'] as const;

export const suitabilitySchema = z.object({
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  pregnancy: z.nullable(z.enum(PREGNANCY_ADVICE)),
  min_age: z.nullable(z.int()),
});
export type Suitability = z.infer<typeof suitabilitySchema>;

export const productListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  brand: brandRefSchema,
  promoted: z.boolean(),
  is_new_from: z.nullable(z.string()),
  is_new_to: z.nullable(z.string()),
  is_new_formulae: z.boolean(),
  special_offer: z.boolean(),
  /** The label shown when the product cannot be had, else null. */
  out_of_stock_label: z.nullable(z.string()),
  price: priceSchema,
  caracteristics: z.object({
    small_image: z.object({ value: imageSchema }),
    image: z.object({ value: imageSchema }),
    large_image: z.object({ value: imageSchema }),
  }),
  needs: z.array(entityRefSchema),
  galenic_form: facetValueRefSchema,
  /**
   * Who may take it: vegans, vegetarians, during pregnancy (avoid, ask a doctor first, made for
   * it; null when not relevant), from which age (18: adults only; null: not said). Optional,
   * since it came after the first answers (issue 20, the quiz).
   */
  suitability: z.optional(suitabilitySchema),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const nutritionSchema = z.object({
  /** Column headings, e.g. per daily dose. */
  per: z.string(),
  rows: z.array(
    z.object({ label: z.string(), amount: z.string(), nrv: z.nullable(z.string()), footnotes: z.array(z.string()) }),
  ),
  /** Footnote marks with their text: reference value, energy intake, maximum daily dose… */
  footnotes: z.array(z.object({ mark: z.string(), text: z.string() })),
});

export const productSchema = z.extend(productListItemSchema, {
  description: z.string(),
  usage: z.string(),
  advice: z.string(),
  precautions: z.string(),
  ingredients: z.string(),
  nutrition: nutritionSchema,
  storage: z.string(),
  packaging_sizes: z.array(z.string()),
  conditionings: z.array(z.object({ id: z.int(), label: z.string(), units: z.int(), price: priceSchema })),
  volume_tiers: z.array(z.object({ quantity: z.int().check(z.minimum(2)), price: nonNegative() })),
  weight_g: nonNegative(),
  volume_ml: z.nullable(nonNegative()),
  duration_days: count(),
  active_ingredients: z.array(facetValueRefSchema),
  flavour: z.nullable(facetValueRefSchema),
  diner_type: z.nullable(facetValueRefSchema),
  meta_description: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * `id` names the value across languages (a brand's, a need's or a facet value's id), so a filter
 * can be written in another language; optional, since it came after the first answers.
 */
export const facetCountSchema = z.object({
  id: z.optional(z.int()),
  slug: z.string(),
  label: z.string(),
  count: count(),
});

/** GET /filtersProducts: facet values with their counts for the current selection. */
export const productFiltersSchema = z.object({
  products: count(),
  display: z.array(facetCountSchema),
  brand: z.array(facetCountSchema),
  need: z.array(facetCountSchema),
  active_ingredient: z.array(facetCountSchema),
  diner_type: z.array(facetCountSchema),
  flavour: z.array(facetCountSchema),
  galenic_format: z.array(facetCountSchema),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;
