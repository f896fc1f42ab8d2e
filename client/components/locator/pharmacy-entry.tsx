// One pharmacy of the results: its number on the map, name, distance, address, phone, whether it
// is trained to give advice, its week's opening hours, and the favourite control.
import type { PointOfSale } from '../../../shared/schemas/store-locator.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { FavouriteControl, pharmacyAnchor } from './favourite-control.tsx';
import { openingLines } from './opening-hours.ts';
import { telHref } from './tel-href.ts';
import { useFormatKm } from './use-format-km.ts';

const DAY_KEYS = ['', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function OpeningHours({ schedules }: { schedules: PointOfSale['schedules'] }) {
  const { t } = useTranslation('locator');
  const day = (number: number) => t(`finder.days.${DAY_KEYS[number]}`);
  return (
    <dl className="pharmacy__hours">
      {openingLines(schedules).map((line) => (
        <div key={line.from} className="pharmacy__hours-line">
          <dt>
            {line.from === line.to
              ? day(line.from)
              : t('finder.days.range', { from: day(line.from), to: day(line.to) })}
          </dt>
          <dd>{line.slots.length > 0 ? line.slots.join(', ') : t('finder.results.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PharmacyEntryProps {
  pharmacy: PointOfSale;
  number: number;
  onPoint: (id: number) => void;
}

export function PharmacyEntry({ pharmacy, number, onPoint }: PharmacyEntryProps) {
  const { t } = useTranslation('locator');
  const formatKm = useFormatKm();
  const headingId = `${pharmacyAnchor(pharmacy.id)}-name`;
  return (
    <li
      id={pharmacyAnchor(pharmacy.id)}
      className="pharmacy"
      onMouseEnter={() => onPoint(pharmacy.id)}
      onFocus={() => onPoint(pharmacy.id)}
    >
      <article aria-labelledby={headingId}>
        <header className="pharmacy__header">
          <h3 id={headingId} className="pharmacy__name">
            <span className="pharmacy__number">{number}</span>
            <span className="visually-hidden">. </span>
            {pharmacy.name}
          </h3>
          {pharmacy.distance_km !== null && (
            <p className="pharmacy__distance">
              {t('finder.results.distance', { distance: formatKm(pharmacy.distance_km) })}
            </p>
          )}
        </header>
        <address className="pharmacy__address">
          {pharmacy.address}
          <br />
          {pharmacy.zipcode} {pharmacy.city}
          <br />
          <a href={telHref(pharmacy.phone)}>
            <span className="visually-hidden">{t('finder.results.phone')} </span>
            {pharmacy.phone}
          </a>
        </address>
        {pharmacy.gives_advice && <p className="pharmacy__advice">{t('finder.results.givesAdvice')}</p>}
        <h4 className="pharmacy__hours-title">{t('finder.results.hours')}</h4>
        <OpeningHours schedules={pharmacy.schedules} />
        <FavouriteControl id={pharmacy.id} name={pharmacy.name} />
      </article>
    </li>
  );
}
