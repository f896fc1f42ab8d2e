// Password resets (SPEC §8 'reset link expired, restart'): a random token the site e-mails, valid
// RESET_TTL_MINUTES and once. Only its SHA-256 is stored, so the table holds no working link. A
// new request leaves older links working until they expire; using one marks it used in the same
// transaction that sets the password, and a second use (or a race of two) finds it used.
import { createHash, randomBytes } from 'node:crypto';

import { AccountRefusal } from './customers.ts';
import type { Queries } from './store.ts';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createReset(
  queries: Queries,
  accountId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TTL_MINUTES * 60_000);
  await queries.db
    .insertInto('password_reset')
    .values({
      token_hash: hashOf(token),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Marks the reset used and answers its account, inside the caller's transaction; `reset_used`
 * for a link used already, `reset_expired` past its time (or unknown: a link we never sent, or
 * altered, reads as one that no longer works).
 */
export async function consumeReset(queries: Queries, token: string, now: Date): Promise<number> {
  const hash = hashOf(token);
  const row = await queries.db
    .selectFrom('password_reset')
    .select(['account_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) throw new AccountRefusal('reset_expired');
  if (row.used_at !== null) throw new AccountRefusal('reset_used');
  const marked = await queries.db
    .updateTable('password_reset')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw new AccountRefusal('reset_used');
  return row.account_id;
}
