// Rendered images, cached on disk. An image is drawn (SVG, by the catalog's resolver) and
// rasterised on its first request, then written to `${dir}/${kind}/${key}-${size}.${format}`
// and read from there by every later request, in this process or another one sharing `dir`.
//
// - Writes are atomic (a temp file in the same folder, then rename), so a concurrent reader,
//   here or in another process, sees the whole file or no file, never half of one.
// - Within the process, concurrent requests for one file share one render (single flight).
// - Only known kinds, sizes and formats, and keys of 1–9 digits, ever become a path: nothing a
//   request holds can name a file outside `dir`.
// - The cache is never invalidated here: an entity whose drawing changes (renamed product, new
//   brand colour) keeps its old files until `dir`, or its kind's folder, is emptied (the catalog
//   does it when its content changes; deleting the folder is always safe).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve as resolvePath, sep } from 'node:path';

import {
  isMediaFormat,
  isMediaKey,
  isMediaKind,
  isMediaSize,
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  type MediaKind,
  type MediaSize,
} from './media-urls.ts';
import { rasterizeSvg } from './rasterize.ts';

export interface MediaSource {
  /** A complete SVG document (see the draw-*.ts files). */
  svg: string;
}

/**
 * Given by the catalog, which knows the entities: the drawing of `kind` number `key` (the
 * entity's id as a string), or null when there is no such entity.
 */
export type MediaResolver = (kind: MediaKind, key: string) => MediaSource | null | Promise<MediaSource | null>;

export type Rasterizer = (svg: string, size: MediaSize, format: MediaFormat) => Promise<Uint8Array>;

/** What the store logs: pino's Logger fits. */
export interface MediaLogger {
  warn(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}

export interface MediaFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** A strong validator, quoted: the same bytes give the same ETag in every process. */
  etag: string;
}

export interface MediaStoreOptions {
  /** The cache folder, e.g. `${DATA_DIR}/media`; created when first needed. */
  dir: string;
  resolve: MediaResolver;
  /** SVG → image bytes; sharp by default (tests count renders through it). */
  rasterize?: Rasterizer;
  logger?: MediaLogger;
}

export interface MediaStore {
  /** The absolute cache folder. */
  readonly dir: string;
  /** The image, rendered and cached on first request; null for a bad kind, key, size or format, or an unknown entity. */
  get(kind: string, key: string, size: number, format: string): Promise<MediaFile | null>;
}

const silentLogger: MediaLogger = { warn() {}, debug() {} };

export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function createMediaStore(options: MediaStoreOptions): MediaStore {
  const { dir, resolve, rasterize = rasterizeSvg, logger = silentLogger } = options ?? ({} as MediaStoreOptions);
  if (typeof dir !== 'string' || dir.trim() === '') {
    throw new TypeError(
      'createMediaStore needs `dir`, the folder that caches rendered images (for example `${DATA_DIR}/media`)',
    );
  }
  if (typeof resolve !== 'function') {
    throw new TypeError('createMediaStore needs `resolve(kind, key)`, which returns `{ svg }` for an entity or null');
  }
  if (typeof rasterize !== 'function')
    throw new TypeError('createMediaStore: `rasterize` must be a function (svg, size, format) => bytes');
  const root = resolvePath(dir);
  const inFlight = new Map<string, Promise<MediaFile | null>>();

  function mediaFile(bytes: Uint8Array, format: MediaFormat): MediaFile {
    const body = new Uint8Array(bytes.byteLength);
    body.set(bytes);
    return { body, contentType: MEDIA_CONTENT_TYPES[format], etag: etagOf(body) };
  }

  async function readCached(file: string): Promise<Uint8Array | null> {
    try {
      return await readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not cached yet (no file, or no folder where one is expected) is the normal first miss.
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        logger.warn({ err: error, file }, 'media: cached image unreadable, rendering it again');
      return null;
    }
  }

  async function writeAtomically(file: string, body: Uint8Array): Promise<void> {
    // Same folder as the target, so rename never crosses a file system; a unique name per
    // writer, so two processes rendering the same image never write into one temp file.
    const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      // The image is still served; only the cache is lost (a read-only or full disk).
      logger.warn({ err: error, file }, 'media: could not cache a rendered image');
    }
  }

  async function load(
    kind: MediaKind,
    key: string,
    size: MediaSize,
    format: MediaFormat,
    file: string,
  ): Promise<MediaFile | null> {
    const cached = await readCached(file);
    if (cached) return mediaFile(cached, format);
    const source = await resolve(kind, key);
    if (!source) {
      logger.debug({ kind, key }, 'media: no such entity');
      return null;
    }
    if (typeof source.svg !== 'string' || source.svg.length === 0)
      throw new TypeError(`media: the resolver gave no SVG for ${kind}/${key}`);
    const body = await rasterize(source.svg, size, format);
    await writeAtomically(file, body);
    return mediaFile(body, format);
  }

  return {
    dir: root,
    get(kind, key, size, format) {
      if (!isMediaKind(kind) || !isMediaKey(key) || !isMediaSize(size) || !isMediaFormat(format))
        return Promise.resolve(null);
      const file = join(root, kind, `${key}-${size}.${format}`);
      // Unreachable with the checks above; kept so a future loosening cannot escape `dir`.
      if (!file.startsWith(root + sep)) return Promise.resolve(null);
      const pending = inFlight.get(file);
      if (pending) return pending;
      const job = load(kind, key, size, format, file).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}
