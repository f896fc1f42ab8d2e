// The forms' test bench: the whole app on the real seed's catalog in a temporary DATA_DIR, a
// second connection to that catalog's file to read what was stored, and the steps a browser
// without JavaScript takes (open the form's page for its cookie and token, post the form).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';

import request from 'supertest';

import { type Catalog, createCatalog } from '../../../catalog/create-catalog.ts';
import { SEED } from '../../../catalog/seed/index.ts';
import { openStore, type Store } from '../../../catalog/store/store.ts';
import { createApp } from '../../../server/app.ts';
import { type AppDeps, BUILT_MANIFEST_PATH } from '../../../server/deps.ts';
import { CSRF_FIELD } from '../../../shared/forms/form-protocol.ts';
import { testDeps } from '../../helpers/app.ts';

export interface FormBench {
  deps(env?: Record<string, string>, overrides?: Partial<AppDeps>): AppDeps;
  app(env?: Record<string, string>, overrides?: Partial<AppDeps>): ReturnType<typeof createApp>;
  /** Rows of a table (contact_request, newsletter_signup), in order. */
  rows(table: 'contact_request' | 'newsletter_signup'): Record<string, unknown>[];
}

export function useFormBench(): FormBench {
  let catalog: Catalog | undefined;
  let store: Store | undefined;
  let dataDir: string | undefined;
  before(async () => {
    assert.ok(
      existsSync(BUILT_MANIFEST_PATH),
      `${BUILT_MANIFEST_PATH} is missing: run npm run build before these tests`,
    );
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-forms-'));
    catalog = await createCatalog({ dataDir, seed: SEED });
    store = openStore(dataDir);
  });
  after(() => {
    store?.close();
    catalog?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  // Every app of the tests allows many submissions per hour unless a test says otherwise.
  const deps = (env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) =>
    testDeps({ FORM_SUBMISSIONS_PER_HOUR: '10000', ...env }, { catalog: catalog!, ...overrides });
  return {
    deps,
    app: (env, overrides) => createApp(deps(env, overrides)),
    rows: (table) =>
      store!.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`).map((row) => ({ ...row })),
  };
}

export type App = ReturnType<typeof createApp>;

export interface FormSession {
  /** `name=value` of the CSRF cookie. */
  cookie: string;
  token: string;
  /** The form page's HTML. */
  html: string;
}

/** Opens a form page as a browser would: its CSRF cookie and the token of its hidden field. */
export async function openForm(app: App, host: string, path: string): Promise<FormSession> {
  const response = await request(app).get(path).set('Host', host);
  assert.equal(response.status, 200, `${path} on ${host}`);
  const setCookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.includes('csrf='));
  assert.ok(setCookie, 'the form page sets the CSRF cookie');
  const cookie = setCookie.split(';', 1)[0]!;
  const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(response.text)?.[1];
  assert.ok(token, 'the form carries its token');
  assert.equal(cookie.slice(cookie.indexOf('=') + 1), token, 'the hidden token is the cookie’s');
  return { cookie, token, html: response.text };
}

/** Posts a form as a browser without JavaScript does (urlencoded, from the site's own page). */
export function postForm(
  app: App,
  host: string,
  path: string,
  session: Pick<FormSession, 'cookie' | 'token'> | null,
  fields: Record<string, string>,
) {
  const body = new URLSearchParams({ ...(session && { [CSRF_FIELD]: session.token }), ...fields }).toString();
  const call = request(app).post(path).set('Host', host).set('Origin', `http://${host}`).type('form');
  if (session) call.set('Cookie', session.cookie);
  return call.send(body);
}

/** HTML entities of the renderer undone, for assertions on texts. */
export function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The message shown beside each field of a rendered form, by the field's name. */
export function fieldMessages(html: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const match of html.matchAll(/<p id="[^"]*-([a-z0-9]+)-error" class="form-field__error">([^<]*)<\/p>/g))
    messages[match[1]!] = decode(match[2]!);
  return messages;
}

/** The value each text control, textarea and selected option shows, by field name. */
export function shownValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of html.matchAll(/<input [^>]*name="([a-z0-9]+)"[^>]*>/g)) {
    const tag = match[0];
    const value = /value="([^"]*)"/.exec(tag)?.[1];
    if (/type="(radio|checkbox)"/.test(tag)) {
      if (/ checked=""/.test(tag) && value !== undefined) values[match[1]!] = decode(value);
    } else if (value !== undefined && match[1] !== CSRF_FIELD) values[match[1]!] = decode(value);
  }
  for (const match of html.matchAll(/<textarea [^>]*name="([a-z0-9]+)"[^>]*>([^<]*)<\/textarea>/g))
    values[match[1]!] = decode(match[2]!);
  for (const match of html.matchAll(/<select [^>]*name="([a-z0-9]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected="">/.exec(match[2]!)?.[1];
    if (selected !== undefined) values[match[1]!] = decode(selected);
  }
  return values;
}
