// Products as the API shows them, read for a page of ids at once: one query for the products,
// one each for their brands, needs and galenic forms, whatever the page size.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Product, ProductListItem } from '../../shared/schemas/product.ts';
import { brandRefs } from './brands.ts';
import { image } from './image-urls.ts';
import { productNeedRefs } from './needs.ts';
import { amount, currencyOf, priceCents } from './prices.ts';
import type { ShopScope } from './shops.ts';
import { all, first, inList, type Queries } from './store.ts';

/** The label a product that cannot be had shows instead of its buy button. */
export const OUT_OF_STOCK_LABEL: Readonly<Record<Language, string>> = Object.freeze({
  fr: 'Temporairement indisponible',
  nl: 'Tijdelijk niet beschikbaar',
  de: 'Vorübergehend nicht verfügbar',
  es: 'Temporalmente no disponible',
  it: 'Temporaneamente non disponibile',
});

interface ListRow {
  id: number;
  brand_id: number;
  galenic_form_id: number;
  promoted: number;
  special_offer: number;
  is_new_formulae: number;
  new_from: string | null;
  new_to: string | null;
  out_of_stock: number;
  vegan: number;
  vegetarian: number;
  pregnancy: 'avoid' | 'advice' | 'suitable' | null;
  min_age: number | null;
  slug: string;
  name: string;
  public_price_cents: number;
  own_price_cents: number;
}

const listSelect = (
  lang: Language,
  country: Country,
) => sql`SELECT p.id, p.brand_id, p.galenic_form_id, p.promoted, p.special_offer, p.is_new_formulae, p.new_from, p.new_to,
  p.out_of_stock, p.vegan, p.vegetarian, p.pregnancy, p.min_age, t.slug, t.name, c.public_price_cents, c.own_price_cents
  FROM product p JOIN product_text t ON t.product_id = p.id AND t.lang = ${lang} JOIN product_country c ON c.product_id = p.id AND c.country = ${country}`;

export interface FacetRef {
  id: number;
  label: string;
  slug: string;
}

export async function facetRefs(
  store: Queries,
  facet: string,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, FacetRef>> {
  const rows = await all(
    store,
    sql<FacetRef>`SELECT id, label, slug FROM facet_value_text WHERE facet = ${facet} AND lang = ${lang} AND id ${inList(store, ids)}`,
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, label: row.label, slug: row.slug }]));
}

export function productImages(id: number, name: string): ProductListItem['caracteristics'] {
  return {
    small_image: { value: image('products', id, 80, name) },
    image: { value: image('products', id, 140, name) },
    large_image: { value: image('products', id, 600, name) },
  };
}

/** Whether the 'new' badge shows today: within new_from..new_to (an open end runs on). */
export function isNew(row: { new_from: string | null; new_to: string | null }, today: string): boolean {
  return row.new_from !== null && row.new_from <= today && (row.new_to === null || row.new_to >= today);
}

/** The products of `ids` sold in the scope's shop, in the order of `ids`. */
export async function productListItems(
  store: Queries,
  scope: ShopScope,
  ids: readonly number[],
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await all(
    store,
    sql<ListRow>`${listSelect(scope.lang, scope.country)} WHERE p.id ${inList(store, ids)}`,
  );
  const [brands, needs, forms] = await Promise.all([
    brandRefs(store, [...new Set(rows.map((row) => row.brand_id))], scope.lang),
    productNeedRefs(store, ids, scope.lang),
    facetRefs(store, 'galenic_format', [...new Set(rows.map((row) => row.galenic_form_id))], scope.lang),
  ]);
  const currency = currencyOf(scope.country);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: ProductListItem[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    items.push({
      id: row.id,
      name: row.name,
      slug: row.slug,
      brand: brands.get(row.brand_id)!,
      promoted: row.promoted === 1,
      is_new_from: row.new_from,
      is_new_to: row.new_to,
      is_new_formulae: row.is_new_formulae === 1,
      special_offer: row.special_offer === 1,
      out_of_stock_label: row.out_of_stock === 1 ? OUT_OF_STOCK_LABEL[scope.lang] : null,
      price: { public: amount(row.public_price_cents), own: amount(row.own_price_cents), currency },
      caracteristics: productImages(row.id, row.name),
      needs: needs.get(row.id) ?? [],
      galenic_form: forms.get(row.galenic_form_id)!,
      suitability: {
        vegan: row.vegan === 1,
        vegetarian: row.vegetarian === 1,
        pregnancy: row.pregnancy,
        min_age: row.min_age,
      },
    });
  }
  return items;
}

interface DetailRow {
  description: string;
  usage: string;
  advice: string;
  precautions: string;
  ingredients: string;
  storage: string;
  meta_description: string;
  nutrition_json: string;
  packaging_json: string;
  flavour_id: number | null;
  diner_type_id: number | null;
  weight_g: number;
  volume_ml: number | null;
  duration_days: number;
}

/** The whole product, or null when the shop does not sell it. */
export async function productDetail(store: Queries, scope: ShopScope, id: number): Promise<Product | null> {
  const [item] = await productListItems(store, scope, [id]);
  if (!item) return null;
  const { lang } = scope;
  const [row, ingredients, conditionings, tiers] = await Promise.all([
    first(
      store,
      sql<DetailRow>`SELECT t.description, t.usage, t.advice, t.precautions, t.ingredients, t.storage, t.meta_description, t.nutrition_json, t.packaging_json,
        p.flavour_id, p.diner_type_id, p.weight_g, p.volume_ml, p.duration_days
       FROM product p JOIN product_text t ON t.product_id = p.id AND t.lang = ${lang} WHERE p.id = ${id}`,
    ),
    all(
      store,
      sql<FacetRef>`SELECT v.id, v.label, v.slug FROM product_active_ingredient a JOIN facet_value_text v ON v.facet = 'active_ingredient' AND v.id = a.ingredient_id AND v.lang = ${lang}
       WHERE a.product_id = ${id} ORDER BY a.position`,
    ),
    all(
      store,
      sql<{
        id: number;
        label: string;
        units: number;
        price_eur_cents: number;
      }>`SELECT c.id, t.label, c.units, c.price_eur_cents FROM product_conditioning c
       JOIN product_conditioning_text t ON t.product_id = c.product_id AND t.conditioning_id = c.id AND t.lang = ${lang}
       WHERE c.product_id = ${id} ORDER BY c.position`,
    ),
    all(
      store,
      sql<{
        quantity: number;
        price_eur_cents: number;
      }>`SELECT quantity, price_eur_cents FROM product_volume_tier WHERE product_id = ${id} ORDER BY quantity`,
    ),
  ]);
  if (!row) return null;
  const facetRef = async (facet: string, value: number | null) =>
    value === null ? null : ((await facetRefs(store, facet, [value], lang)).get(value) ?? null);
  const [flavour, dinerType] = await Promise.all([
    facetRef('flavour', row.flavour_id),
    facetRef('diner_type', row.diner_type_id),
  ]);
  const currency = currencyOf(scope.country);
  const price = (eurCents: number) => amount(priceCents(scope.country, eurCents));
  return {
    ...item,
    description: row.description,
    usage: row.usage,
    advice: row.advice,
    precautions: row.precautions,
    ingredients: row.ingredients,
    nutrition: JSON.parse(row.nutrition_json) as Product['nutrition'],
    storage: row.storage,
    packaging_sizes: JSON.parse(row.packaging_json) as string[],
    conditionings: conditionings.map((c) => ({
      id: c.id,
      label: c.label,
      units: c.units,
      price: { public: price(c.price_eur_cents), own: price(c.price_eur_cents), currency },
    })),
    volume_tiers: tiers.map((tier) => ({ quantity: tier.quantity, price: price(tier.price_eur_cents) })),
    weight_g: row.weight_g,
    volume_ml: row.volume_ml,
    duration_days: row.duration_days,
    active_ingredients: ingredients,
    flavour,
    diner_type: dinerType,
    meta_description: row.meta_description,
  };
}

export async function isSold(store: Queries, scope: ShopScope, id: number): Promise<boolean> {
  const row = await first(
    store,
    sql`SELECT 1 AS yes FROM product_country WHERE product_id = ${id} AND country = ${scope.country}`,
  );
  return row !== undefined;
}
