// Reading and writing the site's own first-party cookies in the browser (the consent choice and
// the notices' dismissals). Path=/ so every page sees them; Secure on https; SameSite=Lax.

/** The cookies of a `document.cookie` string, by name (the first of a name wins, as servers read it). */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function readCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  return parseCookies(doc.cookie)[name] ?? null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure?: boolean;
}

/** The `Set-Cookie`-style string document.cookie takes. */
export function cookieString(name: string, value: string, { maxAgeSeconds, secure = false }: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeSeconds)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, doc: Document = document): void {
  doc.cookie = cookieString(name, value, { maxAgeSeconds, secure: doc.location?.protocol === 'https:' });
}

export function deleteCookie(name: string, doc: Document = document, domain?: string): void {
  doc.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
}
