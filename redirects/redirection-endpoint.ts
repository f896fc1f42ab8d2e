// The upstream redirection endpoint of SPEC §7: what we ask it (the candidate URLs) and how
// its answer (`data.type` status, `data.url` target) becomes a redirect. Pure, so the API
// redirects middleware and the renderer (entity not found) share one policy.
import { originOf } from '../routes/url-origin.ts';
import { carriedQuery, withQuery } from './query.ts';
import { safeRedirectTarget } from './safe-target.ts';

/** Statuses an answer may carry; anything else is answered with DEFAULT_ENDPOINT_STATUS. */
export const ENDPOINT_REDIRECT_STATUSES = Object.freeze([301, 302, 303, 307, 308] as const);
export type EndpointRedirectStatus = (typeof ENDPOINT_REDIRECT_STATUSES)[number];
export const DEFAULT_ENDPOINT_STATUS: EndpointRedirectStatus = 301;

export interface CandidateRequest {
  /** The country's SITE_URL: candidates name the canonical origin, never the Host header. */
  siteUrl: string;
  /** The path as received, percent-encoded. */
  path: string;
  /** The query as received ('' or `?…`), `page` included: editors store URLs as visitors saw them. */
  search: string;
}

/**
 * The URLs the endpoint is asked about, in SPEC §7 order, duplicates removed. For
 * `/old/page?x=1` on `https://www.example.it`:
 * 1. path with query: `/old/page?x=1`
 * 2. path alone: `/old/page`
 * 3. origin: `https://www.example.it`
 * 4. origin plus path (with its query): `https://www.example.it/old/page?x=1`
 * 5. origin plus pathname: `https://www.example.it/old/page`
 * Without a query, 1 = 2 and 4 = 5, so three candidates remain.
 */
export function redirectCandidates({ siteUrl, path, search }: CandidateRequest): string[] {
  const origin = originOf(siteUrl) ?? '';
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const candidates = [path + query, path, origin, origin + path + query, origin + path];
  return [...new Set(candidates.filter((candidate) => candidate !== ''))];
}

/** The status to answer with; `accepted` is false when the endpoint's status was replaced. */
export function endpointStatus(status: unknown): { status: EndpointRedirectStatus; accepted: boolean } {
  const accepted = (ENDPOINT_REDIRECT_STATUSES as readonly unknown[]).includes(status);
  return { status: accepted ? (status as EndpointRedirectStatus) : DEFAULT_ENDPOINT_STATUS, accepted };
}

export interface EndpointAnswer {
  status: number;
  url: string;
}

export interface EndpointRedirectContext extends CandidateRequest {
  /** Origins of every configured site: the only hosts a target may name. */
  siteOrigins: readonly string[];
}

export type EndpointRedirect =
  | { ok: true; status: EndpointRedirectStatus; location: string; statusAccepted: boolean }
  | { ok: false; reason: 'unsafe target' | 'loop' };

/**
 * Turns an endpoint answer into a redirect: the target must be safe (safeRedirectTarget), a
 * path target is made absolute on the country's site origin, the request's query is carried
 * without `page`, and a target equal to the request URL is refused as a loop.
 */
export function endpointRedirect(answer: EndpointAnswer, context: EndpointRedirectContext): EndpointRedirect {
  const origin = originOf(context.siteUrl) ?? '';
  const requestUrl = origin + context.path + context.search;
  const siteOrigins = origin ? [origin, ...context.siteOrigins] : context.siteOrigins;
  const safe = safeRedirectTarget(answer?.url, { siteOrigins, requestUrl });
  if (safe === null) {
    const loops = safeRedirectTarget(answer?.url, { siteOrigins, requestUrl: '' }) !== null;
    return { ok: false, reason: loops ? 'loop' : 'unsafe target' };
  }
  const location = withQuery(safe.startsWith('/') ? origin + safe : safe, carriedQuery(context.search));
  if (location === requestUrl) return { ok: false, reason: 'loop' };
  const { status, accepted } = endpointStatus(answer.status);
  return { ok: true, status, location, statusAccepted: accepted };
}
