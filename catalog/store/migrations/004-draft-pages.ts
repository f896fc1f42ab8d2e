// Pages an editor has not published yet: a draft is never public, whatever its publication day
// says, and is seen only through a preview (published=0, the server's own calls).
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('page')
    .addColumn('draft', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`draft in (0, 1)`),
    )
    .execute();
}

// A column with a default: the release before it writes pages without it and reads them as before.
export const migration: Migration = { version: 4, name: 'draft-pages', compatible: true, up };
