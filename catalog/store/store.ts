// The catalog's database, on one of two engines (decision 021): PostgreSQL when DATABASE_URL
// names one (every process of the site shares it), else a node:sqlite file under DATA_DIR, so
// that `npm ci && npm start` needs nothing installed. Both are reached through Kysely, migrated
// at opening (catalog/store/migration.ts), and used by the same queries.
//
// SQLite: WAL mode (readers never wait for the writer), a busy timeout (a second process waits
// for the lock instead of failing), foreign keys on. PostgreSQL: a pool whose connections are
// made on demand, so the process recovers on its own once a restarted or failed-over server
// answers again; an idle connection the server dropped is logged, never fatal.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

import { Kysely, PostgresDialect, type RawBuilder, sql } from 'kysely';
import pg from 'pg';

import type { CatalogLogger } from '../http/logger.ts';
import type { CatalogDatabase } from './database.ts';
import { migrate, type MigrationReport } from './migration.ts';
import { isSqliteBusy, NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Engine } from './schema-types.ts';

export type { Engine } from './schema-types.ts';

export const CATALOG_FILE_NAME = 'catalog.sqlite';
export const BUSY_TIMEOUT_MS = 5_000;
/** How long a request waits for a PostgreSQL connection, and how long one statement may run. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3_000;
export const POSTGRES_STATEMENT_TIMEOUT_MS = 5_000;
export const DEFAULT_POOL_SIZE = 10;

/** What a query needs: the Kysely instance (the store's, or a transaction's) and the engine it speaks to. */
export interface Queries {
  readonly db: Kysely<CatalogDatabase>;
  readonly engine: Engine;
}

export interface Store extends Queries {
  /** The SQLite file, or the PostgreSQL URL without its password. */
  readonly location: string;
  /** The schema migrations this opening applied. */
  readonly migrations: MigrationReport;
  /** Runs `work` in one write transaction (BEGIN IMMEDIATE on SQLite); any throw rolls everything back. */
  transaction<T>(work: (queries: Queries) => Promise<T>): Promise<T>;
  /** How long a write waits for another process's lock (SQLite); start-up waits longer than requests. */
  setBusyTimeout(ms: number): void;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** The directory of catalog.sqlite, used when `databaseUrl` is null. */
  dataDir: string;
  /** postgres://… : the catalog lives in that PostgreSQL database. */
  databaseUrl?: string | null;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  busyTimeoutMs?: number;
  logger?: CatalogLogger;
}

/** The database could not be reached when the catalog opened: a message for one log line. */
export class CatalogUnreachableError extends Error {
  constructor(location: string, cause: unknown) {
    super(
      `the catalog database ${location} cannot be reached: ${cause instanceof Error ? cause.message || cause.name : String(cause)}`,
    );
    this.name = 'CatalogUnreachableError';
  }
}

export function catalogFile(dataDir: string): string {
  return join(dataDir, CATALOG_FILE_NAME);
}

/** postgres://user:secret@host/db -> postgres://user@host/db: where the catalog is, fit for a log line. */
export function redactedUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** PRAGMA journal_mode=WAL needs the write lock on a fresh file; retry it while it is busy. */
async function enableWal(db: DatabaseSync, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
      await sleep(10);
    }
  }
}

function storeOf(
  db: Kysely<CatalogDatabase>,
  engine: Engine,
  location: string,
  migrations: MigrationReport,
  busy: { ms: number },
): Store {
  return {
    db,
    engine,
    location,
    migrations,
    transaction: (work) => db.transaction().execute((trx) => work({ db: trx, engine })),
    setBusyTimeout(ms) {
      busy.ms = ms;
    },
    close: () => db.destroy(),
  };
}

async function openSqlite(dataDir: string, busyTimeoutMs: number): Promise<Store> {
  mkdirSync(dataDir, { recursive: true });
  const file = catalogFile(dataDir);
  const database = new DatabaseSync(file);
  const busy = { ms: busyTimeoutMs };
  const db = new Kysely<CatalogDatabase>({ dialect: new NodeSqliteDialect(database, () => busy.ms) });
  try {
    database.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
    await enableWal(database, busyTimeoutMs);
    database.exec('PRAGMA foreign_keys = ON');
    database.exec('PRAGMA synchronous = NORMAL');
    const migrations = await migrate(db, 'sqlite');
    database.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return storeOf(db, 'sqlite', file, migrations, busy);
  } catch (error) {
    await db.destroy();
    if (database.isOpen) database.close();
    throw error;
  }
}

/** pg's text of bigint (count(*), sum) and numeric as JS numbers: our counts and sums are far below 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function openPostgres(databaseUrl: string, poolSize: number, logger?: CatalogLogger): Promise<Store> {
  const location = redactedUrl(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    application_name: 'vitrine',
    types: pgTypes,
  });
  // A pooled connection the server closed (a restart, a failover) is dropped by the pool; without
  // this listener its error would end the process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'catalog database: an idle connection was lost'));
  const db = new Kysely<CatalogDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new CatalogUnreachableError(location, error);
  }
  try {
    const migrations = await migrate(db, 'postgres');
    return storeOf(db, 'postgres', location, migrations, { ms: BUSY_TIMEOUT_MS });
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Opens (creating and migrating it when needed) the catalog's database. */
export async function openStore({
  dataDir,
  databaseUrl = null,
  poolSize = DEFAULT_POOL_SIZE,
  busyTimeoutMs = BUSY_TIMEOUT_MS,
  logger,
}: StoreOptions): Promise<Store> {
  return databaseUrl ? openPostgres(databaseUrl, poolSize, logger) : openSqlite(dataDir, busyTimeoutMs);
}

/** The rows of a query written with Kysely's `sql` tag. */
export async function all<T>(store: Queries, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(store.db)).rows;
}

/** The first row of such a query, or undefined. */
export async function first<T>(store: Queries, query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(store.db)).rows[0];
}

/**
 * ` IN (…)` of a list given as one parameter, so that a query's text does not depend on the
 * list's length: json_each on SQLite, an array on PostgreSQL.
 */
export function inList(store: Queries, values: readonly (string | number)[]): RawBuilder<unknown> {
  return store.engine === 'postgres'
    ? sql`= ANY(${[...values]})`
    : sql`IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

export async function meta(store: Queries, key: string): Promise<string | null> {
  const row = await store.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setMeta(store: Queries, key: string, value: string | null): Promise<void> {
  if (value === null) await store.db.deleteFrom('meta').where('key', '=', key).execute();
  else
    await store.db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
}

/** The maintenance flag GET /maintenance reports (a meta row, so every process sees it). */
export async function setMaintenance(store: Queries, on: boolean): Promise<void> {
  await setMeta(store, 'maintenance', on ? '1' : null);
}

export async function isMaintenance(store: Queries): Promise<boolean> {
  return (await meta(store, 'maintenance')) === '1';
}

/**
 * A join that SQLite's planner takes in the order written (CROSS JOIN): from a few rows to
 * their texts, not from every text to the few. PostgreSQL plans joins itself.
 */
export function orderedJoin(store: Queries): RawBuilder<unknown> {
  return store.engine === 'postgres' ? sql`JOIN` : sql`CROSS JOIN`;
}
