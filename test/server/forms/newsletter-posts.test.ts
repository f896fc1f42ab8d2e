// The newsletter sign-up (SPEC §2.2 Spanish /newsletter and its confirmation; the chrome's
// pop-in in any locale), and the JSON answers the browser's route action gets when it posts a
// form to a page (decisions 015, 019).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { CSRF_FIELD, FORM_FIELD, type FormAnswer } from '../../../shared/forms/form-protocol.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { type App, fieldMessages, openForm, postForm, shownText, shownValues, useFormBench } from './form-app.ts';

const bench = useFormBench();

/** Posts as the browser's route action does: urlencoded to the page, asking for JSON. */
function postJson(
  app: App,
  host: string,
  path: string,
  session: { cookie: string; token: string } | null,
  fields: Record<string, string>,
) {
  const call = request(app)
    .post(path)
    .set({ Host: host, Accept: 'application/json', Origin: `http://${host}` })
    .type('form');
  if (session) call.set('Cookie', session.cookie);
  return call.send(new URLSearchParams({ ...(session && { [CSRF_FIELD]: session.token }), ...fields }).toString());
}

/** A form the browser showed by itself has no token: its first POST gets one, with the cookie. */
async function tokenFrom(app: App, host: string, path: string): Promise<{ cookie: string; token: string }> {
  const first = await postJson(app, host, path, null, { [FORM_FIELD]: 'newsletter' });
  assert.equal(first.status, 403);
  const answer = first.body as Extract<FormAnswer, { ok: false }>;
  assert.deepEqual(answer.formError, { code: 'sessionExpired' });
  assert.ok(answer.token, 'the refusal carries a token');
  const cookie = csrfCookieOf(first);
  assert.equal(cookie, `vitrine_csrf=${answer.token}`);
  return { cookie, token: answer.token };
}

/** `name=value` of the CSRF cookie an answer sets. */
function csrfCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  return ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((cookie) => cookie.startsWith('vitrine_csrf='))
    ?.split(';', 1)[0];
}

describe('the Spanish newsletter page without JavaScript', () => {
  it('signs the visitor up and shows the confirmation page', async () => {
    const app = bench.app();
    const session = await openForm(app, 'es.localhost', '/newsletter');
    const response = await postForm(app, 'es.localhost', '/newsletter', session, {
      email: 'lucia@example.es',
      city: 'Sevilla',
      consent: 'yes',
    });
    assert.equal(response.status, 303);
    assert.equal(response.headers.location, '/newsletter/confirmacion');
    const row = bench.rows('newsletter_signup').find((signup) => signup.email === 'lucia@example.es')!;
    assert.deepEqual(
      [row.shop_id, row.country, row.lang, row.locale, row.city, row.consent, row.source],
      [3, 'es', 'es', 'es-es', 'Sevilla', 1, 'newsletter'],
    );
    const confirmation = await request(app).get('/newsletter/confirmacion').set('Host', 'es.localhost');
    assert.equal(confirmation.status, 200);
    assert.ok(shownText(confirmation).includes(es.forms.success.newsletter));
  });

  it('answers 422 with the Spanish messages and the values typed', async () => {
    const app = bench.app();
    const session = await openForm(app, 'es.localhost', '/newsletter');
    const response = await postForm(app, 'es.localhost', '/newsletter', session, { email: 'lucia@', city: '' });
    assert.equal(response.status, 422);
    assert.deepEqual(fieldMessages(response), {
      email: es.forms.validation.email,
      city: es.forms.validation.city,
      consent: es.forms.validation.consent,
    });
    assert.equal(shownValues(response).email, 'lucia@');
  });

  it('is a page of the Spanish site only', async () => {
    const response = await request(bench.app()).get('/newsletter').set('Host', 'it.localhost');
    assert.notEqual(response.status, 200);
  });
});

describe('forms the browser’s route action posts to a page, asking for JSON', () => {
  it('sign up from the pop-in of any page, in that page’s locale, and stay there', async () => {
    const app = bench.app();
    const session = await tokenFrom(app, 'be.localhost', '/nl/producten');
    const response = await postJson(app, 'be.localhost', '/nl/producten', session, {
      [FORM_FIELD]: 'newsletter',
      email: 'jan@example.be',
      city: 'Gent',
      consent: 'yes',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.body as FormAnswer, { ok: true, redirect: null });
    const row = bench.rows('newsletter_signup').find((signup) => signup.email === 'jan@example.be')!;
    assert.deepEqual([row.shop_id, row.locale], [1, 'nl-be']);
  });

  it('never store a control character the script sent: it is removed before the check', async () => {
    const app = bench.app();
    const session = await tokenFrom(app, 'be.localhost', '/nl');
    const response = await postJson(app, 'be.localhost', '/nl', session, {
      [FORM_FIELD]: 'newsletter',
      email: 'controls@example.be\u0000',
      city: 'Ge\u001fnt\u007f',
      consent: 'yes',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const row = bench.rows('newsletter_signup').find((signup) => String(signup.email).startsWith('controls@'))!;
    assert.deepEqual([row.email, row.city], ['controls@example.be', 'Gent']);
  });

  it('answer each field’s message key, the values sent and the cities of the postal code', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const response = await postJson(app, 'be.localhost', '/fr/contactez-nous', session, {
      [FORM_FIELD]: 'contact',
      country: 'be',
      zipcode: '1300',
      city: 'Namur',
      message: 'x'.repeat(5001),
    });
    assert.equal(response.status, 422);
    const answer = response.body as Extract<FormAnswer, { ok: false }>;
    assert.equal(answer.form, 'contact');
    assert.equal(answer.values.city, 'Namur');
    assert.deepEqual(answer.errors.message, { key: 'validation.maxLength', max: 5000 });
    assert.deepEqual(answer.errors.city, { key: 'validation.cityOfZip' });
    assert.deepEqual(answer.errors.firstname, { key: 'validation.firstName' });
    assert.deepEqual([...(answer.cities ?? [])].sort(), ['Limal', 'Wavre']);
    assert.deepEqual(answer.formError, { code: 'invalid' });
  });

  it('answer a form without a token with a fresh one, which then goes through to the confirmation', async () => {
    const app = bench.app();
    const fields = { [FORM_FIELD]: 'newsletter', email: 'retry@example.es', city: 'Bilbao', consent: 'yes' };
    const first = await postJson(app, 'es.localhost', '/newsletter', null, fields);
    assert.equal(first.status, 403);
    const answer = first.body as Extract<FormAnswer, { ok: false }>;
    assert.deepEqual(answer.formError, { code: 'sessionExpired' });
    assert.deepEqual(answer.values, { email: 'retry@example.es', city: 'Bilbao', consent: 'yes' });
    assert.ok(answer.token);
    const cookie = csrfCookieOf(first)!;
    const second = await postJson(app, 'es.localhost', '/newsletter', { cookie, token: answer.token }, fields);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, { ok: true, redirect: '/newsletter/confirmacion' });
  });

  it('give no token to a post from another site', async () => {
    const response = await request(bench.app())
      .post('/nl')
      .set({ Host: 'be.localhost', Accept: 'application/json', Origin: 'https://evil.example' })
      .type('form')
      .send(new URLSearchParams({ [FORM_FIELD]: 'newsletter', email: 'a@example.be' }).toString());
    assert.equal(response.status, 403);
    assert.equal((response.body as { token?: string }).token, undefined);
    assert.equal(csrfCookieOf(response), undefined);
  });

  it('take only the page’s own form and the newsletter: a contact form posted elsewhere is no form', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const response = await postJson(app, 'be.localhost', '/fr/produits', session, {
      [FORM_FIELD]: 'contact',
      firstname: 'Eve',
    });
    assert.equal(response.status, 404);
    assert.equal(bench.rows('contact_request').filter((row) => row.firstname === 'Eve').length, 0);
  });

  it('are gone from /api/forms, which answers as any unknown path', async () => {
    const response = await request(bench.app()).post('/api/forms/contact').set('Host', 'be.localhost');
    assert.notEqual(response.status, 200);
    assert.notEqual(response.status, 303);
    const token = await request(bench.app()).get('/api/forms/token').set('Host', 'be.localhost');
    assert.equal(csrfCookieOf(token), undefined);
  });
});
