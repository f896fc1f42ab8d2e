// The client build's manifest (dist/manifest.json, written by build.mjs): which files a page
// needs, so the document preloads exactly those chunks.
import { readFileSync } from 'node:fs';

import type { Manifest, ManifestEntry } from '../../build.mjs';

export type { Manifest, ManifestEntry };

export function readManifest(path: string): Manifest {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (!manifest?.entry?.file) throw new Error(`${path} is not a client build manifest: run npm run build`);
  return manifest;
}

/**
 * The entry's file first, then every chunk it and the given modules import statically, each
 * once: the scripts a page whose page module is one of `modules` starts (start-after-paint.ts).
 */
export function preloadsFor(
  manifest: Manifest,
  modules: readonly string[] = [],
): { scripts: string[]; styles: string[]; fonts: string[] } {
  const records = [
    manifest.entry,
    ...modules.map((id) => manifest.modules[id]).filter((record): record is ManifestEntry => Boolean(record)),
  ];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const record of records) {
    scripts.add(record.file);
    for (const file of record.imports) scripts.add(file);
    for (const file of record.css) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...(manifest.fonts ?? [])] };
}
