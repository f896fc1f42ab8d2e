import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { originOf } from '../../routes/url-origin.ts';

describe('the origin of a URL', () => {
  it('is scheme, host and port as the URL parser writes them', () => {
    assert.equal(originOf('https://www.example.be/fr/produits?x=1#top'), 'https://www.example.be');
    assert.equal(originOf('http://be.localhost:3000/nl'), 'http://be.localhost:3000');
    assert.equal(originOf('HTTPS://WWW.Example.BE:443/'), 'https://www.example.be', 'lower case, no default port');
    assert.equal(originOf('http://[::1]:8080/x'), 'http://[::1]:8080');
  });

  it('is null for no text or text that is not an absolute URL', () => {
    for (const text of [
      undefined,
      null,
      '',
      'null',
      '/fr/produits',
      'www.example.be',
      'http://',
      'https://a b.example',
    ])
      assert.equal(originOf(text), null, String(text));
  });

  it('is null for a scheme other than http(s), even one whose origin names a web site', () => {
    for (const text of [
      'ftp://files.example.be/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'blob:https://www.example.be/1',
    ])
      assert.equal(originOf(text), null, text);
  });
});
