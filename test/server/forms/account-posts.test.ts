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
