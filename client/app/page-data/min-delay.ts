// SPEC §4 'Page data': once a pending state is shown, it stays at least PAGE_DATA_MIN_DELAY_MS,
// so a fast answer does not make the page flash (pending for a frame, then content).
// Settles (resolves or rejects) with the work's outcome, no sooner than the minimum after start.
//
// Only for data fetched in the browser after a navigation: data the server resolved travels
// with the page and must not be delayed.
import { PAGE_DATA_MIN_DELAY_MS } from '../../../shared/constants.ts';

export interface MinDelayOptions {
  minDelayMs?: number;
  /** When the pending state began; defaults to the call. */
  startedAt?: number;
  now?: () => number;
  /** Waits `ms`; injected by tests. */
  sleep?: (ms: number) => Promise<void>;
}

const timerSleep = (ms: number) => new Promise<void>((resolve) => void globalThis.setTimeout(resolve, ms));

/** How long to wait still, at `now`, so that at least `minDelayMs` separate `startedAt` and settling. */
export function remainingMinDelay(startedAt: number, now: number, minDelayMs: number = PAGE_DATA_MIN_DELAY_MS): number {
  return Math.max(0, startedAt + minDelayMs - now);
}

export async function withMinDelay<T>(
  work: Promise<T> | (() => Promise<T>),
  options: MinDelayOptions = {},
): Promise<T> {
  const { minDelayMs = PAGE_DATA_MIN_DELAY_MS, now = Date.now, sleep = timerSleep } = options;
  if (!Number.isFinite(minDelayMs) || minDelayMs < 0) {
    throw new TypeError(
      `withMinDelay minDelayMs must be a finite number of milliseconds >= 0, got ${String(minDelayMs)}`,
    );
  }
  const startedAt = options.startedAt ?? now();
  const running = typeof work === 'function' ? new Promise<T>((resolve) => resolve(work())) : work;
  const outcome = await running.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const remaining = remainingMinDelay(startedAt, now(), minDelayMs);
  if (remaining > 0) await sleep(remaining);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
