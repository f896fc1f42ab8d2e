// GET /search/suggest: the search box's six groups of suggestions. Text that holds no word
// (only punctuation or FTS operators) is a search that finds nothing, not an error.
import { z } from 'zod';

import { integer } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { suggest } from '../store/suggest.ts';
import { type EndpointDeps, scoped, scopedQuery } from './context.ts';

const SUGGEST_QUERY = scopedQuery({
  text: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  per_group: integer(1, 10).default(4),
});

export function searchRoutes(router: Router, deps: EndpointDeps): void {
  router.get('/search/suggest', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, SUGGEST_QUERY);
    return json({ data: await suggest(deps.store, scope, query.text, query.per_group) });
  });
}
