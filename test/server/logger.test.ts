// The log stays proportionate to what a visitor sends: long paths are cut with a marker, and a
// refusal the visitor caused is logged without a stack (a bug keeps its stack).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { HttpError } from '../../server/errors.ts';
import { boundedForLog, MAX_LOGGED_URL_LENGTH } from '../../server/logger.ts';
import { capturingLogger } from '../helpers/app.ts';

describe('the logger', () => {
  it('cuts a path, url or redirect target over the bound and says how much was left out', () => {
    const { logger, lines } = capturingLogger('info');
    const long = `/${'x'.repeat(9_999)}`;
    logger.info({ path: long, url: long, to: long, err: Object.assign(new Error('boom'), { url: long }) }, 'long');
    const [line] = lines;
    const cut = `${long.slice(0, MAX_LOGGED_URL_LENGTH)}…[${long.length - MAX_LOGGED_URL_LENGTH} more characters]`;
    assert.deepEqual([line!.path, line!.url, line!.to, (line!.err as { url: string }).url], [cut, cut, cut, cut]);
    assert.equal(boundedForLog('/short'), '/short');
  });

  it('logs a refusal the visitor caused (a 4xx HttpError or exposed error) without its stack, and a failure with it', () => {
    const { logger, lines } = capturingLogger('info');
    logger.warn({ err: new HttpError(404, 'no such page') }, 'refused');
    logger.warn({ err: Object.assign(new Error('bad body'), { status: 400, expose: true }) }, 'refused');
    logger.error({ err: new HttpError(502, 'upstream down') }, 'failed');
    logger.error({ err: new Error('bug') }, 'failed');
    const stacks = lines.map((line) => typeof (line.err as { stack?: unknown }).stack === 'string');
    assert.deepEqual(stacks, [false, false, true, true]);
    assert.equal((lines[0]!.err as { message: string }).message, 'no such page');
  });
});
