// GET /app-version.json: which client build the server runs, the same id the pages carry, never
// kept by a cache.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { buildIdOf } from '../../../server/render/build-id.ts';
import { testApp } from '../../helpers/app.ts';

const manifest = (file: string, css: string[] = ['/assets/entry-AAAA1111.css']) => ({
  entry: { file, imports: [], css },
  modules: {},
});

describe('the build id', () => {
  it('answers the id of the build, never cached', async () => {
    const built = manifest('/assets/entry-ABCD1234.js');
    const response = await request(testApp({}, { manifest: built }, ['appVersion'])).get('/app-version.json');
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(response.body, { version: buildIdOf(built) });
  });

  it('changes when the scripts or the stylesheet change', () => {
    const id = buildIdOf(manifest('/assets/entry-ABCD1234.js'));
    assert.notEqual(buildIdOf(manifest('/assets/entry-EFGH5678.js')), id);
    assert.notEqual(buildIdOf(manifest('/assets/entry-ABCD1234.js', ['/assets/entry-BBBB2222.css'])), id);
    assert.equal(buildIdOf(manifest('/assets/entry-ABCD1234.js')), id);
  });

  it('is not there before the first build, and takes only GET and HEAD', async () => {
    assert.equal((await request(testApp({}, { manifest: null }, ['appVersion'])).get('/app-version.json')).status, 404);
    const post = await request(testApp({}, { manifest: manifest('/assets/entry-ABCD1234.js') }, ['appVersion'])).post(
      '/app-version.json',
    );
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });
});
