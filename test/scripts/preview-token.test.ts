// npm run preview-token: an editor's token that opens previews (decision 010).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

import { decodeJwt } from 'jose';

import { ttlSeconds } from '../../scripts/preview-token.ts';
import { previewRight, signPreviewToken } from '../../server/auth/preview-token.ts';
import { PREVIEW_SECRET } from '../helpers/preview-token.ts';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'preview-token.ts');
const run = (env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('npm run preview-token', () => {
  it('prints a token the server accepts as the preview right, expiring after --ttl', async () => {
    const { stdout } = await run({ PREVIEW_SECRET }, '--ttl', '2h');
    const token = stdout.trim();
    assert.equal(await previewRight(PREVIEW_SECRET)(token), true);
    const claims = decodeJwt(token);
    assert.equal(claims.scope, 'preview');
    assert.equal(claims.exp! - claims.iat!, 7200);
  });

  it('refuses to run without PREVIEW_SECRET, saying so', async () => {
    await assert.rejects(run({}), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr, /PREVIEW_SECRET is not set/);
      return true;
    });
  });

  it('reads --ttl as a number of seconds, minutes, hours or days, and nothing else', () => {
    assert.equal(ttlSeconds('30s'), 30);
    assert.equal(ttlSeconds('15m'), 900);
    assert.equal(ttlSeconds('1h'), 3600);
    assert.equal(ttlSeconds('7d'), 604_800);
    for (const bad of ['', '1', 'h', '0h', '-1h', '1.5h', '1w']) assert.equal(ttlSeconds(bad), null, bad);
  });

  it('never mints a token that lives more than 30 days', async () => {
    await assert.rejects(signPreviewToken(PREVIEW_SECRET, { ttlSeconds: 31 * 86_400 }), RangeError);
  });
});
