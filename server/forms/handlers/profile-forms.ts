// The customer's own pages (issue 19): personal information, the login e-mail, the password (the
// other sessions end), the opt-ins. Each stays on its page, which says it is saved.
import {
  CHANGE_EMAIL_FIELDS,
  CHANGE_PASSWORD_FIELDS,
  validateChangeEmail,
  validateChangePassword,
} from '../../../shared/forms/account/credentials-forms.ts';
import {
  PERSONAL_INFO_FIELDS,
  personalInfoPayloadOf,
  validatePersonalInfo,
} from '../../../shared/forms/account/personal-info-form.ts';
import { optInsOf } from '../../../shared/forms/account/subscriptions-form.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import type { FormContext, FormHandler } from '../form-handler.ts';
import { step } from '../form-handler.ts';

/** The visitor's own client: submit-form runs these forms only with a session. */
const own = (context: FormContext) => context.account!.account;

export const savePersonalInfo: FormHandler = async (context) => {
  const { post, fields, api } = context;
  const checked = validatePersonalInfo(post.locale, formValuesOf(PERSONAL_INFO_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  const payload = personalInfoPayloadOf(checked.data, post.locale);
  if (payload.province !== null) {
    const provinces = await step('lookup', () => api.provincials.list());
    if (!provinces.some((province) => province.code === payload.province))
      return {
        ok: false,
        reply: { status: 422, errors: { province: { key: 'validation.province' } }, formError: { code: 'invalid' } },
      };
  }
  await own(context).updatePersonalInfo(payload);
  return { ok: true, next: { stay: true }, done: post.form };
};

export const changeEmail: FormHandler = async (context) => {
  const { post, fields } = context;
  const checked = validateChangeEmail(formValuesOf(CHANGE_EMAIL_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  await own(context).updateCredentials({ current_password: checked.data.currentPassword, email: checked.data.email });
  return { ok: true, next: { stay: true }, done: post.form };
};

export const changePassword: FormHandler = async (context) => {
  const { post, fields } = context;
  const checked = validateChangePassword(formValuesOf(CHANGE_PASSWORD_FIELDS, fields));
  if (!checked.ok) return { ok: false, reply: { status: 422, errors: checked.errors, formError: { code: 'invalid' } } };
  await own(context).updateCredentials({
    current_password: checked.data.currentPassword,
    password: checked.data.password,
  });
  return { ok: true, next: { stay: true }, done: post.form };
};

export const saveSubscriptions: FormHandler = async (context) => {
  await own(context).updateOptIns(optInsOf(context.fields));
  return { ok: true, next: { stay: true }, done: context.post.form };
};
