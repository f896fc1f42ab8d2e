// Several processes, one site (issue 18): two processes of the built server on one PostgreSQL
// and one Redis, behind deploy/nginx.conf. Forms posted to either land in one database, the form
// limit counts them together, a maintenance switch reaches both within a second, and a rolling
// restart of both under load fails no request through nginx.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import pg from 'pg';

import { maintenanceCommand } from '../../scripts/maintenance.ts';
import { call } from '../helpers/http.ts';
import { startNginx, type TestNginx } from '../helpers/nginx.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import type { Started } from '../helpers/process.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { freePort } from '../helpers/services.ts';
import {
  assertBuilt,
  CONTACT_PATH,
  contactFields,
  openContactForm,
  postContact,
  startSite,
  stopSite,
} from './site-processes.ts';

const PER_HOUR = 6;
/** Pages the load asks for, all answered 200 by a healthy process. */
const LOAD_PATHS = ['/fr/', '/fr/produits', CONTACT_PATH, '/fr/besoins'];
const LOAD_WORKERS = 6;
const FAIL_TIMEOUT_MS = 2_000;

describe('two processes behind nginx, on one PostgreSQL and one Redis', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let nginx: TestNginx;
  let env: Record<string, string>;
  const ports: number[] = [];
  const dataDirs: string[] = [];
  const sites: Started[] = [];

  const rows = async (sql: string) => {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  before(async () => {
    assertBuilt();
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    env = {
      DATABASE_URL: await postgres.createDatabase('site'),
      REDIS_URL: redis.url,
      CSRF_SECRET: 'a-secret-every-process-of-the-site-shares',
      FORM_SUBMISSIONS_PER_HOUR: String(PER_HOUR),
      TRUST_PROXY: 'loopback',
      DRAIN_DELAY_MS: '1500',
      SHUTDOWN_GRACE_MS: '10000',
    };
    for (let index = 0; index < 2; index++) {
      ports.push(await freePort());
      dataDirs.push(await mkdtemp(join(tmpdir(), 'vitrine-site-')));
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    sites.push(await startSite(ports[0]!, { ...env, DATA_DIR: dataDirs[0]! }));
    sites.push(await startSite(ports[1]!, { ...env, DATA_DIR: dataDirs[1]! }));
    nginx = await startNginx(ports);
  });

  after(async () => {
    await Promise.allSettled(sites.map(stopSite));
    await Promise.allSettled([nginx?.stop(), redis?.stop(), postgres?.remove()]);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('seeds the database once: one process wrote the seed, the other found it', () => {
    const seeded = sites.filter((site) => site.lines.some((line) => line.msg === 'catalog seeded'));
    assert.equal(seeded.length, 1);
  });

  it('stores the forms posted to either process in the one database, a form shown by one accepted by the other', async () => {
    const [a, b] = ports as [number, number];
    const fromA = await openContactForm(a);
    const fromB = await openContactForm(b);
    assert.equal((await postContact(b, fromA, contactFields('first@example.be'))).status, 303);
    assert.equal((await postContact(a, fromB, contactFields('second@example.be'))).status, 303);
    const stored = await rows(
      "SELECT email FROM contact_request WHERE email IN ('first@example.be', 'second@example.be') ORDER BY id",
    );
    assert.deepEqual(
      stored.map((row) => row.email),
      ['first@example.be', 'second@example.be'],
    );
  });

  it('counts the form limit of one address over both processes', async () => {
    const sessions = await Promise.all(ports.map(openContactForm));
    const statuses: number[] = [];
    // Two were sent by the test before; the limit is PER_HOUR for the address over the whole site.
    for (let n = 0; n < PER_HOUR; n++) {
      const at = n % 2;
      statuses.push((await postContact(ports[at]!, sessions[at]!, contactFields(`limit${n}@example.be`))).status);
    }
    assert.deepEqual(statuses, [...Array(PER_HOUR - 2).fill(303), 429, 429]);
    const stored = await rows("SELECT count(*)::int AS n FROM contact_request WHERE email LIKE 'limit%'");
    assert.equal(stored[0]!.n, PER_HOUR - 2);
  });

  it('shows the maintenance switch on both processes within a second, and takes it off the same way', async () => {
    const say = () => {};
    const inMaintenance = async (port: number) => {
      const answer = await call(port, CONTACT_PATH);
      return answer.status === 307 && /maintenance/.test(String(answer.headers.location));
    };
    const until = async (wanted: boolean) => {
      const started = Date.now();
      const seen = new Set<number>();
      while (seen.size < ports.length) {
        for (const port of ports) if ((await inMaintenance(port)) === wanted) seen.add(port);
        if (Date.now() - started > 5_000) break;
      }
      return { elapsed: Date.now() - started, seen: seen.size };
    };
    assert.equal(await maintenanceCommand('on', env, say), 0);
    const on = await until(true);
    assert.equal(on.seen, 2);
    assert.ok(on.elapsed < 1_000, `seen by both after ${on.elapsed} ms`);
    assert.equal(await maintenanceCommand('off', env, say), 0);
    const off = await until(false);
    assert.equal(off.seen, 2);
    assert.ok(off.elapsed < 1_000, `off on both after ${off.elapsed} ms`);
  });

  it('fails no request through nginx while both processes are restarted one after the other under load', async (t) => {
    let running = true;
    let requests = 0;
    let failed = 0;
    /** The first few failures, as examples. */
    const failures: string[] = [];
    const fail = (what: string) => {
      failed++;
      if (failures.length < 20) failures.push(what);
    };
    const worker = async (index: number) => {
      for (let n = index; running; n++) {
        const path = LOAD_PATHS[n % LOAD_PATHS.length]!;
        try {
          const answer = await call(nginx.port, path);
          requests++;
          if (answer.status >= 400) fail(`${path}: ${answer.status}`);
        } catch (error) {
          requests++;
          fail(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const started = Date.now();
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index)));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let index = 0; index < sites.length; index++) {
        // The platform's rolling restart: stop one process (SIGTERM), start its replacement on its port.
        const stopped = sites[index]!;
        const code = await stopSite(stopped);
        assert.equal(code, 0, `the stopped process drained and exited 0: ${JSON.stringify(stopped.lines.slice(-5))}`);
        sites[index] = await startSite(ports[index]!, { ...env, DATA_DIR: dataDirs[index]! });
        // As a rolling deploy waits for the replacement to be ready and seen: nginx tries a process
        // it found down again after fail_timeout (2 s in deploy/nginx.conf).
        await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_MS + 500));
      }
    } finally {
      running = false;
      await load;
    }
    const seconds = (Date.now() - started) / 1000;
    t.diagnostic(
      `rolling restart of 2 processes under load: ${requests} requests through nginx in ${seconds.toFixed(1)} s, ${failed} failed`,
    );
    assert.deepEqual(failures, [], `${failed} failed`);
    assert.ok(requests > 100, `the load ran (${requests} requests)`);
  });
});
