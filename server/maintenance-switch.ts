// Maintenance is on when ops turn it on (MAINTENANCE=on) or when the content API says so
// (SPEC §4: a response carrying the maintenance header). The API client flips the signal.

export interface MaintenanceSwitch {
  isOn(): boolean;
  /** Records the upstream's latest maintenance signal. */
  setUpstreamSignal(on: boolean): void;
}

export function createMaintenanceSwitch({ forced }: { forced: boolean }): MaintenanceSwitch {
  let upstream = false;
  return {
    isOn: () => forced || upstream,
    setUpstreamSignal(on) {
      upstream = on;
    },
  };
}
