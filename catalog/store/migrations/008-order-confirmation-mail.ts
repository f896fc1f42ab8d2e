// When a paid order's confirmation e-mail was handed to the mailer (issue 20). The mail used to
// go out only from the process that applied the provider's notification, so an order made paid
// by the catalog at its next start (the process stopped between storing and applying) was never
// confirmed to its customer. Now the orders paid and not yet mailed are the work of every
// process's payment sweep. Orders paid before this migration count as mailed: nobody receives
// an old confirmation again.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text } = schemaTypes(engine);
  await db.schema.alterTable('shop_order').addColumn('confirmation_mailed_at', text).execute();
  await sql`UPDATE shop_order SET confirmation_mailed_at = paid_at WHERE paid_at IS NOT NULL`.execute(db);
  await db.schema
    .createIndex('shop_order_confirmation_due')
    .on('shop_order')
    .columns(['status', 'confirmation_mailed_at'])
    .execute();
}

// A nullable column: the release before it inserts orders without it and mails as it did.
export const migration: Migration = { version: 8, name: 'order-confirmation-mail', compatible: true, up };
