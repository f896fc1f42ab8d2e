// The browser's entry point (decisions 009, 019): the query cache seeded from the document and the
// streamed state, the country's route tables and the locale's texts (the only locale data loaded),
// the first page's module and texts, then React Router's browser router, which starts from the
// server's loader data (no loader runs, no request), and hydration of #root with the same App the
// server rendered. Internal links navigate through the router and prefetch on intent.
import './styles/app.css';

import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createMemoryRouter, createPath, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { COUNTRY_INFO } from '../config/countries.ts';
import { LOCALE_INFO } from '../config/locales.ts';
import { createRouter } from '../routes/compiler.ts';
import { loadTable } from '../routes/load-table.ts';
import { carriesMaintenanceHeader } from '../shared/api/maintenance-header.ts';
import { addNamespaces, loadLanguage } from '../shared/i18n/load-language.ts';
import { createTranslator } from '../shared/i18n/translator.ts';
import { ROOT_ID } from '../shared/streamed-state.ts';
import { App } from './app/app.tsx';
import { readBootState } from './app/boot-state.ts';
import { installChunkReloadGuard, reloadAfterChunkError } from './app/chunk-reload-guard.ts';
import { AtDocumentBody } from './app/document-body.tsx';
import { lazyApiClient, loadApiClientModule } from './app/lazy-api-client.ts';
import { installLinkNavigation } from './app/navigation/link-navigation.ts';
import { createPagePrefetch } from './app/navigation/page-prefetch.ts';
import { routerHydrationData } from './app/page-hydration.ts';
import { loadPageOutcome, type PageEnv, type PageOutcome } from './app/page-loader.ts';
import { pageNonce } from './app/page-nonce.ts';
import { loadPage } from './app/page-registry.ts';
import { matchablePathname, pageEnvContext, pageRoutes, ROOT_ROUTE_ID } from './app/page-routes.ts';
import { PublicConfigProvider } from './app/public-config-context.tsx';
import { formTokenQuery } from './app/queries/forms.ts';
import { createQueryClient } from './app/query-client.ts';
import { Root, RoutePage } from './app/root.tsx';
import { fetchPageData, isServerReadPage } from './app/server-read-page.ts';
import type { Site } from './app/site.tsx';
import { receiveStreamedState } from './app/streamed-state.ts';
import { yieldToMain } from './app/yield-to-main.ts';

installChunkReloadGuard(window);

const { queries, config, router: routerState } = readBootState();
const { locale, country } = config;
const { language } = LOCALE_INFO[locale];
const { shopId, currency } = COUNTRY_INFO[country];

const queryClient = createQueryClient({ server: false });
hydrate(queryClient, queries);
receiveStreamedState(queryClient);

// No top-level await: lazy chunks import what they share with the entry from the entry's file
// (scripts/build/regroup-chunks.mjs), and a module waiting on them would wait on itself. A
// rejection reaches the chunk-reload guard as an unhandled one, as a failed import would.
async function start(): Promise<void> {
  // The country's tables only (two in Belgium and Switzerland, for the language selector's links).
  const [tables, texts] = await Promise.all([
    Promise.all(COUNTRY_INFO[country].locales.map(loadTable)),
    loadLanguage(language),
  ]);
  // The entry's modules ran in one task; the routes and the app are built in the next ones.
  await yieldToMain();
  const router = createRouter({
    tables,
    prefixMode: config.prefixMode,
    defaultLocaleOf: () => COUNTRY_INFO[country].defaultLocale,
    brandCodes: config.brandCodes,
  });
  const translator = createTranslator({ language, resources: { [language]: texts } });
  const loadNamespaces = (namespaces: Parameters<typeof addNamespaces>[2]) =>
    addNamespaces(translator, language, namespaces);
  const maintenancePath = router.href('maintenance', {}, locale);
  const api = lazyApiClient({
    baseUrl: '/api/v1',
    fetch: (input, init) => fetch(input, init),
    shopId,
    lang: language,
    // SPEC §4: an answer carrying the maintenance header sends the visitor to the maintenance page.
    onResponse: (response) => {
      if (maintenancePath && carriesMaintenanceHeader(response) && window.location.pathname !== maintenancePath)
        window.location.assign(maintenancePath);
    },
  });
  const site: Site = {
    locale,
    country,
    shopId,
    router,
    webp: config.webp,
    currencySymbol: currency.symbol,
    siteUrl: config.siteUrl,
    productsPerPage: config.productsPerPage,
    nonce: pageNonce(document),
    shop: config.shop,
  };
  const env: PageEnv = {
    locale,
    router: () => router,
    api,
    queryClient,
    translator,
    user: config.user,
    shop: config.shop,
    account: null,
    previewer: config.previewer,
    productsPerPage: config.productsPerPage,
    loadNamespaces,
    onError: (error) => {
      // A page chunk a new deploy replaced: reload once (SPEC §4); anything else is logged.
      if (!reloadAfterChunkError(window, error)) console.error(error);
    },
    // A customer's private page: its data, read by the server with the session cookie (decision 032).
    readPageData: (url, signal) => fetchPageData(url, signal),
    // The route action's form step: the forms' own chunk has it, loaded with any form.
    submitForm: async (request) =>
      (await import('./components/forms/send-form.ts')).sendForm(request, {
        locale,
        antiSpamSiteKey: config.recaptchaSiteKey,
        onState: (state) => hydrate(queryClient, state as Parameters<typeof hydrate>[1]),
        // The token the server handed out goes into every form of the page: no second refusal.
        onToken: (token) => queryClient.setQueryData(formTokenQuery().queryKey, token),
      }),
  };
  const routes = pageRoutes({ router, locale, Shell: Root, Page: RoutePage });
  const hydrationData = routerHydrationData(routerState);
  const here = window.location;
  // A path holding a line terminator is one React Router's browser history cannot match as it is:
  // that page hydrates on a memory router at its matchable path, and any navigation from it is a
  // document load (rare: such paths come from hand-typed or hostile URLs).
  const matchable = matchablePathname(here.pathname);
  const onMatchablePath = matchable === here.pathname;
  // The first page's module and texts, before hydration renders it (its data is in the cache).
  // The server's loader data names the routes it matched: the page's is the one under the root
  // (matching the routes again here would rank every route of the table once more).
  const firstRoute = Object.keys(hydrationData.loaderData ?? {}).find((id) => id !== ROOT_ROUTE_ID);
  const first = firstRoute === undefined ? undefined : (hydrationData.loaderData?.[firstRoute] as PageOutcome);
  if (first?.ok) {
    try {
      const page = await loadPage(first.data.match.kind);
      await loadNamespaces(page?.namespaces ?? []);
    } catch (error) {
      // A chunk a new deploy replaced reloads the page once (the chunk-reload guard).
      env.onError?.(error);
    }
  }
  await yieldToMain();
  const routerOptions = {
    hydrationData,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(pageEnvContext, env);
      return context;
    },
  };
  const pageRouter = onMatchablePath
    ? createBrowserRouter(routes, routerOptions)
    : createMemoryRouter(routes, { ...routerOptions, initialEntries: [matchable + here.search + here.hash] });
  if (!onMatchablePath)
    pageRouter.subscribe(({ navigation }) => {
      if (navigation.location) window.location.assign(createPath(navigation.location));
    });
  // Links start to navigate in the same task as hydration starts: a navigation before it would
  // render another page than the server's HTML.
  await yieldToMain();
  // A prefetch's failure is the navigation's to see, if the visitor follows the link.
  const prefetchEnv: PageEnv = { ...env, onError: () => {} };
  installLinkNavigation({
    document,
    // Previews and the cart are the server's to open (a document load); a customer's private
    // page is the router's, its data asked of the server (decision 032).
    isPage: (pathname) => {
      const match = router.match(locale, pathname);
      return match !== null && (isServerReadPage(match) || (!match.meta.private && !match.meta.personal));
    },
    navigate: (to, options) => {
      void loadApiClientModule();
      void pageRouter.navigate(to, options);
    },
    prefetch: createPagePrefetch(
      (url) => {
        // Side by side with the page's chunk (also on a click): the first data request needs it too.
        void loadApiClientModule();
        // A private page's data is read when it is shown, never ahead (it is never kept).
        if (isServerReadPage(router.match(locale, url.pathname))) return Promise.resolve();
        return loadPageOutcome(prefetchEnv, url);
      },
      () => window.location.href,
    ),
  });

  // In a transition, hydration is a low-priority render React slices into short tasks (issue 17:
  // no long task on a mid-range phone), yielding to the visitor's input, which it then hydrates
  // first; outside one it is a single blocking render of the whole page.
  startTransition(() => {
    hydrateRoot(
      document.getElementById(ROOT_ID)!,
      <AtDocumentBody>
        <App queryClient={queryClient} translator={translator} site={site} api={api} loadNamespaces={loadNamespaces}>
          <PublicConfigProvider config={config}>
            <RouterProvider router={pageRouter} />
          </PublicConfigProvider>
        </App>
      </AtDocumentBody>,
    );
  });
}

void start();
