// A need's introduction (issue 21, content pages): a few paragraphs on what the need is about,
// everyday habits and when to ask a pharmacist or a doctor, shown on the need's page under its
// one-sentence description. Paragraphs are separated by a blank line.
import type { Kysely } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text } = schemaTypes(engine);
  await db.schema
    .alterTable('need_text')
    .addColumn('intro', text, (c) => c.notNull().defaultTo(''))
    .execute();
}

// A column with a default: the release before it writes need texts without it and reads them as before.
export const migration: Migration = { version: 9, name: 'need-intro', compatible: true, up };
