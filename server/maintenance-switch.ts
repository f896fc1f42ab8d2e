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
  /** Hears each time the switch as a whole turns on or off. */
  onChange(listener: (on: boolean) => void): void;
}

export function createMaintenanceSwitch({ forced }: { forced: boolean }): MaintenanceSwitch {
  let upstream = false;
  let shared = false;
  const listeners: ((on: boolean) => void)[] = [];
  const isOn = () => forced || upstream || shared;
  const update = (change: () => void) => {
    const before = isOn();
    change();
    const after = isOn();
    if (after !== before) for (const listener of listeners) listener(after);
  };
  return {
    isOn,
    setUpstreamSignal(on) {
      update(() => (upstream = on));
    },
    setSharedSignal(on) {
      update(() => (shared = on));
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
