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
    });
  });

  it("never preloads another page's chunk", () => {
    assert.ok(!preloadsFor(manifest, ['client/pages/home.tsx']).scripts.includes('/assets/chunks/product-C.js'));
  });
});

describe('crawlers', () => {
  it('recognises search engines and link previews, not browsers', () => {
    assert.equal(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'), true);
    assert.equal(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)'), true);
    assert.equal(isCrawler('facebookexternalhit/1.1'), true);
    assert.equal(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'),
      false,
    );
    assert.equal(isCrawler(undefined), false);
  });
});
