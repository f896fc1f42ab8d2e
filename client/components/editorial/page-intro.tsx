// The title and introduction of an editorial list page (advice, a theme, innovations, expertises,
// about, online help): the page's only <h1>, then what the page is about.
import type { ReactNode } from 'react';

import { MAIN_HEADING_ID } from './main-heading.ts';

export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header className="page-intro">
      <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p>{intro}</p>}
      {children}
    </header>
  );
}
