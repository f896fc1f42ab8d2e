// False while the page renders on the server and hydrates, true once the script runs: a form
// renders exactly the server's HTML first, then turns on what only works with JavaScript (the
// city select fed by the lookup, inline messages instead of the browser's own).
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
