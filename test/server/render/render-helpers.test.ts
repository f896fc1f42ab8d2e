import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { isCrawler } from '../../../server/render/bots.ts';
import { type Manifest, preloadsFor } from '../../../server/render/manifest.ts';
import { serializeState } from '../../../server/render/serialize-state.ts';

describe('serialized state', () => {
  it('cannot close its script or open a comment, whatever the content holds', () => {
    const hostile = { term: '</script><script>alert(1)</script>', note: '<!-- & -->', lines: 'a\u2028b\u2029c' };
    const text = serializeState(hostile);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(text), hostile, 'and reads back exactly');
  });

  it('writes undefined as null', () => {
    assert.equal(serializeState(undefined), 'null');
  });

  it('writes frozen content as plain JSON would, escaped alike, and the same object the same way every time', () => {
    const product = Object.freeze({
      name: 'Symbiora <Équilibre> & co',
      tags: Object.freeze(['a\u2028b']),
      price: 24.9,
    });
    const first = { queries: [{ key: ['product', 1], data: product }], menus: [product], loose: { n: 1 } };
    const text = serializeState(first);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(first)), 'reads back exactly');
    const second = { queries: [{ key: ['product', 1], data: product }], menus: [], loose: { n: 2 } };
    assert.deepEqual(JSON.parse(serializeState(second)), JSON.parse(JSON.stringify(second)));
    const hostileKey = { ['frozen_0000000000000000_0']: Object.freeze({ a: 1 }), b: 'frozen_x_1' };
    assert.deepEqual(JSON.parse(serializeState(hostileKey)), hostileKey, 'text that looks like a mark stays text');
  });
});

describe('preloads', () => {
  const manifest: Manifest = {
    entry: { file: '/assets/entry-A.js', imports: ['/assets/chunks/react-B.js'], css: ['/assets/entry-A.css'] },
    modules: {
      'client/pages/product.tsx': {
        file: '/assets/chunks/product-C.js',
        imports: ['/assets/chunks/react-B.js', '/assets/chunks/price-D.js'],
        css: [],
      },
      'client/pages/home.tsx': { file: '/assets/chunks/home-E.js', imports: [], css: [] },
    },
  };

  it('lists the entry, then exactly the chunks the page needs, each once', () => {
    assert.deepEqual(preloadsFor(manifest, ['client/pages/product.tsx']), {
      scripts: [
        '/assets/entry-A.js',
        '/assets/chunks/react-B.js',
        '/assets/chunks/product-C.js',
        '/assets/chunks/price-D.js',
      ],
      styles: ['/assets/entry-A.css'],
      fonts: [],
    });
  });

  it("never preloads another page's chunk", () => {
    assert.ok(!preloadsFor(manifest, ['client/pages/home.tsx']).scripts.includes('/assets/chunks/product-C.js'));
  });
});

describe('crawlers', () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

  it('recognises search engines and link previews', () => {
    assert.equal(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'), true);
    assert.equal(isCrawler('Googlebot/2.1'), true);
    assert.equal(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)'), true);
    assert.equal(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'), true);
    assert.equal(isCrawler('facebookexternalhit/1.1'), true);
    assert.equal(isCrawler('WhatsApp/2.23.20.0'), true);
  });

  it('takes browsers for visitors, headless ones included (they run the scripts that finish a stream)', () => {
    assert.equal(isCrawler(CHROME), false);
    assert.equal(isCrawler('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'), false);
    assert.equal(isCrawler(CHROME.replace('Chrome/', 'HeadlessChrome/')), false);
  });

  it('takes a missing or blank user agent for a visitor', () => {
    assert.equal(isCrawler(undefined), false);
    assert.equal(isCrawler(''), false);
    assert.equal(isCrawler('   '), false);
  });

  it('gives tools that run no scripts the whole document', () => {
    assert.equal(isCrawler('curl/8.5.0'), true);
    assert.equal(isCrawler('Wget/1.21.4'), true);
  });
});
