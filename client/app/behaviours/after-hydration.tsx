// Renders a lazily loaded part once the page has hydrated: nothing on the server nor during
// hydration, then the part, as soon as its chunk is there.
import { type ReactNode, Suspense, useEffect, useState } from 'react';

export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
