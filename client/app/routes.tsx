// The react-router routes of the app (decision 009), the same on the server and in the browser.
// One page route matches every path; its loader asks our own matcher (routes/compiler.ts, the
// single source of truth for paths), loads the screen's module and awaits its critical data.
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { ErrorPageFailed } from './error-pages/error-page-failed.tsx';
import { PageError } from './error-pages/page-error.tsx';
import { PageRoute } from './page-route.tsx';
import type { PageHead } from './page-module.ts';
import { loadPage } from './page-registry.ts';
import { notFound, serverError, statusOfFailure, unauthorized, isStatusError } from './route-errors.ts';
import { Root } from './root.tsx';

export interface RouteEnv {
  locale: Locale;
  router: () => Router;
  api: ApiClient;
  queryClient: QueryClient;
  translator: Translator;
  /** The visitor carries a session. */
  user: boolean;
  /** Sees a loader failure that is not a status of ours (the content API down, a chunk gone…). */
  onError?: (error: unknown) => void;
}

/** What the page route's loader answers: the route, the page's head and its status. */
export interface PageData {
  match: RouteMatch;
  head: PageHead;
  /** The browser tab's title: `page - app`. */
  title: string;
  status: number;
}

export const PAGE_ROUTE_ID = 'page';

async function loadPageData(env: RouteEnv, { request }: LoaderFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const match = env.router().match(env.locale, url.pathname);
  if (!match) throw notFound();
  if (match.meta.private && !env.user) throw unauthorized(url.pathname + url.search);
  try {
    const page = await loadPage(match.kind);
    if (!page) throw notFound();
    const context = { match, locale: env.locale, api: env.api, queryClient: env.queryClient, router: env.router(), t: env.translator.t };
    const data = await page.load(context);
    const head = page.head(data, context);
    const app = env.translator.t('common:appTitle');
    return { match, head, title: head.title && head.title !== app ? `${head.title} - ${app}` : app, status: page.status ?? 200 };
  } catch (error) {
    if (isStatusError(error)) throw error;
    const status = statusOfFailure(error);
    if (status === 500) env.onError?.(error);
    throw status === 404 ? notFound() : serverError();
  }
}

export function appRoutes(env: RouteEnv): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      // Only when the error page itself fails.
      ErrorBoundary: ErrorPageFailed,
      children: [{ id: PAGE_ROUTE_ID, path: '*', loader: (args) => loadPageData(env, args), Component: PageRoute, ErrorBoundary: PageError }],
    },
  ];
}
