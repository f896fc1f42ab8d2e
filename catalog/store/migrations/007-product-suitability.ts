// Who may take a product (issue 20, the quiz of reading B): whether it suits vegans and
// vegetarians, what it says of pregnancy, and the youngest age it is for. Until now these lived
// only in its precautions' sentences; the quiz filters on them.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text } = schemaTypes(engine);
  // One column a statement: SQLite adds one at a time.
  await db.schema
    .alterTable('product')
    .addColumn('vegan', 'integer', (c) => c.notNull().defaultTo(0).check(flag('vegan')))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('vegetarian', 'integer', (c) => c.notNull().defaultTo(0).check(flag('vegetarian')))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('pregnancy', text, (c) => c.check(sql`pregnancy in ('avoid', 'advice', 'suitable')`))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('min_age', 'integer', (c) => c.check(sql`min_age between 0 and 120`))
    .execute();
}

// Columns with defaults or nulls: the release before it writes products without them and reads them as before.
export const migration: Migration = { version: 7, name: 'product-suitability', compatible: true, up };
