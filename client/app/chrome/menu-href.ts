// Where a menu link of the catalog leads (SPEC §3 'Menu link'): a route kind of the locale by its
// code (with a slug too: that kind's page of the slug, such as a need's), or a CMS page by its
// slug. Null when the current locale has no such screen (the pharmacy finder in Italy), when the
// site has no page for that screen yet (page-registry.ts), or when the slug is not one a route
// takes: the link is then left out rather than leading to a 404.
import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import { ROUTE_KINDS, type RouteKind } from '../../../routes/kinds.ts';
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { hasPage } from '../page-registry.ts';

const isRouteKind = (code: string): code is RouteKind => (ROUTE_KINDS as readonly string[]).includes(code);

export function menuHref(link: Pick<MenuLink, 'code' | 'slug'>, router: Router, locale: Locale): string | null {
  try {
    if (link.code) {
      if (!isRouteKind(link.code) || !hasPage(link.code)) return null;
      return router.href(link.code, link.slug ? { slug: link.slug } : {}, locale);
    }
    if (link.slug) return router.href('cmsPage', { cmsPath: link.slug }, locale);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
  return null;
}
