// Bad input and faults of the shared services (issue 18): PostgreSQL down at start stops the
// process with one clear line; Redis down at start is a warning and the process runs on its own
// state, then uses Redis once it answers; PostgreSQL down while running gives cached pages or the
// localised 503, forms answer 503 with everything typed, and the process recovers by itself.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import pg from 'pg';

import { call } from '../helpers/http.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { runToExit, type Started } from '../helpers/process.ts';
import { startRedis } from '../helpers/redis.ts';
import { freePort } from '../helpers/services.ts';
import {
  assertBuilt,
  CONTACT_PATH,
  contactFields,
  MAIN,
  openContactForm,
  postContact,
  startSite,
  stopSite,
  waitForLine,
} from './site-processes.ts';

describe('shared services failing', () => {
  const dirs: string[] = [];
  const sites: Started[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-faults-'));
    dirs.push(dir);
    return dir;
  };
  before(assertBuilt);
  after(async () => {
    await Promise.allSettled(sites.map(stopSite));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('PostgreSQL unreachable at start: one line that says which database and why, without its password, and exit 1', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await runToExit(
      MAIN,
      {
        PORT: '0',
        DATA_DIR: await dataDir(),
        DATABASE_URL: `postgres://vitrine:s3cret@127.0.0.1:${port}/vitrine`,
        SESSION_SECRET: 'a-session-secret-of-this-test-0123456789',
      },
      30_000,
    );
    assert.equal(code, 1, stderr);
    const lines = stdout.trim().split('\n');
    assert.equal(lines.length, 1, stdout);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string };
    assert.equal(line.level, 60);
    assert.match(
      line.msg,
      new RegExp(
        `^cannot start: the catalog database postgres://vitrine@127\\.0\\.0\\.1:${port}/vitrine cannot be reached: .*ECONNREFUSED`,
      ),
    );
    assert.doesNotMatch(stdout, /s3cret/);
  });

  it('Redis unreachable at start: a warning, the process serves on its own state, and uses Redis once it answers', async () => {
    const port = await freePort();
    const site = await startSite(await freePort(), {
      DATA_DIR: await dataDir(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    sites.push(site);
    const warning = await waitForLine(site, /^REDIS_URL does not answer/);
    assert.equal(warning.level, 40);
    assert.equal((await call(site.port, CONTACT_PATH)).status, 200);
    const session = await openContactForm(site.port);
    assert.equal((await postContact(site.port, session, contactFields('alone@example.be'))).status, 303);
    const redis = await startRedis(port);
    try {
      await waitForLine(site, /^Redis answers/);
    } finally {
      await redis.stop();
    }
  });

  describe('PostgreSQL going away while the site runs', () => {
    let postgres: TestPostgres;
    let site: Started;
    let databaseUrl: string;
    before(async () => {
      postgres = await startPostgres();
      databaseUrl = await postgres.createDatabase('site');
      site = await startSite(await freePort(), { DATA_DIR: await dataDir(), DATABASE_URL: databaseUrl });
      sites.push(site);
    });
    after(async () => {
      await postgres?.remove();
    });

    it('serves pages it has from its cache, the localised 503 otherwise, keeps the typed form, and recovers', async () => {
      const session = await openContactForm(site.port);
      assert.equal((await call(site.port, '/fr/produits')).status, 200, 'a page read once, now in the cache');
      await postgres.stop();

      assert.equal((await call(site.port, '/fr/produits')).status, 200, 'a cached page is still served');
      const unknown = await call(site.port, '/fr/besoins');
      assert.equal(unknown.status, 503);
      assert.match(unknown.body, /<html lang="fr-BE"/);
      assert.ok(unknown.headers['retry-after'], 'Retry-After says when to come back');

      const typed = contactFields('during-outage@example.be', 'Un message tapé pendant la panne.');
      const refused = await postContact(site.port, session, typed);
      assert.equal(refused.status, 503);
      assert.match(refused.body, /Un message tapé pendant la panne\./, 'the message typed is in the form again');
      assert.match(refused.body, /during-outage@example\.be/);
      assert.equal((await call(site.port, '/healthz')).status, 200, 'the process stays alive');

      await postgres.start();
      const deadline = Date.now() + 15_000;
      let sent = await postContact(site.port, session, typed);
      while (sent.status !== 303 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        sent = await postContact(site.port, session, typed);
      }
      assert.equal(sent.status, 303, 'the form is stored once the database is back');
      assert.equal((await call(site.port, '/fr/besoins')).status, 200);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM contact_request WHERE email = 'during-outage@example.be'",
        );
        assert.equal(rows[0].n, 1, 'stored once');
      } finally {
        await client.end();
      }
    });
  });
});
