// What a browser may ask of /api/v1, whichever handler answers it (the embedded catalog or the
// proxy to API_BASE_URL): the reads the client's pages make, nothing else. The server's own API
// client never comes through here (it calls the catalog in-process, or API_BASE_URL directly),
// so previews keep reading unpublished content there while the browser never can.
//
// The path is judged raw, before anything decodes or normalises it: an encoded slash, a
// backslash or a dot segment could otherwise reach another path upstream than the one checked.

/** A read the browser makes: a path below /api/v1, `:id` a numeric id, `:kind`/`:file` a media file's parts. */
interface BrowserRoute {
  pattern: string;
  /** The endpoint reads `published`: the browser's call always says published=1. */
  publishedOnly?: true;
}

/** Every read of client/ and shared/api the browser makes (grep `api.` in client/). */
export const BROWSER_API_ROUTES: readonly BrowserRoute[] = Object.freeze([
  { pattern: '/brands/router' },
  { pattern: '/brands/:id' },
  { pattern: '/brands/:id/faqs' },
  { pattern: '/categories' },
  { pattern: '/cities' },
  { pattern: '/filtersProducts' },
  { pattern: '/geocoding' },
  { pattern: '/homepage' },
  { pattern: '/innovation-category' },
  { pattern: '/menus' },
  { pattern: '/need' },
  { pattern: '/need/pages' },
  { pattern: '/need/:id' },
  { pattern: '/need/:id/pages' },
  { pattern: '/online-help' },
  { pattern: '/page', publishedOnly: true },
  { pattern: '/page/:id', publishedOnly: true },
  { pattern: '/page/:id/associate' },
  { pattern: '/point-of-sale' },
  { pattern: '/product', publishedOnly: true },
  { pattern: '/product/:id' },
  { pattern: '/provincials' },
  { pattern: '/products/:id/faqs' },
  { pattern: '/products/:id/pages' },
  { pattern: '/reverse-geocoding' },
  { pattern: '/search/suggest' },
  { pattern: '/settings' },
  { pattern: '/thematics' },
  { pattern: '/url' },
  { pattern: '/url/entity', publishedOnly: true },
  { pattern: '/media/:kind/:file' },
  { pattern: '/images/:kind/:file' },
]);

/** Query parameters only the server may send: they unlock content that is not public. */
export const SERVER_ONLY_PARAMS: readonly string[] = Object.freeze(['published']);

export const BROWSER_API_METHODS = ['GET', 'HEAD'] as const;

const SEGMENT_PATTERNS: Readonly<Record<string, string>> = {
  id: '[1-9][0-9]{0,8}',
  kind: '[a-z][a-z-]{0,30}',
  file: '[0-9]{1,9}-[0-9]{1,4}\\.[a-z]{3,4}',
};

function compile(pattern: string): RegExp {
  const segments = pattern
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? SEGMENT_PATTERNS[segment.slice(1)]! : segment));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

const COMPILED = BROWSER_API_ROUTES.map((route) => ({ route, regex: compile(route.pattern) }));

export type BrowserCall =
  | { ok: true; /** The URL to hand on, server-only parameters dropped. */ url: string }
  | { ok: false; status: 400 | 404 | 405; message: string; allow?: string };

/** True when the raw path hides another path: `%2f`, `%5c`, `\`, or a `.`/`..` segment, encoded or not. */
export function hidesAnotherPath(rawPath: string): boolean {
  if (/%2f|%5c|\\/i.test(rawPath)) return true;
  return rawPath.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..';
  });
}

/**
 * The browser's call of `method` on `rawUrl` (path and query under `prefix`, as received): the
 * URL to hand on, or why it is refused.
 */
export function admitBrowserCall(method: string, rawUrl: string, prefix: string): BrowserCall {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (hidesAnotherPath(rawPath))
    return { ok: false, status: 400, message: 'Encoded slashes, backslashes and dot segments are refused' };
  // The forms, the browser's one write, go to their page's route action through the form steps
  // (CSRF, rate limit, anti-spam; decisions 015, 019): a write here could bypass them.
  if (!(BROWSER_API_METHODS as readonly string[]).includes(method))
    return {
      ok: false,
      status: 405,
      message: 'The content API is read-only for browsers; forms are sent to their page',
      allow: 'GET, HEAD',
    };
  const below = rawPath.slice(prefix.length);
  const known = COMPILED.find(({ regex }) => regex.test(below));
  if (!known) return { ok: false, status: 404, message: 'No such resource for browsers' };
  const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
  const serverOnly = SERVER_ONLY_PARAMS.some((name) => query.has(name));
  if (!serverOnly && !known.route.publishedOnly) return { ok: true, url: rawUrl };
  for (const name of SERVER_ONLY_PARAMS) query.delete(name);
  if (known.route.publishedOnly) query.set('published', '1');
  return { ok: true, url: `${rawPath}?${query}` };
}
