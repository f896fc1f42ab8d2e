import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { escapeHtml, escapeXml, withoutForbiddenXml } from '../../../shared/format/escape-markup.ts';

describe('escaping text for markup', () => {
  describe('in XML (SVG drawings, sitemaps)', () => {
    it('escapes the five XML specials', () => {
      assert.equal(
        escapeXml(`<a href="x">Tom & 'Jerry'</a>`),
        '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
      );
      assert.equal(
        escapeXml('https://www.example.be/fr?a=1&b=2'),
        'https://www.example.be/fr?a=1&amp;b=2',
        'a sitemap URL with a query',
      );
      assert.equal(escapeXml('&amp;'), '&amp;amp;', 'an entity already written is text, escaped again');
    });

    it('drops the code points XML 1.0 forbids and keeps every other character', () => {
      assert.equal(escapeXml('a\u0000b\u001fc\ud800d\ufffe'), 'abcd');
      assert.equal(escapeXml('🌿 é\tz\n\r'), '🌿 é\tz\n\r');
      assert.equal(withoutForbiddenXml('x\u000by\udc00z\uffff'), 'xyz');
    });
  });

  describe('in HTML (the fallback pages)', () => {
    it('escapes what could end an element or a double-quoted attribute', () => {
      assert.equal(escapeHtml(`<a href="x">Tom & Jerry</a>`), '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;');
    });

    it("leaves apostrophes as written, so French reads l'accueil in the source", () => {
      assert.equal(escapeHtml("Retour à l'accueil"), "Retour à l'accueil");
    });

    it('drops the code points XML forbids there too', () => {
      assert.equal(escapeHtml('a\u0000b'), 'ab');
    });
  });
});
