// Renders a page of the site (decision 009): react-router's static handler runs the page route's
// loader (our matcher, the screen's critical queries), the status and head follow from it, and
// the document streams with the query state behind it. HEAD stops before rendering.
import type { Request as ExpressRequest, Response } from 'express';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Config } from '../../config/env.ts';
import { LOCALE_INFO, type Language, type Locale } from '../../config/locales.ts';
import { App } from '../../client/app/app.tsx';
import { PAGES } from '../../client/app/page-registry.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { appRoutes, PAGE_ROUTE_ID, type PageData } from '../../client/app/routes.tsx';
import type { Site } from '../../client/app/site.tsx';
import { acceptsWebp } from '../../shared/api/image-url.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import type { Content } from '../content.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { Routing } from '../routing.ts';
import { isCrawler } from './bots.ts';
import { Document } from './document.tsx';
import { fallbackPage } from './fallback-page.ts';
import { preloadsFor, type Manifest } from './manifest.ts';
import { errorHead, pageHead } from './page-head.ts';
import { streamPage } from './stream-page.ts';

/** The cookie whose presence means the visitor has a session (SPEC §9 jwt_token). */
export const SESSION_COOKIE = 'jwt_token';

export interface PageRendererOptions {
  config: Pick<Config, 'siteUrls' | 'routePrefixMode' | 'loginUrl'>;
  metrics?: Pick<Metrics, 'renderDuration'>;
  routing: Routing;
  content: Content;
  manifest: Manifest;
  logger: Logger;
  /** Streaming deadline; RENDER_DEADLINE_MS unless given (tests). */
  deadlineMs?: number;
}

export interface RenderOptions {
  /** Renders this path instead of the request's (the maintenance page answers any request). */
  path?: string;
  /** The status decided before rendering (503 for maintenance). */
  status?: number;
}

export type PageRenderer = (req: ExpressRequest, res: Response, options?: RenderOptions) => Promise<void>;

const ALL_RESOURCES = { fr, nl, de, es, it };

export function createPageRenderer({ config, metrics, routing, content, manifest, logger, deadlineMs }: PageRendererOptions): PageRenderer {
  // One translator per language, made once: rendering only reads texts.
  const everyLanguage = createTranslator({ language: 'fr', resources: ALL_RESOURCES });
  const translators = new Map<Language, Translator>();
  const translatorFor = (language: Language) => {
    let translator = translators.get(language);
    if (!translator) translators.set(language, (translator = everyLanguage.withLanguage(language)));
    return translator;
  };
  const localeChunks = (locale: Locale) => [`routes/tables/${locale}.ts`, `shared/i18n/resources/${LOCALE_INFO[locale].language}.ts`];

  return async function renderPage(req, res, options = {}) {
    const started = performance.now();
    const { locale, country, cspNonce: nonce } = res.locals;
    const siteUrl = config.siteUrls[country];
    const api = content.client(locale);
    const queryClient = createQueryClient({ server: true });
    const translator = translatorFor(LOCALE_INFO[locale].language);
    const user = typeof req.cookies?.[SESSION_COOKIE] === 'string' && req.cookies[SESSION_COOKIE] !== '';
    const env = {
      locale,
      router: () => routing.router(),
      api,
      queryClient,
      translator,
      user,
      onError: (error: unknown) => logger.error({ err: error, id: res.locals.requestId }, 'page data could not be loaded'),
    };
    const handler = createStaticHandler(appRoutes(env));
    const aborted = new AbortController();
    res.once('close', () => aborted.abort());
    const url = new URL(options.path ?? req.originalUrl, `${siteUrl}/`);
    const context = await handler.query(new Request(url, { signal: aborted.signal }));
    if (context instanceof Response) {
      // No loader of ours redirects; answer what react-router says all the same.
      res.status(context.status);
      const location = context.headers.get('Location');
      if (location) res.setHeader('Location', location);
      res.end();
      return;
    }
    const data = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
    const status = options.status ?? (context.errors ? context.statusCode : (data?.status ?? 200));
    res.status(status);
    if (status !== 200) res.setHeader('Cache-Control', 'no-store');
    res.locals.routeKind ??= data?.match.kind ?? `error-${status}`;
    if (req.method === 'HEAD' || aborted.signal.aborted) {
      res.type('html').end();
      return;
    }

    const router = routing.router();
    const head =
      data && !context.errors ? pageHead({ router, match: data.match, siteUrl, t: translator.t, head: data.head }) : errorHead({ status, locale, t: translator.t });

    const webp = acceptsWebp(req.get('accept'));
    const loginUrl = config.loginUrl ?? `${COUNTRY_INFO[country].proUrl}login`;
    const site: Site = { locale, country, shopId: api.shopId, router, webp, currencySymbol: COUNTRY_INFO[country].currency.symbol, siteUrl, loginUrl };
    const publicConfig: PublicConfig = {
      locale,
      country,
      prefixMode: config.routePrefixMode,
      brandCodes: routing.brandCodes(locale),
      webp,
      user,
      loginUrl,
      siteUrl,
    };
    const pageModules = data ? [PAGES[data.match.kind]?.module].filter((module): module is string => Boolean(module)) : [];
    const preloads = preloadsFor(manifest, [...localeChunks(locale), ...pageModules]);
    // React writes the entry's own modulepreload (bootstrapModules); the document adds the rest.
    preloads.scripts = preloads.scripts.filter((file) => file !== manifest.entry.file);
    const initialState = dehydrate(queryClient);
    const staticRouter = createStaticRouter(handler.dataRoutes, context);
    const element = (
      <Document locale={locale} head={head} nonce={nonce} preloads={preloads} initialState={initialState} publicConfig={publicConfig}>
        <App queryClient={queryClient} translator={translator} site={site} api={api}>
          <StaticRouterProvider router={staticRouter} context={context} hydrate={false} nonce={nonce} />
        </App>
      </Document>
    );
    const route = String(res.locals.routeKind);
    const observe = (phase: 'shell' | 'end') => metrics?.renderDuration.observe({ route, phase }, (performance.now() - started) / 1000);
    await streamPage({
      onStart: () => observe('shell'),
      element,
      res,
      queryClient,
      initialState,
      nonce,
      bootstrapModules: [manifest.entry.file],
      crawler: isCrawler(req.get('user-agent')),
      logger,
      ...(deadlineMs !== undefined && { deadlineMs }),
      onShellError: () => {
        if (res.headersSent) return void res.destroy();
        res.status(500).set('Cache-Control', 'no-store').type('html').send(fallbackPage('generic', locale, router.href('home', {}, locale) ?? '/'));
      },
    });
    observe('end');
  };
}
