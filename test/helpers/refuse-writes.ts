// Makes the catalog's database refuse every INSERT into a table, as a full disk or a broken
// constraint would, on either engine; the answer undoes it.
import { sql } from 'kysely';

import type { Queries } from '../../catalog/store/store.ts';

export async function refuseInserts(store: Queries, table: string, message = 'refused'): Promise<() => Promise<void>> {
  const trigger = sql.id(`refuse_${table}`);
  const target = sql.table(table);
  if (store.engine === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS ${sql.raw(`$$ BEGIN RAISE EXCEPTION '${message.replace(/'/g, "''")}'; END $$`)}`.execute(
      store.db,
    );
    await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${target} FOR EACH ROW EXECUTE FUNCTION ${trigger}()`.execute(
      store.db,
    );
    return async () => {
      await sql`DROP TRIGGER ${trigger} ON ${target}`.execute(store.db);
      await sql`DROP FUNCTION ${trigger}()`.execute(store.db);
    };
  }
  await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${target} BEGIN SELECT RAISE(ABORT, ${sql.lit(message)}); END`.execute(
    store.db,
  );
  return async () => {
    await sql`DROP TRIGGER ${trigger}`.execute(store.db);
  };
}
