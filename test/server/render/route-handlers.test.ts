// The static handlers of the server's pages (route-handlers.ts): a pathname seen once is queried
// again with the handler of the branch it matched, which answers what the whole table answers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { RouterContextProvider, type StaticHandlerContext } from 'react-router';

import type { PageEnv } from '../../../client/app/page-loader.ts';
import { pageEnvContext } from '../../../client/app/page-routes.ts';
import { createQueryClient } from '../../../client/app/query-client.ts';
import type { Locale } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { createRouteHandlers } from '../../../server/render/route-handlers.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';

const router = createRouter({ tables: ALL_TABLES });

/** A content API that cannot be reached: every page's loader answers its error page. */
const unreachableApi = new Proxy({ shopId: 5, lang: 'it' } as unknown as ApiClient, {
  get: (target, group) =>
    group in target
      ? target[group as keyof ApiClient]
      : new Proxy({}, { get: () => () => Promise.reject(new Error('unreachable')) }),
});

function requestContext(locale: Locale) {
  const env: PageEnv = {
    locale,
    router: () => router,
    api: unreachableApi,
    queryClient: createQueryClient({ server: true }),
    translator: createTranslator({ language: 'it', resources: { it: itTexts } as never }),
    user: false,
    productsPerPage: 12,
  };
  const context = new RouterContextProvider();
  context.set(pageEnvContext, env);
  return context;
}

async function query(handlers: ReturnType<typeof createRouteHandlers>, locale: Locale, path: string) {
  const context = await handlers.query(router, locale, new Request(`http://localhost${path}`), {
    requestContext: requestContext(locale),
  });
  assert.ok(!(context instanceof Response), `${path}: the loaders answer data`);
  return context;
}

const summary = (context: StaticHandlerContext) => ({
  ids: context.matches.map((match) => match.route.id),
  params: context.matches.map((match) => match.params),
  status: context.statusCode,
});

/** Pages of several kinds, sharing routes or not, a page no route knows, a line terminator in a path. */
const PATHS: ReadonlyArray<[Locale, string]> = [
  ['it-it', '/'],
  ['it-it', '/prodotto/symbiora-equilibrio'],
  ['it-it', '/prodotti/fermenti-lattici'],
  ['it-it', '/consigli'],
  ['it-it', '/a-proposito-di-vitrine'],
  ['it-it', '/nessuna/pagina/qui'],
  ['it-it', '/prodotto/a%0Ab'],
  ['fr-be', '/fr/produit/symbiora-equilibre'],
  ['fr-be', '/fr'],
  ['fr-be', '/nl/product/x'],
];

describe("the server's static handlers", () => {
  it('answer a pathname seen before from its branch alone, as the whole table answered it', async () => {
    const handlers = createRouteHandlers();
    for (const [locale, path] of PATHS) {
      const first = await query(handlers, locale, path);
      const again = await query(handlers, locale, path);
      assert.deepEqual(summary(again), summary(first), path);
      assert.ok(first.matches.length > 0, `${path} matches a route`);

      const [root] = handlers.routesOf(router, locale, again);
      assert.equal(root?.children?.length, 1, `${path}: the branch holds one page route`);
      // The second answer came from the branch's own handler, the first from the table's.
      assert.equal(again.matches.at(-1)!.route, root.children[0], path);
      assert.notEqual(first.matches.at(-1)!.route, root.children[0], path);
    }
  });

  it('keep a branch per locale: the same pathname is another route in another table', async () => {
    const handlers = createRouteHandlers();
    const italian = summary(await query(handlers, 'it-it', '/prodotto/symbiora-equilibrio'));
    const belgian = summary(await query(handlers, 'fr-be', '/prodotto/symbiora-equilibrio'));
    assert.notDeepEqual(belgian.ids, italian.ids);
    assert.deepEqual(summary(await query(handlers, 'fr-be', '/prodotto/symbiora-equilibrio')), belgian);
  });
});
