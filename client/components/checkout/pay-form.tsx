// The payment step's form (issue 20; SPEC §5 'accept the sales conditions'): the delivery choice
// carried along, the terms of sale accepted, and the button that places the order and goes to
// the payment provider's page. Refusals (SPEC §8: the 15 minutes over, already paid, the payment
// could not be prepared…) are said above the form.
import { PAY_FIELDS, type PayField, TERMS_ACCEPTED, validatePay } from '../../../shared/forms/shop/checkout-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { FormHiddenFields } from '../account/form-hidden-fields.tsx';
import { SubmitButton } from '../account/submit-button.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { CheckboxControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';

export function PayForm({ initial, total }: { initial: Readonly<Record<PayField, string>>; total: string }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const hydrated = useHydrated();
  const { alertRef, ...form } = useAccountForm({
    form: 'checkoutPay',
    fields: PAY_FIELDS,
    initial,
    validate: (values) => validatePay(values),
  });
  const values = form.values as Readonly<Record<PayField, string>>;
  const labels: Record<PayField, string> = {
    shippingAddress: t('delivery.shippingAddress'),
    invoiceAddress: t('delivery.invoiceAddress'),
    carrier: t('delivery.carrier'),
    relayPoint: t('delivery.relayPoint'),
    phone: t('delivery.phone'),
    terms: t('payment.terms'),
  };
  const terms = form.control('terms');
  return (
    <form
      className="form form--checkout form--pay"
      method="post"
      action={href('checkoutPayment') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="checkoutPay" />
      {PAY_FIELDS.filter((field) => field !== 'terms').map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      <p className="checkout__window">{t('payment.window')}</p>
      <CheckboxControl
        {...terms}
        label={labels.terms}
        value={TERMS_ACCEPTED}
        checked={values.terms === TERMS_ACCEPTED}
        required
        onChange={(checked) => form.setValue('terms', checked ? TERMS_ACCEPTED : '')}
      />
      <SubmitButton sending={form.sending} label={t('payment.pay', { total })}>
        <a className="checkout__back" href={href('checkoutDelivery') ?? undefined}>
          {t('payment.back')}
        </a>
      </SubmitButton>
    </form>
  );
}
