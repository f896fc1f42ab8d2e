// SPEC §7 resource group 'search': the suggestions of the search box (type Suggest).
import { wrapped } from '../../schemas/common.ts';
import { type Suggestions, suggestionsSchema } from '../../schemas/search.ts';
import type { CallOptions, Transport } from '../transport.ts';

const suggestionsAnswer = wrapped(suggestionsSchema);

export interface SuggestParams {
  /** 1–100 characters. */
  text: string;
  saleplanId?: number;
  /** Items per group, 1–10 (the API's default is 4). */
  perGroup?: number;
}

export function searchResource(transport: Transport) {
  return {
    /** GET /search/suggest */
    async suggest({ text, saleplanId, perGroup }: SuggestParams, call?: CallOptions): Promise<Suggestions> {
      const query = { text, saleplan_id: saleplanId, per_group: perGroup };
      return (
        await transport.request({ method: 'GET', path: 'search/suggest', query, schema: suggestionsAnswer, call })
      ).data;
    },
  };
}
export type SearchResource = ReturnType<typeof searchResource>;
