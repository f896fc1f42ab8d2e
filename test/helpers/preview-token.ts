// Preview tokens for tests (decision 010): the secret the test apps are given, and tokens signed
// with it or forged in the ways a visitor might try.
import { SignJWT } from 'jose';

import { PREVIEW_ISSUER, signPreviewToken } from '../../server/auth/preview-token.ts';

/** PREVIEW_SECRET of the test apps. */
export const PREVIEW_SECRET = 'test-preview-secret-0123456789abcdef';
export const PREVIEW_ENV = { PREVIEW_SECRET };

/** The `jwt_token` cookie of an editor with a valid preview token. */
export async function previewCookie(): Promise<string> {
  return `jwt_token=${await signPreviewToken(PREVIEW_SECRET, { ttlSeconds: 600 })}`;
}

const sign = (claims: Record<string, unknown>, secret: string, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(PREVIEW_ISSUER)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/** `jwt_token` cookies that must not open a preview, each named for the failure message. */
export async function refusedPreviewCookies(): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const [header, payload] = (await signPreviewToken(PREVIEW_SECRET, { ttlSeconds: 600 })).split('.');
  const unsigned = `${header!.replace(/^[^.]+/, Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'))}.${payload}.`;
  return {
    'any non-empty value': 'jwt_token=abc',
    'signed with another secret': `jwt_token=${await sign({ scope: 'preview' }, 'another-secret-0123456789abcdef!!', now + 600)}`,
    expired: `jwt_token=${await sign({ scope: 'preview' }, PREVIEW_SECRET, now - 60)}`,
    'without the preview scope': `jwt_token=${await sign({ scope: 'account' }, PREVIEW_SECRET, now + 600)}`,
    'unsigned (alg none)': `jwt_token=${unsigned}`,
  };
}
