// The answer cache in front of the server's content clients (server/content.ts): on by default,
// off with CONTENT_CACHE=off, the readiness check always live, the maintenance switch moved by
// live answers only, and its counters in /metrics.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { type Catalog, createCatalog } from '../../../catalog/create-catalog.ts';
import { loadConfig } from '../../../config/env.ts';
import { createContent } from '../../../server/content.ts';
import { createLogger } from '../../../server/logger.ts';
import { createMaintenanceSwitch } from '../../../server/maintenance-switch.ts';
import { createMetrics } from '../../../server/metrics.ts';
import { createRouting } from '../../../server/routing.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../../fixtures/catalog-seed.ts';

describe('createContent with the answer cache', () => {
  let dataDir: string;
  let catalog: Catalog;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-content-cache-'));
    catalog = await createCatalog({ dataDir, seed: FIXTURE_SEED, now: () => FIXTURE_NOW });
  });
  after(async () => {
    await catalog.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function content(env: Record<string, string> = {}) {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const calls: string[] = [];
    const counting = {
      fetch: (request: Request) => (calls.push(new URL(request.url).pathname), catalog.fetch(request)),
      close() {},
    };
    const maintenanceSwitch = createMaintenanceSwitch({ forced: false });
    const metrics = createMetrics({ processMetrics: false });
    const created = createContent({
      config,
      catalog: counting,
      maintenanceSwitch,
      routing: createRouting(config),
      logger: createLogger(config),
      metrics,
    });
    return { content: created, calls, maintenanceSwitch, metrics };
  }

  it('asks the catalog once for the same call, and the readiness check every time', async () => {
    const { content: on, calls, metrics } = content();
    const first = await on.client('it-it').homepage.get();
    const second = await on.client('it-it').homepage.get();
    assert.deepEqual(second, first);
    await on.isReachable();
    await on.isReachable();
    assert.deepEqual(calls, ['/api/v1/homepage', '/api/v1/maintenance', '/api/v1/maintenance']);
    const text = await metrics.registry.metrics();
    assert.match(text, /content_cache_requests_total\{result="hit"\} 1/);
    assert.match(text, /content_cache_requests_total\{result="miss"\} 1/);
    assert.match(text, /content_cache_requests_total\{result="bypass"\} 2/);
    assert.match(text, /content_cache_size\{measure="entries"\} 1/);
  });

  it('is off with CONTENT_CACHE=off', async () => {
    const { content: off, calls } = content({ CONTENT_CACHE: 'off' });
    await off.client('it-it').homepage.get();
    await off.client('it-it').homepage.get();
    assert.equal(calls.length, 2);
  });

  it('moves the maintenance switch with live answers only', async () => {
    const { content: on, maintenanceSwitch } = content();
    await on.client('it-it').homepage.get();
    // A cached answer says nothing of the catalog now: it leaves the switch as it is.
    maintenanceSwitch.setUpstreamSignal(true);
    await on.client('it-it').homepage.get();
    assert.equal(maintenanceSwitch.isOn(), true);
    maintenanceSwitch.setUpstreamSignal(false);
    await catalog.setMaintenance(true);
    try {
      await on.isReachable();
      assert.equal(maintenanceSwitch.isOn(), true, 'the readiness check is live and says maintenance');
      // Its answer emptied the cache: the next call is live too, and keeps maintenance on.
      await on.client('it-it').homepage.get();
      assert.equal(maintenanceSwitch.isOn(), true);
    } finally {
      await catalog.setMaintenance(false);
    }
    await on.client('it-it').homepage.get();
    assert.equal(maintenanceSwitch.isOn(), false);
  });
});
