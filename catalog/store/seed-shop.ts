// The shop's starting data (catalog/seed/shop.ts) goes in at every opening, where missing: a
// relay point by its id, a code by its country and text, a stock level for each product a
// country sells and that has none yet (none for a product marked out of stock). What the shop
// did since, stock sold and codes used, is never undone; one transaction, so two processes
// opening together add each row once.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { ShopSeed } from '../seed/shop-types.ts';
import { eurCents, priceCents } from './prices.ts';
import type { Store } from './store.ts';

/** 'shop' as a number: the advisory lock of PostgreSQL while the shop's data goes in. */
const SHOP_SEED_LOCK_KEY = 0x73_68_6f_70n;

export interface ShopSeedReport {
  relayPoints: number;
  codes: number;
  stockLevels: number;
}

export async function seedShop(store: Store, seed: ShopSeed, now: Date): Promise<ShopSeedReport> {
  const at = now.toISOString();
  return store.transaction(async ({ db, engine }) => {
    if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SHOP_SEED_LOCK_KEY})`.execute(db);
    let relayPoints = 0;
    for (const point of seed.relayPoints) {
      const { schedules, ...row } = point;
      const added = await db
        .insertInto('relay_point')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      relayPoints++;
      if (schedules.length > 0)
        await db
          .insertInto('relay_point_schedule')
          .values(schedules.map((each, position) => ({ relay_point_id: point.id, position, ...each })))
          .execute();
    }
    let codes = 0;
    for (const code of seed.codes) {
      const money = (euros: number | undefined) =>
        euros === undefined ? null : priceCents(code.country as Country, eurCents(euros));
      const added = await db
        .insertInto('shop_code')
        .values({
          country: code.country,
          code: code.code,
          kind: code.kind,
          percent_off: code.percentOff ?? null,
          amount_off_cents: money(code.amountOffEur),
          free_shipping: code.freeShipping ? 1 : 0,
          free_product_id: code.freeProductId ?? null,
          minimum_cents: money(code.minimumEur) ?? 0,
          login_required: code.loginRequired ? 1 : 0,
          first_order_only: code.firstOrderOnly ? 1 : 0,
          uses_per_customer: code.usesPerCustomer ?? null,
          max_uses: code.maxUses ?? null,
          valid_from: code.validFrom ?? null,
          valid_to: code.validTo ?? null,
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(['country', 'code']).doNothing())
        .executeTakeFirst();
      codes += Number(added.numInsertedOrUpdatedRows ?? 0);
    }
    const missing = await db
      .selectFrom('product_country')
      .innerJoin('product', 'product.id', 'product_country.product_id')
      .leftJoin('stock_level', (join) =>
        join
          .onRef('stock_level.product_id', '=', 'product_country.product_id')
          .onRef('stock_level.country', '=', 'product_country.country'),
      )
      .select(['product_country.product_id', 'product_country.country', 'product.out_of_stock'])
      .where('stock_level.product_id', 'is', null)
      .execute();
    const listed = new Map(seed.stock.levels.map((level) => [`${level.productId}:${level.country}`, level.quantity]));
    for (const row of missing)
      await db
        .insertInto('stock_level')
        .values({
          product_id: row.product_id,
          country: row.country,
          quantity:
            row.out_of_stock === 1 ? 0 : (listed.get(`${row.product_id}:${row.country}`) ?? seed.stock.defaultQuantity),
        })
        .execute();
    return { relayPoints, codes, stockLevels: missing.length };
  });
}
