// The five countries of the site (SPEC §1, §3 'Country contact data'). Data only.
import type { Locale } from './locales.ts';

export const COUNTRIES = ['be', 'ch', 'de', 'es', 'it'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Codes of the certified-company logos the footer can show (SPEC §2.3). */
export type CertifiedLogo = 'es' | 'it' | 'de' | 'fr' | 'be' | 'nl';

export interface CountryContact {
  /** The company answering for the country's site, as its legal notice names it. */
  laboratoryName: string;
  laboratoryAddress: readonly string[];
  phone: { display: string; href: string };
  fax: string | null;
  headquartersAddress: readonly string[];
}

export interface CountryInfo {
  code: Country;
  /** Shop id of the country in the content API (SPEC §3 'shopId'). */
  shopId: number;
  /** Sub-domain the production site lives on, as in the shop's contact data. */
  subdomain: string;
  /** Locales of the country, the default one first. */
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** ISO 3166 code of the flag shown in the header. */
  flag: string;
  /** Certified-company logo shown in the footer, per locale. */
  certifiedLogo: Readonly<Partial<Record<Locale, CertifiedLogo>>>;
  /** Currency of the country's sale plan. */
  currency: { code: string; symbol: string };
  contact: CountryContact;
  /** The professional area, a separate site (SPEC §6). */
  proUrl: string;
}

// Contact data is the laboratory's own; these fictional addresses and numbers are the
// embedded defaults until the content API supplies the real ones.
export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = Object.freeze({
  be: {
    code: 'be',
    shopId: 1,
    subdomain: 'be',
    locales: ['fr-be', 'nl-be'],
    defaultLocale: 'fr-be',
    flag: 'be',
    certifiedLogo: { 'fr-be': 'be', 'nl-be': 'nl' },
    currency: { code: 'EUR', symbol: '€' },
    contact: {
      laboratoryName: 'Laboratoires Vitrine SA',
      laboratoryAddress: ['Avenue des Sources 12', '1000 Bruxelles'],
      phone: { display: '+32 2 000 00 00', href: 'tel:+3220000000' },
      fax: null,
      headquartersAddress: ['Avenue des Sources 12', '1000 Bruxelles', 'Belgique'],
    },
    proUrl: 'https://pro.vitrine.example/',
  },
  ch: {
    code: 'ch',
    shopId: 2,
    subdomain: 'ch',
    // French first, as the language fallback order of SPEC §1 (fr, es, de, it) says.
    locales: ['fr-ch', 'de-ch'],
    defaultLocale: 'fr-ch',
    flag: 'ch',
    certifiedLogo: { 'de-ch': 'de', 'fr-ch': 'fr' },
    currency: { code: 'CHF', symbol: 'CHF' },
    contact: {
      laboratoryName: 'Vitrine Suisse SA',
      laboratoryAddress: ['Quellenstrasse 8', '8005 Zürich'],
      phone: { display: '+41 44 000 00 00', href: 'tel:+41440000000' },
      fax: null,
      headquartersAddress: ['Quellenstrasse 8', '8005 Zürich', 'Schweiz'],
    },
    proUrl: 'https://pro.vitrine.example/',
  },
  de: {
    code: 'de',
    shopId: 4,
    subdomain: 'de',
    locales: ['de-de'],
    defaultLocale: 'de-de',
    flag: 'de',
    certifiedLogo: { 'de-de': 'de' },
    currency: { code: 'EUR', symbol: '€' },
    contact: {
      laboratoryName: 'Vitrine GmbH',
      laboratoryAddress: ['Brunnenweg 3', '50667 Köln'],
      phone: { display: '+49 221 0000000', href: 'tel:+492210000000' },
      fax: '+49 221 0000001',
      headquartersAddress: ['Brunnenweg 3', '50667 Köln', 'Deutschland'],
    },
    proUrl: 'https://pro.vitrine.example/',
  },
  es: {
    code: 'es',
    shopId: 3,
    subdomain: 'es',
    locales: ['es-es'],
    defaultLocale: 'es-es',
    flag: 'es',
    certifiedLogo: { 'es-es': 'es' },
    currency: { code: 'EUR', symbol: '€' },
    contact: {
      laboratoryName: 'Vitrine España S.L.',
      laboratoryAddress: ['Calle de las Fuentes 21', '28001 Madrid'],
      phone: { display: '+34 910 00 00 00', href: 'tel:+34910000000' },
      fax: null,
      headquartersAddress: ['Calle de las Fuentes 21', '28001 Madrid', 'España'],
    },
    proUrl: 'https://pro.vitrine.example/',
  },
  it: {
    code: 'it',
    shopId: 5,
    subdomain: 'it',
    locales: ['it-it'],
    defaultLocale: 'it-it',
    flag: 'it',
    certifiedLogo: { 'it-it': 'it' },
    currency: { code: 'EUR', symbol: '€' },
    contact: {
      laboratoryName: 'Vitrine Italia S.r.l.',
      laboratoryAddress: ['Via delle Fonti 5', '20121 Milano'],
      phone: { display: '+39 02 0000 0000', href: 'tel:+390200000000' },
      fax: null,
      headquartersAddress: ['Via delle Fonti 5', '20121 Milano', 'Italia'],
    },
    proUrl: 'https://pro.vitrine.example/',
  },
});

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Host names that reach each country on a developer's machine (DESIGN.md §6). */
export const DEFAULT_COUNTRY_HOSTS: Readonly<Record<Country, readonly string[]>> = Object.freeze({
  be: ['be.localhost'],
  ch: ['ch.localhost'],
  de: ['de.localhost'],
  es: ['es.localhost'],
  it: ['it.localhost'],
});
