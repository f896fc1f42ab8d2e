// The identity of the client build a page was rendered for: the entry's hashed file (its name
// changes with any script of the bundle) and its stylesheet. The document tells the browser, and
// /app-version.json tells it what the server runs now: a difference means a new deploy.
import { createHash } from 'node:crypto';

import type { Manifest } from './manifest.ts';

export function buildIdOf(manifest: Pick<Manifest, 'entry'>): string {
  return createHash('sha256')
    .update([manifest.entry.file, ...manifest.entry.css].join('\n'))
    .digest('hex')
    .slice(0, 16);
}
