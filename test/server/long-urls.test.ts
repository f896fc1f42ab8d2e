// A very long URL costs what a short one does: the page not found, a few short log lines, and no
// call to the redirection endpoint, which could not take it (SPEC §7 limits its URLs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { MAX_REDIRECTION_URL_LENGTH } from '../../shared/api/resources/redirection.ts';
import { FIXTURE_SEED } from '../fixtures/catalog-seed.ts';
import { capturingLogger } from '../helpers/app.ts';
import { usePageApp } from '../helpers/page-app.ts';

const pages = usePageApp(FIXTURE_SEED);
/** A path of 15 000 characters, about what fits in Node's request line. */
const LONG_PATH = `/${'a'.repeat(15_000)}`;
/** What the log of one such request may weigh, all lines together. */
const LOG_BUDGET_BYTES = 3_000;

describe('a 15 kB URL', () => {
  for (const host of ['it.localhost', 'be.localhost']) {
    it(`is answered as a page not found on ${host} with under 3 kB of log, no stack, and no call to the redirection endpoint`, async () => {
      const { logger, lines } = capturingLogger('debug');
      const asked: string[][] = [];
      const app = pages.app(
        {},
        {
          logger,
          redirectLookup: async (candidates) => {
            asked.push(candidates);
            return null;
          },
        },
      );
      lines.length = 0;
      const response = await request(app).get(LONG_PATH).set('Host', host);
      // fr-be sends its unknown paths to its 404 page (decision 001); the others answer in place.
      if (host === 'be.localhost') assert.deepEqual([response.status, response.headers.location], [302, '/fr/404']);
      else assert.equal(response.status, 404);

      const written = lines.map((line) => JSON.stringify(line));
      const bytes = written.reduce((total, line) => total + Buffer.byteLength(line) + 1, 0);
      assert.ok(bytes < LOG_BUDGET_BYTES, `${bytes} bytes of log: ${written.join('\n').slice(0, 2_000)}`);
      assert.ok(!written.some((line) => line.includes('"stack"')), 'no stack for a request the visitor got wrong');
      const access = lines.find((line) => line.msg === 'request');
      assert.match(String(access?.path), /^\/a+…\[\d+ more characters\]$/);
      assert.deepEqual(asked, []);
    });
  }

  it('leaves the endpoint a URL just within its limit', async () => {
    const asked: string[][] = [];
    const app = pages.app(
      {},
      {
        redirectLookup: async (candidates) => {
          asked.push(candidates);
          return null;
        },
      },
    );
    const path = `/${'a'.repeat(MAX_REDIRECTION_URL_LENGTH - 1)}`;
    assert.equal((await request(app).get(path).set('Host', 'it.localhost')).status, 404);
    assert.ok(asked.length > 0 && asked.every((candidates) => candidates.includes(path)));
  });
});
