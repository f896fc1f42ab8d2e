// The MDN HTTP Observatory's own scan of the whole app on https (scripts/observatory/), held to
// the grade and score docs/security.md records: the figure in the document is the one tested.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { SEED } from '../../catalog/seed/index.ts';
import { HTTPS_SITE_URLS, scanApp } from '../../scripts/observatory/scan-app.ts';
import { usePageApp } from '../helpers/page-app.ts';

const pages = usePageApp(SEED);

/** 'grade **A+**, score **135**' in docs/security.md's Headers section. */
function documentedFigure(): { grade: string; score: number } {
  const security = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
  const figure = /MDN HTTP Observatory: grade \*\*([A-F][+-]?)\*\*, score \*\*(\d+)\*\*/.exec(security);
  assert.ok(figure, 'docs/security.md records the observatory grade and score');
  return { grade: figure[1]!, score: Number(figure[2]) };
}

describe('the MDN HTTP Observatory', () => {
  it('grades the response headers on https at the figure docs/security.md records, every test passed', async () => {
    const { grade, score, tests } = await scanApp(pages.app(HTTPS_SITE_URLS));
    const failed = Object.entries(tests).filter(([, test]) => !test.pass);
    assert.deepEqual(failed, [], 'every observatory test passes');
    const documented = documentedFigure();
    assert.equal(grade, documented.grade);
    assert.ok(score >= documented.score, `score ${score}, documented ${documented.score}`);
  });
});
