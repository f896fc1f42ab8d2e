// "Locate me" (SPEC §2.3): the browser's geolocation, allowed by our Permissions-Policy, read
// once on request. The position is rounded (round-position.ts) and handed to `onPosition`, which
// puts it in the finder's URL; it goes nowhere else.
import { useCallback, useEffect, useRef, useState } from 'react';

import { useHydrated } from '../../hooks/use-hydrated.ts';
import { roundPosition } from './round-position.ts';

export type LocateState = 'unsupported' | 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout';

/** How long the browser may take, and how old a position it may reuse. */
const LOCATE_TIMEOUT_MS = 15_000;
const LOCATE_MAXIMUM_AGE_MS = 5 * 60_000;

const FAILURES: Record<number, 'denied' | 'unavailable' | 'timeout'> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function useLocateMe(onPosition: (position: { lat: number; lng: number }) => void): {
  state: LocateState;
  locate: () => void;
} {
  // 'unsupported' on the server and until the browser says otherwise: no button that cannot work.
  const supported = useHydrated() && window.isSecureContext && 'geolocation' in navigator;
  const [progress, setState] = useState<Exclude<LocateState, 'unsupported'>>('idle');
  const state: LocateState = supported ? progress : 'unsupported';
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (live.current) onPosition(roundPosition(position.coords));
      },
      (error) => {
        if (live.current) setState(FAILURES[error.code] ?? 'unavailable');
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAXIMUM_AGE_MS },
    );
  }, [onPosition]);

  return { state, locate };
}
