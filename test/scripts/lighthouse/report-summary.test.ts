import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type LighthouseReport, summariseReport } from '../../../scripts/lighthouse/report-summary.ts';

/** A Lighthouse report reduced to what npm run lighthouse reads, as Lighthouse 13 writes it. */
function report(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  return {
    lighthouseVersion: '13.5.0',
    finalDisplayedUrl: 'http://it.localhost:4000/',
    runWarnings: [],
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    environment: { benchmarkIndex: 2800 },
    categories: {
      performance: { score: 0.87 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.915 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 3519.73 },
      'total-blocking-time': { numericValue: 208.5 },
      'cumulative-layout-shift': { numericValue: 0.0412 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', requestCount: 74, transferSize: 309_831 },
            { resourceType: 'script', requestCount: 50, transferSize: 197_575 },
            { resourceType: 'image', requestCount: 21, transferSize: 84_411 },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe("npm run lighthouse's reading of a Lighthouse report", () => {
  it('gives the four scores out of 100, LCP, TBT, CLS and the script requests with their transfer size', () => {
    assert.deepEqual(summariseReport(report()), {
      url: 'http://it.localhost:4000/',
      scores: { performance: 87, accessibility: 100, 'best-practices': 96, seo: 92 },
      lcpMs: 3519.73,
      tbtMs: 208.5,
      cls: 0.0412,
      jsRequests: 50,
      jsTransferBytes: 197_575,
      warnings: [],
    });
  });

  it('says nothing rather than 0 for a category Lighthouse could not score', () => {
    const summary = summariseReport(report({ categories: { performance: { score: null } } }));
    assert.deepEqual(summary.scores, { performance: null, accessibility: null, 'best-practices': null, seo: null });
  });

  it("fails with Lighthouse's own message when it could not measure the page", () => {
    const failed = report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } });
    assert.throws(
      () => summariseReport(failed),
      /http:\/\/it\.localhost:4000\/: NO_FCP The page did not paint any content\./,
    );
  });
});
