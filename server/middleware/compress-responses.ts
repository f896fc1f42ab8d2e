// Compresses what the server writes as it goes (pages, JSON; the build's files are served
// precompressed: static-assets.ts). In gzip, also for browsers that accept brotli: on a page
// streamed flush by flush, brotli at a speed near gzip's (quality 4) gives the same bytes (10.6 KB
// for the 47 KB product page) for about 1.5 ms more CPU a page, and its encoder holds more memory
// per response (decision 024). Brotli stays for an answer a client asks in brotli only.
import { constants as zlibConstants } from 'node:zlib';

import compression from 'compression';
import type { RequestHandler } from 'express';

import { ASSETS_PREFIX } from './static-assets.ts';

/**
 * For a brotli-only client: quality 4, compression's own, and a 256 KiB window instead of 4 MiB.
 * Every response allocates its encoder's window: at 32 pages at once the 4 MiB ones cost a
 * product page 10 ms of CPU against 5 ms, for the same bytes on pages far below 256 KiB.
 */
const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 };

/** The Accept-Encoding without brotli, unless brotli is all it accepts (then as it is). */
export function preferGzip(acceptEncoding: string): string {
  const codings = acceptEncoding.split(',').map((coding) => coding.trim());
  const others = codings.filter((coding) => !/^br\s*(;|$)/i.test(coding));
  const acceptsOther = others.some((coding) => !/;\s*q=0(\.0*)?\s*$/i.test(coding) && !/^identity\b/i.test(coding));
  return acceptsOther ? others.join(', ') : acceptEncoding;
}

export function compressResponses(): RequestHandler {
  const compress = compression({
    brotli: { params: BROTLI_PARAMS },
    filter: (req, res) => res.locals.contentCoding === undefined && compression.filter(req, res),
  });
  return function compressResponsesMiddleware(req, res, next) {
    const accepted = req.headers['accept-encoding'];
    // The build's files pick their own precompressed coding, brotli first.
    if (typeof accepted === 'string' && !req.path.startsWith(ASSETS_PREFIX))
      req.headers['accept-encoding'] = preferGzip(accepted);
    compress(req, res, next);
  };
}
