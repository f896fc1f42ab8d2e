// When a page was published, in the locale's words ('18 novembre 2025'). Formatted in UTC, so
// the server and the browser write the same text whatever their time zone.
import { LOCALE_INFO } from '../../../config/locales.ts';
import { useSite } from '../../app/site.tsx';

export function PublicationDate({ day }: { day: string }) {
  const { locale } = useSite();
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return (
    <time className="card-date" dateTime={day}>
      {text}
    </time>
  );
}
