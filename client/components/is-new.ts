// SPEC §3 'Product item': a product is new when now lies within is_new_from..is_new_to. The same
// rule for cards and the product page.

export interface NewWindow {
  is_new_from: string | null;
  is_new_to: string | null;
}

const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day-only bound ('2024-06-15', as the catalog writes them) covers the whole UTC day. */
function startOf(bound: string): number {
  return Date.parse(DAY_ONLY.test(bound) ? `${bound}T00:00:00Z` : bound);
}

function endOf(bound: string): number {
  return DAY_ONLY.test(bound) ? Date.parse(`${bound}T00:00:00Z`) + DAY_MS - 1 : Date.parse(bound);
}

/**
 * Whether the 'new' badge shows at `now`: there must be a start, and an open end runs on (the
 * catalog's own rule). A bound that is not a date never makes a product new.
 */
export function isNew({ is_new_from: from, is_new_to: to }: NewWindow, now: Date): boolean {
  if (from === null) return false;
  const time = now.getTime();
  if (!(startOf(from) <= time)) return false;
  return to === null || endOf(to) >= time;
}
