// The initial JS of a page: every `<script type="module" src>` and `<link rel="modulepreload" href>`
// of its HTML, and the files its start script loads (`data-entry`, `data-preload`:
// server/render/start-after-paint.ts), each once, weighed by the `.gz` sibling build.mjs wrote beside it.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface InitialJs {
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
  /** URLs with no .gz sibling in the assets directory (not counted). */
  missing: string[];
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** The JS URLs a browser fetches first for `html`, in document order, deduplicated. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const started = isScript ? attribute(tag, 'data-entry') : null;
    if (started) {
      for (const url of [started, ...(attribute(tag, 'data-preload')?.split(' ') ?? [])])
        if (url) urls.add(url.replaceAll('&amp;', '&'));
      continue;
    }
    const url = isScript
      ? attribute(tag, 'type') === 'module'
        ? attribute(tag, 'src')
        : null
      : attribute(tag, 'rel')?.toLowerCase() === 'modulepreload'
        ? attribute(tag, 'href')
        : null;
    if (url) urls.add(url.replaceAll('&amp;', '&'));
  }
  return [...urls];
}

/** Sums the `.gz` sizes of the page's initial scripts; `/assets/x` is `assetsDirectory/x`. */
export function initialJs(html: string, assetsDirectory: string, publicPath = '/assets/'): InitialJs {
  const files: InitialJs['files'] = [];
  const missing: string[] = [];
  for (const url of initialScripts(html)) {
    const path = new URL(url, 'http://page.invalid/').pathname;
    const file = path.startsWith(publicPath) ? join(assetsDirectory, path.slice(publicPath.length)) : null;
    if (file && existsSync(`${file}.gz`)) files.push({ url, gzipBytes: statSync(`${file}.gz`).size });
    else missing.push(url);
  }
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), missing };
}
