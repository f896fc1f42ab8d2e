// What a request accepts, from its Accept, Accept-Encoding and Accept-Language headers, read by
// negotiator (the parser behind Express's req.accepts*): weights, `q=0`, wildcards and
// white space as HTTP has them. Plain functions of the header text, so the asset middleware,
// the i18n detector and the renderer share them without an Express request.
import Negotiator from 'negotiator';

/** Longest Accept-Language read, and the ranges read from it; browsers send well under 200 characters. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 1024;
const MAX_LANGUAGE_RANGES = 32;

function negotiatorFor(header: string, value: string): Negotiator {
  return new Negotiator({ headers: { [header]: value } });
}

/**
 * The content codings of `available` that Accept-Encoding takes (q > 0), the client's favourite
 * first; `*` stands for any coding not named. No header, or an empty one: none.
 */
export function acceptedEncodings(acceptEncoding: string | undefined, available: readonly string[]): string[] {
  if (!acceptEncoding) return [];
  return negotiatorFor('accept-encoding', acceptEncoding).encodings(available);
}

/**
 * The language ranges Accept-Language takes (q > 0), as written, by weight, ties in header
 * order; only the first ranges of an oversized header are read. No header: none.
 */
export function acceptedLanguageRanges(acceptLanguage: string | undefined): string[] {
  if (!acceptLanguage) return [];
  const bounded = acceptLanguage.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(',', MAX_LANGUAGE_RANGES).join(',');
  return negotiatorFor('accept-language', bounded).languages();
}

/** Whether Accept names `mediaType` itself with q > 0; a wildcard (`*\/*`, `image/*`) does not count. */
export function namesMediaType(accept: string | null | undefined, mediaType: string): boolean {
  if (!accept) return false;
  const wanted = mediaType.toLowerCase();
  return negotiatorFor('accept', accept)
    .mediaTypes()
    .some((type) => type.toLowerCase() === wanted);
}
