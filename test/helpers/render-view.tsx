// Renders a client component as the server would, inside the providers every page has: the
// locale's translations and the Site of that locale (routes, currency, WebP flag), and reads the
// markup as a browser does: parsed into a happy-dom document, queried with Testing Library by
// role, name and text rather than with regular expressions over the HTML.
//
// Hand assert strings, numbers and booleans, never a node: a failing assertion's message
// inspects its values deeply, and a happy-dom node holds its whole window (minutes of work). So
// absence is `queryAllBy…(…).length, 0`, and identity `assert.ok(a === b)`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';

import { I18nProvider } from '../../client/app/i18n.tsx';
import { viewerQuery } from '../../client/app/queries/viewer.ts';
import { type Site, SiteProvider } from '../../client/app/site.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import type { Viewer } from '../../shared/schemas/account.ts';

const router = createRouter({ tables: ALL_TABLES });

export function siteFor(locale: Locale, overrides: Partial<Site> = {}): Site {
  const country = locale.slice(3) as Site['country'];
  const info = COUNTRY_INFO[country];
  return {
    locale,
    country,
    shopId: info.shopId,
    router,
    webp: false,
    currencySymbol: info.currency.symbol,
    siteUrl: `https://${country}.example`,
    productsPerPage: 12,
    nonce: 'test-nonce',
    // The buy controls need a data router (their fetcher): the views' tests render where to buy.
    shop: false,
    ...overrides,
  };
}

/** A rendered view: the body holding the markup, and Testing Library's queries bound to it. */
export type View = BoundFunctions<typeof queries> & { container: HTMLElement };

// A window of its own for each parsed document, closed at once: a window holds every document
// its DOMParser made (megabytes per page) until it is closed, so one shared window ran the crawl
// out of memory. A closed window's documents stay readable and queryable; its memory goes once
// the close has run on the event loop. Ids and aria references of two views never meet.
function parseHtml(html: string): Document {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  void window.happyDOM.close();
  return document;
}

/** Server markup parsed as a browser parses it, into the body of a fresh document. */
export function viewOf(html: string): View {
  const document = parseHtml(`<!DOCTYPE html><html><body>${html}</body></html>`);
  const container = document.body as unknown as HTMLElement;
  return { container, ...within(container) };
}

/** A served page: queries bound to its body, and the document for what its head says. */
export type DocumentView = View & { document: Document };

/**
 * A whole served document parsed as a browser parses it, with the parts React streams after the
 * shell (`<div hidden id="S:n">`) moved into their places as its `$RC` script does: what a
 * reader sees once the page has loaded, whether the request came from a crawler or not.
 */
export function documentOf(html: string): DocumentView {
  const document = parseHtml(html);
  for (const streamed of document.querySelectorAll('div[hidden][id^="S:"]')) {
    const boundary = document.getElementById(`B:${streamed.id.slice(2)}`);
    if (boundary) revealAt(boundary, streamed);
    streamed.remove();
  }
  const body = document.body;
  return { document, container: body, ...within(body) };
}

/** React's $RC: the fallback after the boundary's template goes, up to its closing comment; the part takes its place. */
function revealAt(template: Element, streamed: Element): void {
  const parent = template.parentNode!;
  let node: ChildNode | null = template;
  for (let depth = 0; node;) {
    if (node.nodeType === node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data === '/$' && depth-- === 0) break;
      if (data.startsWith('$')) depth++;
    }
    const next: ChildNode | null = node.nextSibling;
    node.remove();
    node = next;
  }
  while (streamed.firstChild) parent.insertBefore(streamed.firstChild, node);
}

/** The JSON-LD objects of a served page (its markup, or the page parsed), each script's text parsed. */
export function jsonLdOf(page: string | Pick<DocumentView, 'document'>): Record<string, unknown>[] {
  const { document } = typeof page === 'string' ? documentOf(page) : page;
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

export interface RenderOptions {
  /**
   * The location of a router around the element (a product card's favourite button links back
   * there); false when the element brings its own router.
   */
  location?: string | false;
  /** The query cache around the element; a fresh one, which knows an anonymous visitor, unless given. */
  queryClient?: QueryClient;
}

/** A query cache as the server seeds every page's: the visitor (anonymous unless said otherwise). */
export function pageQueryClient(viewer: Viewer | null = null): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(viewerQuery().queryKey, viewer);
  return queryClient;
}

/** Renders an element as the server would, in the locale's providers, and parses the markup (see viewOf). */
export function renderView(
  element: ReactNode,
  locale: Locale = 'fr-be',
  site: Partial<Site> = {},
  { location = '/', queryClient = pageQueryClient() }: RenderOptions = {},
): View {
  const translator = createTranslator({ language: LOCALE_INFO[locale].language, resources: { fr, nl, de, es, it } });
  return viewOf(
    renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider translator={translator}>
          <SiteProvider site={siteFor(locale, site)}>
            {location === false ? element : <StaticRouter location={location}>{element}</StaticRouter>}
          </SiteProvider>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

/**
 * Renders an element as the page of a data router at `location` (what useFetcher and useActionData
 * need: the account's forms, a customer's favourite button), the action's data `served` when
 * given (a form rendered again after a POST without JavaScript).
 */
export async function renderRoutedView(
  element: ReactNode,
  locale: Locale = 'fr-be',
  { location = '/', queryClient = pageQueryClient(), served }: RenderOptions & { served?: unknown } = {},
): Promise<View> {
  const handler = createStaticHandler([
    { id: 'page', path: '*', loader: () => null, action: () => null, Component: () => element },
  ]);
  const context = await handler.query(new Request(`http://test${location === false ? '/' : location}`));
  if (context instanceof Response) throw new Error('the test route answered a Response');
  if (served !== undefined) context.actionData = { page: served };
  return renderView(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
    locale,
    {},
    { location: false, queryClient },
  );
}
