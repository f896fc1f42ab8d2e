// The origin (`scheme://host[:port]`) of an http(s) URL, as the URL parser writes it: lower case,
// no default port, no path. What the CSRF check, redirect targets and the redirection endpoint
// compare; here (routes/) because both redirects/ and server/ may import it.

/** The origin of an absolute http(s) URL; null for no text, text that is not a URL, or another scheme. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
