// The page module every way into the account shares (login, sign-up, activation, password reset,
// new password, logout): the account's and the forms' texts, the form's token loaded with the
// page, the route's title, and the screen's intro as its description.
import type { ComponentType } from 'react';

import type { RouteMatch } from '../../../routes/kinds.ts';
import type { PageContext, PageModule } from '../../app/page-module.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { routeCrumbs } from '../../app/route-crumbs.ts';
import { routeTitle } from '../route-title.ts';

export interface WayInPageOptions {
  /** The key of the intro in the account's texts (`login.intro`); none: no description. */
  intro: string | null;
  /** What else the page needs before it renders (the provinces of the Spanish sign-up). */
  alsoLoad?: (context: PageContext) => Promise<unknown> | null;
}

export function wayInPage(Page: ComponentType<{ match: RouteMatch }>, options: WayInPageOptions): PageModule<null> {
  return {
    namespaces: ['forms', 'account'],
    async load(context) {
      await Promise.all([context.queryClient.ensureQueryData(formTokenQuery()), options.alsoLoad?.(context)]);
      return null;
    },
    head(_data, context) {
      return {
        title: routeTitle(context.match),
        description: options.intro ? context.t(`account:${options.intro}`) : '',
        breadcrumb: routeCrumbs(context),
      };
    },
    Page,
  };
}
