// Loads one locale's route table on demand, so the browser fetches only its own (SPEC §2.1).
import type { Locale } from '../config/locales.ts';
import type { RouteTable } from './table-types.ts';

const LOADERS: Record<Locale, () => Promise<{ table: RouteTable }>> = {
  'fr-be': () => import('./tables/fr-be.ts'),
  'nl-be': () => import('./tables/nl-be.ts'),
  'de-ch': () => import('./tables/de-ch.ts'),
  'fr-ch': () => import('./tables/fr-ch.ts'),
  'de-de': () => import('./tables/de-de.ts'),
  'es-es': () => import('./tables/es-es.ts'),
  'it-it': () => import('./tables/it-it.ts'),
};

export async function loadTable(locale: Locale): Promise<RouteTable> {
  return (await LOADERS[locale]()).table;
}
