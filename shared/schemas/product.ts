import { z } from 'zod';
import { imageSchema, entityRefSchema } from './common.ts';
import { brandRefSchema } from './brand.ts';

export const priceSchema = z.object({
  /** Public (recommended) price and the shop's own price, in the sale plan's currency. */
  public: z.number().nonnegative(),
  own: z.number().nonnegative(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});

export const facetValueRefSchema = z.object({ id: z.number().int(), label: z.string(), slug: z.string() });

export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: brandRefSchema,
  promoted: z.boolean(),
  is_new_from: z.string().nullable(),
  is_new_to: z.string().nullable(),
  is_new_formulae: z.boolean(),
  special_offer: z.boolean(),
  /** The label shown when the product cannot be had, else null. */
  out_of_stock_label: z.string().nullable(),
  price: priceSchema,
  caracteristics: z.object({
    small_image: z.object({ value: imageSchema }),
    image: z.object({ value: imageSchema }),
    large_image: z.object({ value: imageSchema }),
  }),
  needs: z.array(entityRefSchema),
  galenic_form: facetValueRefSchema,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const nutritionSchema = z.object({
  /** Column headings, e.g. per daily dose. */
  per: z.string(),
  rows: z.array(z.object({ label: z.string(), amount: z.string(), nrv: z.string().nullable(), footnotes: z.array(z.string()) })),
  /** Footnote marks with their text: reference value, energy intake, maximum daily dose… */
  footnotes: z.array(z.object({ mark: z.string(), text: z.string() })),
});

export const productSchema = productListItemSchema.extend({
  description: z.string(),
  usage: z.string(),
  advice: z.string(),
  precautions: z.string(),
  ingredients: z.string(),
  nutrition: nutritionSchema,
  storage: z.string(),
  packaging_sizes: z.array(z.string()),
  conditionings: z.array(z.object({ id: z.number().int(), label: z.string(), units: z.number().int(), price: priceSchema })),
  volume_tiers: z.array(z.object({ quantity: z.number().int().min(2), price: z.number().nonnegative() })),
  weight_g: z.number().nonnegative(),
  volume_ml: z.number().nonnegative().nullable(),
  duration_days: z.number().int().nonnegative(),
  active_ingredients: z.array(facetValueRefSchema),
  flavour: facetValueRefSchema.nullable(),
  diner_type: facetValueRefSchema.nullable(),
  meta_description: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const facetCountSchema = z.object({ slug: z.string(), label: z.string(), count: z.number().int().min(0) });

/** GET /filtersProducts: facet values with their counts for the current selection. */
export const productFiltersSchema = z.object({
  products: z.number().int().min(0),
  display: z.array(facetCountSchema),
  brand: z.array(facetCountSchema),
  need: z.array(facetCountSchema),
  active_ingredient: z.array(facetCountSchema),
  diner_type: z.array(facetCountSchema),
  flavour: z.array(facetCountSchema),
  galenic_format: z.array(facetCountSchema),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;
