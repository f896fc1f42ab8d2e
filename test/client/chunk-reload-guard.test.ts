import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  installChunkReloadGuard,
  isChunkLoadError,
  LAST_CHUNK_RELOAD_KEY,
  reloadAfterChunkError,
} from '../../client/app/chunk-reload-guard.ts';
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants.ts';

function fakeWindow(now: { value: number }) {
  let listener: ((event: PromiseRejectionEvent) => void) | undefined;
  const storage = new Map<string, string>();
  const host = {
    reloads: 0,
    addEventListener: (_type: 'unhandledrejection', fn: (event: PromiseRejectionEvent) => void) => (listener = fn),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload: () => void host.reloads++ },
    reject: (reason: unknown) => listener!({ reason } as PromiseRejectionEvent),
  };
  installChunkReloadGuard(host, () => now.value);
  return { host, storage };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://be.localhost/assets/chunks/page-X.js',
);

describe('chunk-loading failure', () => {
  it('reloads the page once when a chunk fails to load', () => {
    const now = { value: 1_000_000 };
    const { host, storage } = fakeWindow(now);
    host.reject(chunkError);
    assert.equal(host.reloads, 1);
    assert.equal(storage.get(LAST_CHUNK_RELOAD_KEY), '1000000');
  });

  it('does not reload again within 60 s, then may', () => {
    const now = { value: 1_000_000 };
    const { host } = fakeWindow(now);
    host.reject(chunkError);
    now.value += CHUNK_RELOAD_GUARD_MS - 1;
    host.reject(chunkError);
    assert.equal(host.reloads, 1);
    now.value += 1;
    host.reject(chunkError);
    assert.equal(host.reloads, 2);
  });

  it('ignores other rejections', () => {
    const { host } = fakeWindow({ value: 1 });
    host.reject(new Error('network down'));
    host.reject(undefined);
    assert.equal(host.reloads, 0);
    assert.equal(isChunkLoadError(new Error('Importing a module script failed.')), true, 'Safari wording');
  });

  it('reloads when the page route reports a chunk failure it caught, within the same 60 s guard', () => {
    const now = { value: 5_000_000 };
    const { host } = fakeWindow(now);
    assert.equal(
      reloadAfterChunkError(host, new Error('content API down'), () => now.value),
      false,
    );
    assert.equal(
      reloadAfterChunkError(host, chunkError, () => now.value),
      true,
    );
    host.reject(chunkError);
    assert.equal(host.reloads, 1, 'the unhandled one right after is within the guard');
  });
});
