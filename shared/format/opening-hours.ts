// Opening hours as each locale writes them, by Intl: the names of the days ('lundi', 'Montag'),
// a span of time as the locale writes a range ('09:00 – 13:00', '09:00–12:00 Uhr', '9:00–18:00')
// and several days joined as its lists are ('Samedi et dimanche', 'Samstag und Sonntag'). The
// dates are read in UTC, so the server and the browser write the same text whatever their time
// zones.
//
// The spaces are ours, not Intl's: ICU versions differ in them (Node's writes '09:00 – 13:00'
// with thin spaces, Chromium's with plain ones), and a text that differs from the server's breaks
// hydration. Inside a range they are no-break spaces, between the items of a list plain ones.
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { OpeningSpan } from '../constants.ts';

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const NO_BREAK_SPACE = '\u00a0';

// 1 January 2024 was a Monday: day n of that week is ISO weekday n.
const dayOfWeek = (weekday: IsoWeekday) => new Date(Date.UTC(2024, 0, weekday));
const timeOfDay = (hour: number) => new Date(Date.UTC(2024, 0, 1, hour));

/** The items joined as the locale's lists are ('a et b', 'a, b und c'), with plain spaces. */
function listOf(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE_INFO[locale].iso, { type: 'conjunction' })
    .formatToParts(items)
    .map((part) => (part.type === 'literal' ? part.value.replace(/\s+/g, ' ') : part.value))
    .join('');
}

/** The day's name in the locale, as it writes it inside a sentence ('lundi', 'Montag'). */
export function weekdayName(locale: Locale, weekday: IsoWeekday): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { weekday: 'long', timeZone: 'UTC' }).format(
    dayOfWeek(weekday),
  );
}

/** The spans of one day, each as the locale writes a range of times: ['09:00 – 13:00', '14:00 – 18:00']. */
export function openingRanges(locale: Locale, spans: readonly OpeningSpan[]): string[] {
  const times = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return spans.map((span) =>
    times.formatRange(timeOfDay(span.from), timeOfDay(span.to)).replace(/\s+/g, NO_BREAK_SPACE),
  );
}

/** Some days named together, the first letter a capital as at the start of a line: 'Samedi et dimanche'. */
export function weekdayList(locale: Locale, weekdays: readonly IsoWeekday[]): string {
  const list = listOf(
    locale,
    weekdays.map((weekday) => weekdayName(locale, weekday)),
  );
  return list.charAt(0).toLocaleUpperCase(LOCALE_INFO[locale].iso) + list.slice(1);
}
