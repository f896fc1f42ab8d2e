// The client files of the last builds stay side by side; older builds' files go, and several
// processes publishing into one ASSETS_DIR at once lose none of their builds.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { filesUnder, LEDGER_NAME, recordBuild } from '../../../server/assets/kept-builds.ts';
import { publishAssets } from '../../../server/assets/publish-assets.ts';
import { staticAssets } from '../../../server/middleware/static-assets.ts';

async function writeBuild(dir: string, names: string[]): Promise<void> {
  for (const name of names) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), `// ${name}`);
  }
}

describe('kept builds', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-kept-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keep the files of the last builds and delete those only older builds listed', async () => {
    const builds = [
      ['entry-0000000a.js', 'chunks/a-0000000a.js', 'robots.txt'],
      ['entry-0000000b.js', 'chunks/a-0000000a.js', 'robots.txt'],
      ['entry-0000000c.js', 'robots.txt'],
      ['entry-0000000d.js', 'robots.txt'],
    ];
    for (const [index, files] of builds.entries()) {
      await writeBuild(dir, files);
      await recordBuild(dir, { id: `build-${index}`, files }, 3);
    }
    assert.deepEqual((await filesUnder(dir)).sort(), [
      'chunks/a-0000000a.js',
      'entry-0000000b.js',
      'entry-0000000c.js',
      'entry-0000000d.js',
      'robots.txt',
    ]);
    const ledger = JSON.parse(await readFile(join(dir, LEDGER_NAME), 'utf8')) as { id: string }[];
    assert.deepEqual(
      ledger.map((build) => build.id),
      ['build-1', 'build-2', 'build-3'],
    );
  });

  it('lose no build when processes publish into one directory at once', async () => {
    const sources = await Promise.all(
      ['1', '2', '3'].map(async (n) => {
        const from = join(dir, `source-${n}`);
        await writeBuild(from, [`entry-0000000${n}.js`]);
        return { from, n };
      }),
    );
    const shared = join(dir, 'shared');
    await Promise.all(sources.map(({ from, n }) => publishAssets({ from, to: shared, buildId: `build-${n}` })));
    assert.deepEqual((await filesUnder(shared)).sort(), [
      'entry-00000001.js',
      'entry-00000002.js',
      'entry-00000003.js',
    ]);
  });

  it('serve from a shared directory a file another process published after this one started', async () => {
    await writeBuild(dir, ['entry-0000000a.js']);
    const app = express().use(staticAssets({ directory: dir, shared: true }));
    await request(app).get('/assets/entry-0000000a.js').expect(200);
    await request(app).get(`/assets/${LEDGER_NAME}`).expect(404);
    await writeBuild(dir, ['entry-0000000e.js']);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await request(app).get('/assets/entry-0000000e.js').expect(200);
  });
});
