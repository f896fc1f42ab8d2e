// Query strings as decision 007 writes them: arrays comma-joined (`categories=a,b`), structured
// values as JSON (`price={"min":5,"max":20}`), booleans as 1/0 (`no_free=1`, `published=1`),
// repeated keys only where the contract says so (`url=…&url=…` of GET /redirection).
// Absent values (undefined, null, empty arrays) are left out rather than sent empty.

export type QueryScalar = string | number | boolean;

const JSON_PARAM = Symbol('json query parameter');
const REPEATED_PARAM = Symbol('repeated query parameter');

export interface JsonParam {
  readonly [JSON_PARAM]: unknown;
}
export interface RepeatedParam {
  readonly [REPEATED_PARAM]: readonly QueryScalar[];
}

export type QueryValue = QueryScalar | readonly QueryScalar[] | JsonParam | RepeatedParam | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** A value sent as JSON text (`price`, `needs`, `caracteristics`); undefined leaves it out. */
export function jsonParam(value: unknown): JsonParam | undefined {
  return value === undefined ? undefined : { [JSON_PARAM]: value };
}

/** One `key=value` pair per value, instead of one comma-joined pair. */
export function repeatedParam(values: readonly QueryScalar[]): RepeatedParam {
  return { [REPEATED_PARAM]: values };
}

function scalar(value: QueryScalar): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Appends `params` to `search`, skipping the keys in `reserved` (shop_id and lang are ours). */
export function appendQuery(
  search: URLSearchParams,
  params: QueryParams | undefined,
  reserved: ReadonlySet<string> = new Set(),
): void {
  if (!params) return;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || reserved.has(key)) continue;
    if (typeof value === 'object' && JSON_PARAM in value) {
      if (value[JSON_PARAM] !== undefined) search.append(key, JSON.stringify(value[JSON_PARAM]));
    } else if (typeof value === 'object' && REPEATED_PARAM in value) {
      for (const item of value[REPEATED_PARAM]) search.append(key, scalar(item));
    } else if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, value.map(scalar).join(','));
    } else {
      search.append(key, scalar(value as QueryScalar));
    }
  }
}

/** Decision 007: `slugs` takes at most five slugs per call. */
export const MAX_SLUGS_PER_CALL = 5;

/** Slugs in batches of MAX_SLUGS_PER_CALL, duplicates and empty slugs dropped. */
export function slugBatches(slugs: readonly string[]): string[][] {
  const unique = [...new Set(slugs.filter((slug) => slug !== ''))];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_SLUGS_PER_CALL)
    batches.push(unique.slice(start, start + MAX_SLUGS_PER_CALL));
  return batches;
}
