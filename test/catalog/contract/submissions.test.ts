// POST /contact and /newsletter: validated, stored whole, never lost silently.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { sql } from 'kysely';

import { all, openStore, type Store } from '../../../catalog/store/store.ts';
import { apiErrorBodySchema, wrapped } from '../../../shared/schemas/common.ts';
import { submissionReceiptSchema } from '../../../shared/schemas/submissions.ts';
import { FIXTURE_NOW, SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';
import { refuseInserts } from '../../helpers/refuse-writes.ts';

/** A second connection to the catalog's database, to look at what was written. */
let store: Store;

const { catalog } = useFixtureCatalog({
  setUp: async ({ storeOptions }) => {
    store = await openStore(storeOptions);
  },
  tearDown: () => store.close(),
});

const contact = {
  civility: 'mr',
  firstname: ' Jan ',
  lastname: 'Peeters',
  email: 'jan@example.be',
  zipcode: '9000',
  city: 'Gent',
  country: 'be',
  profile: 'consumer',
  subject: 'other',
  message: 'Hallo!',
  newsletter: false,
  locale: 'nl-be',
};

async function post(
  path: string,
  body: unknown,
  {
    shop = SHOP.be as number,
    lang = 'nl',
    headers = { 'content-type': 'application/json' } as Record<string, string>,
  } = {},
) {
  const response = await catalog().fetch(
    new Request(`http://catalog.test/api/v1${path}?shop_id=${shop}&lang=${lang}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const rows = async (table: string) =>
  (await all(store, sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY id`)).map((row) => ({
    ...row,
  }));

describe('POST /contact', () => {
  it('stores the request whole with its shop, language, locale and time, and answers 201 with its receipt', async () => {
    const { status, body } = await post('/contact', contact);
    assert.equal(status, 201);
    const { data } = wrapped(submissionReceiptSchema).parse(body);
    assert.equal(data.created_at, FIXTURE_NOW.toISOString());
    const row = (await rows('contact_request')).find((stored) => stored.id === data.id)!;
    assert.deepEqual(
      [
        row.shop_id,
        row.country,
        row.lang,
        row.locale,
        row.firstname,
        row.lastname,
        row.email,
        row.city,
        row.message,
        row.origin,
        row.address1,
        row.created_at,
      ],
      [
        SHOP.be,
        'be',
        'nl',
        'nl-be',
        'Jan',
        'Peeters',
        'jan@example.be',
        'Gent',
        'Hallo!',
        'none',
        '',
        FIXTURE_NOW.toISOString(),
      ],
    );
  });

  it('subscribes to the newsletter when the request opts in', async () => {
    const { body } = await post('/contact', { ...contact, email: 'optin@example.be', newsletter: true });
    const { data } = wrapped(submissionReceiptSchema).parse(body);
    assert.deepEqual(
      (await rows('newsletter_signup'))
        .filter((row) => row.contact_request_id === data.id)
        .map((row) => [row.email, row.source]),
      [['optin@example.be', 'contact']],
    );
  });

  it('answers 400 with the issues of a bad payload and stores nothing', async () => {
    const before = (await rows('contact_request')).length;
    const { status, body } = await post('/contact', { ...contact, email: 'not-an-email', message: '' });
    assert.equal(status, 400);
    assert.deepEqual(
      apiErrorBodySchema
        .parse(body)
        .issues!.map((issue) => issue.path)
        .sort(),
      ['email', 'message'],
    );
    assert.equal((await rows('contact_request')).length, before);
  });

  it('refuses control characters and lone surrogates in any text field with 400 naming the fields, and stores nothing', async () => {
    const before = (await rows('contact_request')).length;
    const { status, body } = await post('/contact', {
      ...contact,
      firstname: 'Jan\u0000',
      address1: 'Kerkstraat\u001b 1',
      city: 'Gent\u007f',
      message: 'Hallo \ud800!',
    });
    assert.equal(status, 400);
    const issues = apiErrorBodySchema.parse(body).issues!;
    assert.deepEqual(issues.map((issue) => issue.path).sort(), ['address1', 'city', 'firstname', 'message']);
    assert.ok(issues.every((issue) => issue.message === 'must not contain control characters'));
    assert.equal((await rows('contact_request')).length, before);
    const kept = await post('/contact', { ...contact, message: 'Hallo,\r\n\tdank u' });
    assert.equal(kept.status, 201, 'tab and line breaks are text');
  });

  it("answers 400 for a locale that is not one of the shop's", async () => {
    const { status, body } = await post('/contact', { ...contact, locale: 'it-it' });
    assert.equal(status, 400);
    assert.equal(apiErrorBodySchema.parse(body).issues![0]!.path, 'locale');
  });

  it('answers 415 for a body that is not JSON, 400 for broken JSON', async () => {
    assert.equal(
      (await post('/contact', 'civility=mr', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .status,
      415,
    );
    assert.equal((await post('/contact', '{"civility":', {})).status, 400);
    assert.equal((await post('/contact', '', {})).status, 400);
  });

  it('answers 413 for a body over 16 kB, declared or not', async () => {
    const big = { ...contact, message: 'x'.repeat(20_000) };
    assert.equal((await post('/contact', big)).status, 413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const response = await catalog().fetch(
      new Request(`http://catalog.test/contact?shop_id=1&lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 413);
    assert.equal(apiErrorBodySchema.parse(await response.json()).message, 'The body must be at most 16384 bytes');
  });

  it('answers 405 with Allow for a GET', async () => {
    const response = await catalog().fetch(new Request('http://catalog.test/api/v1/contact?shop_id=1&lang=fr'));
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });

  it('answers 500 with a message when the write fails, and keeps no half of it', async () => {
    const before = (await rows('contact_request')).length;
    const allow = await refuseInserts(store, 'newsletter_signup');
    try {
      const { status, body } = await post('/contact', { ...contact, newsletter: true });
      assert.equal(status, 500);
      assert.equal(
        apiErrorBodySchema.parse(body).message,
        'Your contact request could not be saved; please try again.',
      );
      assert.equal((await rows('contact_request')).length, before);
    } finally {
      await allow();
    }
    assert.equal((await post('/contact', contact)).status, 201);
  });
});

describe('POST /newsletter', () => {
  it('stores the sign-up whole and answers 201', async () => {
    const { status, body } = await post(
      '/newsletter',
      { email: 'ana@example.es', city: 'Madrid', consent: true, locale: 'es-es' },
      { shop: SHOP.es, lang: 'es' },
    );
    assert.equal(status, 201);
    const { data } = wrapped(submissionReceiptSchema).parse(body);
    const row = (await rows('newsletter_signup')).find((stored) => stored.id === data.id)!;
    assert.deepEqual(
      [row.shop_id, row.lang, row.locale, row.email, row.city, row.consent, row.source],
      [SHOP.es, 'es', 'es-es', 'ana@example.es', 'Madrid', 1, 'newsletter'],
    );
  });

  it('answers 400 without consent', async () => {
    const { status, body } = await post(
      '/newsletter',
      { email: 'ana@example.es', city: 'Madrid', consent: false, locale: 'es-es' },
      { shop: SHOP.es, lang: 'es' },
    );
    assert.equal(status, 400);
    assert.equal(apiErrorBodySchema.parse(body).issues![0]!.path, 'consent');
  });
});
