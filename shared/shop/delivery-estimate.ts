// SPEC §9 delivery times as days a customer can read: standard home delivery 2 to 4 working days
// after the order; relay and express home delivery the next working day for an order placed
// before 12:00 (the shop's local time), the one after for a later order or one placed on a
// weekend. Working days are Monday to Friday; public holidays are not counted out.
import type { Country } from '../../config/countries.ts';
import { type Carrier, CARRIER_INFO } from './carriers.ts';

export const SHOP_TIME_ZONES: Readonly<Record<Country, string>> = Object.freeze({
  be: 'Europe/Brussels',
  ch: 'Europe/Zurich',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  it: 'Europe/Rome',
});

/** Orders placed before this hour, local time, leave the same day. */
export const NEXT_DAY_CUT_OFF_HOUR = 12;

export interface DeliveryEstimate {
  /** ISO days, the earliest and the latest expected delivery. */
  earliest: string;
  latest: string;
}

/** The ISO day and the hour of an instant in a time zone. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);
const isWorkingDay = (number: number) => {
  const weekday = new Date(number * 86_400_000).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The ISO day `count` working days after `day` (count ≥ 1). */
export function addWorkingDays(day: string, count: number): string {
  let number = dayNumber(day);
  for (let left = count; left > 0;) {
    number += 1;
    if (isWorkingDay(number)) left -= 1;
  }
  return dayOf(number);
}

export function deliveryEstimate(carrier: Carrier, orderedAt: Date, country: Country): DeliveryEstimate {
  const { day, hour } = localDayAndHour(orderedAt, SHOP_TIME_ZONES[country]);
  if (CARRIER_INFO[carrier].speed === 'standard')
    return { earliest: addWorkingDays(day, 2), latest: addWorkingDays(day, 4) };
  const leavesToday = isWorkingDay(dayNumber(day)) && hour < NEXT_DAY_CUT_OFF_HOUR;
  const delivery = addWorkingDays(day, leavesToday ? 1 : 2);
  return { earliest: delivery, latest: delivery };
}
