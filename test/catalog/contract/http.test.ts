// The catalog's fetch handler behind a real node:http server, with a small adapter written
// here: the answers cross the socket unchanged.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';

import { apiErrorBodySchema, paginated, wrapped } from '../../../shared/schemas/common.ts';
import { productListItemSchema } from '../../../shared/schemas/product.ts';
import { submissionReceiptSchema } from '../../../shared/schemas/submissions.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

let server: Server;
let base: string;

/** node:http request -> Fetch Request -> catalog -> node:http response. */
function adapter(handler: (request: Request) => Promise<Response>) {
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method!,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    respond(req, res).catch((error: unknown) => res.destroy(error as Error));
  };
}

useFixtureCatalog({
  setUp: async ({ catalog }) => {
    server = createServer(adapter((request) => catalog.fetch(request)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  },
  tearDown: async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

describe('the catalog over HTTP', () => {
  it('answers a filtered product list as JSON', async () => {
    const response = await fetch(
      `${base}/product?shop_id=1&lang=fr&needs=${encodeURIComponent('["digestion"]')}&orderBy=price_asc`,
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    const body = paginated(productListItemSchema).parse(await response.json());
    assert.deepEqual(
      body.items.map((item) => item.id),
      [8, 7, 4, 3],
    );
  });

  it('takes a contact request posted as JSON', async () => {
    const response = await fetch(`${base}/contact?shop_id=1&lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        civility: 'ms',
        firstname: 'Léa',
        lastname: 'Martin',
        email: 'lea@example.be',
        zipcode: '1000',
        city: 'Bruxelles',
        country: 'be',
        profile: 'consumer',
        subject: 'other',
        message: 'Bonjour',
        newsletter: false,
        locale: 'fr-be',
      }),
    });
    assert.equal(response.status, 201);
    wrapped(submissionReceiptSchema).parse(await response.json());
  });

  it('answers errors in JSON: 400, 404, 413', async () => {
    const bad = await fetch(`${base}/product?shop_id=__proto__&lang=fr`);
    assert.equal(bad.status, 400);
    assert.equal(apiErrorBodySchema.parse(await bad.json()).issues![0]!.path, 'shop_id');
    const missing = await fetch(`${base}/nothing-here`);
    assert.equal(missing.status, 404);
    const large = await fetch(`${base}/newsletter?shop_id=3&lang=es`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(20_000) }),
    });
    assert.equal(large.status, 413);
  });
});
