// The embedded catalog as the server runs it: the seed content, the store (PostgreSQL with
// DATABASE_URL, else node:sqlite in DATA_DIR) and the generated images under DATA_DIR/media, one
// Fetch handler for all of it.
import { join } from 'node:path';

import type { Country } from '../config/countries.ts';
import { type Catalog, createCatalog } from './create-catalog.ts';
import type { CatalogLogger } from './http/logger.ts';
import { createMediaHandler } from './media/media-routes.ts';
import { createMediaStore } from './media/media-store.ts';
import { createSeedMediaResolver } from './media/seed-resolver.ts';
import { loadSeed } from './seed/index.ts';

export async function openEmbeddedCatalog({
  dataDir,
  databaseUrl = null,
  poolSize,
  logger,
  sessionSecret = null,
  shopCountries,
}: {
  dataDir: string;
  databaseUrl?: string | null;
  poolSize?: number;
  logger?: CatalogLogger;
  /** The key of customers' session tokens (SESSION_SECRET). */
  sessionSecret?: string | null;
  /** Where visitors can buy (SHOP_COUNTRIES); every country when not given. */
  shopCountries?: readonly Country[];
}): Promise<Catalog> {
  const seed = await loadSeed();
  const catalog = await createCatalog({
    dataDir,
    databaseUrl,
    seed,
    sessionSecret,
    ...(shopCountries && { shopCountries }),
    ...(poolSize !== undefined && { poolSize }),
    ...(logger && { logger }),
  });
  const media = createMediaStore({
    dir: join(dataDir, 'media'),
    resolve: createSeedMediaResolver(seed),
    ...(logger && { logger }),
  });
  catalog.router.use(createMediaHandler(media));
  return catalog;
}
