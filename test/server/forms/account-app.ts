// The account forms' test bench: the whole app on the real seed's catalog in a temporary DATA_DIR
// with a clock the test can move (sessions and reset links expire), the outbox the account
// e-mails are written to, a read-only connection to the catalog's file to count what was stored,
// and a visitor without JavaScript: a cookie jar, a form page's token, a POST.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before } from 'node:test';

import request, { type Response } from 'supertest';

import { type Catalog, createCatalog } from '../../../catalog/create-catalog.ts';
import { SEED } from '../../../catalog/seed/index.ts';
import { catalogFile } from '../../../catalog/store/store.ts';
import { createApp } from '../../../server/app.ts';
import { type AppDeps, BUILT_MANIFEST_PATH } from '../../../server/deps.ts';
import { readOutbox } from '../../../server/mail/outbox.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { testDeps } from '../../helpers/app.ts';
import { pageOf, tokenOf } from './form-app.ts';

export type App = ReturnType<typeof createApp>;

export interface AccountBench {
  /** A fresh app (and its deps, for the mails) on the bench's catalog. */
  open(env?: Record<string, string>, overrides?: Partial<AppDeps>): { app: App; deps: AppDeps };
  /** Moves the catalog's clock (sessions and reset links expire by it). */
  advance(ms: number): void;
  /** The e-mails written so far, newest first, once every one handed over went out. */
  mails(deps: AppDeps): ReturnType<typeof readOutbox>;
  /** Rows of a table of the catalog. */
  rows(table: 'web_account' | 'customer' | 'account_session' | 'password_reset'): Record<string, unknown>[];
}

export function useAccountBench(): AccountBench {
  let catalog: Catalog | undefined;
  let store: DatabaseSync | undefined;
  let dataDir: string | undefined;
  let offset = 0;
  before(async () => {
    assert.ok(existsSync(BUILT_MANIFEST_PATH), `${BUILT_MANIFEST_PATH} is missing: run npm run build first`);
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-accounts-'));
    catalog = await createCatalog({ dataDir, seed: SEED, now: () => new Date(Date.now() + offset) });
    store = new DatabaseSync(catalogFile(dataDir), { readOnly: true });
  });
  after(async () => {
    store?.close();
    await catalog?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    open(env = {}, overrides = {}) {
      const deps = testDeps(
        { FORM_SUBMISSIONS_PER_HOUR: '10000', ...env },
        { catalog: catalog!, outboxDir: join(dataDir!, 'outbox'), ...overrides },
      );
      return { app: createApp(deps), deps };
    },
    advance(ms) {
      offset += ms;
    },
    async mails(deps) {
      await deps.mails.settled();
      return readOutbox(deps.outboxDir);
    },
    rows: (table) =>
      (store!.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[]).map((row) => ({
        ...row,
      })),
  };
}

/** A browser without JavaScript on one host: its cookies, kept across answers as a browser keeps them. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** The CSRF token of the last form page opened. */
  token = '';
  /** The hidden fields of each form of the last page (by its `_form`), which a browser sends with it. */
  hidden = new Map<string, Record<string, string>>();

  constructor(
    readonly app: App,
    readonly host: string,
  ) {}

  private keep(response: Response): Response {
    for (const line of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';', 1);
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string): Promise<Response> {
    const call = request(this.app).get(path).set('Host', this.host);
    if (this.cookies.size > 0) call.set('Cookie', this.cookieHeader);
    return this.read(this.keep(await call));
  }

  private read(response: Response): Response {
    if (!String(response.headers['content-type']).startsWith('text/html')) return response;
    const token = tokenOf(response);
    if (token) this.token = token;
    this.hidden.clear();
    for (const form of pageOf(response).document.querySelectorAll('form')) {
      const name = form.querySelector(`input[name="${FORM_FIELD}"]`)?.getAttribute('value');
      if (!name) continue;
      const fields: Record<string, string> = {};
      for (const input of form.querySelectorAll('input[type="hidden"]'))
        fields[input.getAttribute('name')!] = input.getAttribute('value') ?? '';
      this.hidden.set(name, fields);
    }
    return response;
  }

  /**
   * Posts a form as a browser without JavaScript does: urlencoded, from the site's own page, with
   * the hidden fields the last page's form of that name carried (its token, where to go next).
   */
  async post(path: string, fields: Record<string, string>, { json = false } = {}): Promise<Response> {
    const hidden = this.hidden.get(fields[FORM_FIELD] ?? '') ?? {};
    const body = new URLSearchParams({ ...hidden, [CSRF_FIELD]: this.token, ...fields }).toString();
    const call = request(this.app).post(path).set('Host', this.host).set('Origin', `http://${this.host}`).type('form');
    if (json) call.set('Accept', 'application/json');
    if (this.cookies.size > 0) call.set('Cookie', this.cookieHeader);
    return this.read(this.keep(await call.send(body)));
  }
}
