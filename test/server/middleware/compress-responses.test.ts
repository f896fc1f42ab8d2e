// What the server compresses as it goes is gzip, also for a browser that accepts brotli; brotli
// only for a client that accepts nothing else; the build's files keep their own negotiation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { compressResponses, preferGzip } from '../../../server/middleware/compress-responses.ts';

const PAGE = `<!doctype html><p>${'Symbiora Equilibrio '.repeat(400)}</p>`;

function app() {
  const served = express();
  served.use(compressResponses());
  served.get('/page', (_req, res) => void res.type('html').send(PAGE));
  served.get('/assets/asked.txt', (req, res) => void res.type('text').send(String(req.headers['accept-encoding'])));
  return served;
}

describe('responses compressed on the fly', () => {
  it('are gzip for a browser that accepts brotli too', async () => {
    const response = await request(app()).get('/page').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.text, PAGE, 'and decodes to the page');
    assert.match(String(response.headers.vary), /Accept-Encoding/);
  });

  it('are brotli for a client that accepts brotli only', async () => {
    const response = await request(app()).get('/page').set('Accept-Encoding', 'br');
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.text, PAGE, 'and decodes to the page');
  });

  it('leave the build files their own choice of coding', async () => {
    const response = await request(app()).get('/assets/asked.txt').set('Accept-Encoding', 'gzip, br');
    assert.equal(response.text, 'gzip, br');
  });

  it('take brotli out of what a browser accepts, unless nothing else is accepted', () => {
    assert.equal(preferGzip('gzip, deflate, br, zstd'), 'gzip, deflate, zstd');
    assert.equal(preferGzip('br;q=1.0, gzip;q=0.8'), 'gzip;q=0.8');
    assert.equal(preferGzip('br'), 'br');
    assert.equal(preferGzip('br, gzip;q=0'), 'br, gzip;q=0');
    assert.equal(preferGzip('br, identity'), 'br, identity');
  });
});
