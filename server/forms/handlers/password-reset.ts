// A forgotten password (SPEC §8 'Login and reset'). The request always answers the same ('if an
// account exists, an e-mail is on its way'), whether the e-mail has an account or not, and the
// e-mail goes out after the answer. The new password, with the link's single-use token, ends
// every session of the account and opens a new one; an expired or used link says so, with a way
// to start again.
import { withDone } from '../../../shared/account-paths.ts';
import {
  NEW_PASSWORD_FIELDS,
  RESET_REQUEST_FIELDS,
  RESET_TOKEN_FIELD,
  validateNewPassword,
  validateResetRequest,
} from '../../../shared/forms/account/password-reset-forms.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import type { FormHandler } from '../form-handler.ts';

export const requestReset: FormHandler = async ({ post, fields, api, services, requestId }) => {
  const checked = validateResetRequest(formValuesOf(RESET_REQUEST_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  const grant = await api.account.requestReset({ email: checked.data.email, locale: post.locale });
  if (grant)
    services.mails.reset(
      { locale: post.locale, email: grant.email, firstName: grant.first_name },
      grant.token,
      grant.expires_at,
    );
  else services.logger.info({ id: requestId }, 'password reset asked for an e-mail without an account; nothing sent');
  return { ok: true, next: { stay: true }, done: post.form };
};

export const setNewPassword: FormHandler = async ({ post, fields, api, router }) => {
  const checked = validateNewPassword(formValuesOf(NEW_PASSWORD_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  const token = fields[RESET_TOKEN_FIELD] ?? '';
  if (token === '') return { ok: false, reply: { status: 410, formError: { code: 'resetExpired' } } };
  const grant = await api.account.confirmReset({ token, password: checked.data.password });
  const dashboard = router.href('myAccount', {}, post.locale) ?? '/';
  return {
    ok: true,
    session: { token: grant.token, expiresAt: grant.expires_at },
    next: { to: withDone(dashboard, post.form), reload: true },
  };
};
