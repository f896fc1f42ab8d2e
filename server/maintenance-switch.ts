// Maintenance is on when ops turn it on for this process (MAINTENANCE=on), for every process at
// once (`npm run maintenance -- on`: a Redis key and a message every process hears within a
// second; server/shared/shared-maintenance.ts), or when the content API says so (SPEC §4: a
// response carrying the maintenance header). The API client flips the upstream signal.

export interface MaintenanceSwitch {
  isOn(): boolean;
  /** Records the upstream's latest maintenance signal. */
  setUpstreamSignal(on: boolean): void;
  /** Records the site-wide switch, as Redis holds it. */
  setSharedSignal(on: boolean): void;
}

export function createMaintenanceSwitch({ forced }: { forced: boolean }): MaintenanceSwitch {
  let upstream = false;
  let shared = false;
  return {
    isOn: () => forced || upstream || shared,
    setUpstreamSignal(on) {
      upstream = on;
    },
    setSharedSignal(on) {
      shared = on;
    },
  };
}
