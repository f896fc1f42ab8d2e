// SPEC §7 'GET /shop': the shops of a site URL; "the entry whose url contains the domain is used".
import * as z from 'zod/mini';

import { type Shop, shopSchema } from '../../schemas/site.ts';
import type { CallOptions, Transport } from '../transport.ts';

const shopsAnswer = z.object({ list: z.array(shopSchema) });

/** `https://www.example.it/fr?x` -> `www.example.it`: the domain without scheme the API takes. */
export function domainOf(siteUrl: string): string {
  const withoutScheme = siteUrl.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return withoutScheme.replace(/[/?#].*$/, '').toLowerCase();
}

export function shopResource(transport: Transport) {
  const list = async (siteUrl: string, call?: CallOptions): Promise<Shop[]> =>
    (
      await transport.request({
        method: 'GET',
        path: 'shop',
        query: { url: domainOf(siteUrl) },
        schema: shopsAnswer,
        call,
      })
    ).list;
  return {
    /** GET /shop?url={domain}: every entry of `list`. */
    list,
    /** The entry of GET /shop whose url contains the site's domain, or null. */
    async byUrl(siteUrl: string, call?: CallOptions): Promise<Shop | null> {
      const domain = domainOf(siteUrl);
      const shops = await list(siteUrl, call);
      return shops.find((shop) => shop.url.toLowerCase().includes(domain)) ?? null;
    },
  };
}
export type ShopResource = ReturnType<typeof shopResource>;
