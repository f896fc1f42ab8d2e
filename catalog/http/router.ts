// A small Fetch-standard router: a method and a path pattern lead to a handler that answers a
// Response. Patterns are literal segments and `:name` segments (one whole path segment, decoded);
// the first route registered that matches wins, so `/need/pages` goes before `/need/:id`.
//
// Paths are read with or without the `/api/v1` base, so the same handler serves the API client
// in-process (`http://catalog/api/v1/product`) and the Express mount (`/product` once the mount
// strips its prefix). One trailing slash is ignored.
//
// Adding routes from outside:
//   catalog.router.get('/things/:id', ({ params, url, request }) => json({ data: … }));
// or a handler that looks at every request first and answers null to pass it on, which is how
// the media routes of catalog/media/ plug in as they are:
//   catalog.router.use(createMediaHandler(createMediaStore({ dir, resolve })));
// A handler throws CatalogHttpError for a 4xx; anything else it throws is logged and answered 500
// (503 when the database is busy or unreachable). HEAD is answered by the GET route, without the body.
import { CatalogHttpError, isUnavailableError } from './errors.ts';
import { type CatalogLogger, SILENT_LOGGER } from './logger.ts';
import { errorResponse } from './respond.ts';

export const API_BASE_PATH = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  request: Request;
  url: URL;
  /** The path without the API base, e.g. `/product/12`. */
  path: string;
  /** The `:name` segments of the pattern, percent-decoded. */
  params: Readonly<Record<string, string>>;
}

export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/** Sees every request before the routes; null passes it on. */
export type PreHandler = (request: Request) => Response | null | Promise<Response | null>;

export interface Router {
  get(pattern: string, handler: RouteHandler): Router;
  post(pattern: string, handler: RouteHandler): Router;
  add(method: Method, pattern: string, handler: RouteHandler): Router;
  /** Adds a handler that sees every request first, in the order added. */
  use(handler: PreHandler): Router;
  /** Answers any request: the route's answer, or a JSON 404/405, or a 500 that was logged. */
  handle(request: Request): Promise<Response>;
  /** The registered routes, for documentation and tests. */
  list(): { method: Method; pattern: string }[];
}

type Segment = { literal: string } | { param: string };

interface Route {
  method: Method;
  pattern: string;
  segments: readonly Segment[];
  handler: RouteHandler;
}

function compile(pattern: string): Segment[] {
  if (!pattern.startsWith('/')) throw new Error(`route pattern '${pattern}' must start with '/'`);
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  return parts.map((part) => {
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (!/^[a-z_][a-z0-9_]*$/i.test(name))
        throw new Error(`route pattern '${pattern}': bad parameter name '${part}'`);
      return { param: name };
    }
    if (part === '' || part.includes(':'))
      throw new Error(`route pattern '${pattern}': empty segment or misplaced ':'`);
    return { literal: part };
  });
}

/** A path as error messages quote it: at most 200 characters. */
const quoted = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path);

/** The path below the API base, without a trailing slash. */
function localPath(pathname: string): string {
  let path = pathname;
  if (path === API_BASE_PATH) path = '/';
  else if (path.startsWith(`${API_BASE_PATH}/`)) path = path.slice(API_BASE_PATH.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function match(route: Route, parts: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let index = 0; index < parts.length; index++) {
    const segment = route.segments[index]!;
    const part = parts[index]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      params[segment.param] = part;
    }
  }
  return params;
}

export function createRouter({ logger = SILENT_LOGGER }: { logger?: CatalogLogger } = {}): Router {
  const routes: Route[] = [];
  const preHandlers: PreHandler[] = [];

  const router: Router = {
    use(handler) {
      if (typeof handler !== 'function') throw new Error('router.use needs a handler function');
      preHandlers.push(handler);
      return router;
    },
    add(method, pattern, handler) {
      if (typeof handler !== 'function') throw new Error(`route ${method} ${pattern} needs a handler function`);
      routes.push({ method, pattern, segments: compile(pattern), handler });
      return router;
    },
    get: (pattern, handler) => router.add('GET', pattern, handler),
    post: (pattern, handler) => router.add('POST', pattern, handler),
    list: () => routes.map(({ method, pattern }) => ({ method, pattern })),

    async handle(request) {
      for (const handler of preHandlers) {
        const answer = await runPre(handler, request);
        if (answer) return answer;
      }
      const url = new URL(request.url);
      const path = localPath(url.pathname);
      let parts: string[];
      try {
        parts = path === '/' ? [] : path.slice(1).split('/').map(decodeURIComponent);
      } catch {
        return errorResponse(new CatalogHttpError(404, `No resource at ${quoted(url.pathname)}`));
      }
      const method = request.method.toUpperCase();
      const wanted = method === 'HEAD' ? 'GET' : method;
      const allowed = new Set<string>();
      for (const route of routes) {
        const params = match(route, parts);
        if (!params) continue;
        if (route.method !== wanted) {
          allowed.add(route.method);
          continue;
        }
        const response = await run(route, { request, url, path, params });
        return method === 'HEAD'
          ? new Response(null, { status: response.status, headers: response.headers })
          : response;
      }
      if (allowed.size > 0) {
        if (allowed.has('GET')) allowed.add('HEAD');
        const allow = [...allowed].join(', ');
        return errorResponse(
          new CatalogHttpError(405, `${method} is not allowed on ${quoted(path)}; use ${allow}`, undefined, { allow }),
        );
      }
      return errorResponse(new CatalogHttpError(404, `No resource at ${quoted(path)}`));
    },
  };

  function failed(error: unknown, where: Record<string, unknown>): Response {
    if (error instanceof CatalogHttpError) return errorResponse(error);
    if (isUnavailableError(error)) {
      logger.warn({ err: error, ...where }, 'catalog database busy or unreachable; answered 503');
      return errorResponse(
        new CatalogHttpError(503, 'The catalog is busy; please try again.', undefined, { 'retry-after': '1' }),
      );
    }
    logger.error({ err: error, ...where }, 'catalog handler failed');
    return errorResponse(new CatalogHttpError(500, 'The catalog could not answer this request.'));
  }

  async function run(route: Route, context: RouteContext): Promise<Response> {
    try {
      return await route.handler(context);
    } catch (error) {
      return failed(error, { method: route.method, route: route.pattern });
    }
  }

  async function runPre(handler: PreHandler, request: Request): Promise<Response | null> {
    try {
      return await handler(request);
    } catch (error) {
      return failed(error, { preHandler: handler.name || 'anonymous' });
    }
  }

  return router;
}
