// SPEC §4 'Redirection', §7 'GET redirection endpoint': asked about the candidate URLs of a
// request no route matched; `data.type` is the status and `data.url` the target. A 404 is a miss.
import { wrapped } from '../../schemas/common.ts';
import { redirectionSchema } from '../../schemas/site.ts';
import { repeatedParam } from '../query.ts';
import type { CallOptions, Transport } from '../transport.ts';

const redirectionAnswer = wrapped(redirectionSchema);

/** Decision 007: `url` is repeated, at most five candidates. */
export const MAX_REDIRECTION_CANDIDATES = 5;
/** The longest candidate the endpoint takes (a longer one is a 400): such URLs are never asked about. */
export const MAX_REDIRECTION_URL_LENGTH = 2000;

export interface RedirectionAnswer {
  status: number;
  url: string;
}

export function redirectionResource(transport: Transport) {
  return {
    /**
     * GET /redirection?url=…&url=…, the candidates in the order given (the first five are
     * sent; empty and over-long ones are left out). Null when the endpoint knows none of them
     * (404) or no candidate is left.
     */
    async lookup(candidates: readonly string[], call?: CallOptions): Promise<RedirectionAnswer | null> {
      const urls = candidates
        .filter((candidate) => candidate !== '' && candidate.length <= MAX_REDIRECTION_URL_LENGTH)
        .slice(0, MAX_REDIRECTION_CANDIDATES);
      if (urls.length === 0) return null;
      const answer = await transport.requestOrNull({
        method: 'GET',
        path: 'redirection',
        query: { url: repeatedParam(urls) },
        schema: redirectionAnswer,
        nullWhenNotFound: true,
        call,
      });
      return answer && { status: answer.data.type, url: answer.data.url };
    },
  };
}
export type RedirectionResource = ReturnType<typeof redirectionResource>;
