// The newsletter sign-up (SPEC §2.2 Spanish /newsletter and its confirmation; the chrome's
// pop-in in any locale), and the JSON answers the page's script gets from /api/forms
// (decision 015).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { CSRF_FIELD, FORM_TOKEN_PATH, type FormAnswer } from '../../../shared/forms/form-protocol.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { type App, fieldMessages, openForm, postForm, shownText, shownValues, useFormBench } from './form-app.ts';

const bench = useFormBench();

async function tokenFor(app: App, host: string): Promise<{ cookie: string; token: string }> {
  const response = await request(app).get(FORM_TOKEN_PATH).set('Host', host);
  assert.equal(response.status, 200);
  assert.equal(response.headers['cache-control'], 'no-store');
  const cookie = String(response.headers['set-cookie']).split(';', 1)[0]!;
  assert.equal(cookie, `vitrine_csrf=${response.body.token}`);
  return { cookie, token: response.body.token };
}

/** Posts as the page's script does: urlencoded to /api/forms/<form>, asking for JSON. */
function postJson(
  app: App,
  host: string,
  form: string,
  session: { cookie: string; token: string } | null,
  fields: Record<string, string>,
) {
  const call = request(app)
    .post(`/api/forms/${form}`)
    .set({ Host: host, Accept: 'application/json', Origin: `http://${host}` })
    .type('form');
  if (session) call.set('Cookie', session.cookie);
  return call.send(new URLSearchParams({ ...(session && { [CSRF_FIELD]: session.token }), ...fields }).toString());
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

describe('forms sent by the page’s script to /api/forms', () => {
  it('sign up from the pop-in of another country in the locale it names, and answer where to go', async () => {
    const app = bench.app();
    const session = await tokenFor(app, 'be.localhost');
    const response = await postJson(app, 'be.localhost', 'newsletter', session, {
      email: 'jan@example.be',
      city: 'Gent',
      consent: 'yes',
      locale: 'nl-be',
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body as FormAnswer, { ok: true, redirect: null });
    const row = bench.rows('newsletter_signup').find((signup) => signup.email === 'jan@example.be')!;
    assert.deepEqual([row.shop_id, row.locale], [1, 'nl-be']);
  });

  it('never store a control character the script sent: it is removed before the check', async () => {
    const app = bench.app();
    const session = await tokenFor(app, 'be.localhost');
    const response = await postJson(app, 'be.localhost', 'newsletter', session, {
      email: 'controls@example.be\u0000',
      city: 'Ge\u001fnt\u007f',
      consent: 'yes',
      locale: 'nl-be',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const row = bench.rows('newsletter_signup').find((signup) => String(signup.email).startsWith('controls@'))!;
    assert.deepEqual([row.email, row.city], ['controls@example.be', 'Gent']);
  });

  it('keep the host’s locale when the script names one of another country', async () => {
    const app = bench.app();
    const session = await tokenFor(app, 'be.localhost');
    await postJson(app, 'be.localhost', 'newsletter', session, {
      email: 'elsewhere@example.be',
      city: 'Namur',
      consent: 'yes',
      locale: 'it-it',
    });
    assert.equal(
      bench.rows('newsletter_signup').find((signup) => signup.email === 'elsewhere@example.be')?.locale,
      'fr-be',
    );
  });

  it('answer each field’s message key, and the cities of the postal code', async () => {
    const app = bench.app();
    const session = await tokenFor(app, 'be.localhost');
    const response = await postJson(app, 'be.localhost', 'contact', session, {
      country: 'be',
      zipcode: '1300',
      city: 'Namur',
      message: 'x'.repeat(5001),
      locale: 'fr-be',
    });
    assert.equal(response.status, 422);
    const answer = response.body as Extract<FormAnswer, { ok: false }>;
    assert.deepEqual(answer.errors.message, { key: 'validation.maxLength', max: 5000 });
    assert.deepEqual(answer.errors.city, { key: 'validation.cityOfZip' });
    assert.deepEqual(answer.errors.firstname, { key: 'validation.firstName' });
    assert.deepEqual([...(answer.cities ?? [])].sort(), ['Limal', 'Wavre']);
    assert.deepEqual(answer.formError, { code: 'invalid' });
  });

  it('answer a stale token with a fresh one, which then goes through', async () => {
    const app = bench.app();
    const first = await postJson(app, 'es.localhost', 'newsletter', null, {
      email: 'retry@example.es',
      city: 'Bilbao',
      consent: 'yes',
    });
    assert.equal(first.status, 403);
    const answer = first.body as Extract<FormAnswer, { ok: false }>;
    assert.deepEqual(answer.formError, { code: 'sessionExpired' });
    assert.ok(answer.token);
    const cookie = String(first.headers['set-cookie']).split(';', 1)[0]!;
    const second = await postJson(
      app,
      'es.localhost',
      'newsletter',
      { cookie, token: answer.token },
      { email: 'retry@example.es', city: 'Bilbao', consent: 'yes' },
    );
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, { ok: true, redirect: '/newsletter/confirmacion' });
  });

  it('refuse any method but POST, and give the token only to GET', async () => {
    const app = bench.app();
    const get = await request(app).get('/api/forms/contact').set('Host', 'be.localhost');
    assert.equal(get.status, 405);
    assert.equal(get.headers.allow, 'POST');
    const post = await request(app).post(FORM_TOKEN_PATH).set('Host', 'be.localhost');
    assert.equal(post.status, 405);
  });
});
