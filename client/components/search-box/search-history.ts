// The latest searches (SPEC §3 'history of searches', §4, §9): at most SEARCH_HISTORY_SIZE terms,
// the newest first; when full, the oldest is dropped. Searching a term again moves it first.
// Kept in the browser's local storage, per site; a storage that refuses (private modes, quotas)
// leaves the history for this page only.
import { SEARCH_HISTORY_SIZE } from '../../../shared/constants.ts';

export const SEARCH_HISTORY_KEY = 'vitrine:search-history';

/** The history with `term` first; the same term (case aside) is not kept twice. */
export function withSearch(history: readonly string[], term: string, size = SEARCH_HISTORY_SIZE): string[] {
  const key = term.toLocaleLowerCase();
  return [term, ...history.filter((each) => each.toLocaleLowerCase() !== key)].slice(0, size);
}

/** A stored history, or [] when the stored value is not one (tampered with, another format). */
export function parseHistory(stored: string | null, size = SEARCH_HISTORY_SIZE): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((each): each is string => typeof each === 'string' && each.trim() !== '').slice(0, size);
  } catch {
    return [];
  }
}

export interface SearchHistoryStore {
  read(): string[];
  add(term: string): string[];
}

export function createSearchHistoryStore(
  storage: () => Storage | null = () => globalThis.localStorage ?? null,
): SearchHistoryStore {
  let memory: string[] = [];
  const read = () => {
    try {
      const stored = storage();
      if (stored) memory = parseHistory(stored.getItem(SEARCH_HISTORY_KEY));
    } catch {
      // Storage unavailable: the history of this page is what we have.
    }
    return memory;
  };
  return {
    read,
    add(term) {
      memory = withSearch(read(), term);
      try {
        storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(memory));
      } catch {
        // Storage full or refused: kept for this page only.
      }
      return memory;
    },
  };
}
