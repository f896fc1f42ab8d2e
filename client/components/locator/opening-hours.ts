// A pharmacy's week as people read it on a door (pure): following days with the same opening
// times are one line ('Monday – Friday: 08:30–12:30, 13:30–18:30'), and days without any are
// closed. Days are ISO (1 = Monday … 7 = Sunday), as the content API gives them.
import type { PointOfSale } from '../../../shared/schemas/store-locator.ts';

export interface OpeningLine {
  /** First and last day of a run of days with the same times (equal for one day). */
  from: number;
  to: number;
  /** 'opens–closes' of each opening, in order; empty: closed. */
  slots: string[];
}

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

export function openingLines(schedules: PointOfSale['schedules']): OpeningLine[] {
  const slotsOf = (day: number) =>
    schedules
      .filter((slot) => slot.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((slot) => `${slot.opens}–${slot.closes}`);
  const lines: OpeningLine[] = [];
  for (const day of WEEK) {
    const slots = slotsOf(day);
    const last = lines.at(-1);
    if (last && last.slots.join() === slots.join()) last.to = day;
    else lines.push({ from: day, to: day, slots });
  }
  return lines;
}
