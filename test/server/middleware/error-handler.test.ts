import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express, { type RequestHandler } from 'express';
import request from 'supertest';

import { CHAIN, createApp } from '../../../server/app.ts';
import { HttpError, normalizeError } from '../../../server/errors.ts';
import { ERROR_PAGE_FAILED, errorHandler } from '../../../server/middleware/error-handler.ts';
import { capturingLogger, testApp, testDeps } from '../../helpers/app.ts';
import { documentOf } from '../../helpers/render-view.tsx';

function failingApp(handler: RequestHandler, renderErrorPage?: (status: number) => string) {
  const { logger, lines } = capturingLogger();
  const app = express();
  app.get('/fail', handler);
  app.get('/api/v1/fail', handler);
  app.use(
    errorHandler({ logger, fallbackLocale: 'fr-be', homeHref: () => '/', ...(renderErrorPage && { renderErrorPage }) }),
  );
  return { app, lines };
}

describe('errors', () => {
  describe('a malformed URL', () => {
    for (const path of ['/%', '/%FF', '/%E0%A4%A', '/fr/produit/%C0%AF']) {
      it(`answers ${path} with 400, never 500`, async () => {
        const response = await request(testApp()).get(path);
        assert.equal(response.status, 400);
      });
    }
  });

  it('logs a client that hung up mid-body as gone, not as an error, and answers nothing', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const { app, lines } = failingApp((_req, _res, next) => next(aborted));
    await assert.rejects(request(app).get('/fail'), /socket hang up|ECONNRESET/);
    assert.ok(
      lines.some((line) => line.level === 30 && line.msg === 'the client went away before its request was read'),
    );
    assert.ok(!lines.some((line) => (line.level as number) >= 50), 'no error line');
  });

  it('takes the status from statusCode, then status, then the response status, else 500', () => {
    assert.equal(normalizeError({ statusCode: 404, status: 401 }).statusCode, 404);
    assert.equal(normalizeError({ status: 401 }).statusCode, 401);
    assert.equal(normalizeError(new Error('x'), 403).statusCode, 403);
    assert.equal(normalizeError(new Error('x'), 200).statusCode, 500);
    assert.equal(normalizeError('a string').statusCode, 500);
    assert.equal(normalizeError({ statusCode: 'nonsense' }).statusCode, 500);
  });

  it("replaces a message it may not show by the status's text, or by a generic one for an unnamed status", () => {
    const hidden = (statusCode: number) => normalizeError({ statusCode, message: 'internal detail' }).message;
    assert.equal(hidden(403), 'Forbidden');
    assert.equal(hidden(413), 'Payload Too Large');
    assert.equal(hidden(429), 'Too Many Requests');
    assert.equal(hidden(500), 'Internal Server Error');
    assert.equal(hidden(502), 'Bad Gateway');
    assert.equal(hidden(503), 'Service Unavailable');
    assert.equal(hidden(499), 'Bad Request');
    assert.equal(hidden(599), 'Internal Server Error');
  });

  it('normalises API errors to {message, statusCode}', async () => {
    const { app } = failingApp((_req, _res, next) => next(new HttpError(404, 'No product with this slug')));
    const response = await request(app).get('/api/v1/fail');
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { message: 'No product with this slug', statusCode: 404 });
  });

  it('answers JSON to a client that asks for it', async () => {
    const { app } = failingApp((_req, _res, next) => next(Object.assign(new Error('nope'), { status: 401 })));
    const response = await request(app).get('/fail').set('Accept', 'application/json');
    assert.deepEqual(response.body, { message: 'Unauthorized', statusCode: 401 });
  });

  it('never sends a stack trace or an internal message, and logs them', async () => {
    const { app, lines } = failingApp(() => {
      throw new Error('SELECT * FROM secrets failed at db.ts:42');
    });
    for (const accept of ['text/html', 'application/json']) {
      const response = await request(app).get('/fail').set('Accept', accept);
      assert.equal(response.status, 500);
      assert.doesNotMatch(response.text, /secrets|db\.ts|at Layer|node_modules/);
    }
    assert.ok(lines.some((line) => (line.err as { stack?: string })?.stack?.includes('secrets')));
  });

  it('shows browsers a localised page with a link home', async () => {
    const response = await request(testApp())
      .get('/fr/nulle-part')
      .set('Host', 'be.localhost')
      .set('Accept', 'text/html');
    assert.equal(response.status, 404);
    const page = documentOf(response.text);
    assert.equal(page.document.documentElement.getAttribute('lang'), 'fr-BE');
    assert.equal(page.queryAllByText("La page demandée n'existe pas ou plus", { exact: false }).length, 1);
    assert.equal(page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href'), '/fr');
  });

  it('answers a plain notice with a link home when the error page itself fails', async () => {
    const { app } = failingApp(
      () => {
        throw new Error('x');
      },
      () => {
        throw new Error('template broke');
      },
    );
    const response = await request(app).get('/fail');
    assert.equal(response.status, 500);
    const page = documentOf(response.text);
    assert.equal(page.queryAllByText(ERROR_PAGE_FAILED, { exact: false }).length, 1);
    assert.deepEqual(
      page.getAllByRole('link').map((link) => link.getAttribute('href')),
      ['/'],
      'one link, home',
    );
  });

  it('stops start-up with 500 "Unknown middleware" when the chain names one that does not exist', () => {
    assert.throws(
      () => createApp(testDeps(), [...CHAIN, 'compresion']),
      (error: unknown) => {
        assert.ok(error instanceof HttpError);
        assert.equal(error.statusCode, 500);
        assert.match(error.message, /^Unknown middleware: compresion$/);
        return true;
      },
    );
  });
});
