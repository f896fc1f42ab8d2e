// The forms as the server renders them (the HTML a browser without JavaScript works with, on a
// data router as the pages are, with the route action's refusal after a failed POST), and the
// browser's form step behind the route action (decisions 015, 019).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { ApiProvider } from '../../client/app/api-context.tsx';
import { formTokenQuery } from '../../client/app/queries/forms.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { ContactForm } from '../../client/components/forms/contact-form.tsx';
import { formErrorText } from '../../client/components/forms/form-alert.tsx';
import { NewsletterForm } from '../../client/components/forms/newsletter-form.tsx';
import { sendForm } from '../../client/components/forms/send-form.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import { LOCALE_INFO, LOCALES } from '../../config/locales.ts';
import { createApiClient } from '../../shared/api/client.ts';
import {
  FORM_ERROR_CODES,
  type FormAnswer,
  type FormName,
  type FormRefusal,
} from '../../shared/forms/form-protocol.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { renderView, siteFor, type View } from '../helpers/render-view.tsx';

const PAGE_ROUTE = 'page';
const TEXTS = { fr, nl, de, es, it: itTexts } as const;

/** A refusal as the route action answers it. */
function refusal(form: FormName, parts: Partial<FormRefusal> = {}): FormRefusal {
  return { ok: false, form, values: {}, errors: {}, formError: null, cities: null, ...parts };
}

async function renderForm(
  element: ReactNode,
  {
    locale = 'fr-be',
    token,
    served,
    search = '',
  }: { locale?: Locale; token?: string; served?: FormRefusal; search?: string } = {},
): Promise<View> {
  const queryClient = createQueryClient({ server: true });
  if (token) queryClient.setQueryData(formTokenQuery().queryKey, token);
  const country = COUNTRY_INFO[siteFor(locale).country];
  const api = createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: () => Promise.reject(new Error('no network in this test')),
    shopId: country.shopId,
    lang: LOCALE_INFO[locale].language,
  });
  const path = siteFor(locale).router.href('contact', {}, locale)!;
  // The page's route as the site has it: a loader, an action, the form as its component.
  const handler = createStaticHandler([
    { id: PAGE_ROUTE, path: '*', loader: () => null, action: () => null, Component: () => element },
  ]);
  const context = await handler.query(new Request(`http://test${path}${search}`));
  if (context instanceof Response) throw new Error('the test route answered a Response');
  if (served) context.actionData = { [PAGE_ROUTE]: served };
  return renderView(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </ApiProvider>
    </QueryClientProvider>,
    locale,
    {},
    { location: false },
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
  it('posts to its own page with the visitor’s token, says which fields are required, and starts in the site’s country', async () => {
    const view = await renderForm(<ContactForm />, { locale: 'fr-ch', token: TOKEN });
    const form = formOf(view);
    assert.deepEqual(
      [form.className, form.getAttribute('action'), form.getAttribute('method')],
      ['form form--contact', '/fr/contactez-nous', 'post'],
    );
    const token = fieldOf(view, '_csrf');
    assert.deepEqual([token.type, token.value], ['hidden', TOKEN]);
    const form_ = fieldOf(view, '_form');
    assert.deepEqual([form_.type, form_.value], ['hidden', 'contact'], 'the form says which it is');
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

  it('shows the values and messages of the route action’s refusal, each tied to its field, and a summary linking to them', async () => {
    const served = refusal('contact', {
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
    });
    const view = await renderForm(<ContactForm />, { token: TOKEN, served });
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
      name: 'Adresse\u00a0: Ce champ peut contenir 35 caractères au maximum',
    });
    const target = view.container.ownerDocument.getElementById(toAddress.getAttribute('href')!.slice(1));
    assert.equal(target?.getAttribute('name'), 'address1', 'the summary links to the field');
  });

  it('preselects the profile of the link that led there', async () => {
    const view = await renderForm(<ContactForm />, { token: TOKEN, search: '?profile=fertility_professional' });
    assert.deepEqual(preselected(view.getByRole('combobox', { name: 'Vous êtes' })), ['Professionnel de la fertilité']);
  });
});

describe('the newsletter form', () => {
  it('posts to the Spanish newsletter page, and from the pop-in to the page it shows on', async () => {
    const page = formOf(await renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', token: TOKEN }));
    assert.deepEqual([page.getAttribute('action'), page.getAttribute('method')], ['/newsletter', 'post']);
    const popinView = await renderForm(<NewsletterForm variant="popin" />, { locale: 'it-it', search: '?a=1' });
    const popin = formOf(popinView);
    assert.deepEqual(
      [popin.className, popin.getAttribute('action'), popin.getAttribute('method')],
      ['form form--newsletter form--popin', '/contatto?a=1', 'post'],
    );
    assert.equal(fieldOf(popinView, '_form').value, 'newsletter');
    assert.equal(fieldOf(popinView, '_csrf').value, '', 'no token where the server rendered no form');
  });

  it('shows a refusal on the page, never in the pop-in, and never another form’s', async () => {
    const served = refusal('newsletter', {
      values: { email: 'ana@' },
      errors: { email: { key: 'validation.email' } },
      formError: { code: 'invalid' },
    });
    const message = 'Introduzca una dirección de correo electrónico válida.';
    const page = await renderForm(<NewsletterForm variant="page" />, { locale: 'es-es', token: TOKEN, served });
    assert.equal(fieldOf(page, 'email').value, 'ana@');
    assert.ok(page.getByText(message));
    const popin = await renderForm(<NewsletterForm variant="popin" />, { locale: 'es-es', token: TOKEN, served });
    assert.equal(popin.queryAllByDisplayValue('ana@').length, 0);
    assert.equal(popin.queryAllByText(message).length, 0);
    assert.equal(popin.queryAllByRole('alert').length, 0);
    assert.equal(fieldOf(popin, '_csrf').value, TOKEN, 'the pop-in still uses the page’s token');
    const contactRefused = await renderForm(<NewsletterForm variant="page" />, {
      locale: 'es-es',
      token: TOKEN,
      served: { ...served, form: 'contact' },
    });
    assert.equal(contactRefused.queryAllByText(message).length, 0);
  });

  it('says in every locale, under the consent box, that the data-protection page tells how the data are used, and links to it', async () => {
    const pages: Record<Locale, string> = {
      'fr-be': '/fr/donnees-personnelles',
      'nl-be': '/nl/persoonsgegevens',
      'de-ch': '/de/datenschutzerklarung',
      'fr-ch': '/fr/donnees-personnelles',
      'de-de': '/datenschutzerklarung',
      'es-es': '/proteccion-de-datos',
      'it-it': '/dati-personali',
    };
    for (const locale of LOCALES) {
      const texts = TEXTS[LOCALE_INFO[locale].language].forms;
      const view = await renderForm(<NewsletterForm variant="popin" />, { locale });
      const link = view.getByRole('link', { name: texts.newsletter.privacyLink });
      assert.equal(link.getAttribute('href'), pages[locale], locale);
      const sentence = link.parentElement!;
      assert.equal(
        sentence.textContent,
        texts.newsletter.privacy.replace('{{link}}', texts.newsletter.privacyLink),
        `${locale}: the whole sentence, the link where the language puts it`,
      );
      const consent = view.getByRole('checkbox'); // the form's only one
      assert.ok(
        consent.getAttribute('aria-describedby')?.split(' ').includes(sentence.id),
        `${locale}: the consent box is described by the sentence`,
      );
    }
  });
});

describe('the browser’s form step behind the route action', () => {
  function fakeServer(answers: Array<(body: URLSearchParams) => Response | Promise<Response>>) {
    const calls: { url: string; method: string; accept: string; body: URLSearchParams }[] = [];
    const fetch = (async (input: string, init: RequestInit = {}) => {
      const body = new URLSearchParams(init.body ? String(init.body) : '');
      const accept = new Headers(init.headers).get('accept') ?? '';
      calls.push({ url: input, method: init.method ?? 'GET', accept, body });
      return answers.shift()!(body);
    }) as typeof globalThis.fetch;
    return { calls, fetch };
  }
  const values = { email: 'ana@example.es', city: 'Madrid', consent: 'yes' };
  /** The action's request, as React Router makes it of the form's fields. */
  const posted = (url: string, fields: Record<string, string>) =>
    new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  const PAGE = 'http://es.localhost/newsletter';

  it('posts the fields to the page asking for JSON, and gives the confirmation page of the answer', async () => {
    const server = fakeServer([() => Response.json({ ok: true, redirect: '/newsletter/confirmacion' })]);
    const result = await sendForm(posted(PAGE, { ...values, _csrf: TOKEN, _form: 'newsletter' }), {
      locale: 'es-es',
      antiSpamSiteKey: null,
      fetch: server.fetch,
    });
    assert.deepEqual(result, { ok: true, redirect: '/newsletter/confirmacion' });
    assert.deepEqual(
      server.calls.map((call) => [call.method, call.url, call.accept]),
      [['POST', PAGE, 'application/json']],
    );
    assert.deepEqual(Object.fromEntries(server.calls[0]!.body), { ...values, _csrf: TOKEN, _form: 'newsletter' });
  });

  it('sends once more with the token of a refusal for a missing or stale one, and gives a refusal with its status', async () => {
    const stale: FormAnswer = { ...refusal('contact'), formError: { code: 'sessionExpired' }, token: 'B'.repeat(43) };
    const invalid: FormAnswer = { ...refusal('contact'), errors: { city: { key: 'validation.city' } } };
    const server = fakeServer([
      () => Response.json(stale, { status: 403 }),
      () => Response.json(invalid, { status: 422 }),
    ]);
    const result = await sendForm(posted(PAGE, { ...values, _csrf: '', _form: 'contact' }), {
      locale: 'fr-be',
      antiSpamSiteKey: null,
      fetch: server.fetch,
    });
    assert.deepEqual(result, { ok: false, status: 422, refusal: invalid });
    assert.deepEqual(
      server.calls.map((call) => call.body.get('_csrf')),
      ['', 'B'.repeat(43)],
    );
  });

  it('clears the contact form’s draft once it is stored, not before', async () => {
    const storage = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    Object.assign(globalThis, { sessionStorage });
    try {
      storage.set('vitrine:form:contact:fr-be', '{"message":"Bonjour"}');
      const refused = fakeServer([() => Response.json(refusal('contact'), { status: 422 })]);
      const options = { locale: 'fr-be' as const, antiSpamSiteKey: null };
      await sendForm(posted(PAGE, { _form: 'contact' }), { ...options, fetch: refused.fetch });
      assert.ok(storage.has('vitrine:form:contact:fr-be'), 'kept while the form is refused');
      const stored = fakeServer([() => Response.json({ ok: true, redirect: '/fr/contactez-nous/confirmation' })]);
      await sendForm(posted(PAGE, { _form: 'contact' }), { ...options, fetch: stored.fetch });
      assert.equal(storage.has('vitrine:form:contact:fr-be'), false);
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('adds the anti-spam token when the check is on, and fails with its message without sending when it cannot get one', async () => {
    const server = fakeServer([() => Response.json({ ok: true, redirect: null })]);
    await sendForm(posted(PAGE, { ...values, _form: 'contact' }), {
      locale: 'fr-be',
      antiSpamSiteKey: 'site-key',
      fetch: server.fetch,
      getAntiSpamToken: async (key, form) => `${key}:${form}`,
    });
    assert.equal(server.calls[0]!.body.get('antispam'), 'site-key:contact');
    const none = fakeServer([]);
    const result = await sendForm(posted(PAGE, { ...values, _form: 'contact' }), {
      locale: 'fr-be',
      antiSpamSiteKey: 'site-key',
      fetch: none.fetch,
      getAntiSpamToken: () => Promise.reject(new Error('blocked')),
    });
    assert.deepEqual(result, {
      ok: false,
      status: 503,
      refusal: refusal('contact', { values, formError: { code: 'antiSpam' } }),
    });
    assert.equal(none.calls.length, 0);
  });

  it('turns a network failure or an answer that is not ours into the generic error, keeping the values', async () => {
    const down = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const options = { locale: 'fr-be' as const, antiSpamSiteKey: null };
    assert.deepEqual(await sendForm(posted(PAGE, { ...values, _form: 'newsletter' }), { ...options, fetch: down }), {
      ok: false,
      status: 503,
      refusal: refusal('newsletter', { values, formError: { code: 'generic' } }),
    });
    const proxy = fakeServer([() => new Response('<html>502 Bad Gateway</html>', { status: 502 })]);
    const result = await sendForm(posted(PAGE, { ...values, _form: 'newsletter' }), { ...options, fetch: proxy.fetch });
    assert.equal(result.ok, false);
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
