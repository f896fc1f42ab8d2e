import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { endpointRedirect, endpointStatus, redirectCandidates } from '../../redirects/redirection-endpoint.ts';

const siteUrl = 'https://www.vitrine-it.example';
const context = {
  siteUrl,
  siteOrigins: [siteUrl, 'https://www.vitrine-be.example'],
  path: '/vecchia/pagina',
  search: '?x=1&page=2',
};

describe('redirection endpoint', () => {
  describe('candidates', () => {
    it('are, in order: path with query, path, origin, origin plus path with query, origin plus pathname', () => {
      assert.deepEqual(redirectCandidates({ siteUrl, path: '/vecchia/pagina', search: '?x=1&page=2' }), [
        '/vecchia/pagina?x=1&page=2',
        '/vecchia/pagina',
        'https://www.vitrine-it.example',
        'https://www.vitrine-it.example/vecchia/pagina?x=1&page=2',
        'https://www.vitrine-it.example/vecchia/pagina',
      ]);
    });

    it('lose their duplicates when there is no query', () => {
      assert.deepEqual(redirectCandidates({ siteUrl, path: '/vecchia', search: '' }), [
        '/vecchia',
        siteUrl,
        `${siteUrl}/vecchia`,
      ]);
      assert.deepEqual(redirectCandidates({ siteUrl, path: '/vecchia', search: '?' }), [
        '/vecchia',
        siteUrl,
        `${siteUrl}/vecchia`,
      ]);
    });

    it('name the site origin, keeping its scheme and port, never a path of SITE_URL', () => {
      assert.deepEqual(redirectCandidates({ siteUrl: 'http://it.localhost:3000', path: '/a', search: '' }), [
        '/a',
        'http://it.localhost:3000',
        'http://it.localhost:3000/a',
      ]);
      assert.equal(
        redirectCandidates({ siteUrl: 'https://www.vitrine.example/it', path: '/a', search: '' })[1],
        'https://www.vitrine.example',
      );
    });
  });

  describe('statuses', () => {
    it('accepts 301, 302, 303, 307 and 308', () => {
      for (const status of [301, 302, 303, 307, 308])
        assert.deepEqual(endpointStatus(status), { status, accepted: true });
    });

    it('answers 301 for anything else', () => {
      for (const status of [200, 300, 304, 404, 500, '302', null, undefined])
        assert.deepEqual(endpointStatus(status), { status: 301, accepted: false });
    });
  });

  describe('an answer', () => {
    it('with a path target goes to that path on the site origin, with the query minus page', () => {
      assert.deepEqual(endpointRedirect({ status: 302, url: '/prodotti' }, context), {
        ok: true,
        status: 302,
        location: 'https://www.vitrine-it.example/prodotti?x=1',
        statusAccepted: true,
      });
    });

    it('with a URL on another configured site goes there', () => {
      const answer = endpointRedirect({ status: 301, url: 'https://www.vitrine-be.example/fr' }, context);
      assert.equal(answer.ok && answer.location, 'https://www.vitrine-be.example/fr?x=1');
    });

    it('with an unsafe target is refused', () => {
      for (const url of [
        'https://evil.example/',
        '//evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
        '',
        undefined as unknown as string,
      ]) {
        assert.deepEqual(
          endpointRedirect({ status: 301, url }, context),
          { ok: false, reason: 'unsafe target' },
          String(url),
        );
      }
    });

    it('pointing at the request itself is refused as a loop', () => {
      assert.deepEqual(endpointRedirect({ status: 301, url: '/vecchia/pagina?x=1&page=2' }, context), {
        ok: false,
        reason: 'loop',
      });
      assert.deepEqual(endpointRedirect({ status: 301, url: '/vecchia/pagina' }, { ...context, search: '?x=1' }), {
        ok: false,
        reason: 'loop',
      });
    });
  });
});
