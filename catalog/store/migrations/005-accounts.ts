// Customers and their web accounts (SPEC §3 'Account/customer', 'Address'; issue 19): the
// customer's file (a number per country, seeded for the laboratory's known customers, made by a
// sign-up for new ones), at most one web account per customer (the unique customer_id settles a
// race of two activations: exactly one wins), its sessions (revocable: the jwt_token cookie
// names one, decision 026), single-use password resets (only a hash of the token is kept), the
// address book and the favourites. None of this is content: a reseed never touches it. Favourites
// name products and points of sale by id without a foreign key, since a reseed rebuilds those
// tables under them; a favourite whose product is gone is simply not listed. The bounds repeat
// the API's payload schemas (shared/schemas/account.ts).
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const between = (column: string, min: number, max: number) =>
  sql`length(${sql.ref(column)}) between ${sql.lit(min)} and ${sql.lit(max)}`;
const atMost = (column: string, max: number) => sql`length(${sql.ref(column)}) <= ${sql.lit(max)}`;
const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
const civility = sql`civility in ('ms', 'mr')`;

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text, autoId, table } = schemaTypes(engine);

  await table(
    db.schema
      .createTable('customer')
      .addColumn('id', 'integer', autoId)
      .addColumn('number', text, (c) =>
        c
          .notNull()
          .unique()
          .check(between('number', 1, 20)),
      )
      .addColumn('country', text, (c) => c.notNull().check(sql`length(country) = 2`))
      .addColumn('civility', text, (c) => c.notNull().check(civility))
      .addColumn('firstname', text, (c) => c.notNull().check(between('firstname', 1, 80)))
      .addColumn('lastname', text, (c) => c.notNull().check(between('lastname', 1, 80)))
      // The e-mail on the customer's file, lower case; '' when the file has none.
      .addColumn('email', text, (c) => c.notNull().defaultTo('').check(atMost('email', 254)))
      .addColumn('birth_date', text)
      .addColumn('phone', text, (c) => c.notNull().defaultTo('').check(atMost('phone', 25)))
      .addColumn('mobile', text, (c) => c.notNull().defaultTo('').check(atMost('mobile', 25)))
      .addColumn('fax', text, (c) => c.notNull().defaultTo('').check(atMost('fax', 25)))
      .addColumn('province', text, (c) => c.check(sql`province is null or length(province) = 2`))
      .addColumn('origin', text, (c) => c.notNull().defaultTo('none'))
      .addColumn('optin_information', 'integer', (c) => c.notNull().defaultTo(0).check(flag('optin_information')))
      .addColumn('optin_product_sms', 'integer', (c) => c.notNull().defaultTo(0).check(flag('optin_product_sms')))
      .addColumn('optin_advice_email', 'integer', (c) => c.notNull().defaultTo(0).check(flag('optin_advice_email')))
      .addColumn('optin_diet_newsletter', 'integer', (c) =>
        c.notNull().defaultTo(0).check(flag('optin_diet_newsletter')),
      )
      .addColumn('optin_foundation', 'integer', (c) => c.notNull().defaultTo(0).check(flag('optin_foundation')))
      // Addresses of the customer's own book (checked by the store, which writes both together).
      .addColumn('default_invoice_address_id', 'integer')
      .addColumn('default_shipping_address_id', 'integer')
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('customer_email').on('customer').column('email').execute();

  await table(
    db.schema
      .createTable('web_account')
      .addColumn('id', 'integer', autoId)
      // One web account per customer (SPEC §3): the constraint decides a race of two activations.
      .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customer.id'))
      .addColumn('email', text, (c) =>
        c
          .notNull()
          .unique()
          .check(between('email', 3, 254)),
      )
      .addColumn('password_hash', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('password_changed_at', text, (c) => c.notNull()),
  ).execute();

  await table(
    db.schema
      .createTable('account_session')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('web_account.id'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('revoked_at', text),
  ).execute();
  await db.schema.createIndex('account_session_account').on('account_session').column('account_id').execute();

  await table(
    db.schema
      .createTable('password_reset')
      // SHA-256 of the token: the database never holds a link that would work.
      .addColumn('token_hash', text, (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('web_account.id'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('used_at', text),
  ).execute();
  await db.schema.createIndex('password_reset_account').on('password_reset').column('account_id').execute();

  await table(
    db.schema
      .createTable('customer_address')
      .addColumn('id', 'integer', autoId)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
      .addColumn('label', text, (c) => c.notNull().check(atMost('label', 35)))
      .addColumn('civility', text, (c) => c.notNull().check(civility))
      .addColumn('firstname', text, (c) => c.notNull().check(between('firstname', 1, 80)))
      .addColumn('lastname', text, (c) => c.notNull().check(between('lastname', 1, 80)))
      .addColumn('line1', text, (c) => c.notNull().check(between('line1', 1, 35)))
      .addColumn('line2', text, (c) => c.notNull().check(atMost('line2', 35)))
      .addColumn('line3', text, (c) => c.notNull().check(atMost('line3', 35)))
      .addColumn('delivery_info', text, (c) => c.notNull().check(atMost('delivery_info', 140)))
      .addColumn('zipcode', text, (c) => c.notNull().check(between('zipcode', 1, 10)))
      .addColumn('city', text, (c) => c.notNull().check(between('city', 1, 80)))
      .addColumn('country', text, (c) => c.notNull().check(sql`length(country) = 2`))
      .addColumn('phone', text, (c) => c.notNull().check(atMost('phone', 25)))
      .addColumn('mobile', text, (c) => c.notNull().check(atMost('mobile', 25)))
      .addColumn('province', text, (c) => c.check(sql`province is null or length(province) = 2`))
      .addColumn('company', text, (c) => c.notNull().check(atMost('company', 80)))
      .addColumn('company_number', text, (c) => c.notNull().check(atMost('company_number', 30)))
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('customer_address_customer').on('customer_address').column('customer_id').execute();

  for (const [name, column] of [
    ['favourite_product', 'product_id'],
    ['favourite_pharmacy', 'point_of_sale_id'],
  ] as const)
    await table(
      db.schema
        .createTable(name)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
        .addColumn(column, 'integer', (c) => c.notNull())
        .addColumn('created_at', text, (c) => c.notNull())
        .addPrimaryKeyConstraint(`${name}_pkey`, ['customer_id', column]),
    ).execute();
}

// New tables only: the release before it runs on as it did.
export const migration: Migration = { version: 5, name: 'accounts', compatible: true, up };
