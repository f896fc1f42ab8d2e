// Customers of the account tests: each test signs up a customer of its own through the catalog's
// API (so a password changed or an address deleted by one test is seen by no other), and opens
// the site's pages and posts its forms with that customer's jwt_token cookie, as a browser
// without JavaScript would.
import assert from 'node:assert/strict';

import request from 'supertest';

import { type Country, COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import { type ApiClient, createApiClient } from '../../../shared/api/client.ts';
import { CSRF_FIELD, FORM_ANSWER_TYPE } from '../../../shared/forms/form-protocol.ts';
import type { SignUpPayload } from '../../../shared/schemas/account.ts';
import { type App, type FormBench, tokenOf } from './form-app.ts';

export const countryOf = (locale: Locale) => locale.slice(3) as Country;
export const hostOf = (locale: Locale) => `${countryOf(locale)}.localhost`;

/** A password every rule and the strength meter accept. */
export const CUSTOMER_PASSWORD = 'Sunflower-Meadow-81';

export interface Customer {
  locale: Locale;
  email: string;
  firstname: string;
  lastname: string;
  /** The session the sign-up opened. */
  token: string;
  /** The content API as this customer (the bearer of their session). */
  api: ApiClient;
  /** The content API of the locale, anonymous (another login…). */
  anonymous: ApiClient;
}

let made = 0;

/** Signs up a new customer in the locale's country. */
export async function newCustomer(
  bench: FormBench,
  locale: Locale,
  overrides: Partial<SignUpPayload> = {},
): Promise<Customer> {
  made++;
  const country = countryOf(locale);
  const anonymous = createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: (input, init) => bench.catalog().fetch(new Request(input, init)),
    shopId: COUNTRY_INFO[country].shopId,
    lang: LOCALE_INFO[locale].language,
  });
  const payload: SignUpPayload = {
    email: `customer${made}.${process.pid}@example.${country}`,
    password: CUSTOMER_PASSWORD,
    civility: 'ms',
    firstname: 'Camille',
    lastname: `Leroy${made}`,
    birth_date: '1990-04-01',
    phone: '',
    mobile: '',
    province: locale === 'es-es' ? '28' : null,
    country,
    origin: 'INT',
    locale,
    terms: true,
    ...overrides,
  };
  const welcome = await anonymous.account.signUp(payload);
  const token = welcome.session.token;
  return {
    locale,
    email: payload.email,
    firstname: payload.firstname,
    lastname: payload.lastname,
    token,
    api: anonymous.with({ token }),
    anonymous,
  };
}

export interface CustomerPage {
  response: request.Response;
  /** The cookies a browser now sends: the session and the CSRF token's. */
  cookie: string;
  /** The CSRF token of the page's forms. */
  token: string;
}

/** The `name=value` of a cookie the response sets, or null. */
function setCookie(response: request.Response, name: string): string | null {
  const found = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`));
  return found ? found.split(';', 1)[0]! : null;
}

/** Opens a page as the customer: its HTML, and the cookies and token its forms send. */
export async function openAs(
  app: App,
  customer: Pick<Customer, 'locale' | 'token'>,
  path: string,
): Promise<CustomerPage> {
  const session = `jwt_token=${customer.token}`;
  const response = await request(app).get(path).set('Host', hostOf(customer.locale)).set('Cookie', session);
  assert.equal(response.status, 200, `${path}: ${response.status} ${response.headers.location ?? ''}`);
  const csrf = setCookie(response, 'vitrine_csrf');
  assert.ok(csrf, 'a customer’s page sets the CSRF cookie');
  const token = tokenOf(response);
  assert.ok(token, 'a customer’s page carries the CSRF token');
  return { response, cookie: `${session}; ${csrf}`, token };
}

/** Posts a form of the page as the customer's browser does, without JavaScript (or, `json`, with it). */
export function postAs(
  app: App,
  customer: Pick<Customer, 'locale'>,
  page: Pick<CustomerPage, 'cookie' | 'token'>,
  path: string,
  fields: Record<string, string>,
  { json = false }: { json?: boolean } = {},
) {
  const host = hostOf(customer.locale);
  const call = request(app)
    .post(path)
    .set('Host', host)
    .set('Origin', `http://${host}`)
    .set('Cookie', page.cookie)
    .type('form');
  if (json) call.set('Accept', FORM_ANSWER_TYPE);
  return call.send(new URLSearchParams({ [CSRF_FIELD]: page.token, ...fields }).toString());
}
