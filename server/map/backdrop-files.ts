// The server draws the finder map's backdrop from the built assets on its own disk, not over HTTP.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type Backdrop, type BackdropCountry, backdropFileName } from '../../shared/map/backdrop.ts';
import { setBackdropSource } from '../../shared/map/backdrop-source.ts';

export function readBackdropsFrom(assetsDirectory: string): void {
  const cache = new Map<BackdropCountry, Promise<Backdrop>>();
  setBackdropSource((country) => {
    let loading = cache.get(country);
    if (!loading) {
      loading = readFile(join(assetsDirectory, backdropFileName(country)), 'utf8').then(
        (text) => JSON.parse(text) as Backdrop,
      );
      // A failed read is tried again next time rather than remembered.
      loading.catch(() => cache.delete(country));
      cache.set(country, loading);
    }
    return loading;
  });
}
