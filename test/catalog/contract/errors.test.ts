// What the catalog answers to what it cannot serve: 400 with the parameter named for anything
// a query string can hold, 404 for unknown paths, 405 for wrong methods, never a 500.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiErrorBodySchema } from '../../../shared/schemas/common.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';
import { seededRandom } from '../../helpers/random.ts';

const { catalog } = useFixtureCatalog();

async function call(pathAndQuery: string, init?: RequestInit) {
  const response = await catalog().fetch(new Request(`http://catalog.test/api/v1${pathAndQuery}`, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

const BASE = 'shop_id=1&lang=fr';

describe('bad query parameters', () => {
  const cases: [string, string][] = [
    [`/product?${BASE}&price={`, 'price'],
    [`/product?${BASE}&price={"min":30,"max":5}`, 'price'],
    [`/product?${BASE}&price={"min":-1}`, 'price.min'],
    [`/product?${BASE}&price=[1,2]`, 'price'],
    [`/product?${BASE}&needs=[[[`, 'needs'],
    [`/product?${BASE}&needs={"a":1}`, 'needs'],
    [`/product?${BASE}&needs=[1,2]`, 'needs.0'],
    [`/product?${BASE}&perPage=1e9`, 'perPage'],
    [`/product?${BASE}&perPage=101`, 'perPage'],
    [`/product?${BASE}&perPage=0`, 'perPage'],
    [`/product?${BASE}&page=-1`, 'page'],
    [`/product?${BASE}&page=1.5`, 'page'],
    [`/product?shop_id=__proto__&lang=fr`, 'shop_id'],
    [`/product?shop_id=constructor&lang=fr`, 'shop_id'],
    [`/product?shop_id=999&lang=fr`, 'shop_id'],
    [`/product?shop_id=1&lang=en`, 'lang'],
    [`/product?shop_id=4&lang=fr`, 'lang'],
    [`/product?lang=fr`, 'shop_id'],
    [`/product?shop_id=1`, 'lang'],
    [`/product?shop_id=1&shop_id=2&lang=fr`, 'shop_id'],
    [`/product?${BASE}&saleplan_id=2`, 'saleplan_id'],
    [`/product?${BASE}&orderBy=id;DROP TABLE product`, 'orderBy'],
    [`/product?${BASE}&caracteristics={"__proto__":{"brand":["x"]}}`, ''],
    [`/product?${BASE}&caracteristics={"brnd":["x"]}`, ''],
    [`/product?${BASE}&caracteristics={"brand":"vitalis"}`, 'caracteristics.brand'],
    [`/product?${BASE}&display=hidden`, 'display'],
    [`/product?${BASE}&slugs=a,b,c,d,e,f`, 'slugs'],
    [`/product?${BASE}&text=${'x'.repeat(201)}`, 'text'],
    [`/filtersProducts?${BASE}&price={`, 'price'],
    [`/pages?${BASE}&type=secret`, 'type.0'],
    [`/pages?${BASE}&order=random`, 'order'],
    [`/point-of-sale?${BASE}&radius_km=1e3`, 'radius_km'],
    [`/categories?${BASE}&depth=4`, 'depth'],
    [`/url?${BASE}&entity_type=product&entity_id=abc`, 'entity_id'],
  ];

  for (const [path, parameter] of cases) {
    it(`answers 400 naming ${parameter || 'the parameter'} for ${path.length > 90 ? `${path.slice(0, 90)}…` : path}`, async () => {
      const { status, text } = await call(encodeURI(path));
      assert.equal(status, 400, text);
      const body = apiErrorBodySchema.parse(JSON.parse(text));
      assert.equal(body.statusCode, 400);
      const paths = body.issues!.map((issue) => issue.path);
      if (parameter) assert.ok(paths.includes(parameter), `${paths.join(', ')} should include ${parameter}`);
      else
        assert.ok(
          paths.some((where) => where.startsWith('caracteristics')),
          paths.join(', '),
        );
    });
  }

  it('answers 200 with nothing found for search text that holds no word', async () => {
    const { status, text } = await call(`/product?${BASE}&text=${encodeURIComponent('" OR *')}`);
    assert.equal(status, 200);
    assert.equal(JSON.parse(text).total, 0);
  });

  it('ignores parameters it does not know, whatever their name', async () => {
    for (const extra of ['__proto__=x', 'constructor=1', 'asm=1', 'toString=2']) {
      assert.equal((await call(`/product?${BASE}&${extra}`)).status, 200, extra);
    }
  });
});

describe('paths and methods', () => {
  it('answers 404 in JSON for a path it does not serve', async () => {
    for (const path of ['/nope', '/product/1/2', '/brands', '/%E0%A4%A', '/']) {
      const { status, text, headers } = await call(`${path}?${BASE}`);
      assert.equal(status, 404, path);
      assert.equal(headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(apiErrorBodySchema.parse(JSON.parse(text)).statusCode, 404);
    }
  });

  it('answers 405 with Allow for a method a resource does not take', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { status, headers, text } = await call(`/product?${BASE}`, { method });
      assert.equal(status, 405, method);
      assert.equal(headers.get('allow'), 'GET, HEAD');
      assert.equal(apiErrorBodySchema.parse(JSON.parse(text)).statusCode, 405);
    }
  });

  it('answers HEAD like GET, without the body', async () => {
    const { status, text } = await call(`/product?${BASE}`, { method: 'HEAD' });
    assert.deepEqual([status, text], [200, '']);
  });

  it('reads paths with or without the /api/v1 base, with a trailing slash too', async () => {
    for (const url of [`http://catalog.test/product/?${BASE}`, `http://catalog.test/api/v1/product?${BASE}`]) {
      assert.equal((await catalog().fetch(new Request(url))).status, 200, url);
    }
  });
});

describe('routes added from outside', () => {
  it('pass every request to a pre-handler first, which answers or passes it on with null', async () => {
    const seen: string[] = [];
    catalog().router.use((request) => {
      const { pathname } = new URL(request.url);
      seen.push(pathname);
      return pathname.startsWith('/api/v1/images/')
        ? new Response('png', { headers: { 'content-type': 'image/png' } })
        : null;
    });
    const image = await call('/images/products/1-80.png');
    assert.deepEqual([image.status, image.headers.get('content-type'), image.text], [200, 'image/png', 'png']);
    assert.equal((await call(`/product?${BASE}`)).status, 200);
    assert.deepEqual(seen, ['/api/v1/images/products/1-80.png', '/api/v1/product']);
  });

  it('answer a 500 in JSON when a pre-handler throws', async () => {
    catalog().router.use((request) => {
      if (new URL(request.url).pathname.endsWith('/boom')) throw new Error('boom');
      return null;
    });
    const { status, text } = await call('/boom');
    assert.equal(status, 500);
    assert.deepEqual(apiErrorBodySchema.parse(JSON.parse(text)), {
      message: 'The catalog could not answer this request.',
      statusCode: 500,
    });
  });

  it('serve a GET route added with router.get, with its path parameters decoded', async () => {
    catalog().router.get('/echo/:word', ({ params }) => new Response(JSON.stringify({ word: params.word })));
    assert.equal(JSON.parse((await call('/echo/caf%C3%A9')).text).word, 'café');
  });
});

describe('any query string', () => {
  it('never gets a 500 from any GET route', async () => {
    const random = seededRandom(7);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const paths = catalog()
      .router.list()
      .filter((route) => route.method === 'GET')
      .map((route) => route.pattern.replace(/:id/g, () => pick(['1', '2', '0', '99999999999', 'x'])));
    const names = [
      'shop_id',
      'lang',
      'page',
      'perPage',
      'price',
      'needs',
      'caracteristics',
      'display',
      'text',
      'orderBy',
      'categories',
      'slugs',
      'lat',
      'lng',
      'zipcode',
      'city',
      'radius_km',
      'url',
      'entity_type',
      'entity_id',
      'slug',
      'depth',
      'type',
      'theme',
      'q',
      'per_group',
      'per_page',
      'published',
      '__proto__',
    ];
    const values = [
      '1',
      '0',
      '-1',
      '1e9',
      'NaN',
      'fr',
      'nl',
      '{',
      '[[[',
      '{"min":1}',
      '["sommeil"]',
      '{"brand":["vitalis"]}',
      'new',
      '" OR *',
      "'; DROP TABLE product; --",
      '%',
      '\u0000',
      '🙂',
      'a'.repeat(300),
      '',
      'null',
      'true',
      '{"__proto__":{}}',
    ];
    for (let round = 0; round < 600; round++) {
      const query = new URLSearchParams();
      query.set('shop_id', pick(['1', '2', '1', '3', 'x']));
      query.set('lang', pick(['fr', 'de', 'nl', 'it']));
      for (let count = Math.floor(random() * 5); count > 0; count--) query.append(pick(names), pick(values));
      const path = `${pick(paths)}?${query}`;
      const { status, text } = await call(path);
      assert.ok(status < 500, `${status} for ${path}: ${text}`);
      JSON.parse(text);
    }
  });
});
