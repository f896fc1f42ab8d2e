// The top of a catalogue screen: its one h1 (focused after a navigation, decision 009) and an
// optional lead paragraph.
import type { ReactNode } from 'react';

export function CatalogHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header className="catalog-heading">
      <h1 id="main-heading" tabIndex={-1} className="catalog-heading__title">
        {title}
      </h1>
      {lead && <p className="catalog-heading__lead">{lead}</p>}
      {children}
    </header>
  );
}
