// Renders a lazily loaded part once the page has hydrated: nothing on the server nor during
// hydration, then the part, as soon as its chunk is there.
import { type ReactNode, Suspense } from 'react';

import { useHydrated } from '../../hooks/use-hydrated.ts';

export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
