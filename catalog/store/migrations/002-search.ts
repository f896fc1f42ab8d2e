// Full-text search: one FTS5 table per kind and language, rowid = the entity's id. Accents are
// folded (remove_diacritics 2: 'cafe' finds 'café'), prefixes of 2 to 4 characters are indexed
// for the suggestions, and each table ranks with bm25 weighted toward names and titles.
// The language list is written out: a migration never changes once shipped.
import type { Migration } from '../migration.ts';

const LANGUAGES = ['fr', 'nl', 'de', 'es', 'it'] as const;
const OPTIONS = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'`;

function tables(lang: string): string {
  return `
CREATE VIRTUAL TABLE product_fts_${lang} USING fts5(name, brand, keywords, body, ${OPTIONS});
INSERT INTO product_fts_${lang} (product_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 6.0, 3.0, 1.0)');
CREATE VIRTUAL TABLE page_fts_${lang} USING fts5(title, summary, body, ${OPTIONS});
INSERT INTO page_fts_${lang} (page_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0)');
CREATE VIRTUAL TABLE need_fts_${lang} USING fts5(title, label, description, ${OPTIONS});
INSERT INTO need_fts_${lang} (need_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 8.0, 1.0)');
CREATE VIRTUAL TABLE brand_fts_${lang} USING fts5(name, baseline, ${OPTIONS});
INSERT INTO brand_fts_${lang} (brand_fts_${lang}, rank) VALUES ('rank', 'bm25(10.0, 1.0)');
`;
}

export const migration: Migration = {
  version: 2,
  name: 'search',
  sql: LANGUAGES.map(tables).join(''),
};
