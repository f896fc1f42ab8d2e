// The full-text index of products, pages, needs and brands, per language, on either engine
// (migration 002): what the seeding writes, and the `(SELECT id, rank …)` a search joins, where a
// lower rank is a better match. SQLite ranks with FTS5's bm25 weighted per column; PostgreSQL
// with ts_rank over a tsvector whose weights A to D carry the same column ranks, normalised by
// the document's length as bm25 is. The columns of each kind come in the same order on both.
import { type RawBuilder, sql } from 'kysely';

import type { Language } from '../../config/locales.ts';
import { ftsQuery, tsQuery } from './fts.ts';
import type { Queries } from './store.ts';
import { foldText } from './text.ts';

export type SearchKind = 'product' | 'page' | 'need' | 'brand';

/** Each kind's columns, best-ranked first, and their PostgreSQL weights (A is the best). */
const COLUMNS: Readonly<Record<SearchKind, readonly (readonly [name: string, weight: 'A' | 'B' | 'C' | 'D'])[]>> = {
  product: [
    ['name', 'A'],
    ['brand', 'B'],
    ['keywords', 'C'],
    ['body', 'D'],
  ],
  page: [
    ['title', 'A'],
    ['summary', 'C'],
    ['body', 'D'],
  ],
  need: [
    ['title', 'A'],
    ['label', 'B'],
    ['description', 'D'],
  ],
  brand: [
    ['name', 'A'],
    ['baseline', 'D'],
  ],
};

/** ts_rank's weights of D, C, B, A per kind: the bm25 column weights of migration 002 divided by 10. */
const PG_WEIGHTS: Readonly<Record<SearchKind, string>> = {
  product: '{0.1, 0.3, 0.6, 1.0}',
  page: '{0.1, 0.3, 0.3, 1.0}',
  need: '{0.1, 0.1, 0.8, 1.0}',
  brand: '{0.1, 0.1, 0.1, 1.0}',
};

export const SEARCH_KINDS = Object.keys(COLUMNS) as SearchKind[];

/** The search text as the engine's query; null when it holds no word (the search finds nothing). */
export function searchQuery(store: Queries, text: string): string | null {
  return store.engine === 'postgres' ? tsQuery(text) : ftsQuery(text);
}

const ftsTable = (kind: SearchKind, lang: Language) => sql.table(`${kind}_fts_${lang}`);

/** `(SELECT id, rank FROM …)`: the entities of `kind` in `lang` that match `query` (from searchQuery). */
export function matches(store: Queries, kind: SearchKind, lang: Language, query: string): RawBuilder<unknown> {
  if (store.engine === 'postgres') {
    const match = sql`to_tsquery('simple', ${query})`;
    return sql`(SELECT d.id, -ts_rank(${sql.lit(PG_WEIGHTS[kind])}::float4[], d.document, ${match}, 1) AS rank
      FROM search_document d WHERE d.kind = ${kind} AND d.lang = ${lang} AND d.document @@ ${match})`;
  }
  const table = ftsTable(kind, lang);
  return sql`(SELECT rowid AS id, rank FROM ${table} WHERE ${table} MATCH ${query})`;
}

export interface SearchDocument {
  id: number;
  /** The texts of the kind's columns, in COLUMNS order. */
  fields: readonly string[];
}

const ROWS_PER_INSERT = 100;

/** Writes the documents of one kind and language. */
export async function writeSearchDocuments(
  store: Queries,
  kind: SearchKind,
  lang: Language,
  documents: readonly SearchDocument[],
): Promise<void> {
  const columns = COLUMNS[kind];
  for (const document of documents)
    if (document.fields.length !== columns.length)
      throw new Error(`a ${kind} search document has ${document.fields.length} fields, not ${columns.length}`);
  for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
    const chunk = documents.slice(start, start + ROWS_PER_INSERT);
    if (store.engine === 'postgres') {
      const vector = (fields: readonly string[]) =>
        sql.join(
          columns.map(
            ([, weight], index) =>
              sql`setweight(to_tsvector('simple', ${foldText(fields[index]!)}), ${sql.lit(weight)})`,
          ),
          sql` || `,
        );
      await sql`INSERT INTO search_document (kind, lang, id, document) VALUES ${sql.join(
        chunk.map((document) => sql`(${kind}, ${lang}, ${document.id}, ${vector(document.fields)})`),
      )}`.execute(store.db);
    } else {
      const names = sql.join(columns.map(([name]) => sql.ref(name)));
      await sql`INSERT INTO ${ftsTable(kind, lang)} (rowid, ${names}) VALUES ${sql.join(
        chunk.map((document) => sql`(${document.id}, ${sql.join(document.fields)})`),
      )}`.execute(store.db);
    }
  }
}

/** Empties the index (a new seed replaces the content). */
export async function clearSearchIndex(store: Queries, languages: readonly Language[]): Promise<void> {
  if (store.engine === 'postgres') {
    await sql`DELETE FROM search_document`.execute(store.db);
    return;
  }
  for (const lang of languages)
    for (const kind of SEARCH_KINDS) await sql`DELETE FROM ${ftsTable(kind, lang)}`.execute(store.db);
}
