// A titled part of an editorial page: a <section> named by its <h2>, with an optional link to
// where the section's list continues.
import type { ReactNode } from 'react';

export interface EditorialSectionProps {
  /** Names the section; its heading's id is `${id}-heading`. */
  id: string;
  title: string;
  intro?: string | undefined;
  more?: { href: string | null; label: string } | undefined;
  children: ReactNode;
}

export function EditorialSection({ id, title, intro, more, children }: EditorialSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="editorial-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="editorial-section__title">
        {title}
      </h2>
      {intro && <p className="editorial-section__intro">{intro}</p>}
      {children}
      {more?.href && (
        <p className="editorial-section__more">
          <a href={more.href}>{more.label}</a>
        </p>
      )}
    </section>
  );
}
