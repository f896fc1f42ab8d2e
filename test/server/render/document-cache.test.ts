// The kept documents of decision 041 (server/render/document-cache.ts): sent again with the
// request's nonce wherever the first one stood, for as long as they were to be kept, within their
// bytes; and how long PAGE_CACHE_CONTROL lets a shared cache keep a page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';

import { createDocumentCache, sharedCacheSeconds } from '../../../server/render/document-cache.ts';

const FIRST = 'n1+0ixyI/Oi5lr63xxuQvA==';
const SECOND = 'jdCOJDkIX4hk69y6qDTCxw==';

const documentWith = (nonce: string, filler = '') =>
  `<!DOCTYPE html><html><head><style nonce="${nonce}">a{}</style></head><body><p>Caffè – 12,50 €${filler}</p>` +
  `<script nonce="${nonce}">self.x=1</script><script nonce="${nonce}" src="/a.js"></script></body></html>`;
const bytes = (text: string) => Buffer.from(text, 'utf8');
const IDENTITY = { gzip: false };
const PRODUCT_HEADERS = { routeKind: 'product', cacheControl: 'public, s-maxage=60' };
const HOME_HEADERS = { routeKind: 'home', cacheControl: 'public, s-maxage=60' };

describe('the document cache', () => {
  it("sends a kept document again with the request's nonce everywhere the first one stood, and nothing else changed", () => {
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    documents.keep('it/prodotto', bytes(documentWith(FIRST)), FIRST, PRODUCT_HEADERS);
    const kept = documents.take('it/prodotto', SECOND, IDENTITY);
    assert.ok(kept);
    assert.equal(kept.routeKind, 'product');
    assert.equal(kept.cacheControl, 'public, s-maxage=60');
    assert.equal(kept.body.toString('utf8'), documentWith(SECOND));
    // Each request its own copy: the next one's nonce does not show in the one sent before.
    const again = documents.take('it/prodotto', FIRST, IDENTITY);
    assert.equal(again?.body.toString('utf8'), documentWith(FIRST));
    assert.equal(kept.body.toString('utf8'), documentWith(SECOND));
  });

  it("sends it in gzip when asked: the same document, its nonce the request's", () => {
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    documents.keep('it/prodotto', bytes(documentWith(FIRST)), FIRST, PRODUCT_HEADERS);
    const kept = documents.take('it/prodotto', SECOND, { gzip: true });
    assert.ok(kept?.gzip);
    assert.equal(gunzipSync(kept.body).toString('utf8'), documentWith(SECOND));
    assert.equal(
      gunzipSync(documents.take('it/prodotto', FIRST, { gzip: true })!.body).toString('utf8'),
      documentWith(FIRST),
    );
  });

  it('keeps a copy: the slab the body was cut from may be written over', () => {
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    const body = bytes(documentWith(FIRST));
    documents.keep('key', body, FIRST, HOME_HEADERS);
    body.fill(0);
    assert.equal(documents.take('key', SECOND, IDENTITY)?.body.toString('utf8'), documentWith(SECOND));
  });

  it('answers nothing for another key, after its time, or for a nonce of another length', () => {
    let now = 0;
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: 1 << 20, now: () => now });
    documents.keep('key', bytes(documentWith(FIRST)), FIRST, HOME_HEADERS);
    assert.equal(documents.take('other', SECOND, IDENTITY), null);
    assert.equal(documents.take('key', 'short', IDENTITY), null);
    now = 9_999;
    assert.ok(documents.take('key', SECOND, IDENTITY));
    now = 10_001;
    assert.equal(documents.take('key', SECOND, IDENTITY), null);
  });

  it('forgets everything when cleared', () => {
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    documents.keep('a', bytes(documentWith(FIRST)), FIRST, HOME_HEADERS);
    documents.keep('b', bytes(documentWith(FIRST)), FIRST, HOME_HEADERS);
    assert.equal(documents.stats().entries, 2);
    documents.clear();
    assert.deepEqual(documents.stats(), { entries: 0, bytes: 0 });
    assert.equal(documents.take('a', SECOND, IDENTITY), null);
  });

  it('stays within its bytes, the least recently used document going first', () => {
    const size = bytes(documentWith(FIRST, 'x'.repeat(10_000))).length;
    const documents = createDocumentCache({ ttlMs: 10_000, maxBytes: size * 3 + 2_000 });
    for (const key of ['a', 'b', 'c'])
      documents.keep(key, bytes(documentWith(FIRST, 'x'.repeat(10_000))), FIRST, HOME_HEADERS);
    assert.ok(documents.take('a', SECOND, IDENTITY));
    documents.keep('d', bytes(documentWith(FIRST, 'x'.repeat(10_000))), FIRST, HOME_HEADERS);
    assert.equal(documents.take('b', SECOND, IDENTITY), null);
    for (const key of ['a', 'c', 'd']) assert.ok(documents.take(key, SECOND, IDENTITY), key);
    assert.ok(documents.stats().bytes <= size * 3 + 2_000);
  });
});

describe('how long a shared cache may keep a page', () => {
  it('reads s-maxage first, then max-age', () => {
    assert.equal(sharedCacheSeconds('public, max-age=0, s-maxage=60, stale-while-revalidate=300'), 60);
    assert.equal(sharedCacheSeconds('public, max-age=30'), 30);
    assert.equal(sharedCacheSeconds('Public, S-MaxAge="15"'), 15);
  });

  it('is nothing for a private page, one not to be stored or checked first, or without an age', () => {
    for (const cacheControl of [
      'private, max-age=60',
      'no-store',
      'public, no-cache, s-maxage=60',
      'public, max-age=0',
      'public',
      'public, s-maxage=abc',
    ])
      assert.equal(sharedCacheSeconds(cacheControl), 0, cacheControl);
  });
});
