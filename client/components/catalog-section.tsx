// A titled part of a catalogue screen: <section> named by its <h2>, with an optional link to the
// whole list (left out when there is nowhere to go).
import type { ReactNode } from 'react';

export interface CatalogSectionProps {
  /** Names the section; its heading's id is `${id}-heading`. */
  id: string;
  title: string;
  more?: { href: string | null; label: string } | undefined;
  children: ReactNode;
}

export function CatalogSection({ id, title, more, children }: CatalogSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section__title">
        {title}
      </h2>
      {children}
      {more?.href && (
        <p className="catalog-section__more">
          <a href={more.href}>{more.label}</a>
        </p>
      )}
    </section>
  );
}
