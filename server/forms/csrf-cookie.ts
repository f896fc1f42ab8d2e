// The CSRF token (decision 015): a random value kept in a session cookie, which every form
// sends back in a hidden field (the double-submit pattern). Another site can make a browser
// post to us, but can neither read nor set this cookie, so it cannot know the value. With https
// sites the cookie is `__Host-` prefixed: no sibling sub-domain can plant one either.
import './form-locals.ts';

import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { Request, Response } from 'express';

export const CSRF_COOKIE = 'vitrine_csrf';
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
const TOKEN_BYTES = 32;
/** 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCsrfToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isCsrfToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Whether the token sent matches the cookie's, in constant time. */
export function sameCsrfToken(sent: unknown, expected: string): boolean {
  if (!isCsrfToken(sent)) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

export interface CsrfCookie {
  readonly name: string;
  /** The token of the request's cookie, when it carries a well-formed one. */
  read(req: Request): string | null;
  /** The request's token, or a new one set in the response's cookie (once per request). */
  ensure(req: Request, res: Response): string;
}

/** `secure`: every site URL is https (the cookie is then `__Host-` and Secure). */
export function csrfCookie({ secure }: { secure: boolean }): CsrfCookie {
  const name = secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  const read = (req: Request) => {
    const value: unknown = req.cookies?.[name];
    return isCsrfToken(value) ? value : null;
  };
  return {
    name,
    read,
    ensure(req, res) {
      const known = res.locals.csrfToken ?? read(req);
      if (known) return (res.locals.csrfToken = known);
      const token = newCsrfToken();
      // A session cookie: the token lives as long as the browser's session. Lax: a form another
      // site posts to us never carries it.
      res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      return (res.locals.csrfToken = token);
    },
  };
}
