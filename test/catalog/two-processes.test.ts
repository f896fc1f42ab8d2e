// Two processes starting at once on a fresh DATA_DIR: one seeds, the other waits for the lock,
// finds the seed and leaves it alone. Both serve the same content from one copy of the seed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { FIXTURE_SEED } from '../fixtures/catalog-seed.ts';

const CHILD = fileURLToPath(new URL('../fixtures/catalog-child.ts', import.meta.url));

function startChild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ready = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (line === 'ready') resolve();
    });
  });
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, lines, stderr }));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  void exited.then(() => clearTimeout(timer));
  return { ready, exited };
}

describe('two processes opening a fresh DATA_DIR at once', () => {
  it('both succeed, one of them seeds, both report the same counts, and the file holds one copy of the seed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-two-'));
    try {
      const children = [startChild(dataDir), startChild(dataDir)];
      await Promise.race([
        Promise.all(children.map((child) => child.ready)),
        Promise.all(children.map((child) => child.exited)),
      ]);
      await writeFile(join(dataDir, 'go'), '');
      const results = await Promise.all(children.map((child) => child.exited));

      for (const result of results) assert.equal(result.code, 0, result.stderr);
      const reports = results.map(
        (result) => JSON.parse(result.lines.at(-1)!) as { seeded: boolean; counts: Record<string, number> },
      );
      assert.deepEqual(reports.map((report) => report.seeded).sort(), [false, true], 'exactly one process seeds');
      assert.deepEqual(reports[0]!.counts, { products: 8, pages: 7, needs: 4, brands: 2 });
      assert.deepEqual(reports[1]!.counts, reports[0]!.counts);

      const db = new DatabaseSync(join(dataDir, 'catalog.sqlite'), { readOnly: true });
      const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
      assert.equal(count('SELECT count(*) AS n FROM product'), FIXTURE_SEED.products.length);
      assert.equal(count('SELECT count(*) AS n FROM product_text'), FIXTURE_SEED.products.length * 5);
      assert.equal(count('SELECT count(*) AS n FROM product_fts_fr'), FIXTURE_SEED.products.length);
      assert.equal(count('SELECT count(*) AS n FROM faq'), 13);
      assert.equal(count("SELECT count(*) AS n FROM meta WHERE key = 'seed_hash'"), 1);
      db.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
