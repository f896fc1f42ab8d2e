// The schemas the browser and the server share (shared/forms/): every rule of SPEC §5 gives the
// key of its localised message, the postal code follows the chosen country, and the city must be
// one the lookup knows for the postal code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  CONTACT_FIELDS,
  contactPayloadOf,
  type ContactValues,
  initialContactValues,
  validateContact,
} from '../../../shared/forms/contact-form.ts';
import { validateNewsletter } from '../../../shared/forms/newsletter-form.ts';
import { isPostalCodeOf } from '../../../shared/forms/postal-codes.ts';
import { checkZipCities, cityKey, lookupLocaleOf } from '../../../shared/forms/zip-cities.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { contactPayloadSchema } from '../../../shared/schemas/submissions.ts';

const VALID: ContactValues = {
  civility: 'mr',
  firstname: 'Luc',
  lastname: 'Peeters',
  email: 'luc@example.be',
  address1: '',
  address2: '',
  address3: '',
  country: 'be',
  zipcode: '1000',
  city: 'Bruxelles',
  profile: 'consumer',
  subject: 'other',
  message: 'Bonjour',
  newsletter: 'no',
  origin: 'none',
};

const errorsOf = (values: Partial<ContactValues>) => {
  const result = validateContact({ ...VALID, ...values });
  return result.ok ? {} : result.errors;
};

/** The French text of a key of the `forms` namespace. */
const french = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr.forms);

describe('the contact schema', () => {
  it('accepts a complete request and trims what was typed', () => {
    const result = validateContact({ ...VALID, firstname: '  Luc ', message: ' Bonjour\n' });
    assert.ok(result.ok);
    assert.equal(result.data.firstname, 'Luc');
    assert.equal(result.data.message, 'Bonjour');
  });

  it('names every missing field with its message, each a French text of SPEC §5', () => {
    const empty = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactValues;
    const result = validateContact({ ...empty, country: 'de' });
    assert.ok(!result.ok);
    const keys = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error!.key]));
    assert.deepEqual(keys, {
      civility: 'validation.civility',
      firstname: 'validation.firstName',
      lastname: 'validation.lastName',
      email: 'validation.email',
      zipcode: 'validation.zipCode.de',
      city: 'validation.cityNeedsZip',
      profile: 'validation.profile',
      subject: 'validation.subject',
      message: 'validation.message',
      newsletter: 'validation.newsletter',
    });
    for (const key of Object.values(keys)) assert.equal(typeof french(key), 'string', key);
    assert.equal(french('validation.zipCode.be'), "Merci d'indiquer un code postal de Belgique valide");
  });

  it('asks for a city once the postal code is valid', () => {
    assert.deepEqual(errorsOf({ city: '' }), { city: { key: 'validation.city' } });
  });

  it('gives the max-length rule its bound: 35 for address lines, 80 for names, 5000 for the message', () => {
    assert.deepEqual(errorsOf({ address2: 'x'.repeat(36), lastname: 'y'.repeat(81), message: 'z'.repeat(5001) }), {
      address2: { key: 'validation.maxLength', max: 35 },
      lastname: { key: 'validation.maxLength', max: 80 },
      message: { key: 'validation.maxLength', max: 5000 },
    });
    assert.deepEqual(errorsOf({ address1: 'x'.repeat(35) }), {});
  });

  it('refuses values no control of the form offers', () => {
    assert.deepEqual(
      Object.keys(
        errorsOf({
          civility: 'dr',
          profile: 'astronaut',
          subject: 'x',
          newsletter: 'maybe',
          origin: 'TV',
          country: 'fr',
        }),
      ).sort(),
      ['civility', 'country', 'newsletter', 'origin', 'profile', 'subject'],
    );
  });

  it('takes every origin of SPEC §3, the foundation as FON', () => {
    for (const origin of ['', 'none', 'MED', 'PHA', 'AMI', 'PRE', 'INT', 'FON', 'AUT']) {
      assert.deepEqual(errorsOf({ origin }), {}, origin);
    }
  });

  it('makes a payload the content API accepts, with the opt-in as a boolean and no origin as none', () => {
    const result = validateContact({ ...VALID, zipcode: '10 00', newsletter: 'yes', origin: '' });
    assert.ok(result.ok);
    const payload = contactPayloadOf(result.data, { locale: 'fr-be', city: 'Bruxelles' });
    assert.equal(contactPayloadSchema.safeParse(payload).success, true);
    assert.deepEqual([payload.zipcode, payload.newsletter, payload.origin], ['1000', true, 'none']);
  });

  it('starts with the site’s country, and the profile a link names when the form knows it', () => {
    assert.equal(initialContactValues('ch', 'pharmacist').profile, 'pharmacist');
    assert.equal(initialContactValues('ch', 'pharmacist').country, 'ch');
    assert.equal(initialContactValues('ch', 'constructor').profile, '');
  });
});

describe('postal codes', () => {
  it('have 4 digits in Belgium and Switzerland, 5 in Germany, Spain and Italy', () => {
    const cases = { be: ['1000', '9992'], ch: ['8005'], de: ['01067'], es: ['28004'], it: ['00153'] } as const;
    const wrong = { be: ['100', '10000', 'B100'], ch: ['80050'], de: ['1067'], es: ['2800'], it: ['001530'] } as const;
    for (const [country, codes] of Object.entries(cases))
      for (const code of codes) assert.ok(isPostalCodeOf(country as 'be', code), `${country} ${code}`);
    for (const [country, codes] of Object.entries(wrong))
      for (const code of codes) assert.ok(!isPostalCodeOf(country as 'be', code), `${country} ${code}`);
  });
});

describe('the zip-has-a-city rule', () => {
  const lookup = async (_country: string, zipcode: string) =>
    ({ '1300': ['Wavre', 'Limal'], '4000': ['Liège'] })[zipcode] ?? [];

  it('refuses a postal code without a city, with the country’s message', async () => {
    assert.deepEqual(await checkZipCities({ country: 'be', zipcode: '1001', city: 'X' }, lookup), {
      ok: false,
      errors: { zipcode: { key: 'validation.zipCode.be' } },
      cities: [],
    });
  });

  it('takes the city as the lookup spells it, and offers the cities when it is not one of them', async () => {
    assert.deepEqual(await checkZipCities({ country: 'be', zipcode: '4000', city: 'LIEGE' }, lookup), {
      ok: true,
      city: 'Liège',
      cities: ['Liège'],
    });
    assert.deepEqual(await checkZipCities({ country: 'be', zipcode: '1300', city: 'Namur' }, lookup), {
      ok: false,
      errors: { city: { key: 'validation.cityOfZip' } },
      cities: ['Wavre', 'Limal'],
    });
    assert.equal(cityKey('Sint-Andries'), cityKey('sint andries'));
  });

  it('asks the chosen country’s shop in the visitor’s language when it speaks it', () => {
    assert.equal(lookupLocaleOf('ch', 'de-de'), 'de-ch');
    assert.equal(lookupLocaleOf('ch', 'it-it'), 'fr-ch');
    assert.equal(lookupLocaleOf('be', 'nl-be'), 'nl-be');
    assert.equal(lookupLocaleOf('es', 'fr-be'), 'es-es');
  });
});

describe('the newsletter schema', () => {
  it('wants an email, a city of residence and the consent ticked', () => {
    assert.ok(validateNewsletter({ email: 'ana@example.es', city: 'Madrid', consent: 'yes' }).ok);
    const result = validateNewsletter({ email: 'ana', city: ' ', consent: '' });
    assert.ok(!result.ok);
    assert.deepEqual(result.errors, {
      email: { key: 'validation.email' },
      city: { key: 'validation.city' },
      consent: { key: 'validation.consent' },
    });
  });
});
