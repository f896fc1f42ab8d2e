// An address of the customer's book, new or changed (SPEC §3 'Address', §5): whom it goes to, its
// three lines of at most 35 characters, the country's postal code (with the city lookup of the
// contact form: the city follows the code), the province in es-es, delivery information, phones,
// and whether it is the default invoice or shipping address. A POST form to its own page that
// works without JavaScript; with it, fields are checked as the customer goes, and once saved the
// book is loaded again with the address in it.
import { useState } from 'react';

import { COUNTRIES, type Country } from '../../../config/countries.ts';
import { CHECKED } from '../../../shared/forms/account/account-fields.ts';
import {
  ADDRESS_FIELDS,
  ADDRESS_ID_FIELD,
  type AddressField,
  type AddressValues,
  validateAddress,
} from '../../../shared/forms/account/address-form.ts';
import { spanishBlock } from '../../../shared/forms/account/phone-numbers.ts';
import { ACCOUNT_CIVILITIES, ACCOUNT_LIMITS } from '../../../shared/schemas/account.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { CityField } from '../forms/city-field.tsx';
import { CheckboxControl, RadioGroup, SelectControl, TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { useCityLookup } from '../forms/use-city-lookup.ts';
import { useServedRefusal } from '../forms/use-form-action.ts';
import { FormHiddenFields, ReturnFields } from './form-hidden-fields.tsx';
import { ProvinceField } from './province-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

/** The label of each field: `forms` texts for those the contact form shares, `account` texts for the others. */
const LABELS: Record<AddressField, string> = {
  label: 'account:fields.label',
  civility: 'forms:fields.civility',
  firstname: 'forms:fields.firstName',
  lastname: 'forms:fields.lastName',
  company: 'account:fields.company',
  companyNumber: 'account:fields.companyNumber',
  line1: 'account:fields.line1',
  line2: 'account:fields.line2',
  line3: 'account:fields.line3',
  country: 'forms:fields.country',
  zipcode: 'forms:fields.zipCode',
  city: 'forms:fields.city',
  province: 'account:fields.province',
  deliveryInfo: 'account:fields.deliveryInfo',
  phone: 'account:fields.phone',
  mobile: 'account:fields.mobile',
  defaultInvoice: 'account:fields.defaultInvoice',
  defaultShipping: 'account:fields.defaultShipping',
};

const countryOr = (value: string, fallback: Country): Country =>
  (COUNTRIES as readonly string[]).includes(value) ? (value as Country) : fallback;

export interface AddressFormProps {
  /** The address changed, or null for a new one. */
  id: number | null;
  initial: AddressValues;
}

export function AddressForm({ id, initial }: AddressFormProps) {
  const { t } = useTranslation('forms');
  const { locale, country: siteCountry } = useSite();
  const href = useHref();
  const hydrated = useHydrated();
  const spanish = spanishBlock(locale);
  const formName = id === null ? 'addressAdd' : 'addressEdit';
  const served = useServedRefusal(formName);
  const [serverCities, setServerCities] = useState<readonly string[] | null>(served?.cities ?? null);
  const { alertRef, ...form } = useAccountForm({
    form: formName,
    fields: spanish ? ADDRESS_FIELDS : ADDRESS_FIELDS.filter((field) => field !== 'province'),
    initial,
    validate: (values) => validateAddress(locale, { ...initial, ...values }),
    // The lookup (below) needs the form's fields; the check before sending asks it once more.
    checkBeforeSending: () => lookup.errorsBeforeSending(),
    onRefusal: (refusal) => {
      if (refusal.cities) setServerCities(refusal.cities);
    },
  });
  const values = form.values as AddressValues;
  const country = countryOr(values.country, siteCountry);
  const lookup = useCityLookup({
    country,
    zipcode: values.zipcode,
    city: values.city,
    serverCities,
    setCity: (city) => form.setValues({ city }),
    setErrors: form.setErrors,
  });

  const labels = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, t(LABELS[field])])) as Record<
    AddressField,
    string
  >;
  const control = (field: AddressField) => ({ ...form.control(field), label: labels[field] });
  const checkbox = (field: 'defaultInvoice' | 'defaultShipping') => ({
    ...control(field),
    value: CHECKED,
    checked: values[field] === CHECKED,
    onChange: (checked: boolean) => form.setValue(field, checked ? CHECKED : ''),
  });
  const lineHint = t('account:addresses.lineHint', { max: ACCOUNT_LIMITS.addressLine });
  const action = id === null ? href('myAddressNew') : href('myAddressEdit', { id: String(id) });
  const book = href('myAddresses');

  return (
    <form
      className="form form--account form--address"
      method="post"
      action={action ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <p className="form__notice">{t('requiredNotice')}</p>
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form={formName} />
      {id === null && <ReturnFields />}
      {id !== null && <input type="hidden" name={ADDRESS_ID_FIELD} value={id} />}

      <fieldset className="form__section">
        <legend className="form__section-title">{t('account:addresses.whose')}</legend>
        <TextControl {...control('label')} hint={t('account:hints.label')} />
        <RadioGroup
          {...control('civility')}
          required
          options={ACCOUNT_CIVILITIES.map((value) => ({ value, label: t(`civilities.${value}`) }))}
        />
        <div className="form__row">
          <TextControl {...control('firstname')} required autoComplete="given-name" />
          <TextControl {...control('lastname')} required autoComplete="family-name" />
        </div>
        <div className="form__row">
          <TextControl {...control('company')} autoComplete="organization" />
          <TextControl {...control('companyNumber')} />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__section-title">{t('account:addresses.where')}</legend>
        <TextControl {...control('line1')} required autoComplete="address-line1" hint={lineHint} />
        <TextControl {...control('line2')} autoComplete="address-line2" hint={lineHint} />
        <TextControl {...control('line3')} autoComplete="address-line3" hint={lineHint} />
        <SelectControl
          {...control('country')}
          required
          autoComplete="country"
          options={COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
        />
        <div className="form__row form__row--zip">
          <TextControl
            {...control('zipcode')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            hint={t(`hints.zipCode.${country}`)}
            className="form-field--zip"
          />
          <CityField
            id={form.idOf('city')}
            value={values.city}
            error={form.control('city').error}
            choices={lookup.choices}
            onChange={(value) => form.setValue('city', value)}
            onBlur={() => form.blur('city')}
          />
        </div>
        {spanish && <ProvinceField {...control('province')} />}
        <TextControl {...control('deliveryInfo')} rows={3} hint={t('account:hints.deliveryInfo')} />
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__section-title">{t('account:addresses.contact')}</legend>
        <div className="form__row">
          <TextControl
            {...control('phone')}
            type="tel"
            autoComplete="tel"
            hint={spanish ? t('account:hints.phoneSpain') : null}
          />
          <TextControl
            {...control('mobile')}
            type="tel"
            autoComplete="tel"
            hint={spanish ? t('account:hints.mobileSpain') : null}
          />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__section-title">{t('account:addresses.defaults')}</legend>
        <CheckboxControl {...checkbox('defaultInvoice')} />
        <CheckboxControl {...checkbox('defaultShipping')} />
      </fieldset>

      <SubmitButton sending={form.sending} label={t('account:addresses.submit')}>
        {book && (
          <a className="button button--secondary" href={book}>
            {t('account:addresses.cancel')}
          </a>
        )}
      </SubmitButton>
    </form>
  );
}
