// The session token of SPEC §9's jwt_token cookie (decision 026): a JWT signed HS256 with the
// session secret (jose), naming the account (`sub`) and one session row (`sid`), with an expiry.
// The signature proves the catalog issued it; the row decides whether it still counts (logout,
// a password change or a reset revoke rows, so a copied token stops working everywhere at once).
import { errors, jwtVerify, SignJWT } from 'jose';

/** How long a session lasts from its login. */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;
const ALGORITHM = 'HS256';
export const SESSION_ISSUER = 'vitrine';
/** Only account sessions carry it: a preview token (decision 010) is never a session. */
export const SESSION_AUDIENCE = 'vitrine-account';

export interface SessionClaims {
  accountId: number;
  sessionId: string;
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function sessionTokens(secret: string) {
  if (typeof secret !== 'string' || secret.length < 32)
    throw new Error('the session secret must be at least 32 characters (SESSION_SECRET)');
  const key = keyOf(secret);
  return {
    sign({ accountId, sessionId }: SessionClaims, expiresAt: Date, now: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setSubject(String(accountId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Never throws: a forged, altered, foreign or expired token is a reason. */
    async verify(token: string, now: Date): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: SESSION_ISSUER,
          audience: SESSION_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
          currentDate: now,
        });
        const accountId = Number(payload.sub);
        if (!Number.isInteger(accountId) || accountId < 1 || typeof payload.sid !== 'string')
          return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { accountId, sessionId: payload.sid } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;
