// The query a redirect carries over (SPEC §2.2: redirections drop a page query parameter).

/** The query parameter a redirect never carries: a page number of the old URL is meaningless. */
export const DROPPED_QUERY_PARAMETER = 'page';

/** Characters no Location header may hold raw: controls, space, backslash, DEL. */
const UNSAFE_IN_LOCATION = /[\u0000-\u0020\\\u007f]/g;

function percentEncode(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * The request's query without `page` (however many times it appears), other parameters kept
 * as sent and in order: `?page=2&utm_source=x` gives `?utm_source=x`; nothing left gives ''.
 * Raw controls, spaces and backslashes (which a lenient parser could let through) are
 * percent-encoded.
 */
export function carriedQuery(search: string): string {
  if (!search || search === '?') return '';
  const query = search.charCodeAt(0) === 63 /* ? */ ? search.slice(1) : search;
  const kept: string[] = [];
  for (const piece of query.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const name = equals === -1 ? piece : piece.slice(0, equals);
    if (name !== DROPPED_QUERY_PARAMETER) kept.push(piece);
  }
  return kept.length > 0 ? `?${kept.join('&').replace(UNSAFE_IN_LOCATION, percentEncode)}` : '';
}

/** `target` with the carried query appended to its own query, before any fragment. */
export function withQuery(target: string, carried: string): string {
  if (!carried) return target;
  const hash = target.indexOf('#');
  const base = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? '' : target.slice(hash);
  const joined = base.includes('?') ? `${base}&${carried.slice(1)}` : `${base}${carried}`;
  return joined + fragment;
}
