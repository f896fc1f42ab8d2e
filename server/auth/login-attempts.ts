// Logins are limited per account and per address (issue 19, decision 026): after
// LOGIN_FAILURES_PER_ACCOUNT failed logins for one e-mail, or LOGIN_FAILURES_PER_ADDRESS from one
// address (IPv6 by /56, rate-limiter.ts's keys), within LOGIN_WINDOW_MS, the next attempts are
// refused without a password being checked, until the window ends. Only failures count; a
// success starts the account's count again. The counts live where the form limit's do: Redis when
// configured (every process sees the same), else this process's memory.
import type { Options, Store } from 'express-rate-limit';

import { REDIS_PREFIX } from '../shared/redis-connection.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** The Redis keys of the login counts: `vitrine:rate:login:account:<e-mail>`, `…:address:<key>`. */
export const LOGIN_RATE_PREFIX = `${REDIS_PREFIX}rate:login:`;

export type LoginVerdict = { allowed: true } | { allowed: false; minutes: number };

export interface LoginAttempts {
  /** Whether this e-mail may be tried from this address now. */
  check(email: string, address: string): Promise<LoginVerdict>;
  failed(email: string, address: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

export function loginAttempts({ store, now = Date.now }: { store: Store; now?: () => number }): LoginAttempts {
  void store.init?.({ windowMs: LOGIN_WINDOW_MS } as Options);
  const minutesUntil = (reset: Date | undefined) =>
    Math.max(1, Math.ceil(((reset?.getTime() ?? now() + LOGIN_WINDOW_MS) - now()) / 60_000));
  return {
    async check(email, address) {
      const [account, fromAddress] = await Promise.all([
        store.get?.(accountKey(email)),
        store.get?.(addressKey(address)),
      ]);
      if (account && account.totalHits >= LOGIN_FAILURES_PER_ACCOUNT)
        return { allowed: false, minutes: minutesUntil(account.resetTime) };
      if (fromAddress && fromAddress.totalHits >= LOGIN_FAILURES_PER_ADDRESS)
        return { allowed: false, minutes: minutesUntil(fromAddress.resetTime) };
      return { allowed: true };
    },
    async failed(email, address) {
      await Promise.all([store.increment(accountKey(email)), store.increment(addressKey(address))]);
    },
    async succeeded(email) {
      await store.resetKey(accountKey(email));
    },
  };
}
