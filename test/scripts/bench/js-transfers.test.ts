import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { jsTransfers, type NetworkEvent } from '../../../scripts/bench/js-transfers.ts';

const HEADERS_BYTES = 1700;

/** The events of one request that finished: sent, answered with `headers`, `bodyBytes` received. */
function finished(
  requestId: string,
  type: string,
  url: string,
  bodyBytes: number,
  headers: Record<string, string> = { 'Content-Encoding': 'gzip', 'Content-Length': String(bodyBytes) },
): NetworkEvent[] {
  return [
    { method: 'Network.requestWillBeSent', params: { requestId, type, request: { url } } },
    {
      method: 'Network.responseReceived',
      params: { requestId, type, response: { url, status: 200, headers, encodedDataLength: HEADERS_BYTES } },
    },
    { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: HEADERS_BYTES + bodyBytes } },
  ];
}

describe('summing the JS a page fetched from its DevTools Network events', () => {
  it('counts every finished Script request at what crossed the wire, headers and body, as Lighthouse does', () => {
    const summed = jsTransfers([
      ...finished('1', 'Document', 'http://it.localhost/', 15_000),
      ...finished('2', 'Script', 'http://it.localhost/assets/entry-AAAAAAAA.js', 80_000),
      ...finished('3', 'Stylesheet', 'http://it.localhost/assets/entry-BBBBBBBB.css', 10_000),
      ...finished('4', 'Script', 'http://it.localhost/assets/chunks/home-CCCCCCCC.js', 3_000),
      ...finished('5', 'Image', 'http://it.localhost/api/v1/media/products/8-140.webp', 4_000),
      ...finished('6', 'Fetch', 'http://it.localhost/api/v1/product', 2_000),
    ]);
    assert.deepEqual(
      summed.requests.map((request) => request.url),
      ['http://it.localhost/assets/entry-AAAAAAAA.js', 'http://it.localhost/assets/chunks/home-CCCCCCCC.js'],
    );
    assert.equal(summed.transferBytes, 2 * HEADERS_BYTES + 83_000);
    assert.equal(summed.bodyBytes, 83_000);
    assert.deepEqual(summed.unfinished, []);
  });

  it('says how each script was encoded and weighs its body by Content-Length, whatever the header case', () => {
    const summed = jsTransfers([
      ...finished('1', 'Script', 'http://it.localhost/a.js', 900, {
        'content-encoding': 'br',
        'content-length': '900',
      }),
      ...finished('2', 'Script', 'http://it.localhost/b.js', 2_000, {}),
    ]);
    assert.deepEqual(
      summed.requests.map(({ encoding, bodyBytes }) => ({ encoding, bodyBytes })),
      [
        { encoding: 'br', bodyBytes: 900 },
        { encoding: 'identity', bodyBytes: 2_000 },
      ],
    );
  });

  it('leaves out a script that failed or was still loading, and names it', () => {
    const [sent, answered] = finished('2', 'Script', 'http://it.localhost/late.js', 5_000);
    const summed = jsTransfers([...finished('1', 'Script', 'http://it.localhost/a.js', 1_000), sent!, answered!]);
    assert.equal(summed.requests.length, 1);
    assert.equal(summed.transferBytes, HEADERS_BYTES + 1_000);
    assert.deepEqual(summed.unfinished, ['http://it.localhost/late.js']);
  });

  it('counts a redirected script once, at its final URL', () => {
    const summed = jsTransfers([
      {
        method: 'Network.requestWillBeSent',
        params: { requestId: '1', type: 'Script', request: { url: 'http://it.localhost/old.js' } },
      },
      ...finished('1', 'Script', 'http://it.localhost/new.js', 1_000),
    ]);
    assert.deepEqual(
      summed.requests.map((request) => request.url),
      ['http://it.localhost/new.js'],
    );
  });
});
