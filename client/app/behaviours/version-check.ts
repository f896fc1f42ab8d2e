// SPEC §2.3 'prompt to refresh when a new app version exists': the page asks the server which
// client build it runs (GET /app-version.json, server/middleware/app-version.ts) every
// VERSION_CHECK_INTERVAL_MS, only while the tab is visible (a hidden tab asks when it is shown
// again, if a check is due). A build other than the page's own is a new version: it is reported
// once and the checks stop. A failed check is tried again at the next interval.
// Pure: the clock, the fetch and the document's visibility are injected.

/** Polite: a deploy is noticed within minutes, and a visible tab asks twelve times an hour. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

export interface VersionCheckOptions {
  /** The build the page was rendered for (PublicConfig.buildId). */
  current: string;
  /** Resolves to the build the server runs now. */
  fetchVersion: () => Promise<string>;
  onNewVersion: (version: string) => void;
  isVisible: () => boolean;
  /** Subscribes to the tab becoming visible; returns the unsubscribe. */
  onVisible: (listener: () => void) => () => void;
  now?: () => number;
  setTimer?: (callback: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  intervalMs?: number;
}

/** Starts checking; returns the function that stops. */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const {
    current,
    fetchVersion,
    onNewVersion,
    isVisible,
    onVisible,
    now = Date.now,
    setTimer = (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    intervalMs = VERSION_CHECK_INTERVAL_MS,
  } = options;
  let stopped = false;
  let checking = false;
  let lastCheck = now();
  let timer: unknown = null;

  const schedule = () => {
    if (!stopped) timer = setTimer(tick, intervalMs);
  };

  async function check() {
    if (checking || stopped) return;
    checking = true;
    lastCheck = now();
    try {
      const version = await fetchVersion();
      if (!stopped && version && version !== current) {
        stopped = true;
        onNewVersion(version);
      }
    } catch {
      // Offline or a server restarting: the next interval asks again.
    } finally {
      checking = false;
    }
  }

  function tick() {
    timer = null;
    // A hidden tab does not ask; it asks when shown, if a check is due then.
    if (isVisible()) void check().then(schedule);
  }

  const unsubscribe = onVisible(() => {
    if (stopped || checking || timer !== null) return;
    if (now() - lastCheck >= intervalMs) void check().then(schedule);
    else timer = setTimer(tick, intervalMs - (now() - lastCheck));
  });
  schedule();

  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    unsubscribe();
  };
}
