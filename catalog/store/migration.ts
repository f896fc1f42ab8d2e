// Versioned schema changes, the same on both engines (decision 021). Each migration runs once, in
// order, inside one write transaction with its row in `schema_migration`, taken under a lock so
// that processes starting together never both apply one: PostgreSQL's transaction-level advisory
// lock, SQLite's BEGIN IMMEDIATE (the file's write lock). A failed migration leaves the database
// at its previous version.
//
// During a rolling deploy the newer release migrates while the older one still runs. A migration
// says whether the release before it keeps working on the schema after it (`compatible`: a new
// table, a column with a default); its row records that, so an older process that finds
// migrations it does not know runs on when all of them are compatible, and otherwise stops with
// a message naming the one that breaks it.
import { type Kysely, sql } from 'kysely';

import type { CatalogDatabase } from './database.ts';
import { migration as content } from './migrations/001-content.ts';
import { migration as search } from './migrations/002-search.ts';
import { migration as submissions } from './migrations/003-submissions.ts';
import { migration as draftPages } from './migrations/004-draft-pages.ts';
import { migration as accounts } from './migrations/005-accounts.ts';
import { migration as shop } from './migrations/006-shop.ts';
import { migration as productSuitability } from './migrations/007-product-suitability.ts';
import { migration as orderConfirmationMail } from './migrations/008-order-confirmation-mail.ts';
import { migration as needIntro } from './migrations/009-need-intro.ts';
import type { Engine } from './schema-types.ts';

export interface Migration {
  /** 1, 2, 3…: the schema version once applied. */
  version: number;
  name: string;
  /** True when the release before this migration still runs on the schema after it. */
  compatible: boolean;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = Object.freeze([
  content,
  search,
  submissions,
  draftPages,
  accounts,
  shop,
  productSuitability,
  orderConfirmationMail,
  needIntro,
]);

MIGRATIONS.forEach((migration, index) => {
  if (migration.version !== index + 1)
    throw new Error(`catalog migration ${migration.name} has version ${migration.version}, expected ${index + 1}`);
});

export const SCHEMA_VERSION = MIGRATIONS.length;

/** The key of PostgreSQL's advisory lock held while migrating ('vitrine' as a number, arbitrary but fixed). */
export const MIGRATION_LOCK_KEY = 0x76_69_74_72_69_6e_65n;

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
  /** Migrations of a newer release already applied, all compatible with this one. */
  newer: string[];
}

export class SchemaTooNewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaTooNewError';
  }
}

const label = (migration: { version: number; name: string }) =>
  `${String(migration.version).padStart(3, '0')}-${migration.name}`;

interface Applied {
  version: number;
  name: string;
  compatible: number;
}

/** A file made before schema_migration existed kept its version in PRAGMA user_version (migrations 1 to 4). */
async function adoptUserVersion(db: Kysely<CatalogDatabase>, now: string): Promise<void> {
  const exists = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM sqlite_schema WHERE name = 'schema_migration'`.execute(db);
  if (exists.rows[0]!.n > 0) return;
  const version = Number((await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)).rows[0]!.user_version);
  if (version > SCHEMA_VERSION)
    throw new SchemaTooNewError(
      `the catalog file is at schema version ${version}, newer than this release knows (${SCHEMA_VERSION}); run the newer release or rebuild it with npm run catalog:reset`,
    );
  await createMigrationTable(db);
  for (const migration of MIGRATIONS.slice(0, version))
    await db
      .insertInto('schema_migration')
      .values({
        version: migration.version,
        name: migration.name,
        compatible: migration.compatible ? 1 : 0,
        applied_at: now,
      })
      .execute();
}

async function createMigrationTable(db: Kysely<CatalogDatabase>): Promise<void> {
  await db.schema
    .createTable('schema_migration')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('compatible', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}

/**
 * Brings the database to SCHEMA_VERSION (or `target`) inside `transaction`, a write transaction
 * of the store's engine; does nothing when it is there already.
 */
export async function migrate(
  db: Kysely<CatalogDatabase>,
  engine: Engine,
  { target = SCHEMA_VERSION, now = () => new Date() }: { target?: number; now?: () => Date } = {},
): Promise<MigrationReport> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    const at = now().toISOString();
    if (engine === 'sqlite') await adoptUserVersion(trx, at);
    else await createMigrationTable(trx);
    const applied: Applied[] = await trx
      .selectFrom('schema_migration')
      .select(['version', 'name', 'compatible'])
      .orderBy('version')
      .execute();
    const from = applied.at(-1)?.version ?? 0;
    const newer = applied.filter((row) => row.version > SCHEMA_VERSION);
    const breaking = newer.find((row) => Number(row.compatible) !== 1);
    if (breaking)
      throw new SchemaTooNewError(
        `the catalog database is at schema version ${from}, and migration ${label(breaking)} of a newer release changed it in a way this release (schema version ${SCHEMA_VERSION}) cannot run on; run the newer release${engine === 'sqlite' ? ' or rebuild it with npm run catalog:reset' : ''}`,
      );
    const done: string[] = [];
    for (const migration of MIGRATIONS) {
      if (migration.version <= from || migration.version > target) continue;
      await migration.up(trx as unknown as Kysely<unknown>, engine);
      await trx
        .insertInto('schema_migration')
        .values({
          version: migration.version,
          name: migration.name,
          compatible: migration.compatible ? 1 : 0,
          applied_at: at,
        })
        .execute();
      done.push(label(migration));
    }
    return { from, to: Math.max(from, Math.min(target, SCHEMA_VERSION)), applied: done, newer: newer.map(label) };
  });
}

/** The schema version a database is at: its last applied migration (0 when none). */
export async function schemaVersion(db: Kysely<CatalogDatabase>): Promise<number> {
  const row = await db
    .selectFrom('schema_migration')
    .select(sql<number>`max(version)`.as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
