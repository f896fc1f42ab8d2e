// Whether this process should receive traffic: not while starting, not while draining. The
// content API's health is reported beside it, never folded into it (issue 15): while the
// upstream fails, every instance still answers (stale pages from the cache, the localised 503
// page otherwise), and a load balancer that pulled them all would leave visitors nothing.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export type UpstreamState = 'up' | 'down';

/** Whether the content API answers now; a throw counts as down. */
export type UpstreamCheck = () => Promise<boolean> | boolean;

/** The body of /readyz. `upstream` is absent when no content API is watched. */
export interface ReadinessReport {
  status: ReadinessState;
  upstream?: UpstreamState;
}

export interface Readiness {
  readonly state: ReadinessState;
  markReady(): void;
  markDraining(): void;
  /** The content API check each /readyz runs for its body; it never changes the status. */
  watchUpstream(check: UpstreamCheck): void;
  report(): Promise<ReadinessReport>;
}

/** Runs a check of the content API: true when it answers, false when it fails or throws. */
export async function upstreamStateOf(check: UpstreamCheck): Promise<UpstreamState> {
  const up = await Promise.resolve()
    .then(check)
    .catch(() => false);
  return up ? 'up' : 'down';
}

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state: ReadinessState = initial;
  let upstreamCheck: UpstreamCheck | null = null;
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    markDraining() {
      state = 'draining';
    },
    watchUpstream(check) {
      upstreamCheck = check;
    },
    async report() {
      const status = state;
      if (!upstreamCheck) return { status };
      return { status, upstream: await upstreamStateOf(upstreamCheck) };
    },
  };
}
