// A ready-made resolver for the media store, drawing each image from the seed content: the
// catalog passes its seed (the `Seed` of catalog/seed/index.ts fits) once and gets
// `resolve(kind, key)` back. Image URLs carry no
// language, so their text is written in one language (French by default, the first of SPEC §1's
// fallback order); brand names are not translated anyway.
import type { Language, SeedBrand, SeedNeed, SeedPage, SeedProduct, SeedTaxonomy } from '../seed/types.ts';
import { drawBrandLogo } from './draw-brand-logo.ts';
import { drawNeedPictogram } from './draw-need-pictogram.ts';
import { drawPackshot, packShapeFor } from './draw-packshot.ts';
import { drawPageVisual, PAGE_TYPE_COLORS } from './draw-page-visual.ts';
import type { MediaResolver } from './media-store.ts';
import type { MediaKind } from './media-urls.ts';

export interface MediaSeed {
  brands: readonly SeedBrand[];
  products: readonly SeedProduct[];
  needs: readonly SeedNeed[];
  pages: readonly SeedPage[];
  /** The galenic forms' labels name the pack shape and are printed on it. */
  taxonomy: Pick<SeedTaxonomy, 'galenicForms'>;
}

function byId<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export function createSeedMediaResolver(
  seed: MediaSeed,
  { language = 'fr' }: { language?: Language } = {},
): MediaResolver {
  const brands = byId(seed.brands);
  const products = byId(seed.products);
  const needs = byId(seed.needs);
  const pages = byId(seed.pages);
  const galenicForms = byId(seed.taxonomy.galenicForms);

  const draw: Record<MediaKind, (id: number) => string | null> = {
    products(id) {
      const product = products.get(id);
      if (!product) return null;
      const brand = brands.get(product.brandId);
      const form = galenicForms.get(product.galenicFormId);
      // Every language's slug and label, so a form named in any of them finds its shape.
      const formWords = form ? [...Object.values(form.slug), ...Object.values(form.label)].join(' ') : '';
      return drawPackshot({
        name: product.name[language],
        brandName: brand?.name ?? '',
        color: brand?.color ?? '',
        galenicForm: form?.label[language] ?? '',
        shape: packShapeFor(formWords),
      });
    },
    brands(id) {
      const brand = brands.get(id);
      return brand ? drawBrandLogo({ name: brand.name, color: brand.color }) : null;
    },
    needs(id) {
      const need = needs.get(id);
      return need ? drawNeedPictogram({ picto: need.picto, label: need.label[language] }) : null;
    },
    pages(id) {
      const page = pages.get(id);
      if (!page) return null;
      const brand = page.brandId === null ? undefined : brands.get(page.brandId);
      return drawPageVisual({ title: page.title[language], color: brand?.color ?? PAGE_TYPE_COLORS[page.type] });
    },
  };

  return function resolveSeedMedia(kind, key) {
    const svg = draw[kind](Number(key));
    return svg === null ? null : { svg };
  };
}
