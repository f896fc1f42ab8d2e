// A ready-made resolver for the media store, drawing each image from the seed content: the
// catalog passes its seed (the `Seed` of catalog/seed/index.ts fits) once and gets
// `resolve(kind, key)` back. Image URLs carry no language, so the drawings carry none either
// (decision 007): a pack shows its brand, its need's pictogram and its number of units, a page
// its need's pictogram; names and titles are the page's text and the images' alt.
import type { SeedBrand, SeedNeed, SeedPage, SeedProduct, SeedTaxonomy } from '../seed/types.ts';
import { drawBrandLogo } from './draw-brand-logo.ts';
import { drawNeedPictogram, isPictoKey, PICTO_COLORS } from './draw-need-pictogram.ts';
import { drawPackshot, type PackShape, packShapeFor } from './draw-packshot.ts';
import { drawPageVisual, PAGE_TYPE_COLORS } from './draw-page-visual.ts';
import type { MediaResolver } from './media-store.ts';
import type { MediaKind } from './media-urls.ts';
import { mix } from './svg.ts';

export interface MediaSeed {
  brands: readonly SeedBrand[];
  products: readonly SeedProduct[];
  needs: readonly SeedNeed[];
  pages: readonly SeedPage[];
  /** The galenic forms' labels and slugs name the pack shape. */
  taxonomy: Pick<SeedTaxonomy, 'galenicForms'>;
}

function byId<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Packs whose unit count is not worth printing (one bottle, a box of vials). */
const UNCOUNTED: ReadonlySet<PackShape> = new Set(['dropper', 'vials']);

/** Hues a page of one type leans towards by turn, so a list of news is not one red. */
const PAGE_TINTS = ['#2c6fb7', '#2f8f6b', '#d08a0c', '#8a4fb5'] as const;

function pageTypeColor(page: SeedPage): string {
  return mix(PAGE_TYPE_COLORS[page.type], PAGE_TINTS[page.id % PAGE_TINTS.length]!, 0.35);
}

export function createSeedMediaResolver(seed: MediaSeed): MediaResolver {
  const brands = byId(seed.brands);
  const products = byId(seed.products);
  const needs = byId(seed.needs);
  const pages = byId(seed.pages);
  const galenicForms = byId(seed.taxonomy.galenicForms);

  const pictoOf = (needIds: readonly number[]): string | null => {
    const picto = needIds.map((id) => needs.get(id)?.picto).find((key) => key !== undefined);
    return picto ?? null;
  };
  const shapeOf = (product: SeedProduct): PackShape => {
    const form = galenicForms.get(product.galenicFormId);
    // Every language's slug and label, so a form named in any of them finds its shape.
    return packShapeFor(form ? [...Object.values(form.slug), ...Object.values(form.label)].join(' ') : '');
  };
  const unitsOf = (product: SeedProduct, shape: PackShape): number | null =>
    UNCOUNTED.has(shape) ? null : (product.conditionings[0]?.units ?? null);

  const draw: Record<MediaKind, (id: number) => string | null> = {
    products(id) {
      const product = products.get(id);
      if (!product) return null;
      const brand = brands.get(product.brandId);
      const picto = pictoOf(product.needIds);
      const shape = shapeOf(product);
      return drawPackshot({
        brandName: brand?.name ?? '',
        color: brand?.color ?? '',
        shape,
        variantKey: String(product.id),
        picto,
        accent: picto && isPictoKey(picto) ? PICTO_COLORS[picto] : undefined,
        units: unitsOf(product, shape),
      });
    },
    brands(id) {
      const brand = brands.get(id);
      return brand ? drawBrandLogo({ name: brand.name, color: brand.color }) : null;
    },
    needs(id) {
      const need = needs.get(id);
      return need ? drawNeedPictogram({ picto: need.picto }) : null;
    },
    pages(id) {
      const page = pages.get(id);
      if (!page) return null;
      const brand = page.brandId === null ? undefined : brands.get(page.brandId);
      const picto = pictoOf(page.needIds);
      const product = page.productIds.map((productId) => products.get(productId)).find(Boolean);
      const productBrand = product && brands.get(product.brandId);
      const shape = product && shapeOf(product);
      return drawPageVisual({
        key: String(page.id),
        color: brand?.color ?? (picto && isPictoKey(picto) ? PICTO_COLORS[picto] : pageTypeColor(page)),
        picto,
        product:
          product && shape
            ? {
                brandName: productBrand?.name ?? '',
                color: productBrand?.color ?? '',
                shape,
                units: unitsOf(product, shape),
                picto: pictoOf(product.needIds),
              }
            : null,
      });
    },
  };

  return function resolveSeedMedia(kind, key) {
    const svg = draw[kind](Number(key));
    return svg === null ? null : { svg };
  };
}
