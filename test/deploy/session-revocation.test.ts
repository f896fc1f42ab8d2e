// A customer's session is one row of the shared database, not a process's memory (decision 026):
// two built server processes on one PostgreSQL, as behind a load balancer, with one
// SESSION_SECRET. A session opened through one process counts on the other; logged out through
// the other, its token is refused by the first at once, which says 'you have been disconnected'.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { DEMO_PASSWORD } from '../../catalog/seed/customers.ts';
import { CSRF_FIELD } from '../../shared/forms/form-protocol.ts';
import { freePort } from '../helpers/browser.ts';
import { type Answer, call } from '../helpers/http.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import type { Started } from '../helpers/process.ts';
import { assertBuilt, startSite, stopSite } from './site-processes.ts';

const HOST = 'be.localhost';
const LOGIN = '/fr/connexion';
const LOGOUT = '/fr/deconnexion';
const ACCOUNT = '/fr/mon-compte';

/** `name=value` of each cookie an answer sets. */
function cookiesOf(answer: Answer): Map<string, string> {
  const set = new Map<string, string>();
  for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) {
    const [pair] = line.split(';', 1);
    set.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
  }
  return set;
}

function post(port: number, path: string, cookie: string, fields: Record<string, string>): Promise<Answer> {
  return call(port, path, {
    host: HOST,
    method: 'POST',
    headers: { origin: `http://${HOST}`, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('sessions over two processes of the site on one PostgreSQL', { timeout: 180_000 }, () => {
  let postgres: TestPostgres | undefined;
  const sites: Started[] = [];
  const dataDirs: string[] = [];

  before(async () => {
    assertBuilt();
    postgres = await startPostgres();
    const env = {
      DATABASE_URL: await postgres.createDatabase('sessions'),
      SESSION_SECRET: 'one-session-key-every-process-of-the-site-shares',
      CSRF_SECRET: 'one-form-key-every-process-of-the-site-shares-too',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let index = 0; index < 2; index++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-sessions-'));
      dataDirs.push(dataDir);
      sites.push(await startSite(await freePort(), { ...env, DATA_DIR: dataDir }));
    }
  });

  after(async () => {
    await Promise.allSettled(sites.map(stopSite));
    await postgres?.remove();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a session opened through one process counts on the other, and logged out there is refused by the first', async () => {
    const [a, b] = sites.map((site) => site.port) as [number, number];
    const form = await call(a, LOGIN, { host: HOST });
    assert.equal(form.status, 200);
    const csrf = [...cookiesOf(form)].find(([name]) => name.endsWith('csrf'))!;
    const csrfCookie = `${csrf[0]}=${csrf[1]}`;

    const login = await post(a, LOGIN, csrfCookie, {
      [CSRF_FIELD]: csrf[1],
      _form: 'login',
      email: 'marie.dubois@example.be',
      password: DEMO_PASSWORD,
      redirect: '/fr/produits',
    });
    assert.equal(login.status, 303, login.body.slice(0, 300));
    const token = cookiesOf(login).get('jwt_token');
    assert.ok(token, 'process A opened the session');
    const cookie = `${csrfCookie}; jwt_token=${token}`;

    const onB = await call(b, '/fr/produits', { host: HOST, headers: { cookie } });
    assert.equal(onB.status, 200);
    assert.match(onB.body, /class="account-entry account-entry--customer"[^>]*>.*?Marie/s, 'process B knows her');
    const private_ = await call(a, ACCOUNT, { host: HOST, headers: { cookie } });
    assert.notEqual(private_.status, 303, 'process A opens her private pages');

    const logout = await post(b, LOGOUT, cookie, { [CSRF_FIELD]: csrf[1], _form: 'logout' });
    assert.equal(logout.status, 303);
    assert.equal(cookiesOf(logout).get('jwt_token'), '', 'process B clears the cookie');

    // The same token, still held by the browser of someone who copied it, on process A.
    const onA = await call(a, ACCOUNT, { host: HOST, headers: { cookie } });
    assert.equal(onA.status, 303);
    assert.equal(onA.headers.location, `${LOGIN}?redirect=${encodeURIComponent(ACCOUNT)}&disconnected=1`);
    const page = await call(a, '/fr/produits', { host: HOST, headers: { cookie } });
    assert.match(page.body, /class="account-entry account-entry--login"/, 'process A treats the visitor as anonymous');
  });
});
