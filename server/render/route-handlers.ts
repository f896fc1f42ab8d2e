// React Router's static handlers for the server's pages (decision 019): one per locale of a
// router, over the locale's whole route table, and one per branch a request matched, over that
// branch alone.
//
// Matching a pathname against the whole table is React Router's work on every request: it tries
// the table's ranked branches in turn, and each try compiles the route's pattern into a new
// RegExp. With sixty routes that was about 2.5 % of a product page's CPU (issue 17). The branch a
// pathname matched depends on the pathname alone, so it is remembered for the pathnames seen
// lately: the next request for one is queried with the handler of its branch, where the same
// routes (same ids, same loader, same action) are the only candidates. The render's static
// router gets the branch too: its provider matches the location again.
import { LRUCache } from 'lru-cache';
import { createStaticHandler, type StaticHandlerContext } from 'react-router';

import { matchablePathname, pageRoutes } from '../../client/app/page-routes.ts';
import { Root, RoutePage } from '../../client/app/root.tsx';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';

type StaticHandler = ReturnType<typeof createStaticHandler>;
type DataRoutes = StaticHandler['dataRoutes'];
type QueryOptions = Omit<NonNullable<Parameters<StaticHandler['query']>[1]>, 'normalizePath'>;

/** Pathnames remembered per locale: the pages visitors ask for most stay, the rest are matched again. */
const PATHNAMES_KEPT = 2000;

interface LocaleHandlers {
  /** Over the locale's whole table. */
  table: StaticHandler;
  /** Over one branch, by the ids of its routes. */
  branches: Map<string, StaticHandler>;
  /** The branch handler of each pathname matched lately. */
  byPathname: LRUCache<string, StaticHandler>;
}

/** What React Router matches of the request (page-routes.ts matchablePathname). */
function matchablePath(request: Request) {
  const { pathname, search, hash } = new URL(request.url);
  return { pathname: matchablePathname(pathname), search, hash };
}

/** The routes of `ids` only, from the root down. */
function pruned(routes: DataRoutes, ids: ReadonlySet<string>): DataRoutes {
  return routes
    .filter((route) => ids.has(route.id))
    .map((route) => (route.children ? { ...route, children: pruned(route.children, ids) } : route));
}

const idsOf = (context: StaticHandlerContext) => context.matches.map((match) => match.route.id);

export function createRouteHandlers() {
  // A new router comes with new brand codes, hence new tables.
  const made = new WeakMap<Router, Map<Locale, LocaleHandlers>>();

  function handlersOf(router: Router, locale: Locale): LocaleHandlers {
    let byLocale = made.get(router);
    if (!byLocale) made.set(router, (byLocale = new Map()));
    let handlers = byLocale.get(locale);
    if (!handlers)
      byLocale.set(
        locale,
        (handlers = {
          table: createStaticHandler(pageRoutes({ router, locale, Shell: Root, Page: RoutePage })),
          branches: new Map(),
          byPathname: new LRUCache({ max: PATHNAMES_KEPT }),
        }),
      );
    return handlers;
  }

  function branchHandler(handlers: LocaleHandlers, ids: readonly string[]): StaticHandler {
    const key = ids.join('\n');
    let handler = handlers.branches.get(key);
    if (!handler) {
      handler = createStaticHandler(pruned(handlers.table.dataRoutes, new Set(ids)));
      handlers.branches.set(key, handler);
    }
    return handler;
  }

  return {
    /** The static handler's answer to the request: its context, or the Response of a redirect. */
    async query(router: Router, locale: Locale, request: Request, options: QueryOptions) {
      const handlers = handlersOf(router, locale);
      const location = matchablePath(request);
      const known = handlers.byPathname.get(location.pathname);
      const handler = known ?? handlers.table;
      const context = await handler.query(request, { ...options, normalizePath: () => location });
      if (!known && !(context instanceof Response) && context.matches.length > 0)
        handlers.byPathname.set(location.pathname, branchHandler(handlers, idsOf(context)));
      return context;
    },

    /** The routes the static router renders the context with: its branch (the table when nothing matched). */
    routesOf(router: Router, locale: Locale, context: StaticHandlerContext): DataRoutes {
      const handlers = handlersOf(router, locale);
      return context.matches.length === 0
        ? handlers.table.dataRoutes
        : branchHandler(handlers, idsOf(context)).dataRoutes;
    },
  };
}
