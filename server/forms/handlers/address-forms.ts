// The address book (SPEC §3 'Address', §5, §8): adding or changing an address (the shared schema,
// then the postal code's cities in the chosen country, as the contact form checks them) leads back
// to the book; deleting one (never a default) and making one a default stay on the book.
import { COUNTRIES, type Country } from '../../../config/countries.ts';
import { withDone } from '../../../shared/account-paths.ts';
import {
  ADDRESS_FIELDS,
  ADDRESS_ID_FIELD,
  ADDRESS_USE_FIELD,
  ADDRESS_USES,
  addressPayloadOf,
  type AddressUse,
  validateAddress,
} from '../../../shared/forms/account/address-form.ts';
import { RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import { isPostalCodeOf } from '../../../shared/forms/postal-codes.ts';
import { checkZipCities } from '../../../shared/forms/zip-cities.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import type { AddressPayload } from '../../../shared/schemas/account.ts';
import type { FormContext, FormHandler, FormOutcome } from '../form-handler.ts';
import { step } from '../form-handler.ts';
import { cityLookup } from './city-lookup.ts';

const own = (context: FormContext) => context.account!.account;

/** The address a form names (its hidden field), or null for anything but an id. */
function addressIdOf(fields: Readonly<Record<string, string>>): number | null {
  const value = fields[ADDRESS_ID_FIELD] ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

type Checked = { ok: true; payload: AddressPayload } | { ok: false; outcome: FormOutcome };

async function checkedAddress(context: FormContext): Promise<Checked> {
  const { post, fields } = context;
  const values = formValuesOf(ADDRESS_FIELDS, fields);
  const checked = validateAddress(post.locale, values);
  const country = values.country;
  const zip =
    isCountry(country) && isPostalCodeOf(country, values.zipcode)
      ? await step('lookup', () =>
          checkZipCities({ country, zipcode: values.zipcode, city: values.city.trim() }, cityLookup(context)),
        )
      : null;
  const errors = { ...(zip && !zip.ok ? zip.errors : {}), ...(checked.ok ? {} : checked.errors) };
  if (!checked.ok || !zip?.ok)
    return {
      ok: false,
      outcome: {
        ok: false,
        reply: { status: 422, errors, formError: { code: 'invalid' }, cities: zip?.cities ?? null },
      },
    };
  return { ok: true, payload: addressPayloadOf(checked.data, { locale: post.locale, city: zip.city }) };
}

const addressBook = (context: FormContext, done: string) =>
  withDone(context.router.href('myAddresses', {}, context.post.locale) ?? '/', done);

const noSuchAddress: FormOutcome = { ok: false, reply: { status: 404, formError: { code: 'addressNotFound' } } };

export const addAddress: FormHandler = async (context) => {
  const checked = await checkedAddress(context);
  if (!checked.ok) return checked.outcome;
  await own(context).addAddress(checked.payload);
  // Added from the checkout's delivery step (issue 20): back there, where the new address is offered.
  const back = safeReturnPath(context.fields[RETURN_FIELD]);
  return { ok: true, next: { to: back ?? addressBook(context, context.post.form), reload: true } };
};

export const editAddress: FormHandler = async (context) => {
  const id = addressIdOf(context.fields);
  if (id === null) return noSuchAddress;
  const checked = await checkedAddress(context);
  if (!checked.ok) return checked.outcome;
  await own(context).updateAddress(id, checked.payload);
  return { ok: true, next: { to: addressBook(context, context.post.form), reload: true } };
};

export const deleteAddress: FormHandler = async (context) => {
  const id = addressIdOf(context.fields);
  if (id === null) return noSuchAddress;
  await own(context).deleteAddress(id);
  return { ok: true, next: { stay: true }, done: context.post.form };
};

export const makeDefaultAddress: FormHandler = async (context) => {
  const id = addressIdOf(context.fields);
  const use = context.fields[ADDRESS_USE_FIELD];
  if (id === null || !(ADDRESS_USES as readonly string[]).includes(use ?? '')) return noSuchAddress;
  await own(context).makeDefaultAddress(id, use as AddressUse);
  return { ok: true, next: { stay: true }, done: context.post.form };
};
