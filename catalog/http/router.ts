// A small Fetch-standard router: a method and a path pattern lead to a handler that answers a
// JsonAnswer (or a Response, for the images). Patterns are literal segments and `:name` segments
// (one whole path segment, decoded); the first route registered that matches wins, so
// `/need/pages` goes before `/need/:id`. Over HTTP (`handle`) every answer is a Response; the
// server's own GETs in the same process (`call`) get the JSON answer's data as it is.
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
import { errorAnswer, type JsonAnswer, toResponse } from './respond.ts';

export const API_BASE_PATH = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  /** The request; made on first use for a call in the same process, which has none. */
  request: Request;
  url: URL;
  /** The path without the API base, e.g. `/product/12`. */
  path: string;
  /** The `:name` segments of the pattern, percent-decoded. */
  params: Readonly<Record<string, string>>;
}

export type RouteHandler = (context: RouteContext) => JsonAnswer | Response | Promise<JsonAnswer | Response>;

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
  /**
   * Answers a GET of a JSON route in the same process, without a Request or a Response: the
   * route's JSON answer, or a JSON 404/405/500. The images' handlers (`use`) answer HTTP only.
   */
  call(url: URL): Promise<JsonAnswer>;
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
      const method = request.method.toUpperCase();
      const answer = await dispatch(method === 'HEAD' ? 'GET' : method, url, () => request);
      const response = answer instanceof Response ? answer : toResponse(answer);
      return method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
    },

    async call(url) {
      const answer = await dispatch('GET', url, () => new Request(url));
      // A route answering bytes (none of the JSON routes does) is not one to call this way.
      return answer instanceof Response
        ? errorAnswer(new CatalogHttpError(500, `GET ${quoted(url.pathname)} does not answer JSON`))
        : answer;
    },
  };

  /** The answer of the route of `method` and `url`, or the JSON 404/405 of none. */
  async function dispatch(method: string, url: URL, requestOf: () => Request): Promise<JsonAnswer | Response> {
    const path = localPath(url.pathname);
    let parts: string[];
    try {
      parts = path === '/' ? [] : path.slice(1).split('/').map(decodeURIComponent);
    } catch {
      return errorAnswer(new CatalogHttpError(404, `No resource at ${quoted(url.pathname)}`));
    }
    const allowed = new Set<string>();
    for (const route of routes) {
      const params = match(route, parts);
      if (!params) continue;
      if (route.method !== method) {
        allowed.add(route.method);
        continue;
      }
      let request: Request | undefined;
      const context: RouteContext = {
        get request() {
          return (request ??= requestOf());
        },
        url,
        path,
        params,
      };
      return run(route, context);
    }
    if (allowed.size > 0) {
      if (allowed.has('GET')) allowed.add('HEAD');
      const allow = [...allowed].join(', ');
      return errorAnswer(
        new CatalogHttpError(405, `${method} is not allowed on ${quoted(path)}; use ${allow}`, undefined, { allow }),
      );
    }
    return errorAnswer(new CatalogHttpError(404, `No resource at ${quoted(path)}`));
  }

  function failed(error: unknown, where: Record<string, unknown>): JsonAnswer {
    if (error instanceof CatalogHttpError) return errorAnswer(error);
    if (isUnavailableError(error)) {
      logger.warn({ err: error, ...where }, 'catalog database busy or unreachable; answered 503');
      return errorAnswer(
        new CatalogHttpError(503, 'The catalog is busy; please try again.', undefined, { 'retry-after': '1' }),
      );
    }
    logger.error({ err: error, ...where }, 'catalog handler failed');
    return errorAnswer(new CatalogHttpError(500, 'The catalog could not answer this request.'));
  }

  async function run(route: Route, context: RouteContext): Promise<JsonAnswer | Response> {
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
      return toResponse(failed(error, { preHandler: handler.name || 'anonymous' }));
    }
  }

  return router;
}
