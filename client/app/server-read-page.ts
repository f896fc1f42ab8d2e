// A customer's private page in the browser (decisions 026, 032): its data is the server's to read
// (with the visitor's HttpOnly session cookie, which no script sees), so a navigation to it asks
// the server for that data at the page's own URL, as JSON, instead of loading the document. The
// answer's queries go into the cache, and the page then loads as any other: its critical queries
// are found there, never fetched by the browser (its /api/v1 stays read-only and public).
import type { DehydratedState } from '@tanstack/react-query';

import type { RouteMatch } from '../../routes/kinds.ts';
import { loadPageOutcome, type PageEnv, type PageOutcome } from './page-loader.ts';
import { type ErrorStatus, loginRequired, StatusError, unavailable } from './route-errors.ts';

/** What the browser asks for at a private page's URL: its data, not its document. */
export const PAGE_DATA_TYPE = 'application/vnd.vitrine.page-data+json';

/**
 * The server's answer: the page's queries as it read them, or why not (the login page of a
 * visitor without a session, or the status of the page's error page).
 */
export type PageDataAnswer = { ok: true; state: DehydratedState } | { ok: false; status: ErrorStatus; login?: string };

/** The pages whose data only the server reads: the customer's own (previews stay document loads). */
export function isServerReadPage(match: Pick<RouteMatch, 'kind' | 'meta'> | null | undefined): boolean {
  return match?.meta.private === true && match.kind !== 'preview';
}

function isPageDataAnswer(value: unknown): value is PageDataAnswer {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return 'state' in value && typeof value.state === 'object' && value.state !== null;
  return value.ok === false && 'status' in value && typeof value.status === 'number';
}

/** Asks the server for a private page's data, with the visitor's cookie; null when it could not answer. */
export async function fetchPageData(
  url: URL,
  signal: AbortSignal,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<PageDataAnswer | null> {
  const response = await fetcher(url.href, {
    headers: { Accept: PAGE_DATA_TYPE },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const answer: unknown = await response.json().catch(() => null);
  return isPageDataAnswer(answer) ? answer : null;
}

/** The page's outcome from the server's answer: its queries cached, then loaded as any page. */
export async function loadServerReadPage(
  env: PageEnv & { readPageData: NonNullable<PageEnv['readPageData']> },
  url: URL,
  signal: AbortSignal,
): Promise<PageOutcome> {
  let answer: PageDataAnswer | null;
  try {
    answer = await env.readPageData(url, signal);
  } catch (error) {
    if (!signal.aborted) env.onError?.(error);
    answer = null;
  }
  if (answer === null) return { ok: false, error: unavailable() };
  const wanted = url.pathname + url.search;
  if (!answer.ok)
    return {
      ok: false,
      error: answer.login ? loginRequired(wanted, answer.login) : new StatusError(answer.status, wanted),
    };
  // Set, not hydrated: what the server read now replaces whatever an earlier visit left.
  for (const query of answer.state.queries)
    if (query.state.status === 'success') env.queryClient.setQueryData(query.queryKey, query.state.data);
  return loadPageOutcome({ ...env, user: true }, url);
}
