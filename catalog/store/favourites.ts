// Favourite products and pharmacies (SPEC §6: login is required to add one; §8 'add failed',
// 'already favourite'). A favourite names a product or a point of sale by id; one the catalog does
// not know (or does not sell in the customer's shop's country) cannot be added, and one that later
// leaves the catalog is no longer listed.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import { uniqueViolation } from './constraint-errors.ts';
import { AccountRefusal } from './customers.ts';
import { first, type Queries, type Store } from './store.ts';

export type FavouriteKind = 'product' | 'pharmacy';

const TABLES = {
  product: { table: 'favourite_product', column: 'product_id' },
  pharmacy: { table: 'favourite_pharmacy', column: 'point_of_sale_id' },
} as const;

/** The ids of a customer's favourites of a kind, the latest added first. */
export async function favouriteIds(queries: Queries, customerId: number, kind: FavouriteKind): Promise<number[]> {
  if (kind === 'product') {
    const rows = await queries.db
      .selectFrom('favourite_product')
      .select(['product_id as id', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }
  const rows = await queries.db
    .selectFrom('favourite_pharmacy')
    .select(['point_of_sale_id as id', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('point_of_sale_id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function exists(queries: Queries, kind: FavouriteKind, id: number, country: Country): Promise<boolean> {
  const row =
    kind === 'product'
      ? await first(
          queries,
          sql`SELECT 1 AS yes FROM product_country WHERE product_id = ${id} AND country = ${country}`,
        )
      : await first(queries, sql`SELECT 1 AS yes FROM point_of_sale WHERE id = ${id}`);
  return row !== undefined;
}

/** `favourite_unknown` for what the catalog does not have, `already_favourite` for one added before. */
export async function addFavourite(
  store: Store,
  {
    customerId,
    kind,
    id,
    country,
    now,
  }: { customerId: number; kind: FavouriteKind; id: number; country: Country; now: Date },
): Promise<void> {
  const { table, column } = TABLES[kind];
  try {
    await store.transaction(async (queries) => {
      if (!(await exists(queries, kind, id, country))) throw new AccountRefusal('favourite_unknown');
      const already = await first(
        queries,
        sql`SELECT 1 AS yes FROM ${sql.table(table)} WHERE customer_id = ${customerId} AND ${sql.ref(column)} = ${id}`,
      );
      if (already) throw new AccountRefusal('already_favourite');
      await sql`INSERT INTO ${sql.table(table)} (customer_id, ${sql.ref(column)}, created_at) VALUES (${customerId}, ${id}, ${now.toISOString()})`.execute(
        queries.db,
      );
    });
  } catch (error) {
    if (error instanceof AccountRefusal) throw error;
    if (uniqueViolation(error) !== null) throw new AccountRefusal('already_favourite');
    throw error;
  }
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(
  store: Store,
  { customerId, kind, id }: { customerId: number; kind: FavouriteKind; id: number },
): Promise<void> {
  const { table, column } = TABLES[kind];
  await store.transaction(({ db }) =>
    sql`DELETE FROM ${sql.table(table)} WHERE customer_id = ${customerId} AND ${sql.ref(column)} = ${id}`.execute(db),
  );
}
