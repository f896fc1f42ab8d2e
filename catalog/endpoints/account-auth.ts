// Who an account call comes from (SPEC §7: the account calls carry the session token as the
// bearer; decision 026): the token must be one the catalog signed, not expired, and name a
// session row that still counts. Anything else is a 401 whose `code` says why, so the site can
// tell a visitor 'you have been disconnected' (session_expired, session_revoked) from a token
// that was never ours (session_invalid).
import type { SessionTokens } from '../auth/session-token.ts';
import { refusal } from '../http/errors.ts';
import { customerIdOf } from '../store/customers.ts';
import { sessionState } from '../store/sessions.ts';
import type { EndpointDeps } from './context.ts';

export interface AccountDeps extends EndpointDeps {
  sessions: SessionTokens;
}

export interface Caller {
  accountId: number;
  customerId: number;
  sessionId: string;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

const unauthorized = (code: 'session_expired' | 'session_revoked' | 'session_invalid') =>
  refusal(401, code, code === 'session_invalid' ? 'This call needs a valid session token.' : 'The session has ended.');

export async function callerOf(deps: AccountDeps, request: Request): Promise<Caller> {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw unauthorized('session_invalid');
  const now = deps.now();
  const checked = await deps.sessions.verify(token, now);
  if (!checked.ok) throw unauthorized(checked.reason === 'expired' ? 'session_expired' : 'session_invalid');
  const { accountId, sessionId } = checked.claims;
  const state = await sessionState(deps.store, sessionId, accountId, now);
  if (state !== 'active') throw unauthorized(state === 'expired' ? 'session_expired' : 'session_revoked');
  const customerId = await customerIdOf(deps.store, accountId);
  if (customerId === null) throw unauthorized('session_revoked');
  return { accountId, customerId, sessionId };
}
