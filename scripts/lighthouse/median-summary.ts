// Lighthouse's figures move from one run to the next (TBT most, and with it the performance
// score), so `npm run lighthouse` runs each page several times and prints the median of each
// figure, with the range of the performance score.
import { CATEGORIES, type Category, type ReportSummary } from './report-summary.ts';

export interface MedianSummary extends Omit<ReportSummary, 'warnings'> {
  runs: number;
  /** The lowest and highest performance score of the runs, or null when none was scored. */
  performanceRange: { min: number; max: number } | null;
  /** Every warning of every run, each once. */
  warnings: string[];
}

/** The median of the numbers among `values` (the mean of the middle two for an even count), or null when there are none. */
export function median(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = numbers.length >> 1;
  return numbers.length % 2 === 1 ? numbers[middle]! : (numbers[middle - 1]! + numbers[middle]!) / 2;
}

/** Each figure's median over the runs of one page. */
export function medianSummary(runs: readonly ReportSummary[]): MedianSummary {
  if (runs.length === 0) throw new Error('medianSummary needs at least one run');
  const of = (pick: (run: ReportSummary) => number | null) => median(runs.map(pick));
  const performance = runs.map((run) => run.scores.performance).filter((score) => score !== null);
  return {
    url: runs[0]!.url,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number | null
    >,
    performanceRange: performance.length ? { min: Math.min(...performance), max: Math.max(...performance) } : null,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsRequests: of((run) => run.jsRequests),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}
