// A page's breadcrumb after home (SPEC §2.2 'Route metadata', §2.3): the localised titles the
// route's metadata gives (the list page a detail page belongs to, a list page's own title),
// then what the page adds (the entity's name, a theme…). Home is added by the chrome and the
// head, not here.
import type { Crumb, PageContext } from './page-module.ts';

export function routeCrumbs(
  { match, router, locale }: Pick<PageContext, 'match' | 'router' | 'locale'>,
  ...extra: Crumb[]
): Crumb[] {
  const crumbs: Crumb[] = (match.meta.breadcrumb ?? []).map((crumb) => {
    const path = crumb.nameRoute ? router.href(crumb.nameRoute, {}, locale) : null;
    return path ? { name: crumb.title, path } : { name: crumb.title };
  });
  return [...crumbs, ...extra];
}
