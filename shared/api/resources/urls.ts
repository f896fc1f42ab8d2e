// SPEC §7 resource group 'urls': the entity behind a slug (GET /url/entity), which decides a
// page's status before the first byte (DESIGN §4), and the same entity's slugs in the shop's
// other languages (GET /url), which the locale switch and hreflang need.
import * as z from 'zod/mini';

import { brandSchema } from '../../schemas/brand.ts';
import { wrapped } from '../../schemas/common.ts';
import { needSchema } from '../../schemas/need.ts';
import { pageSchema } from '../../schemas/page.ts';
import { productSchema } from '../../schemas/product.ts';
import { categorySchema } from '../../schemas/site.ts';
import { ENTITY_TYPES, type EntityType, type EntityUrl, urlSchema } from '../../schemas/url.ts';
import { ApiError } from '../errors.ts';
import type { CallOptions, Transport } from '../transport.ts';

/** The schema of the entity each entity_type answers. */
export const ENTITY_SCHEMAS = {
  product: productSchema,
  brand: brandSchema,
  need: needSchema,
  page: pageSchema,
  category: categorySchema,
} as const satisfies Record<EntityType, z.ZodMiniType>;
export type EntityOf<T extends EntityType> = z.output<(typeof ENTITY_SCHEMAS)[T]>;

const entityAnswers = new Map<EntityType, z.ZodMiniType>(
  ENTITY_TYPES.map((type) => [type, wrapped(z.object({ entity_type: z.literal(type), entity: ENTITY_SCHEMAS[type] }))]),
);
const urlsAnswer = wrapped(z.array(urlSchema));

export interface EntityLookupOptions {
  /** Sent for products and needs when given; always 1 for CMS pages (SPEC §7). */
  published?: boolean;
  /** Products: the sale plan whose prices are answered. */
  saleplanId?: number;
  /** Categories: depth of the children (1 unless given). */
  depth?: number;
}

export function urlsResource(transport: Transport) {
  return {
    /** GET /url/entity: the entity of `type` whose slug is `slug`, or null (404). */
    async entity<T extends EntityType>(
      type: T,
      slug: string,
      options: EntityLookupOptions = {},
      call?: CallOptions,
    ): Promise<EntityOf<T> | null> {
      const query = {
        entity_type: type,
        slug,
        published: type === 'page' ? true : options.published,
        saleplan_id: type === 'product' ? options.saleplanId : undefined,
        depth: type === 'category' ? (options.depth ?? 1) : undefined,
      };
      const schema = entityAnswers.get(type) as
        z.ZodMiniType<{ data: { entity_type: T; entity: EntityOf<T> } }> | undefined;
      if (!schema) {
        const url = transport.urlFor('url/entity');
        throw new ApiError({
          kind: 'request',
          status: 400,
          message: `Unknown entity type ${JSON.stringify(type)}`,
          url,
          endpoint: 'GET /url/entity',
        });
      }
      const answer = await transport.requestOrNull({
        method: 'GET',
        path: 'url/entity',
        query,
        schema,
        nullWhenNotFound: true,
        call,
      });
      return answer && answer.data.entity;
    },
    /** GET /url: the entity's slug in each language of the shop. */
    async list(type: EntityType, entityId: number, call?: CallOptions): Promise<EntityUrl[]> {
      const query = { entity_type: type, entity_id: entityId };
      return (await transport.request({ method: 'GET', path: 'url', query, schema: urlsAnswer, call })).data;
    },
  };
}
export type UrlsResource = ReturnType<typeof urlsResource>;
