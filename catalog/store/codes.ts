// Promo and CSM codes (SPEC §3, §4; issue 20): found by country and text, their uses counted
// (held by a pending order, or used by a paid one; released ones do not count), a use held by a
// checkout, made final by the payment, let go when the payment fails or expires.
import type { Country } from '../../config/countries.ts';
import { type CodeRule, normalizeCode } from '../../shared/shop/codes.ts';
import type { Queries } from './store.ts';

export interface StoredCode {
  id: number;
  rule: CodeRule;
}

type CodeRow = {
  id: number;
  code: string;
  kind: 'promo' | 'csm';
  percent_off: number | null;
  amount_off_cents: number | null;
  free_shipping: number;
  free_product_id: number | null;
  minimum_cents: number;
  login_required: number;
  first_order_only: number;
  uses_per_customer: number | null;
  max_uses: number | null;
  valid_from: string | null;
  valid_to: string | null;
};

const toCode = (row: CodeRow): StoredCode => ({
  id: row.id,
  rule: {
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    freeShipping: row.free_shipping === 1,
    freeProductId: row.free_product_id,
    minimumCents: row.minimum_cents,
    loginRequired: row.login_required === 1,
    firstOrderOnly: row.first_order_only === 1,
    usesPerCustomer: row.uses_per_customer,
    maxUses: row.max_uses,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  },
});

const COLUMNS = [
  'id',
  'code',
  'kind',
  'percent_off',
  'amount_off_cents',
  'free_shipping',
  'free_product_id',
  'minimum_cents',
  'login_required',
  'first_order_only',
  'uses_per_customer',
  'max_uses',
  'valid_from',
  'valid_to',
] as const;

export async function codeByText({ db }: Queries, country: Country, text: string): Promise<StoredCode | null> {
  const row = await db
    .selectFrom('shop_code')
    .select(COLUMNS)
    .where('country', '=', country)
    .where('code', '=', normalizeCode(text))
    .executeTakeFirst();
  return row ? toCode(row) : null;
}

/** A code by id; on PostgreSQL, `lock` holds its row until the transaction ends (two checkouts, one last use). */
export async function codeById(
  { db, engine }: Queries,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredCode | null> {
  let query = db.selectFrom('shop_code').select(COLUMNS).where('id', '=', id);
  if (lock && engine === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toCode(row) : null;
}

/** Uses that count (held or used): by everyone, and by the customer. */
export async function codeUses(
  { db }: Queries,
  codeId: number,
  customerId: number | null,
): Promise<{ total: number; customer: number }> {
  const rows = await db
    .selectFrom('code_use')
    .select(['customer_id', (eb) => eb.fn.countAll<number>().as('uses')])
    .where('code_id', '=', codeId)
    .where('state', 'in', ['held', 'used'])
    .groupBy('customer_id')
    .execute();
  const total = rows.reduce((sum, row) => sum + Number(row.uses), 0);
  const customer = Number(rows.find((row) => row.customer_id === customerId)?.uses ?? 0);
  return { total, customer };
}

/** Whether the customer has no paid order yet (SPEC §9 'first order'). */
export async function isFirstOrder({ db }: Queries, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const row = await db
    .selectFrom('shop_order')
    .select((eb) => eb.fn.countAll<number>().as('orders'))
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['paid', 'shipped'])
    .executeTakeFirstOrThrow();
  return Number(row.orders) === 0;
}

export async function holdCodeUse(
  { db }: Queries,
  { codeId, customerId, orderId, now }: { codeId: number; customerId: number; orderId: number; now: string },
): Promise<void> {
  await db
    .insertInto('code_use')
    .values({ code_id: codeId, customer_id: customerId, order_id: orderId, state: 'held', created_at: now })
    .execute();
}

export async function settleCodeUse({ db }: Queries, orderId: number, state: 'used' | 'released'): Promise<void> {
  await db.updateTable('code_use').set({ state }).where('order_id', '=', orderId).where('state', '=', 'held').execute();
}
