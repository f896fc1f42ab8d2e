// Visitors who leave mid-page (issue 9): a thousand product pages, each abandoned as soon as its
// first bytes arrive while its sections still wait on the content API, leave nothing behind: no
// render in flight, no extra handle, no memory kept, and the server answers as before.
import assert from 'node:assert/strict';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { SEED } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { usePageApp } from '../../helpers/page-app.ts';

const ABORTED = 1_000;
/** Requests before the figures are taken: the heap's caches (code, pools, statements) fill up first. */
const WARM_UP = 400;
const CONCURRENCY = 25;
/** How long each section's content waits, so every page is still streaming when it is left. */
const SECTION_DELAY_MS = 30;

const pages = usePageApp(SEED);
let server: Server;
let deps: AppDeps;
let port: number;
let productPath: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options: { type: 'major'; execution: 'async' }) => Promise<void>;

/** The live heap: the least of a few readings, each after a full collection (one alone is noisy). */
async function liveHeap(): Promise<number> {
  let least = Infinity;
  for (let round = 0; round < 4; round++) {
    await collectGarbage({ type: 'major', execution: 'async' });
    await pause(20);
    least = Math.min(least, process.memoryUsage().heapUsed);
  }
  return least;
}

const handles = () => process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap').length;
const inFlight = async () => (await deps.metrics.rendersInFlight.get()).values[0]?.value ?? 0;

/** GET the page and hang up as soon as its first bytes come; resolves with the status. */
function leaveEarly(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: productPath, headers: { host: 'it.localhost', 'accept-encoding': 'gzip' } },
      (res) => {
        res.once('data', () => {
          req.destroy();
          resolve(res.statusCode!);
        });
      },
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

/** GET the page to its end; resolves with the status and the body. */
function readWhole(path = productPath): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { host: 'it.localhost' } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function inBatches(count: number, run: () => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += CONCURRENCY) {
    statuses.push(...(await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - done) }, run))));
  }
  return statuses;
}

/** Until no render is in flight, and the sections' content calls they left have answered. */
async function settled(): Promise<void> {
  for (let waited = 0; waited < 10_000 && (await inFlight()) > 0; waited += 50) await pause(50);
  await pause(SECTION_DELAY_MS * 10);
}

describe('a thousand visitors who leave mid-stream', () => {
  // Inside the suite: it runs once the catalog of the file's own before hook is open.
  before(async () => {
    const slowSections = {
      async fetch(incoming: Request) {
        if (/\/products\/\d+\/(?:faqs|pages)$/.test(new URL(incoming.url).pathname))
          await new Promise((resolve) => setTimeout(resolve, SECTION_DELAY_MS));
        return pages.catalog.fetch(incoming);
      },
      close: () => {},
    };
    deps = pages.deps({ CONTENT_CACHE: 'off' }, { catalog: slowSections });
    server = createApp(deps).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    const { items } = await deps.content!.client('it-it').products.list({ perPage: 1 });
    productPath = deps.routing.router().href('product', { slug: items[0]!.slug }, 'it-it')!;
  });

  after(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('leave no render in flight, no handle and no memory behind', async () => {
    await inBatches(WARM_UP, leaveEarly);
    await settled();
    const handlesBefore = handles();
    const heapBefore = await liveHeap();

    const statuses = await inBatches(ABORTED, leaveEarly);
    assert.deepEqual([...new Set(statuses)], [200]);
    await settled();

    assert.equal(await inFlight(), 0, 'every aborted render ended');
    assert.ok(handles() <= handlesBefore + 2, `active handles went from ${handlesBefore} to ${handles()}`);
    const grown = ((await liveHeap()) - heapBefore) / 1024 / 1024;
    // This page's HTML alone is about 45 KiB: a render kept per visitor would pass 40 MiB. The live
    // heap still moves by up to ~10 MiB between readings (heap snapshots show ~1 MiB of growth).
    assert.ok(grown < 24, `the heap grew by ${grown.toFixed(1)} MiB`);
  });

  it('still serves whole pages afterwards', async () => {
    const { status, body } = await readWhole();
    assert.equal(status, 200);
    assert.ok(body.trimEnd().endsWith('</html>'));
    assert.equal((await readWhole('/healthz')).status, 200);
  });
});
