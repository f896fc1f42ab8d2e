// Sessions of web accounts (decision 026): one row per login, which the token in the jwt_token
// cookie names. A row counts until it expires or is revoked: logout revokes its own, a password
// change the others of the account, a reset all of them. Every process reads the same rows, so a
// session revoked through one process is refused by every other at its next request.
import { randomBytes } from 'node:crypto';

import type { Queries } from './store.ts';

export type SessionState = 'active' | 'expired' | 'revoked';

/** 128 random bits, base64url: the session's id in its token. */
export const newSessionId = () => randomBytes(16).toString('base64url');

export async function openSession(
  queries: Queries,
  { accountId, now, expiresAt }: { accountId: number; now: Date; expiresAt: Date },
): Promise<string> {
  const id = newSessionId();
  await queries.db
    .insertInto('account_session')
    .values({
      id,
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return id;
}

/** Whether the session still counts for this account; an unknown id counts as revoked. */
export async function sessionState(queries: Queries, id: string, accountId: number, now: Date): Promise<SessionState> {
  const row = await queries.db
    .selectFrom('account_session')
    .select(['account_id', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.account_id !== accountId || row.revoked_at !== null) return 'revoked';
  return row.expires_at <= now.toISOString() ? 'expired' : 'active';
}

export async function revokeSession(queries: Queries, id: string, now: Date): Promise<void> {
  await queries.db
    .updateTable('account_session')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the account but `keep` (the one that changed the password), if given. */
export async function revokeAccountSessions(
  queries: Queries,
  accountId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  let update = queries.db
    .updateTable('account_session')
    .set({ revoked_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) update = update.where('id', '!=', keep);
  await update.execute();
}
