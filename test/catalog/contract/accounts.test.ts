// The account calls of the content API (issue 19, SPEC §7, §8), through the site's own typed
// client: sessions (login, its state, logout), sign-up and activation with SPEC §8's refusals,
// the password reset, the profile, the address book and the favourites. Runs on both engines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type ApiClient, createApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import type { AddressPayload, SignUpPayload } from '../../../shared/schemas/account.ts';
import { FIXTURE_PASSWORD, SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { catalog } = useFixtureCatalog();

function client(shopId: number = SHOP.be, lang: 'fr' | 'it' = 'fr'): ApiClient {
  return createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: (input, init) => catalog().fetch(new Request(input, init)),
    shopId,
    lang,
  });
}

/** The ApiError a call refuses with: its status and SPEC §8 code. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof ApiError, String(error));
    return { status: error.status, code: error.code };
  }
  assert.fail('the call was accepted');
}

const login = (email: string, password = FIXTURE_PASSWORD) => client().account.login({ email, password });
const as = (token: string) => client().with({ token });

let signUps = 0;
function signUpPayload(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  signUps++;
  return {
    email: `new${signUps}@example.be`,
    password: 'Sunflower-Meadow-81',
    civility: 'ms',
    firstname: 'Camille',
    lastname: 'Leroy',
    birth_date: '1990-04-01',
    phone: '',
    mobile: '',
    province: null,
    country: 'be',
    origin: 'INT',
    locale: 'fr-be',
    terms: true,
    ...overrides,
  };
}

const address = (overrides: Partial<AddressPayload> = {}): AddressPayload => ({
  label: 'Maison',
  civility: 'ms',
  firstname: 'Camille',
  lastname: 'Leroy',
  line1: 'Rue de la Loi 16',
  line2: '',
  line3: '',
  delivery_info: '',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'be',
  phone: '',
  mobile: '',
  province: null,
  company: '',
  company_number: '',
  default_invoice: false,
  default_shipping: false,
  ...overrides,
});

describe('logging in', () => {
  it('opens a session for the right e-mail and password, whatever its case', async () => {
    const grant = await login('Marie@Example.BE');
    assert.match(grant.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(grant.viewer.first_name, 'Marie');
    assert.equal(grant.viewer.customer_number, 'BE100001');
    assert.deepEqual(await as(grant.token).account.session(), grant.viewer);
  });

  it('says only that the e-mail and password do not match, for a wrong password and an unknown e-mail alike', async () => {
    assert.deepEqual(await refusal(login('marie@example.be', 'Wrong-Password-1')), {
      status: 401,
      code: 'credentials_mismatch',
    });
    assert.deepEqual(await refusal(login('nobody@example.be')), { status: 401, code: 'credentials_mismatch' });
  });

  it('refuses a tampered, foreign or missing token as an invalid session', async () => {
    const { token } = await login('marie@example.be');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${token}x`, 'not.a.token'])
      assert.deepEqual(await refusal(as(bad).account.session()), { status: 401, code: 'session_invalid' }, bad);
    assert.deepEqual(await refusal(client().account.session()), { status: 401, code: 'session_invalid' });
  });

  it('ends the session at logout: its token is refused as revoked from then on', async () => {
    const { token } = await login('marie@example.be');
    await as(token).account.logout();
    assert.deepEqual(await refusal(as(token).account.session()), { status: 401, code: 'session_revoked' });
  });
});

describe('signing up', () => {
  it('makes a customer with a number of the country, and opens a session', async () => {
    const welcome = await client().account.signUp(signUpPayload({ email: 'Camille.Leroy@example.be' }));
    assert.equal(welcome.email, 'camille.leroy@example.be');
    assert.match(welcome.customer_number, /^BE9\d{6}$/);
    const profile = await as(welcome.session.token).account.profile();
    assert.equal(profile.customer_number, welcome.customer_number);
    assert.equal(profile.birth_date, '1990-04-01');
    const again = await login('camille.leroy@example.be', 'Sunflower-Meadow-81');
    assert.equal(again.viewer.first_name, 'Camille');
  });

  it('refuses an e-mail an account has (user exists) and one a customer file has (customer email exists)', async () => {
    assert.deepEqual(await refusal(client().account.signUp(signUpPayload({ email: 'marie@example.be' }))), {
      status: 409,
      code: 'user_exists',
    });
    assert.deepEqual(await refusal(client().account.signUp(signUpPayload({ email: 'jan@example.be' }))), {
      status: 409,
      code: 'customer_email_exists',
    });
  });

  it('judges the password again: a weak one is refused, and nothing is written', async () => {
    const payload = signUpPayload({ password: 'Camille2024' });
    assert.deepEqual(await refusal(client().account.signUp(payload)), { status: 400, code: 'weak_password' });
    assert.deepEqual(await refusal(login(payload.email, 'Camille2024')), { status: 401, code: 'credentials_mismatch' });
  });

  it('refuses overlong fields and an e-mail in another script with a 400', async () => {
    const long = await refusal(client().account.signUp(signUpPayload({ firstname: 'x'.repeat(81) })));
    assert.equal(long.status, 400);
    const confusable = await refusal(client().account.signUp(signUpPayload({ email: 'mаrie@example.be' })));
    assert.equal(confusable.status, 400);
  });
});

describe('activating the account of an existing customer', () => {
  const activate = (customer_number: string, lastname: string, email: string) =>
    client().account.activate({ customer_number, lastname, email, password: 'Harbour-Lantern-73', locale: 'fr-be' });

  it('says when the number is unknown, the name does not match, or the customer has an account', async () => {
    assert.deepEqual(await refusal(activate('BE999999', 'Peeters', 'x1@example.be')), {
      status: 404,
      code: 'customer_not_found',
    });
    assert.deepEqual(await refusal(activate('BE100002', 'Peeters', 'x2@example.be')), {
      status: 422,
      code: 'name_mismatch',
    });
    assert.deepEqual(await refusal(activate('BE100001', 'Dubois', 'x3@example.be')), {
      status: 409,
      code: 'customer_has_user',
    });
  });

  it('makes exactly one account when two activations of one customer race', async () => {
    const outcomes = await Promise.allSettled([
      activate('IT500002', "d'angelo", 'marco1@example.it'),
      activate('IT500002', 'D’Angelo', 'marco2@example.it'),
      activate('IT500002', 'DANGELO', 'marco3@example.it'),
    ]);
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    assert.equal(made.length, 1, JSON.stringify(outcomes.map((outcome) => outcome.status)));
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') assert.equal((outcome.reason as ApiError).code, 'customer_has_user');
  });

  it('compares the name without case or accents, and refuses an e-mail another account uses', async () => {
    assert.deepEqual(await refusal(activate('BE100002', 'van den berg', 'marie@example.be')), {
      status: 409,
      code: 'email_used',
    });
    const welcome = await activate('BE100002', 'VAN DEN BERG', 'jan.vdb@example.be');
    assert.equal(welcome.customer_number, 'BE100002');
    assert.equal(welcome.session.viewer.first_name, 'Jan');
  });
});

describe('resetting a password', () => {
  it('answers no link for an e-mail without an account', async () => {
    assert.equal(await client().account.requestReset({ email: 'nobody@example.be', locale: 'fr-be' }), null);
  });

  it('sets the password once with the link, ends every session, and refuses the link a second time', async () => {
    const { email } = signUpPayload();
    const welcome = await client().account.signUp({ ...signUpPayload(), email });
    const grant = await client().account.requestReset({ email, locale: 'fr-be' });
    assert.ok(grant);
    assert.equal(grant.first_name, 'Camille');
    const opened = await client().account.confirmReset({ token: grant.token, password: 'Orchard-Compass-55' });
    assert.deepEqual(await refusal(as(welcome.session.token).account.session()), {
      status: 401,
      code: 'session_revoked',
    });
    assert.equal((await as(opened.token).account.session()).first_name, 'Camille');
    assert.deepEqual(
      await refusal(client().account.confirmReset({ token: grant.token, password: 'Orchard-Compass-56' })),
      {
        status: 410,
        code: 'reset_used',
      },
    );
    assert.deepEqual(
      await refusal(client().account.confirmReset({ token: 'made-up', password: 'Orchard-Compass-57' })),
      {
        status: 410,
        code: 'reset_expired',
      },
    );
    await login(email, 'Orchard-Compass-55');
  });
});

describe('the profile', () => {
  it('changes the personal information and the opt-ins', async () => {
    const welcome = await client().account.signUp(signUpPayload());
    const me = as(welcome.session.token).account;
    const info = await me.updatePersonalInfo({
      civility: 'mr',
      firstname: 'Camillo',
      lastname: 'Leroy',
      birth_date: '1989-02-03',
      phone: '+32 2 000 00 00',
      mobile: '',
      fax: '',
      province: null,
      origin: 'PHA',
    });
    assert.deepEqual(
      [info.civility, info.firstname, info.birth_date, info.origin],
      ['mr', 'Camillo', '1989-02-03', 'PHA'],
    );
    assert.equal((await me.session()).first_name, 'Camillo');
    const optIns = {
      information: true,
      product_sms: false,
      advice_email: true,
      diet_newsletter: false,
      foundation: true,
    };
    assert.deepEqual((await me.updateOptIns(optIns)).opt_ins, optIns);
  });

  it('needs the current password for a new e-mail or password; a new password ends the other sessions only', async () => {
    const payload = signUpPayload();
    const first = await client().account.signUp(payload);
    const second = await login(payload.email, payload.password);
    const me = as(second.token).account;
    assert.deepEqual(await refusal(me.updateCredentials({ current_password: 'nope', password: 'Velvet-Horizon-19' })), {
      status: 403,
      code: 'wrong_password',
    });
    assert.deepEqual(
      await refusal(me.updateCredentials({ current_password: payload.password, email: 'marie@example.be' })),
      {
        status: 409,
        code: 'email_used',
      },
    );
    await me.updateCredentials({ current_password: payload.password, password: 'Velvet-Horizon-19' });
    assert.deepEqual(await refusal(as(first.session.token).account.session()), {
      status: 401,
      code: 'session_revoked',
    });
    assert.equal((await me.session()).first_name, 'Camille');
    await login(payload.email, 'Velvet-Horizon-19');
  });
});

describe('the address book', () => {
  it('makes the first address both defaults, and refuses to delete a default', async () => {
    const welcome = await client().account.signUp(signUpPayload());
    const me = as(welcome.session.token).account;
    const home = await me.addAddress(address());
    const office = await me.addAddress(address({ label: 'Bureau', line1: 'Avenue Louise 54', company: 'Acme' }));
    let book = await me.addresses();
    assert.deepEqual(
      book.map((each) => [each.id, each.default_invoice, each.default_shipping]),
      [
        [home, true, true],
        [office, false, false],
      ],
    );
    assert.deepEqual(await refusal(me.deleteAddress(home)), { status: 409, code: 'default_address' });
    await me.makeDefaultAddress(office, 'shipping');
    assert.deepEqual(await refusal(me.deleteAddress(office)), { status: 409, code: 'default_address' });
    await me.makeDefaultAddress(office, 'invoice');
    await me.deleteAddress(home);
    book = await me.addresses();
    assert.deepEqual(
      book.map((each) => [each.label, each.default_invoice, each.default_shipping]),
      [['Bureau', true, true]],
    );
  });

  it('refuses a line longer than 35 characters, and another customer’s address', async () => {
    const mine = await client().account.signUp(signUpPayload());
    const theirs = await client().account.signUp(signUpPayload());
    const long = await refusal(as(mine.session.token).account.addAddress(address({ line1: 'x'.repeat(36) })));
    assert.equal(long.status, 400);
    const id = await as(mine.session.token).account.addAddress(address());
    assert.deepEqual(await refusal(as(theirs.session.token).account.deleteAddress(id)), {
      status: 404,
      code: 'address_not_found',
    });
    assert.deepEqual(await refusal(as(theirs.session.token).account.updateAddress(id, address())), {
      status: 404,
      code: 'address_not_found',
    });
  });
});

describe('favourites', () => {
  it('adds a product once, says when it is already a favourite, lists and removes it', async () => {
    const welcome = await client().account.signUp(signUpPayload());
    const me = as(welcome.session.token).account;
    await me.addFavourite('product', 1);
    await me.addFavourite('product', 2);
    assert.deepEqual(await refusal(me.addFavourite('product', 1)), { status: 409, code: 'already_favourite' });
    assert.deepEqual((await me.favouriteProducts()).map((product) => product.id).sort(), [1, 2]);
    assert.deepEqual((await me.session()).favourites.products, [1, 2]);
    await me.removeFavourite('product', 1);
    assert.deepEqual(
      (await me.favouriteProducts()).map((product) => product.id),
      [2],
    );
  });

  it('cannot add a product the shop does not sell, nor a pharmacy that does not exist', async () => {
    const welcome = await client(SHOP.ch).account.signUp(signUpPayload({ country: 'ch', locale: 'fr-ch' }));
    const me = client(SHOP.ch).with({ token: welcome.session.token }).account;
    assert.deepEqual(await refusal(me.addFavourite('product', 4)), { status: 404, code: 'favourite_unknown' });
    assert.deepEqual(await refusal(me.addFavourite('pharmacy', 99_999)), { status: 404, code: 'favourite_unknown' });
    await me.addFavourite('pharmacy', 1);
    assert.deepEqual(
      (await me.favouritePharmacies()).map((pharmacy) => pharmacy.name),
      ['Pharmacie du Centre'],
    );
  });

  it('needs a session', async () => {
    assert.deepEqual(await refusal(client().account.addFavourite('product', 1)), {
      status: 401,
      code: 'session_invalid',
    });
  });
});
