// An address of the customer's book (SPEC §3 'Address', §5): a label, civility and names, three
// lines of at most 35 characters, delivery information, the postal code of the chosen country
// (whose city lookup must know it, as the contact form's), the city, the province in the Spanish
// block, phone and mobile of the locale's patterns, a company and its registration number, and
// whether it is the default invoice or shipping address.
import * as z from 'zod/mini';

import { COUNTRIES, type Country } from '../../../config/countries.ts';
import type { Locale } from '../../../config/locales.ts';
import { ACCOUNT_LIMITS, type Address, type AddressPayload } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import { isPostalCodeOf, normalizePostalCode, postalCodeErrorKey } from '../postal-codes.ts';
import {
  CHECKED,
  choiceOf,
  civilityField,
  firstNameField,
  lastNameField,
  optionalText,
  phoneNumbers,
  provinceOf,
  provinceValue,
  requiredText,
  validateWith,
  withChecks,
} from './account-fields.ts';

export const ADDRESS_FIELDS = [
  'label',
  'civility',
  'firstname',
  'lastname',
  'company',
  'companyNumber',
  'line1',
  'line2',
  'line3',
  'country',
  'zipcode',
  'city',
  'province',
  'deliveryInfo',
  'phone',
  'mobile',
  'defaultInvoice',
  'defaultShipping',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = FormValues<AddressField>;

/** The hidden field naming the address an edit, a deletion or a new default is about. */
export const ADDRESS_ID_FIELD = 'address';
/** The hidden field of the default-address form: which default the address becomes. */
export const ADDRESS_USE_FIELD = 'use';
export const ADDRESS_USES = ['invoice', 'shipping'] as const;
export type AddressUse = (typeof ADDRESS_USES)[number];

const isCountry = (value: unknown): value is Country => (COUNTRIES as readonly unknown[]).includes(value);

function schemaOf(locale: Locale) {
  const { addressLabel, addressLine, deliveryInfo, company, companyNumber, city, phone } = ACCOUNT_LIMITS;
  return withChecks(
    z.object({
      label: optionalText(addressLabel),
      civility: civilityField(),
      firstname: firstNameField(),
      lastname: lastNameField(),
      company: optionalText(company),
      companyNumber: optionalText(companyNumber),
      line1: requiredText('validation.address', addressLine),
      line2: optionalText(addressLine),
      line3: optionalText(addressLine),
      country: choiceOf(COUNTRIES, 'validation.country'),
      zipcode: z.string().check(z.trim()),
      city: optionalText(city),
      province: z.string(),
      deliveryInfo: optionalText(deliveryInfo),
      phone: optionalText(phone),
      mobile: optionalText(phone),
      defaultInvoice: z.string(),
      defaultShipping: z.string(),
    }),
    (values, add) => {
      const country = isCountry(values.country) ? values.country : null;
      const zipOk = country !== null && isPostalCodeOf(country, values.zipcode ?? '');
      if (country && !zipOk) add({ path: 'zipcode', message: postalCodeErrorKey(country) });
      if ((values.city ?? '').trim() === '')
        add({ path: 'city', message: zipOk ? 'validation.city' : 'validation.cityNeedsZip' });
    },
    phoneNumbers(locale),
    provinceOf(locale),
  );
}

const schemas = new Map<Locale, ReturnType<typeof schemaOf>>();
export function validateAddress(locale: Locale, values: AddressValues) {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = schemaOf(locale)));
  return validateWith(schema, values);
}
export type AddressForm = z.output<ReturnType<typeof schemaOf>>;

export function emptyAddressValues(country: Country): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>;
  values.country = country;
  return values;
}

/** The form filled with an address of the book. */
export function addressValuesOf(address: Address): AddressValues {
  return {
    label: address.label,
    civility: address.civility,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    companyNumber: address.company_number,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    country: address.country,
    zipcode: address.zipcode,
    city: address.city,
    province: address.province ?? '',
    deliveryInfo: address.delivery_info,
    phone: address.phone,
    mobile: address.mobile,
    defaultInvoice: address.default_invoice ? CHECKED : '',
    defaultShipping: address.default_shipping ? CHECKED : '',
  };
}

/** What the API stores for a valid form; `city` is the city lookup's spelling. */
export function addressPayloadOf(
  form: AddressForm,
  { locale, city }: { locale: Locale; city: string },
): AddressPayload {
  return {
    label: form.label,
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    company: form.company,
    company_number: form.companyNumber,
    line1: form.line1,
    line2: form.line2,
    line3: form.line3,
    delivery_info: form.deliveryInfo,
    zipcode: normalizePostalCode(form.zipcode),
    city,
    country: form.country,
    phone: form.phone,
    mobile: form.mobile,
    province: provinceValue(locale, form.province),
    default_invoice: form.defaultInvoice === CHECKED,
    default_shipping: form.defaultShipping === CHECKED,
  };
}
