// Full-text search (catalog/store/search-index.ts). SQLite: one FTS5 table per kind and language,
// rowid = the entity's id; accents are folded (remove_diacritics 2: 'cafe' finds 'café'),
// prefixes of 2 to 4 characters are indexed for the suggestions, and each table ranks with bm25
// weighted toward names and titles. PostgreSQL: one table of search documents, a tsvector per
// entity and language made from unaccented text (the weights A to D are the columns' ranks), with
// a GIN index. The language list is written out: a migration never changes once shipped.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const LANGUAGES = ['fr', 'nl', 'de', 'es', 'it'] as const;
const OPTIONS = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'`;

function ftsTables(lang: string): string[] {
  return [
    `CREATE VIRTUAL TABLE product_fts_${lang} USING fts5(name, brand, keywords, body, ${OPTIONS})`,
    `INSERT INTO product_fts_${lang} (product_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 6.0, 3.0, 1.0)')`,
    `CREATE VIRTUAL TABLE page_fts_${lang} USING fts5(title, summary, body, ${OPTIONS})`,
    `INSERT INTO page_fts_${lang} (page_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0)')`,
    `CREATE VIRTUAL TABLE need_fts_${lang} USING fts5(title, label, description, ${OPTIONS})`,
    `INSERT INTO need_fts_${lang} (need_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 8.0, 1.0)')`,
    `CREATE VIRTUAL TABLE brand_fts_${lang} USING fts5(name, baseline, ${OPTIONS})`,
    `INSERT INTO brand_fts_${lang} (brand_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 1.0)')`,
  ];
}

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    for (const statement of LANGUAGES.flatMap(ftsTables)) await sql.raw(statement).execute(db);
    return;
  }
  const { text } = schemaTypes(engine);
  await db.schema
    .createTable('search_document')
    .addColumn('kind', text, (c) => c.notNull().check(sql`kind in ('product', 'page', 'need', 'brand')`))
    .addColumn('lang', text, (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_document_pkey', ['kind', 'lang', 'id'])
    .execute();
  await db.schema.createIndex('search_document_match').on('search_document').using('gin').column('document').execute();
}

export const migration: Migration = { version: 2, name: 'search', compatible: false, up };
