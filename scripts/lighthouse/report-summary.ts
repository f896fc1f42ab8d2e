// What `npm run lighthouse` prints of one Lighthouse report (its JSON output, the "LHR"): the four
// category scores, LCP, TBT, CLS and the JS requests, read from the fields Lighthouse documents.

/** The part of a Lighthouse report read here. */
export interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  configSettings: { formFactor: string; throttlingMethod: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number }[] };
      }
    | undefined
  >;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ReportSummary {
  url: string;
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Cumulative layout shift (unitless; Lighthouse's 'good' is at most 0.1). */
  cls: number | null;
  /** Lighthouse's resource summary: requests of type Script and their transfer size (headers and body, as served). */
  jsRequests: number | null;
  jsTransferBytes: number | null;
  warnings: string[];
}

/** The summary of a report; throws with Lighthouse's own message when the run failed. */
export function summariseReport(report: LighthouseReport): ReportSummary {
  if (report.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${report.finalDisplayedUrl}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  const score = (category: Category) => {
    const value = report.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? null;
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    url: report.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      Category,
      number | null
    >,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsRequests: scripts?.requestCount ?? null,
    jsTransferBytes: scripts?.transferSize ?? null,
    warnings: report.runWarnings ?? [],
  };
}
