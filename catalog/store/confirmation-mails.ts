// Which paid orders still owe their customer the confirmation e-mail (migration 008), and the
// claim a process makes before handing one to the mailer. The claim is a conditional update:
// of two processes sweeping at once, one sends. A process that stops between its claim and the
// mailer loses that one mail; a claim after sending would mail twice instead.
import type { Store } from './store.ts';

/** How many due mails one sweep takes; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/** Numbers of the paid (or already shipped) orders whose confirmation has not been handed to the mailer. */
export async function ordersAwaitingConfirmation({ db }: Store): Promise<string[]> {
  const rows = await db
    .selectFrom('shop_order')
    .select('number')
    .where('status', 'in', ['paid', 'shipped'])
    .where('confirmation_mailed_at', 'is', null)
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
  return rows.map((row) => row.number);
}

/** True when this call claimed the order's confirmation (nobody had); false when it is taken or not paid. */
export async function claimConfirmation({ db }: Store, number: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set({ confirmation_mailed_at: now.toISOString() })
    .where('number', '=', number)
    .where('status', 'in', ['paid', 'shipped'])
    .where('confirmation_mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
