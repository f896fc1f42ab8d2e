// The anonymous visitor's cart token (issue 20): the catalog makes a cart at the first box added
// and answers its token, which the site keeps in an HttpOnly cookie (no script reads it),
// SameSite=Lax (another site's form or fetch never carries it), Secure when every SITE_URL is
// https, on every path, for CART_COOKIE_DAYS. It travels to the catalog in the x-cart-token
// header, never in a URL; at login the cart merges into the customer's and the cookie goes.
import type { Request, Response } from 'express';

export const CART_COOKIE = 'cart_token';
/** How long an anonymous cart is kept in the browser. */
export const CART_COOKIE_DAYS = 30;

/** The visitor's cart token, or null. */
export function cartTokenOf(req: Request): string | null {
  const value: unknown = req.cookies?.[CART_COOKIE];
  return typeof value === 'string' && /^[\w-]{16,200}$/.test(value) ? value : null;
}

/** Writes the cart token (a new cart's), or clears it (null: merged at login, or refused). */
export function cartCookieWriter(res: Response, secure: boolean) {
  const options = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  return function writeCartToken(token: string | null) {
    if (token === null) res.clearCookie(CART_COOKIE, options);
    else res.cookie(CART_COOKIE, token, { ...options, maxAge: CART_COOKIE_DAYS * 86_400_000, encode: String });
  };
}
