// Streaming through the whole chain (issue 5): the shell leaves before a slow secondary query
// resolves, the page still arrives complete; failures before and after the shell; content that
// tries to close a script stays data.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';

import request from 'supertest';

import type { Seed } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../../server/render/render-page.tsx';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { FIXTURE_NOW, FIXTURE_SEED } from '../../fixtures/catalog-seed.ts';
import { capturingLogger } from '../../helpers/app.ts';
import { catalogFailingOn, usePageApp } from '../../helpers/page-app.ts';
import { jsonLdOf } from '../../helpers/render-view.tsx';

const PAYLOAD = 'Magnésium </script><script>alert(1)</script> \u2028\u2029 <!-- fin';
const seed: Seed = {
  ...FIXTURE_SEED,
  products: FIXTURE_SEED.products.map((product) =>
    product.id === 1
      ? {
          ...product,
          name: { ...product.name, fr: PAYLOAD },
          metaDescription: { ...product.metaDescription, fr: PAYLOAD },
        }
      : product,
  ),
};
const pages = usePageApp(seed, () => FIXTURE_NOW);
const PRODUCT_PATH = '/fr/produit/magnesium-marin';
const FRENCH = { Host: 'be.localhost', Cookie: 'locale=fr-be' };

/** A catalog whose answers to paths containing `part` wait for `release()`. */
function gatedCatalog(part: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  return {
    release,
    held: () => held,
    catalog: {
      fetch: async (incoming: Request) => {
        if (new URL(incoming.url).pathname.includes(part)) {
          held++;
          await gate;
        }
        return pages.catalog.fetch(incoming);
      },
      close: () => {},
    },
  };
}

async function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('streaming', () => {
  it('sends the head and the shell before a slow secondary query resolves, then the rest', async () => {
    const slow = gatedCatalog('/faqs');
    const server = await listen(createApp(pages.deps({}, { catalog: slow.catalog })));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await new Promise<import('node:http').IncomingMessage>((resolve) =>
        get({ port, path: PRODUCT_PATH, headers: { ...FRENCH, 'Accept-Encoding': 'gzip' } }, resolve),
      );
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'gzip', 'compressed, and still streamed');
      const { createGunzip } = await import('node:zlib');
      const body = response.pipe(createGunzip());
      let html = '';
      let releasedAt = -1;
      for await (const chunk of body) {
        html += chunk;
        if (releasedAt === -1 && html.includes('</h1>')) {
          assert.ok(html.includes('<title>'), 'the head came first');
          assert.equal(slow.held(), 1, 'the FAQ query is still waiting while the shell is out');
          assert.ok(!html.includes(`>${fr.product.sections.faq}</h2>`), 'the FAQ is not there yet');
          releasedAt = html.length;
          slow.release();
        }
      }
      assert.ok(releasedAt > 0, 'the shell arrived before the slow query was released');
      assert.ok(html.includes(`>${fr.product.sections.faq}</h2>`), 'the FAQ streamed in after');
      assert.match(
        html.slice(releasedAt),
        /__VITRINE_QUERIES__\|\|=\[\]\)\.push\(\{[^<]*"product-faqs"/,
        'its state right behind it',
      );
      assert.ok(html.endsWith('</body></html>'), 'the document is complete, every state script inside <body>');
    } finally {
      server.close();
    }
  });

  const failingWith = (status: number) => ({
    fetch: async (incoming: Request) =>
      new URL(incoming.url).pathname.endsWith('/url/entity')
        ? Response.json({ message: 'down', statusCode: status }, { status })
        : pages.catalog.fetch(incoming),
    close: () => {},
  });

  it('answers the localised 503 page with Retry-After when the content API fails the critical query, and logs it', async () => {
    const { logger, lines } = capturingLogger('warn');
    const response = await request(createApp(pages.deps({}, { catalog: failingWith(500), logger })))
      .get(PRODUCT_PATH)
      .set(FRENCH);
    assert.equal(response.status, 503);
    assert.equal(response.headers['retry-after'], String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.ok(response.text.includes(`>${fr.errors.serverError.title}</h1>`));
    assert.ok(response.text.includes(fr.errors.unavailable.body.replace(/'/g, '&#x27;')));
    assert.ok(!response.text.includes('down'), 'nothing of the upstream error reaches the page');
    assert.ok(lines.some((line) => line.level === 40 && String(line.msg).startsWith('the content API failed')));
  });

  it('answers the localised 500 page when the content API refuses a call we built, and logs it as an error', async () => {
    const { logger, lines } = capturingLogger('error');
    const response = await request(createApp(pages.deps({}, { catalog: failingWith(400), logger })))
      .get(PRODUCT_PATH)
      .set(FRENCH);
    assert.equal(response.status, 500);
    assert.equal(response.headers['retry-after'], undefined);
    assert.ok(response.text.includes(`>${fr.errors.serverError.title}</h1>`));
    assert.ok(lines.some((line) => line.msg === 'page data could not be loaded'));
  });

  it('keeps the page when a secondary query fails: the section is left to the browser, the failure logged', async () => {
    const { logger, lines } = capturingLogger('error');
    const failing = catalogFailingOn(pages.catalog, '/faqs');
    const response = await request(createApp(pages.deps({}, { catalog: failing, logger })))
      .get(PRODUCT_PATH)
      .set(FRENCH);
    assert.equal(response.status, 200);
    assert.ok(response.text.includes('</h1>') && response.text.includes(`>${fr.product.sections.description}</h2>`));
    assert.ok(response.text.trimEnd().endsWith('</html>'));
    assert.ok(lines.some((line) => line.msg === 'page section failed to render on the server'));
  });
});

describe('content that tries to close a script', () => {
  it('stays inert in the title, the body, the JSON-LD and the query state', async () => {
    const response = await request(pages.app()).get(PRODUCT_PATH).set(FRENCH);
    assert.equal(response.status, 200);
    const html = response.text;
    assert.ok(!html.includes('<script>alert(1)</script>'), 'no script element of the content');
    assert.ok(html.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'), 'escaped as text in the page');
    for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      const body = script.replace(/^<script\b[^>]*>/, '').replace(/<\/script>$/, '');
      assert.ok(!/<\/?script|<!--|[\u2028\u2029]/i.test(body), `a script body stays data: ${body.slice(0, 120)}`);
    }
    const product = jsonLdOf(html).find((item) => item['@type'] === 'Product') as { name: string };
    assert.equal(product.name, PAYLOAD, 'the JSON-LD still carries the exact name');
  });

  it("stays inert in a URL the page writes back (the 401 page's wanted path)", async () => {
    const response = await request(pages.app())
      .get('/fr/product/preview/1?q=</script><script>alert(1)</script>')
      .set(FRENCH);
    assert.equal(response.status, 401);
    assert.ok(!response.text.includes('<script>alert(1)'), 'never a script of the URL');
  });
});
