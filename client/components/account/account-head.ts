// The head of a screen of the customer's own (issue 19): its route's title, a description from the
// account texts, the breadcrumb through the account's dashboard. Such pages are private and never
// indexed (their routes say noindex).
import type { PageContext, PageHead } from '../../app/page-module.ts';
import { routeCrumbs } from '../../app/route-crumbs.ts';
import { routeTitle } from '../route-title.ts';

/** A page module's `head` whose description is the `account` text at `descriptionKey`. */
export function accountHead(descriptionKey: string) {
  return (_data: unknown, context: PageContext): PageHead => ({
    title: routeTitle(context.match),
    description: context.t(`account:${descriptionKey}`),
    breadcrumb: routeCrumbs(context),
  });
}
