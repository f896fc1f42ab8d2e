// SPEC §7 resource group 'brands': the router list (brand-corner routes), the brand-corner codes,
// one brand and its FAQ. "On failure the error is logged and an empty list used": router()
// throws like every call; routerOrEmpty is that fallback, logging through the caller's logger.
import * as z from 'zod/mini';

import { type Brand, brandSchema, type FaqEntry, faqEntrySchema } from '../../schemas/brand.ts';
import { wrapped } from '../../schemas/common.ts';
import type { CallOptions, Transport } from '../transport.ts';

const brandsAnswer = wrapped(z.array(brandSchema));
const brandAnswer = wrapped(brandSchema);
const codesAnswer = wrapped(z.array(z.string()));
const faqsAnswer = wrapped(z.array(faqEntrySchema));

export function brandsResource(transport: Transport) {
  async function router(call?: CallOptions): Promise<Brand[]> {
    return (await transport.request({ method: 'GET', path: 'brands/router', schema: brandsAnswer, call })).data;
  }
  return {
    /** GET /brands/router */
    router,
    /** GET /brands/router, or [] when it fails; the failure is handed to `logError`. Never rejects. */
    async routerOrEmpty(logError: (error: unknown) => void, call?: CallOptions): Promise<Brand[]> {
      try {
        return await router(call);
      } catch (error) {
        try {
          logError(error);
        } catch {
          // A failing logger must not take the page down with it.
        }
        return [];
      }
    },
    /** GET /brands/codes: the brand-corner codes of `{prefix}/{brand}/…` routes. */
    async codes(call?: CallOptions): Promise<string[]> {
      return (await transport.request({ method: 'GET', path: 'brands/codes', schema: codesAnswer, call })).data;
    },
    /** GET /brands/{id} */
    async get(id: number, call?: CallOptions): Promise<Brand> {
      return (
        await transport.request({ method: 'GET', path: 'brands/{id}', pathParams: { id }, schema: brandAnswer, call })
      ).data;
    },
    /** GET /brands/{id}/faqs */
    async faqs(id: number, call?: CallOptions): Promise<FaqEntry[]> {
      return (
        await transport.request({
          method: 'GET',
          path: 'brands/{id}/faqs',
          pathParams: { id },
          schema: faqsAnswer,
          call,
        })
      ).data;
    },
  };
}
export type BrandsResource = ReturnType<typeof brandsResource>;
