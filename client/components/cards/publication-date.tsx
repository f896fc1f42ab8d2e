// When a page was published, in the locale's words ('18 novembre 2025'). Formatted in UTC, so
// the server and the browser write the same text whatever their time zone (shared/format/long-date.ts).
import { LOCALE_INFO } from '../../../config/locales.ts';
import { longDate } from '../../../shared/format/long-date.ts';
import { useSite } from '../../app/site.tsx';

export function PublicationDate({ day }: { day: string }) {
  const { locale } = useSite();
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="card-date" dateTime={day}>
      {longDate(date, LOCALE_INFO[locale].language)}
    </time>
  );
}
