// The contact form without JavaScript, through the whole app on the real seed (decision 015):
// the server checks each field with the locale's SPEC §5 messages, applies the postal-code and
// city rules of the chosen country, stores what was sent and sends the visitor to the
// confirmation page, and never loses what was typed: every refusal renders the form again, filled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import request from 'supertest';

import { type Country, COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { createApp } from '../../../server/app.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { capturingLogger } from '../../helpers/app.ts';
import {
  fieldMessages,
  openForm,
  pageOf,
  postForm,
  shownText,
  shownValues,
  tokenOf,
  useFormBench,
} from './form-app.ts';

const bench = useFormBench();
const TEXTS = { fr, nl, de, es, it: itTexts } as const;
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language].forms;
const countryOf = (locale: Locale) => locale.slice(3) as Country;
const hostOf = (locale: Locale) => `${countryOf(locale)}.localhost`;
const router = () => bench.deps().routing.router();
const contactPath = (locale: Locale) => router().href('contact', {}, locale)!;

/** A zip code of each country the seed knows, with its city. */
const PLACES: Record<Country, { zipcode: string; city: string }> = {
  be: { zipcode: '1000', city: 'Bruxelles' },
  ch: { zipcode: '1003', city: 'Lausanne' },
  de: { zipcode: '01067', city: 'Dresden' },
  es: { zipcode: '28004', city: 'Madrid' },
  it: { zipcode: '00153', city: 'Roma' },
};

function validRequest(locale: Locale, overrides: Record<string, string> = {}): Record<string, string> {
  const country = countryOf(locale);
  return {
    civility: 'ms',
    firstname: 'Anne',
    lastname: `Martin ${locale}`,
    email: `anne.${locale}@example.com`,
    address1: 'Rue des Sources 12',
    address2: '',
    address3: '',
    country,
    zipcode: PLACES[country].zipcode,
    city: PLACES[country].city,
    profile: 'pharmacist',
    subject: 'documentation',
    message: `Bonjour,\nune question <b>sur</b> un produit (${locale}).`,
    newsletter: 'no',
    origin: 'PHA',
    ...overrides,
  };
}

describe('the contact form without JavaScript', () => {
  for (const locale of LOCALES) {
    describe(`in ${locale}`, () => {
      it('stores a valid request as sent, then shows the confirmation page', async () => {
        const app = bench.app();
        const session = await openForm(app, hostOf(locale), contactPath(locale));
        const sent = validRequest(locale);
        const response = await postForm(app, hostOf(locale), contactPath(locale), session, sent);
        assert.equal(response.status, 303, response.text.slice(0, 300));
        assert.equal(response.headers.location, router().href('contactConfirmation', {}, locale));

        const row = bench.rows('contact_request').find((stored) => stored.email === sent.email)!;
        assert.deepEqual(
          { ...row, id: undefined, created_at: undefined },
          {
            id: undefined,
            created_at: undefined,
            shop_id: COUNTRY_INFO[countryOf(locale)].shopId,
            country: countryOf(locale),
            lang: LOCALE_INFO[locale].language,
            locale,
            civility: 'ms',
            firstname: 'Anne',
            lastname: sent.lastname,
            email: sent.email,
            address1: 'Rue des Sources 12',
            address2: '',
            address3: '',
            zipcode: sent.zipcode,
            city: sent.city,
            visitor_country: countryOf(locale),
            profile: 'pharmacist',
            subject: 'documentation',
            message: sent.message,
            newsletter: 0,
            origin: 'PHA',
          },
        );

        const confirmation = await request(app).get(response.headers.location!).set('Host', hostOf(locale));
        assert.equal(confirmation.status, 200);
        assert.ok(
          shownText(confirmation).includes(textsOf(locale).success.contact),
          'the confirmation says the request was sent',
        );
        assert.equal(confirmation.headers['cache-control'], 'no-store');
        const robots = pageOf(confirmation).document.querySelector('meta[name="robots"]');
        assert.equal(robots?.getAttribute('content'), 'noindex');
      });

      it("answers 422 with each field's message in the locale and everything typed kept", async () => {
        const app = bench.app();
        const session = await openForm(app, hostOf(locale), contactPath(locale));
        const typed = {
          firstname: '',
          lastname: '',
          email: 'anne@',
          country: countryOf(locale),
          zipcode: '',
          city: '',
          message: '  ',
          address1: 'Rue <b>des</b> "Sources"',
        };
        const before = bench.rows('contact_request').length;
        const response = await postForm(app, hostOf(locale), contactPath(locale), session, typed);
        assert.equal(response.status, 422);
        assert.equal(response.headers['cache-control'], 'no-store');
        const texts = textsOf(locale);
        assert.deepEqual(fieldMessages(response), {
          civility: texts.validation.civility,
          firstname: texts.validation.firstName,
          lastname: texts.validation.lastName,
          email: texts.validation.email,
          zipcode: texts.validation.zipCode[countryOf(locale)],
          city: texts.validation.cityNeedsZip,
          profile: texts.validation.profile,
          subject: texts.validation.subject,
          message: texts.validation.message,
          newsletter: texts.validation.newsletter,
        });
        assert.ok(shownText(response).includes(texts.validation.requiredFields), 'the summary above the form');
        const shown = shownValues(response);
        assert.equal(shown.email, 'anne@');
        assert.equal(shown.address1, 'Rue <b>des</b> "Sources"');
        assert.equal(shown.country, countryOf(locale));
        const bold = pageOf(response).getByRole('main').querySelectorAll('b');
        assert.equal(bold.length, 0, 'what was typed is text, never markup');
        assert.equal(bench.rows('contact_request').length, before, 'nothing stored');
      });
    });
  }

  it('shows the max-length rule with its bound, and keeps the long text', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const long = 'Avenue des Très Longues Adresses 12345';
    const response = await postForm(
      app,
      'be.localhost',
      '/fr/contactez-nous',
      session,
      validRequest('fr-be', { address1: long }),
    );
    assert.equal(response.status, 422);
    assert.deepEqual(fieldMessages(response), {
      address1: 'Ce champ peut contenir 35 caractères au maximum',
    });
    assert.equal(shownValues(response).address1, long);
  });

  it('offers every origin of SPEC §3 in the locale, the foundation included, and stores the foundation as FON', async () => {
    for (const locale of LOCALES) {
      const app = bench.app();
      const session = await openForm(app, hostOf(locale), contactPath(locale));
      const options = [...pageOf({ text: session.html }).document.querySelectorAll('select[name="origin"] option')];
      const origins = textsOf(locale).origins;
      assert.deepEqual(
        options.map((option) => [option.getAttribute('value'), option.textContent]),
        [
          ['none', origins.none],
          ['MED', origins.MED],
          ['PHA', origins.PHA],
          ['AMI', origins.AMI],
          ['PRE', origins.PRE],
          ['INT', origins.INT],
          ['FON', origins.FON],
          ['AUT', origins.AUT],
        ],
        locale,
      );
      const sent = validRequest(locale, { email: `fondation.${locale}@example.org`, origin: 'FON' });
      const response = await postForm(app, hostOf(locale), contactPath(locale), session, sent);
      assert.equal(response.status, 303, JSON.stringify(fieldMessages(response)));
      assert.equal(bench.rows('contact_request').find((stored) => stored.email === sent.email)?.origin, 'FON');
    }
  });

  it('takes the origin as none when it is left out, and the newsletter opt-in with the request', async () => {
    const app = bench.app();
    const session = await openForm(app, 'it.localhost', '/contatto');
    const sent = validRequest('it-it', { email: 'optin@example.it', newsletter: 'yes' });
    delete (sent as Partial<typeof sent>).origin;
    assert.equal((await postForm(app, 'it.localhost', '/contatto', session, sent)).status, 303);
    const row = bench.rows('contact_request').find((stored) => stored.email === 'optin@example.it')!;
    assert.equal(row.origin, 'none');
    assert.equal(row.newsletter, 1);
    assert.deepEqual(
      bench
        .rows('newsletter_signup')
        .filter((signup) => signup.contact_request_id === row.id)
        .map((signup) => [signup.email, signup.city]),
      [['optin@example.it', 'Roma']],
    );
  });
});

describe('control characters', () => {
  it('never stores a control character a visitor pasted, and keeps tabs and line breaks', async () => {
    const app = bench.app();
    const session = await openForm(app, 'it.localhost', '/contatto');
    const sent = validRequest('it-it', {
      firstname: 'An\u0000na\u007f',
      lastname: '\u001bRossi\u0085',
      email: 'controls@example.it',
      address1: 'Via\u000b Roma 1',
      zipcode: '00153\u0008',
      city: 'Ro\u0007ma',
      message: 'Riga uno,\r\n\triga due\u0000 \u009b😀',
    });
    const response = await postForm(app, 'it.localhost', '/contatto', session, sent);
    assert.equal(response.status, 303, response.text.slice(0, 300));
    const row = bench.rows('contact_request').find((stored) => stored.email === 'controls@example.it')!;
    assert.deepEqual(
      [row.firstname, row.lastname, row.address1, row.zipcode, row.city, row.message],
      ['Anna', 'Rossi', 'Via Roma 1', '00153', 'Roma', 'Riga uno,\r\n\triga due 😀'],
    );
  });
});

describe('the postal code and the city', () => {
  const BAD_SHAPES: Record<Country, string[]> = {
    be: ['100', '10000', '1O00'],
    ch: ['10030', '103'],
    de: ['1067', '010670'],
    es: ['2800', '280040'],
    it: ['0015', '001530'],
  };

  for (const country of Object.keys(PLACES) as Country[]) {
    it(`follow the rules of ${country} whichever site the visitor writes from`, async () => {
      const app = bench.app();
      const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const post = (fields: Record<string, string>) =>
        postForm(app, 'be.localhost', '/fr/contactez-nous', session, validRequest('fr-be', { country, ...fields }));
      const message = fr.forms.validation.zipCode[country];

      for (const zipcode of BAD_SHAPES[country]) {
        const response = await post({ zipcode, city: '' });
        assert.equal(response.status, 422, zipcode);
        assert.deepEqual(
          fieldMessages(response),
          { zipcode: message, city: fr.forms.validation.cityNeedsZip },
          zipcode,
        );
        assert.equal(shownValues(response).zipcode, zipcode);
      }

      const { zipcode, city } = PLACES[country];
      const email = `from-be-to-${country}@example.com`;
      assert.equal((await post({ zipcode, city, email })).status, 303);
      const row = bench.rows('contact_request').find((stored) => stored.email === email)!;
      assert.deepEqual([row.visitor_country, row.zipcode, row.city, row.locale], [country, zipcode, city, 'fr-be']);
    });
  }

  it('refuses a postal code of the right shape that has no city, with the country’s message', async () => {
    const app = bench.app();
    const session = await openForm(app, 'de.localhost', '/kontakt');
    const response = await postForm(
      app,
      'de.localhost',
      '/kontakt',
      session,
      validRequest('de-de', { zipcode: '99999', city: 'Nirgendwo' }),
    );
    assert.equal(response.status, 422);
    assert.deepEqual(fieldMessages(response), { zipcode: de.forms.validation.zipCode.de });
    assert.equal(shownValues(response).city, 'Nirgendwo', 'the city typed stays');
  });

  it('offers the cities of the postal code when the city typed is not one of them', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const response = await postForm(
      app,
      'be.localhost',
      '/fr/contactez-nous',
      session,
      validRequest('fr-be', { zipcode: '1300', city: 'Bruxelles' }),
    );
    assert.equal(response.status, 422);
    assert.deepEqual(fieldMessages(response), { city: fr.forms.validation.cityOfZip });
    const city = pageOf(response).getByRole('combobox', { name: fr.forms.fields.city });
    const offered = within(city)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    assert.deepEqual(offered.sort(), ['Limal', 'Wavre']);
  });

  it('stores the city as the lookup spells it when the visitor typed it loosely', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const email = 'liege@example.be';
    assert.equal(
      (
        await postForm(
          app,
          'be.localhost',
          '/fr/contactez-nous',
          session,
          validRequest('fr-be', { zipcode: '40 00', city: ' liege ', email }),
        )
      ).status,
      303,
    );
    const row = bench.rows('contact_request').find((stored) => stored.email === email)!;
    assert.deepEqual([row.zipcode, row.city], ['4000', 'Liège']);
  });
});

describe('a link to the contact form', () => {
  it('preselects the profile it names, and ignores one the form does not know', async () => {
    const app = bench.app();
    const chosen = await request(app).get('/fr/contactez-nous?profile=gastroenterologist').set('Host', 'be.localhost');
    assert.equal(shownValues(chosen).profile, 'gastroenterologist');
    const unknown = await request(app).get('/fr/contactez-nous?profile=%3Cscript%3E').set('Host', 'be.localhost');
    assert.equal(unknown.status, 200);
    assert.equal(shownValues(unknown).profile, '', 'the placeholder: no profile chosen');
  });

  it('is private to the visitor, since it carries their token', async () => {
    const response = await request(bench.app()).get('/fr/contactez-nous').set('Host', 'be.localhost');
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.match(
      String(response.headers['set-cookie']),
      /vitrine_csrf=[\w-]{43}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });
});

describe('refused submissions', () => {
  it('answer 413 beyond the body bound and store nothing', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const before = bench.rows('contact_request').length;
    const response = await postForm(
      app,
      'be.localhost',
      '/fr/contactez-nous',
      session,
      validRequest('fr-be', { message: 'x'.repeat(70_000) }),
    );
    assert.equal(response.status, 413);
    assert.ok(shownText(response).includes(fr.forms.formErrors.tooLarge));
    assert.equal(bench.rows('contact_request').length, before);
  });

  it('refuse a field sent twice or named after a prototype with 400, keeping the values', async () => {
    const app = bench.app();
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const fields = new URLSearchParams({ _csrf: session.token, ...validRequest('fr-be') });
    for (const [name, value] of [
      ['email', 'other@example.be'],
      ['__proto__', 'polluted'],
      ['constructor', 'x'],
    ] as const) {
      const body = new URLSearchParams(fields);
      body.append(name, value);
      const response = await request(app)
        .post('/fr/contactez-nous')
        .set({ Host: 'be.localhost', Cookie: session.cookie, Origin: 'http://be.localhost' })
        .type('form')
        .send(body.toString());
      assert.equal(response.status, 400, name);
      assert.ok(shownText(response).includes(fr.forms.formErrors.malformed), name);
      assert.equal(shownValues(response).firstname, 'Anne', name);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(bench.rows('contact_request').filter((row) => row.email === 'other@example.be').length, 0);
  });

  describe('by the CSRF check', () => {
    it('refuse a post without the cookie, with a fresh token and everything typed kept', async () => {
      const app = bench.app();
      const before = bench.rows('contact_request').length;
      const response = await postForm(app, 'be.localhost', '/fr/contactez-nous', null, validRequest('fr-be'));
      assert.equal(response.status, 403);
      assert.ok(shownText(response).includes(fr.forms.formErrors.sessionExpired));
      assert.equal(shownValues(response).message, validRequest('fr-be').message);
      const fresh = tokenOf(response);
      assert.match(fresh ?? '', /^[\w-]{43}\.[\w-]{43}$/);
      assert.ok(
        fresh && String(response.headers['set-cookie']).includes(`vitrine_csrf=${fresh}`),
        'the page carries a new token, set in the cookie',
      );
      // Sending again, as the visitor does, goes through.
      const again = await postForm(
        app,
        'be.localhost',
        '/fr/contactez-nous',
        { cookie: `vitrine_csrf=${fresh}`, token: fresh },
        validRequest('fr-be', { email: 'again@example.be' }),
      );
      assert.equal(again.status, 303);
      assert.equal(bench.rows('contact_request').length, before + 1);
    });

    it('refuse a token that is not the cookie’s, and a post from another origin', async () => {
      const app = bench.app();
      const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const other = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const before = bench.rows('contact_request').length;
      const mismatched = await postForm(
        app,
        'be.localhost',
        '/fr/contactez-nous',
        { cookie: session.cookie, token: other.token },
        validRequest('fr-be'),
      );
      assert.equal(mismatched.status, 403);
      const foreign = await request(app)
        .post('/fr/contactez-nous')
        .set({ Host: 'be.localhost', Cookie: session.cookie, Origin: 'https://evil.example' })
        .type('form')
        .send(new URLSearchParams({ _csrf: session.token, ...validRequest('fr-be') }).toString());
      assert.equal(foreign.status, 403);
      const nullOrigin = await request(app)
        .post('/fr/contactez-nous')
        .set({ Host: 'be.localhost', Cookie: session.cookie, Origin: 'null' })
        .type('form')
        .send(new URLSearchParams({ _csrf: session.token, ...validRequest('fr-be') }).toString());
      assert.equal(nullOrigin.status, 403);
      assert.equal(bench.rows('contact_request').length, before);
    });

    it('refuse a token cookie the server did not sign, even when the form sends the same value (a planted cookie)', async () => {
      const secret = 'k'.repeat(32);
      const app = bench.app({ CSRF_SECRET: secret });
      const genuine = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const [random] = genuine.token.split('.');
      const otherKey = await openForm(bench.app({ CSRF_SECRET: 'o'.repeat(32) }), 'be.localhost', '/fr/contactez-nous');
      const before = bench.rows('contact_request').length;
      for (const planted of [
        'A'.repeat(43),
        `${'A'.repeat(43)}.${'B'.repeat(43)}`,
        `${random}.${'B'.repeat(43)}`,
        otherKey.token,
      ]) {
        const response = await postForm(
          app,
          'be.localhost',
          '/fr/contactez-nous',
          { cookie: `vitrine_csrf=${planted}`, token: planted },
          validRequest('fr-be', { email: 'planted@example.be' }),
        );
        assert.equal(response.status, 403, planted);
        assert.ok(shownText(response).includes(fr.forms.formErrors.sessionExpired), planted);
        assert.notEqual(tokenOf(response), planted, 'the page carries a token of ours instead');
      }
      assert.equal(bench.rows('contact_request').length, before);
    });

    it('take a token made by another process that shares CSRF_SECRET', async () => {
      const env = { CSRF_SECRET: 's'.repeat(40) };
      const session = await openForm(bench.app(env), 'be.localhost', '/fr/contactez-nous');
      const response = await postForm(
        bench.app(env),
        'be.localhost',
        '/fr/contactez-nous',
        session,
        validRequest('fr-be', { email: 'shared-key@example.be' }),
      );
      assert.equal(response.status, 303);
    });

    it('take a post whose Origin is the configured site URL behind a proxy', async () => {
      const app = bench.app({ SITE_URL_BE: 'https://www.vitrine.example.be' });
      const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
      const response = await request(app)
        .post('/fr/contactez-nous')
        .set({ Host: 'be.localhost', Cookie: session.cookie, Origin: 'https://www.vitrine.example.be' })
        .type('form')
        .send(
          new URLSearchParams({
            _csrf: session.token,
            ...validRequest('fr-be', { email: 'proxied@example.be' }),
          }).toString(),
        );
      assert.equal(response.status, 303);
    });
  });

  it('are limited per address and hour, with a message that says when to try again', async () => {
    const app = bench.app({ FORM_SUBMISSIONS_PER_HOUR: '2' });
    const session = await openForm(app, 'es.localhost', '/contacto');
    const send = (email: string) =>
      postForm(app, 'es.localhost', '/contacto', session, validRequest('es-es', { email }));
    assert.equal((await send('one@example.es')).status, 303);
    assert.equal((await send('two@example.es')).status, 303);
    const limited = await send('three@example.es');
    assert.equal(limited.status, 429);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.ok(shownText(limited).includes(es.forms.formErrors.rateLimited.replace('{{minutes}}', '60')));
    assert.equal(shownValues(limited).email, 'three@example.es');
    assert.equal(bench.rows('contact_request').filter((row) => row.email === 'three@example.es').length, 0);
  });

  it('keep the form filled with the generic error when storing fails, and log and count the failure', async () => {
    const { logger, lines } = capturingLogger();
    const base = bench.deps();
    const failing = {
      ...base.content!,
      client: (locale: Locale) => ({
        ...base.content!.client(locale),
        contact: {
          send: () =>
            Promise.reject(
              new ApiError({
                kind: 'http',
                status: 503,
                message: 'database is locked',
                url: 'http://catalog.internal/api/v1/contact',
                endpoint: 'POST /contact',
              }),
            ),
        },
      }),
    };
    const deps = bench.deps({}, { content: failing, logger });
    const app = createApp(deps);
    const session = await openForm(app, 'be.localhost', '/fr/contactez-nous');
    const sent = validRequest('fr-be', { email: 'lost-never@example.be' });
    const response = await postForm(app, 'be.localhost', '/fr/contactez-nous', session, sent);
    assert.equal(response.status, 503);
    const text = shownText(response);
    assert.ok(
      text.includes(fr.forms.error) && text.includes(fr.forms.formErrors.kept),
      'SPEC §8: the default form error, and that nothing was lost',
    );
    const shown = shownValues(response);
    for (const field of [
      'firstname',
      'lastname',
      'email',
      'message',
      'zipcode',
      'city',
      'profile',
      'subject',
      'newsletter',
      'origin',
    ] as const)
      assert.equal(shown[field], sent[field], field);
    assert.ok(
      lines.some(
        (line) => line.level === 50 && String(line.msg).includes('could not be stored') && line.form === 'contact',
      ),
      'logged at error level',
    );
    assert.ok(!JSON.stringify(lines).includes('lost-never@example.be'), 'the visitor’s values never reach the log');
    const metrics = await deps.metrics.registry.getSingleMetricAsString('form_submissions_total');
    assert.match(metrics, /form_submissions_total\{form="contact",outcome="failed"\} 1/);
  });
});

describe('the same-origin content API', () => {
  it('cannot be written to by the browser: the forms go through their own handler', async () => {
    const app = bench.app();
    const before = bench.rows('contact_request').length;
    const payload = { ...validRequest('fr-be'), newsletter: false, locale: 'fr-be' };
    for (const path of ['/api/v1/contact?shop_id=1&lang=fr', '/api/v1/newsletter?shop_id=1&lang=fr']) {
      const response = await request(app).post(path).set('Host', 'be.localhost').send(payload);
      assert.equal(response.status, 405, path);
      assert.equal(response.headers.allow, 'GET, HEAD');
    }
    assert.equal(
      (await request(app).get('/api/v1/cities?shop_id=1&lang=fr&zipcode=1000').set('Host', 'be.localhost')).status,
      200,
      'reading still works',
    );
    assert.equal(bench.rows('contact_request').length, before);
  });
});
