// The withdrawal form (issue 20; SPEC §3 'Withdrawal request', §9 '14 days after receipt'): the
// order's number, its order and delivery dates, the address the products come back from, and
// what the request is about. The catalog accepts it until 14 days after the delivery and refuses
// it after with the reason, said above the form.
import {
  validateWithdrawal,
  WITHDRAWAL_FIELDS,
  type WithdrawalField,
} from '../../../shared/forms/shop/checkout-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { FormHiddenFields } from '../account/form-hidden-fields.tsx';
import { SavedNotice } from '../account/saved-notice.tsx';
import { SubmitButton } from '../account/submit-button.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';

export function WithdrawalForm({ initial }: { initial: Readonly<Record<WithdrawalField, string>> }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const hydrated = useHydrated();
  const { alertRef, ...form } = useAccountForm({
    form: 'withdrawal',
    fields: WITHDRAWAL_FIELDS,
    initial,
    validate: (values) => validateWithdrawal(values),
  });
  const labels: Record<WithdrawalField, string> = {
    orderNumber: t('withdrawal.orderNumber'),
    orderDate: t('withdrawal.orderDate'),
    deliveryDate: t('withdrawal.deliveryDate'),
    address: t('withdrawal.address'),
    content: t('withdrawal.content'),
  };
  const control = (field: WithdrawalField) => ({ ...form.control(field), label: labels[field] });
  return (
    <form
      className="form form--checkout form--withdrawal"
      method="post"
      action={href('withdrawal') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <SavedNotice text={form.done ? t('withdrawal.done') : null} />
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="withdrawal" />
      <TextControl {...control('orderNumber')} required autoComplete="off" />
      <div className="form__row">
        <TextControl {...control('orderDate')} type="date" />
        <TextControl {...control('deliveryDate')} type="date" />
      </div>
      <TextControl {...control('address')} required rows={3} autoComplete="street-address" />
      <TextControl {...control('content')} required rows={5} hint={t('withdrawal.contentHint')} />
      <SubmitButton sending={form.sending} label={t('withdrawal.submit')} />
    </form>
  );
}
