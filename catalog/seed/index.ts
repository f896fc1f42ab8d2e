// All the seed content in one value, and the loader that gathers it from the data files
// (one file per kind, beside this one). The store is built from it on first start
// (catalog/store/seed-store.ts).
//
// Two kinds are not in types.ts yet and are defined here: the online-help entries and the
// civilities. Display facet values carry no code: their order in TAXONOMY.displays is the
// code order of DISPLAY_CODES (new, promoted, special offer, new formula), as types.ts says.
import { BRANDS } from './brands.ts';
import { CITIES } from './cities.ts';
import { CIVILITIES } from './civilities.ts';
import { CUSTOMERS } from './customers.ts';
import { MENUS } from './menus.ts';
import { NEEDS } from './needs.ts';
import { ONLINE_HELP } from './online-help.ts';
import { PAGES } from './pages.ts';
import { POINTS_OF_SALE } from './points-of-sale.ts';
import { PRODUCTS } from './products.ts';
import { PROVINCES } from './provinces.ts';
import { REDIRECTIONS } from './redirections.ts';
import { SETTINGS } from './settings.ts';
import { SHOPS } from './shops.ts';
import { TAXONOMY } from './taxonomy.ts';
import { THEMATICS } from './thematics.ts';
import type {
  Country,
  Localized,
  SeedBrand,
  SeedCity,
  SeedCustomer,
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
import { SEED_VERSION } from './version.ts';

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
  /** Bumped by each release whose seed content changed (catalog/seed/version.ts): a newer seed replaces an older one, never the reverse. */
  version: number;
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
  /** The laboratory's known customers, some with a web account (issue 19). */
  customers: readonly SeedCustomer[];
}

/** The codes of TAXONOMY.displays, in order. */
export const DISPLAY_CODES = ['new', 'promoted', 'special_offer', 'new_formula'] as const;
export type DisplayCode = (typeof DISPLAY_CODES)[number];

/** Every data file's content in one frozen value. */
export const SEED: Seed = Object.freeze({
  version: SEED_VERSION,
  brands: BRANDS,
  taxonomy: TAXONOMY,
  needs: NEEDS,
  products: PRODUCTS,
  thematics: THEMATICS,
  pages: PAGES,
  onlineHelp: ONLINE_HELP,
  menus: MENUS,
  settings: SETTINGS,
  cities: CITIES,
  pointsOfSale: POINTS_OF_SALE,
  provinces: PROVINCES,
  civilities: CIVILITIES,
  shops: SHOPS,
  redirections: REDIRECTIONS,
  customers: CUSTOMERS,
});

/** The seed; async so callers need not change if the data ever comes from files on disk. */
export async function loadSeed(): Promise<Seed> {
  return SEED;
}
