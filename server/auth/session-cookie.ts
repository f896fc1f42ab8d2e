// SPEC §9's jwt_token cookie (decision 026): the session token the catalog issued, HttpOnly (no
// script reads it), SameSite=Lax (another site's form or fetch never carries it), Secure when every
// SITE_URL is https, host-only on every path, until the session expires. The same cookie may hold
// an editor's preview token instead (decision 010).
import type { Response } from 'express';

export const SESSION_COOKIE = 'jwt_token';

/** What a form did to the visitor's session: opened one (its token, until when), or ended it. */
export type SessionChange = { token: string; expiresAt: string } | null;

export function sessionCookieWriter(res: Response, secure: boolean) {
  const options = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  return function writeSession(change: SessionChange) {
    if (change === null) res.clearCookie(SESSION_COOKIE, options);
    else res.cookie(SESSION_COOKIE, change.token, { ...options, expires: new Date(change.expiresAt), encode: String });
  };
}
