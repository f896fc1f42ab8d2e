// Stock per product and country (SPEC §3 'out-of-stock label'; issue 20): boxes on the shelf, less
// what pending orders hold. A checkout holds its boxes (a reservation, in its transaction); a
// payment takes them off the shelf; a failed or expired payment lets them go. On PostgreSQL the
// stock rows are locked while a checkout counts them, so two checkouts never both take the
// last box; SQLite's write transactions are one at a time already.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Queries } from './store.ts';

/** Boxes that can still be ordered, by product id (0 for a product without stock). */
export async function availableStock(
  { db, engine }: Queries,
  productIds: readonly number[],
  country: Country,
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)];
  const available = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return available;
  let levels = db
    .selectFrom('stock_level')
    .select(['product_id', 'quantity'])
    .where('country', '=', country)
    .where('product_id', 'in', ids)
    .orderBy('product_id');
  if (lock && engine === 'postgres') levels = levels.forUpdate();
  const [shelf, held] = await Promise.all([
    levels.execute(),
    db
      .selectFrom('stock_reservation')
      .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('held')])
      .where('country', '=', country)
      .where('state', '=', 'held')
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute(),
  ]);
  const heldOf = new Map(held.map((row) => [row.product_id, Number(row.held)]));
  for (const row of shelf) available.set(row.product_id, Math.max(0, row.quantity - (heldOf.get(row.product_id) ?? 0)));
  return available;
}

export async function holdStock(
  { db }: Queries,
  orderId: number,
  country: Country,
  quantities: ReadonlyMap<number, number>,
): Promise<void> {
  if (quantities.size === 0) return;
  await db
    .insertInto('stock_reservation')
    .values(
      [...quantities].map(([productId, quantity]) => ({
        order_id: orderId,
        product_id: productId,
        country,
        quantity,
        state: 'held' as const,
      })),
    )
    .execute();
}

/** The order is paid: its boxes leave the shelf (never below none). */
export async function consumeStock({ db }: Queries, orderId: number): Promise<void> {
  const held = await db
    .selectFrom('stock_reservation')
    .select(['product_id', 'country', 'quantity'])
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .execute();
  for (const row of held)
    await db
      .updateTable('stock_level')
      .set({
        quantity: sql<number>`CASE WHEN quantity >= ${row.quantity} THEN quantity - ${row.quantity} ELSE 0 END`,
      })
      .where('product_id', '=', row.product_id)
      .where('country', '=', row.country)
      .execute();
  await db
    .updateTable('stock_reservation')
    .set({ state: 'consumed' })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .execute();
}

/** The order will not be paid: its boxes can be ordered again. */
export async function releaseStock({ db }: Queries, orderId: number): Promise<void> {
  await db
    .updateTable('stock_reservation')
    .set({ state: 'released' })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .execute();
}
