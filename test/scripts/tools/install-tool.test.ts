import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { installFolder, TOOLS_FOLDER } from '../../../scripts/tools/install-tool.ts';

const packageFolder = mkdtempSync(join(tmpdir(), 'vitrine-tool-'));
after(() => rmSync(packageFolder, { recursive: true, force: true }));

function lock(packages: Record<string, { version?: string }>): void {
  writeFileSync(join(packageFolder, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages }));
}

describe('tools installed apart from the project (npm run observatory, npm run lighthouse)', () => {
  it("go to var/tools/<name>-<the version the tool's lockfile locks>, so a new lockfile installs afresh", () => {
    lock({ '': {}, 'node_modules/@scope/tool': { version: '1.4.8' }, 'node_modules/other': { version: '9.9.9' } });
    const tool = { name: 'tool', packageFolder, packageName: '@scope/tool', entry: 'index.js' };
    assert.equal(installFolder(tool), join(TOOLS_FOLDER, 'tool-1.4.8'));
    lock({ '': {}, 'node_modules/@scope/tool': { version: '1.5.0' } });
    assert.equal(installFolder(tool), join(TOOLS_FOLDER, 'tool-1.5.0'));
  });

  it('refuse a lockfile that does not lock the tool', () => {
    lock({ '': {}, 'node_modules/other': { version: '1.0.0' } });
    assert.throws(
      () => installFolder({ name: 'tool', packageFolder, packageName: 'tool', entry: 'index.js' }),
      /does not lock tool/,
    );
  });
});
