// npm run catalog:reset [-- --yes]
//
// With DATABASE_URL (PostgreSQL) it fills the database from the seed again, in one transaction
// that running processes never see half done, after the same check of what visitors sent.
//
// Deletes ${DATA_DIR}/catalog.sqlite and builds it again from the seed (catalog/seed/), printing
// what it did. Run it with the server stopped: it takes an exclusive lock on the file first and
// refuses while another process has it open. The file also holds the contact requests and
// newsletter sign-ups visitors sent; when there are some, it says how many and refuses to delete
// them unless given --yes. The seed is loaded before anything is deleted, so a broken seed
// leaves the old file in place.
import { existsSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';

import { createCatalog } from '../catalog/create-catalog.ts';
import { loadSeed, type Seed } from '../catalog/seed/index.ts';
import { catalogFile, openStore, redactedUrl, setMeta } from '../catalog/store/store.ts';
import { loadConfig } from '../config/env.ts';

export interface ResetOptions {
  dataDir: string;
  /** postgres://… : reset that database instead of DATA_DIR's file. */
  databaseUrl?: string | null;
  seed: Seed;
  /** Delete the contact requests and newsletter sign-ups the file holds (--yes). */
  dropSubmissions: boolean;
  say: (message: string) => void;
}

export type ResetOutcome =
  | { status: 'rebuilt'; counts: Record<string, number> }
  | { status: 'busy' }
  | { status: 'has-submissions'; contacts: number; signups: number };

/** Counts what visitors sent, under an exclusive lock that only succeeds when nobody else has the file open. */
function inspect(file: string): { contacts: number; signups: number } | 'busy' {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    try {
      db.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      if (((error as { errcode?: number }).errcode ?? 0) % 256 === 5) return 'busy';
      throw error;
    }
    const has = (table: string) =>
      db.prepare("SELECT 1 AS yes FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
    const count = (table: string) =>
      has(table) ? Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n) : 0;
    const found = { contacts: count('contact_request'), signups: count('newsletter_signup') };
    db.exec('COMMIT');
    return found;
  } finally {
    db.close();
  }
}

/** The PostgreSQL reset: what visitors sent is counted, then the seed is marked as never written. */
async function forgetSeed(
  databaseUrl: string,
  dataDir: string,
  dropSubmissions: boolean,
): Promise<{ contacts: number; signups: number; kept: boolean }> {
  const store = await openStore({ dataDir, databaseUrl });
  try {
    const count = async (table: 'contact_request' | 'newsletter_signup') =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const found = { contacts: await count('contact_request'), signups: await count('newsletter_signup') };
    if (found.contacts + found.signups > 0 && !dropSubmissions) return { ...found, kept: true };
    await store.transaction(async (tx) => {
      await tx.db.deleteFrom('newsletter_signup').execute();
      await tx.db.deleteFrom('contact_request').execute();
      // Version 0 is older than any seed: the catalog opened next fills the database again.
      await setMeta(tx, 'seed_version', '0');
      await setMeta(tx, 'seed_hash', 'reset');
    });
    return { ...found, kept: false };
  } finally {
    await store.close();
  }
}

export async function resetCatalog({
  dataDir,
  databaseUrl = null,
  seed,
  dropSubmissions,
  say,
}: ResetOptions): Promise<ResetOutcome> {
  const file = databaseUrl ? redactedUrl(databaseUrl) : catalogFile(dataDir);
  const started = performance.now();
  if (databaseUrl) {
    const found = await forgetSeed(databaseUrl, dataDir, dropSubmissions);
    if (found.kept) {
      say(
        `${file} holds ${found.contacts} contact request(s) and ${found.signups} newsletter sign-up(s) that a reset deletes. Export them, then run: npm run catalog:reset -- --yes`,
      );
      return { status: 'has-submissions', contacts: found.contacts, signups: found.signups };
    }
  } else if (existsSync(file)) {
    const found = inspect(file);
    if (found === 'busy') {
      say(`${file} is open in another process (is the server running?). Stop it and run this again.`);
      return { status: 'busy' };
    }
    const sent = found.contacts + found.signups;
    if (sent > 0 && !dropSubmissions) {
      say(
        `${file} holds ${found.contacts} contact request(s) and ${found.signups} newsletter sign-up(s) that a reset deletes. Export them, then run: npm run catalog:reset -- --yes`,
      );
      return { status: 'has-submissions', ...found };
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    say(
      `deleted ${file}${sent > 0 ? ` with ${found.contacts} contact request(s) and ${found.signups} newsletter sign-up(s)` : ''}`,
    );
  } else {
    say(`no ${file} yet`);
  }

  let counts: Record<string, number> = {};
  const ignore = () => {};
  const logger = {
    debug: ignore,
    warn: ignore,
    error: ignore,
    info: (details: object) => void ('counts' in details && (counts = details.counts as Record<string, number>)),
  };
  const catalog = await createCatalog({ dataDir, databaseUrl, seed, logger });
  await catalog.close();
  say(
    `built ${file} from the seed in ${Math.round(performance.now() - started)} ms: ${Object.entries(counts)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}`,
  );
  return { status: 'rebuilt', counts };
}

async function main(): Promise<number> {
  const config = loadConfig();
  const seed = await loadSeed();
  const outcome = await resetCatalog({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    seed,
    dropSubmissions: process.argv.includes('--yes'),
    say: (message) => console.log(`catalog:reset: ${message}`),
  });
  return outcome.status === 'rebuilt' ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`catalog:reset failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
