// With API_BASE_URL set, the browser still calls /api/v1 on the site: this Fetch handler passes
// those calls to the content API, with the server's token, so the token never reaches a browser.
import type { FetchHandler } from './middleware/content-api.ts';

/** How long a proxied browser call may take. */
export const UPSTREAM_PROXY_TIMEOUT_MS = 5_000;

/** Request headers worth passing on; cookies and the browser's own auth never are. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'x-request-id'];
/** Answer headers passed back; content-length lets the bridge refuse an answer too large before reading it. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'x-maintenance',
  'retry-after',
  'allow',
];

export function createUpstreamProxy({
  apiBaseUrl,
  apiToken,
  fetchImpl = fetch,
}: {
  apiBaseUrl: string;
  apiToken: string | null;
  fetchImpl?: typeof fetch;
}): FetchHandler {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    async fetch(request) {
      const incoming = new URL(request.url);
      const path = incoming.pathname.replace(/^\/api\/v1/, '');
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      if (apiToken) headers.set('authorization', `Bearer ${apiToken}`);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      try {
        const upstream = await fetchImpl(`${base}${path}${incoming.search}`, {
          method: request.method,
          headers,
          ...(hasBody && { body: await request.arrayBuffer() }),
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_PROXY_TIMEOUT_MS)]),
          redirect: 'manual',
        });
        const answer = new Headers();
        for (const name of FORWARDED_RESPONSE_HEADERS) {
          const value = upstream.headers.get(name);
          if (value) answer.set(name, value);
        }
        return new Response(upstream.body, { status: upstream.status, headers: answer });
      } catch (error) {
        const timeout = error instanceof Error && error.name === 'TimeoutError';
        const status = timeout ? 504 : 502;
        return Response.json(
          {
            message: timeout ? 'The content API did not answer in time' : 'The content API is unreachable',
            statusCode: status,
          },
          { status },
        );
      }
    },
  };
}
