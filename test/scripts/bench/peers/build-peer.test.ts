import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { lockedVersion, sourceFiles, sourcesHash } from '../../../../scripts/bench/peers/build-peer.ts';
import { PEER_APPS, PEERS_SOURCE } from '../../../../scripts/bench/peers/peer-apps.ts';

interface PackageJson {
  dependencies: Record<string, string>;
}

describe("the bench peers' install folder", () => {
  it("is named by its sources' contents, never by what an install or a build left beside them", () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-peer-sources-'));
    try {
      mkdirSync(join(folder, 'app'));
      writeFileSync(join(folder, 'app', 'root.tsx'), 'export default 1;\n');
      writeFileSync(join(folder, 'package.json'), '{}\n');
      const hash = sourcesHash([folder]);
      for (const left of ['node_modules', 'build', '.next']) {
        mkdirSync(join(folder, left, 'x'), { recursive: true });
        writeFileSync(join(folder, left, 'x', 'file.js'), 'x');
      }
      assert.deepEqual(sourceFiles(folder), ['app/root.tsx', 'package.json']);
      assert.equal(sourcesHash([folder]), hash);
      writeFileSync(join(folder, 'app', 'root.tsx'), 'export default 2;\n');
      assert.notEqual(sourcesHash([folder]), hash, 'a changed source builds afresh');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the committed peers', () => {
  for (const peer of PEER_APPS) {
    const folder = join(PEERS_SOURCE, peer.folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson;
    const lock = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };

    it(`${peer.label}: pins exact versions, and its lockfile is the one of its package.json`, () => {
      for (const [name, range] of Object.entries(manifest.dependencies))
        assert.match(range, /^\d+\.\d+\.\d+$/, `${name}@${range} is an exact version`);
      assert.deepEqual(lock.packages['']?.dependencies, manifest.dependencies);
      for (const [name, version] of Object.entries(manifest.dependencies))
        assert.equal(lockedVersion(join(folder, 'package-lock.json'), name), version);
    });

    it(`${peer.label}: is the major version the table names`, () => {
      const major = lockedVersion(join(folder, 'package-lock.json'), peer.frameworkPackage).split('.')[0];
      assert.equal(peer.label, `${peer.name} ${major}`);
    });
  }

  it("Next.js: locks the compiler binary of this machine's platform, which npm ci installs as an optional package", () => {
    const lockfile = join(PEERS_SOURCE, 'next', 'package-lock.json');
    assert.equal(lockedVersion(lockfile, '@next/swc-linux-x64-gnu'), lockedVersion(lockfile, 'next'));
  });
});
