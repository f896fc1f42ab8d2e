// The 'new' badge of SPEC §3: shown when now lies within is_new_from..is_new_to. Compared by
// calendar day in UTC, as the catalog does, so the page and the product lists agree; a missing
// end runs on, a missing start means the product is not new.
export interface NewWindow {
  is_new_from: string | null;
  is_new_to: string | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function isNew({ is_new_from, is_new_to }: NewWindow, now: Date): boolean {
  if (!is_new_from) return false;
  const today = isoDay(now);
  return is_new_from.slice(0, 10) <= today && (!is_new_to || is_new_to.slice(0, 10) >= today);
}
