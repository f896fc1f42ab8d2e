// State that goes back to its initial value whenever `resetKey` changes (a new location, a new
// search text): computed during render, so no effect runs a second render to reset it, and a
// value set for an old key is never shown under a new one.
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

export function useResettableState<T>(initial: T, resetKey: unknown): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState({ key: resetKey, value: initial });
  const value = Object.is(state.key, resetKey) ? state.value : initial;
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) =>
      setState((previous) => {
        const current = Object.is(previous.key, resetKey) ? previous.value : initial;
        return { key: resetKey, value: next instanceof Function ? next(current) : next };
      }),
    [resetKey, initial],
  );
  return [value, set];
}
