// Where a redirect may send a visitor: a path of this site, or an http(s) URL on one of the
// configured sites. Everything else is an open redirect or a header injection waiting to happen
// (docs/decisions/006-redirects.md, 'Safe targets').
import { originOf } from '../routes/url-origin.ts';

export interface SafeTargetOptions {
  /** Origins of the configured sites (SITE_URL_<COUNTRY>); paths and trailing slashes are ignored. */
  siteOrigins: readonly string[];
  /** The absolute URL being answered; a target equal to it would loop. Empty to skip the check. */
  requestUrl: string;
}

/** Longer targets are not links anyone wrote. */
export const MAX_TARGET_LENGTH = 2048;

/** Raw characters no target may hold: controls (CR, LF, tab, NUL…), space, backslash, DEL. */
const FORBIDDEN_CHARACTER = /[\u0000-\u0020\\\u007f]/;
/** Controls and backslash percent-encoded, at any depth of encoding (`%0d`, `%250a`, `%5c`). */
const ENCODED_FORBIDDEN = /%(?:25)*(?:[01][0-9a-f]|5c|7f)/i;
/** A path whose first segment starts with an encoded slash or backslash: `/%2f/evil.com`. */
const ENCODED_SLASH_START = /^\/%(?:25)*(?:2f|5c)/i;
const ABSOLUTE_HTTP = /^https?:\/\//;

function sameUrl(target: string, requestUrl: string): boolean {
  if (!requestUrl) return false;
  try {
    const base = new URL(requestUrl);
    const resolved = new URL(target, base);
    base.hash = '';
    resolved.hash = '';
    return resolved.href === base.href;
  } catch {
    return false;
  }
}

/**
 * The target when it is safe to send in a Location header, else null: a path with one leading
 * '/' (not `//`, no backslash, no control or white space, raw or percent-encoded, no encoded
 * slash first), or an absolute http(s) URL without credentials whose origin is a configured
 * site's. Null too when the target is the request URL itself.
 */
export function safeRedirectTarget(target: string, { siteOrigins, requestUrl }: SafeTargetOptions): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  if (FORBIDDEN_CHARACTER.test(target) || ENCODED_FORBIDDEN.test(target)) return null;

  if (target.charCodeAt(0) === 47 /* / */) {
    if (target.charCodeAt(1) === 47 || ENCODED_SLASH_START.test(target)) return null;
    return sameUrl(target, requestUrl) ? null : target;
  }

  // Lower-case schemes only: what we write ourselves, and what browsers agree on.
  if (!ABSOLUTE_HTTP.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // The raw text must start with the origin the parser found: nothing the parser rewrote
  // (`https://a.example．evil.com`, `https://a.example:443@evil.com`) gets through.
  const origin = url.origin;
  const rest = target.slice(origin.length);
  if (
    target.slice(0, origin.length).toLowerCase() !== origin ||
    !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))
  ) {
    return null;
  }
  if (rest.startsWith('//') || ENCODED_SLASH_START.test(rest)) return null;
  const allowed = siteOrigins.some((site) => originOf(site) === origin);
  if (!allowed) return null;
  return sameUrl(target, requestUrl) ? null : target;
}
