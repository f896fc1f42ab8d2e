// The head of a checkout or order screen (issue 20): its route's title, a description from the
// checkout texts, the breadcrumb. Such pages are private and never indexed (their routes say so).
import type { PageContext, PageHead } from '../../app/page-module.ts';
import { routeCrumbs } from '../../app/route-crumbs.ts';
import { routeTitle } from '../route-title.ts';

export function checkoutHead(descriptionKey: string) {
  return (_data: unknown, context: PageContext): PageHead => ({
    title: routeTitle(context.match),
    description: context.t(`checkout:${descriptionKey}`),
    breadcrumb: routeCrumbs(context),
  });
}
