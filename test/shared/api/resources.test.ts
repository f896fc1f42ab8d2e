import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { createApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { MAX_REDIRECTION_URL_LENGTH } from '../../../shared/api/resources/redirection.ts';
import type { FetchLike } from '../../../shared/api/transport.ts';
import { rejection } from '../../helpers/api-error.ts';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests, last: () => requests.at(-1)! };
}

const api = (fetch: FetchLike) =>
  createApiClient({ baseUrl: 'http://catalog.internal/api/v1', fetch, shopId: 2, lang: 'it' });

/** The path and the caller's query of a request, without the shop_id and lang every call has. */
function asked(request: Request): { method: string; path: string; query: Record<string, string | string[]> } {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (key === 'shop_id' || key === 'lang') continue;
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return { method: request.method, path: url.pathname.replace('/api/v1', ''), query };
}

const image = { url: '/api/v1/images/product/probio-80.png', alt: 'Probio' };
const brand = {
  id: 4,
  code: 'probio',
  name: 'Probio',
  slug: 'probio',
  color: '#00aa88',
  logo: { url: '/api/v1/images/brand/probio-140.png', alt: 'Probio' },
  baseline: 'Le microbiote',
  description: 'Une marque',
};
const productItem = (id: number, slug: string) => ({
  id,
  name: slug,
  slug,
  brand: { id: brand.id, name: brand.name, slug: brand.slug, color: brand.color, logo: brand.logo },
  promoted: false,
  is_new_from: null,
  is_new_to: null,
  is_new_formulae: false,
  special_offer: false,
  out_of_stock_label: null,
  price: { public: 19.9, own: 17.5, currency: { code: 'EUR', symbol: '€' } },
  caracteristics: { small_image: { value: image }, image: { value: image }, large_image: { value: image } },
  needs: [],
  galenic_form: { id: 1, label: 'Capsule', slug: 'capsule' },
});
const page = (id: number, slug: string) => ({
  id,
  type: 'advice',
  title: slug,
  slug,
  summary: '',
  blocks: [{ kind: 'paragraph', text: 'Testo' }],
  thumbnail: image,
  vertical_image: image,
  theme: null,
  brand_id: null,
  published_at: '2024-05-01T00:00:00Z',
  meta_description: '',
});
const list = <T>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 12 });

describe('API resources', () => {
  describe('products.list', () => {
    it('writes arrays comma-joined, price, needs and caracteristics as JSON, and no_free=1', async () => {
      const fake = fakeFetch(() => json(list([productItem(1, 'probio-a')])));
      const answer = await api(fake.fetch).products.list({
        categories: ['probiotici', 'vitamine'],
        page: 2,
        perPage: 24,
        price: { min: 5, max: 30 },
        needs: ['sonno', 'stress'],
        orderBy: 'price_desc',
        text: 'flora',
        saleplanId: 7,
        caracteristics: { brand: ['probio'], flavour: ['limone', 'menta'] },
        display: ['new', 'promoted'],
      });
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/product',
        query: {
          categories: 'probiotici,vitamine',
          price: '{"min":5,"max":30}',
          needs: '["sonno","stress"]',
          text: 'flora',
          saleplan_id: '7',
          no_free: '1',
          caracteristics: '{"brand":["probio"],"flavour":["limone","menta"]}',
          display: 'new,promoted',
          page: '2',
          perPage: '24',
          orderBy: 'price_desc',
        },
      });
      assert.equal(answer.total, 1);
      assert.equal(answer.items[0]?.slug, 'probio-a');
    });

    it('leaves empty selections out, and no_free out when noFree is false', async () => {
      const fake = fakeFetch(() => json(list([])));
      await api(fake.fetch).products.list({
        categories: [],
        needs: [],
        price: {},
        caracteristics: { brand: [] },
        display: [],
        noFree: false,
      });
      assert.deepEqual(asked(fake.last()).query, {});
    });

    it('writes published as 1 or 0', async () => {
      const fake = fakeFetch(() => json(list([])));
      await api(fake.fetch).products.list({ published: true });
      assert.equal(asked(fake.last()).query.published, '1');
      await api(fake.fetch).products.list({ published: false });
      assert.equal(asked(fake.last()).query.published, '0');
    });
  });

  describe('products', () => {
    it('asks the facet counts of a selection with caracteristics_select and the expertise category', async () => {
      const facets = {
        products: 3,
        display: [],
        brand: [{ slug: 'probio', label: 'Probio', count: 3 }],
        need: [],
        active_ingredient: [],
        diner_type: [],
        flavour: [],
        galenic_format: [],
      };
      const fake = fakeFetch(() => json({ data: facets }));
      const answer = await api(fake.fetch).products.filters({
        category: 'micronutrizione',
        caracteristicsSelect: ['brand', 'flavour'],
        text: 'zinco',
      });
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/filtersProducts',
        query: { text: 'zinco', no_free: '1', category: 'micronutrizione', caracteristics_select: 'brand,flavour' },
      });
      assert.deepEqual(answer, facets);
    });

    it('asks four pages of a product unless told otherwise', async () => {
      const fake = fakeFetch(() => json({ data: [page(1, 'consiglio')] }));
      const pages = await api(fake.fetch).products.pages(12);
      assert.deepEqual(asked(fake.last()), { method: 'GET', path: '/products/12/pages', query: { per_page: '4' } });
      assert.equal(pages[0]?.slug, 'consiglio');
    });

    it('asks products by slugs five at a time and answers them in order', async () => {
      const fake = fakeFetch((request) => {
        const slugs = new URL(request.url).searchParams.get('slugs')!.split(',');
        return json(list(slugs.map((slug, index) => productItem(index + 1, slug))));
      });
      const slugs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
      const products = await api(fake.fetch).products.bySlugs(slugs);
      assert.deepEqual(
        fake.requests.map((request) => asked(request).query),
        [
          { slugs: 'a,b,c,d,e', perPage: '5' },
          { slugs: 'f,g', perPage: '2' },
        ],
      );
      assert.deepEqual(
        products.map((product) => product.slug),
        slugs,
      );
    });
  });

  describe('page and need', () => {
    it('asks the pages index with published as 1', async () => {
      const fake = fakeFetch(() => json(list([page(1, 'a')])));
      await api(fake.fetch).page.index({ type: 'need', published: true, order: 'order' });
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/pages',
        query: { type: 'need', published: '1', order: 'order' },
      });
    });

    it('asks the pages of all needs or of one need', async () => {
      const fake = fakeFetch(() => json({ data: [] }));
      await api(fake.fetch).need.pages();
      await api(fake.fetch).need.pages({ id: 5, perPage: 2 });
      assert.deepEqual(
        fake.requests.map((request) => asked(request)),
        [
          { method: 'GET', path: '/need/pages', query: { per_page: '4' } },
          { method: 'GET', path: '/need/5/pages', query: { per_page: '2' } },
        ],
      );
    });
  });

  describe('redirection.lookup', () => {
    const candidates = ['/vecchia?x=1', '/vecchia', 'https://www.vitrine.example'];

    it('sends each candidate as its own url parameter and answers the status and target', async () => {
      const fake = fakeFetch(() => json({ data: { type: 302, url: '/nuova' } }));
      assert.deepEqual(await api(fake.fetch).redirection.lookup(candidates), { status: 302, url: '/nuova' });
      assert.deepEqual(asked(fake.last()), { method: 'GET', path: '/redirection', query: { url: candidates } });
    });

    it('answers null when the endpoint knows none of them (404)', async () => {
      const fake = fakeFetch(() => json({ message: 'No redirection', statusCode: 404 }, { status: 404 }));
      assert.equal(await api(fake.fetch).redirection.lookup(candidates), null);
    });

    it('still throws other failures, for the caller to log', async () => {
      const fake = fakeFetch(() => json({ message: 'down', statusCode: 500 }, { status: 500 }));
      assert.equal((await rejection(api(fake.fetch).redirection.lookup(candidates))).status, 500);
    });

    it('asks nothing without candidates, and at most five', async () => {
      const fake = fakeFetch(() => json({ data: { type: 301, url: '/x' } }));
      assert.equal(await api(fake.fetch).redirection.lookup([]), null);
      assert.equal(fake.requests.length, 0);
      await api(fake.fetch).redirection.lookup(['/1', '/2', '/3', '/4', '/5', '/6']);
      assert.deepEqual(asked(fake.last()).query.url, ['/1', '/2', '/3', '/4', '/5']);
    });

    it('never sends a candidate longer than the endpoint takes (it would answer 400), and asks nothing when none is left', async () => {
      const fake = fakeFetch(() => json({ message: 'No redirection', statusCode: 404 }, { status: 404 }));
      const long = `/${'a'.repeat(MAX_REDIRECTION_URL_LENGTH)}`;
      await api(fake.fetch).redirection.lookup([long, '/short', `https://www.vitrine.example${long}`]);
      assert.deepEqual(asked(fake.last()).query.url, '/short');
      assert.equal(await api(fake.fetch).redirection.lookup([long]), null);
      assert.equal(fake.requests.length, 1);
    });
  });

  describe('urls', () => {
    it('answer the entity behind a slug', async () => {
      const fake = fakeFetch(() => json({ data: { entity_type: 'brand', entity: brand } }));
      const found = await api(fake.fetch).urls.entity('brand', 'probio');
      assert.deepEqual(found, brand);
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/url/entity',
        query: { entity_type: 'brand', slug: 'probio' },
      });
    });

    it('answer null for a slug the API does not know (404)', async () => {
      const fake = fakeFetch(() => json({ message: 'Unknown slug', statusCode: 404 }, { status: 404 }));
      assert.equal(await api(fake.fetch).urls.entity('product', 'nessuno'), null);
    });

    it('always ask published CMS pages and categories with depth 1', async () => {
      const fake = fakeFetch(() => json({ message: 'Unknown slug', statusCode: 404 }, { status: 404 }));
      await api(fake.fetch).urls.entity('page', 'chi-siamo', { published: false });
      await api(fake.fetch).urls.entity('category', 'probiotici');
      await api(fake.fetch).urls.entity('product', 'probio-a', { saleplanId: 7 });
      assert.deepEqual(
        fake.requests.map((request) => asked(request).query),
        [
          { entity_type: 'page', slug: 'chi-siamo', published: '1' },
          { entity_type: 'category', slug: 'probiotici', depth: '1' },
          { entity_type: 'product', slug: 'probio-a', saleplan_id: '7' },
        ],
      );
    });

    it('refuse an entity of another type than the one asked, as a 502', async () => {
      const fake = fakeFetch(() => json({ data: { entity_type: 'need', entity: brand } }));
      assert.equal((await rejection(api(fake.fetch).urls.entity('brand', 'probio'))).status, 502);
    });

    it("list the entity's slugs in each language", async () => {
      const urls = [
        { entity_type: 'need', entity_id: 5, lang: 'fr', slug: 'sommeil' },
        { entity_type: 'need', entity_id: 5, lang: 'nl', slug: 'slaap' },
      ];
      const fake = fakeFetch(() => json({ data: urls }));
      assert.deepEqual(await api(fake.fetch).urls.list('need', 5), urls);
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/url',
        query: { entity_type: 'need', entity_id: '5' },
      });
    });
  });

  describe('brands', () => {
    it('answer the router list', async () => {
      const fake = fakeFetch(() => json({ data: [brand] }));
      assert.deepEqual(await api(fake.fetch).brands.router(), [brand]);
      assert.equal(asked(fake.last()).path, '/brands/router');
    });

    it('fall back to an empty router list on failure, handing the error to the logger', async () => {
      const logged: unknown[] = [];
      const fake = fakeFetch(() => json({ message: 'down', statusCode: 503 }, { status: 503 }));
      assert.deepEqual(await api(fake.fetch).brands.routerOrEmpty((error) => logged.push(error)), []);
      assert.equal(logged.length, 1);
      assert.ok(logged[0] instanceof ApiError);
      assert.equal((logged[0] as ApiError).status, 503);
    });

    it('fall back to an empty router list on a malformed answer too', async () => {
      const logged: unknown[] = [];
      const fake = fakeFetch(() => json({ data: [{ id: 'x' }] }));
      assert.deepEqual(await api(fake.fetch).brands.routerOrEmpty((error) => logged.push(error)), []);
      assert.equal((logged[0] as ApiError).status, 502);
    });

    it('log nothing when the router list comes', async () => {
      const logged: unknown[] = [];
      const fake = fakeFetch(() => json({ data: [brand] }));
      assert.deepEqual(await api(fake.fetch).brands.routerOrEmpty((error) => logged.push(error)), [brand]);
      assert.deepEqual(logged, []);
    });
  });

  describe('shop', () => {
    it('asks by domain without scheme and picks the entry whose url contains it', async () => {
      const shop = (id: number, url: string) => ({
        id,
        url,
        country: 'it',
        languages: [{ label: 'Italiano', code: 'it' }],
        salesplans: [{ id: 1, currency: { code: 'EUR', symbol: '€' } }],
      });
      const fake = fakeFetch(() =>
        json({ list: [shop(1, 'https://www.vitrine.example'), shop(5, 'https://www.vitrine-it.example')] }),
      );
      const found = await api(fake.fetch).shop.byUrl('https://www.vitrine-it.example/prodotti');
      assert.equal(found?.id, 5);
      assert.deepEqual(asked(fake.last()).query, { url: 'www.vitrine-it.example' });
      assert.equal(await api(fake.fetch).shop.byUrl('https://elsewhere.example'), null);
    });
  });

  describe('pointOfSale.search', () => {
    it('asks around a point, with the radius and the advice flag', async () => {
      const fake = fakeFetch(() => json(list([])));
      await api(fake.fetch).pointOfSale.search({ lat: 45.46, lng: 9.19, radiusKm: 10, advice: true });
      assert.deepEqual(asked(fake.last()), {
        method: 'GET',
        path: '/point-of-sale',
        query: { lat: '45.46', lng: '9.19', radius_km: '10', advice: '1' },
      });
    });
  });

  describe('submissions', () => {
    const contact = {
      civility: 'ms' as const,
      firstname: 'Anna',
      lastname: 'Rossi',
      email: 'anna@example.it',
      zipcode: '20100',
      city: 'Milano',
      country: 'IT',
      profile: 'consumer' as const,
      subject: 'other' as const,
      message: 'Ciao',
      newsletter: false,
      locale: 'it-it',
    };

    it('post the contact request as JSON and answer the receipt', async () => {
      const fake = fakeFetch(() => json({ data: { id: 9, created_at: '2024-05-01T10:00:00Z' } }, { status: 201 }));
      const receipt = await api(fake.fetch).contact.send(contact);
      assert.equal(fake.last().method, 'POST');
      assert.equal(fake.last().headers.get('content-type'), 'application/json');
      assert.deepEqual(await fake.last().json(), contact);
      assert.deepEqual(receipt, { id: 9, created_at: '2024-05-01T10:00:00Z' });
    });

    it("throw the API's field issues when it refuses the request", async () => {
      const issues = [{ path: 'email', message: 'Invalid email' }];
      const fake = fakeFetch(() =>
        json({ message: 'Invalid contact request', statusCode: 400, issues }, { status: 400 }),
      );
      const error = await rejection(api(fake.fetch).contact.send({ ...contact, email: 'nope' }));
      assert.equal(error.status, 400);
      assert.deepEqual(error.issues, issues);
    });
  });

  describe('generic resource', () => {
    const favourite = z.object({ id: z.number(), product_id: z.number() });
    const schemas = {
      list: z.object({ data: z.array(favourite) }),
      item: z.object({ data: favourite }),
      body: z.object({ product_id: z.number().int() }),
    };

    it('lists, gets, creates, updates and removes with GET, GET, POST, PUT and DELETE', async () => {
      const fake = fakeFetch((request) => {
        if (request.method === 'DELETE') return new Response(null, { status: 204 });
        if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/favourites'))
          return json({ data: [{ id: 3, product_id: 7 }] });
        return json({ data: { id: 3, product_id: 7 } });
      });
      const favourites = api(fake.fetch).resource('favourites', schemas);
      assert.deepEqual(await favourites.list({ page: 1 }), { data: [{ id: 3, product_id: 7 }] });
      assert.deepEqual(await favourites.get(3), { data: { id: 3, product_id: 7 } });
      await favourites.create({ product_id: 7 });
      await favourites.update({ product_id: 7 });
      assert.equal(await favourites.remove(3), null);
      assert.deepEqual(
        fake.requests.map((request) => `${request.method} ${asked(request).path}`),
        ['GET /favourites', 'GET /favourites/3', 'POST /favourites', 'PUT /favourites', 'DELETE /favourites/3'],
      );
      assert.deepEqual(await fake.requests[2]!.json(), { product_id: 7 });
    });

    it('validates the answer with the schema it was given', async () => {
      const fake = fakeFetch(() => json({ data: { id: 'three' } }));
      assert.equal((await rejection(api(fake.fetch).resource('favourites', schemas).get(3))).status, 502);
    });

    it('refuses a body its body schema rejects, without sending it', async () => {
      const fake = fakeFetch(() => json({}));
      const error = await rejection(api(fake.fetch).resource('favourites', schemas).create({ product_id: 1.5 }));
      assert.equal(error.status, 400);
      assert.deepEqual(
        error.issues?.map((issue) => issue.path),
        ['product_id'],
      );
      assert.equal(fake.requests.length, 0);
    });

    it('refuses a name that is not a resource path', () => {
      const fake = fakeFetch(() => json({}));
      assert.throws(() => api(fake.fetch).resource('../admin', schemas), /not a resource name/);
      assert.throws(() => api(fake.fetch).resource('http://evil.example/x', schemas), /not a resource name/);
    });
  });
});
