// Loads the page of a URL, the same on the server and in the browser (every React Router route's
// loader, page-routes.ts, and the intent prefetch): our matcher (routes/compiler.ts, the single
// source of truth for paths) finds the route, the screen's module is loaded and its critical data
// awaited. The outcome is the page's data or the status of its error page; nothing is thrown.
import type { QueryClient } from '@tanstack/react-query';

import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import { loginPath } from '../../shared/account-paths.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { FormResult } from '../../shared/forms/form-protocol.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import type { LoadNamespaces } from './i18n.tsx';
import { type Alternate, pageAlternates } from './page-alternates.ts';
import type { PageHead } from './page-module.ts';
import { loadPage } from './page-registry.ts';
import { menusQuery, settingsQuery } from './queries/site.ts';
import { loginRequired, notFound, StatusError, statusOfFailure, unauthorized, unavailable } from './route-errors.ts';
import type { PageDataAnswer } from './server-read-page.ts';

/**
 * A page's own data (its critical queries and alternates, however many calls they take) is given
 * up after this and the 503 page answers: each call has its own timeout, but several in a row on
 * a slow content API must not keep a visitor past the server's render deadline (10 s).
 */
export const PAGE_DATA_DEADLINE_MS = 8_000;

export interface PageEnv {
  locale: Locale;
  router: () => Router;
  api: ApiClient;
  queryClient: QueryClient;
  translator: Translator;
  /** The visitor has a customer's session that counts (decision 026). */
  user: boolean;
  /** The content API with the customer's session token as the bearer: on the server only, null elsewhere. */
  account?: ApiClient | null;
  /** The content API with the visitor's cart (issue 20; the server only): their session or their cart's token. */
  cart?: ApiClient | null;
  /** The country's shop is open (SHOP_COUNTRIES); the browser knows it from its public config. */
  shop?: boolean;
  /** The visitor's session has just ended (expired, revoked): login says 'you have been disconnected'. */
  sessionEnded?: boolean;
  /** Whether the session counts could not be checked (the content API failed): private pages answer 503. */
  sessionUnknown?: boolean;
  /** The server verified the session's preview right (decision 010); previews need it. */
  previewer?: boolean;
  /** PRODUCT_PER_PAGE. */
  productsPerPage: number;
  /** Loads a page's screen areas' texts before it renders (the browser); the server has them all. */
  loadNamespaces?: LoadNamespaces;
  /** Sees a failure that is not a status of ours (the content API down, a chunk gone…). */
  onError?: (error: unknown) => void;
  /** PAGE_DATA_DEADLINE_MS unless given (tests). */
  dataDeadlineMs?: number;
  /**
   * Takes a form posted to the page (the route action, decision 019): on the server, the form
   * steps of the request; in the browser, the same POST to the server, asking for its answer.
   * Absent where no form can be taken (the action then answers 405).
   */
  submitForm?: (request: Request) => Promise<FormResult>;
  /**
   * Asks the server for a customer's private page's data (the browser only, decision 032): such a
   * page is then shown without a document load. Absent, the server reads it itself.
   */
  readPageData?: (url: URL, signal: AbortSignal) => Promise<PageDataAnswer | null>;
}

/** What a page that can be shown needs: its route, its head and its status. */
export interface PageData {
  match: RouteMatch;
  head: PageHead;
  /** The browser tab's title: `page - app`. */
  title: string;
  status: number;
  /** The same page in each locale of the country, the current one included. */
  alternates: Alternate[];
}

export type PageOutcome = { ok: true; data: PageData } | { ok: false; error: StatusError };

/** A private route opens for a session; a preview, only for the verified preview right. */
function mayOpen(match: RouteMatch, env: PageEnv): boolean {
  if (!match.meta.private) return true;
  return match.kind === 'preview' ? env.previewer === true : env.user;
}

/** Why a private page does not open: the 401 page of a preview, login for an account page (or 503 when unsure). */
function refusalOf(match: RouteMatch, env: PageEnv, url: URL): StatusError {
  const wanted = url.pathname + url.search;
  if (match.kind === 'preview') return unauthorized(wanted);
  if (env.sessionUnknown) return unavailable();
  return loginRequired(wanted, loginPath(env.router(), env.locale, { wanted, disconnected: env.sessionEnded }));
}

async function load(env: PageEnv, url: URL): Promise<PageData> {
  const match = env.router().match(env.locale, url.pathname);
  if (!match) throw notFound();
  if (!mayOpen(match, env)) throw refusalOf(match, env, url);
  const page = await loadPage(match.kind);
  if (!page) throw notFound();
  await env.loadNamespaces?.(page.namespaces ?? []);
  const context = {
    match,
    locale: env.locale,
    api: env.api,
    account: env.account ?? null,
    queryClient: env.queryClient,
    router: env.router(),
    t: env.translator.t,
    productsPerPage: env.productsPerPage,
    query: url.searchParams,
    cart: env.cart ?? null,
    shop: env.shop ?? false,
  };
  const data = await page.load(context);
  const head = page.head(data, context);
  const alternates = await pageAlternates(page, data, context);
  const app = env.translator.t('common:appTitle');
  return {
    match,
    head,
    title: head.title && head.title !== app ? `${head.title} - ${app}` : app,
    status: page.status ?? 200,
    alternates,
  };
}

/** The site-wide content the chrome shows, loaded with every page; its failure is the chrome's alone. */
function loadChrome(env: PageEnv): Promise<unknown> {
  const { queryClient, api } = env;
  return Promise.all([
    queryClient.ensureQueryData(menusQuery(api)),
    queryClient.ensureQueryData(settingsQuery(api)),
  ]).catch(() => null);
}

/** Rejects with the 503 once `ms` have passed, unless cleared first. */
function pageDataDeadline(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unavailable()), ms);
  });
  passed.catch(() => {}); // raced below; never a rejection nobody handles
  return { passed, clear: () => clearTimeout(timer) };
}

export async function loadPageOutcome(env: PageEnv, url: URL): Promise<PageOutcome> {
  const deadline = pageDataDeadline(env.dataDeadlineMs ?? PAGE_DATA_DEADLINE_MS);
  // The chrome does without what has not come by the deadline.
  const chrome = Promise.race([loadChrome(env), deadline.passed]).catch(() => null);
  try {
    const data = await Promise.race([load(env, url), deadline.passed]);
    await chrome;
    return { ok: true, data };
  } catch (error) {
    await chrome;
    if (error instanceof StatusError) {
      if (error.status === 503) env.onError?.(error);
      return { ok: false, error };
    }
    const status = statusOfFailure(error);
    if (status !== 404) env.onError?.(error);
    return { ok: false, error: new StatusError(status) };
  } finally {
    deadline.clear();
  }
}
