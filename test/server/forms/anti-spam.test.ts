// The anti-spam check (SPEC §5, decision 015): off by default, reCAPTCHA v3 when configured,
// and whatever it says the visitor keeps the form filled (SPEC §8's anti-spam message).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadConfig } from '../../../config/env.ts';
import {
  type AntiSpam,
  type AntiSpamCheck,
  antiSpamOf,
  type AntiSpamVerdict,
} from '../../../server/forms/anti-spam.ts';
import { RECAPTCHA_VERIFY_URL, recaptchaAntiSpam } from '../../../server/forms/recaptcha.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { openForm, postForm, shownText, shownValues, useFormBench } from './form-app.ts';

const bench = useFormBench();

function fakeVerify(answer: () => Promise<Response>) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, body: new URLSearchParams(String(init.body)) });
    return answer();
  };
  return { calls, fetch };
}

const CHECK: AntiSpamCheck = { token: 'token-from-the-browser', action: 'contact', ip: '203.0.113.7' };

describe('the reCAPTCHA v3 adapter', () => {
  it('asks Google with the secret, the token and the address, and passes a genuine token of the action with a score at the minimum', async () => {
    const fake = fakeVerify(async () => Response.json({ success: true, score: 0.5, action: 'contact' }));
    const check = recaptchaAntiSpam({ secret: 'the-secret-0123456789', minScore: 0.5, fetch: fake.fetch });
    assert.deepEqual(await check.verify(CHECK), { ok: true });
    assert.equal(fake.calls[0]!.url, RECAPTCHA_VERIFY_URL);
    assert.deepEqual(Object.fromEntries(fake.calls[0]!.body), {
      secret: 'the-secret-0123456789',
      response: 'token-from-the-browser',
      remoteip: '203.0.113.7',
    });
  });

  it('rejects a low score, another action or a token Google does not know', async () => {
    for (const answer of [
      { success: true, score: 0.3, action: 'contact' },
      { success: true, score: 0.9, action: 'newsletter' },
      { success: false, 'error-codes': ['invalid-input-response'] },
    ]) {
      const check = recaptchaAntiSpam({
        secret: 'the-secret-0123456789',
        minScore: 0.5,
        fetch: fakeVerify(async () => Response.json(answer)).fetch,
      });
      assert.deepEqual(await check.verify(CHECK), { ok: false, reason: 'rejected' }, JSON.stringify(answer));
    }
  });

  it('says unavailable when Google cannot be asked, and missing without a token (asking nothing)', async () => {
    for (const answer of [
      async () => new Response('oops', { status: 500 }),
      async () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('not json'),
    ]) {
      const check = recaptchaAntiSpam({
        secret: 'the-secret-0123456789',
        minScore: 0.5,
        fetch: fakeVerify(answer).fetch,
      });
      assert.deepEqual(await check.verify(CHECK), { ok: false, reason: 'unavailable' });
    }
    const fake = fakeVerify(async () => Response.json({ success: true, score: 1, action: 'contact' }));
    assert.deepEqual(
      await recaptchaAntiSpam({ secret: 'the-secret-0123456789', minScore: 0.5, fetch: fake.fetch }).verify({
        ...CHECK,
        token: '',
      }),
      { ok: false, reason: 'missing' },
    );
    assert.equal(fake.calls.length, 0);
  });

  it('gives up after its timeout', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    const check = recaptchaAntiSpam({ secret: 'the-secret-0123456789', minScore: 0.5, fetch: hanging, timeoutMs: 20 });
    assert.deepEqual(await check.verify(CHECK), { ok: false, reason: 'unavailable' });
  });
});

describe('the default configuration', () => {
  it('has no anti-spam check, so no network call', () => {
    assert.equal(antiSpamOf(loadConfig({}).recaptcha).enabled, false);
    assert.equal(
      antiSpamOf(
        loadConfig({ RECAPTCHA_SITE_KEY: 'site-key-0123456789', RECAPTCHA_SECRET: 'the-secret-0123456789' }).recaptcha,
      ).enabled,
      true,
    );
  });
});

describe('a submission the anti-spam check refuses', () => {
  function fakeCheck(verdict: AntiSpamVerdict) {
    const seen: AntiSpamCheck[] = [];
    const antiSpam: AntiSpam = { enabled: true, verify: async (check) => (seen.push(check), verdict) };
    return { seen, antiSpam };
  }
  const sent = {
    civility: 'mr',
    firstname: 'Luc',
    lastname: 'Peeters',
    email: 'spam-check@example.be',
    country: 'be',
    zipcode: '1000',
    city: 'Bruxelles',
    profile: 'consumer',
    subject: 'other',
    message: 'Bonjour',
    newsletter: 'no',
    origin: 'none',
  };

  it('keeps the form filled with SPEC §8’s anti-spam message and stores nothing', async () => {
    for (const [verdict, status] of [
      [{ ok: false, reason: 'rejected' }, 403],
      [{ ok: false, reason: 'unavailable' }, 503],
    ] as const) {
      const { antiSpam, seen } = fakeCheck(verdict);
      const app = bench.app({}, { antiSpam });
      const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const response = await postForm(app, 'be.localhost', '/fr/contactez-nous', session, {
        ...sent,
        antispam: 'the-browser-token',
      });
      assert.equal(response.status, status);
      assert.ok(shownText(response).includes('La protection anti-spam a déclenché une erreur, merci de réessayer.'));
      assert.equal(fr.forms.antiSpam, 'La protection anti-spam a déclenché une erreur, merci de réessayer.');
      assert.equal(shownValues(response).message, 'Bonjour');
      assert.deepEqual(
        seen.map((check) => [check.token, check.action]),
        [['the-browser-token', 'contact']],
      );
    }
    assert.equal(bench.rows('contact_request').filter((row) => row.email === sent.email).length, 0);
  });

  it('goes through once the check passes', async () => {
    const { antiSpam } = fakeCheck({ ok: true });
    const app = bench.app({}, { antiSpam });
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    assert.equal(
      (await postForm(app, 'be.localhost', '/fr/contactez-nous', session, { ...sent, antispam: 'ok-token' })).status,
      303,
    );
    assert.equal(bench.rows('contact_request').filter((row) => row.email === sent.email).length, 1);
  });
});
