// Logging out (issue 19): the session is revoked in the content API, so its token is refused by
// every process from then on, and the cookie is cleared; the logout page then says so. A session
// that had ended already only has its cookie cleared.
import { withDone } from '../../../shared/account-paths.ts';
import type { FormHandler } from '../form-handler.ts';

export const logOut: FormHandler = async ({ post, account, router, services, requestId }) => {
  if (account) {
    try {
      await account.account.logout();
    } catch (error) {
      // The cookie goes all the same; the session row expires in its time.
      services.logger.warn({ err: error, id: requestId }, 'the session could not be revoked at logout');
    }
  }
  const page = router.href('myLogout', {}, post.locale) ?? '/';
  return { ok: true, session: null, next: { to: withDone(page, post.form), reload: true } };
};
