// The frame of every checkout step (issue 20): the step's title, the steps, the step's intro.
import type { ReactNode } from 'react';

import type { RouteMatch } from '../../../routes/kinds.ts';
import { MAIN_HEADING_ID } from '../editorial/main-heading.ts';
import { routeTitle } from '../route-title.ts';
import { CheckoutSteps } from './checkout-steps.tsx';

export function CheckoutFrame({
  match,
  intro,
  title,
  children,
}: {
  match: RouteMatch;
  intro?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="checkout">
      <CheckoutSteps current={match.kind} />
      <header className="checkout__header">
        <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
          {title ?? routeTitle(match)}
        </h1>
        {intro && <p className="checkout__intro">{intro}</p>}
      </header>
      <div className="checkout__content">{children}</div>
    </div>
  );
}
