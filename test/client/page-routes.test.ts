// React Router's routes made from a locale's table (decision 019): their paths, and the status
// the static handler answers, which is the status of the page our loader found.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createMemoryRouter, createStaticHandler, RouterContextProvider } from 'react-router';

import type { PageEnv } from '../../client/app/page-loader.ts';
import { pageEnvContext, pageRoutes, routerPath } from '../../client/app/page-routes.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

const router = createRouter({ tables: ALL_TABLES });

/** The Italian path of a kind of page the Italian table has. */
function pathOf(kind: Parameters<typeof router.href>[0], params: Parameters<typeof router.href>[1] = {}): string {
  const path = router.href(kind, params, 'it-it');
  assert.ok(path !== null, `it-it has a ${kind} page`);
  return path;
}

/** A content API that knows nothing: every call answers its 404. */
const emptyApi = new Proxy({ shopId: 5, lang: 'it' } as unknown as ApiClient, {
  get: (target, group) =>
    group in target
      ? target[group as keyof ApiClient]
      : new Proxy(
          {},
          {
            get: () => () =>
              Promise.reject(
                new ApiError({
                  kind: 'http',
                  status: 404,
                  message: 'no',
                  url: 'http://api.test/x',
                  endpoint: 'GET /x',
                }),
              ),
          },
        ),
});

function env(overrides: Partial<PageEnv> = {}): PageEnv {
  return {
    locale: 'it-it',
    router: () => router,
    api: emptyApi,
    queryClient: createQueryClient({ server: true }),
    translator: createTranslator({ language: 'it', resources: { it: itTexts } as never }),
    user: false,
    productsPerPage: 12,
    ...overrides,
  };
}

async function statusOf(path: string, overrides: Partial<PageEnv> = {}): Promise<number> {
  const handler = createStaticHandler(pageRoutes({ router, locale: 'it-it', Shell: () => null, Page: () => null }));
  const requestContext = new RouterContextProvider();
  requestContext.set(pageEnvContext, env(overrides));
  const context = await handler.query(new Request(`http://it.localhost${path}`), { requestContext });
  assert.ok(!(context instanceof Response), 'the loaders answer data, never a Response');
  return context.statusCode;
}

describe("the router's paths of a table", () => {
  it('keep the literal start of a pattern and leave the rest to our grammar in a splat', () => {
    assert.equal(routerPath('', ''), '/');
    assert.equal(routerPath('/fr', ''), '/fr');
    assert.equal(routerPath('/fr', '/conseils'), '/fr/conseils');
    assert.equal(routerPath('/fr', '/conseils/:theme/*pagination'), '/fr/conseils/*');
    assert.equal(routerPath('/fr', '/produits/*productList'), '/fr/produits/*');
    assert.equal(routerPath('/fr', '/:cmsPath+'), '/fr/*');
  });

  it('give every route of every table a unique id, the kinds that start alike sharing one route', () => {
    for (const table of ALL_TABLES) {
      const [root] = pageRoutes({ router, locale: table.locale, Shell: () => null, Page: () => null });
      const ids = root!.children!.map((route) => route.id);
      assert.equal(new Set(ids).size, ids.length, `${table.locale}: ${ids.join(', ')}`);
      const paths = root!.children!.map((route) => route.path);
      assert.equal(new Set(paths).size, paths.length, `${table.locale}: one route per path`);
    }
  });
});

describe("the static handler's status", () => {
  it('is 200 for a page that loads', async () => {
    assert.equal(await statusOf(pathOf('contact')), 200);
  });

  it('is 404 for an entity the content API does not know, and for a path no table has', async () => {
    assert.equal(await statusOf('/prodotto/non-esiste'), 404);
    assert.equal(await statusOf('/fr/produit/x'), 404);
  });

  it('is 401 for a preview without the verified preview right, even with a session', async () => {
    const preview = pathOf('preview', { previewType: 'product', id: '12' });
    assert.equal(await statusOf(preview, { user: true }), 401);
  });

  it("is a page's own status (503 for maintenance)", async () => {
    assert.equal(await statusOf(pathOf('maintenance')), 503);
  });
});

describe('a navigation a later one supersedes', () => {
  it('is aborted: the content API calls of its page that nothing else watches are cancelled', async () => {
    const aborted: string[] = [];
    // The product's entity never comes, and says when its call is aborted; nothing else exists.
    const hanging = new Proxy({ shopId: 5, lang: 'it' } as unknown as ApiClient, {
      get: (target, group) =>
        group === 'urls'
          ? {
              entity: (...args: unknown[]) =>
                new Promise((_resolve, reject) => {
                  const options = args.at(-1) as { signal?: AbortSignal } | undefined;
                  options?.signal?.addEventListener('abort', () => {
                    aborted.push('urls.entity');
                    reject(new Error('aborted'));
                  });
                }),
            }
          : emptyApi[group as keyof ApiClient],
    });
    const pageEnv = env({ api: hanging });
    const browserRouter = createMemoryRouter(
      pageRoutes({ router, locale: 'it-it', Shell: () => null, Page: () => null }),
      {
        initialEntries: [pathOf('maintenance')],
        getContext: () => {
          const context = new RouterContextProvider();
          context.set(pageEnvContext, pageEnv);
          return context;
        },
      },
    );
    await new Promise<void>((resolve) => {
      if (browserRouter.state.initialized) resolve();
      else browserRouter.subscribe((state) => state.initialized && resolve());
    });
    const product = browserRouter.navigate('/prodotto/un-prodotto');
    // Once the product's call is under way, the visitor goes elsewhere.
    while (
      !pageEnv.queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.queryKey.includes('un-prodotto'))
    )
      await new Promise((resolve) => setImmediate(resolve));
    await browserRouter.navigate(pathOf('contact'));
    await product;
    assert.ok(aborted.includes('urls.entity'), `the product's call was aborted: ${JSON.stringify(aborted)}`);
    assert.equal(browserRouter.state.location.pathname, pathOf('contact'));
    browserRouter.dispose();
  });
});

describe('revalidation after a form (decision 032)', () => {
  const [root] = pageRoutes({ router, locale: 'it-it', Shell: () => null, Page: () => null });
  const revalidates = (path: string, formMethod?: 'POST' | 'GET', next = path) => {
    const route = root!.children!.find((child) => child.id !== 'unknown' && path.startsWith(child.path!));
    assert.ok(route?.shouldRevalidate, path);
    const url = (to: string) => new URL(`http://it.localhost${to}`);
    return route.shouldRevalidate({
      currentUrl: url(path),
      nextUrl: url(next),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
      ...(formMethod && { formMethod }),
    });
  };

  it("is skipped on a customer's private page: the form's answer brought its data", () => {
    assert.equal(revalidates(pathOf('myPersonalInfo'), 'POST'), false);
    assert.equal(revalidates(pathOf('checkoutDelivery'), 'POST'), false);
  });

  it('happens as React Router decides on a public page, or to another URL', () => {
    assert.equal(revalidates(pathOf('contact'), 'POST'), true);
    assert.equal(revalidates(pathOf('checkoutDelivery'), 'POST', pathOf('checkoutPayment')), true);
    assert.equal(revalidates(pathOf('myPersonalInfo')), true);
  });
});
