// Amounts of the shop (integer cents of its currency) as SPEC §9 writes prices, and days as the
// visitor's language writes them.
import { formatPrice } from '../../../shared/format/price.ts';

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', CHF: 'CHF' };

export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? currency;

export function money(cents: number, currency: string): string {
  return formatPrice(cents / 100, currencySymbol(currency));
}

/** An ISO day (or instant) in the visitor's language: 3 décembre 2026. */
export function longDay(iso: string, locale: string): string {
  const date = iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
