// The shape of the seed content: plain data, one file per kind, loaded into the store on first
// start. Text is written per language; fr-be and fr-ch share French, de-de and de-ch German.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import type { PageType } from '../../shared/schemas/page.ts';
import type { MediaKind } from '../media/media-urls.ts';

export type { Country, Language };
export type Localized<T = string> = Readonly<Record<Language, T>>;

export interface SeedFaqEntry {
  question: Localized;
  answer: Localized;
}

export interface SeedBrand {
  id: number;
  /** Brand-corner route code, lowercase letters and dashes, unique. */
  code: string;
  /** Brand names are not translated. */
  name: string;
  color: `#${string}`;
  slug: Localized;
  baseline: Localized;
  description: Localized;
  faq: readonly SeedFaqEntry[];
}

/** A value of a product facet: flavour, diner type, galenic form, active ingredient, display. */
export interface SeedFacetValue {
  id: number;
  slug: Localized;
  label: Localized;
}

export interface SeedTaxonomy {
  flavours: readonly SeedFacetValue[];
  dinerTypes: readonly SeedFacetValue[];
  galenicForms: readonly SeedFacetValue[];
  activeIngredients: readonly SeedFacetValue[];
  /** Display facet values: new, promoted, special offer, new formula. */
  displays: readonly SeedFacetValue[];
  /** Product categories: the products list's `products` facet and its expertise segment. */
  categories: readonly (SeedFacetValue & { parentId: number | null })[];
}

export interface SeedNeed {
  id: number;
  /** Sub-needs point at their parent need. */
  parentId: number | null;
  slug: Localized;
  title: Localized;
  /** Short label for menus and suggestion items. */
  label: Localized;
  description: Localized;
  /** The need page's introduction: paragraphs separated by a blank line. */
  intro: Localized;
  /** Pictogram key; the media step draws it. */
  picto: string;
}

export interface SeedNutritionRow {
  label: Localized;
  /** Amount per daily dose with its unit, e.g. '10 mg', '2 × 10⁹ UFC' (unit words localised where needed). */
  amount: Localized;
  /** Percentage of the reference value, e.g. '125 %', or null. */
  nrv: string | null;
  /** Footnote marks of this row, e.g. ['*']. */
  footnotes: readonly string[];
}

export interface SeedProduct {
  id: number;
  brandId: number;
  categoryIds: readonly number[];
  needIds: readonly number[];
  activeIngredientIds: readonly number[];
  flavourId: number | null;
  dinerTypeId: number | null;
  galenicFormId: number;
  /** Countries whose shop sells it. */
  countries: readonly Country[];
  slug: Localized;
  name: Localized;
  description: Localized;
  usage: Localized;
  advice: Localized;
  precautions: Localized;
  ingredients: Localized;
  storage: Localized;
  metaDescription: Localized;
  nutrition: {
    per: Localized;
    rows: readonly SeedNutritionRow[];
    footnotes: readonly { mark: string; text: Localized }[];
  };
  packagingSizes: Localized<readonly string[]>;
  /** Conditioning variants (box of 30, box of 60…): units and price in EUR. */
  conditionings: readonly { id: number; units: number; label: Localized; priceEur: number }[];
  /** Public price of the main conditioning in EUR; own price may be lower (special offer). */
  publicPriceEur: number;
  ownPriceEur: number;
  /** Volume-discount tiers on the main conditioning: from `quantity` boxes, each at `priceEur`. */
  volumeTiers: readonly { quantity: number; priceEur: number }[];
  weightG: number;
  volumeMl: number | null;
  durationDays: number;
  promoted: boolean;
  specialOffer: boolean;
  isNewFormulae: boolean;
  /** ISO dates (YYYY-MM-DD) of the 'new' badge window, or null. */
  newFrom: string | null;
  newTo: string | null;
  outOfStock: boolean;
  /** Who may take it, as its precautions and description say (the quiz filters on it). */
  suitability: SeedSuitability;
  faq: readonly SeedFaqEntry[];
}

/** A product's fitness for a diet, a pregnancy and an age. */
export interface SeedSuitability {
  vegan: boolean;
  /** Vegan products are vegetarian too. */
  vegetarian: boolean;
  /** avoid: not during pregnancy; advice: ask a doctor first; suitable: made for it; null: not relevant (men). */
  pregnancy: 'avoid' | 'advice' | 'suitable' | null;
  /** Youngest age in years (adults only: 18), or null when the product says none. */
  minAge: number | null;
}

export type SeedBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface SeedThematic {
  id: number;
  /** advice themes, innovation categories, about themes. */
  type: PageType;
  slug: Localized;
  title: Localized;
  description: Localized;
}

export interface SeedPage {
  id: number;
  type: PageType;
  /** Advice theme, innovation category or about theme (a SeedThematic id). */
  themeId: number | null;
  brandId: number | null;
  needIds: readonly number[];
  productIds: readonly number[];
  countries: readonly Country[];
  slug: Localized;
  title: Localized;
  summary: Localized;
  blocks: Localized<readonly SeedBlock[]>;
  metaDescription: Localized;
  /** ISO date: public from that day on, unless a draft. */
  publishedAt: string;
  /** Not published by its editor: never public, only previewed. */
  draft: boolean;
  order: number;
}

export interface SeedMenuLink {
  label: Localized;
  /** A route kind, or null when the link is a CMS slug; with a slug, that kind's page of the slug. */
  code: RouteKind | null;
  slug: Localized | null;
  separateAfter: boolean;
  children: readonly SeedMenuLink[];
  /** A featured link's picture: the catalog image of this kind and id (alt: the link's label). */
  image?: { kind: MediaKind; id: number };
}

export type SeedMenus = Readonly<Record<'main' | 'footer' | 'legal' | 'mobile', readonly SeedMenuLink[]>>;

export type SettingCode = 'point_of_sale' | 'newsletter' | 'newsletter_pop_in';
export type SeedSettings = Readonly<Record<Country, Readonly<Record<SettingCode, '0' | '1'>>>>;

export interface SeedPointOfSale {
  id: number;
  country: Country;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string;
  lat: number;
  lng: number;
  givesAdvice: boolean;
  /** ISO day (1 = Monday), opening and closing times 'HH:MM'; a day may have two slots. */
  schedules: readonly { day: number; opens: string; closes: string }[];
}

export interface SeedCity {
  country: Country;
  zipcode: string;
  name: string;
  lat: number;
  lng: number;
}

export interface SeedProvince {
  id: number;
  code: string;
  name: string;
}

/** Rules of the redirection endpoint (SPEC §7): a candidate URL or path and its target. */
export interface SeedRedirection {
  country: Country;
  from: string;
  to: string;
  status: 301 | 302;
}

export interface SeedShop {
  id: number;
  country: Country;
  /** Domain without scheme, as GET /shop?url= receives it. */
  url: string;
}

/** A customer's file the laboratory already has (catalog/seed/customers.ts). */
export interface SeedCustomer {
  /** The customer number on the file: the country's code and digits. */
  number: string;
  country: Country;
  civility: 'ms' | 'mr';
  firstname: string;
  lastname: string;
  /** The file's e-mail, lower case; '' when none. */
  email: string;
  birthDate: string;
  phone: string;
  mobile: string;
  /** The Spanish province code (two digits), for Spanish customers. */
  province?: string;
  /** A web account logging in with the file's e-mail, when the customer has one already. */
  account?: { passwordHash: string };
}
