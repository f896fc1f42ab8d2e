// The server with the embedded catalog: /api/v1 answered in-process, the redirection endpoint
// asked for unknown paths, brand corners fed from the catalog, readiness and maintenance.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import request from 'supertest';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { loadConfig } from '../../config/env.ts';
import { createApp } from '../../server/app.ts';
import { BRAND_CODES_TTL_MS, createContent } from '../../server/content.ts';
import { createLogger } from '../../server/logger.ts';
import { createMaintenanceSwitch } from '../../server/maintenance-switch.ts';
import { createRouting } from '../../server/routing.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../fixtures/catalog-seed.ts';
import { testDeps } from '../helpers/app.ts';

let dataDir: string;
let catalog: Catalog;
before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-wiring-'));
  catalog = await createCatalog({ dataDir, seed: FIXTURE_SEED, now: () => FIXTURE_NOW });
});
after(async () => {
  await catalog.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server with the embedded catalog', () => {
  it('answers /api/v1 in-process for the browser', async () => {
    const app = createApp(testDeps({}, { catalog }));
    const response = await request(app).get('/api/v1/brands/router?shop_id=5&lang=it').set('Host', 'it.localhost');
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(response.body.data) && response.body.data.length > 0);
    assert.equal(response.headers['set-cookie'], undefined, 'no locale cookie on API answers');
  });

  it('asks the redirection endpoint for paths no route knows', async () => {
    const app = createApp(testDeps({}, { catalog }));
    const response = await request(app).get('/ancienne-page').set('Host', 'be.localhost');
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, 'http://be.localhost:3000/fr/produits');
  });

  it('serves brand corners for the codes the catalog gives', async () => {
    const deps = testDeps({}, { catalog });
    const code = (await catalog.brandCodes(5, 'it'))[0]!;
    assert.equal(deps.routing.router().match('it-it', `/${code}`)?.kind, 'cmsPage', 'unknown before the refresh');
    await deps.content!.refreshBrandCodes();
    assert.equal(deps.routing.router().match('it-it', `/${code}`)?.kind, 'brandCorner');
  });

  it('fetches the brand codes again once they are old, serving the kept ones meanwhile', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const routing = createRouting(config);
    const clock = { at: 1_000_000 };
    let brandCalls = 0;
    const counting = {
      fetch: (request: Request) => {
        if (new URL(request.url).pathname.includes('/brands')) brandCalls += 1;
        return catalog.fetch(request);
      },
      close: () => {},
    };
    const content = createContent({
      config,
      catalog: counting,
      maintenanceSwitch: createMaintenanceSwitch({ forced: false }),
      routing,
      logger: createLogger(config),
      now: () => clock.at,
    });
    const code = (await catalog.brandCodes(5, 'it'))[0]!;
    await content.refreshBrandCodes();
    const afterStart = brandCalls;
    assert.ok(afterStart > 0);
    clock.at += BRAND_CODES_TTL_MS - 1;
    assert.equal(routing.router().match('it-it', `/${code}`)?.kind, 'brandCorner');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(brandCalls, afterStart, 'fresh: nothing fetched');
    clock.at += 2;
    assert.equal(routing.router().match('it-it', `/${code}`)?.kind, 'brandCorner', 'the kept codes meanwhile');
    routing.router();
    // The background fetch runs on the event loop: turn it until the calls are made (or give up).
    for (let turns = 0; brandCalls < 2 * afterStart && turns < 10_000; turns++)
      await new Promise((resolve) => setImmediate(resolve));
    assert.equal(brandCalls, 2 * afterStart, 'old: fetched again, once');
  });

  it("turns maintenance on and off with the content API's maintenance header", async () => {
    const deps = testDeps({}, { catalog });
    const app = createApp(deps);
    assert.equal(await deps.content!.isReachable(), true);
    assert.equal(deps.maintenanceSwitch.isOn(), false);
    await catalog.setMaintenance(true);
    try {
      await deps.content!.isReachable();
      assert.equal(deps.maintenanceSwitch.isOn(), true);
      const page = await request(app).get('/prodotti').set('Host', 'it.localhost');
      assert.equal(page.status, 307);
      assert.equal(page.headers.location, '/manutenzione');
    } finally {
      await catalog.setMaintenance(false);
    }
    await deps.content!.isReachable();
    assert.equal(deps.maintenanceSwitch.isOn(), false);
  });
});
