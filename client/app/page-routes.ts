// React Router's route objects of a locale (decision 019), made from its route table: one route
// per path the table's patterns start with, so a kind's screen is found by the router, while our
// grammar (routes/compiler.ts, routes/segments.ts) stays the only definition of what matches.
// Every route has the same loader: our matcher reads the whole path, the screen's module and its
// critical data are loaded, and the outcome (the page's data or its error page) is the loader's
// data, with its status, so the server's static handler answers that status. Every route has the
// same action too: a form posted to the page (its own, or one every page offers: the newsletter
// pop-in, a favourite button) is taken by the side's form step, and answers where to go next (a
// document load when the visitor's session changed or the next page is not the app's, decision 026) or the
// refusal, with its status. An account page without a session sends the visitor to login; in the
// browser, a customer's private page gets its data from the server (decision 032). The
// page itself is the routes' component, under the root's shell.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  type ActionFunctionArgs,
  createContext,
  data,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import { ErrorPageFailed } from './error-pages/error-page-failed.tsx';
import { loadPageOutcome, type PageEnv, type PageOutcome } from './page-loader.ts';
import { isServerReadPage, loadServerReadPage } from './server-read-page.ts';

/** What the loaders need of the side they run on: the request's env on the server, the browser's. */
export const pageEnvContext = createContext<PageEnv>();

/** The root route's id; its component is the app's shell around the page. */
export const ROOT_ROUTE_ID = 'root';
/** The route of paths outside the locale's prefix: our matcher answers the 404 page. */
export const UNKNOWN_ROUTE_ID = 'unknown';

/**
 * A pathname React Router can match: its splat pattern's `.` stops at a line terminator, so one
 * that the path decodes to (%0A, %0D, %E2%80%A8, %E2%80%A9) is given in its encoded form. Only the
 * choice of route changes: the loader reads the request's own URL.
 */
export function matchablePathname(pathname: string): string {
  return pathname.replace(/%0A|%0D|%E2%80%A8|%E2%80%A9/gi, (code) => code.replaceAll('%', '%25'));
}

export function outcomeStatus(outcome: PageOutcome): number {
  return outcome.ok ? outcome.data.status : outcome.error.status;
}

/**
 * When a later navigation supersedes this one (the router aborts its request), the content API
 * calls it started and nothing on screen watches are cancelled, not only ignored.
 */
function cancelOnAbort(signal: AbortSignal, queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const fetching = () => cache.getAll().filter((query) => query.state.fetchStatus === 'fetching');
  const already = new Set(fetching().map((query) => query.queryHash));
  const cancel = () => {
    for (const query of fetching())
      if (!already.has(query.queryHash) && query.getObserversCount() === 0) void query.cancel();
  };
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const env = context.get(pageEnvContext);
  const stopCancelling = cancelOnAbort(request.signal, env.queryClient);
  try {
    const url = new URL(request.url);
    const { readPageData } = env;
    // In the browser, a customer's private page comes with the data the server read (decision 032).
    const outcome =
      readPageData && isServerReadPage(env.router().match(env.locale, url.pathname))
        ? await loadServerReadPage({ ...env, readPageData }, url, request.signal)
        : await loadPageOutcome(env, url);
    // An account page without a session: to login, which brings the visitor back (decision 026).
    if (!outcome.ok && outcome.error.login) return redirectDocument(outcome.error.login, 303);
    return data(outcome, { status: outcomeStatus(outcome) });
  } finally {
    stopCancelling();
  }
}

async function pageAction({ request, context }: ActionFunctionArgs) {
  const env = context.get(pageEnvContext);
  if (!env.submitForm) return data(null, { status: 405 });
  const result = await env.submitForm(request);
  if (!result.ok) return data(result.refusal, { status: result.status });
  // A session that changed, or a page outside the app: the document is loaded anew, by the server.
  if (result.redirect) return result.reload ? redirectDocument(result.redirect, 303) : redirect(result.redirect, 303);
  return data({ ok: true as const, redirect: null, ...(result.done !== undefined && { done: result.done }) });
}

/**
 * The router path of a table pattern: its leading literal segments, and a splat when anything
 * follows (a parameter, a rest of segments), which our matcher parses in the loader.
 */
export function routerPath(prefix: string, pattern: string): string {
  const segments = `${prefix}${pattern}`.split('/').filter(Boolean);
  const literal = segments.findIndex((segment) => segment.startsWith(':') || segment.startsWith('*'));
  const kept = literal === -1 ? segments : [...segments.slice(0, literal), '*'];
  return `/${kept.join('/')}`;
}

/**
 * The locale's routes under the root route (whose component is `Shell`). Kinds whose patterns
 * start alike (the product and its Q&A, a brand corner and a CMS page) share one route: the loader
 * tells them apart.
 */
export function pageRoutes({
  router,
  locale,
  Shell,
  Page,
}: {
  router: Router;
  locale: Locale;
  /** The root's component: what every page shares around the page (its Outlet). */
  Shell: ComponentType;
  /** The page's component (of the outcome the loader left). */
  Page: ComponentType;
}): RouteObject[] {
  const prefix = router.prefix(locale);
  const byPath = new Map<string, string>();
  for (const definition of router.table(locale).routes) {
    const path = routerPath(prefix, definition.pattern);
    if (!byPath.has(path)) byPath.set(path, definition.name);
  }
  // After a form on a customer's private page, the action's answer brought the page's data as the
  // server read it again (send-form.ts): the page stays as it is, without asking for it once more.
  const shouldRevalidate = ({
    formMethod,
    currentUrl,
    nextUrl,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs) =>
    formMethod !== undefined &&
    formMethod.toUpperCase() !== 'GET' &&
    currentUrl.href === nextUrl.href &&
    isServerReadPage(router.match(locale, currentUrl.pathname))
      ? false
      : defaultShouldRevalidate;
  const children: RouteObject[] = [...byPath].map(([path, id]) => ({
    id,
    path,
    loader: pageLoader,
    action: pageAction,
    shouldRevalidate,
    Component: Page,
  }));
  children.push({ id: UNKNOWN_ROUTE_ID, path: '*', loader: pageLoader, Component: Page });
  // The loaders answer every failure as an outcome; should the router fail all the same, the
  // plain notice of SPEC §8 shows rather than its own error element (style attributes, which the
  // CSP refuses, and a developer's message).
  return [{ id: ROOT_ROUTE_ID, path: '/', Component: Shell, ErrorBoundary: ErrorPageFailed, children }];
}
