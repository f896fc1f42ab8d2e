// Where a visitor may be sent back to after a step elsewhere (a closed notice, a login, a favourite
// added): a path of this site, never another host. The value is resolved as a browser would
// resolve it (dot segments, backslashes) and must stay on this origin; it comes out as path,
// query and a plain fragment (`#pharmacy-12`), repeated slashes collapsed: `/.//evil.example`
// leads to `/evil.example`, never to another host.

/** The longest value followed: the longest URL the redirection endpoint takes too. */
export const MAX_RETURN_PATH_LENGTH = 2000;
/** Any base works: only a path that stays on it is kept. */
const RESOLVING_BASE = 'http://vitrine.invalid';
/** A fragment our own pages write: an element's id. */
const PLAIN_FRAGMENT = /^#[A-Za-z][A-Za-z0-9_-]{0,100}$/;

/** `value` as a path of this site (with its plain fragment, when `keepFragment`), or null. */
export function safeReturnPath(value: unknown, { keepFragment = false } = {}): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, RESOLVING_BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== RESOLVING_BASE) return null;
  const fragment = keepFragment && PLAIN_FRAGMENT.test(resolved.hash) ? resolved.hash : '';
  return resolved.pathname.replace(/\/{2,}/g, '/') + resolved.search + fragment;
}
