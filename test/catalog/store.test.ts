// The catalog's store on both engines: migrations under a lock and across releases, the seed
// applied once per version, submissions written whole or not at all. Each engine runs the same
// tests; PostgreSQL is a server of this file's own, with a fresh database per test.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';

import { sql } from 'kysely';

import type { Seed } from '../../catalog/seed/index.ts';
import { ftsQuery, tsQuery } from '../../catalog/store/fts.ts';
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../catalog/store/migration.ts';
import { chfCentsFromEurCents, priceCents } from '../../catalog/store/prices.ts';
import { SeedError, seedStore } from '../../catalog/store/seed-store.ts';
import {
  all,
  catalogFile,
  type Engine,
  first,
  meta,
  openStore,
  setMeta,
  type Store,
  type StoreOptions,
} from '../../catalog/store/store.ts';
import { saveContactRequest, saveNewsletterSignup, type SubmissionOrigin } from '../../catalog/store/submissions.ts';
import { resetCatalog } from '../../scripts/catalog-reset.ts';
import { contactPayloadSchema, newsletterPayloadSchema } from '../../shared/schemas/submissions.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../fixtures/catalog-seed.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { refuseInserts } from '../helpers/refuse-writes.ts';

const now = () => FIXTURE_NOW;
const count = async (store: Store, table: string) =>
  (await first(store, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`))!.n;

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

const ALL_MIGRATIONS = [
  '001-content',
  '002-search',
  '003-submissions',
  '004-draft-pages',
  '005-accounts',
  '006-shop',
  '007-product-suitability',
  '008-order-confirmation-mail',
  '009-need-intro',
];

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe(`catalog store on ${engine}`, () => {
    let postgres: TestPostgres | undefined;
    let databases = 0;
    let options: StoreOptions;
    const opened: Store[] = [];
    const open = async (more: Partial<StoreOptions> = {}) => {
      const store = await openStore({ ...options, ...more });
      opened.push(store);
      return store;
    };

    before(async () => {
      if (engine === 'postgres') postgres = await startPostgres();
    });
    after(async () => {
      await postgres?.remove();
    });
    beforeEach(async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-store-'));
      options = {
        dataDir,
        databaseUrl: postgres ? await postgres.createDatabase(`store_${++databases}`) : null,
      };
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
      await rm(options.dataDir, { recursive: true, force: true });
    });

    describe('migrations', () => {
      it('are numbered 1, 2, 3… in the order they run', () => {
        assert.deepEqual(
          MIGRATIONS.map((migration) => migration.version),
          MIGRATIONS.map((_, index) => index + 1),
        );
        assert.equal(SCHEMA_VERSION, MIGRATIONS.length);
      });

      it('bring a new database to the latest version, in order', async () => {
        const store = await open();
        assert.equal(store.engine, engine);
        assert.deepEqual(store.migrations, { from: 0, to: SCHEMA_VERSION, applied: ALL_MIGRATIONS, newer: [] });
        assert.equal(await schemaVersion(store.db), SCHEMA_VERSION);
        if (engine === 'sqlite') {
          assert.equal(store.location, catalogFile(options.dataDir));
          assert.equal((await first(store, sql<{ journal_mode: string }>`PRAGMA journal_mode`))!.journal_mode, 'wal');
          assert.equal((await first(store, sql<{ foreign_keys: number }>`PRAGMA foreign_keys`))!.foreign_keys, 1);
        } else {
          assert.doesNotMatch(store.location, /:[^@/]*@/, 'no password in the location');
        }
      });

      it('apply nothing when the database is opened again, and keep its rows', async () => {
        const first = await open();
        await setMeta(first, 'kept', 'yes');
        await first.close();
        const again = await open();
        assert.deepEqual(again.migrations, { from: SCHEMA_VERSION, to: SCHEMA_VERSION, applied: [], newer: [] });
        assert.equal(await meta(again, 'kept'), 'yes');
      });

      it('run once when several processes open a fresh database together', async () => {
        const stores = await Promise.all([open(), open(), open()]);
        const applied = stores.map((store) => store.migrations.applied.length).sort();
        assert.deepEqual(applied, [0, 0, ALL_MIGRATIONS.length]);
        assert.equal(await count(stores[0]!, 'schema_migration'), SCHEMA_VERSION);
      });

      it('let an older release run on a newer schema whose changes it can live with', async () => {
        const store = await open();
        await store.db
          .insertInto('schema_migration')
          .values({ version: SCHEMA_VERSION + 1, name: 'a-new-table', compatible: 1, applied_at: 'later' })
          .execute();
        await store.close();
        const older = await open();
        assert.deepEqual(older.migrations.newer, [`${String(SCHEMA_VERSION + 1).padStart(3, '0')}-a-new-table`]);
        assert.deepEqual(older.migrations.applied, []);
      });

      it('stop an older release on a newer schema it cannot run on, naming the migration', async () => {
        const store = await open();
        await store.db
          .insertInto('schema_migration')
          .values({ version: SCHEMA_VERSION + 1, name: 'rename-products', compatible: 0, applied_at: 'later' })
          .execute();
        await store.close();
        await assert.rejects(
          open(),
          new RegExp(
            `migration ${String(SCHEMA_VERSION + 1).padStart(3, '0')}-rename-products of a newer release .* cannot run on; run the newer release`,
          ),
        );
      });

      it('leave the database at its version when one fails', async () => {
        const store = await open();
        // As if the last one had not run, though what it made is there: running it again fails.
        await sql`DELETE FROM schema_migration WHERE version = ${SCHEMA_VERSION}`.execute(store.db);
        await assert.rejects(open(), /already exists|duplicate column/);
        assert.equal(await schemaVersion(store.db), SCHEMA_VERSION - 1);
        assert.equal(await count(store, 'schema_migration'), SCHEMA_VERSION - 1);
      });
    });

    describe('seeding', () => {
      it('fills a new database with every kind of the seed', async () => {
        const store = await open();
        const report = await seedStore(store, FIXTURE_SEED, { now });
        assert.equal(report.seeded, true);
        assert.equal(report.reseeded, false);
        assert.equal(await count(store, 'product'), FIXTURE_SEED.products.length);
        assert.equal(await count(store, 'product_text'), FIXTURE_SEED.products.length * 5);
        assert.equal(await count(store, 'page'), FIXTURE_SEED.pages.length);
        assert.equal(await count(store, 'shop'), 5);
        assert.equal(await meta(store, 'seeded_at'), FIXTURE_NOW.toISOString());
        assert.equal(await meta(store, 'seed_version'), String(FIXTURE_SEED.version));
      });

      it('does nothing the second time: same rows, same seed time', async () => {
        const store = await open();
        await seedStore(store, FIXTURE_SEED, { now });
        const second = await seedStore(store, FIXTURE_SEED, { now: () => new Date('2030-01-01T00:00:00Z') });
        assert.equal(second.seeded, false);
        assert.equal(await count(store, 'faq'), 13);
        assert.equal(await meta(store, 'seeded_at'), FIXTURE_NOW.toISOString());
      });

      it('is written once when several processes seed a fresh database together', async () => {
        const stores = await Promise.all([open(), open(), open()]);
        const reports = await Promise.all(stores.map((store) => seedStore(store, FIXTURE_SEED, { now })));
        assert.deepEqual(reports.map((report) => report.seeded).sort(), [false, false, true]);
        assert.equal(await count(stores[0]!, 'product'), FIXTURE_SEED.products.length);
      });

      it('replaces an older version by a newer one, and keeps what visitors sent', async () => {
        const store = await open();
        await seedStore(store, FIXTURE_SEED, { now });
        await saveContactRequest(store, origin, contact);
        const newer: Seed = {
          ...FIXTURE_SEED,
          version: FIXTURE_SEED.version + 1,
          products: FIXTURE_SEED.products.filter((product) => product.id !== 8),
        };
        const report = await seedStore(store, newer, { now });
        assert.equal(report.reseeded, true);
        assert.equal(report.unversionedChange, undefined);
        assert.equal(await count(store, 'product'), FIXTURE_SEED.products.length - 1);
        assert.equal(await count(store, 'contact_request'), 1);
      });

      it('never lets an older release write its seed over a newer one', async () => {
        const store = await open();
        const newer: Seed = {
          ...FIXTURE_SEED,
          version: FIXTURE_SEED.version + 1,
          products: FIXTURE_SEED.products.filter((product) => product.id !== 8),
        };
        await seedStore(store, newer, { now });
        const report = await seedStore(store, FIXTURE_SEED, { now });
        assert.equal(report.seeded, false);
        assert.deepEqual(report.keptNewer, { given: FIXTURE_SEED.version });
        assert.equal(await count(store, 'product'), FIXTURE_SEED.products.length - 1);
        assert.equal(await meta(store, 'seed_version'), String(newer.version));
      });

      it('replaces a seed edited without a new version, and says so', async () => {
        const store = await open();
        await seedStore(store, FIXTURE_SEED, { now });
        const edited: Seed = { ...FIXTURE_SEED, products: FIXTURE_SEED.products.filter((product) => product.id !== 8) };
        const report = await seedStore(store, edited, { now });
        assert.equal(report.unversionedChange, true);
        assert.equal(await count(store, 'product'), FIXTURE_SEED.products.length - 1);
      });

      it('stops on a missing translation, names it, and writes nothing', async () => {
        const store = await open();
        const [head, ...rest] = FIXTURE_SEED.products;
        const broken: Seed = {
          ...FIXTURE_SEED,
          products: [{ ...head!, name: { ...head!.name, it: undefined as unknown as string } }, ...rest],
        };
        await assert.rejects(
          seedStore(store, broken, { now }),
          (error: unknown) => error instanceof SeedError && /product 1 name has no 'it' text/.test(error.message),
        );
        assert.equal(await meta(store, 'seed_hash'), null);
        assert.equal(await count(store, 'product'), 0);
      });

      it('refuses two pages of one country with the same slug, but not of two countries', async () => {
        const store = await open();
        const page7 = FIXTURE_SEED.pages.find((page) => page.id === 7)!;
        const clash: Seed = { ...FIXTURE_SEED, pages: [...FIXTURE_SEED.pages, { ...page7, id: 70 }] };
        await assert.rejects(
          seedStore(store, clash, { now }),
          /pages 7 and 70 both have the fr slug 'mentions-legales' in be/,
        );
        assert.equal((await seedStore(store, FIXTURE_SEED, { now })).seeded, true);
      });

      it('refuses a product of an unknown brand', async () => {
        const store = await open();
        const [head, ...rest] = FIXTURE_SEED.products;
        await assert.rejects(
          seedStore(store, { ...FIXTURE_SEED, products: [{ ...head!, brandId: 42 }, ...rest] }, { now }),
          /product 1 names an unknown brand 42/,
        );
      });
    });

    describe('catalog:reset', () => {
      it('fills the database from the seed again, keeping what visitors sent unless told to drop it', async () => {
        const store = await open();
        await seedStore(store, FIXTURE_SEED, { now });
        await sql`DELETE FROM product_text WHERE product_id = 1`.execute(store.db);
        await saveContactRequest(store, origin, contact);
        const said: string[] = [];
        const reset = (dropSubmissions: boolean) =>
          resetCatalog({
            ...options,
            seed: FIXTURE_SEED,
            dropSubmissions,
            say: (message) => void said.push(message),
          });
        if (engine === 'postgres') {
          assert.deepEqual(await reset(false), { status: 'has-submissions', contacts: 1, signups: 0 });
          assert.equal(await count(store, 'product_text'), FIXTURE_SEED.products.length * 5 - 5, 'nothing changed');
          await store.close();
          opened.splice(opened.indexOf(store), 1);
          assert.equal((await reset(true)).status, 'rebuilt');
          const after = await open();
          assert.equal(await count(after, 'product_text'), FIXTURE_SEED.products.length * 5);
          assert.equal(await count(after, 'contact_request'), 0);
          assert.doesNotMatch(said.join('\n'), /:[^@/\s]*@/, 'no password said');
        } else {
          // SQLite: the file is open here, as a running server would have it.
          assert.deepEqual(await reset(true), { status: 'busy' });
        }
      });
    });

    describe('submissions', () => {
      it('store a contact request whole, with its shop, language, locale and time', async () => {
        const store = await open();
        const receipt = await saveContactRequest(store, origin, contact);
        assert.deepEqual(receipt, { id: 1, created_at: origin.createdAt });
        const row = await first(
          store,
          sql<Record<string, unknown>>`SELECT * FROM contact_request WHERE id = ${receipt.id}`,
        );
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
        assert.equal(await count(store, 'newsletter_signup'), 0);
      });

      it('store a newsletter sign-up whole', async () => {
        const store = await open();
        const receipt = await saveNewsletterSignup(
          store,
          { ...origin, shopId: 3, country: 'es', lang: 'es' },
          newsletterPayloadSchema.parse({ email: 'ana@example.es', city: 'Madrid', consent: true, locale: 'es-es' }),
        );
        const row = await first(
          store,
          sql<Record<string, unknown>>`SELECT * FROM newsletter_signup WHERE id = ${receipt.id}`,
        );
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

      it('write the newsletter opt-in of a contact request with it', async () => {
        const store = await open();
        const receipt = await saveContactRequest(store, origin, { ...contact, newsletter: true });
        const rows = await all(
          store,
          sql<Record<string, unknown>>`SELECT email, city, source, contact_request_id FROM newsletter_signup`,
        );
        assert.deepEqual(
          rows.map((row) => ({ ...row })),
          [{ email: 'anne@example.be', city: 'Bruxelles', source: 'contact', contact_request_id: receipt.id }],
        );
      });

      it('leave nothing half-written when a write fails, and go on working', async () => {
        const store = await open();
        const allow = await refuseInserts(store, 'newsletter_signup', 'disk full');
        await assert.rejects(saveContactRequest(store, origin, { ...contact, newsletter: true }), /disk full/);
        assert.equal(await count(store, 'contact_request'), 0);
        await allow();
        await saveContactRequest(store, origin, contact);
        assert.equal(await count(store, 'contact_request'), 1);
      });

      it('refuse oversized fields even from a caller that skipped validation', async () => {
        const store = await open();
        await assert.rejects(
          saveContactRequest(store, origin, { ...contact, message: 'x'.repeat(5001) }),
          /CHECK constraint failed|violates check constraint/,
        );
        assert.equal(await count(store, 'contact_request'), 0);
      });

      it('from several processes at once all land, each with its own id', async () => {
        const stores = await Promise.all([open(), open()]);
        const receipts = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            saveContactRequest(stores[index % 2]!, origin, { ...contact, email: `visitor${index}@example.be` }),
          ),
        );
        assert.equal(new Set(receipts.map((receipt) => receipt.id)).size, 20);
        assert.equal(await count(stores[0]!, 'contact_request'), 20);
      });
    });
  });
}

describe('a SQLite file made before schema_migration existed', () => {
  it('is adopted at the version PRAGMA user_version says, and brought up to date', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-legacy-'));
    try {
      // The release before this one: migrations 1 to 3 applied, the version in user_version.
      const store = await openStore({ dataDir });
      await sql`DROP TABLE schema_migration`.execute(store.db);
      await sql`ALTER TABLE page DROP COLUMN draft`.execute(store.db);
      await sql`ALTER TABLE need_text DROP COLUMN intro`.execute(store.db);
      for (const column of ['vegan', 'vegetarian', 'pregnancy', 'min_age'])
        await sql`ALTER TABLE product DROP COLUMN ${sql.ref(column)}`.execute(store.db);
      for (const table of [
        'withdrawal_request',
        'payment_notification',
        'payment',
        'code_use',
        'stock_reservation',
        'order_line',
        'shop_order',
        'cart_line',
        'cart',
        'shop_code',
        'relay_point_schedule',
        'relay_point',
        'stock_level',
        'favourite_pharmacy',
        'favourite_product',
        'customer_address',
        'password_reset',
        'account_session',
        'web_account',
        'customer',
      ])
        await sql`DROP TABLE ${sql.table(table)}`.execute(store.db);
      await sql`PRAGMA user_version = 3`.execute(store.db);
      await store.close();
      const adopted = await openStore({ dataDir });
      try {
        assert.deepEqual(adopted.migrations, {
          from: 3,
          to: SCHEMA_VERSION,
          applied: [
            '004-draft-pages',
            '005-accounts',
            '006-shop',
            '007-product-suitability',
            '008-order-confirmation-mail',
            '009-need-intro',
          ],
          newer: [],
        });
      } finally {
        await adopted.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('from a newer release than this one is refused, with what to do', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-legacy-'));
    try {
      const db = new DatabaseSync(catalogFile(dataDir));
      db.exec('PRAGMA user_version = 99');
      db.close();
      await assert.rejects(openStore({ dataDir }), /schema version 99, newer than this release knows .*catalog:reset/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
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
    const store = await openStore({ dataDir });
    await seedStore(store, FIXTURE_SEED, { now });
    await sql`DELETE FROM product_text WHERE product_id = 1`.execute(store.db);
    await store.close();
    assert.equal((await resetCatalog(options())).status, 'rebuilt');
    const again = await openStore({ dataDir });
    assert.equal(await count(again, 'product_text'), FIXTURE_SEED.products.length * 5);
    await again.close();
    assert.match(said[0]!, /^deleted .*catalog\.sqlite$/);
  });

  it('refuses while another process has the file open', async () => {
    const store = await openStore({ dataDir });
    try {
      assert.deepEqual(await resetCatalog(options()), { status: 'busy' });
      assert.match(said[0]!, /is open in another process \(is the server running\?\)/);
    } finally {
      await store.close();
    }
  });

  it('keeps what visitors sent unless told to drop it', async () => {
    const store = await openStore({ dataDir });
    await saveContactRequest(store, origin, contact);
    await store.close();
    assert.deepEqual(await resetCatalog(options()), { status: 'has-submissions', contacts: 1, signups: 0 });
    assert.match(said[0]!, /holds 1 contact request\(s\) and 0 newsletter sign-up\(s\).*--yes/);
    assert.equal((await resetCatalog({ ...options(), dropSubmissions: true })).status, 'rebuilt');
    const after = await openStore({ dataDir });
    assert.equal(await count(after, 'contact_request'), 0);
    await after.close();
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
  it('becomes quoted prefix terms for FTS5, and unaccented prefixes for PostgreSQL', () => {
    assert.equal(ftsQuery('magn'), '"magn"*');
    assert.equal(ftsQuery('Café  Vitalité'), '"café"* "vitalité"*');
    assert.equal(tsQuery('Café  Vitalité'), 'cafe:* & vitalite:*');
  });

  it('splits words at apostrophes and leaves French and Italian elisions out', () => {
    assert.equal(ftsQuery("l'intestin"), '"intestin"*');
    assert.equal(ftsQuery('dell’intestino'), '"intestino"*');
    assert.equal(tsQuery("L'Été d’Automne"), 'ete:* & automne:*');
    assert.equal(ftsQuery("aujourd'hui"), '"aujourd"* "hui"*');
    assert.equal(ftsQuery("l' ’"), '"l"*', 'an apostrophe before no word elides nothing');
  });

  it('loses query operators and syntax, and is null when no word is left', () => {
    assert.equal(ftsQuery('" OR *'), null);
    assert.equal(ftsQuery('a OR b NOT c NEAR(d) e:f ^g -h'), '"a"* "b"* "c"* "d"* "e"* "f"* "g"* "h"*');
    assert.equal(tsQuery('a & b | !c <-> d:*'), 'a:* & b:* & c:* & d:*');
    assert.equal(ftsQuery('()*"^:'), null);
    assert.equal(tsQuery('()*"^:&|!'), null);
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
