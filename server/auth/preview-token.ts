// The right to preview unpublished content (decision 010): a JWT in the `jwt_token` cookie,
// signed HS256 with PREVIEW_SECRET, whose `scope` names `preview`, with an expiry. Until the
// account area exists nothing else issues one: editors mint theirs with `npm run preview-token`.
// A missing, forged, expired or scope-less token, or no PREVIEW_SECRET at all, grants nothing.
import { jwtVerify, SignJWT } from 'jose';

/** The scope a token must name to open previews (space-separated, as OAuth scopes are). */
export const PREVIEW_SCOPE = 'preview';
const ALGORITHM = 'HS256';
/** Who issues preview tokens: a token made for something else never opens a preview. */
export const PREVIEW_ISSUER = 'vitrine';
/** The longest a minted token may live. */
export const MAX_PREVIEW_TTL_SECONDS = 30 * 24 * 3600;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Whether `token` carries the preview right; never throws. */
export type PreviewRight = (token: string | undefined) => Promise<boolean>;

export function previewRight(secret: string | null): PreviewRight {
  if (!secret) return async () => false;
  const key = keyOf(secret);
  return async function hasPreviewRight(token) {
    if (typeof token !== 'string' || token === '') return false;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: PREVIEW_ISSUER,
        requiredClaims: ['exp'],
      });
      return typeof payload.scope === 'string' && payload.scope.split(' ').includes(PREVIEW_SCOPE);
    } catch {
      return false;
    }
  };
}

/** A preview token for `subject` (who asked for it), valid `ttlSeconds` from now. */
export async function signPreviewToken(
  secret: string,
  { ttlSeconds, subject = 'editor' }: { ttlSeconds: number; subject?: string },
): Promise<string> {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_PREVIEW_TTL_SECONDS)
    throw new RangeError(`a preview token lives from 1 s to ${MAX_PREVIEW_TTL_SECONDS} s, not ${ttlSeconds}`);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: PREVIEW_SCOPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(PREVIEW_ISSUER)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(secret));
}
