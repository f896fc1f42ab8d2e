// What the router's hydration carries (decision 019): the loader's outcome of each matched route,
// written by the server into the boot state (JSON: the head's JSON-LD builder, a function, is
// the server's alone), and read back with its StatusError, so the browser's router starts with
// the server's page and runs no loader, hence no request, while hydrating; and after a form
// posted without JavaScript, the action's refusal the page shows (plain JSON).
import type { HydrationState } from 'react-router';

import type { PageOutcome } from './page-loader.ts';
import { type ErrorStatus, StatusError } from './route-errors.ts';

/** The loaders' and the action's data as JSON carries them. */
export type RouterBootState = Pick<HydrationState, 'loaderData' | 'actionData'>;

type WrittenOutcome = PageOutcome | { ok: false; error: { status: ErrorStatus; wanted?: string } };

function revived(outcome: WrittenOutcome): PageOutcome {
  if (outcome.ok || outcome.error instanceof StatusError) return outcome as PageOutcome;
  return { ok: false, error: new StatusError(outcome.error.status, outcome.error.wanted) };
}

export function routerHydrationData(state: RouterBootState): HydrationState {
  const loaderData = Object.fromEntries(
    Object.entries(state.loaderData ?? {}).map(([id, outcome]) => [id, revived(outcome as WrittenOutcome)]),
  );
  return { loaderData, actionData: state.actionData ?? null };
}
