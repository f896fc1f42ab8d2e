// A card's title, holding the card's only link. The link's ::after covers the card (cards.css),
// so the whole card is clickable without nesting links or wrapping blocks in <a>.
import type { ReactNode } from 'react';

export type CardHeadingLevel = 2 | 3 | 4;

export function CardTitle({
  level = 3,
  href,
  children,
}: {
  level?: CardHeadingLevel | undefined;
  href: string | null;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading className="card-title">
      {href ? (
        <a className="card-link" href={href}>
          {children}
        </a>
      ) : (
        children
      )}
    </Heading>
  );
}
