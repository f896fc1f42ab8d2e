// The client bundle under /assets/: only files the build wrote are served (no path from the
// URL ever reaches the file system), brotli or gzip siblings when the client accepts them,
// hashed names cached for a year.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

import type { RequestHandler } from 'express';

import { LEDGER_NAME } from '../assets/kept-builds.ts';
import { HttpError } from '../errors.ts';
import { acceptedEncodings } from '../http/content-negotiation.ts';
import type { Logger } from '../logger.ts';
import { useAssetSecurityHeaders } from './security-headers.ts';

export const ASSETS_PREFIX = '/assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A build hash before the extension: esbuild's eight upper-case base-32 characters (CSS, media) or Rollup's eight hex digits (scripts). */
const HASHED_NAME = /-([A-Z0-9]{8}|[0-9a-f]{8})\.[a-z0-9]+$/;

interface Asset {
  path: string;
  size: number;
  contentType: string;
  immutable: boolean;
  encoded: { br?: { path: string; size: number }; gzip?: { path: string; size: number } };
}

export function indexAssets(directory: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(directory)) return assets;
  const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const sizes = new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, statSync(path).size] as const;
    }),
  );
  for (const [path, size] of sizes) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const name = relative(directory, path).split(sep).join('/');
    // The ledger of the kept builds and its lock are the directory's bookkeeping, not the site's.
    if (name === LEDGER_NAME || name.startsWith('.') || name.endsWith('.tmp')) continue;
    const sibling = (suffix: string) =>
      sizes.has(path + suffix) ? { path: path + suffix, size: sizes.get(path + suffix)! } : undefined;
    const br = sibling('.br');
    const gzip = sibling('.gz');
    assets.set(name, {
      path,
      size,
      contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      immutable: HASHED_NAME.test(name),
      encoded: { ...(br && { br }), ...(gzip && { gzip }) },
    });
  }
  return assets;
}

/**
 * Our preference, brotli then gzip, among the codings the client accepts (q > 0). Browsers
 * list gzip first with equal weights, so the client's order is not a preference.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ('br' | 'gzip')[],
): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding, available);
  return (['br', 'gzip'] as const).find((coding) => accepted.includes(coding)) ?? null;
}

/** How often a directory other processes write to (ASSETS_DIR) is read again for a hashed file it lacked. */
export const RESCAN_INTERVAL_MS = 1_000;

export function staticAssets({
  directory,
  logger,
  shared = false,
}: {
  directory: string;
  logger?: Logger;
  /** The directory is ASSETS_DIR: newer processes add their builds' files to it while this one runs. */
  shared?: boolean;
}): RequestHandler {
  if (typeof directory !== 'string' || !directory)
    throw new Error('staticAssets needs the directory of the client build');
  let assets = indexAssets(directory);
  if (assets.size === 0) logger?.warn({ directory }, 'no client assets found: run the build');
  let scannedAt = Date.now();
  /** A hashed file this process does not know may have been published by a newer release since. */
  const lookUp = (name: string) => {
    const known = assets.get(name);
    if (known || !shared || !HASHED_NAME.test(name) || Date.now() - scannedAt < RESCAN_INTERVAL_MS) return known;
    scannedAt = Date.now();
    assets = indexAssets(directory);
    return assets.get(name);
  };
  return function staticAssetsMiddleware(req, res, next) {
    if (!req.path.startsWith(ASSETS_PREFIX)) return next();
    res.locals.routeKind = 'asset';
    const asset = lookUp(req.path.slice(ASSETS_PREFIX.length));
    if (!asset) return next(new HttpError(404, 'Not Found'));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return next(new HttpError(405, 'Method Not Allowed'));
    }
    const encodings = Object.keys(asset.encoded) as ('br' | 'gzip')[];
    const chosen = preferredEncoding(req.headers['accept-encoding'], encodings);
    const file = chosen ? asset.encoded[chosen]! : asset;
    useAssetSecurityHeaders(res, asset.contentType);
    res.set({
      'Content-Type': asset.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    if (encodings.length > 0) {
      res.vary('Accept-Encoding');
      // The representation is chosen among the build's files: not encoded again on the fly (deflate).
      res.locals.contentCoding = chosen ?? 'identity';
    }
    if (chosen) res.set('Content-Encoding', chosen);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file.path).on('error', next).pipe(res);
  };
}
