// Text helpers shared by seeding and queries.
import { type Language, LOCALE_INFO } from '../../config/locales.ts';

/** The languages of the site, in the order of config/locales.ts: fr, nl, de, es, it. */
export const LANGUAGES: readonly Language[] = Object.freeze([
  ...new Set(Object.values(LOCALE_INFO).map((info) => info.language)),
]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Lower case without accents: the key names are sorted and cities searched by. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/** 'YYYY-MM-DD' of an instant, in UTC: the day the 'new' windows and publication dates are compared with. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
