// The outcome of the page on screen (its data, or the error page it shows), as the router's
// loader left it (page-routes.ts), and whether a navigation is loading the next one.
import { useMatches, useNavigation } from 'react-router';

import type { PageOutcome } from './page-loader.ts';
import { serverError } from './route-errors.ts';

export function usePageOutcome(): PageOutcome {
  const matches = useMatches();
  const outcome = matches[matches.length - 1]?.loaderData as PageOutcome | undefined;
  return outcome ?? { ok: false, error: serverError() };
}

export function useNavigating(): boolean {
  return useNavigation().state !== 'idle';
}
