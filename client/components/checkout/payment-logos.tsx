// SPEC §3 'Payment method logos': the methods the shop takes, each as a small card with its name
// (drawn in CSS: no image of a brand to license or load).
import { useTranslation } from '../../app/i18n.tsx';

export const PAYMENT_METHODS = [
  'visa',
  'mastercard',
  'carte_bleue',
  'american_express',
  'maestro',
  'visa_electron',
  'paypal',
  'apple_pay',
  'google_pay',
  'cheque',
] as const;

export function PaymentLogos() {
  const { t } = useTranslation('checkout');
  return (
    <section className="payment-logos">
      <h2 className="payment-logos__title">{t('payment.methods')}</h2>
      <ul className="payment-logos__list">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className={`payment-logo payment-logo--${method.replace(/_/g, '-')}`}>
            {t(`methods.${method}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
