// Figures of one scenario of `npm run bench`: throughput and latency percentiles.

export interface Summary {
  /** Requests (or renders) per second over the measured window. */
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Per-iteration times in ms over a window of `elapsedMs`. */
export function summarize(times: number[], elapsedMs: number): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    perSecond: (times.length * 1000) / elapsedMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    count: times.length,
  };
}
