// The browser's entry point (decision 009): the query cache seeded from the document and the
// streamed state, the current locale's route table and texts (the only locale data loaded), then
// hydration of #root with the same App the server rendered.
import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { COUNTRY_INFO } from '../config/countries.ts';
import { LOCALE_INFO } from '../config/locales.ts';
import { createRouter } from '../routes/compiler.ts';
import { loadTable } from '../routes/load-table.ts';
import { createApiClient } from '../shared/api/client.ts';
import { createTranslator } from '../shared/i18n/translator.ts';
import { loadLanguage } from '../shared/i18n/load-language.ts';
import { ROOT_ID } from '../shared/streamed-state.ts';
import { App } from './app/app.tsx';
import { readBootState } from './app/boot-state.ts';
import { installChunkReloadGuard, reloadAfterChunkError } from './app/chunk-reload-guard.ts';
import { createQueryClient } from './app/query-client.ts';
import { routerReady } from './app/router-ready.ts';
import { appRoutes } from './app/routes.tsx';
import type { Site } from './app/site.tsx';
import { receiveStreamedState } from './app/streamed-state.ts';
import './styles/app.css';

installChunkReloadGuard(window);

const { queries, config } = readBootState();
const { locale, country } = config;
const { language } = LOCALE_INFO[locale];
const { shopId, currency } = COUNTRY_INFO[country];

const queryClient = createQueryClient({ server: false });
hydrate(queryClient, queries);
receiveStreamedState(queryClient);

const [table, texts] = await Promise.all([loadTable(locale), loadLanguage(language)]);
const router = createRouter({
  tables: [table],
  prefixMode: config.prefixMode,
  defaultLocaleOf: () => COUNTRY_INFO[country].defaultLocale,
  brandCodes: { [locale]: config.brandCodes },
});
const translator = createTranslator({ language, resources: { [language]: texts } });
const api = createApiClient({ baseUrl: '/api/v1', fetch: (input, init) => fetch(input, init), shopId, lang: language });
const site: Site = { locale, country, shopId, router, webp: config.webp, currencySymbol: currency.symbol, siteUrl: config.siteUrl, loginUrl: config.loginUrl };

const dataRouter = createBrowserRouter(
  appRoutes({ locale, router: () => router, api, queryClient, translator, user: config.user, onError: (error) => {
    // A page chunk a new deploy replaced: reload once (SPEC §4); anything else is logged.
    if (!reloadAfterChunkError(window, error)) console.error(error);
  } }),
);
await routerReady(dataRouter);

hydrateRoot(
  document.getElementById(ROOT_ID)!,
  <App queryClient={queryClient} translator={translator} site={site} api={api}>
    <RouterProvider router={dataRouter} />
  </App>,
);
