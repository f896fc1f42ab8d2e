// The forms as the server renders them (the HTML a browser without JavaScript works with), and
// the browser's way of sending them (decision 015).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

import { ApiProvider } from '../../client/app/api-context.tsx';
import { formStateQuery } from '../../client/app/queries/forms.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
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
import { renderView, siteFor, type View } from '../helpers/render-view.tsx';

function renderForm(
  element: ReactNode,
  { locale = 'fr-be', state, search = '' }: { locale?: Locale; state?: FormState; search?: string } = {},
): View {
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
  return renderView(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <StaticRouter location={`${path}${search}`}>{element}</StaticRouter>
      </ApiProvider>
    </QueryClientProvider>,
    locale,
  );
}

const TOKEN = 'A'.repeat(43);

const formOf = (view: View) => view.container.querySelector('form')!;
/**
 * The options the markup preselects. (happy-dom's select.value can differ from what a browser
 * makes of the same markup: read the `selected` attributes the server wrote.)
 */
const preselected = (select: HTMLSelectElement) =>
  [...select.options].filter((option) => option.hasAttribute('selected')).map((option) => option.textContent);
const fieldOf = <T extends HTMLElement = HTMLInputElement>(view: View, name: string) =>
  view.container.querySelector<T>(`[name="${name}"]`)!;

describe('the contact form as the server renders it', () => {
  it('posts to its own page with the visitor’s token, says which fields are required, and starts in the site’s country', () => {
    const view = renderForm(<ContactForm />, { locale: 'fr-ch', state: emptyFormState('contact', TOKEN) });
    const form = formOf(view);
    assert.deepEqual(
      [form.className, form.getAttribute('action'), form.getAttribute('method')],
      ['form form--contact', '/fr/contactez-nous', 'post'],
    );
    const token = fieldOf(view, '_csrf');
    assert.deepEqual([token.type, token.value], ['hidden', TOKEN]);
    assert.ok(view.getByText("Les champs marqués d'un * sont obligatoires"));
    const country = view.getByRole<HTMLSelectElement>('combobox', { name: 'Pays' });
    assert.equal(country.name, 'country');
    assert.deepEqual(preselected(country), ['Suisse']);
    assert.ok(view.getByRole('textbox', { name: 'Code postal', description: /4 chiffres/ }), 'the hint of Switzerland');
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
      const mark = view.getByText(label, { selector: 'label, legend' }).querySelector('.form-field__required');
      assert.deepEqual([mark?.textContent, mark?.getAttribute('aria-hidden')], [' *', 'true'], label);
    }
    assert.equal(fieldOf(view, 'city').tagName, 'INPUT', 'without JavaScript the city is typed');
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
    const view = renderForm(<ContactForm />, { state });
    const email = view.getByRole<HTMLInputElement>('textbox', {
      name: 'Adresse e-mail',
      description: 'Veuillez renseigner une adresse e-mail valide.',
    });
    assert.deepEqual(
      [email.name, email.value, email.getAttribute('aria-invalid'), email.getAttribute('aria-describedby')],
      ['email', 'zoe@', 'true', `${email.id}-error`],
    );
    assert.equal(view.getByText('Veuillez renseigner une adresse e-mail valide.').className, 'form-field__error');
    assert.equal(view.getByRole<HTMLTextAreaElement>('textbox', { name: 'Votre message' }).value, 'Mon <message>');
    const city = fieldOf<HTMLSelectElement>(view, 'city');
    assert.equal(city.tagName, 'SELECT');
    assert.deepEqual(
      [...city.options].map((option) => [option.value, option.textContent]),
      [
        ['', 'Choisissez votre ville'],
        ['Limal', 'Limal'],
        ['Wavre', 'Wavre'],
      ],
    );
    const alert = view.getByRole('alert');
    assert.deepEqual(
      [alert.className, alert.getAttribute('tabindex'), alert.firstElementChild!.textContent],
      ['form-alert', '-1', 'Merci de bien remplir tous les champs obligatoires.'],
    );
    const toAddress = within(alert).getByRole('link', {
      name: 'Adresse : Ce champ ne peut contenir que 35 caractères au maximum',
    });
    const target = view.container.ownerDocument.getElementById(toAddress.getAttribute('href')!.slice(1));
    assert.equal(target?.getAttribute('name'), 'address1', 'the summary links to the field');
  });

  it('preselects the profile of the link that led there', () => {
    const view = renderForm(<ContactForm />, {
      state: emptyFormState('contact', TOKEN),
      search: '?profile=fertility_professional',
    });
    assert.deepEqual(preselected(view.getByRole('combobox', { name: 'Vous êtes' })), ['Professionnel de la fertilité']);
  });
});

describe('the newsletter form', () => {
  it('posts to the Spanish newsletter page, and to the forms endpoint where a locale has no such page', () => {
    const page = formOf(
      renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', state: emptyFormState('newsletter', TOKEN) }),
    );
    assert.deepEqual([page.getAttribute('action'), page.getAttribute('method')], ['/newsletter', 'post']);
    const popin = formOf(renderForm(<NewsletterForm variant="popin" />, { locale: 'it-it' }));
    assert.deepEqual(
      [popin.className, popin.getAttribute('action'), popin.getAttribute('method')],
      ['form form--newsletter form--popin', '/api/forms/newsletter', 'post'],
    );
  });

  it('shows a failed POST on the page, never in the pop-in', () => {
    const state: FormState = {
      ...emptyFormState('newsletter', TOKEN),
      values: { email: 'ana@' },
      errors: { email: { key: 'validation.email' } },
      formError: { code: 'invalid' },
    };
    const message = 'Introduzca una dirección de correo electrónico válida.';
    const page = renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', state });
    assert.equal(fieldOf(page, 'email').value, 'ana@');
    assert.ok(page.getByText(message));
    const popin = renderForm(<NewsletterForm variant="popin" />, { locale: 'es-es', state });
    assert.equal(popin.queryAllByDisplayValue('ana@').length, 0);
    assert.equal(popin.queryAllByText(message).length, 0);
    assert.equal(popin.queryAllByRole('alert').length, 0);
    assert.equal(fieldOf(popin, '_csrf').value, TOKEN, 'the pop-in still uses the page’s token');
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
