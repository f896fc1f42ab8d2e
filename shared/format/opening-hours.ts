// Opening hours as each locale writes them, by Intl: the names of the days ('lundi', 'Montag'),
// a span of time as the locale writes a range ('09:00 – 13:00', '09:00–12:00 Uhr', '9:00–18:00')
// and several spans or days joined as its lists are ('… et …', '… und …'). The dates are read in
// UTC, so the server and the browser write the same text whatever their time zones.
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { OpeningSpan } from '../constants.ts';

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// 1 January 2024 was a Monday: day n of that week is ISO weekday n.
const dayOfWeek = (weekday: IsoWeekday) => new Date(Date.UTC(2024, 0, weekday));
const timeOfDay = (hour: number) => new Date(Date.UTC(2024, 0, 1, hour));

/** The day's name in the locale, as it writes it inside a sentence ('lundi', 'Montag'). */
export function weekdayName(locale: Locale, weekday: IsoWeekday): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { weekday: 'long', timeZone: 'UTC' }).format(
    dayOfWeek(weekday),
  );
}

/** The spans of one day: '09:00 – 13:00 et 14:00 – 18:00'. */
export function openingSpans(locale: Locale, spans: readonly OpeningSpan[]): string {
  const { iso } = LOCALE_INFO[locale];
  const times = new Intl.DateTimeFormat(iso, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const ranges = spans.map((span) => times.formatRange(timeOfDay(span.from), timeOfDay(span.to)));
  return new Intl.ListFormat(iso, { type: 'conjunction' }).format(ranges);
}

/** Some days named together, the first letter a capital as at the start of a line: 'Samedi et dimanche'. */
export function weekdayList(locale: Locale, weekdays: readonly IsoWeekday[]): string {
  const { iso } = LOCALE_INFO[locale];
  const list = new Intl.ListFormat(iso, { type: 'conjunction' }).format(
    weekdays.map((weekday) => weekdayName(locale, weekday)),
  );
  return list.charAt(0).toLocaleUpperCase(iso) + list.slice(1);
}
