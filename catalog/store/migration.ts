// Versioned schema changes. PRAGMA user_version holds the version of the schema a file is at;
// each migration is one SQL script, run once, in order, inside one BEGIN IMMEDIATE transaction
// with the version bump, so two processes opening a fresh file cannot both apply it and a
// failed migration leaves the file at its previous version. A file from a newer release
// (a version above ours) is refused rather than guessed at.
import type { DatabaseSync } from 'node:sqlite';

import { migration as content } from './migrations/001-content.ts';
import { migration as search } from './migrations/002-search.ts';
import { migration as submissions } from './migrations/003-submissions.ts';
import { migration as draftPages } from './migrations/004-draft-pages.ts';

export interface Migration {
  /** 1, 2, 3…: the user_version once applied. */
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = Object.freeze([content, search, submissions, draftPages]);

MIGRATIONS.forEach((migration, index) => {
  if (migration.version !== index + 1)
    throw new Error(`catalog migration ${migration.name} has version ${migration.version}, expected ${index + 1}`);
});

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
}

/** Brings the file to SCHEMA_VERSION (or `target`); does nothing when it is there already. */
export function migrate(db: DatabaseSync, target = SCHEMA_VERSION): MigrationReport {
  db.exec('BEGIN IMMEDIATE');
  try {
    const from = schemaVersion(db);
    if (from > SCHEMA_VERSION) {
      throw new Error(
        `the catalog file is at schema version ${from}, newer than this release knows (${SCHEMA_VERSION}); run the newer release or rebuild it with npm run catalog:reset`,
      );
    }
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (migration.version <= from || migration.version > target) continue;
      db.exec(migration.sql);
      db.exec(`PRAGMA user_version = ${migration.version}`);
      applied.push(`${String(migration.version).padStart(3, '0')}-${migration.name}`);
    }
    db.exec('COMMIT');
    return { from, to: Math.max(from, Math.min(target, SCHEMA_VERSION)), applied };
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
