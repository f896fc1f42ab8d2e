import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { median, medianSummary } from '../../../scripts/lighthouse/median-summary.ts';
import type { ReportSummary } from '../../../scripts/lighthouse/report-summary.ts';

function run(performance: number | null, tbtMs: number, warnings: string[] = []): ReportSummary {
  return {
    url: 'http://it.localhost:4000/',
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs: 3000 + tbtMs,
    tbtMs,
    cls: tbtMs / 10_000,
    jsRequests: 50,
    jsTransferBytes: 197_575,
    warnings,
  };
}

describe("npm run lighthouse's figure of a page run several times", () => {
  it('is the median of each figure, so one run slowed by a busy machine does not move it', () => {
    const summary = medianSummary([run(85, 229), run(69, 774, ['slow host']), run(87, 180, ['slow host'])]);
    assert.equal(summary.runs, 3);
    assert.equal(summary.scores.performance, 85);
    assert.equal(summary.tbtMs, 229);
    assert.equal(summary.lcpMs, 3229);
    assert.equal(summary.cls, 0.0229);
    assert.equal(summary.jsRequests, 50);
    assert.deepEqual(summary.warnings, ['slow host']);
  });

  it('shows the range of the performance score beside its median', () => {
    assert.deepEqual(medianSummary([run(85, 229), run(69, 774), run(87, 180)]).performanceRange, { min: 69, max: 87 });
    assert.equal(medianSummary([run(null, 229)]).performanceRange, null);
  });

  it('takes the mean of the middle two of an even count, and ignores figures Lighthouse could not give', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([null, 7, null]), 7);
    assert.equal(median([null]), null);
  });
});
