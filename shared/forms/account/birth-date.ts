// SPEC §5: the birth day, month and year are each required. The form offers three selects; the
// date they make must exist (no 31 February) and lie in the past, no further back than
// OLDEST_BIRTH_YEAR. Stored as an ISO day.

export const OLDEST_BIRTH_YEAR = 1900;

/** `YYYY-MM-DD` of three select values, or null when they make no real day. */
export function isoBirthDate(day: string, month: string, year: string): string | null {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A real day, in the past, not before OLDEST_BIRTH_YEAR. */
export function isBirthDate(iso: string | null, today: Date = new Date()): boolean {
  if (iso === null) return false;
  const year = Number(iso.slice(0, 4));
  return year >= OLDEST_BIRTH_YEAR && iso < today.toISOString().slice(0, 10);
}

/** The three select values of an ISO day ('' each when there is none). */
export function birthDateParts(iso: string | null): { birthDay: string; birthMonth: string; birthYear: string } {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return { birthDay: '', birthMonth: '', birthYear: '' };
  return { birthDay: String(Number(match[3])), birthMonth: String(Number(match[2])), birthYear: match[1]! };
}
