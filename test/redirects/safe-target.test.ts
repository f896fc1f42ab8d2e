import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { MAX_TARGET_LENGTH, safeRedirectTarget } from '../../redirects/safe-target.ts';

const options = {
  siteOrigins: ['http://be.localhost:3000', 'https://www.vitrine-it.example/'],
  requestUrl: 'http://be.localhost:3000/fr/ancien?x=1',
};
const safe = (target: string) => safeRedirectTarget(target, options);

describe('safe redirect targets', () => {
  it('accepts a path of this site', () => {
    for (const target of [
      '/fr',
      '/fr/produit/lacti-b',
      '/fr/produits?brand=x&utm=1',
      '/fr/a-propos#equipe',
      '/prodotto/caff%C3%A8',
      '/',
    ]) {
      assert.equal(safe(target), target, target);
    }
  });

  it('accepts an absolute http(s) URL on a configured site', () => {
    assert.equal(safe('http://be.localhost:3000/nl'), 'http://be.localhost:3000/nl');
    assert.equal(safe('https://www.vitrine-it.example/prodotti'), 'https://www.vitrine-it.example/prodotti');
    assert.equal(safe('https://www.vitrine-it.example'), 'https://www.vitrine-it.example');
    assert.equal(
      safe('https://WWW.Vitrine-It.example/x'),
      'https://WWW.Vitrine-It.example/x',
      'a host is case-insensitive',
    );
  });

  it('refuses every open-redirect and injection attempt', () => {
    const attempts = [
      '//evil.com',
      '//evil.com/fr',
      '/\\evil.com',
      '\\/evil.com',
      '\\\\evil.com',
      '/%2F%2Fevil.com',
      '/%2fevil.com',
      '/%5cevil.com',
      '/%5Cevil.com',
      '/%252F%252Fevil.com',
      'https://evil.com',
      'https://evil.com/fr',
      'http://evil.com',
      'https://be.localhost.evil.com',
      'http://be.localhost:3000.evil.com/',
      'http://be.localhost:3001/',
      'https://be.localhost:3000/',
      'https://user@evil.com',
      'http://user:pass@be.localhost:3000/fr',
      'http://be.localhost:3000@evil.com/',
      'https://www.vitrine-it.example@evil.com',
      'https://www.vitrine-it.example．evil.com/',
      'http://be.localhost:3000//evil.com',
      'http://be.localhost:3000/%2f%2fevil.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://be.localhost:3000/',
      'HTTPS://www.vitrine-it.example/',
      'https:evil.com',
      'https:/evil.com',
      'https:\\\\evil.com',
      ' /x',
      '/x ',
      '\t/x',
      '/x\r\nSet-Cookie: a=1',
      '/x\nLocation: https://evil.com',
      '/x\u0000',
      '%0d%0aSet-Cookie:a=1',
      '/x%0d%0aSet-Cookie:a=1',
      '/x%0D%0ASet-Cookie:a=1',
      '/x%250d%250aSet-Cookie:a=1',
      '/x%09',
      '/x%00',
      'evil.com',
      'fr/produits',
      '.',
      '',
      `/${'a'.repeat(MAX_TARGET_LENGTH)}`,
    ];
    for (const target of attempts) assert.equal(safe(target), null, JSON.stringify(target));
  });

  it('refuses what is not a string', () => {
    assert.equal(safeRedirectTarget(undefined as unknown as string, options), null);
    assert.equal(safeRedirectTarget(42 as unknown as string, options), null);
  });

  it('refuses the request URL itself (a loop), as a path or an absolute URL', () => {
    assert.equal(safe('/fr/ancien?x=1'), null);
    assert.equal(safe('http://be.localhost:3000/fr/ancien?x=1'), null);
    assert.equal(safe('/fr/ancien?x=1#top'), null, 'a fragment does not change the page');
    assert.equal(safe('/fr/ancien'), '/fr/ancien', 'another query is another URL');
  });

  it('skips the loop check without a request URL and survives a bad one', () => {
    assert.equal(safeRedirectTarget('/fr', { siteOrigins: [], requestUrl: '' }), '/fr');
    assert.equal(safeRedirectTarget('/fr', { siteOrigins: ['not a url'], requestUrl: 'not a url' }), '/fr');
    assert.equal(safeRedirectTarget('https://x.example/', { siteOrigins: ['not a url'], requestUrl: '' }), null);
  });
});
