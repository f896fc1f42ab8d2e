// With API_BASE_URL set, the browser still calls /api/v1 on the site: this Fetch handler passes
// those calls (already admitted by browser-api-policy.ts) to the content API. They carry the
// read-only API_PUBLIC_TOKEN when one is set, never the server's API_TOKEN. What comes back is
// relayed only when it is JSON or an image that succeeded; anything else (an error page, HTML,
// a redirect, an upstream's own error body) becomes a generic JSON error.
import type { FetchHandler } from './middleware/content-api.ts';

/** How long a proxied browser call may take. */
export const UPSTREAM_PROXY_TIMEOUT_MS = 5_000;

/** Request headers worth passing on; cookies and the browser's own auth never are. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'x-request-id'];
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

/** The bodies a browser gets from the content API: JSON, or an image. */
export function isRelayedContentType(contentType: string | null): boolean {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    essence === 'application/json' ||
    /^application\/[a-z0-9.+-]+\+json$/.test(essence) ||
    /^image\/[a-z0-9.+-]+$/.test(essence)
  );
}

/** A status a browser may see as it came: success, not modified, or the client's own mistake. */
function isRelayedStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304 || status === 400 || status === 404 || status === 405;
}

const GENERIC_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  502: 'The content API gave an unexpected answer',
  503: 'The content API is unavailable',
  504: 'The content API did not answer in time',
};

function genericError(status: number, headers: Headers = new Headers()): Response {
  headers.set('cache-control', 'no-store');
  return Response.json(
    { message: GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[502], statusCode: status },
    { status, headers },
  );
}

/** What the browser gets for the upstream's answer. */
async function relayed(upstream: Response): Promise<Response> {
  const answer = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  if (upstream.status === 304) return new Response(null, { status: 304, headers: answer });
  const ok = upstream.status >= 200 && upstream.status < 300;
  if (ok && isRelayedContentType(upstream.headers.get('content-type')))
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  await upstream.body?.cancel();
  // Maintenance (SPEC §4) keeps its status and its headers; an error says nothing of the upstream's words.
  const kept = new Headers();
  for (const name of ['x-maintenance', 'retry-after', 'allow']) {
    const value = answer.get(name);
    if (value) kept.set(name, value);
  }
  if (upstream.status === 503) return genericError(503, kept);
  return genericError(!ok && isRelayedStatus(upstream.status) ? upstream.status : 502, kept);
}

export function createUpstreamProxy({
  apiBaseUrl,
  apiPublicToken,
  fetchImpl = fetch,
}: {
  apiBaseUrl: string;
  /** API_PUBLIC_TOKEN: a read-only token for the browser's calls; null: they carry none. */
  apiPublicToken: string | null;
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
      if (apiPublicToken) headers.set('authorization', `Bearer ${apiPublicToken}`);
      try {
        const upstream = await fetchImpl(`${base}${path}${incoming.search}`, {
          method: request.method,
          headers,
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_PROXY_TIMEOUT_MS)]),
          redirect: 'manual',
        });
        return await relayed(upstream);
      } catch (error) {
        const timeout = error instanceof Error && error.name === 'TimeoutError';
        return genericError(timeout ? 504 : 502);
      }
    },
  };
}
