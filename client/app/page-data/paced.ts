// Data a page fetches in the browser after a navigation shows its pending state at least
// PAGE_DATA_MIN_DELAY_MS (SPEC §4): no flash of a placeholder. On the server, no delay.
import { withMinDelay } from './min-delay.ts';

export function paced<T>(work: () => Promise<T>): Promise<T> {
  return typeof window === 'undefined' ? work() : withMinDelay(work);
}
