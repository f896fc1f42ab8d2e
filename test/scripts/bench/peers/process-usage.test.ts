import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';

import {
  cpuMsPerRequest,
  parseStat,
  processTree,
  statusBytes,
  treeCpuMs,
  treeMemory,
} from '../../../../scripts/bench/peers/process-usage.ts';

// A /proc/<pid>/stat line of `next-server (v16.4.6)`: a name with a space and parentheses.
const STAT =
  '4242 (next-server (v16.4.6)) S 4200 4242 4200 0 -1 4194560 51200 0 12 0 1234 567 3 4 20 0 11 0 123456 1234567890 24000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';

describe("the peers bench's reading of a server's own CPU time and memory", () => {
  it('reads the parent and user + system ticks of a stat line, whatever the command name holds', () => {
    assert.deepEqual(parseStat(STAT), { ppid: 4200, cpuTicks: 1234 + 567 });
  });

  it('refuses a line that is not a stat line rather than reading zeros', () => {
    assert.throws(() => parseStat('not a stat line'), /not a \/proc stat line/);
  });

  it('reads resident and peak memory from status in bytes, and 0 for a process that has none', () => {
    const status = 'Name:\tnode\nVmHWM:\t  318464 kB\nVmRSS:\t  251904 kB\nThreads:\t11\n';
    assert.equal(statusBytes(status, 'VmRSS'), 251_904 * 1024);
    assert.equal(statusBytes(status, 'VmHWM'), 318_464 * 1024);
    assert.equal(statusBytes('Name:\tzombie\nState:\tZ (zombie)\n', 'VmRSS'), 0);
  });

  it("divides the server's CPU time over the window by the requests it answered", () => {
    assert.equal(cpuMsPerRequest(10_000, 14_250, 1_000), 4.25);
    assert.ok(Number.isNaN(cpuMsPerRequest(10_000, 14_250, 0)), 'no answer: no figure, not Infinity');
  });

  it("counts the CPU a server's child process burns, since next start or a cluster may fork", async () => {
    // The child burns CPU until told to stop; its parent here is this test process.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 3000; while (Date.now() < end);']);
    try {
      await once(child, 'spawn');
      assert.ok(processTree(process.pid).includes(child.pid!), 'the child is in the tree');
      const before = treeCpuMs(process.pid);
      const childBefore = treeCpuMs(child.pid!);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const burnt = treeCpuMs(child.pid!) - childBefore;
      assert.ok(burnt > 0, `the child's CPU time grew (by ${burnt} ms)`);
      assert.ok(treeCpuMs(process.pid) - before >= burnt, "the parent's tree counts the child's time");
      assert.ok(treeMemory(process.pid).rssBytes > treeMemory(child.pid!).rssBytes, "the tree's memory includes both");
    } finally {
      child.kill();
    }
  });
});
