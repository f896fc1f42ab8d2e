// Prices: the seed gives euros; each country's shop sells in its currency (config/countries.ts).
// Switzerland sells in CHF at EUR × 1.08, then set on the nearest price ending in .90 (the shop's
// price points): 24.90 € → 26.892 → 26.90 CHF; 9.90 € → 10.692 → 10.90 CHF. Free stays free,
// and nothing that costs something in euros is below 0.90 CHF. Amounts are integer cents
// in the store and two-decimal numbers in answers.
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';

export const EUR_TO_CHF = 1.08;

export function chfCentsFromEurCents(eurCents: number): number {
  if (eurCents <= 0) return 0;
  const chfCents = Math.round(eurCents * EUR_TO_CHF);
  // The nearest amount ending in .90: whole francs of (amount + 0.10), less 0.10.
  const francs = Math.round((chfCents + 10) / 100);
  return Math.max(90, francs * 100 - 10);
}

export function priceCents(country: Country, eurCents: number): number {
  return COUNTRY_INFO[country].currency.code === 'CHF' ? chfCentsFromEurCents(eurCents) : eurCents;
}

export function eurCents(euros: number): number {
  return Math.round(euros * 100);
}

export function amount(cents: number): number {
  return Math.round(cents) / 100;
}

export function currencyOf(country: Country): { code: string; symbol: string } {
  const { code, symbol } = COUNTRY_INFO[country].currency;
  return { code, symbol };
}
