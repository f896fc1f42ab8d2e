// A reset link works RESET_TTL_MINUTES, once (SPEC §8 'reset link expired, restart').
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { AccountRefusal } from '../../catalog/store/customers.ts';
import { consumeReset, createReset, RESET_TTL_MINUTES } from '../../catalog/store/password-resets.ts';
import { seedStore } from '../../catalog/store/seed-store.ts';
import { openStore, type Store } from '../../catalog/store/store.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../fixtures/catalog-seed.ts';

let dataDir: string;
let store: Store;
let accountId: number;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-resets-'));
  store = await openStore({ dataDir });
  await seedStore(store, FIXTURE_SEED, { now: () => FIXTURE_NOW });
  accountId = (await store.db.selectFrom('web_account').select('id').executeTakeFirstOrThrow()).id;
});
after(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const minutes = (count: number) => new Date(FIXTURE_NOW.getTime() + count * 60_000);
const refusedWith = (code: string) => (error: unknown) => error instanceof AccountRefusal && error.code === code;

describe('a password reset link', () => {
  it('works until its time is up, and not a minute after', async () => {
    const late = await store.transaction((queries) => createReset(queries, accountId, FIXTURE_NOW));
    await assert.rejects(
      store.transaction((queries) => consumeReset(queries, late.token, minutes(RESET_TTL_MINUTES + 1))),
      refusedWith('reset_expired'),
    );
    const inTime = await store.transaction((queries) => createReset(queries, accountId, FIXTURE_NOW));
    assert.equal(
      await store.transaction((queries) => consumeReset(queries, inTime.token, minutes(RESET_TTL_MINUTES - 1))),
      accountId,
    );
  });

  it('works once, and keeps only a hash of its token', async () => {
    const { token } = await store.transaction((queries) => createReset(queries, accountId, FIXTURE_NOW));
    const stored = await store.db.selectFrom('password_reset').select('token_hash').execute();
    assert.ok(stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)));
    await store.transaction((queries) => consumeReset(queries, token, minutes(1)));
    await assert.rejects(
      store.transaction((queries) => consumeReset(queries, token, minutes(2))),
      refusedWith('reset_used'),
    );
  });
});
