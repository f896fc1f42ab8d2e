// A relay point's opening hours (SPEC §3 'Relay point: name, schedules'), day by day.
import type { RelayPoint } from '../../../shared/schemas/shop.ts';
import { useTranslation } from '../../app/i18n.tsx';

export function RelaySchedule({ point }: { point: RelayPoint }) {
  const { t } = useTranslation('checkout');
  const days = [1, 2, 3, 4, 5, 6, 7];
  return (
    <dl className="relay-schedule">
      {days.map((day) => {
        const hours = point.schedules.filter((slot) => slot.day === day);
        return (
          <div key={day} className="relay-schedule__day">
            <dt>{t(`days.${day}`)}</dt>
            <dd>
              {hours.length === 0
                ? t('delivery.closed')
                : hours.map((slot) => `${slot.opens}–${slot.closes}`).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
