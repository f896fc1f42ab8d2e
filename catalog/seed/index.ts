// All the seed content in one value, and the loader that gathers it from the data files
// (one file per kind, beside this one). The store is built from it on first start
// (catalog/store/seed-store.ts).
//
// Two kinds are not in types.ts yet and are defined here: the online-help entries and the
// civilities. Display facet values carry no code: their order in TAXONOMY.displays is the
// code order of DISPLAY_CODES (new, promoted, special offer, new formula), as types.ts says.
import type {
  Country,
  Localized,
  SeedBrand,
  SeedCity,
  SeedFaqEntry,
  SeedMenus,
  SeedNeed,
  SeedPage,
  SeedPointOfSale,
  SeedProduct,
  SeedProvince,
  SeedRedirection,
  SeedSettings,
  SeedShop,
  SeedTaxonomy,
  SeedThematic,
} from './types.ts';

/** An online-help (FAQ) entry, shown by `order` (else as listed); without `countries`, in every country. */
export interface SeedHelpEntry extends SeedFaqEntry {
  id?: number;
  order?: number;
  countries?: readonly Country[];
}

export interface SeedCivility {
  id: number;
  code: 'ms' | 'mr';
  label: Localized;
}

export interface Seed {
  brands: readonly SeedBrand[];
  taxonomy: SeedTaxonomy;
  needs: readonly SeedNeed[];
  products: readonly SeedProduct[];
  thematics: readonly SeedThematic[];
  pages: readonly SeedPage[];
  onlineHelp: readonly SeedHelpEntry[];
  menus: SeedMenus;
  settings: SeedSettings;
  cities: readonly SeedCity[];
  pointsOfSale: readonly SeedPointOfSale[];
  provinces: readonly SeedProvince[];
  civilities: readonly SeedCivility[];
  shops: readonly SeedShop[];
  redirections: readonly SeedRedirection[];
}

/** The codes of TAXONOMY.displays, in order. */
export const DISPLAY_CODES = ['new', 'promoted', 'special_offer', 'new_formula'] as const;
export type DisplayCode = (typeof DISPLAY_CODES)[number];

export class SeedLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SeedLoadError';
  }
}

/** Turns a failed import into an error that names the data file. */
function loading<T>(file: string, pending: Promise<T>): Promise<T> {
  return pending.catch((error: unknown) => {
    throw new SeedLoadError(`catalog/seed/${file} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
}

function required<T>(file: string, name: string, value: T): NonNullable<T> {
  if (value === undefined || value === null) throw new SeedLoadError(`catalog/seed/${file} does not export ${name}`);
  return value as NonNullable<T>;
}

/**
 * Imports every data file and returns the seed. The import specifiers are literal so the server
 * bundle (esbuild) inlines the data. Each `@ts-ignore` only keeps this file compiling while a
 * data file is still being written; once the file exists, its export is checked against Seed
 * where the seed is assembled below.
 */
export async function loadSeed(): Promise<Seed> {
  const [brands, taxonomy, needs, products, thematics, pages, onlineHelp, menus, settings, cities, pointsOfSale, provinces, civilities, shops, redirections] = await Promise.all([
    // @ts-ignore -- see the comment above
    loading('brands.ts', import('./brands.ts')),
    // @ts-ignore -- see the comment above
    loading('taxonomy.ts', import('./taxonomy.ts')),
    // @ts-ignore -- see the comment above
    loading('needs.ts', import('./needs.ts')),
    // @ts-ignore -- see the comment above
    loading('products.ts', import('./products.ts')),
    // @ts-ignore -- see the comment above
    loading('thematics.ts', import('./thematics.ts')),
    // @ts-ignore -- see the comment above
    loading('pages.ts', import('./pages.ts')),
    // @ts-ignore -- see the comment above
    loading('online-help.ts', import('./online-help.ts')),
    // @ts-ignore -- see the comment above
    loading('menus.ts', import('./menus.ts')),
    // @ts-ignore -- see the comment above
    loading('settings.ts', import('./settings.ts')),
    // @ts-ignore -- see the comment above
    loading('cities.ts', import('./cities.ts')),
    // @ts-ignore -- see the comment above
    loading('points-of-sale.ts', import('./points-of-sale.ts')),
    // @ts-ignore -- see the comment above
    loading('provinces.ts', import('./provinces.ts')),
    // @ts-ignore -- see the comment above
    loading('civilities.ts', import('./civilities.ts')),
    // @ts-ignore -- see the comment above
    loading('shops.ts', import('./shops.ts')),
    // @ts-ignore -- see the comment above
    loading('redirections.ts', import('./redirections.ts')),
  ]);
  const seed: Seed = {
    brands: required('brands.ts', 'BRANDS', brands.BRANDS),
    taxonomy: required('taxonomy.ts', 'TAXONOMY', taxonomy.TAXONOMY),
    needs: required('needs.ts', 'NEEDS', needs.NEEDS),
    products: required('products.ts', 'PRODUCTS', products.PRODUCTS),
    thematics: required('thematics.ts', 'THEMATICS', thematics.THEMATICS),
    pages: required('pages.ts', 'PAGES', pages.PAGES),
    onlineHelp: required('online-help.ts', 'ONLINE_HELP', onlineHelp.ONLINE_HELP),
    menus: required('menus.ts', 'MENUS', menus.MENUS),
    settings: required('settings.ts', 'SETTINGS', settings.SETTINGS),
    cities: required('cities.ts', 'CITIES', cities.CITIES),
    pointsOfSale: required('points-of-sale.ts', 'POINTS_OF_SALE', pointsOfSale.POINTS_OF_SALE),
    provinces: required('provinces.ts', 'PROVINCES', provinces.PROVINCES),
    civilities: required('civilities.ts', 'CIVILITIES', civilities.CIVILITIES),
    shops: required('shops.ts', 'SHOPS', shops.SHOPS),
    redirections: required('redirections.ts', 'REDIRECTIONS', redirections.REDIRECTIONS),
  };
  return Object.freeze(seed);
}
