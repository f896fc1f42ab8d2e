// Products as the API shows them, read for a page of ids at once: one query for the products,
// one each for their brands, needs and galenic forms, whatever the page size.
import type { Language } from '../../config/locales.ts';
import type { Product, ProductListItem } from '../../shared/schemas/product.ts';
import { brandRefs } from './brands.ts';
import { image } from './image-urls.ts';
import { productNeedRefs } from './needs.ts';
import { amount, currencyOf, priceCents } from './prices.ts';
import type { ShopScope } from './shops.ts';
import type { Store } from './store.ts';

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
  slug: string;
  name: string;
  public_price_cents: number;
  own_price_cents: number;
}

const LIST_SELECT = `SELECT p.id, p.brand_id, p.galenic_form_id, p.promoted, p.special_offer, p.is_new_formulae, p.new_from, p.new_to,
  p.out_of_stock, t.slug, t.name, c.public_price_cents, c.own_price_cents
  FROM product p JOIN product_text t ON t.product_id = p.id AND t.lang = ? JOIN product_country c ON c.product_id = p.id AND c.country = ?`;

export interface FacetRef {
  id: number;
  label: string;
  slug: string;
}

export function facetRefs(store: Store, facet: string, ids: readonly number[], lang: Language): Map<number, FacetRef> {
  const rows = store.all<FacetRef>(
    'SELECT id, label, slug FROM facet_value_text WHERE facet = ? AND lang = ? AND id IN (SELECT value FROM json_each(?))',
    facet,
    lang,
    JSON.stringify(ids),
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
export function productListItems(store: Store, scope: ShopScope, ids: readonly number[]): ProductListItem[] {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const rows = store.all<ListRow>(
    `${LIST_SELECT} WHERE p.id IN (SELECT value FROM json_each(?))`,
    scope.lang,
    scope.country,
    json,
  );
  const brands = brandRefs(store, [...new Set(rows.map((row) => row.brand_id))], scope.lang);
  const needs = productNeedRefs(store, ids, scope.lang);
  const forms = facetRefs(store, 'galenic_format', [...new Set(rows.map((row) => row.galenic_form_id))], scope.lang);
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
export function productDetail(store: Store, scope: ShopScope, id: number): Product | null {
  const [item] = productListItems(store, scope, [id]);
  if (!item) return null;
  const row = store.get<DetailRow>(
    `SELECT t.description, t.usage, t.advice, t.precautions, t.ingredients, t.storage, t.meta_description, t.nutrition_json, t.packaging_json,
      p.flavour_id, p.diner_type_id, p.weight_g, p.volume_ml, p.duration_days
     FROM product p JOIN product_text t ON t.product_id = p.id AND t.lang = ? WHERE p.id = ?`,
    scope.lang,
    id,
  )!;
  const ingredients = store.all<FacetRef>(
    `SELECT v.id, v.label, v.slug FROM product_active_ingredient a JOIN facet_value_text v ON v.facet = 'active_ingredient' AND v.id = a.ingredient_id AND v.lang = ?
     WHERE a.product_id = ? ORDER BY a.position`,
    scope.lang,
    id,
  );
  const flavour =
    row.flavour_id === null
      ? null
      : (facetRefs(store, 'flavour', [row.flavour_id], scope.lang).get(row.flavour_id) ?? null);
  const dinerType =
    row.diner_type_id === null
      ? null
      : (facetRefs(store, 'diner_type', [row.diner_type_id], scope.lang).get(row.diner_type_id) ?? null);
  const currency = currencyOf(scope.country);
  const price = (eurCents: number) => amount(priceCents(scope.country, eurCents));
  const conditionings = store.all<{ id: number; label: string; units: number; price_eur_cents: number }>(
    `SELECT c.id, t.label, c.units, c.price_eur_cents FROM product_conditioning c
     JOIN product_conditioning_text t ON t.product_id = c.product_id AND t.conditioning_id = c.id AND t.lang = ?
     WHERE c.product_id = ? ORDER BY c.position`,
    scope.lang,
    id,
  );
  const tiers = store.all<{ quantity: number; price_eur_cents: number }>(
    'SELECT quantity, price_eur_cents FROM product_volume_tier WHERE product_id = ? ORDER BY quantity',
    id,
  );
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

export function isSold(store: Store, scope: ShopScope, id: number): boolean {
  return (
    store.get('SELECT 1 AS yes FROM product_country WHERE product_id = ? AND country = ?', id, scope.country) !==
    undefined
  );
}
