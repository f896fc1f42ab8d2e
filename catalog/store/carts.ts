// Carts (issue 20): an anonymous visitor's, found by its token (the cookie holds it; only its
// SHA-256 is kept), or a customer's, one per shop. A line is a variant (product and
// conditioning) and a quantity; the prices are never stored, always made again from the
// catalogue (cart-view.ts). Writes check what the visitor may do: a product the country sells,
// not out of stock, with boxes left; at most one free product; at most MAX_CART_LINES lines; no
// change while an order of the cart awaits payment. At login the anonymous cart merges into the
// customer's.
import { createHash, randomBytes } from 'node:crypto';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../shared/shop/constants.ts';
import { isFreeVariant } from '../../shared/shop/price-cart.ts';
import { codeById } from './codes.ts';
import { uniqueViolation } from './constraint-errors.ts';
import { ShopRefusal } from './shop-refusal.ts';
import { shopVariants, variantKey } from './shop-variants.ts';
import { availableStock } from './stock.ts';
import type { Queries } from './store.ts';

export interface CartRow {
  id: number;
  token_hash: string | null;
  customer_id: number | null;
  country: string;
  code_id: number | null;
  pending_order_id: number | null;
}

export interface CartLineRow {
  id: number;
  product_id: number;
  conditioning_id: number;
  quantity: number;
}

/** Who a cart belongs to: a customer (logged in), else the bearer of an anonymous cart's token. */
export interface CartOwner {
  customerId: number | null;
  token: string | null;
}

/** 256 random bits, base64url: an anonymous cart's token. */
export const newCartToken = () => randomBytes(32).toString('base64url');
export const hashCartToken = (token: string) => createHash('sha256').update(token).digest('hex');

const CART_COLUMNS = ['id', 'token_hash', 'customer_id', 'country', 'code_id', 'pending_order_id'] as const;

export async function findCart({ db }: Queries, country: Country, owner: CartOwner): Promise<CartRow | null> {
  if (owner.customerId !== null)
    return (
      (await db
        .selectFrom('cart')
        .select(CART_COLUMNS)
        .where('customer_id', '=', owner.customerId)
        .where('country', '=', country)
        .executeTakeFirst()) ?? null
    );
  if (owner.token === null) return null;
  return (
    (await db
      .selectFrom('cart')
      .select(CART_COLUMNS)
      .where('token_hash', '=', hashCartToken(owner.token))
      .where('customer_id', 'is', null)
      .where('country', '=', country)
      .executeTakeFirst()) ?? null
  );
}

/** The owner's cart, made when it has none: with a new token for an anonymous visitor. */
export async function cartFor(
  queries: Queries,
  country: Country,
  owner: CartOwner,
  now: Date,
): Promise<{ cart: CartRow; token?: string }> {
  const found = await findCart(queries, country, owner);
  if (found) return { cart: found };
  const token = owner.customerId === null ? newCartToken() : undefined;
  const at = now.toISOString();
  try {
    const cart = await queries.db
      .insertInto('cart')
      .values({
        token_hash: token === undefined ? null : hashCartToken(token),
        customer_id: owner.customerId,
        country,
        code_id: null,
        pending_order_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning(CART_COLUMNS)
      .executeTakeFirstOrThrow();
    return token === undefined ? { cart } : { cart, token };
  } catch (error) {
    // The customer's cart was made by another request in between: use it.
    if (uniqueViolation(error) !== null && owner.customerId !== null) {
      const made = await findCart(queries, country, owner);
      if (made) return { cart: made };
    }
    throw error;
  }
}

export async function cartLines({ db }: Queries, cartId: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_line')
    .select(['id', 'product_id', 'conditioning_id', 'quantity'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

function notWhilePending(cart: CartRow): void {
  if (cart.pending_order_id !== null) throw new ShopRefusal('order_pending');
}

async function touch({ db }: Queries, cartId: number, now: Date): Promise<void> {
  await db.updateTable('cart').set({ updated_at: now.toISOString() }).where('id', '=', cartId).execute();
}

/**
 * Checks that the cart's lines as they would be after a change can be had: the changed variant
 * sold here and not out of stock, enough boxes of its product, one free product at most (one
 * box, and none beside a CSM code's).
 */
async function checkLines(
  queries: Queries,
  cart: CartRow,
  lang: Language,
  lines: readonly Pick<CartLineRow, 'product_id' | 'conditioning_id' | 'quantity'>[],
  changed: Pick<CartLineRow, 'product_id' | 'conditioning_id'>,
): Promise<void> {
  const country = cart.country as Country;
  const variants = await shopVariants(
    queries,
    lines.map((line) => line.product_id),
    country,
    lang,
  );
  const variant = variants.get(variantKey(changed.product_id, changed.conditioning_id));
  if (!variant) throw new ShopRefusal('product_unknown', `product ${changed.product_id}`);
  if (variant.outOfStock) throw new ShopRefusal('out_of_stock', `product ${changed.product_id}`);
  const free = lines.filter((line) => {
    const each = variants.get(variantKey(line.product_id, line.conditioning_id));
    return each !== undefined && isFreeVariant(each.variant);
  });
  // The cart's CSM code gives a free product of its own: no other one goes with it.
  const code = cart.code_id === null ? null : await codeById(queries, cart.code_id);
  const codeGivesOne = code?.rule.freeProductId != null;
  if (free.length > (codeGivesOne ? 0 : 1) || free.some((line) => line.quantity > 1))
    throw new ShopRefusal('free_product_already_in_cart');
  const wanted = lines
    .filter((line) => line.product_id === changed.product_id)
    .reduce((sum, line) => sum + line.quantity, 0);
  const available = (await availableStock(queries, [changed.product_id], country)).get(changed.product_id) ?? 0;
  if (wanted > available) throw new ShopRefusal('out_of_stock', `product ${changed.product_id}`);
}

/** Adds boxes of a variant (to its line when the cart has one). */
export async function addToCart(
  queries: Queries,
  cart: CartRow,
  {
    productId,
    conditioningId,
    quantity,
    lang,
  }: { productId: number; conditioningId: number; quantity: number; lang: Language },
  now: Date,
): Promise<void> {
  notWhilePending(cart);
  const lines = await cartLines(queries, cart.id);
  const existing = lines.find((line) => line.product_id === productId && line.conditioning_id === conditioningId);
  if (!existing && lines.length >= MAX_CART_LINES) throw new ShopRefusal('cart_full');
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > MAX_LINE_QUANTITY) throw new ShopRefusal('cart_full', `at most ${MAX_LINE_QUANTITY} boxes a line`);
  const next = existing
    ? lines.map((line) => (line === existing ? { ...line, quantity: total } : line))
    : [...lines, { id: 0, product_id: productId, conditioning_id: conditioningId, quantity }];
  await checkLines(queries, cart, lang, next, {
    product_id: productId,
    conditioning_id: conditioningId,
  });
  if (existing)
    await queries.db.updateTable('cart_line').set({ quantity: total }).where('id', '=', existing.id).execute();
  else
    await queries.db
      .insertInto('cart_line')
      .values({
        cart_id: cart.id,
        product_id: productId,
        conditioning_id: conditioningId,
        quantity,
        created_at: now.toISOString(),
      })
      .execute();
  await touch(queries, cart.id, now);
}

export async function setLineQuantity(
  queries: Queries,
  cart: CartRow,
  { lineId, quantity, lang }: { lineId: number; quantity: number; lang: Language },
  now: Date,
): Promise<void> {
  notWhilePending(cart);
  const lines = await cartLines(queries, cart.id);
  const line = lines.find((each) => each.id === lineId);
  if (!line) throw new ShopRefusal('line_unknown');
  const next = lines.map((each) => (each === line ? { ...each, quantity } : each));
  await checkLines(queries, cart, lang, next, line);
  await queries.db.updateTable('cart_line').set({ quantity }).where('id', '=', lineId).execute();
  await touch(queries, cart.id, now);
}

export async function removeLine(queries: Queries, cart: CartRow, lineId: number, now: Date): Promise<void> {
  notWhilePending(cart);
  const removed = await queries.db
    .deleteFrom('cart_line')
    .where('id', '=', lineId)
    .where('cart_id', '=', cart.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new ShopRefusal('line_unknown');
  await touch(queries, cart.id, now);
}

export async function setCartCode(queries: Queries, cart: CartRow, codeId: number | null, now: Date): Promise<void> {
  notWhilePending(cart);
  await queries.db
    .updateTable('cart')
    .set({ code_id: codeId, updated_at: now.toISOString() })
    .where('id', '=', cart.id)
    .execute();
}

/** A paid order's cart starts again empty. */
export async function emptyCart({ db }: Queries, cartId: number, now: Date): Promise<void> {
  await db.deleteFrom('cart_line').where('cart_id', '=', cartId).execute();
  await db
    .updateTable('cart')
    .set({ code_id: null, pending_order_id: null, updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .execute();
}

/**
 * At login, the anonymous cart's lines go into the customer's cart (quantities added, at most
 * MAX_LINE_QUANTITY; its free product only when the customer's cart has none; its code when the
 * customer's cart has none), and the anonymous cart is gone. Nothing moves into a cart whose
 * order awaits payment: the anonymous cart is kept for later.
 */
export async function mergeCarts(
  queries: Queries,
  anonymous: CartRow,
  into: CartRow,
  lang: Language,
  now: Date,
): Promise<void> {
  if (anonymous.id === into.id || into.pending_order_id !== null || anonymous.pending_order_id !== null) return;
  const [from, to] = await Promise.all([cartLines(queries, anonymous.id), cartLines(queries, into.id)]);
  const variants = await shopVariants(
    queries,
    [...from, ...to].map((line) => line.product_id),
    into.country as Country,
    lang,
  );
  const isFree = (line: CartLineRow) => {
    const variant = variants.get(variantKey(line.product_id, line.conditioning_id));
    return variant !== undefined && isFreeVariant(variant.variant);
  };
  let hasFree = to.some(isFree);
  let count = to.length;
  for (const line of from) {
    const same = to.find(
      (each) => each.product_id === line.product_id && each.conditioning_id === line.conditioning_id,
    );
    if (isFree(line)) {
      if (hasFree) continue;
      hasFree = true;
    }
    if (same) {
      if (isFree(line)) continue;
      await queries.db
        .updateTable('cart_line')
        .set({ quantity: Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity) })
        .where('id', '=', same.id)
        .execute();
    } else if (count < MAX_CART_LINES) {
      count++;
      await queries.db.updateTable('cart_line').set({ cart_id: into.id }).where('id', '=', line.id).execute();
    }
  }
  if (into.code_id === null && anonymous.code_id !== null)
    await queries.db.updateTable('cart').set({ code_id: anonymous.code_id }).where('id', '=', into.id).execute();
  await queries.db.deleteFrom('cart_line').where('cart_id', '=', anonymous.id).execute();
  await queries.db.deleteFrom('cart').where('id', '=', anonymous.id).execute();
  await touch(queries, into.id, now);
}
