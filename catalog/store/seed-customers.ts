// The seed's customers (catalog/seed/customers.ts) go in with each seed, beside the content but
// not as content: a customer whose number is on file already is left as it is (its customer may
// have changed it since), and a web account is added only to a customer who has none, with an
// e-mail no account uses. So a newer seed adds customers, and never undoes what visitors did.
import { isCountry } from '../../config/countries.ts';
import type { SeedCustomer } from '../seed/types.ts';
import { SeedError } from './seed-store.ts';
import type { Queries } from './store.ts';

export function checkSeedCustomers(customers: readonly SeedCustomer[]): void {
  const numbers = new Set<string>();
  const emails = new Set<string>();
  for (const customer of customers) {
    const where = `customer ${customer.number}`;
    if (!/^[A-Z]{2}\d{6}$/.test(customer.number))
      throw new SeedError(`${where}: a number is two capitals and six digits`);
    if (numbers.has(customer.number)) throw new SeedError(`${where} is listed twice`);
    numbers.add(customer.number);
    if (!isCountry(customer.country)) throw new SeedError(`${where} names an unknown country '${customer.country}'`);
    if (customer.email !== customer.email.toLowerCase().trim())
      throw new SeedError(`${where}: write the e-mail in lower case`);
    if (customer.email !== '') {
      if (emails.has(customer.email)) throw new SeedError(`${where}: e-mail ${customer.email} is used twice`);
      emails.add(customer.email);
    }
    if (customer.account && customer.email === '') throw new SeedError(`${where}: an account needs the file's e-mail`);
    if (customer.account && !customer.account.passwordHash.startsWith('$argon2id$'))
      throw new SeedError(`${where}: the account's password must be an argon2id hash`);
  }
}

/** Adds the customers (and their accounts) that are not on file yet; answers how many were added. */
export async function seedCustomers(queries: Queries, customers: readonly SeedCustomer[], now: Date): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  for (const customer of customers) {
    const known = await queries.db
      .selectFrom('customer')
      .select('id')
      .where('number', '=', customer.number)
      .executeTakeFirst();
    if (known) continue;
    const { id } = await queries.db
      .insertInto('customer')
      .values({
        number: customer.number,
        country: customer.country,
        civility: customer.civility,
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        birth_date: customer.birthDate,
        phone: customer.phone,
        mobile: customer.mobile,
        province: customer.province ?? null,
        default_invoice_address_id: null,
        default_shipping_address_id: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    added++;
    if (!customer.account) continue;
    const taken = await queries.db
      .selectFrom('web_account')
      .select('id')
      .where('email', '=', customer.email)
      .executeTakeFirst();
    if (taken) continue;
    await queries.db
      .insertInto('web_account')
      .values({
        customer_id: id,
        email: customer.email,
        password_hash: customer.account.passwordHash,
        created_at: at,
        password_changed_at: at,
      })
      .execute();
  }
  return added;
}
