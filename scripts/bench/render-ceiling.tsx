// The render ceiling of `npm run bench`: the element the page renderer
// (server/render/render-page.tsx) streams for a path, built from the app's own functions, its
// data loaded once; then renderToString of that element in a loop, in this process, no HTTP.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { COUNTRY_INFO, type Country } from '../../config/countries.ts';
import { LOCALE_INFO } from '../../config/locales.ts';
import { App } from '../../client/app/app.tsx';
import { PAGES } from '../../client/app/page-registry.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { appRoutes, PAGE_ROUTE_ID, type PageData } from '../../client/app/routes.tsx';
import type { Site } from '../../client/app/site.tsx';
import type { AppDeps } from '../../server/deps.ts';
import { Document } from '../../server/render/document.tsx';
import { preloadsFor } from '../../server/render/manifest.ts';
import { pageHead } from '../../server/render/page-head.ts';
import { acceptsWebp } from '../../shared/api/image-url.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { summarize, type Summary } from './stats.ts';

const ALL_RESOURCES = { fr, nl, de, es, it };
/** A nonce as long as the real ones (16 random bytes, base64). */
const NONCE = 'YmVuY2hiZW5jaGJlbmNoYg==';

export interface PreparedPage {
  /** A fresh element of the page, as render-page.tsx builds it (the data already loaded). */
  element(): ReactElement;
  /** `<!DOCTYPE html>` + renderToString of the element: the HTTP ceiling's body. */
  html: string;
  /** The client entry, as render-page.tsx passes it to React (streaming renders only). */
  bootstrapModules: string[];
}

/**
 * Runs the page route's loaders once for `path` (what render-page.tsx does per request), then a
 * full streaming render to the end so the non-critical queries (Suspense sections) are in the
 * cache too: the ceiling renders the complete page and never waits for data. Only the render is
 * left to measure.
 */
export async function preparePage(deps: AppDeps, { country, path, accept }: { country: Country; path: string; accept: string }): Promise<PreparedPage> {
  const { config, routing, content, manifest } = deps;
  if (!content || !manifest) throw new Error('render ceiling: the app has no content API or no client build (run npm run build)');
  const locale = COUNTRY_INFO[country].defaultLocale;
  const siteUrl = config.siteUrls[country];
  const api = content.client(locale);
  const queryClient = createQueryClient({ server: true });
  const translator = createTranslator({ language: LOCALE_INFO[locale].language, resources: ALL_RESOURCES });
  const user = false;
  const env = { locale, router: () => routing.router(), api, queryClient, translator, user };
  const handler = createStaticHandler(appRoutes(env));
  const context = await handler.query(new Request(new URL(path, `${siteUrl}/`)));
  if (context instanceof Response) throw new Error(`render ceiling: ${path} answered a ${context.status} response`);
  const data = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!data || context.errors) throw new Error(`render ceiling: ${path} did not load (status ${context.statusCode})`);

  const router = routing.router();
  const head = pageHead({ router, match: data.match, siteUrl, t: translator.t, head: data.head });
  const webp = acceptsWebp(accept);
  const loginUrl = config.loginUrl ?? `${COUNTRY_INFO[country].proUrl}login`;
  const site: Site = { locale, country, shopId: api.shopId, router, webp, currencySymbol: COUNTRY_INFO[country].currency.symbol, siteUrl, loginUrl };
  const publicConfig: PublicConfig = { locale, country, prefixMode: config.routePrefixMode, brandCodes: routing.brandCodes(locale), webp, user, loginUrl, siteUrl };
  const pageModules = [PAGES[data.match.kind]?.module].filter((module): module is string => Boolean(module));
  const localeChunks = [`routes/tables/${locale}.ts`, `shared/i18n/resources/${LOCALE_INFO[locale].language}.ts`];
  const preloads = preloadsFor(manifest, [...localeChunks, ...pageModules]);
  preloads.scripts = preloads.scripts.filter((file) => file !== manifest.entry.file);
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  const build = (initialState: DehydratedState) => (
    <Document locale={locale} head={head} nonce={NONCE} preloads={preloads} initialState={initialState} publicConfig={publicConfig}>
      <App queryClient={queryClient} translator={translator} site={site} api={api}>
        <StaticRouterProvider router={staticRouter} context={context} hydrate={false} nonce={NONCE} />
      </App>
    </Document>
  );

  // The loaders' (critical) state, as render-page.tsx puts it in the document; the streaming render
  // then fetches the sections' queries, which the streamed page sends in trailing state scripts.
  await renderAll(build(dehydrate(queryClient)), []);
  // The ceiling's document carries every query's state in its boot script instead: the same data
  // for hydration, serialized on each render as the streamed page serializes it per request.
  const fullState = dehydrate(queryClient);
  const element = () => build(fullState);
  const html = renderToString(element());
  // renderToString writes a Suspense fallback (`<!--$?-->` / `<!--$!-->`) for data it would wait for.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`render ceiling: ${path} still suspends after its data was loaded`);
  return { element, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`, bootstrapModules: [manifest.entry.file] };
}

/** One streaming render to the end (bootstrap modules included), output discarded. */
function renderAll(element: ReactElement, bootstrapModules: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', () => resolve());
    const stream = renderToPipeableStream(element, {
      nonce: NONCE,
      bootstrapModules,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** renderToString of a fresh element, back to back for `durationMs` after `warmUpMs`. */
export function measureRenderToString(page: PreparedPage, { durationMs, warmUpMs }: { durationMs: number; warmUpMs: number }): Summary {
  const warmUpEnd = performance.now() + warmUpMs;
  while (performance.now() < warmUpEnd) renderToString(page.element());
  const times: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  let now = start;
  while (now < end) {
    renderToString(page.element());
    const after = performance.now();
    times.push(after - now);
    now = after;
  }
  return summarize(times, now - start);
}

/**
 * Diagnostic: renderToPipeableStream of the same element (data cached, so nothing suspends) into
 * a sink that discards it, one render at a time: the streaming renderer's own cost, no HTTP.
 */
export async function measureRenderToStream(page: PreparedPage, { durationMs, warmUpMs }: { durationMs: number; warmUpMs: number }): Promise<Summary> {
  const warmUpEnd = performance.now() + warmUpMs;
  while (performance.now() < warmUpEnd) await renderAll(page.element(), page.bootstrapModules);
  const times: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  let now = start;
  while (now < end) {
    await renderAll(page.element(), page.bootstrapModules);
    const after = performance.now();
    times.push(after - now);
    now = after;
  }
  return summarize(times, now - start);
}
