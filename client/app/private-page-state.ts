// The browser's side of shared/page-state.ts: before a checkout step's loader runs, its data is
// asked of the server and put in the query cache (where the loader then finds it, as after a
// document load); null when it is there, or the URL to load as a document instead.
import { hydrate, type QueryClient } from '@tanstack/react-query';

import { isPageStateAnswer, PAGE_STATE_HEADER } from '../../shared/page-state.ts';

export async function readPrivatePageState(
  url: URL,
  {
    queryClient,
    signal,
    fetch: fetcher = (input, init) => fetch(input, init),
  }: {
    queryClient: QueryClient;
    signal?: AbortSignal;
    fetch?: typeof fetch;
  },
): Promise<string | null> {
  const here = url.pathname + url.search;
  let answer: unknown;
  try {
    const response = await fetcher(here, {
      headers: { Accept: 'application/json', [PAGE_STATE_HEADER]: '1' },
      credentials: 'same-origin',
      ...(signal && { signal }),
    });
    answer = response.ok ? await response.json() : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    answer = null;
  }
  // Whatever went wrong, the server renders the page itself (its error page, the login).
  if (!isPageStateAnswer(answer)) return here;
  if ('document' in answer) return answer.document;
  hydrate(queryClient, answer.state as Parameters<typeof hydrate>[1]);
  return null;
}
