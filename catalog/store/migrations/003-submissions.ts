// What visitors send: contact requests and newsletter sign-ups. These rows are not content: a
// reseed never touches them, and they name the shop by id and country without a foreign key,
// so the shops can be rebuilt under them. The bounds repeat the payload schemas so that
// nothing oversized is stored even by a caller that skipped validation.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const between = (column: string, min: number, max: number) =>
  sql`length(${sql.ref(column)}) between ${sql.lit(min)} and ${sql.lit(max)}`;
const atMost = (column: string, max: number) => sql`length(${sql.ref(column)}) <= ${sql.lit(max)}`;

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text, autoId, table } = schemaTypes(engine);
  await table(
    db.schema
      .createTable('contact_request')
      .addColumn('id', 'integer', autoId)
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('locale', text, (c) => c.notNull())
      .addColumn('civility', text, (c) => c.notNull().check(sql`civility in ('ms', 'mr')`))
      .addColumn('firstname', text, (c) => c.notNull().check(between('firstname', 1, 80)))
      .addColumn('lastname', text, (c) => c.notNull().check(between('lastname', 1, 80)))
      .addColumn('email', text, (c) => c.notNull().check(between('email', 3, 254)))
      .addColumn('address1', text, (c) => c.notNull().check(atMost('address1', 35)))
      .addColumn('address2', text, (c) => c.notNull().check(atMost('address2', 35)))
      .addColumn('address3', text, (c) => c.notNull().check(atMost('address3', 35)))
      .addColumn('zipcode', text, (c) => c.notNull().check(between('zipcode', 1, 10)))
      .addColumn('city', text, (c) => c.notNull().check(between('city', 1, 80)))
      .addColumn('visitor_country', text, (c) => c.notNull().check(sql`length(visitor_country) = 2`))
      .addColumn('profile', text, (c) => c.notNull())
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('message', text, (c) => c.notNull().check(between('message', 1, 5000)))
      .addColumn('newsletter', 'integer', (c) => c.notNull().check(sql`newsletter in (0, 1)`))
      .addColumn('origin', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();

  // source 'contact': the newsletter opt-in of a contact request, written with it.
  await table(
    db.schema
      .createTable('newsletter_signup')
      .addColumn('id', 'integer', autoId)
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('locale', text, (c) => c.notNull())
      .addColumn('email', text, (c) => c.notNull().check(between('email', 3, 254)))
      .addColumn('city', text, (c) => c.notNull().check(between('city', 1, 80)))
      .addColumn('consent', 'integer', (c) => c.notNull().check(sql`consent = 1`))
      .addColumn('source', text, (c) => c.notNull().check(sql`source in ('newsletter', 'contact')`))
      .addColumn('contact_request_id', 'integer', (c) => c.references('contact_request.id'))
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('newsletter_signup_email').on('newsletter_signup').column('email').execute();
}

export const migration: Migration = { version: 3, name: 'submissions', compatible: true, up };
