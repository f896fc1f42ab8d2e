// The calls that open and close sessions (issue 19, SPEC §8 'Login and reset', 'Customer
// lookup'): login, sign-up, activation of an existing customer's account, the password reset's
// request and confirmation, the session's own state, logout. A session opened answers its token
// (a JWT for the jwt_token cookie) and the viewer the header needs. Passwords are judged again
// here with the site's rules (weak_password), and hashed with argon2id.
import type { z } from 'zod';

import { checkPassword } from '../../shared/forms/account/password-strength.ts';
import {
  activationPayloadSchema,
  loginPayloadSchema,
  resetConfirmPayloadSchema,
  resetRequestPayloadSchema,
  signUpPayloadSchema,
  type Viewer,
} from '../../shared/schemas/account.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../auth/passwords.ts';
import { SESSION_TTL_SECONDS } from '../auth/session-token.ts';
import { readJsonBody } from '../http/body.ts';
import { refusal } from '../http/errors.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import {
  activate,
  credentialsByEmail,
  type NewAccount,
  setPasswordHash,
  signUp,
  viewerOf,
} from '../store/customers.ts';
import { consumeReset, createReset } from '../store/password-resets.ts';
import { openSession, revokeAccountSessions, revokeSession } from '../store/sessions.ts';
import type { Queries } from '../store/store.ts';
import { type AccountDeps, callerOf } from './account-auth.ts';
import { accountRefusal } from './account-refusals.ts';
import { scoped, SHOP_QUERY } from './context.ts';

async function bodyOf<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseBody(await readJsonBody(request), schema);
}

/** SPEC §5: the password the visitor chose must meet the rules the meter shows. */
function strongEnough(password: string, personal: readonly string[]): void {
  if (!checkPassword(password, personal).acceptable)
    throw refusal(
      400,
      'weak_password',
      'The password does not meet the rules: at least 8 characters, a lower-case letter, an upper-case letter, a digit, and not easy to guess.',
    );
}

export function accountSessionRoutes(router: Router, deps: AccountDeps): void {
  const { store, sessions, logger } = deps;

  /** Opens a session (in the caller's transaction when given) and answers its grant. */
  async function grant(accountId: number, queries: Queries = store) {
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    const sessionId = await openSession(queries, { accountId, now, expiresAt });
    const token = await sessions.sign({ accountId, sessionId }, expiresAt, now);
    return { token, expires_at: expiresAt.toISOString(), sessionId };
  }

  async function welcome(account: NewAccount, email: string) {
    const { token, expires_at } = await grant(account.accountId);
    const viewer = (await viewerOf(store, account.accountId)) as Viewer;
    return json(
      { data: { session: { token, expires_at, viewer }, email, customer_number: account.customerNumber } },
      201,
    );
  }

  router.post('/account/login', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const { email, password } = await bodyOf(request, loginPayloadSchema);
    const credentials = await credentialsByEmail(store, email.toLowerCase());
    const ok = credentials ? await verifyPassword(credentials.passwordHash, password) : await verifyNothing(password);
    // SPEC §8 'email and password mismatch', whichever of the two is wrong: a login never says
    // which e-mails have an account.
    if (!credentials || !ok) throw refusal(401, 'credentials_mismatch', 'The e-mail and the password do not match.');
    const { token, expires_at } = await grant(credentials.accountId);
    logger.info({ account: credentials.accountId }, 'account logged in');
    return json({ data: { token, expires_at, viewer: await viewerOf(store, credentials.accountId) } });
  });

  router.get('/account/session', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    return json({ data: await viewerOf(store, caller.accountId) });
  });

  router.post('/account/logout', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    await store.transaction((queries) => revokeSession(queries, caller.sessionId, deps.now()));
    logger.info({ account: caller.accountId }, 'account logged out');
    return json({ data: { ok: true } });
  });

  router.post('/account/sign-up', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const payload = await bodyOf(request, signUpPayloadSchema);
    strongEnough(payload.password, [payload.email, payload.firstname, payload.lastname]);
    const account = await signUp(
      store,
      { ...payload, email: payload.email.toLowerCase() },
      { passwordHash: await hashPassword(payload.password), now: deps.now() },
    ).catch(accountRefusal);
    logger.info({ account: account.accountId, shopId: scope.shopId }, 'customer signed up');
    return welcome(account, payload.email.toLowerCase());
  });

  router.post('/account/activation', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const payload = await bodyOf(request, activationPayloadSchema);
    strongEnough(payload.password, [payload.email, payload.lastname]);
    const email = payload.email.toLowerCase();
    const account = await activate(
      store,
      { customerNumber: payload.customer_number.toUpperCase(), lastname: payload.lastname, email },
      { passwordHash: await hashPassword(payload.password), now: deps.now() },
    ).catch(accountRefusal);
    logger.info({ account: account.accountId, shopId: scope.shopId }, 'customer account activated');
    return welcome(account, email);
  });

  router.post('/account/password-reset', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const { email } = await bodyOf(request, resetRequestPayloadSchema);
    const key = email.toLowerCase();
    const credentials = await credentialsByEmail(store, key);
    // No account for the e-mail: nothing to send, and the site tells the visitor the same.
    if (!credentials) return json({ data: null });
    const { token, expiresAt } = await store.transaction((queries) =>
      createReset(queries, credentials.accountId, deps.now()),
    );
    const viewer = (await viewerOf(store, credentials.accountId)) as Viewer;
    logger.info({ account: credentials.accountId }, 'password reset requested');
    return json({ data: { token, expires_at: expiresAt.toISOString(), email: key, first_name: viewer.first_name } });
  });

  router.post('/account/password-reset/confirm', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const { token, password } = await bodyOf(request, resetConfirmPayloadSchema);
    strongEnough(password, []);
    const passwordHash = await hashPassword(password);
    const now = deps.now();
    // One transaction: the link used, the password set, every session ended, a new one opened.
    const opened = await store
      .transaction(async (queries) => {
        const accountId = await consumeReset(queries, token, now);
        await setPasswordHash(queries, accountId, passwordHash, now);
        await revokeAccountSessions(queries, accountId, now);
        return { accountId, ...(await grant(accountId, queries)) };
      })
      .catch(accountRefusal);
    logger.info({ account: opened.accountId }, 'password reset; every other session ended');
    const viewer = await viewerOf(store, opened.accountId);
    return json({ data: { token: opened.token, expires_at: opened.expires_at, viewer } });
  });
}
