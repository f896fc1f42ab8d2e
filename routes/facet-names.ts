// The filter facets of the products list and search results (SPEC §2.2) and their URL names in
// each language: kebab-case, lowercase ASCII, no accents. Data only; routes/segments.ts compiles
// it once and refuses, at load, a name used twice in a language or the reserved markers 'p', 'r'.
import type { Language } from '../config/locales.ts';

export const FACETS = [
  'flavour',
  'dinerType',
  'galenicFormat',
  'brand',
  'need',
  'activeIngredient',
  'display',
  'products',
] as const;
export type Facet = (typeof FACETS)[number];

/** The name each facet is written with: `-{name}--{value}`. */
export const FACET_NAMES: Readonly<Record<Language, Readonly<Record<Facet, string>>>> = Object.freeze({
  fr: Object.freeze({
    flavour: 'gout',
    dinerType: 'type-de-repas',
    galenicFormat: 'forme-galenique',
    brand: 'marque',
    need: 'besoin',
    activeIngredient: 'principe-actif',
    display: 'affichage',
    products: 'produits',
  }),
  nl: Object.freeze({
    flavour: 'smaak',
    dinerType: 'maaltijdtype',
    galenicFormat: 'galenische-vorm',
    brand: 'merk',
    need: 'behoefte',
    activeIngredient: 'werkzame-stof',
    display: 'weergave',
    products: 'producten',
  }),
  de: Object.freeze({
    flavour: 'geschmack',
    dinerType: 'mahlzeit',
    galenicFormat: 'darreichungsform',
    brand: 'marke',
    need: 'bedurfnis',
    activeIngredient: 'wirkstoff',
    display: 'anzeige',
    products: 'produkte',
  }),
  es: Object.freeze({
    flavour: 'sabor',
    dinerType: 'tipo-de-comida',
    galenicFormat: 'forma-galenica',
    brand: 'marca',
    need: 'necesidad',
    activeIngredient: 'principio-activo',
    display: 'visualizacion',
    products: 'productos',
  }),
  it: Object.freeze({
    flavour: 'gusto',
    dinerType: 'tipo-di-pasto',
    galenicFormat: 'forma-galenica',
    brand: 'marca',
    need: 'esigenza',
    activeIngredient: 'principio-attivo',
    display: 'visualizzazione',
    products: 'prodotti',
  }),
});

/**
 * The second reading of SPEC §2.2 for the brand filter. An alias is read as its facet but never
 * written: formatting always uses FACET_NAMES, so a URL with an alias is a second spelling whose
 * canonical form is format(parse(url)).
 */
export const FACET_ALIASES: Readonly<Record<Language, Readonly<Record<string, Facet>>>> = Object.freeze({
  fr: Object.freeze({}),
  nl: Object.freeze({}),
  de: Object.freeze({ 'brand-filter': 'brand' }),
  es: Object.freeze({ marque: 'brand' }),
  it: Object.freeze({ 'brand-filter': 'brand' }),
});
