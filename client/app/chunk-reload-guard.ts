// SPEC §4: when a code-split chunk fails to load (a deploy replaced it), reload the page once,
// at most once per CHUNK_RELOAD_GUARD_MS, remembered in session storage.
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants.ts';

export const LAST_CHUNK_RELOAD_KEY = 'vitrine:last-chunk-reload';

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

interface ReloadHost {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
}

interface GuardHost extends ReloadHost {
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
}

/** Reloads the page when `reason` is a chunk-loading failure and the guard allows; true if it did. */
export function reloadAfterChunkError(host: ReloadHost, reason: unknown, now: () => number = Date.now): boolean {
  if (!isChunkLoadError(reason)) return false;
  const stored = Number(host.sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReloadAfterChunkError(now(), lastReloadAt)) return false;
  host.sessionStorage.setItem(LAST_CHUNK_RELOAD_KEY, String(now()));
  host.location.reload();
  return true;
}

/** Chunk failures nobody caught; the page route's loader reports the ones it catches itself. */
export function installChunkReloadGuard(host: GuardHost, now: () => number = Date.now): void {
  host.addEventListener('unhandledrejection', (event) => void reloadAfterChunkError(host, event.reason, now));
}
