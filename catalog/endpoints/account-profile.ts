// The account's own pages (issue 19): its profile (personal information, e-mail, opt-ins), and the
// changes of each part. A new password or e-mail needs the current password (wrong_password);
// a new password ends every other session of the account, the caller's stays open.
import { checkPassword } from '../../shared/forms/account/password-strength.ts';
import { credentialsPayloadSchema, optInsSchema, personalInfoPayloadSchema } from '../../shared/schemas/account.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { readJsonBody } from '../http/body.ts';
import { badRequest, refusal } from '../http/errors.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import {
  changeEmail,
  credentialsOf,
  profileOf,
  setPasswordHash,
  updateOptIns,
  updatePersonalInfo,
} from '../store/customers.ts';
import { revokeAccountSessions } from '../store/sessions.ts';
import { type AccountDeps, callerOf } from './account-auth.ts';
import { accountRefusal } from './account-refusals.ts';
import { scoped, SHOP_QUERY } from './context.ts';

export function accountProfileRoutes(router: Router, deps: AccountDeps): void {
  const { store, logger } = deps;

  router.get('/account/profile', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    return json({ data: await profileOf(store, caller.accountId) });
  });

  router.add('PUT', '/account/profile/personal', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const info = parseBody(await readJsonBody(request), personalInfoPayloadSchema);
    await updatePersonalInfo(store, caller.customerId, info);
    return json({ data: await profileOf(store, caller.accountId) });
  });

  router.add('PUT', '/account/profile/opt-ins', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const optIns = parseBody(await readJsonBody(request), optInsSchema);
    await updateOptIns(store, caller.customerId, optIns);
    return json({ data: await profileOf(store, caller.accountId) });
  });

  router.add('PUT', '/account/profile/credentials', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const change = parseBody(await readJsonBody(request), credentialsPayloadSchema);
    if (change.email === undefined && change.password === undefined)
      throw badRequest('Give a new e-mail or a new password', [{ path: '', message: 'nothing to change' }]);
    const credentials = await credentialsOf(store, caller.accountId);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, change.current_password)))
      throw refusal(403, 'wrong_password', 'The current password is not right.');
    if (change.email !== undefined)
      await changeEmail(store, caller.accountId, change.email.toLowerCase()).catch(accountRefusal);
    if (change.password !== undefined) {
      const profile = await profileOf(store, caller.accountId);
      const personal = profile ? [profile.email, profile.firstname, profile.lastname] : [];
      if (!checkPassword(change.password, personal).acceptable)
        throw refusal(400, 'weak_password', 'The password does not meet the rules.');
      const passwordHash = await hashPassword(change.password);
      const now = deps.now();
      await store.transaction(async (queries) => {
        await setPasswordHash(queries, caller.accountId, passwordHash, now);
        await revokeAccountSessions(queries, caller.accountId, now, caller.sessionId);
      });
      logger.info({ account: caller.accountId }, 'password changed; the other sessions ended');
    }
    return json({ data: await profileOf(store, caller.accountId) });
  });
}
