// SPEC §7 'Generic resource wrapper': GET /{resource}, GET /{resource}/{id}, POST /{resource},
// PUT /{resource}, DELETE /{resource}/{id}, for resources the typed groups do not cover
// (account, cart, order…). The caller gives the answer schemas; an optional body schema checks
// what is sent before it leaves (an ApiError 400 with issues, no call made).
import * as z from 'zod/mini';

import { ApiError } from './errors.ts';
import type { QueryParams } from './query.ts';
import { type AnySchema, type CallOptions, issuesOf, type Transport } from './transport.ts';

export interface GenericResourceSchemas<L extends AnySchema, I extends AnySchema, B extends AnySchema> {
  /** The whole answer of GET /{resource}. */
  list: L;
  /** The whole answer of GET /{resource}/{id}, POST and PUT (and DELETE when it has a body). */
  item: I;
  /** What POST and PUT send. */
  body?: B;
}

export interface GenericResource<L, I, BodyIn> {
  list(params?: QueryParams, call?: CallOptions): Promise<L>;
  get(id: string | number, params?: QueryParams, call?: CallOptions): Promise<I>;
  create(body: BodyIn, call?: CallOptions): Promise<I>;
  update(body: BodyIn, call?: CallOptions): Promise<I>;
  /** Null when the answer has no body (204). */
  remove(id: string | number, call?: CallOptions): Promise<I | null>;
}

const RESOURCE_NAME = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export function genericResource<
  L extends AnySchema,
  I extends AnySchema,
  B extends AnySchema = z.core.$ZodType<unknown, unknown>,
>(
  transport: Transport,
  name: string,
  schemas: GenericResourceSchemas<L, I, B>,
): GenericResource<z.output<L>, z.output<I>, z.input<B>> {
  if (typeof name !== 'string' || !RESOURCE_NAME.test(name)) {
    throw new Error(
      `resource: '${name}' is not a resource name; use letters, digits, '-' and '_', segments joined by '/' (e.g. 'favourites' or 'account/addresses')`,
    );
  }
  if (!schemas?.list || !schemas?.item) throw new Error(`resource '${name}': give the answer schemas { list, item }`);
  const { list, item, body: bodySchema } = schemas;
  const itemPath = `${name}/{id}`;

  function checked(method: 'POST' | 'PUT', body: z.input<B>): unknown {
    if (!bodySchema) return body;
    const parsed = z.safeParse(bodySchema, body);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      kind: 'request',
      status: 400,
      message: `The body of ${method} /${name} is not valid`,
      url: transport.urlFor(name),
      endpoint: `${method} /${name}`,
      issues: issuesOf(parsed.error),
    });
  }

  return {
    list: (params, call) => transport.request({ method: 'GET', path: name, query: params ?? {}, schema: list, call }),
    get: (id, params, call) =>
      transport.request({ method: 'GET', path: itemPath, pathParams: { id }, query: params ?? {}, schema: item, call }),
    create: async (body, call) =>
      transport.request({ method: 'POST', path: name, body: checked('POST', body), schema: item, call }),
    update: async (body, call) =>
      transport.request({ method: 'PUT', path: name, body: checked('PUT', body), schema: item, call }),
    remove: (id, call) =>
      transport.requestOrNull({
        method: 'DELETE',
        path: itemPath,
        pathParams: { id },
        schema: item,
        nullWhenEmpty: true,
        call,
      }),
  };
}
