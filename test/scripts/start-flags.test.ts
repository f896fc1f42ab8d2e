// npm run load and fuzz start the server with npm start's Node flags (scripts/start-flags.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { startCommandOf, startEnv, startFlags } from '../../scripts/start-flags.ts';

describe("npm start's Node flags", () => {
  it('are read from the start script, the heap size among them', () => {
    const flags = startFlags();
    // Source-mapped stacks cost the process about 35 MiB (decision 024): NODE_OPTIONS turns them on.
    assert.ok(!flags.includes('--enable-source-maps'));
    assert.ok(
      flags.some((flag) => /^--max-old-space-size=\d+$/.test(flag)),
      flags.join(' '),
    );
  });

  it("and the environment it sets before node: two malloc arenas, glibc's mmap threshold fixed", () => {
    assert.deepEqual(startEnv(), { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304' });
    assert.deepEqual(startCommandOf('A=1 B_2=x node --a dist/server/main.js'), {
      env: { A: '1', B_2: 'x' },
      flags: ['--a'],
    });
  });

  it('refuse a start script that is not node, its flags and the server', () => {
    assert.deepEqual(startCommandOf('node --a --b=1 dist/server/main.js'), { env: {}, flags: ['--a', '--b=1'] });
    assert.throws(() => startCommandOf('tsx server/main.ts'), /does not run node/);
    assert.throws(() => startCommandOf('node --a dist/server/main.js --port 3'), /not 'node <flags> <script>'/);
  });
});
