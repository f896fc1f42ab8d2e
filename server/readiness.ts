// Whether this process should receive traffic: not while starting, not while draining,
// and not while a dependency it needs (the catalog) is unreachable.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export type ReadinessCheck = () => Promise<boolean> | boolean;

export interface Readiness {
  readonly state: ReadinessState;
  markReady(): void;
  markDraining(): void;
  /** A dependency check run on every /readyz; a throw counts as not ready. */
  addCheck(name: string, check: ReadinessCheck): void;
  /** Null when ready, else the reason, said in the /readyz body. */
  check(): Promise<string | null>;
}

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state: ReadinessState = initial;
  const checks = new Map<string, ReadinessCheck>();
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
    addCheck(name, check) {
      checks.set(name, check);
    },
    async check() {
      if (state !== 'ready') return state;
      for (const [name, check] of checks) {
        const ok = await Promise.resolve()
          .then(check)
          .catch(() => false);
        if (!ok) return `${name} unavailable`;
      }
      return null;
    },
  };
}
