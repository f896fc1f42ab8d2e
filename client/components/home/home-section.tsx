// A titled block of the home page: <section> named by its <h2>, with an optional "see all" link
// to the full list (left out where the locale has no such page).
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** Names the section; its heading's id is `${id}-heading`. */
  id: string;
  title: string;
  seeAll?: { href: string | null; label: string };
  children: ReactNode;
}

export function HomeSection({ id, title, seeAll, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="home-section" aria-labelledby={headingId}>
      <div className="home-section-header">
        <h2 id={headingId} className="home-section-title">
          {title}
        </h2>
        {seeAll?.href && (
          <a className="home-see-all" href={seeAll.href}>
            {seeAll.label}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
