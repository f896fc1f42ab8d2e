// Shops: one per country. A shop's languages and locales come from config/countries.ts; its
// one sale plan has the shop's id and the country's currency.
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Language, type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { Shop } from '../../shared/schemas/site.ts';
import { currencyOf } from './prices.ts';
import type { Queries } from './store.ts';

export interface ShopRow {
  id: number;
  country: Country;
  url: string;
}

/** What every read is scoped by: the shop's country, the answer's language, and today. */
export interface ShopScope {
  shopId: number;
  country: Country;
  lang: Language;
  /** YYYY-MM-DD (UTC): 'new' windows and publication dates are compared with it. */
  today: string;
}

export async function shopById(store: Queries, id: number): Promise<ShopRow | undefined> {
  return (await store.db
    .selectFrom('shop')
    .select(['id', 'country', 'url'])
    .where('id', '=', id)
    .executeTakeFirst()) as ShopRow | undefined;
}

export async function allShops(store: Queries): Promise<ShopRow[]> {
  return (await store.db.selectFrom('shop').select(['id', 'country', 'url']).orderBy('id').execute()) as ShopRow[];
}

export function shopLocales(country: Country): readonly Locale[] {
  return COUNTRY_INFO[country].locales;
}

export function shopLanguages(country: Country): Language[] {
  return [...new Set(shopLocales(country).map((locale) => LOCALE_INFO[locale].language))];
}

export function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    url: row.url,
    country: row.country,
    languages: shopLocales(row.country).map((locale) => ({
      label: LOCALE_INFO[locale].label,
      code: LOCALE_INFO[locale].language,
    })),
    salesplans: [{ id: row.id, currency: currencyOf(row.country) }],
  };
}
