// A link when there is somewhere to go, else the bare text (useSafeHref answers null for a slug
// no route accepts).
import type { ReactNode } from 'react';

export function MaybeLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}
