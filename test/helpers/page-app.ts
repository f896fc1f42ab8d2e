// An app that renders pages for supertest: the real chain on a catalog built from a seed in a
// temporary DATA_DIR, with the client build's manifest (npm test builds it before the tests).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import type { Seed } from '../../catalog/seed/index.ts';
import { createApp } from '../../server/app.ts';
import type { EmbeddedCatalog } from '../../server/content.ts';
import { type AppDeps, BUILT_MANIFEST_PATH } from '../../server/deps.ts';
import { testDeps } from './app.ts';

/** Site URLs that differ from the hosts requests come to: canonical links must use these. */
export const SITE_URLS = {
  SITE_URL_BE: 'https://www.vitrine.example.be',
  SITE_URL_CH: 'https://www.vitrine.example.ch',
  SITE_URL_DE: 'https://www.vitrine.example.de',
  SITE_URL_ES: 'https://www.vitrine.example.es',
  SITE_URL_IT: 'https://www.vitrine.example.it',
};

export interface PageApp {
  catalog: Catalog;
  app(env?: Record<string, string>, overrides?: Partial<AppDeps>): ReturnType<typeof createApp>;
  deps(env?: Record<string, string>, overrides?: Partial<AppDeps>): AppDeps;
}

/** Registers before/after hooks that build the seed's catalog; returns accessors for the tests. */
export function usePageApp(seed: Seed, now?: () => Date): PageApp {
  let catalog: Catalog | undefined;
  let dataDir: string | undefined;
  before(async () => {
    assert.ok(
      existsSync(BUILT_MANIFEST_PATH),
      `${BUILT_MANIFEST_PATH} is missing: run npm run build before these tests`,
    );
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-pages-'));
    catalog = await createCatalog({ dataDir, seed, ...(now && { now }) });
  });
  after(async () => {
    await catalog?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const opened = () => {
    if (!catalog) throw new Error('the catalog is open only while the tests of the file run');
    return catalog;
  };
  const deps = (env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) =>
    testDeps({ ...SITE_URLS, ...env }, { catalog: opened(), ...overrides });
  return {
    get catalog() {
      return opened();
    },
    deps,
    app: (env, overrides) => createApp(deps(env, overrides)),
  };
}

/**
 * The seed's catalog, except that the content API answers 503 for every path that ends with one
 * of `endings` (a section's or a search's data failing).
 */
export function catalogFailingOn(catalog: EmbeddedCatalog, ...endings: string[]): EmbeddedCatalog {
  return {
    fetch: async (incoming: Request) =>
      endings.some((ending) => new URL(incoming.url).pathname.endsWith(ending))
        ? Response.json({ message: 'down', statusCode: 503 }, { status: 503 })
        : catalog.fetch(incoming),
    close: () => {},
  };
}

/** The CSP nonce of a response, from its Content-Security-Policy header. */
export function nonceOf(csp: string | undefined): string {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  assert.ok(nonce, `no nonce in the CSP header: ${csp}`);
  return nonce;
}

/** A react-query entry of the page's state, as dehydrated by the server. */
export interface DehydratedQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The page's state: the boot script's config and queries, then the queries streamed after the shell. */
export function pageStateOf(html: string): {
  config: Record<string, unknown>;
  documentQueries: DehydratedQuery[];
  streamedQueries: DehydratedQuery[];
} {
  const boot = /self\.__VITRINE_STATE__=(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(boot, 'the boot state script');
  const { config, queries } = JSON.parse(boot) as {
    config: Record<string, unknown>;
    queries: { queries: DehydratedQuery[] };
  };
  const pushes = [...html.matchAll(/self\.__VITRINE_QUERIES__\|\|=\[\]\)\.push\((.*?)\)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { queries: DehydratedQuery[] },
  );
  return { config, documentQueries: queries.queries, streamedQueries: pushes.flatMap((push) => push.queries) };
}
