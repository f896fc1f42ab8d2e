// What the process builds from its configuration and says about it at start.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { capturingLogger, testDeps } from '../helpers/app.ts';

describe('the CSRF key', () => {
  it('is made per process when CSRF_SECRET is unset, with a warning that processes behind a load balancer need a shared one', () => {
    const { logger, lines } = capturingLogger('info');
    const first = testDeps({}, { logger }).csrfSecret;
    assert.notEqual(first, testDeps({}, { logger }).csrfSecret, 'each process its own key');
    const warnings = lines.filter((line) => line.level === 40 && String(line.msg).includes('CSRF_SECRET'));
    assert.equal(warnings.length, 2);
    assert.match(String(warnings[0]!.msg), /load balancer/);
  });

  it('is CSRF_SECRET when set, without a warning, and never written to the log', () => {
    const { logger, lines } = capturingLogger('debug');
    const secret = 'a-shared-key-of-the-whole-site-0123456789';
    assert.equal(testDeps({ CSRF_SECRET: secret }, { logger }).csrfSecret, secret);
    assert.ok(!lines.some((line) => String(line.msg).includes('CSRF_SECRET')));
    assert.ok(!lines.some((line) => JSON.stringify(line).includes(secret)));
  });
});
