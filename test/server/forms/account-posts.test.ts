// The account area's ways in without JavaScript, and the same forms as the browser's action asks
// them (JSON), through the whole app on the real seed (issue 19, decision 026): login, sign-up,
// activation, password reset and new password, logout, in two locales at least, with each of
// SPEC §8's refusals said in the visitor's language, everything typed but the passwords shown
// again, and the bad input the issue lists: a tampered jwt_token (anonymous), a reset link used
// twice or expired, a replayed form, two sign-ups or activations racing for one customer (exactly
// one account), a redirect to another site (never followed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Response } from 'supertest';

import { DEMO_PASSWORD } from '../../../catalog/seed/customers.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { SESSION_COOKIE } from '../../../server/auth/session-cookie.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { type AccountBench, useAccountBench, Visitor } from './account-app.ts';
import { fieldMessages, pageOf, shownText, shownValues } from './form-app.ts';

const bench: AccountBench = useAccountBench();
const TEXTS = { fr, nl, de, es, it: itTexts } as const;
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];
const hostOf = (locale: Locale) => `${locale.slice(3)}.localhost`;
const router = () => bench.open().deps.routing.router();
const pathOf = (kind: RouteKind, locale: Locale) => router().href(kind, {}, locale)!;
const STRONG = 'Verger-Lumineux-2031';

function visitor(locale: Locale, env: Record<string, string> = {}) {
  const { app, deps } = bench.open(env);
  return { visitor: new Visitor(app, hostOf(locale)), deps };
}

/** The sentence above the form. */
const alertOf = (response: Response) => pageOf(response).document.querySelector('.form-alert__message')?.textContent;
/** What the header's account entry says. */
const accountEntryOf = (response: Response) =>
  pageOf(response).document.querySelector('.site-header a.account-entry')?.textContent?.trim();

async function logIn(locale: Locale, who: Visitor, email: string, password = DEMO_PASSWORD, query = '') {
  await who.get(`${pathOf('myLogin', locale)}${query}`);
  return who.post(`${pathOf('myLogin', locale)}${query}`, { _form: 'login', email, password });
}

const LOGINS = {
  'fr-be': { email: 'marie.dubois@example.be', firstName: 'Marie' },
  'it-it': { email: 'giulia.rossi@example.it', firstName: 'Giulia' },
} as const;

describe('logging in without JavaScript', () => {
  for (const locale of ['fr-be', 'it-it'] as const) {
    describe(`in ${locale}`, () => {
      const texts = () => textsOf(locale);
      const { email, firstName } = LOGINS[locale];

      it('shows the form, private to the visitor, with the way back and the other ways in', async () => {
        const { visitor: who } = visitor(locale);
        const wanted = router().href('products', {}, locale)!;
        const page = await who.get(`${pathOf('myLogin', locale)}?redirect=${encodeURIComponent(wanted)}`);
        assert.equal(page.status, 200);
        assert.equal(page.headers['cache-control'], 'private, no-cache');
        assert.equal(pageOf(page).document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
        assert.ok(who.token, 'the form carries its CSRF token');
        assert.equal(shownValues(page).redirect, wanted);
        const signUp = pageOf(page).document.querySelector(`a[href^="${pathOf('mySignUp', locale)}"]`);
        assert.equal(
          signUp?.getAttribute('href'),
          `${pathOf('mySignUp', locale)}?redirect=${encodeURIComponent(wanted)}`,
        );
        assert.equal(accountEntryOf(page), texts().common.header.login);
      });

      it('says that the e-mail and the password do not match, keeping the e-mail but never the password', async () => {
        const { visitor: who } = visitor(locale);
        const response = await logIn(locale, who, email, 'Not-The-Password-1');
        assert.equal(response.status, 401);
        assert.equal(alertOf(response), texts().forms.formErrors.credentials);
        assert.equal(shownValues(response).email, email);
        assert.ok(!shownValues(response).password, 'the password is not written back');
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.equal(who.cookies.has(SESSION_COOKIE), false);
      });

      it('says the same for an e-mail without an account', async () => {
        const { visitor: who } = visitor(locale);
        const response = await logIn(locale, who, 'nobody.here@example.com', 'Not-The-Password-1');
        assert.equal(response.status, 401);
        assert.equal(alertOf(response), texts().forms.formErrors.credentials);
      });

      it('asks for the missing credentials beside their fields', async () => {
        const { visitor: who } = visitor(locale);
        const response = await logIn(locale, who, '', '');
        assert.equal(response.status, 422);
        assert.deepEqual(fieldMessages(response), {
          email: texts().forms.validation.email,
          password: texts().forms.validation.password,
        });
      });

      it('opens the session in an HttpOnly, SameSite=Lax jwt_token cookie and goes back to the page wanted, which names the customer', async () => {
        const { visitor: who } = visitor(locale);
        const wanted = `${router().href('products', {}, locale)!}?sort=price-asc`;
        const response = await logIn(locale, who, email, DEMO_PASSWORD, `?redirect=${encodeURIComponent(wanted)}`);
        assert.equal(response.status, 303, alertOf(response) ?? '');
        assert.equal(response.headers.location, wanted);
        const cookie = ([] as string[])
          .concat(response.headers['set-cookie'] ?? [])
          .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
        assert.match(cookie ?? '', /; HttpOnly/);
        assert.match(cookie ?? '', /; SameSite=Lax/);
        assert.doesNotMatch(cookie ?? '', /; Secure/, 'http sites: not Secure');
        const page = await who.get(wanted);
        assert.equal(page.status, 200);
        assert.equal(page.headers['cache-control'], 'private, no-store');
        assert.equal(accountEntryOf(page), firstName);
        assert.equal(
          pageOf(page).document.querySelector('.site-header a.account-entry')?.getAttribute('href'),
          pathOf('myAccount', locale),
        );
      });
    });
  }

  it('never follows a redirect to another site: the dashboard instead', async () => {
    const { visitor: who } = visitor('fr-be');
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const response = await logIn(
        'fr-be',
        who,
        LOGINS['fr-be'].email,
        DEMO_PASSWORD,
        `?redirect=${encodeURIComponent(evil)}`,
      );
      assert.equal(response.status, 303);
      assert.ok(response.headers.location!.startsWith('/'), response.headers.location);
      assert.ok(!response.headers.location!.startsWith('//'), response.headers.location);
    }
  });

  it('keeps the e-mail typed when the CSRF token is missing (403, send again)', async () => {
    const { visitor: who } = visitor('fr-be');
    await who.get(pathOf('myLogin', 'fr-be'));
    who.token = '';
    const response = await who.post(pathOf('myLogin', 'fr-be'), {
      _form: 'login',
      email: 'marie.dubois@example.be',
      password: DEMO_PASSWORD,
    });
    assert.equal(response.status, 403);
    assert.equal(alertOf(response), fr.forms.formErrors.sessionExpired);
    assert.equal(shownValues(response).email, 'marie.dubois@example.be');
    assert.equal(who.cookies.has(SESSION_COOKIE), false);
  });

  it('answers the browser’s action in JSON: where to go as a document load, or the refusal', async () => {
    const { visitor: who } = visitor('it-it');
    await who.get(pathOf('myLogin', 'it-it'));
    const refused = await who.post(
      pathOf('myLogin', 'it-it'),
      { _form: 'login', email: 'giulia.rossi@example.it', password: 'Wrong-Password-9' },
      { json: true },
    );
    assert.equal(refused.status, 401);
    assert.equal(refused.body.ok, false);
    assert.deepEqual(refused.body.formError, { code: 'credentials' });
    assert.deepEqual(refused.body.values, { email: 'giulia.rossi@example.it' }, 'never the password');
    const granted = await who.post(
      pathOf('myLogin', 'it-it'),
      { _form: 'login', email: 'giulia.rossi@example.it', password: DEMO_PASSWORD, redirect: '/prodotti' },
      { json: true },
    );
    assert.equal(granted.status, 200);
    assert.deepEqual(granted.body, { ok: true, redirect: '/prodotti', reload: true });
    assert.ok(who.cookies.has(SESSION_COOKIE));
  });
});

describe('a jwt_token that is not ours', () => {
  it('is cleared and the visitor is anonymous: the header offers login, a private page sends to login without "disconnected"', async () => {
    const { visitor: who } = visitor('fr-be');
    await logIn('fr-be', who, LOGINS['fr-be'].email);
    const token = who.cookies.get(SESSION_COOKIE)!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
      'base64url',
    );
    for (const tampered of [`${header}.${forged}.${signature}`, `${token}x`, 'not-a-token']) {
      who.cookies.set(SESSION_COOKIE, tampered);
      const page = await who.get(router().href('products', {}, 'fr-be')!);
      assert.equal(page.status, 200);
      assert.equal(accountEntryOf(page), fr.common.header.login, tampered);
      assert.equal(who.cookies.has(SESSION_COOKIE), false, 'the cookie is cleared');
      who.cookies.set(SESSION_COOKIE, tampered);
      const private_ = await who.get(pathOf('myAccount', 'fr-be'));
      assert.equal(private_.status, 303);
      assert.equal(
        private_.headers.location,
        `${pathOf('myLogin', 'fr-be')}?redirect=${encodeURIComponent(pathOf('myAccount', 'fr-be'))}`,
      );
    }
  });
});

function signUpFields(locale: Locale, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    _form: 'signUp',
    email: `nouveau.${locale}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: STRONG,
    passwordConfirm: STRONG,
    civility: 'ms',
    firstname: 'Camille',
    lastname: 'Lefèvre',
    birthDay: '14',
    birthMonth: '7',
    birthYear: '1989',
    phone: '',
    mobile: '',
    country: locale.slice(3),
    province: '',
    origin: 'PHA',
    terms: 'yes',
    ...overrides,
  };
}

describe('signing up without JavaScript', () => {
  for (const locale of ['fr-be', 'it-it'] as const) {
    it(`${locale}: opens the account and its session, e-mails the confirmation with the customer number in the visitor's language, and leads to the dashboard`, async () => {
      const { visitor: who, deps } = visitor(locale);
      await who.get(pathOf('mySignUp', locale));
      const sent = signUpFields(locale);
      const response = await who.post(pathOf('mySignUp', locale), sent);
      assert.equal(response.status, 303, alertOf(response) ?? JSON.stringify(fieldMessages(response)));
      assert.equal(response.headers.location, `${pathOf('myAccount', locale)}?done=signUp`);
      assert.ok(who.cookies.has(SESSION_COOKIE));
      const account = bench.rows('web_account').find((row) => row.email === sent.email);
      assert.ok(account, 'the web account is stored');
      const mail = (await bench.mails(deps)).find((message) => message.to === sent.email);
      assert.ok(mail, 'the confirmation is in the outbox');
      assert.equal(mail.subject, textsOf(locale).account.mail.welcome.subject);
      const customer = bench.rows('customer').find((row) => row.id === account.customer_id)!;
      assert.ok(mail.text.includes(String(customer.number)), 'with the customer number');
      const page = await who.get(router().href('home', {}, locale)!);
      assert.equal(accountEntryOf(page), 'Camille');
    });

    it(`${locale}: checks every field again on the server, the password's strength included, and keeps all but the passwords`, async () => {
      const { visitor: who } = visitor(locale);
      await who.get(pathOf('mySignUp', locale));
      const response = await who.post(
        pathOf('mySignUp', locale),
        signUpFields(locale, {
          email: 'camille@exаmple.com', // a Cyrillic а
          password: 'Camille2024',
          passwordConfirm: 'Camille2025',
          civility: '',
          birthDay: '31',
          birthMonth: '2',
          terms: '',
        }),
      );
      assert.equal(response.status, 422);
      const texts = textsOf(locale).forms.validation;
      assert.deepEqual(fieldMessages(response), {
        email: texts.emailLatin,
        password: texts.passwordWeak,
        passwordConfirm: texts.passwordMismatch,
        civility: texts.civility,
        birthDay: texts.birthDateInvalid,
        terms: texts.terms,
      });
      assert.equal(alertOf(response), texts.requiredFields);
      const shown = shownValues(response);
      assert.equal(shown.email, 'camille@exаmple.com');
      assert.equal(shown.lastname, 'Lefèvre');
      assert.equal(shown.birthMonth, '2');
      assert.ok(!shown.password && !shown.passwordConfirm, 'never the passwords');
    });

    it(`${locale}: says that an account, or a customer's file, already has the e-mail`, async () => {
      const { visitor: who } = visitor(locale);
      await who.get(pathOf('mySignUp', locale));
      const taken = await who.post(pathOf('mySignUp', locale), signUpFields(locale, { email: LOGINS[locale].email }));
      assert.equal(taken.status, 409);
      assert.equal(alertOf(taken), textsOf(locale).forms.formErrors.userExists);
      const filed = locale === 'fr-be' ? 'jan.peeters@example.be' : 'marco.bianchi@example.it';
      const customer = await who.post(pathOf('mySignUp', locale), signUpFields(locale, { email: filed }));
      assert.equal(customer.status, 409);
      assert.equal(alertOf(customer), textsOf(locale).forms.formErrors.customerEmailExists);
    });
  }

  it('es-es: follows the Spanish block (mobile 06/07/+33/0033, landline not 6 or 7, a province of /provincials)', async () => {
    const { visitor: who } = visitor('es-es');
    const page = await who.get(pathOf('mySignUp', 'es-es'));
    const provinces = [...pageOf(page).document.querySelectorAll('select[name="province"] option')]
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    assert.equal(provinces.length, 52, 'the provinces of /provincials');
    const refused = await who.post(
      pathOf('mySignUp', 'es-es'),
      signUpFields('es-es', { phone: '612 345 678', mobile: '0912345678', province: '' }),
    );
    assert.equal(refused.status, 422);
    const texts = es.forms.validation;
    assert.deepEqual(fieldMessages(refused), {
      // Never shown again: the visitor types them anew.
      password: texts.password,
      passwordConfirm: texts.passwordConfirm,
      phone: texts.phoneSpain,
      mobile: texts.mobileSpain,
      province: texts.province,
    });
    const unknown = await who.post(pathOf('mySignUp', 'es-es'), signUpFields('es-es', { province: '99' }));
    assert.equal(unknown.status, 422);
    assert.equal(fieldMessages(unknown).province, texts.province);
    const stored = await who.post(
      pathOf('mySignUp', 'es-es'),
      signUpFields('es-es', { phone: '912 345 678', mobile: '+33 6 12 34 56 78', province: '28' }),
    );
    assert.equal(stored.status, 303, JSON.stringify(fieldMessages(stored)));
  });

  it('a replayed sign-up is refused (the account exists), and two racing for one e-mail make exactly one account', async () => {
    const { visitor: who } = visitor('fr-be');
    await who.get(pathOf('mySignUp', 'fr-be'));
    const sent = signUpFields('fr-be');
    assert.equal((await who.post(pathOf('mySignUp', 'fr-be'), sent)).status, 303);
    const replayed = await who.post(pathOf('mySignUp', 'fr-be'), sent);
    assert.equal(replayed.status, 409);
    assert.equal(alertOf(replayed), fr.forms.formErrors.userExists);

    const racing = signUpFields('fr-be');
    const visitors = [visitor('fr-be').visitor, visitor('fr-be').visitor, visitor('fr-be').visitor];
    for (const each of visitors) await each.get(pathOf('mySignUp', 'fr-be'));
    const answers = await Promise.all(visitors.map((each) => each.post(pathOf('mySignUp', 'fr-be'), racing)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [303, 409, 409]);
    assert.equal(bench.rows('web_account').filter((row) => row.email === racing.email).length, 1);
  });
});

describe('activating the web account of a known customer without JavaScript', () => {
  const activation = (locale: Locale, overrides: Record<string, string>) => ({
    _form: 'activation',
    customerNumber: '',
    lastname: '',
    email: `active.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: STRONG,
    passwordConfirm: STRONG,
    ...overrides,
  });

  for (const [locale, known, withAccount] of [
    ['fr-be', { customerNumber: 'BE100002', lastname: 'Peeters' }, { customerNumber: 'BE100001', lastname: 'Dubois' }],
    ['it-it', { customerNumber: 'IT500002', lastname: 'Bianchi' }, { customerNumber: 'IT500001', lastname: 'Rossi' }],
  ] as const) {
    it(`${locale}: says SPEC §8's customer lookup refusals: number not found, name does not match, user already exists`, async () => {
      const { visitor: who } = visitor(locale);
      await who.get(pathOf('myActivation', locale));
      const texts = textsOf(locale).forms.formErrors;
      const notFound = await who.post(
        pathOf('myActivation', locale),
        activation(locale, { customerNumber: 'XX999999', lastname: 'Nobody' }),
      );
      assert.equal(notFound.status, 404);
      assert.equal(alertOf(notFound), texts.customerNotFound);
      assert.equal(shownValues(notFound).customerNumber, 'XX999999', 'the number typed stays');
      const mismatch = await who.post(
        pathOf('myActivation', locale),
        activation(locale, { customerNumber: known.customerNumber, lastname: 'Someone Else' }),
      );
      assert.equal(mismatch.status, 422);
      assert.equal(alertOf(mismatch), texts.nameMismatch);
      const hasUser = await who.post(pathOf('myActivation', locale), activation(locale, withAccount));
      assert.equal(hasUser.status, 409);
      assert.equal(alertOf(hasUser), texts.customerHasUser);
    });

    it(`${locale}: two activations racing for one customer number make exactly one account, and the customer is welcomed`, async () => {
      const visitors = [visitor(locale), visitor(locale), visitor(locale)];
      for (const { visitor: each } of visitors) await each.get(pathOf('myActivation', locale));
      const answers = await Promise.all(
        visitors.map(({ visitor: each }, index) =>
          each.post(
            pathOf('myActivation', locale),
            activation(locale, { ...known, email: `race${index}.${locale}@example.com` }),
          ),
        ),
      );
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [303, 409, 409]);
      const customer = bench.rows('customer').find((row) => row.number === known.customerNumber)!;
      assert.equal(bench.rows('web_account').filter((row) => row.customer_id === customer.id).length, 1);
      const winner = answers.findIndex((answer) => answer.status === 303);
      assert.equal(answers[winner]!.headers.location, `${pathOf('myAccount', locale)}?done=activation`);
      const loser = answers.find((answer) => answer.status === 409)!;
      assert.equal(alertOf(loser), textsOf(locale).forms.formErrors.customerHasUser);
    });
  }
});
