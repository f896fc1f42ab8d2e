import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, it } from 'node:test';

import type { Seed } from '../../catalog/seed/index.ts';
import { ftsQuery } from '../../catalog/store/fts.ts';
import { migrate, MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../catalog/store/migration.ts';
import { chfCentsFromEurCents, priceCents } from '../../catalog/store/prices.ts';
import { SeedError, seedStore } from '../../catalog/store/seed-store.ts';
import { catalogFile, openStore, type Store } from '../../catalog/store/store.ts';
import { saveContactRequest, saveNewsletterSignup, type SubmissionOrigin } from '../../catalog/store/submissions.ts';
import { resetCatalog } from '../../scripts/catalog-reset.ts';
import { contactPayloadSchema, newsletterPayloadSchema } from '../../shared/schemas/submissions.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../fixtures/catalog-seed.ts';

const now = () => FIXTURE_NOW;
const count = (store: Store, table: string) => store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)!.n;

const origin: SubmissionOrigin = { shopId: 1, country: 'be', lang: 'fr', createdAt: '2024-06-15T10:00:00.000Z' };
const contact = contactPayloadSchema.parse({
  civility: 'ms',
  firstname: 'Anne',
  lastname: 'Dupont',
  email: 'anne@example.be',
  address1: 'Rue Neuve 1',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'be',
  profile: 'pharmacist',
  subject: 'product_information',
  message: 'Bonjour, une question sur le magnésium.',
  newsletter: false,
  origin: 'PHA',
  locale: 'fr-be',
});

describe('catalog store', () => {
  let dataDir: string;
  let store: Store | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-store-'));
  });
  afterEach(async () => {
    store?.close();
    store = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('migrations', () => {
    it('are numbered 1, 2, 3… in the order they run', () => {
      assert.deepEqual(
        MIGRATIONS.map((migration) => migration.version),
        MIGRATIONS.map((_, index) => index + 1),
      );
      assert.equal(SCHEMA_VERSION, MIGRATIONS.length);
    });

    it('bring a new file to the latest version, in order, in WAL mode with foreign keys on', () => {
      store = openStore(dataDir);
      assert.equal(store.file, catalogFile(dataDir));
      assert.deepEqual(store.migrations, {
        from: 0,
        to: SCHEMA_VERSION,
        applied: ['001-content', '002-search', '003-submissions', '004-draft-pages'],
      });
      assert.equal(schemaVersion(store.db), SCHEMA_VERSION);
      assert.equal(store.get<{ journal_mode: string }>('PRAGMA journal_mode')!.journal_mode, 'wal');
      assert.equal(store.get<{ foreign_keys: number }>('PRAGMA foreign_keys')!.foreign_keys, 1);
    });

    it('apply nothing when the file is opened again, and keep its rows', () => {
      store = openStore(dataDir);
      store.setMeta('kept', 'yes');
      store.close();
      store = openStore(dataDir);
      assert.deepEqual(store.migrations, { from: SCHEMA_VERSION, to: SCHEMA_VERSION, applied: [] });
      assert.equal(store.meta('kept'), 'yes');
    });

    it('upgrade an older file from the version it is at', () => {
      const db = new DatabaseSync(catalogFile(dataDir));
      assert.deepEqual(migrate(db, 1), { from: 0, to: 1, applied: ['001-content'] });
      db.exec("INSERT INTO meta (key, value) VALUES ('old', 'row')");
      db.close();
      store = openStore(dataDir);
      assert.deepEqual(store.migrations.applied, ['002-search', '003-submissions', '004-draft-pages']);
      assert.equal(store.meta('old'), 'row');
    });

    it('refuse a file from a newer release and say how to proceed', () => {
      const db = new DatabaseSync(catalogFile(dataDir));
      db.exec('PRAGMA user_version = 99');
      db.close();
      assert.throws(() => openStore(dataDir), /schema version 99, newer than this release knows .*catalog:reset/);
    });

    it('leave the file at its version when one fails', () => {
      const db = new DatabaseSync(catalogFile(dataDir));
      db.exec('CREATE TABLE shop (id INTEGER PRIMARY KEY)'); // 001 will collide with it
      assert.throws(() => migrate(db), /already exists/);
      assert.equal(schemaVersion(db), 0);
      db.close();
    });
  });

  describe('seeding', () => {
    it('fills a new file with every kind of the seed', () => {
      store = openStore(dataDir);
      const report = seedStore(store, FIXTURE_SEED, { now });
      assert.equal(report.seeded, true);
      assert.equal(report.reseeded, false);
      assert.equal(count(store, 'product'), FIXTURE_SEED.products.length);
      assert.equal(count(store, 'product_text'), FIXTURE_SEED.products.length * 5);
      assert.equal(count(store, 'page'), FIXTURE_SEED.pages.length);
      assert.equal(count(store, 'shop'), 5);
      assert.equal(count(store, 'product_fts_nl'), FIXTURE_SEED.products.length);
      assert.equal(store.meta('seeded_at'), FIXTURE_NOW.toISOString());
    });

    it('does nothing the second time: same rows, same seed time', () => {
      store = openStore(dataDir);
      seedStore(store, FIXTURE_SEED, { now });
      const before = {
        products: count(store, 'product'),
        texts: count(store, 'page_text'),
        faqs: count(store, 'faq'),
        seededAt: store.meta('seeded_at'),
      };
      const second = seedStore(store, FIXTURE_SEED, { now: () => new Date('2030-01-01T00:00:00Z') });
      assert.equal(second.seeded, false);
      assert.deepEqual(
        {
          products: count(store, 'product'),
          texts: count(store, 'page_text'),
          faqs: count(store, 'faq'),
          seededAt: store.meta('seeded_at'),
        },
        before,
      );
    });

    it('replaces the content when the seed changed, and keeps what visitors sent', () => {
      store = openStore(dataDir);
      seedStore(store, FIXTURE_SEED, { now });
      saveContactRequest(store, origin, contact);
      const smaller: Seed = {
        ...FIXTURE_SEED,
        products: FIXTURE_SEED.products.filter((product) => product.id !== 8),
        pages: FIXTURE_SEED.pages,
      };
      const report = seedStore(store, smaller, { now });
      assert.equal(report.reseeded, true);
      assert.equal(count(store, 'product'), FIXTURE_SEED.products.length - 1);
      assert.equal(count(store, 'product_fts_fr'), FIXTURE_SEED.products.length - 1);
      assert.equal(count(store, 'contact_request'), 1);
    });

    it('stops on a missing translation, names it, and writes nothing', () => {
      store = openStore(dataDir);
      const [first, ...rest] = FIXTURE_SEED.products;
      const broken: Seed = {
        ...FIXTURE_SEED,
        products: [{ ...first!, name: { ...first!.name, it: undefined as unknown as string } }, ...rest],
      };
      assert.throws(
        () => seedStore(store!, broken, { now }),
        (error: unknown) => error instanceof SeedError && /product 1 name has no 'it' text/.test(error.message),
      );
      assert.equal(store.meta('seed_hash'), null);
      assert.equal(count(store, 'product'), 0);
      assert.equal(count(store, 'brand'), 0);
    });

    it('refuses two pages of one country with the same slug, but not of two countries', () => {
      store = openStore(dataDir);
      const page7 = FIXTURE_SEED.pages.find((page) => page.id === 7)!;
      const clash: Seed = { ...FIXTURE_SEED, pages: [...FIXTURE_SEED.pages, { ...page7, id: 70 }] };
      assert.throws(
        () => seedStore(store!, clash, { now }),
        /pages 7 and 70 both have the fr slug 'mentions-legales' in be/,
      );
      assert.equal(seedStore(store, FIXTURE_SEED, { now }).seeded, true); // pages 7 (be) and 8 (ch) share it
    });

    it('refuses a product of an unknown brand', () => {
      store = openStore(dataDir);
      const [first, ...rest] = FIXTURE_SEED.products;
      assert.throws(
        () => seedStore(store!, { ...FIXTURE_SEED, products: [{ ...first!, brandId: 42 }, ...rest] }, { now }),
        /product 1 names an unknown brand 42/,
      );
    });
  });

  describe('submissions', () => {
    it('store a contact request whole, with its shop, language, locale and time', () => {
      store = openStore(dataDir);
      const receipt = saveContactRequest(store, origin, contact);
      assert.deepEqual(receipt, { id: 1, created_at: origin.createdAt });
      const row = store.get<Record<string, unknown>>('SELECT * FROM contact_request WHERE id = ?', receipt.id)!;
      assert.deepEqual(
        { ...row },
        {
          id: 1,
          shop_id: 1,
          country: 'be',
          lang: 'fr',
          locale: 'fr-be',
          civility: 'ms',
          firstname: 'Anne',
          lastname: 'Dupont',
          email: 'anne@example.be',
          address1: 'Rue Neuve 1',
          address2: '',
          address3: '',
          zipcode: '1000',
          city: 'Bruxelles',
          visitor_country: 'be',
          profile: 'pharmacist',
          subject: 'product_information',
          message: 'Bonjour, une question sur le magnésium.',
          newsletter: 0,
          origin: 'PHA',
          created_at: origin.createdAt,
        },
      );
      assert.equal(count(store, 'newsletter_signup'), 0);
    });

    it('store a newsletter sign-up whole', () => {
      store = openStore(dataDir);
      const receipt = saveNewsletterSignup(
        store,
        { ...origin, shopId: 3, country: 'es', lang: 'es' },
        newsletterPayloadSchema.parse({ email: 'ana@example.es', city: 'Madrid', consent: true, locale: 'es-es' }),
      );
      const row = store.get<Record<string, unknown>>('SELECT * FROM newsletter_signup WHERE id = ?', receipt.id)!;
      assert.deepEqual(
        { ...row },
        {
          id: receipt.id,
          shop_id: 3,
          country: 'es',
          lang: 'es',
          locale: 'es-es',
          email: 'ana@example.es',
          city: 'Madrid',
          consent: 1,
          source: 'newsletter',
          contact_request_id: null,
          created_at: origin.createdAt,
        },
      );
    });

    it('write the newsletter opt-in of a contact request with it', () => {
      store = openStore(dataDir);
      const receipt = saveContactRequest(store, origin, { ...contact, newsletter: true });
      assert.deepEqual(
        { ...store.get('SELECT email, city, source, contact_request_id FROM newsletter_signup')! },
        { email: 'anne@example.be', city: 'Bruxelles', source: 'contact', contact_request_id: receipt.id },
      );
    });

    it('leave nothing half-written when a write fails', () => {
      store = openStore(dataDir);
      store.db.exec(
        "CREATE TRIGGER refuse BEFORE INSERT ON newsletter_signup BEGIN SELECT RAISE(ABORT, 'disk full'); END",
      );
      assert.throws(() => saveContactRequest(store!, origin, { ...contact, newsletter: true }), /disk full/);
      assert.equal(count(store, 'contact_request'), 0);
      assert.equal(store.db.isTransaction, false);
      // The store goes on working.
      saveContactRequest(store, origin, contact);
      assert.equal(count(store, 'contact_request'), 1);
    });

    it('refuse oversized fields even from a caller that skipped validation', () => {
      store = openStore(dataDir);
      assert.throws(
        () => saveContactRequest(store!, origin, { ...contact, message: 'x'.repeat(5001) }),
        /CHECK constraint failed/,
      );
      assert.equal(count(store, 'contact_request'), 0);
    });
  });
});

describe('catalog:reset', () => {
  let dataDir: string;
  const said: string[] = [];
  const options = () => ({
    dataDir,
    seed: FIXTURE_SEED,
    dropSubmissions: false,
    say: (message: string) => void said.push(message),
  });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-reset-'));
    said.length = 0;
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('builds the file from the seed and says what it did', async () => {
    const outcome = await resetCatalog(options());
    assert.equal(outcome.status, 'rebuilt');
    assert.match(
      said.join('\n'),
      /no .*catalog\.sqlite yet\nbuilt .*catalog\.sqlite from the seed in \d+ ms: 5 shops, 2 brands/,
    );
  });

  it('replaces a file whose content was changed by hand', async () => {
    const store = openStore(dataDir);
    seedStore(store, FIXTURE_SEED, { now });
    store.run('DELETE FROM product_text WHERE product_id = 1');
    store.close();
    assert.equal((await resetCatalog(options())).status, 'rebuilt');
    const again = openStore(dataDir);
    assert.equal(count(again, 'product_text'), FIXTURE_SEED.products.length * 5);
    again.close();
    assert.match(said[0]!, /^deleted .*catalog\.sqlite$/);
  });

  it('refuses while another process has the file open', async () => {
    const store = openStore(dataDir);
    try {
      assert.deepEqual(await resetCatalog(options()), { status: 'busy' });
      assert.match(said[0]!, /is open in another process \(is the server running\?\)/);
    } finally {
      store.close();
    }
  });

  it('keeps what visitors sent unless told to drop it', async () => {
    const store = openStore(dataDir);
    saveContactRequest(store, origin, contact);
    store.close();
    assert.deepEqual(await resetCatalog(options()), { status: 'has-submissions', contacts: 1, signups: 0 });
    assert.match(said[0]!, /holds 1 contact request\(s\) and 0 newsletter sign-up\(s\).*--yes/);
    assert.equal((await resetCatalog({ ...options(), dropSubmissions: true })).status, 'rebuilt');
    const after = openStore(dataDir);
    assert.equal(count(after, 'contact_request'), 0);
    after.close();
  });
});

describe('CHF prices', () => {
  it('are EUR × 1.08 set on the nearest price ending in .90', () => {
    assert.equal(chfCentsFromEurCents(2490), 2690);
    assert.equal(chfCentsFromEurCents(990), 1090);
    assert.equal(chfCentsFromEurCents(1790), 1890);
    assert.equal(chfCentsFromEurCents(2150), 2290);
  });

  it('keep free things free and never go below 0.90', () => {
    assert.equal(chfCentsFromEurCents(0), 0);
    assert.equal(chfCentsFromEurCents(10), 90);
  });

  it('apply to Switzerland only', () => {
    assert.equal(priceCents('be', 2490), 2490);
    assert.equal(priceCents('ch', 2490), 2690);
  });
});

describe('search text', () => {
  it('becomes quoted prefix terms', () => {
    assert.equal(ftsQuery('magn'), '"magn"*');
    assert.equal(ftsQuery('Café  Vitalité'), '"café"* "vitalité"*');
  });

  it('loses FTS operators and syntax, and is null when no word is left', () => {
    assert.equal(ftsQuery('" OR *'), null);
    assert.equal(ftsQuery('a OR b NOT c NEAR(d) e:f ^g -h'), '"a"* "b"* "c"* "d"* "e"* "f"* "g"* "h"*');
    assert.equal(ftsQuery('()*"^:'), null);
  });

  it('never makes FTS5 fail, whatever was typed', () => {
    const db = new DatabaseSync(':memory:');
    db.exec("CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2')");
    db.exec("INSERT INTO t VALUES ('Magnésium marin')");
    for (const text of [
      '" OR *',
      'NEAR(a b)',
      'a AND',
      '"unterminated',
      'col:value',
      '{a b}',
      '\u0000x',
      '🙂 magn',
      'magnÉsium',
      "l'été",
    ]) {
      const query = ftsQuery(text);
      if (query !== null) assert.doesNotThrow(() => db.prepare('SELECT * FROM t WHERE t MATCH ?').all(query), text);
    }
    assert.equal(db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?').get(ftsQuery('🙂 magn'))!.n, 1);
    db.close();
  });
});
