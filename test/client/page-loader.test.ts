// What the page loader makes of a content API that fails: the status each failure stands for, and
// the deadline that ends a page's data however many slow calls it takes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPageOutcome } from '../../client/app/page-loader.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { StatusError, statusOfFailure } from '../../client/app/route-errors.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { ApiError, type ApiErrorKind } from '../../shared/api/errors.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

const apiError = (kind: ApiErrorKind, status: number) =>
  new ApiError({ kind, status, message: kind, url: 'http://api.test/x', endpoint: 'GET /x' });

describe('the status a failure of the content API stands for', () => {
  const cases: [string, unknown, number][] = [
    ['its 404', apiError('http', 404), 404],
    ['its 500', apiError('http', 500), 503],
    ['its 503', apiError('http', 503), 503],
    ['no answer at all', apiError('network', 0), 503],
    ['a timeout', apiError('timeout', 504), 503],
    ['an answer that is not of its schema', apiError('invalid', 502), 503],
    ['an answer larger than the client reads', apiError('too_large', 502), 503],
    ['its 400 to a call we built', apiError('http', 400), 500],
    ['a call refused before it was sent', apiError('request', 400), 500],
    ['our own bug', new TypeError('x is undefined'), 500],
    ['the page-data deadline', new StatusError(503), 503],
  ];
  for (const [what, error, status] of cases) {
    it(`${what} → ${status}`, () => assert.equal(statusOfFailure(error), status));
  }
});

describe('the page-data deadline', () => {
  it('answers 503 once it passes, while the content API is still silent', async () => {
    const never = () => new Promise<never>(() => {});
    // Every call of every resource group hangs.
    const api = new Proxy({ shopId: 5, lang: 'it' } as unknown as ApiClient, {
      get: (target, group) =>
        group in target ? target[group as keyof ApiClient] : new Proxy({}, { get: () => never }),
    });
    const router = createRouter({ tables: ALL_TABLES });
    const seen: unknown[] = [];
    const outcome = await loadPageOutcome(
      {
        locale: 'it-it',
        router: () => router,
        api,
        queryClient: createQueryClient({ server: true }),
        translator: createTranslator({ language: 'it', resources: { it: itTexts } as never }),
        user: false,
        productsPerPage: 12,
        dataDeadlineMs: 50,
        onError: (error) => seen.push(error),
      },
      new URL('http://it.localhost/prodotto/un-prodotto'),
    );
    assert.equal(outcome.ok, false);
    assert.equal(!outcome.ok && outcome.error.status, 503);
    assert.equal(seen.length, 1, 'the failure is reported once, for the logs');
  });
});
