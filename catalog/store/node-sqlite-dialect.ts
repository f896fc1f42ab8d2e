// Kysely on node:sqlite (decision 021): a driver over one DatabaseSync connection, with Kysely's
// own SQLite adapter, query compiler and introspector. Kysely serialises the connection's users
// (the adapter says SQLite has one connection), so a transaction never sees another request's
// statements. Every transaction begins IMMEDIATE: ours all write, and taking the write lock first
// means two processes never deadlock upgrading a read lock. A BEGIN that finds the file locked by
// another process is tried again without blocking the event loop, until `busyTimeoutMs`.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/** Distinct SQL texts kept prepared; beyond it the oldest is dropped. */
const STATEMENT_CACHE_SIZE = 500;
/** How long one BEGIN IMMEDIATE waits inside SQLite before it is tried again from the event loop. */
const BEGIN_BUSY_WAIT_MS = 20;
const BEGIN_RETRY_PAUSE_MS = 10;

/** SQLite result codes that mean "another connection holds the lock": SQLITE_BUSY (5), SQLITE_LOCKED (6). */
export function isSqliteBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { errcode?: unknown }).errcode : undefined;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #statements = new Map<string, StatementSync>();

  constructor(readonly database: DatabaseSync) {}

  statement(text: string): StatementSync {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.database.prepare(text);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.statement(compiled.sql);
    const parameters = compiled.parameters as SQLInputValue[];
    if (statement.columns().length > 0) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // eslint-disable-next-line require-yield -- the store never streams; Kysely's interface asks for the method
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('the node:sqlite driver does not stream');
  }

  forget(): void {
    this.#statements.clear();
  }
}

class NodeSqliteDriver implements Driver {
  #connection: NodeSqliteConnection | undefined;

  constructor(
    private readonly database: DatabaseSync,
    private readonly busyTimeoutMs: () => number,
  ) {}

  async init(): Promise<void> {
    this.#connection = new NodeSqliteConnection(this.database);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const { database } = connection as NodeSqliteConnection;
    const deadline = Date.now() + this.busyTimeoutMs();
    const previous = Number((database.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout);
    database.exec(`PRAGMA busy_timeout = ${BEGIN_BUSY_WAIT_MS}`);
    try {
      for (;;) {
        try {
          database.exec('BEGIN IMMEDIATE');
          return;
        } catch (error) {
          if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
        }
        await sleep(BEGIN_RETRY_PAUSE_MS);
      }
    } finally {
      database.exec(`PRAGMA busy_timeout = ${previous}`);
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).database.exec('COMMIT');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const { database } = connection as NodeSqliteConnection;
    if (database.isTransaction) database.exec('ROLLBACK');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#connection?.forget();
    if (this.database.isOpen) this.database.close();
  }
}

export class NodeSqliteDialect implements Dialect {
  constructor(
    private readonly database: DatabaseSync,
    /** How long a write transaction waits for another process's lock (read when it begins). */
    private readonly busyTimeoutMs: () => number,
  ) {}

  createDriver(): Driver {
    return new NodeSqliteDriver(this.database, this.busyTimeoutMs);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
