// The forms as the server renders them (the HTML a browser without JavaScript works with), and
// the browser's way of sending them (decision 015).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ApiProvider } from '../../client/app/api-context.tsx';
import type { PageOutcome } from '../../client/app/page-loader.ts';
import { formStateQuery } from '../../client/app/queries/forms.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { notFound } from '../../client/app/route-errors.ts';
import { createStaticPageRouter } from '../../client/app/router/page-router.ts';
import { PageRouterProvider } from '../../client/app/router/router-context.tsx';
import { ContactForm } from '../../client/components/forms/contact-form.tsx';
import { formErrorText } from '../../client/components/forms/form-alert.tsx';
import { NewsletterForm } from '../../client/components/forms/newsletter-form.tsx';
import { sendForm } from '../../client/components/forms/send-form.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import { LOCALE_INFO } from '../../config/locales.ts';
import { createApiClient } from '../../shared/api/client.ts';
import { emptyFormState, FORM_ERROR_CODES, type FormAnswer, type FormState } from '../../shared/forms/form-protocol.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { renderHtml, siteFor } from '../helpers/render-view.tsx';

const outcome: PageOutcome = { ok: false, error: notFound() };

function renderForm(
  element: ReactNode,
  { locale = 'fr-be', state, search = '' }: { locale?: Locale; state?: FormState; search?: string } = {},
): string {
  const queryClient = createQueryClient({ server: true });
  if (state) queryClient.setQueryData(formStateQuery(state.form).queryKey, state);
  const country = COUNTRY_INFO[siteFor(locale).country];
  const api = createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: () => Promise.reject(new Error('no network in this test')),
    shopId: country.shopId,
    lang: LOCALE_INFO[locale].language,
  });
  const path = siteFor(locale).router.href('contact', {}, locale)!;
  const router = createStaticPageRouter(new URL(`https://site.example${path}${search}`), outcome);
  return renderHtml(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <PageRouterProvider router={router}>{element}</PageRouterProvider>
      </ApiProvider>
    </QueryClientProvider>,
    locale,
  );
}

const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const TOKEN = 'A'.repeat(43);

describe('the contact form as the server renders it', () => {
  it('posts to its own page with the visitor’s token, says which fields are required, and starts in the site’s country', () => {
    const html = unescape(renderForm(<ContactForm />, { locale: 'fr-ch', state: emptyFormState('contact', TOKEN) }));
    assert.match(html, /<form class="form form--contact" action="\/fr\/contactez-nous" method="post">/);
    assert.ok(html.includes(`<input type="hidden" name="_csrf" value="${TOKEN}"/>`));
    assert.ok(html.includes("Les champs marqués d'un * sont obligatoires"));
    assert.match(html, /<select [^>]*name="country"[^>]*>[\s\S]*?<option value="ch" selected="">Suisse<\/option>/);
    assert.ok(html.includes('4 chiffres'), 'the postal code hint of Switzerland');
    for (const label of [
      'Civilité',
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Code postal',
      'Ville',
      'Vous êtes',
      'Objet de votre demande',
      'Votre message',
    ]) {
      assert.match(
        html,
        new RegExp(`>${label}<span class="form-field__required" aria-hidden="true"> \\*</span>`),
        label,
      );
    }
    assert.match(html, /<input [^>]*name="city"/, 'without JavaScript the city is typed');
  });

  it('shows the values and messages the server sends back, each tied to its field, and a summary linking to them', () => {
    const state: FormState = {
      ...emptyFormState('contact', TOKEN),
      values: {
        firstname: 'Zoé',
        email: 'zoe@',
        message: 'Mon <message>',
        zipcode: '1300',
        city: 'Namur',
        country: 'be',
      },
      errors: {
        email: { key: 'validation.email' },
        city: { key: 'validation.cityOfZip' },
        address1: { key: 'validation.maxLength', max: 35 },
      },
      formError: { code: 'invalid' },
      cities: ['Limal', 'Wavre'],
    };
    const html = unescape(renderForm(<ContactForm />, { state }));
    assert.match(
      html,
      /<input id="([^"]+-email)"[^>]* aria-invalid="true" aria-describedby="\1-error"[^>]* name="email" value="zoe@"\/>/,
    );
    assert.match(
      html,
      /<p id="[^"]+-email-error" class="form-field__error">Veuillez renseigner une adresse e-mail valide.<\/p>/,
    );
    assert.ok(html.includes('Mon &lt;message&gt;</textarea>'));
    assert.match(
      html,
      /<select [^>]*name="city"[^>]*><option value="">Choisissez votre ville<\/option><option value="Limal">Limal<\/option><option value="Wavre">Wavre<\/option><\/select>/,
    );
    assert.match(
      html,
      /<div class="form-alert" role="alert" tabindex="-1"><p class="form-alert__message">Merci de bien remplir tous les champs obligatoires.<\/p>/,
    );
    assert.match(
      html,
      /<a href="#[^"]+-address1">Adresse : Ce champ ne peut contenir que 35 caractères au maximum<\/a>/,
    );
  });

  it('preselects the profile of the link that led there', () => {
    const html = renderForm(<ContactForm />, {
      state: emptyFormState('contact', TOKEN),
      search: '?profile=fertility_professional',
    });
    assert.match(html, /<option value="fertility_professional" selected="">/);
  });
});

describe('the newsletter form', () => {
  it('posts to the Spanish newsletter page, and to the forms endpoint where a locale has no such page', () => {
    assert.match(
      renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', state: emptyFormState('newsletter', TOKEN) }),
      /action="\/newsletter" method="post"/,
    );
    assert.match(
      renderForm(<NewsletterForm variant="popin" />, { locale: 'it-it' }),
      /<form class="form form--newsletter form--popin" action="\/api\/forms\/newsletter" method="post">/,
    );
  });

  it('shows a failed POST on the page, never in the pop-in', () => {
    const state: FormState = {
      ...emptyFormState('newsletter', TOKEN),
      values: { email: 'ana@' },
      errors: { email: { key: 'validation.email' } },
      formError: { code: 'invalid' },
    };
    const page = renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', state });
    assert.ok(page.includes('value="ana@"') && page.includes('Introduzca una dirección de correo electrónico válida.'));
    const popin = renderForm(<NewsletterForm variant="popin" />, { locale: 'es-es', state });
    assert.ok(!popin.includes('ana@') && !popin.includes('form-alert'));
    assert.ok(popin.includes(`value="${TOKEN}"`), 'the pop-in still uses the page’s token');
  });
});

describe('sending a form from the browser', () => {
  function fakeServer(answers: Array<(body: URLSearchParams) => Response | Promise<Response>>) {
    const calls: { url: string; method: string; body: URLSearchParams }[] = [];
    const fetch = (async (input: string, init: RequestInit = {}) => {
      const body = new URLSearchParams(init.body ? String(init.body) : '');
      calls.push({ url: input, method: init.method ?? 'GET', body });
      return answers.shift()!(body);
    }) as typeof globalThis.fetch;
    return { calls, fetch };
  }
  const values = { email: 'ana@example.es', city: 'Madrid', consent: 'yes' };

  it('asks for a token when the page has none, and sends the fields with it and the locale', async () => {
    const server = fakeServer([
      () => Response.json({ token: TOKEN }),
      () => Response.json({ ok: true, redirect: '/newsletter/confirmacion' }),
    ]);
    const answer = await sendForm({
      form: 'newsletter',
      values,
      locale: 'es-es',
      token: null,
      antiSpamSiteKey: null,
      fetch: server.fetch,
    });
    assert.deepEqual(answer, { ok: true, redirect: '/newsletter/confirmacion' });
    assert.deepEqual(
      server.calls.map((call) => `${call.method} ${call.url}`),
      ['GET /api/forms/token', 'POST /api/forms/newsletter'],
    );
    assert.deepEqual(Object.fromEntries(server.calls[1]!.body), { ...values, _csrf: TOKEN, locale: 'es-es' });
  });

  it('sends once more with the fresh token of a stale session', async () => {
    const stale: FormAnswer = {
      ok: false,
      errors: {},
      formError: { code: 'sessionExpired' },
      cities: null,
      token: 'B'.repeat(43),
    };
    const server = fakeServer([
      () => Response.json(stale, { status: 403 }),
      () => Response.json({ ok: true, redirect: null }),
    ]);
    assert.deepEqual(
      await sendForm({
        form: 'contact',
        values,
        locale: 'fr-be',
        token: TOKEN,
        antiSpamSiteKey: null,
        fetch: server.fetch,
      }),
      { ok: true, redirect: null },
    );
    assert.equal(server.calls[1]!.body.get('_csrf'), 'B'.repeat(43));
  });

  it('adds the anti-spam token when the check is on, and fails with its message without sending when it cannot get one', async () => {
    const server = fakeServer([() => Response.json({ ok: true, redirect: null })]);
    await sendForm({
      form: 'contact',
      values,
      locale: 'fr-be',
      token: TOKEN,
      antiSpamSiteKey: 'site-key',
      fetch: server.fetch,
      getAntiSpamToken: async (key, form) => `${key}:${form}`,
    });
    assert.equal(server.calls[0]!.body.get('antispam'), 'site-key:contact');
    const none = fakeServer([]);
    const answer = await sendForm({
      form: 'contact',
      values,
      locale: 'fr-be',
      token: TOKEN,
      antiSpamSiteKey: 'site-key',
      fetch: none.fetch,
      getAntiSpamToken: () => Promise.reject(new Error('blocked')),
    });
    assert.deepEqual(answer, { ok: false, errors: {}, formError: { code: 'antiSpam' }, cities: null });
    assert.equal(none.calls.length, 0);
  });

  it('turns a network failure or an answer that is not ours into the generic error', async () => {
    const down = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    assert.deepEqual(
      await sendForm({ form: 'contact', values, locale: 'fr-be', token: TOKEN, antiSpamSiteKey: null, fetch: down }),
      { ok: false, errors: {}, formError: { code: 'generic' }, cities: null },
    );
    const proxy = fakeServer([() => new Response('<html>502 Bad Gateway</html>', { status: 502 })]);
    assert.deepEqual(
      (
        await sendForm({
          form: 'contact',
          values,
          locale: 'fr-be',
          token: TOKEN,
          antiSpamSiteKey: null,
          fetch: proxy.fetch,
        })
      ).ok,
      false,
    );
  });
});

describe('the form-wide messages', () => {
  it('say each failure in French, SPEC §8’s words where it has some', () => {
    const { t } = createTranslator({ language: 'fr', resources: { fr } }).withLanguage('fr');
    const inForms = (key: string, options?: Record<string, unknown>) => t(key, { ns: 'forms', ...options });
    const texts = Object.fromEntries(
      FORM_ERROR_CODES.map((code) => [code, formErrorText(inForms, { code, minutes: 12 })]),
    );
    assert.equal(texts.invalid, 'Merci de bien remplir tous les champs obligatoires.');
    assert.equal(texts.generic, "Une erreur inconnue s'est produite");
    assert.equal(texts.antiSpam, 'La protection anti-spam a déclenché une erreur, merci de réessayer.');
    assert.match(texts.rateLimited!, /dans 12 min\./);
    for (const [code, text] of Object.entries(texts)) assert.ok(text && !text.includes('formErrors'), code);
  });
});
