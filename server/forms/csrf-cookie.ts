// The CSRF token (decision 015): a random value kept in a session cookie, which every form
// sends back in a hidden field (the double-submit pattern). Another site can make a browser
// post to us, but can neither read nor set this cookie, so it cannot know the value. With https
// sites the cookie is `__Host-` prefixed: no sibling sub-domain can plant one either.
//
// The token is signed: `<random>.<HMAC-SHA256 of it with CSRF_SECRET>`. A cookie planted where
// the prefix cannot help (plain http sites, a sub-domain taken over, a man in the middle of an
// http page) is not one we made, so it is read as no token at all: a form sent with it is refused.
import './form-locals.ts';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Request, Response } from 'express';

export const CSRF_COOKIE = 'vitrine_csrf';
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
const TOKEN_BYTES = 32;
/** The shortest key that signs tokens: CSRF_SECRET asks for at least as many characters. */
export const MIN_CSRF_SECRET_LENGTH = 32;
/** 32 random bytes, a dot, the 32 bytes of their HMAC-SHA256, both in base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
/** What the HMAC signs besides the random value, so the key signs nothing else by mistake. */
const PURPOSE = 'vitrine-csrf-token\n';

/** A key for a process run without CSRF_SECRET: its tokens hold in that process only. */
export function newCsrfSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isCsrfToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Whether the token sent matches the cookie's, in constant time. */
export function sameCsrfToken(sent: unknown, expected: string): boolean {
  if (!isCsrfToken(sent) || !isCsrfToken(expected)) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/** Signs and checks tokens with one key. */
export function csrfSigner(secret: string) {
  if (typeof secret !== 'string' || secret.length < MIN_CSRF_SECRET_LENGTH)
    throw new Error(`the CSRF key must have at least ${MIN_CSRF_SECRET_LENGTH} characters (CSRF_SECRET)`);
  const signatureOf = (random: string) =>
    createHmac('sha256', secret)
      .update(PURPOSE + random)
      .digest('base64url');
  return {
    newToken(): string {
      const random = randomBytes(TOKEN_BYTES).toString('base64url');
      return `${random}.${signatureOf(random)}`;
    },
    /** Whether `value` is a token this key signed. */
    signed(value: unknown): value is string {
      const parts = typeof value === 'string' ? TOKEN_PATTERN.exec(value) : null;
      if (!parts) return false;
      return timingSafeEqual(Buffer.from(parts[2]!), Buffer.from(signatureOf(parts[1]!)));
    },
  };
}

export interface CsrfCookie {
  readonly name: string;
  /** The token of the request's cookie, when it carries one signed with our key. */
  read(req: Request): string | null;
  /** The request's token, or a new one set in the response's cookie (once per request). */
  ensure(req: Request, res: Response): string;
}

/** `secure`: every site URL is https (the cookie is then `__Host-` and Secure); `secret` signs the tokens. */
export function csrfCookie({ secure, secret }: { secure: boolean; secret: string }): CsrfCookie {
  const name = secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  const signer = csrfSigner(secret);
  const read = (req: Request) => {
    const value: unknown = req.cookies?.[name];
    return signer.signed(value) ? value : null;
  };
  return {
    name,
    read,
    ensure(req, res) {
      const known = res.locals.csrfToken ?? read(req);
      if (known) return (res.locals.csrfToken = known);
      const token = signer.newToken();
      // A session cookie: the token lives as long as the browser's session. Lax: a form another
      // site posts to us never carries it.
      res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      return (res.locals.csrfToken = token);
    },
  };
}
