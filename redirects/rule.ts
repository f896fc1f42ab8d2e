// A legacy redirect rule (SPEC §2.2 'Legacy redirects', §9: 301 on every static rule) and the
// tokens a rule may carry. Data only; see docs/decisions/006-redirects.md.

/**
 * `from` is a path (`/old/path`) or a full URL (`https://old-host.example/path`); `to` is a site
 * path, resolved against the country's SITE_URL origin, or an absolute URL on a configured site.
 *
 * Tokens, expanded once per country when the rules are compiled:
 * - `{site}`: the origin of the country's SITE_URL (`https://www.example.be`,
 *   `http://be.localhost:3000`). At the start of `from` or `to`.
 * - `{host}`: the host of that origin, port included (`www.example.be`). Right after the scheme
 *   of a full-URL `from`.
 * - `{bare}`: `{host}` without a leading `www.` (`example.be`). Same place.
 *   A `{host}` / `{bare}` rule that expands to the site's own origin (development, where the
 *   site is http and has no www) is dropped: on the site itself the route rules decide.
 * - `{slug}`: at most once in `from`; matches lowercase letters, digits, dashes and inner slashes
 *   (SPEC §2.2 slugs). When `to` holds `{slug}` too, the matched slug is carried over.
 */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly code: 301;
}

export const SLUG_TOKEN = '{slug}';
export const SITE_TOKENS = ['{site}', '{host}', '{bare}'] as const;

/** Every status a static rule answers with (SPEC §9). */
export const STATIC_REDIRECT_CODE = 301;

/** Freezes a table and each of its rules: tables are data, never edited at run time. */
export function redirectTable(rules: readonly { from: string; to: string }[]): readonly RedirectRule[] {
  return Object.freeze(
    rules.map((rule) => Object.freeze({ from: rule.from, to: rule.to, code: STATIC_REDIRECT_CODE })),
  );
}

/** A slug of SPEC §2.2: lowercase letters, digits, dashes, inner single slashes; never empty. */
export function isSlug(text: string): boolean {
  if (text.length === 0 || text.charCodeAt(0) === 47 || text.charCodeAt(text.length - 1) === 47) return false;
  let previousSlash = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const slash = code === 47;
    if (slash && previousSlash) return false;
    const allowed = slash || code === 45 || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (!allowed) return false;
    previousSlash = slash;
  }
  return true;
}
