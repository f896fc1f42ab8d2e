// The catalog's node:sqlite file: opened in WAL mode (readers never wait for the writer), with a
// busy timeout (a second process waits for the lock instead of failing) and foreign keys on.
// Statements are prepared once per SQL text and kept; callers build SQL whose shape depends only
// on which filters are present (values go in parameters, lists as one JSON parameter), so the
// cache stays small.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

import { migrate, type MigrationReport } from './migration.ts';

export const CATALOG_FILE_NAME = 'catalog.sqlite';
export const BUSY_TIMEOUT_MS = 5_000;
/** Distinct SQL texts kept prepared; beyond it the oldest is dropped. */
const STATEMENT_CACHE_SIZE = 500;

export type Param = SQLInputValue;
export type Row = Record<string, unknown>;

export interface Store {
  readonly db: DatabaseSync;
  readonly file: string;
  /** The schema migrations this opening applied. */
  readonly migrations: MigrationReport;
  statement(sql: string): StatementSync;
  all<T = Row>(sql: string, ...params: Param[]): T[];
  get<T = Row>(sql: string, ...params: Param[]): T | undefined;
  run(sql: string, ...params: Param[]): { changes: number; lastInsertRowid: number };
  /** Runs `work` in BEGIN IMMEDIATE … COMMIT; any throw rolls everything back. */
  immediate<T>(work: () => T): T;
  meta(key: string): string | null;
  setMeta(key: string, value: string | null): void;
  setBusyTimeout(ms: number): void;
  close(): void;
}

export function catalogFile(dataDir: string): string {
  return join(dataDir, CATALOG_FILE_NAME);
}

/** PRAGMA journal_mode=WAL needs the write lock on a fresh file; retry it while it is busy. */
function enableWal(db: DatabaseSync, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      const code = (error as { errcode?: number }).errcode;
      if (code === undefined || (code & 0xff) !== 5 || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * Opens (creating it and its directory when needed) and migrates `${dataDir}/catalog.sqlite`.
 * `busyTimeoutMs`: how long a statement waits for another process's lock; start-up passes
 * a longer one, since another process may be seeding.
 */
export function openStore(
  dataDir: string,
  { busyTimeoutMs = BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {},
): Store {
  mkdirSync(dataDir, { recursive: true });
  const file = catalogFile(dataDir);
  const db = new DatabaseSync(file);
  let report: MigrationReport;
  try {
    db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
    enableWal(db, busyTimeoutMs);
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA synchronous = NORMAL');
    report = migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = new Map<string, StatementSync>();
  let depth = 0;

  const store: Store = {
    db,
    file,
    migrations: report,
    statement(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    all: <T>(sql: string, ...params: Param[]) => store.statement(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: Param[]) => store.statement(sql).get(...params) as T | undefined,
    run(sql, ...params) {
      const result = store.statement(sql).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
    immediate(work) {
      if (depth > 0) return work();
      db.exec('BEGIN IMMEDIATE');
      depth++;
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
    meta(key) {
      return store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)?.value ?? null;
    },
    setMeta(key, value) {
      if (value === null) store.run('DELETE FROM meta WHERE key = ?', key);
      else
        store.run(
          'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          key,
          value,
        );
    },
    setBusyTimeout(ms) {
      db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(ms))}`);
    },
    close() {
      statements.clear();
      if (db.isOpen) db.close();
    },
  };
  return store;
}

/** The maintenance flag GET /maintenance reports (a meta row, so every process sees it). */
export function setMaintenance(store: Store, on: boolean): void {
  store.setMeta('maintenance', on ? '1' : null);
}

export function isMaintenance(store: Store): boolean {
  return store.meta('maintenance') === '1';
}
