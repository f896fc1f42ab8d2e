// Profile and subscriptions (SPEC §3): the five opt-ins of the account, each a checkbox, saved
// together. Nothing here can be wrong; what can fail is the saving (SPEC §8's form error).
import { useSuspenseQuery } from '@tanstack/react-query';

import { CHECKED } from '../../../shared/forms/account/account-fields.ts';
import {
  SUBSCRIPTION_FIELDS,
  type SubscriptionValues,
  subscriptionValuesOf,
} from '../../../shared/forms/account/subscriptions-form.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useHref } from '../../app/site.tsx';
import { CheckboxControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const alwaysValid = (_values: SubscriptionValues) => ({ ok: true }) as const;

export function SubscriptionsForm() {
  const { t } = useTranslation('account');
  const href = useHref();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { data: token } = useSuspenseQuery(formTokenQuery());
  const { fields, formError, saved, sending, alertRef, onSubmit } = useAccountForm({
    form: 'subscriptions',
    fieldNames: SUBSCRIPTION_FIELDS,
    initial: subscriptionValuesOf(profile.opt_ins),
    validate: alwaysValid,
  });
  return (
    <form
      className="form form--account"
      method="post"
      action={href('mySubscriptions') ?? undefined}
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
    >
      <SavedNotice text={saved ? t('subscriptions.saved') : null} />
      <FormAlert ref={alertRef} formError={formError} errors={{}} fields={[]} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="subscriptions" />
      <fieldset className="form__section">
        <legend className="form__section-title">{t('subscriptions.legend')}</legend>
        {SUBSCRIPTION_FIELDS.map((optIn) => (
          <CheckboxControl
            key={optIn}
            id={`subscriptions-${optIn}`}
            name={optIn}
            label={t(`subscriptions.optIns.${optIn}`)}
            value={CHECKED}
            checked={fields.values[optIn] === CHECKED}
            onChange={(checked) => fields.setValue(optIn, checked ? CHECKED : '')}
          />
        ))}
      </fieldset>
      <SubmitButton sending={sending} label={t('save')} />
    </form>
  );
}
