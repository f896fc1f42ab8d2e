// SPEC §4: when a code-split chunk fails to load (a deploy replaced it), reload the page once,
// at most once per CHUNK_RELOAD_GUARD_MS, remembered in session storage.
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants.ts';

export const LAST_CHUNK_RELOAD_KEY = 'vitrine:last-chunk-reload';

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

interface GuardHost {
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
}

export function installChunkReloadGuard(host: GuardHost, now: () => number = Date.now): void {
  host.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    const stored = Number(host.sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY));
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!shouldReloadAfterChunkError(now(), lastReloadAt)) return;
    host.sessionStorage.setItem(LAST_CHUNK_RELOAD_KEY, String(now()));
    host.location.reload();
  });
}
