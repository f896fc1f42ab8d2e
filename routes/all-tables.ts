// Every locale's route table, for the server. The browser loads only its locale's table
// (routes/load-table.ts), each in its own chunk.
import type { RouteTable } from './table-types.ts';
import { table as deCh } from './tables/de-ch.ts';
import { table as deDe } from './tables/de-de.ts';
import { table as esEs } from './tables/es-es.ts';
import { table as frBe } from './tables/fr-be.ts';
import { table as frCh } from './tables/fr-ch.ts';
import { table as itIt } from './tables/it-it.ts';
import { table as nlBe } from './tables/nl-be.ts';

export const ALL_TABLES: readonly RouteTable[] = Object.freeze([frBe, nlBe, frCh, deCh, deDe, esEs, itIt]);
