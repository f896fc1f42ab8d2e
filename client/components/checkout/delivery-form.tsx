// The delivery step's form (issue 20; SPEC §5 checkout messages): the shipping and the invoice
// address from the customer's book, the carrier with its price after SPEC §9's rules and its
// delivery estimate, a relay point with its opening hours when a relay carrier is chosen, and a
// phone for the carrier. Without JavaScript every relay carrier's points are listed under it and
// the server checks the choice; with it, only the chosen carrier's points show, and the fields
// are checked before sending.
import { RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import {
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryValues,
  SAME_ADDRESS,
  validateDelivery,
} from '../../../shared/forms/shop/checkout-forms.ts';
import type { Address } from '../../../shared/schemas/account.ts';
import type { Cart, RelayPoint, ShippingOption } from '../../../shared/schemas/shop.ts';
import { CARRIER_INFO } from '../../../shared/shop/carriers.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { FormHiddenFields } from '../account/form-hidden-fields.tsx';
import { SubmitButton } from '../account/submit-button.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextControl } from '../forms/controls.tsx';
import { FieldMessage } from '../forms/field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { AddressLines } from './address-lines.tsx';
import { longDay, money } from './money.ts';
import { RelaySchedule } from './relay-schedule.tsx';

export interface DeliveryFormProps {
  cart: Cart;
  addresses: readonly Address[];
  relayPoints: Readonly<Record<RelayPoint['carrier'], readonly RelayPoint[]>>;
  initial: DeliveryValues;
}

export function DeliveryForm({ cart, addresses, relayPoints, initial }: DeliveryFormProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useSite();
  const href = useHref();
  const hydrated = useHydrated();
  const { alertRef, ...form } = useAccountForm({
    form: 'checkoutDelivery',
    fields: DELIVERY_FIELDS,
    initial,
    validate: (values) => validateDelivery(values),
  });
  const values = form.values as DeliveryValues;
  const labels: Record<DeliveryField, string> = {
    shippingAddress: t('delivery.shippingAddress'),
    invoiceAddress: t('delivery.invoiceAddress'),
    carrier: t('delivery.carrier'),
    relayPoint: t('delivery.relayPoint'),
    phone: t('delivery.phone'),
  };
  const currency = cart.currency.code;
  const estimateOf = (option: ShippingOption) =>
    option.estimate.earliest === option.estimate.latest
      ? t('delivery.estimateDay', { day: longDay(option.estimate.earliest, locale) })
      : t('delivery.estimateRange', {
          earliest: longDay(option.estimate.earliest, locale),
          latest: longDay(option.estimate.latest, locale),
        });
  const chosen = CARRIER_INFO[values.carrier as keyof typeof CARRIER_INFO] as
    (typeof CARRIER_INFO)[keyof typeof CARRIER_INFO] | undefined;
  const relayCarriers = cart.shipping.filter((option) => option.delivery === 'relay');
  // A new address is added on the address book's form, which comes back here.
  const newAddress = `${href('myAddressNew') ?? ''}?${RETURN_FIELD}=${encodeURIComponent(href('checkoutDelivery') ?? '')}`;

  const addressChoices = (field: 'shippingAddress' | 'invoiceAddress') => {
    const binding = form.control(field);
    return (
      <fieldset
        className={`form-field form-field--choices checkout-choices${binding.error ? ' form-field--invalid' : ''}`}
        aria-describedby={binding.error ? `${binding.id}-error` : undefined}
      >
        <legend className="form-field__label">{labels[field]}</legend>
        <div className="checkout-choices__list">
          {field === 'invoiceAddress' && (
            <label className="checkout-choice">
              <input
                id={binding.id}
                type="radio"
                name={field}
                value={SAME_ADDRESS}
                checked={binding.value === SAME_ADDRESS}
                onChange={() => binding.onChange(SAME_ADDRESS)}
              />
              <span className="checkout-choice__text">{t('delivery.same')}</span>
            </label>
          )}
          {addresses.map((address, index) => (
            <label key={address.id} className="checkout-choice">
              <input
                id={index === 0 && field === 'shippingAddress' ? binding.id : `${binding.id}-${address.id}`}
                type="radio"
                name={field}
                value={String(address.id)}
                checked={binding.value === String(address.id)}
                onChange={() => binding.onChange(String(address.id))}
              />
              <span className="checkout-choice__text">
                {address.label && <strong className="checkout-choice__title">{address.label}</strong>}
                <AddressLines address={address} />
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={binding.id} error={binding.error} />
      </fieldset>
    );
  };

  const carrier = form.control('carrier');
  const relay = form.control('relayPoint');

  return (
    <form
      className="form form--checkout"
      method="post"
      action={href('checkoutDelivery') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="checkoutDelivery" />
      {addresses.length === 0 ? (
        <p className="checkout__notice">
          {t('delivery.noAddress')} <a href={newAddress}>{t('delivery.addAddress')}</a>
        </p>
      ) : (
        <div className="checkout-addresses">
          {addressChoices('shippingAddress')}
          {addressChoices('invoiceAddress')}
          <p className="checkout-addresses__add">
            <a href={newAddress}>{t('delivery.addAddress')}</a>
          </p>
        </div>
      )}

      <fieldset
        className={`form-field form-field--choices checkout-choices${carrier.error ? ' form-field--invalid' : ''}`}
        aria-describedby={carrier.error ? `${carrier.id}-error` : undefined}
      >
        <legend className="form-field__label">{labels.carrier}</legend>
        <div className="checkout-choices__list">
          {cart.shipping.map((option, index) => (
            <label key={option.carrier} className="checkout-choice checkout-choice--carrier">
              <input
                id={index === 0 ? carrier.id : `${carrier.id}-${option.carrier}`}
                type="radio"
                name="carrier"
                value={option.carrier}
                checked={carrier.value === option.carrier}
                onChange={() => carrier.onChange(option.carrier)}
              />
              <span className="checkout-choice__text">
                <strong className="checkout-choice__title">{t(`carriers.${option.carrier}`)}</strong>
                <span>{estimateOf(option)}</span>
                {option.free && (
                  <span className="checkout-choice__free">
                    {/* SPEC §9's 49 € is the euro shops'; another currency has its own price point. */}
                    {t(
                      `delivery.free.${option.free === 'threshold' && currency !== 'EUR' ? 'thresholdReached' : option.free}`,
                    )}
                  </span>
                )}
              </span>
              <span className="checkout-choice__price">
                {option.price_cents === 0 ? t('totals.free') : money(option.price_cents, currency)}
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={carrier.id} error={carrier.error} />
      </fieldset>

      {relayCarriers
        .filter((option) => !hydrated || option.carrier === chosen?.code)
        .map((option, group) => {
          const points = relayPoints[option.carrier as RelayPoint['carrier']] ?? [];
          return (
            <fieldset
              key={option.carrier}
              className={`form-field form-field--choices checkout-choices${relay.error ? ' form-field--invalid' : ''}`}
              aria-describedby={relay.error ? `${relay.id}-error` : undefined}
            >
              <legend className="form-field__label">
                {t('delivery.relayOf', { carrier: t(`carriers.${option.carrier}`) })}
              </legend>
              {!hydrated && <p className="form-field__hint">{t('delivery.relayHint')}</p>}
              <div className="checkout-choices__list checkout-choices__list--relays">
                {points.map((point, index) => (
                  <label key={point.id} className="checkout-choice checkout-choice--relay">
                    <input
                      id={group === 0 && index === 0 ? relay.id : `${relay.id}-${point.id}`}
                      type="radio"
                      name="relayPoint"
                      value={String(point.id)}
                      checked={relay.value === String(point.id)}
                      onChange={() => relay.onChange(String(point.id))}
                    />
                    <span className="checkout-choice__text">
                      <strong className="checkout-choice__title">{point.name}</strong>
                      <span>
                        {point.address}, {point.zipcode} {point.city}
                      </span>
                      <RelaySchedule point={point} />
                    </span>
                  </label>
                ))}
              </div>
              <FieldMessage id={relay.id} error={relay.error} />
            </fieldset>
          );
        })}

      <TextControl
        {...form.control('phone')}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        required
        hint={t('delivery.phoneHint')}
      />

      <SubmitButton sending={form.sending} label={t('delivery.continue')}>
        <a className="checkout__back" href={href('checkout') ?? undefined}>
          {t('delivery.back')}
        </a>
      </SubmitButton>
    </form>
  );
}
