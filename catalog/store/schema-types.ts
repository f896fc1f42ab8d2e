// What differs between the engines in a migration, in one place: text compares byte by byte on
// both (PostgreSQL's columns are COLLATE "C", as SQLite's BINARY), floating-point numbers are
// 8 bytes on both (SQLite REAL, PostgreSQL double precision), tables are STRICT on SQLite, and an
// id the database numbers itself is SQLite's rowid or PostgreSQL's identity column.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression, sql } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export interface SchemaTypes {
  text: Expression<unknown>;
  real: Expression<unknown>;
  /** An id the database gives each new row. */
  autoId: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Ends a CREATE TABLE as the engine wants it (STRICT on SQLite). */
  table: <N extends string, C extends string>(builder: CreateTableBuilder<N, C>) => CreateTableBuilder<N, C>;
}

export function schemaTypes(engine: Engine): SchemaTypes {
  if (engine === 'postgres')
    return {
      text: sql`text collate "C"`,
      real: sql`double precision`,
      autoId: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
      table: (builder) => builder,
    };
  return {
    text: sql`text`,
    real: sql`real`,
    autoId: (column) => column.primaryKey(),
    table: (builder) => builder.modifyEnd(sql`strict`),
  };
}
