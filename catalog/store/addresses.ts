// The customer's address book (SPEC §3 'Address'): any number of addresses, one of them the
// default invoice address and one the default shipping address (the customer's file points at
// them). The first address becomes both defaults; a default cannot be deleted (SPEC §8), another
// address must take its place first.
import type { Address, AddressPayload } from '../../shared/schemas/account.ts';
import { AccountRefusal } from './customers.ts';
import type { CatalogDatabase } from './database.ts';
import type { Queries, Store } from './store.ts';

type AddressRow = CatalogDatabase['customer_address'] & { id: number };

async function defaultsOf(queries: Queries, customerId: number) {
  const row = await queries.db
    .selectFrom('customer')
    .select(['default_invoice_address_id', 'default_shipping_address_id'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { invoice: row.default_invoice_address_id, shipping: row.default_shipping_address_id };
}

function addressOf(row: AddressRow, defaults: { invoice: number | null; shipping: number | null }): Address {
  return {
    id: row.id,
    label: row.label,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    delivery_info: row.delivery_info,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    mobile: row.mobile,
    province: row.province,
    company: row.company,
    company_number: row.company_number,
    default_invoice: defaults.invoice === row.id,
    default_shipping: defaults.shipping === row.id,
  };
}

/** The book, defaults first (invoice, then shipping), then in the order added. */
export async function addressesOf(queries: Queries, customerId: number): Promise<Address[]> {
  const [rows, defaults] = await Promise.all([
    queries.db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    defaultsOf(queries, customerId),
  ]);
  const rank = (row: AddressRow) => (row.id === defaults.invoice ? 0 : row.id === defaults.shipping ? 1 : 2);
  return (rows as AddressRow[]).sort((a, b) => rank(a) - rank(b) || a.id - b.id).map((row) => addressOf(row, defaults));
}

const columnsOf = (payload: AddressPayload) => ({
  label: payload.label,
  civility: payload.civility,
  firstname: payload.firstname,
  lastname: payload.lastname,
  line1: payload.line1,
  line2: payload.line2,
  line3: payload.line3,
  delivery_info: payload.delivery_info,
  zipcode: payload.zipcode,
  city: payload.city,
  country: payload.country,
  phone: payload.phone,
  mobile: payload.mobile,
  province: payload.province,
  company: payload.company,
  company_number: payload.company_number,
});

async function setDefaults(
  queries: Queries,
  customerId: number,
  addressId: number,
  { invoice, shipping }: { invoice: boolean; shipping: boolean },
) {
  if (!invoice && !shipping) return;
  await queries.db
    .updateTable('customer')
    .set({
      ...(invoice && { default_invoice_address_id: addressId }),
      ...(shipping && { default_shipping_address_id: addressId }),
    })
    .where('id', '=', customerId)
    .execute();
}

async function ownAddress(queries: Queries, customerId: number, id: number): Promise<void> {
  const row = await queries.db
    .selectFrom('customer_address')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new AccountRefusal('address_not_found');
}

export async function addAddress(store: Store, customerId: number, payload: AddressPayload, now: Date) {
  return store.transaction(async (queries) => {
    const { id } = await queries.db
      .insertInto('customer_address')
      .values({ customer_id: customerId, ...columnsOf(payload), created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const defaults = await defaultsOf(queries, customerId);
    await setDefaults(queries, customerId, id, {
      invoice: payload.default_invoice || defaults.invoice === null,
      shipping: payload.default_shipping || defaults.shipping === null,
    });
    return id;
  });
}

/** Changes an address of the customer's own book (`address_not_found` for anyone else's). */
export async function updateAddress(store: Store, customerId: number, id: number, payload: AddressPayload) {
  await store.transaction(async (queries) => {
    await ownAddress(queries, customerId, id);
    await queries.db
      .updateTable('customer_address')
      .set(columnsOf(payload))
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute();
    await setDefaults(queries, customerId, id, {
      invoice: payload.default_invoice,
      shipping: payload.default_shipping,
    });
  });
}

/** SPEC §8: the default invoice or shipping address cannot be deleted (`default_address`). */
export async function deleteAddress(store: Store, customerId: number, id: number) {
  await store.transaction(async (queries) => {
    await ownAddress(queries, customerId, id);
    const defaults = await defaultsOf(queries, customerId);
    if (defaults.invoice === id || defaults.shipping === id) throw new AccountRefusal('default_address');
    await queries.db
      .deleteFrom('customer_address')
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute();
  });
}

export async function makeDefaultAddress(store: Store, customerId: number, id: number, use: 'invoice' | 'shipping') {
  await store.transaction(async (queries) => {
    await ownAddress(queries, customerId, id);
    await setDefaults(queries, customerId, id, { invoice: use === 'invoice', shipping: use === 'shipping' });
  });
}
