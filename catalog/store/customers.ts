// Customers and their web accounts (SPEC §3 'Account/customer'; issue 19). A customer's file has a
// number (seeded for the laboratory's known customers; made from the file's id for a sign-up),
// names, birth date, phones, province, origin and the five opt-ins; a web account adds the
// e-mail the customer logs in with and the password's hash. One web account per customer. Every
// write that makes or changes an account is one transaction; refusals are AccountRefusal with
// SPEC §8's code.
import { randomUUID } from 'node:crypto';

import type { Country } from '../../config/countries.ts';
import type {
  AccountErrorCode,
  OptIns,
  PersonalInfoPayload,
  Profile,
  SignUpPayload,
  Viewer,
} from '../../shared/schemas/account.ts';
import { uniqueViolation } from './constraint-errors.ts';
import type { Queries, Store } from './store.ts';
import { foldText } from './text.ts';

export class AccountRefusal extends Error {
  constructor(readonly code: AccountErrorCode) {
    super(code);
    this.name = 'AccountRefusal';
  }
}

/** What a sign-up or an activation makes: the account, and the customer it belongs to. */
export interface NewAccount {
  accountId: number;
  customerId: number;
  customerNumber: string;
  firstName: string;
}

export interface AccountCredentials {
  accountId: number;
  passwordHash: string;
}

/** The numbers a sign-up gives: the country's prefix and the file's id, far from the seeded ones. */
export const SIGN_UP_NUMBER_BASE = 9_000_000;
export const customerNumberOf = (country: string, id: number) => `${country.toUpperCase()}${SIGN_UP_NUMBER_BASE + id}`;

/** Names compared as a person types them: case, accents, apostrophes, dashes and spaces aside. */
export const nameKey = (name: string) => foldText(name).replace(/[\s'’-]+/g, '');

export async function credentialsByEmail(store: Queries, email: string): Promise<AccountCredentials | null> {
  const row = await store.db
    .selectFrom('web_account')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? { accountId: row.id, passwordHash: row.password_hash } : null;
}

export async function credentialsOf(store: Queries, accountId: number): Promise<AccountCredentials | null> {
  const row = await store.db
    .selectFrom('web_account')
    .select(['id', 'password_hash'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? { accountId: row.id, passwordHash: row.password_hash } : null;
}

/** The customer an account belongs to. */
export async function customerIdOf(store: Queries, accountId: number): Promise<number | null> {
  const row = await store.db
    .selectFrom('web_account')
    .select('customer_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** Makes the web account of a customer; the e-mail must be free (`email_used` otherwise). */
async function insertAccount(
  queries: Queries,
  { customerId, email, passwordHash, now }: { customerId: number; email: string; passwordHash: string; now: string },
): Promise<number> {
  const { id } = await queries.db
    .insertInto('web_account')
    .values({ customer_id: customerId, email, password_hash: passwordHash, created_at: now, password_changed_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function emailTaken(queries: Queries, email: string, exceptAccount?: number): Promise<boolean> {
  let query = queries.db.selectFrom('web_account').select('id').where('email', '=', email);
  if (exceptAccount !== undefined) query = query.where('id', '!=', exceptAccount);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The unique constraint a race broke, as SPEC §8's refusal; anything else is thrown again. */
function refusalOfRace(error: unknown, byColumn: Record<string, AccountErrorCode>): never {
  const column = uniqueViolation(error);
  if (column !== null && byColumn[column]) throw new AccountRefusal(byColumn[column]);
  throw error;
}

/**
 * A new customer and their web account (SPEC §8: `user_exists` when an account has the e-mail,
 * `customer_email_exists` when a customer's file has it but no account: that customer activates
 * theirs with their number).
 */
export async function signUp(
  store: Store,
  payload: SignUpPayload,
  { passwordHash, now }: { passwordHash: string; now: Date },
): Promise<NewAccount> {
  const at = now.toISOString();
  try {
    return await store.transaction(async (queries) => {
      if (await emailTaken(queries, payload.email)) throw new AccountRefusal('user_exists');
      const filed = await queries.db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirst();
      if (filed) throw new AccountRefusal('customer_email_exists');
      const { id: customerId } = await queries.db
        .insertInto('customer')
        .values({
          // A number of its own until the id is known; replaced below in the same transaction.
          number: `new-${randomUUID().slice(0, 16)}`,
          country: payload.country,
          civility: payload.civility,
          firstname: payload.firstname,
          lastname: payload.lastname,
          email: payload.email,
          birth_date: payload.birth_date,
          phone: payload.phone,
          mobile: payload.mobile,
          province: payload.province,
          origin: payload.origin,
          default_invoice_address_id: null,
          default_shipping_address_id: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const customerNumber = customerNumberOf(payload.country, customerId);
      await queries.db.updateTable('customer').set({ number: customerNumber }).where('id', '=', customerId).execute();
      const accountId = await insertAccount(queries, { customerId, email: payload.email, passwordHash, now: at });
      return { accountId, customerId, customerNumber, firstName: payload.firstname };
    });
  } catch (error) {
    if (error instanceof AccountRefusal) throw error;
    return refusalOfRace(error, { email: 'user_exists' });
  }
}

/**
 * The web account of an existing customer, from their number and last name (SPEC §6, §8:
 * `customer_not_found`, `name_mismatch`, `customer_has_user`, and `email_used` when another
 * account logs in with that e-mail). Two activations of one customer at once: exactly one wins.
 */
export async function activate(
  store: Store,
  { customerNumber, lastname, email }: { customerNumber: string; lastname: string; email: string },
  { passwordHash, now }: { passwordHash: string; now: Date },
): Promise<NewAccount> {
  const at = now.toISOString();
  try {
    return await store.transaction(async (queries) => {
      const customer = await queries.db
        .selectFrom('customer')
        .select(['id', 'number', 'lastname', 'firstname'])
        .where('number', '=', customerNumber)
        .executeTakeFirst();
      if (!customer) throw new AccountRefusal('customer_not_found');
      if (nameKey(customer.lastname) !== nameKey(lastname)) throw new AccountRefusal('name_mismatch');
      const existing = await queries.db
        .selectFrom('web_account')
        .select('id')
        .where('customer_id', '=', customer.id)
        .executeTakeFirst();
      if (existing) throw new AccountRefusal('customer_has_user');
      if (await emailTaken(queries, email)) throw new AccountRefusal('email_used');
      const accountId = await insertAccount(queries, { customerId: customer.id, email, passwordHash, now: at });
      // The file keeps the e-mail its customer now logs in with.
      await queries.db.updateTable('customer').set({ email }).where('id', '=', customer.id).execute();
      return { accountId, customerId: customer.id, customerNumber: customer.number, firstName: customer.firstname };
    });
  } catch (error) {
    if (error instanceof AccountRefusal) throw error;
    return refusalOfRace(error, { customer_id: 'customer_has_user', email: 'email_used' });
  }
}

/** What the header and the favourite buttons need: the first name and the favourites' ids. */
export async function viewerOf(store: Queries, accountId: number): Promise<Viewer | null> {
  const row = await store.db
    .selectFrom('web_account')
    .innerJoin('customer', 'customer.id', 'web_account.customer_id')
    .select(['customer.id as customer_id', 'customer.number', 'customer.firstname'])
    .where('web_account.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const [products, pharmacies] = await Promise.all([
    store.db
      .selectFrom('favourite_product')
      .select('product_id')
      .where('customer_id', '=', row.customer_id)
      .orderBy('product_id')
      .execute(),
    store.db
      .selectFrom('favourite_pharmacy')
      .select('point_of_sale_id')
      .where('customer_id', '=', row.customer_id)
      .orderBy('point_of_sale_id')
      .execute(),
  ]);
  return {
    account_id: accountId,
    customer_number: row.number,
    first_name: row.firstname,
    favourites: {
      products: products.map((each) => each.product_id),
      pharmacies: pharmacies.map((each) => each.point_of_sale_id),
    },
  };
}

export async function profileOf(store: Queries, accountId: number): Promise<Profile | null> {
  const row = await store.db
    .selectFrom('web_account')
    .innerJoin('customer', 'customer.id', 'web_account.customer_id')
    .selectAll('customer')
    .select('web_account.email as account_email')
    .where('web_account.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    customer_number: row.number,
    email: row.account_email,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    birth_date: row.birth_date,
    phone: row.phone,
    mobile: row.mobile,
    fax: row.fax,
    province: row.province,
    country: row.country,
    origin: row.origin,
    opt_ins: {
      information: row.optin_information === 1,
      product_sms: row.optin_product_sms === 1,
      advice_email: row.optin_advice_email === 1,
      diet_newsletter: row.optin_diet_newsletter === 1,
      foundation: row.optin_foundation === 1,
    },
  };
}

export async function updatePersonalInfo(store: Store, customerId: number, info: PersonalInfoPayload): Promise<void> {
  await store.transaction(({ db }) =>
    db
      .updateTable('customer')
      .set({
        civility: info.civility,
        firstname: info.firstname,
        lastname: info.lastname,
        birth_date: info.birth_date,
        phone: info.phone,
        mobile: info.mobile,
        fax: info.fax,
        province: info.province,
        origin: info.origin,
      })
      .where('id', '=', customerId)
      .execute(),
  );
}

export async function updateOptIns(store: Store, customerId: number, optIns: OptIns): Promise<void> {
  const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
  await store.transaction(({ db }) =>
    db
      .updateTable('customer')
      .set({
        optin_information: flag(optIns.information),
        optin_product_sms: flag(optIns.product_sms),
        optin_advice_email: flag(optIns.advice_email),
        optin_diet_newsletter: flag(optIns.diet_newsletter),
        optin_foundation: flag(optIns.foundation),
      })
      .where('id', '=', customerId)
      .execute(),
  );
}

/** A new login e-mail (SPEC §8 `email_used` when another account has it). */
export async function changeEmail(store: Store, accountId: number, email: string): Promise<void> {
  try {
    await store.transaction(async (queries) => {
      if (await emailTaken(queries, email, accountId)) throw new AccountRefusal('email_used');
      await queries.db.updateTable('web_account').set({ email }).where('id', '=', accountId).execute();
    });
  } catch (error) {
    if (error instanceof AccountRefusal) throw error;
    refusalOfRace(error, { email: 'email_used' });
  }
}

/** A new password's hash, in the transaction of the caller (which also ends sessions). */
export async function setPasswordHash(queries: Queries, accountId: number, passwordHash: string, now: Date) {
  await queries.db
    .updateTable('web_account')
    .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
    .where('id', '=', accountId)
    .execute();
}

/** The country of a customer's file. */
export async function customerCountry(store: Queries, customerId: number): Promise<Country | null> {
  const row = await store.db.selectFrom('customer').select('country').where('id', '=', customerId).executeTakeFirst();
  return (row?.country as Country | undefined) ?? null;
}
