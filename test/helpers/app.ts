// Builds apps for supertest: a fresh app per test, silent logs, no process metrics.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';

import type { Response } from 'supertest';

import { loadConfig } from '../../config/env.ts';
import { createApp } from '../../server/app.ts';
import { type AppDeps, createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { createReadiness } from '../../server/readiness.ts';

export function testDeps(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}): AppDeps {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  return createDeps(config, {
    metrics: createMetrics({ processMetrics: false }),
    readiness: createReadiness('ready'),
    assetsDirectory: '/nonexistent/vitrine-assets',
    ...overrides,
  });
}

export function testApp(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}, chain?: readonly string[]) {
  return createApp(testDeps(env, overrides), chain);
}

/** A logger whose JSON lines are collected in `lines`. */
export function capturingLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ logLevel: level as 'info' }, stream);
  return { logger, lines };
}

/**
 * Asserts response headers the helmet way: a string or RegExp must match, null means the
 * header must be absent.
 */
export function check(response: Response, expected: Record<string, string | RegExp | null>) {
  for (const [name, value] of Object.entries(expected)) {
    const actual = response.headers[name.toLowerCase()];
    if (value === null) assert.equal(actual, undefined, `${name} must be absent`);
    else if (value instanceof RegExp) assert.match(String(actual), value, `${name}: ${actual}`);
    else assert.equal(actual, value, `${name}`);
  }
}
