// sharp (libvips, about 22 MiB of RSS) is loaded on the first image the catalog draws, not with the
// server (catalog/media/rasterize.ts). Checked in a process of its own, by the shared libraries it
// has mapped, before and after one drawing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const CHILD = `
import { readFileSync } from 'node:fs';
const libvips = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips');
await import('./server/app.ts');
await import('./catalog/open-embedded-catalog.ts');
const { rasterizeSvg } = await import('./catalog/media/rasterize.ts');
const before = libvips();
await rasterizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>', 80, 'png');
console.log(JSON.stringify({ before, after: libvips() }));
`;

describe('sharp', () => {
  it('is not loaded with the server and its catalog, only once an image is drawn', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD],
      {
        cwd: new URL('../..', import.meta.url),
      },
    );
    assert.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1)!), { before: false, after: true });
  });
});
