// When a page was published, in the locale's words ('18 novembre 2025'). Formatted in UTC, so
// the server and the browser write the same text whatever their time zone.
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import { useSite } from '../../app/site.tsx';

// Building a formatter costs far more than using one: one per locale, for every card.
const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterOf(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter)
    formatters.set(
      locale,
      (formatter = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: 'UTC' })),
    );
  return formatter;
}

export function PublicationDate({ day }: { day: string }) {
  const { locale } = useSite();
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="card-date" dateTime={day}>
      {formatterOf(locale).format(date)}
    </time>
  );
}
