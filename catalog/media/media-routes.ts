// The image URLs of decision 007, as a Fetch-standard handler the catalog's router calls first:
//
//   GET|HEAD /api/v1/media/{kind}/{id}-{size}.webp
//   GET|HEAD /api/v1/images/{kind}/{id}-{size}.png   (and .jpg)
//
// kind: products | brands | needs | pages; size: 80 | 140 | 600. An image's URL never changes
// meaning, so it is cached for a year; the ETag answers revalidations with 304.
//
// Plugging it into the catalog's router (catalog/create-catalog.ts):
//
//   const store = createMediaStore({ dir: join(dataDir, 'media'), resolve });
//   const media = createMediaHandler(store);
//   …
//   const answer = await media(request);
//   if (answer) return answer;
//   // …the JSON endpoints
//
// It answers every path under /api/v1/media/ and /api/v1/images/ (an image, or 404 / 405), and
// null for any other path, so the router continues with its own endpoints.
import type { MediaLogger, MediaStore } from './media-store.ts';
import { MEDIA_BASE_PATH, parseMediaPath } from './media-urls.ts';

// The endpoints write image URLs with it; it lives in media-urls.ts (no sharp) and is
// re-exported here so the routes and their URLs can be imported together.
export { mediaUrls } from './media-urls.ts';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaHandlerOptions {
  /** Where the catalog answers; '/api/v1' (decision 007). */
  basePath?: string;
  logger?: MediaLogger;
}

export type MediaHandler = (request: Request) => Promise<Response | null>;

const silentLogger: MediaLogger = { warn() {}, debug() {} };

function errorResponse(statusCode: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ message, statusCode }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags, or `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function createMediaHandler(store: MediaStore, options: MediaHandlerOptions = {}): MediaHandler {
  if (!store || typeof store.get !== 'function')
    throw new TypeError('createMediaHandler needs a media store (createMediaStore({ dir, resolve }))');
  const basePath = (options.basePath ?? MEDIA_BASE_PATH).replace(/\/+$/, '');
  if (basePath !== '' && !basePath.startsWith('/'))
    throw new TypeError(
      `createMediaHandler: basePath '${options.basePath}' must start with '/' (for example '/api/v1')`,
    );
  const logger = options.logger ?? silentLogger;

  return async function mediaHandler(request: Request): Promise<Response | null> {
    let pathname: string;
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      return null;
    }
    const parsed = parseMediaPath(pathname, basePath);
    if (parsed.status === 'not-media') return null;
    if (parsed.status === 'not-found') {
      logger.debug({ path: pathname }, 'media: not an image path');
      return errorResponse(404, 'Image not found');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse(405, `Method ${request.method} is not allowed on images`, { Allow: 'GET, HEAD' });
    }

    let file;
    try {
      file = await store.get(parsed.kind, parsed.key, parsed.size, parsed.format);
    } catch (error) {
      logger.warn({ err: error, path: pathname }, 'media: rendering failed');
      return errorResponse(500, 'The image could not be made');
    }
    if (!file) return errorResponse(404, 'Image not found');

    const validators = { ETag: file.etag, 'Cache-Control': MEDIA_CACHE_CONTROL };
    if (etagMatches(request.headers.get('if-none-match'), file.etag))
      return new Response(null, { status: 304, headers: validators });
    return new Response(request.method === 'HEAD' ? null : file.body, {
      status: 200,
      headers: { ...validators, 'Content-Type': file.contentType, 'Content-Length': String(file.body.byteLength) },
    });
  };
}
