// The forms' test bench: the whole app on the real seed's catalog in a temporary DATA_DIR, a
// second connection to that catalog's file to read what was stored, and the steps a browser
// without JavaScript takes (open the form's page for its cookie and token, post the form).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before } from 'node:test';

import request from 'supertest';

import { type Catalog, createCatalog } from '../../../catalog/create-catalog.ts';
import { createMediaHandler } from '../../../catalog/media/media-routes.ts';
import { createMediaStore } from '../../../catalog/media/media-store.ts';
import { createSeedMediaResolver } from '../../../catalog/media/seed-resolver.ts';
import { SEED } from '../../../catalog/seed/index.ts';
import { catalogFile } from '../../../catalog/store/store.ts';
import { createApp } from '../../../server/app.ts';
import { type AppDeps, BUILT_MANIFEST_PATH } from '../../../server/deps.ts';
import { CSRF_FIELD } from '../../../shared/forms/form-protocol.ts';
import { testDeps } from '../../helpers/app.ts';
import { documentOf, type DocumentView } from '../../helpers/render-view.tsx';

export interface FormBench {
  deps(env?: Record<string, string>, overrides?: Partial<AppDeps>): AppDeps;
  app(env?: Record<string, string>, overrides?: Partial<AppDeps>): ReturnType<typeof createApp>;
  /** Rows of a table (contact_request, newsletter_signup), in order. */
  rows(table: 'contact_request' | 'newsletter_signup'): Record<string, unknown>[];
  /** The catalog the apps are built on (what a test sets up through its API). */
  catalog(): Catalog;
}

export function useFormBench(): FormBench {
  let catalog: Catalog | undefined;
  let store: DatabaseSync | undefined;
  let dataDir: string | undefined;
  before(async () => {
    assert.ok(
      existsSync(BUILT_MANIFEST_PATH),
      `${BUILT_MANIFEST_PATH} is missing: run npm run build before these tests`,
    );
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-forms-'));
    catalog = await createCatalog({ dataDir, seed: SEED });
    // The seed's pictures, drawn when a browser asks (the browser tests' screenshots show them).
    catalog.router.use(
      createMediaHandler(createMediaStore({ dir: join(dataDir, 'media'), resolve: createSeedMediaResolver(SEED) })),
    );
    store = new DatabaseSync(catalogFile(dataDir), { readOnly: true });
  });
  after(async () => {
    store?.close();
    await catalog?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  // Every app of the tests allows many submissions per hour unless a test says otherwise.
  const deps = (env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) =>
    testDeps({ FORM_SUBMISSIONS_PER_HOUR: '10000', ...env }, { catalog: catalog!, ...overrides });
  return {
    deps,
    app: (env, overrides) => createApp(deps(env, overrides)),
    catalog: () => catalog!,
    rows: (table) =>
      (store!.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[]).map((row) => ({
        ...row,
      })),
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
  const token = tokenOf(response);
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

/** A served page as a browser parses it (documentOf), parsed once per response. */
export function pageOf(response: { text: string }): DocumentView {
  let page = parsed.get(response);
  if (!page) parsed.set(response, (page = documentOf(response.text)));
  return page;
}
const parsed = new WeakMap<object, DocumentView>();

/** The text a reader sees in the page's main content. */
export const shownText = (response: { text: string }) => pageOf(response).getByRole('main').textContent ?? '';

/** The CSRF token of the page's form, from its hidden field. */
export const tokenOf = (response: { text: string }) =>
  pageOf(response).document.querySelector(`input[name="${CSRF_FIELD}"]`)?.getAttribute('value');

/** The message shown beside each field of a rendered form, by the name of the field it describes. */
export function fieldMessages(response: { text: string }): Record<string, string> {
  const { container } = pageOf(response);
  const messages: Record<string, string> = {};
  for (const error of container.querySelectorAll('.form-field__error')) {
    const described = container.querySelector(`[aria-describedby~="${error.id}"]`);
    const field = described?.matches('[name]') ? described : described?.querySelector('[name]'); // a group: its first choice
    messages[field?.getAttribute('name') ?? `#${error.id}`] = error.textContent ?? '';
  }
  return messages;
}

/** The value each text control, textarea and selected option shows, by field name (from the markup, as served). */
export function shownValues(response: { text: string }): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of pageOf(response).container.querySelectorAll('input[name], textarea[name], select[name]')) {
    const name = control.getAttribute('name')!;
    const value = control.getAttribute('value');
    if (control.tagName === 'TEXTAREA') values[name] = control.textContent ?? '';
    else if (control.tagName === 'SELECT') {
      const selected = control.querySelector('option[selected]')?.getAttribute('value');
      if (selected != null) values[name] = selected;
    } else if (['radio', 'checkbox'].includes(control.getAttribute('type') ?? '')) {
      if (control.hasAttribute('checked') && value !== null) values[name] = value;
    } else if (value !== null && name !== CSRF_FIELD) values[name] = value;
  }
  return values;
}
