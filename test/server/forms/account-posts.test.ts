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
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../server/auth/login-attempts.ts';
import { SESSION_COOKIE } from '../../../server/auth/session-cookie.ts';
import { DEV_OUTBOX_PATH } from '../../../shared/account-paths.ts';
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

  it('stops guessing: after LOGIN_FAILURES_PER_ACCOUNT failures even the right password waits, and says for how long', async () => {
    const { visitor: who } = visitor('fr-be');
    const email = 'lukas.meier@example.ch';
    // Lukas has no web account yet: the limit counts failures all the same, so it says nothing of who has one.
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++)
      assert.equal((await logIn('fr-be', who, email, `Wrong-Password-${attempt}`)).status, 401);
    const limited = await logIn('fr-be', who, email, 'Wrong-Password-x');
    assert.equal(limited.status, 429);
    assert.equal(alertOf(limited), fr.forms.formErrors.tooManyAttempts.replace('{{minutes}}', '15'));
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
      const form = await who.get(pathOf('mySignUp', locale));
      assert.deepEqual(
        [...pageOf(form).document.querySelectorAll('select[name="origin"] option')].map((option) =>
          option.getAttribute('value'),
        ),
        ['none', 'MED', 'PHA', 'AMI', 'PRE', 'INT', 'FON', 'AUT'],
        'every origin of SPEC §3, the foundation included',
      );
      const sent = signUpFields(locale, { origin: 'FON' });
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
      assert.equal(customer.origin, 'FON', 'the foundation, by its code');
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

/** The reset link of the newest e-mail to `email`, as a path of the site (with its token). */
async function resetLinkOf(deps: Parameters<AccountBench['mails']>[0], email: string): Promise<string> {
  const mail = (await bench.mails(deps)).find((message) => message.to === email);
  assert.ok(mail, `a reset e-mail to ${email}`);
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  assert.ok(url, 'the e-mail holds the link');
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

describe('a forgotten password without JavaScript', () => {
  for (const [locale, email] of [
    ['fr-be', 'lea.favre@example.ch'],
    ['it-it', 'giulia.rossi@example.it'],
  ] as const) {
    it(`${locale}: answers the same whether the e-mail has an account or not, and e-mails a link only when it has`, async () => {
      const { visitor: who, deps } = visitor(locale);
      await who.get(pathOf('myPasswordReset', locale));
      const before = (await bench.mails(deps)).length;
      const answers = [];
      for (const asked of [email, 'no.account.here@example.com']) {
        const response = await who.post(pathOf('myPasswordReset', locale), { _form: 'resetRequest', email: asked });
        assert.equal(response.status, 303);
        assert.equal(response.headers.location, `${pathOf('myPasswordReset', locale)}?done=resetRequest`);
        const page = await who.get(response.headers.location!);
        assert.ok(shownText(page).includes(textsOf(locale).account.reset.sent));
        assert.ok(
          pageOf(page).document.querySelector(`main a[href="${DEV_OUTBOX_PATH}"]`),
          'a tester finds the outbox',
        );
        answers.push(shownText(page));
      }
      assert.equal(answers[0], answers[1], 'nothing tells the two apart');
      const mails = await bench.mails(deps);
      assert.equal(mails.length - before, 1, 'one e-mail: to the account');
      assert.equal(mails[0]!.to, email);
      assert.equal(mails[0]!.subject, textsOf(locale).account.mail.reset.subject);
    });
  }

  it('fr-be: the link sets a strong password once, ends the other sessions, and said twice says the link already served', async () => {
    const email = 'anna.schmidt@example.de';
    const { visitor: other } = visitor('de-de');
    await logIn('de-de', other, email);
    assert.ok(other.cookies.has(SESSION_COOKIE));
    const { visitor: who, deps } = visitor('fr-be');
    await who.get(pathOf('myPasswordReset', 'fr-be'));
    await who.post(pathOf('myPasswordReset', 'fr-be'), { _form: 'resetRequest', email });
    const link = await resetLinkOf(deps, email);
    assert.ok(link.startsWith(`${pathOf('myNewPassword', 'fr-be')}?token=`), link);

    const page = await who.get(link);
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'no-store', 'the token in the URL is kept nowhere');
    const weak = await who.post(link, { _form: 'newPassword', password: 'azerty123', passwordConfirm: 'azerty123' });
    assert.equal(weak.status, 422);
    assert.equal(fieldMessages(weak).password, fr.forms.validation.passwordWeak);

    const fresh = 'Nouveau-Jardin-77';
    const set = await who.post(link, { _form: 'newPassword', password: fresh, passwordConfirm: fresh });
    assert.equal(set.status, 303, alertOf(set) ?? '');
    assert.equal(set.headers.location, `${pathOf('myAccount', 'fr-be')}?done=newPassword`);
    assert.ok(who.cookies.has(SESSION_COOKIE), 'a new session opens');

    const ended = await other.get(pathOf('myAccount', 'de-de'));
    assert.equal(ended.status, 303, 'the other session ended');
    assert.match(ended.headers.location!, /[?&]disconnected=1/);

    const again = new Visitor(bench.open().app, 'be.localhost');
    await again.get(link);
    const reused = await again.post(link, {
      _form: 'newPassword',
      password: 'Autre-Jardin-88',
      passwordConfirm: 'Autre-Jardin-88',
    });
    assert.equal(reused.status, 410);
    assert.equal(alertOf(reused), fr.forms.formErrors.resetUsed);
    const restart = pageOf(reused).document.querySelector(`main a[href="${pathOf('myPasswordReset', 'fr-be')}"]`);
    assert.equal(restart?.textContent, fr.account.newPassword.restart);
    assert.equal((await logIn('de-de', new Visitor(bench.open().app, 'de.localhost'), email, fresh)).status, 303);
  });

  it('it-it: an expired link says so, with the way to start again', async () => {
    const email = 'marie.dubois@example.be';
    const { visitor: who, deps } = visitor('it-it');
    await who.get(pathOf('myPasswordReset', 'it-it'));
    await who.post(pathOf('myPasswordReset', 'it-it'), { _form: 'resetRequest', email });
    const link = await resetLinkOf(deps, email);
    bench.advance(2 * 3600_000);
    try {
      await who.get(link);
      const expired = await who.post(link, { _form: 'newPassword', password: STRONG, passwordConfirm: STRONG });
      assert.equal(expired.status, 410);
      assert.equal(alertOf(expired), itTexts.forms.formErrors.resetExpired);
      assert.ok(pageOf(expired).document.querySelector(`main a[href="${pathOf('myPasswordReset', 'it-it')}"]`));
    } finally {
      bench.advance(-2 * 3600_000);
    }
  });

  it('a link cut short asks for the whole address or a new link, without a form', async () => {
    const { visitor: who } = visitor('fr-be');
    const page = await who.get(`${pathOf('myNewPassword', 'fr-be')}?token=abc`);
    assert.equal(page.status, 200);
    assert.ok(shownText(page).includes(fr.account.newPassword.noToken));
    assert.equal(pageOf(page).document.querySelector('form.form--new-password'), null);
  });
});

describe('sessions that end', () => {
  for (const locale of ['fr-be', 'it-it'] as const) {
    it(`${locale}: logging out revokes the session (its token is refused afterwards) and the page says so`, async () => {
      const { visitor: who } = visitor(locale);
      await logIn(locale, who, LOGINS[locale].email);
      const stolen = who.cookies.get(SESSION_COOKIE)!;
      const confirm = await who.get(pathOf('myLogout', locale));
      assert.equal(confirm.status, 200);
      assert.equal(confirm.headers['cache-control'], 'private, no-store');
      const out = await who.post(pathOf('myLogout', locale), { _form: 'logout' });
      assert.equal(out.status, 303);
      assert.equal(out.headers.location, `${pathOf('myLogout', locale)}?done=logout`);
      assert.equal(who.cookies.has(SESSION_COOKIE), false, 'the cookie is cleared');
      const done = await who.get(out.headers.location!);
      assert.ok(shownText(done).includes(textsOf(locale).account.logout.done));
      assert.equal(accountEntryOf(done), textsOf(locale).common.header.login);

      // The token kept by someone else (a copy of the cookie) no longer opens anything.
      who.cookies.set(SESSION_COOKIE, stolen);
      const replayed = await who.get(pathOf('myAccount', locale));
      assert.equal(replayed.status, 303);
      assert.equal(
        replayed.headers.location,
        `${pathOf('myLogin', locale)}?redirect=${encodeURIComponent(pathOf('myAccount', locale))}&disconnected=1`,
      );
      const login = await who.get(replayed.headers.location!);
      assert.ok(shownText(login).includes(textsOf(locale).account.login.disconnected));
    });
  }

  it('an expired session shows "you have been disconnected" on the login page, which brings the visitor back', async () => {
    const { visitor: who } = visitor('fr-be');
    await logIn('fr-be', who, LOGINS['fr-be'].email);
    bench.advance(15 * 24 * 3600_000);
    try {
      const wanted = pathOf('myAddresses', 'fr-be');
      const response = await who.get(wanted);
      assert.equal(response.status, 303);
      const login = await who.get(response.headers.location!);
      assert.ok(shownText(login).includes(fr.account.login.disconnected));
      assert.equal(shownValues(login).redirect, wanted);
    } finally {
      bench.advance(-15 * 24 * 3600_000);
    }
  });

  it('a private page answers `private, no-store` and an anonymous visitor goes to login keeping the path and query wanted', async () => {
    const { visitor: who } = visitor('it-it');
    const wanted = `${pathOf('myFavouriteProducts', 'it-it')}?page=2`;
    const response = await who.get(wanted);
    assert.equal(response.status, 303);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers.location, `${pathOf('myLogin', 'it-it')}?redirect=${encodeURIComponent(wanted)}`);
  });

  it('the 401 page (a preview without its right) links to our own login, keeping the page wanted', async () => {
    const { visitor: who } = visitor('fr-be');
    const response = await who.get('/fr/advice/preview/65');
    assert.equal(response.status, 401);
    const link = pageOf(response).document.querySelector(`main a[href^="${pathOf('myLogin', 'fr-be')}"]`);
    assert.equal(
      link?.getAttribute('href'),
      `${pathOf('myLogin', 'fr-be')}?redirect=${encodeURIComponent('/fr/advice/preview/65')}`,
    );
  });
});

describe('SPEC §8’s refusals as the browser’s action gets them (JSON, no reload)', () => {
  const json = { json: true };
  for (const locale of ['nl-be', 'de-de'] as const) {
    it(`${locale}: each refusal comes with its status and code, the visitor's words kept but the passwords`, async () => {
      const { visitor: who } = visitor(locale);
      await who.get(pathOf('myActivation', locale));
      const activation = (fields: Record<string, string>) =>
        who.post(
          pathOf('myActivation', locale),
          {
            _form: 'activation',
            email: 'someone.new@example.com',
            password: STRONG,
            passwordConfirm: STRONG,
            ...fields,
          },
          json,
        );
      const cases: [Promise<Response>, number, string][] = [
        [activation({ customerNumber: 'BE999999', lastname: 'Peeters' }), 404, 'customerNotFound'],
        [activation({ customerNumber: 'CH200002', lastname: 'Muster' }), 422, 'nameMismatch'],
        [activation({ customerNumber: 'DE400001', lastname: 'Schmidt' }), 409, 'customerHasUser'],
        [
          who.post(pathOf('mySignUp', locale), signUpFields(locale, { email: 'lea.favre@example.ch' }), json),
          409,
          'userExists',
        ],
        [
          who.post(pathOf('mySignUp', locale), signUpFields(locale, { email: 'jonas.becker@example.de' }), json),
          409,
          'customerEmailExists',
        ],
        [
          who.post(
            pathOf('myLogin', locale),
            { _form: 'login', email: 'jonas.becker@example.de', password: STRONG },
            json,
          ),
          401,
          'credentials',
        ],
        [
          who.post(
            `${pathOf('myNewPassword', locale)}?token=${'x'.repeat(43)}`,
            { _form: 'newPassword', token: 'x'.repeat(43), password: STRONG, passwordConfirm: STRONG },
            json,
          ),
          410,
          'resetExpired',
        ],
      ];
      for (const [answer, status, code] of cases) {
        const response = await answer;
        assert.equal(response.status, status, `${code}: ${JSON.stringify(response.body)}`);
        assert.equal(response.body.ok, false);
        assert.equal(response.body.formError.code, code);
        assert.equal(response.body.values.password, undefined, 'never the password');
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });
  }
});
