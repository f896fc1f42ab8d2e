// The breadcrumb step of a list screen, linked: on a list's sub-page (a category, a theme) the
// list's own title leads back to it. The title is the route table's (SPEC §2.2 'Route metadata').
import type { RouteKind } from '../../../routes/kinds.ts';
import type { Crumb, PageContext } from '../../app/page-module.ts';
import { safeHref } from './safe-href.ts';

export function listCrumb({ router, locale }: Pick<PageContext, 'router' | 'locale'>, kind: RouteKind): Crumb[] {
  const name = router.table(locale).titles[kind];
  return name ? [{ name, path: safeHref(router, kind, {}, locale) }] : [];
}
