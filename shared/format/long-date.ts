// A day in the locale's long form ('18 novembre 2025', '18. November 2025', '18 de noviembre de
// 2025'), as Intl.DateTimeFormat's `dateStyle: 'long'` writes it, read in UTC so the server and
// the browser write the same text. Written out here because the browser's first Intl date
// formatter loads the locale's calendar data: about 20 ms of a mid-range phone's main thread,
// in the middle of hydration (issue 17). test/shared/format/long-date.test.ts holds it to Intl.
import type { Language } from '../../config/locales.ts';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
};

/** The day of `date` (UTC) in `language`'s long form. */
export function longDate(date: Date, language: Language): string {
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()]!;
  const year = date.getUTCFullYear();
  switch (language) {
    case 'de':
      return `${day}. ${month} ${year}`;
    case 'es':
      return `${day} de ${month} de ${year}`;
    default:
      return `${day} ${month} ${year}`;
  }
}
