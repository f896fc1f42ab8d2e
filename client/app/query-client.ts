// One QueryClient per request on the server, one per page load in the browser. Data the server
// fetched stays fresh long enough that hydration never fetches it again.
import { QueryClient } from '@tanstack/react-query';

/** How long fetched content is used without asking the content API again. */
export const CONTENT_STALE_TIME_MS = 60_000;

export function createQueryClient({ server }: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CONTENT_STALE_TIME_MS,
        // The server answers now or shows the error; the browser tries once more.
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
