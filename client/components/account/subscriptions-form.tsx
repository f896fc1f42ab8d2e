// Profile and subscriptions (SPEC §3): the five opt-ins of the account, each a checkbox, saved
// together. Nothing here can be wrong; what can fail is the saving (SPEC §8's form error).
import { CHECKED } from '../../../shared/forms/account/account-fields.ts';
import { SUBSCRIPTION_FIELDS, subscriptionValuesOf } from '../../../shared/forms/account/subscriptions-form.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { CheckboxControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const alwaysValid = () => ({ ok: true }) as const;

export function SubscriptionsForm() {
  const { t } = useTranslation('account');
  const href = useHref();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { alertRef, ...form } = useAccountForm({
    form: 'subscriptions',
    fields: SUBSCRIPTION_FIELDS,
    initial: subscriptionValuesOf(profile.opt_ins),
    validate: alwaysValid,
  });
  return (
    <form
      className="form form--account"
      method="post"
      action={href('mySubscriptions') ?? undefined}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <SavedNotice text={form.done ? t('subscriptions.saved') : null} />
      <FormAlert ref={alertRef} formError={form.formError} errors={{}} fields={[]} />
      <FormHiddenFields form="subscriptions" />
      <fieldset className="form__section">
        <legend className="form__section-title">{t('subscriptions.legend')}</legend>
        {SUBSCRIPTION_FIELDS.map((optIn) => (
          <CheckboxControl
            key={optIn}
            {...form.control(optIn)}
            label={t(`subscriptions.optIns.${optIn}`)}
            value={CHECKED}
            checked={form.values[optIn] === CHECKED}
            onChange={(checked) => form.setValue(optIn, checked ? CHECKED : '')}
          />
        ))}
      </fieldset>
      <SubmitButton sending={form.sending} label={t('save')} />
    </form>
  );
}
