// The customer's own screens through the whole app on the real seed (issue 19): private pages that
// send an anonymous visitor to login (keeping the wanted page) and are never stored, the account's
// navigation, and each form without JavaScript (a plain POST: the page again with its message, or
// everything typed and each field's localised message with a 4xx and nothing written), in two
// locales at least; the browser's action's JSON answers of the same forms; SPEC §8's errors of the
// addresses and the favourites.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import type { Locale } from '../../../config/locales.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import type { AddressPayload } from '../../../shared/schemas/account.ts';
import { type Customer, CUSTOMER_PASSWORD, hostOf, newCustomer, openAs, postAs } from './customer-session.ts';
import { fieldMessages, pageOf, shownText, shownValues, useFormBench } from './form-app.ts';

const bench = useFormBench();
const TEXTS = { 'fr-be': fr, 'nl-be': nl, 'de-ch': de, 'fr-ch': fr, 'de-de': de, 'es-es': es, 'it-it': itTexts };
const router = () => bench.deps().routing.router();
const pathOf = (kind: RouteKind, locale: Locale, params = {}) => router().href(kind, params, locale)!;

/** The customer's screens, each with its route. */
const SCREENS: readonly RouteKind[] = [
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddresses',
  'myAddressNew',
  'myFavouriteProducts',
  'myFavouritePharmacies',
];

/** A postal code of each locale's country the seed knows, with its city. */
const PLACES = {
  'fr-be': { zipcode: '1000', city: 'Bruxelles', otherZip: '1300', otherCity: 'Wavre' },
  'it-it': { zipcode: '00153', city: 'Roma', otherZip: '00153', otherCity: 'Roma' },
  'es-es': { zipcode: '28004', city: 'Madrid', otherZip: '28004', otherCity: 'Madrid' },
  'de-de': { zipcode: '01067', city: 'Dresden', otherZip: '01067', otherCity: 'Dresden' },
} as const;
type TestedLocale = keyof typeof PLACES;

function addressFields(locale: TestedLocale, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    label: 'Maison',
    civility: 'ms',
    firstname: 'Camille',
    lastname: 'Leroy',
    company: '',
    companyNumber: '',
    line1: 'Rue des Sources 12',
    line2: '',
    line3: '',
    country: locale.slice(3),
    zipcode: PLACES[locale].zipcode,
    city: PLACES[locale].city,
    province: locale === 'es-es' ? '28' : '',
    deliveryInfo: '',
    phone: '',
    mobile: '',
    ...overrides,
  };
}

function addressPayload(locale: TestedLocale, overrides: Partial<AddressPayload> = {}): AddressPayload {
  return {
    label: 'Bureau',
    civility: 'mr',
    firstname: 'Paul',
    lastname: 'Leroy',
    line1: 'Avenue du Parc 3',
    line2: '',
    line3: '',
    delivery_info: '',
    zipcode: PLACES[locale].otherZip,
    city: PLACES[locale].otherCity,
    country: locale.slice(3),
    phone: '',
    mobile: '',
    province: locale === 'es-es' ? '28' : null,
    company: '',
    company_number: '',
    default_invoice: false,
    default_shipping: false,
    ...overrides,
  };
}

/** The text of the page's status messages (what was saved). */
const statusText = (response: { text: string }) =>
  [...pageOf(response).container.querySelectorAll('.form__done')].map((element) => element.textContent).join(' | ');

/** The first product of a locale's catalogue, as its card and page know it. */
async function aProduct(customer: Customer): Promise<{ id: number; slug: string; name: string }> {
  const { items } = await customer.anonymous.products.list({ perPage: 1 });
  const product = items[0]!;
  return { id: product.id, slug: product.slug, name: product.name };
}

for (const locale of ['fr-be', 'it-it'] as const) {
  const texts = TEXTS[locale];
  const host = hostOf(locale);

  describe(`the account area without JavaScript (${locale})`, () => {
    it('sends an anonymous visitor to login, keeping the page they wanted, and stores nothing', async () => {
      const app = bench.app();
      for (const kind of SCREENS) {
        const path = pathOf(kind, locale);
        const response = await request(app).get(path).set('Host', host);
        assert.equal(response.status, 303, `${kind}: ${response.status}`);
        const location = new URL(response.headers.location!, `http://${host}`);
        assert.equal(location.pathname, pathOf('myLogin', locale));
        assert.equal(location.searchParams.get('redirect'), path);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });

    it('shows each screen to the customer, private and never stored, the current one marked in the navigation', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const titles = router().table(locale).titles;
      for (const kind of SCREENS) {
        const { response } = await openAs(app, customer, pathOf(kind, locale));
        assert.equal(response.headers['cache-control'], 'private, no-store', kind);
        const page = pageOf(response);
        const nav = page.document.querySelector('nav.account-nav')!;
        assert.equal(nav.getAttribute('aria-label'), texts.account.nav);
        const current = [...nav.querySelectorAll('a[aria-current]')];
        assert.equal(current.length, 1, `${kind}: one section is current`);
        const section = kind === 'myAddressNew' ? 'myAddresses' : kind;
        assert.equal(current[0]!.textContent, titles[section]);
        assert.equal(current[0]!.getAttribute('aria-current'), kind === 'myAddressNew' ? 'true' : 'page');
        const robots = page.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
        assert.match(robots, /noindex/, `${kind} is not indexed`);
      }
      const dashboard = await openAs(app, customer, pathOf('myAccount', locale));
      assert.equal(
        pageOf(dashboard.response).document.querySelector('h1')?.textContent,
        texts.account.dashboard.greeting.replace('{{name}}', customer.firstname),
      );
    });

    it('saves the personal information, then says so', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const path = pathOf('myPersonalInfo', locale);
      const page = await openAs(app, customer, path);
      const values = shownValues(page.response);
      assert.equal(values.firstname, customer.firstname, 'the form starts from the account');
      assert.equal(values.birthYear, '1990');
      assert.deepEqual(
        [...pageOf(page.response).document.querySelectorAll('select[name="origin"] option')].map((option) => [
          option.getAttribute('value'),
          option.textContent,
        ]),
        (['none', 'MED', 'PHA', 'AMI', 'PRE', 'INT', 'FON', 'AUT'] as const).map((code) => [
          code,
          texts.forms.origins[code],
        ]),
        'every origin of SPEC §3, the foundation included',
      );
      const sent = await postAs(app, customer, page, path, {
        ...values,
        _form: 'personalInfo',
        origin: 'FON',
        firstname: 'Camilla',
        phone: '+39 06 1234 5678',
        birthDay: '29',
        birthMonth: '2',
        birthYear: '1988',
      });
      assert.equal(sent.status, 303, sent.text.slice(0, 300));
      assert.equal(sent.headers.location, `${path}?done=personalInfo`);
      const profile = await customer.api.account.profile();
      assert.equal(profile.firstname, 'Camilla');
      assert.equal(profile.birth_date, '1988-02-29');
      assert.equal(profile.origin, 'FON', 'the foundation, by its code');
      const after = await openAs(app, customer, sent.headers.location!);
      assert.equal(statusText(after.response), texts.account.personalInfo.saved);
      assert.equal(shownValues(after.response).firstname, 'Camilla');
    });

    it('refuses an overlong name, a malformed phone and a date that does not exist: 422, each message, everything typed, nothing written', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const path = pathOf('myPersonalInfo', locale);
      const page = await openAs(app, customer, path);
      const long = 'A'.repeat(81);
      const sent = await postAs(app, customer, page, path, {
        ...shownValues(page.response),
        _form: 'personalInfo',
        lastname: long,
        phone: '06 12 ab',
        birthDay: '31',
        birthMonth: '2',
        birthYear: '1990',
      });
      assert.equal(sent.status, 422);
      const messages = fieldMessages(sent);
      assert.equal(messages.lastname, texts.forms.validation.maxLength.replace('{{max}}', '80'));
      assert.equal(messages.phone, texts.forms.validation.phone);
      assert.equal(messages.birthDay, texts.forms.validation.birthDateInvalid);
      assert.ok(shownText(sent).includes(texts.forms.validation.requiredFields));
      assert.equal(shownValues(sent).lastname, long, 'what was typed is shown again');
      assert.equal(shownValues(sent).phone, '06 12 ab');
      assert.equal((await customer.api.account.profile()).lastname, customer.lastname, 'nothing was written');
    });

    it('changes the login e-mail; a wrong current password and an e-mail another account uses are refused', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const other = await newCustomer(bench, locale);
      const path = pathOf('myCredentials', locale);
      const page = await openAs(app, customer, path);

      const wrong = await postAs(app, customer, page, path, {
        _form: 'changeEmail',
        email: `new.${customer.email}`,
        currentPassword: 'Not-the-password-1',
      });
      assert.equal(wrong.status, 403);
      assert.ok(shownText(wrong).includes(texts.forms.formErrors.wrongPassword));
      assert.equal(fieldMessages(wrong).currentPassword, texts.forms.validation.currentPassword);
      assert.equal(shownValues(wrong).email, `new.${customer.email}`, 'the e-mail typed stays');
      assert.ok(!shownValues(wrong).currentPassword, 'a password is never sent back');
      assert.equal(fieldMessages(wrong).email, undefined, 'the e-mail is right');

      const taken = await postAs(app, customer, page, path, {
        _form: 'changeEmail',
        email: other.email,
        currentPassword: CUSTOMER_PASSWORD,
      });
      assert.equal(taken.status, 409);
      assert.ok(shownText(taken).includes(texts.forms.formErrors.emailUsed));

      const changed = await postAs(app, customer, page, path, {
        _form: 'changeEmail',
        email: `new.${customer.email}`,
        currentPassword: CUSTOMER_PASSWORD,
      });
      assert.equal(changed.status, 303);
      assert.equal(changed.headers.location, `${path}?done=changeEmail`);
      assert.equal((await customer.api.account.profile()).email, `new.${customer.email}`);
      const after = await openAs(app, customer, changed.headers.location!);
      assert.equal(statusText(after.response), texts.account.credentials.emailSaved);
    });

    it('changes the password, which ends the customer’s other sessions; a weak one is refused', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const elsewhere = await customer.anonymous.account.login({ email: customer.email, password: CUSTOMER_PASSWORD });
      const path = pathOf('myCredentials', locale);
      const page = await openAs(app, customer, path);

      const weak = await postAs(app, customer, page, path, {
        _form: 'changePassword',
        currentPassword: CUSTOMER_PASSWORD,
        password: 'camille1990',
        passwordConfirm: 'camille1990',
      });
      assert.equal(weak.status, 422);
      assert.equal(fieldMessages(weak).password, texts.forms.validation.passwordWeak);
      assert.equal(
        fieldMessages(weak).currentPassword,
        texts.forms.validation.currentPassword,
        'a password is never sent back: it is asked for again',
      );

      const mismatch = await postAs(app, customer, page, path, {
        _form: 'changePassword',
        currentPassword: CUSTOMER_PASSWORD,
        password: 'Quiet-Harbour-57',
        passwordConfirm: 'Quiet-Harbour-58',
      });
      assert.equal(mismatch.status, 422);
      assert.equal(fieldMessages(mismatch).passwordConfirm, texts.forms.validation.passwordMismatch);

      const changed = await postAs(app, customer, page, path, {
        _form: 'changePassword',
        currentPassword: CUSTOMER_PASSWORD,
        password: 'Quiet-Harbour-57',
        passwordConfirm: 'Quiet-Harbour-57',
      });
      assert.equal(changed.status, 303, changed.text.slice(0, 300));
      const after = await openAs(app, customer, changed.headers.location!);
      assert.equal(statusText(after.response), texts.account.credentials.passwordSaved);

      // The other session now meets login, which says it was disconnected.
      const ended = await request(app)
        .get(pathOf('myAccount', locale))
        .set('Host', host)
        .set('Cookie', `jwt_token=${elsewhere.token}`);
      assert.equal(ended.status, 303);
      const login = new URL(ended.headers.location!, `http://${host}`);
      assert.equal(login.pathname, pathOf('myLogin', locale));
      assert.equal(login.searchParams.get('disconnected'), '1');
      await customer.anonymous.account.login({ email: customer.email, password: 'Quiet-Harbour-57' });
    });

    it('saves the five opt-ins', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const path = pathOf('mySubscriptions', locale);
      const page = await openAs(app, customer, path);
      const boxes = [...pageOf(page.response).document.querySelectorAll('input[type="checkbox"]')];
      assert.deepEqual(
        boxes.map((box) => box.getAttribute('name')),
        ['information', 'product_sms', 'advice_email', 'diet_newsletter', 'foundation'],
      );
      const sent = await postAs(app, customer, page, path, {
        _form: 'subscriptions',
        product_sms: 'yes',
        foundation: 'yes',
      });
      assert.equal(sent.status, 303);
      assert.deepEqual((await customer.api.account.profile()).opt_ins, {
        information: false,
        product_sms: true,
        advice_email: false,
        diet_newsletter: false,
        foundation: true,
      });
      const after = await openAs(app, customer, sent.headers.location!);
      assert.equal(statusText(after.response), texts.account.subscriptions.saved);
      assert.deepEqual(
        Object.keys(shownValues(after.response)).filter((name) =>
          boxes.some((box) => box.getAttribute('name') === name),
        ),
        ['product_sms', 'foundation'],
      );
    });

    it('adds an address (lines of 35 characters, the city of its postal code), changes it, and lists it', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const newPath = pathOf('myAddressNew', locale);
      const page = await openAs(app, customer, newPath);
      const line = 'B'.repeat(35);
      const added = await postAs(app, customer, page, newPath, {
        _form: 'addressAdd',
        ...addressFields(locale, { line1: line, city: PLACES[locale].city.toUpperCase() }),
      });
      assert.equal(added.status, 303, added.text.slice(0, 300));
      assert.equal(added.headers.location, `${pathOf('myAddresses', locale)}?done=addressAdd`);
      const [address] = await customer.api.account.addresses();
      assert.equal(address!.line1, line);
      assert.equal(address!.city, PLACES[locale].city, 'the city as the lookup spells it');
      assert.equal(address!.default_invoice && address!.default_shipping, true, 'the first address is both defaults');

      const book = await openAs(app, customer, added.headers.location!);
      assert.equal(statusText(book.response), texts.account.addresses.added);
      assert.ok(shownText(book.response).includes(line));

      const editPath = pathOf('myAddressEdit', locale, { id: String(address!.id) });
      const edit = await openAs(app, customer, editPath);
      assert.equal(shownValues(edit.response).line1, line, 'the form starts from the address');
      const edited = await postAs(app, customer, edit, editPath, {
        ...shownValues(edit.response),
        _form: 'addressEdit',
        address: String(address!.id),
        line2: 'Bâtiment C',
      });
      assert.equal(edited.status, 303, edited.text.slice(0, 300));
      assert.equal((await customer.api.account.addresses())[0]!.line2, 'Bâtiment C');
      const after = await openAs(app, customer, edited.headers.location!);
      assert.equal(statusText(after.response), texts.account.addresses.edited);
    });

    it('refuses a 36-character line and a postal code of the wrong shape: 422, everything typed, nothing written', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const newPath = pathOf('myAddressNew', locale);
      const page = await openAs(app, customer, newPath);
      const line = 'C'.repeat(36);
      const sent = await postAs(app, customer, page, newPath, {
        _form: 'addressAdd',
        ...addressFields(locale, { line2: line, zipcode: '123' }),
      });
      assert.equal(sent.status, 422);
      const messages = fieldMessages(sent);
      assert.equal(messages.line2, texts.forms.validation.maxLength.replace('{{max}}', '35'));
      const country = locale.slice(3) as 'be' | 'it';
      assert.equal(messages.zipcode, texts.forms.validation.zipCode[country]);
      assert.equal(shownValues(sent).line2, line);
      assert.equal(shownValues(sent).label, 'Maison');
      assert.deepEqual(await customer.api.account.addresses(), [], 'nothing was written');

      const notOfTheCode = await postAs(app, customer, page, newPath, {
        _form: 'addressAdd',
        ...addressFields(locale, { city: 'Atlantis' }),
      });
      assert.equal(notOfTheCode.status, 422);
      assert.equal(fieldMessages(notOfTheCode).city, texts.forms.validation.cityOfZip);
      assert.deepEqual(await customer.api.account.addresses(), []);
    });

    it('makes another address the default, refuses to delete a default one (SPEC §8), deletes the other', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const first = await customer.api.account.addAddress(addressPayload(locale, { label: 'Maison' }));
      const second = await customer.api.account.addAddress(addressPayload(locale, { label: 'Bureau' }));
      const path = pathOf('myAddresses', locale);
      const page = await openAs(app, customer, path);

      const refused = await postAs(app, customer, page, path, { _form: 'addressDelete', address: String(first) });
      assert.equal(refused.status, 409);
      const card = pageOf(refused).document.getElementById(`address-${first}`)!;
      assert.equal(card.querySelector('[role="alert"]')?.textContent, texts.forms.formErrors.defaultAddress);
      assert.equal((await customer.api.account.addresses()).length, 2, 'nothing was deleted');

      const shipping = await postAs(app, customer, page, path, {
        _form: 'addressDefault',
        address: String(second),
        use: 'shipping',
      });
      assert.equal(shipping.status, 303);
      assert.equal(shipping.headers.location, `${path}?done=addressDefault`);
      const book = await customer.api.account.addresses();
      assert.equal(book.find((address) => address.id === second)!.default_shipping, true);
      assert.equal(book.find((address) => address.id === first)!.default_shipping, false);
      const after = await openAs(app, customer, shipping.headers.location!);
      assert.equal(statusText(after.response), texts.account.addresses.defaultSet);

      const stillDefault = await postAs(app, customer, page, path, { _form: 'addressDelete', address: String(second) });
      assert.equal(stillDefault.status, 409, 'the default shipping address is kept too');

      await customer.api.account.makeDefaultAddress(first, 'shipping');
      const deleted = await postAs(app, customer, page, path, { _form: 'addressDelete', address: String(second) });
      assert.equal(deleted.status, 303);
      assert.deepEqual(
        (await customer.api.account.addresses()).map((address) => address.id),
        [first],
      );
      const gone = await openAs(app, customer, deleted.headers.location!);
      assert.equal(statusText(gone.response), texts.account.addresses.deleted);
    });

    it('answers 404 for an address the book does not hold', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const response = await request(app)
        .get(pathOf('myAddressEdit', locale, { id: '999999' }))
        .set('Host', host)
        .set('Cookie', `jwt_token=${customer.token}`);
      assert.ok([302, 404].includes(response.status), String(response.status));
    });

    it('adds a product to the favourites from its page and comes back there; SPEC §8’s already favourite and add failed are said on that page', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const product = await aProduct(customer);
      const productPath = pathOf('product', locale, { slug: product.slug });
      const page = await openAs(app, customer, productPath);
      const form = pageOf(page.response).document.querySelector('form.favourite')!;
      assert.equal(form.querySelector('input[name="_form"]')?.getAttribute('value'), 'favouriteAdd');

      const added = await postAs(app, customer, page, productPath, {
        _form: 'favouriteAdd',
        kind: 'product',
        id: String(product.id),
        redirect: productPath,
      });
      assert.equal(added.status, 303);
      assert.equal(added.headers.location, productPath);
      assert.deepEqual((await customer.api.account.session()).favourites.products, [product.id]);
      const after = await openAs(app, customer, productPath);
      const button = pageOf(after.response).document.querySelector('form.favourite button')!;
      assert.equal(button.getAttribute('aria-pressed'), 'true', 'the button now says it is a favourite');

      const again = await postAs(app, customer, page, productPath, {
        _form: 'favouriteAdd',
        kind: 'product',
        id: String(product.id),
        redirect: productPath,
      });
      assert.equal(again.status, 409);
      assert.equal(
        pageOf(again).document.querySelector('form.favourite [role="status"]')?.textContent,
        texts.common.favourite.already,
      );

      const unknown = await postAs(app, customer, page, productPath, {
        _form: 'favouriteAdd',
        kind: 'product',
        id: '999999',
        redirect: productPath,
      });
      assert.equal(unknown.status, 404);
      assert.ok(shownText(unknown).includes(product.name), 'the product page is shown again');
      assert.deepEqual((await customer.api.account.session()).favourites.products, [product.id]);
    });

    it('lists the favourite products and pharmacies, with a link to each, and removes them', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const product = await aProduct(customer);
      await customer.api.account.addFavourite('product', product.id);
      const productsPath = pathOf('myFavouriteProducts', locale);
      const products = await openAs(app, customer, productsPath);
      const link = pageOf(products.response).document.querySelector('.card a')?.getAttribute('href');
      assert.equal(link, pathOf('product', locale, { slug: product.slug }));
      const removed = await postAs(app, customer, products, productsPath, {
        _form: 'favouriteRemove',
        kind: 'product',
        id: String(product.id),
      });
      assert.equal(removed.status, 303);
      assert.equal(removed.headers.location, `${productsPath}?done=favouriteRemove`);
      const emptied = await openAs(app, customer, removed.headers.location!);
      assert.equal(statusText(emptied.response), texts.account.favourites.removed);
      assert.ok(shownText(emptied.response).includes(texts.account.favourites.productsEmpty));

      const pharmaciesPath = pathOf('myFavouritePharmacies', locale);
      const empty = await openAs(app, customer, pharmaciesPath);
      assert.ok(shownText(empty.response).includes(texts.account.favourites.pharmaciesEmpty));
    });

    it('sends an anonymous visitor’s favourite to login, which adds it and brings them back', async () => {
      const app = bench.app();
      const customer = await newCustomer(bench, locale);
      const product = await aProduct(customer);
      const productPath = pathOf('product', locale, { slug: product.slug });
      const anonymous = await request(app).get(productPath).set('Host', host);
      const link = pageOf(anonymous).document.querySelector('a.favourite')?.getAttribute('href');
      assert.ok(link, 'an anonymous visitor gets a link to login');
      const login = new URL(link, `http://${host}`);
      assert.equal(login.pathname, pathOf('myLogin', locale));
      assert.equal(login.searchParams.get('redirect'), productPath);
      assert.equal(login.searchParams.get('favourite'), `product-${product.id}`);

      // The login form carries what its page's link said (issue 19a's login page).
      const page = await openAs(app, customer, pathOf('myAccount', locale));
      const loggedIn = await request(app)
        .post(login.pathname)
        .set('Host', host)
        .set('Origin', `http://${host}`)
        .set('Cookie', page.cookie.split('; ').at(-1)!)
        .type('form')
        .send(
          new URLSearchParams({
            _csrf: page.token,
            _form: 'login',
            email: customer.email,
            password: CUSTOMER_PASSWORD,
            redirect: productPath,
            favourite: `product-${product.id}`,
          }).toString(),
        );
      assert.equal(loggedIn.status, 303, loggedIn.text.slice(0, 300));
      assert.equal(loggedIn.headers.location, productPath);
      assert.deepEqual((await customer.api.account.session()).favourites.products, [product.id]);
    });
  });
}

describe('the account area in Spanish (the Spanish block’s rules)', () => {
  it('asks for the province and follows the phone patterns of SPEC §5', async () => {
    const app = bench.app();
    const customer = await newCustomer(bench, 'es-es');
    const path = pathOf('myPersonalInfo', 'es-es');
    const page = await openAs(app, customer, path);
    assert.ok(pageOf(page.response).document.querySelector('select[name="province"] option[value="28"]'));
    const sent = await postAs(app, customer, page, path, {
      ...shownValues(page.response),
      _form: 'personalInfo',
      province: '',
      mobile: '0912345678',
      phone: '612345678',
    });
    assert.equal(sent.status, 422);
    const messages = fieldMessages(sent);
    assert.equal(messages.province, es.forms.validation.province);
    assert.equal(messages.mobile, es.forms.validation.mobileSpain);
    assert.equal(messages.phone, es.forms.validation.phoneSpain);
  });
});

describe('the account forms with JavaScript: the browser’s action’s JSON answers', () => {
  it('saves and answers the page’s data read again, so the page shows the change without asking', async () => {
    const app = bench.app();
    const customer = await newCustomer(bench, 'fr-be');
    const path = pathOf('myPersonalInfo', 'fr-be');
    const page = await openAs(app, customer, path);
    const sent = await postAs(
      app,
      customer,
      page,
      path,
      { ...shownValues(page.response), _form: 'personalInfo', firstname: 'Camilla' },
      { json: true },
    );
    assert.equal(sent.status, 200);
    assert.equal(sent.body.ok, true);
    assert.equal(sent.body.redirect, null);
    assert.equal(sent.body.done, 'personalInfo');
    const queries = (sent.body.state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    const profile = queries.find((query) => query.queryKey.join() === 'account,profile')?.state.data as {
      firstname: string;
    };
    assert.equal(profile.firstname, 'Camilla');
    assert.equal(sent.headers['cache-control'], 'no-store');
  });

  it('answers a refusal in JSON: SPEC §8’s default address, an overlong line', async () => {
    const app = bench.app();
    const customer = await newCustomer(bench, 'it-it');
    const first = await customer.api.account.addAddress(addressPayload('it-it'));
    const path = pathOf('myAddresses', 'it-it');
    const page = await openAs(app, customer, path);
    const refused = await postAs(
      app,
      customer,
      page,
      path,
      { _form: 'addressDelete', address: String(first) },
      { json: true },
    );
    assert.equal(refused.status, 409);
    assert.deepEqual(
      { ok: refused.body.ok, form: refused.body.form, formError: refused.body.formError, values: refused.body.values },
      { ok: false, form: 'addressDelete', formError: { code: 'defaultAddress' }, values: { address: String(first) } },
    );

    const newPath = pathOf('myAddressNew', 'it-it');
    const overlong = await postAs(
      app,
      customer,
      page,
      newPath,
      { _form: 'addressAdd', ...addressFields('it-it', { line3: 'D'.repeat(36) }) },
      { json: true },
    );
    assert.equal(overlong.status, 422);
    assert.deepEqual(overlong.body.errors.line3, { key: 'validation.maxLength', max: 35 });
    assert.equal((await customer.api.account.addresses()).length, 1);
  });

  it('sends a form of a customer whose session ended to login, saying they were disconnected', async () => {
    const app = bench.app();
    const customer = await newCustomer(bench, 'fr-be');
    const path = pathOf('mySubscriptions', 'fr-be');
    const page = await openAs(app, customer, path);
    await customer.api.account.logout();
    const sent = await postAs(
      app,
      customer,
      page,
      path,
      { _form: 'subscriptions', information: 'yes' },
      { json: true },
    );
    assert.equal(sent.status, 200);
    assert.equal(sent.body.ok, true);
    assert.equal(sent.body.reload, true);
    const login = new URL(sent.body.redirect as string, 'http://be.localhost');
    assert.equal(login.pathname, pathOf('myLogin', 'fr-be'));
    assert.equal(login.searchParams.get('disconnected'), '1');
    assert.equal(login.searchParams.get('redirect'), path);
  });
});
