// The frame of every screen of the customer's own (issue 19): the screen's title and introduction,
// the account's navigation beside the screen (above it on a phone), then the screen.
import type { ReactNode } from 'react';

import type { RouteMatch } from '../../../routes/kinds.ts';
import { MAIN_HEADING_ID } from '../editorial/main-heading.ts';
import { routeTitle } from '../route-title.ts';
import { AccountNav } from './account-nav.tsx';

export interface AccountAreaProps {
  match: RouteMatch;
  intro?: string | undefined;
  /** The title when the route's own is not the right one (the dashboard greets the customer). */
  title?: string;
  children: ReactNode;
}

export function AccountArea({ match, intro, title, children }: AccountAreaProps) {
  return (
    <div className="account-area">
      <header className="account-area__header">
        <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
          {title ?? routeTitle(match)}
        </h1>
        {intro && <p className="account-area__intro">{intro}</p>}
      </header>
      <AccountNav match={match} />
      <div className="account-area__content">{children}</div>
    </div>
  );
}
