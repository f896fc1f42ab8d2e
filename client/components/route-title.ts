// A list screen's own title, as its route's metadata gives it (routes/tables/languages): the
// same words as the last step of its breadcrumb.
import type { RouteMatch } from '../../routes/kinds.ts';

export function routeTitle(match: Pick<RouteMatch, 'meta'>): string {
  return match.meta.breadcrumb?.at(-1)?.title ?? '';
}
