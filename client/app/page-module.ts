// What a screen (client/pages/<screen>.tsx) gives the renderer (decision 009): the critical data
// that decides the status and the head, the head itself, and the component. The rest of a
// page's data is read with useSuspenseQuery inside Suspense boundaries and streams in.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteMatch, RouteParams } from '../../routes/kinds.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { AreaNamespace } from '../../shared/i18n/namespaces.ts';
import type { Translate } from '../../shared/i18n/translator.ts';

export interface PageContext {
  match: RouteMatch;
  locale: Locale;
  api: ApiClient;
  /** The content API with the customer's session token (the server only; null in the browser, and anonymous). */
  account: ApiClient | null;
  queryClient: QueryClient;
  router: Router;
  t: Translate;
  /** PRODUCT_PER_PAGE, the same on both sides so both ask for the same pages. */
  productsPerPage: number;
  /** The URL's query string, for screens whose state lives there (the pharmacy finder's search). */
  query: URLSearchParams;
  /** The content API with the visitor's cart (issue 20): the server only, null elsewhere and without a cart. */
  cart: ApiClient | null;
  /** The country's shop is open (SHOP_COUNTRIES). */
  shop: boolean;
}

/** One step of the breadcrumb after home; the current page last, without a path. */
export interface Crumb {
  name: string;
  path?: string;
}

export interface PageHead {
  /** The page's own title; the document title adds the application's (`page - app`). */
  title: string;
  description: string;
  breadcrumb: readonly Crumb[];
  /** Site path of the page's image (Open Graph). */
  image?: string;
  openGraphType?: 'website' | 'product' | 'article';
  /** Structured data beside the breadcrumb, given the page's absolute URLs. */
  jsonLd?: (urls: { canonical: string; absolute: (path: string) => string }) => object[];
}

export type LayoutName = 'default' | 'maintenance' | 'blank';

export interface PageModule<Data = unknown> {
  layout?: LayoutName;
  /** The screen areas whose texts the page shows, beyond the base every page has (namespaces.ts). */
  namespaces?: readonly AreaNamespace[];
  /** The status of a page that renders (503 for maintenance); 200 when absent. */
  status?: number;
  /**
   * Awaits the critical queries (queryClient.ensureQueryData) and answers what the head needs.
   * Throws notFound() when the entity does not exist.
   */
  load(context: PageContext): Promise<Data>;
  head(data: Data, context: PageContext): PageHead;
  /**
   * The page's route params in `to`, another locale of the country (the language selector,
   * hreflang): the same entity's slug in that language (queries/translations.ts slugIn). Null
   * when the page has no equivalent there: that locale's home is offered. Pages whose params name
   * nothing of a language (lists, contact…) need not say.
   */
  translate?(data: Data, context: PageContext, to: Locale): Promise<RouteParams | null>;
  /**
   * The part of the query string that is the visitor's own state on this page (the pharmacy
   * finder's search), with its `?`, '' for none: the language selector's links keep it.
   */
  keptQuery?(data: Data): string;
  Page: ComponentType<{ match: RouteMatch }>;
}

/**
 * A page module whatever its data: each page's `load()` answers the data its own `head()` and
 * `translate()` take back, so the registry and the loader, which only pass it along, cannot name it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an existential type: see above
export type AnyPageModule = PageModule<any>;
