// The static redirect engine (SPEC §2.2 'Legacy redirects', §4 'Redirection', §9): rules are
// compiled once per country into maps and a short list of prefix + suffix checks; a request is
// answered by a few map lookups, with no regular expression built from data and nothing worse
// than linear in the length of the URL. Precedence: docs/decisions/006-redirects.md.
import { LRUCache } from 'lru-cache';

import { carriedQuery, withQuery } from './query.ts';
import { isSlug, type RedirectRule, SLUG_TOKEN, STATIC_REDIRECT_CODE } from './rule.ts';
import { safeRedirectTarget } from './safe-target.ts';

/**
 * Requests that matched no rule lately, by origin, host, path and query. Nearly every request
 * matches none, and a site's pages come again and again: the answer, a function of the request
 * and of rules compiled once, is remembered instead of being worked out again (about 14 µs).
 */
export const MISSES_KEPT = 5_000;

/** Path segments of the old site that are removed by a 301 (`/fr/en-ce-moment/promo` -> `/fr/promo`). */
export const STRIPPED_PATH_PIECES: readonly string[] = Object.freeze(['en-ce-moment', 'op-dit-moment']);

export interface RedirectRequest {
  /** Scheme and host as requested: `https://www.example.be`, `http://be.localhost:3000`. */
  origin: string;
  /** The requested host (a port is allowed); URL rules are only consulted for hosts they name. */
  host: string;
  /** The path as received, percent-encoded, starting with '/'. */
  path: string;
  /** The query as received: '' or `?a=1&b=2`. */
  search: string;
}

/** What answered: a full-URL rule, a path rule, ROOT_REDIRECT, or the stripped path pieces. */
export type RedirectSource = 'url' | 'path' | 'root' | 'stripped';

export interface StaticRedirect {
  status: 301;
  /** Absolute URL: the country's site origin (or a rule's own URL) + path + carried query. */
  location: string;
  /** Only a full-URL rule depends on the requested scheme and host (caching, logs). */
  source: RedirectSource;
}

export interface RedirectEngineOptions {
  /** The country's SITE_URL: relative targets and `{site}`, `{host}`, `{bare}` come from its origin. */
  siteUrl: string;
  /** Origins an absolute target may point to; the country's own origin is always allowed. */
  siteOrigins?: readonly string[];
  /** ROOT_REDIRECT: the site path `/` is sent to; null or absent to leave `/` alone. */
  rootRedirect?: string | null;
  /** Rules from the ops file; they take precedence over the table and ROOT_REDIRECT. */
  extraRules?: readonly RedirectRule[];
  /**
   * Locale prefixes of the table's targets (written in the per-locale reading, SPEC §2.1) and
   * what they become in the configured reading: `{ '/fr': '', '/nl': '/nl-be' }` under
   * ROUTE_PREFIX_MODE=locale-code. Ops rules and ROOT_REDIRECT are written for the deployment
   * and are not rewritten.
   */
  targetPrefixes?: Readonly<Record<string, string>>;
}

export interface RedirectEngine {
  /** The redirect for a GET or HEAD request, or null when it should be served as it is. */
  findRedirect(request: RedirectRequest): StaticRedirect | null;
  /** Number of compiled rules (table and extra rules, ROOT_REDIRECT included). */
  readonly size: number;
}

/** Thrown at compile time; the message names every bad rule and why. */
export class RedirectRuleError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid redirect rules:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'RedirectRuleError';
  }
}

/** A target split around the carried slug: `head + slug + tail`, or just `head`. */
interface Target {
  head: string;
  tail: string | null;
}

interface PlaceholderRule {
  /** Matched against `origin + path` (full-URL rule) or the path alone. */
  url: boolean;
  prefix: string;
  suffix: string;
  target: Target;
}

interface RuleSet {
  byUrl: Map<string, Target>;
  byPath: Map<string, Target>;
  placeholders: PlaceholderRule[];
}

const SITE_TOKEN = '{site}';
const HOST_TOKEN = /^(https?:\/\/)\{(host|bare)\}(?=[/?#]|$)/;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const FORBIDDEN_IN_FROM = /[\u0000-\u0020\\\u007f?#]/;
/** Slugs a target is checked with at compile time: the shortest and one with a slash. */
const SAMPLE_SLUGS = ['x', 'a-1/b-2'];

/** `/a/b/` and `/a/b` match the same rules; `/` stays `/`. */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}

/** Lower-cased host name without port or trailing dot: `WWW.Example.be.:443` gives `www.example.be`. */
export function hostName(host: string): string {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  const colon = text.lastIndexOf(':');
  const name = colon === -1 ? text : text.slice(0, colon);
  let end = name.length;
  while (end > 0 && name.charCodeAt(end - 1) === 46) end -= 1;
  return name.slice(0, end);
}

/**
 * `scheme://host[:port]` as the URL parser writes an origin: lower case, no default port, no
 * trailing dot. Never throws; garbage stays garbage and simply matches no rule.
 */
export function normalizeOrigin(origin: string): string {
  const text = origin.trim().toLowerCase();
  const separator = text.indexOf('://');
  if (separator === -1) return text;
  const scheme = text.slice(0, separator);
  const authority = text.slice(separator + 3);
  const colon = authority.startsWith('[') ? authority.indexOf(':', authority.indexOf(']')) : authority.lastIndexOf(':');
  let name = colon === -1 ? authority : authority.slice(0, colon);
  const port = colon === -1 ? '' : authority.slice(colon + 1);
  while (name.endsWith('.')) name = name.slice(0, -1);
  const defaultPort = (scheme === 'http' && port === '80') || (scheme === 'https' && port === '443');
  return `${scheme}://${name}${port && !defaultPort ? `:${port}` : ''}`;
}

/**
 * The path with every `en-ce-moment` / `op-dit-moment` segment (and empty segments) removed,
 * or null when it has none: `/fr/en-ce-moment/promo` gives `/fr/promo`, `/nl/op-dit-moment` `/nl`.
 */
export function stripPathPieces(path: string): string | null {
  if (!STRIPPED_PATH_PIECES.some((piece) => path.includes(piece))) return null;
  const segments = path.split('/');
  if (!segments.some((segment) => STRIPPED_PATH_PIECES.includes(segment))) return null;
  const kept = segments.filter((segment) => segment !== '' && !STRIPPED_PATH_PIECES.includes(segment));
  return `/${kept.join('/')}`;
}

/** The slug between prefix and suffix, or null when the subject does not have that shape. */
function slugBetween(subject: string, prefix: string, suffix: string): string | null {
  if (subject.length <= prefix.length + suffix.length) return null;
  if (!subject.startsWith(prefix) || !subject.endsWith(suffix)) return null;
  const slug = subject.slice(prefix.length, subject.length - suffix.length);
  return isSlug(slug) ? slug : null;
}

function build(target: Target, slug: string | null): string {
  return target.tail === null ? target.head : target.head + (slug ?? '') + target.tail;
}

interface Site {
  origin: string;
  host: string;
  bare: string;
  origins: readonly string[];
}

function siteOf(siteUrl: string, siteOrigins: readonly string[]): Site {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new RedirectRuleError([`site URL '${siteUrl}' is not an absolute URL`]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RedirectRuleError([`site URL '${siteUrl}' is not http(s)`]);
  const origins = [url.origin];
  for (const other of siteOrigins) {
    try {
      origins.push(new URL(other).origin);
    } catch {
      throw new RedirectRuleError([`site origin '${other}' is not an absolute URL`]);
    }
  }
  return { origin: url.origin, host: url.host, bare: url.host.replace(/^www\./, ''), origins };
}

/** Replaces a leading `{site}`, or `{host}` / `{bare}` right after the scheme. */
function expandSiteTokens(text: string, site: Site): string {
  if (text.startsWith(SITE_TOKEN)) return site.origin + text.slice(SITE_TOKEN.length);
  const token = HOST_TOKEN.exec(text);
  if (!token) return text;
  return token[1] + (token[2] === 'host' ? site.host : site.bare) + text.slice(token[0].length);
}

function hasStrayBraces(text: string): boolean {
  const withoutSlug = text.replace(SLUG_TOKEN, '');
  return withoutSlug.includes('{') || withoutSlug.includes('}');
}

function countSlugs(text: string): number {
  return text.split(SLUG_TOKEN).length - 1;
}

/** The key of a rule's `from`, for the duplicate check, before tokens are expanded. */
export function fromKey(from: string): string {
  return ABSOLUTE_HTTP.test(from) || from.startsWith(SITE_TOKEN)
    ? trimTrailingSlashes(from.replace(/^[a-z]+:\/\/[^/]*/i, (origin) => origin.toLowerCase()))
    : trimTrailingSlashes(from);
}

type Compiled =
  | { kind: 'url'; key: string; host: string; target: Target }
  | { kind: 'path'; key: string; target: Target }
  | { kind: 'placeholder'; rule: PlaceholderRule; host: string | null };

/**
 * Compiles one rule for one site, or explains why it cannot be. Null when a token rule lands
 * on the site's own origin (development, where `{host}` and `{bare}` are the site host and the
 * site is http): it exists to move visitors from another scheme or host, and on the site
 * itself the route rules decide (`/` in Belgium depends on the visitor's language).
 */
function compileRule(rule: RedirectRule, site: Site): Compiled | string | null {
  if (!rule || typeof rule.from !== 'string' || typeof rule.to !== 'string') return 'a rule needs string from and to';
  if (rule.code !== STATIC_REDIRECT_CODE) return `code must be ${STATIC_REDIRECT_CODE}, got ${String(rule.code)}`;
  const slugs = countSlugs(rule.from);
  if (slugs > 1) return `'from' holds ${SLUG_TOKEN} more than once`;
  if (countSlugs(rule.to) > slugs) return `'to' holds ${SLUG_TOKEN} but 'from' does not`;
  if (countSlugs(rule.to) > 1) return `'to' holds ${SLUG_TOKEN} more than once`;

  const from = expandSiteTokens(rule.from, site);
  const to = expandSiteTokens(rule.to, site);
  if (hasStrayBraces(from) || hasStrayBraces(to))
    return 'unknown token: only {site}, {host}, {bare} and {slug} are known';

  // The source: a path, or an origin and a path.
  let fromOrigin: string | null = null;
  let fromPath: string;
  if (ABSOLUTE_HTTP.test(from)) {
    let url: URL;
    try {
      url = new URL(from.replace(SLUG_TOKEN, 'x'));
    } catch {
      return `'from' is not a valid URL`;
    }
    if (url.username || url.password) return `'from' must not hold credentials`;
    fromOrigin = url.origin;
    const rest = from.slice(fromOrigin.length);
    if (from.slice(0, fromOrigin.length).toLowerCase() !== fromOrigin || !(rest === '' || rest.startsWith('/'))) {
      return `'from' must be written as scheme://host/path`;
    }
    fromPath = rest === '' ? '/' : rest;
  } else if (from.startsWith('/')) {
    fromPath = from;
  } else {
    return `'from' must be a path starting with '/' or an http(s) URL`;
  }
  if (fromPath.startsWith('//')) return `'from' path must start with a single '/'`;
  if (FORBIDDEN_IN_FROM.test(fromPath))
    return `'from' must not hold white space, control characters, a backslash, '?' or '#' (the query is not matched)`;

  // The target: absolute, on a configured site, safe with any slug.
  const absolute = to.startsWith('/') ? site.origin + to : to;
  for (const sample of SAMPLE_SLUGS) {
    if (
      safeRedirectTarget(absolute.replace(SLUG_TOKEN, sample), { siteOrigins: site.origins, requestUrl: '' }) === null
    ) {
      return `'to' must be a site path (one leading '/') or an http(s) URL on a configured site`;
    }
  }
  const slugAt = absolute.indexOf(SLUG_TOKEN);
  const target: Target =
    slugAt === -1
      ? { head: absolute, tail: null }
      : { head: absolute.slice(0, slugAt), tail: absolute.slice(slugAt + SLUG_TOKEN.length) };

  if (HOST_TOKEN.test(rule.from) && fromOrigin === site.origin) return null;
  const path = trimTrailingSlashes(fromPath);
  const host = fromOrigin === null ? null : hostName(fromOrigin.slice(fromOrigin.indexOf('://') + 3));
  if (slugs === 1) {
    const slugAtFrom = path.indexOf(SLUG_TOKEN);
    const prefix = (fromOrigin ?? '') + path.slice(0, slugAtFrom);
    const suffix = path.slice(slugAtFrom + SLUG_TOKEN.length);
    return { kind: 'placeholder', host, rule: { url: fromOrigin !== null, prefix, suffix, target } };
  }
  if (fromOrigin !== null) return { kind: 'url', key: fromOrigin + path, host: host!, target };
  return { kind: 'path', key: path, target };
}

function describeRule(rule: RedirectRule): string {
  return `'${String(rule?.from)}' -> '${String(rule?.to)}'`;
}

/**
 * A site-path target with its locale prefix replaced: `/fr/produits` gives `/produits` and
 * `/nl/producten` gives `/nl-be/producten` with `{ '/fr': '', '/nl': '/nl-be' }`.
 */
export function rewriteTargetPrefix(to: string, prefixes: Readonly<Record<string, string>>): string {
  const site = to.startsWith(SITE_TOKEN) ? SITE_TOKEN : '';
  const path = to.slice(site.length);
  for (const [from, into] of Object.entries(prefixes)) {
    if (from === '' || from === into) continue;
    if (path === from || path.startsWith(`${from}/`) || path.startsWith(`${from}?`) || path.startsWith(`${from}#`)) {
      const rest = path.slice(from.length);
      return site + (into + rest || '/');
    }
  }
  return to;
}

/** Compiles a list of rules; the first rule wins when two expand to the same source. */
function compileSet(
  rules: readonly RedirectRule[],
  site: Site,
  label: string,
  problems: string[],
  urlHosts: Set<string>,
  targetPrefixes: Readonly<Record<string, string>> = {},
): RuleSet {
  const set: RuleSet = { byUrl: new Map(), byPath: new Map(), placeholders: [] };
  const seen = new Map<string, number>();
  rules.forEach((written, index) => {
    const rule =
      typeof written?.to === 'string' ? { ...written, to: rewriteTargetPrefix(written.to, targetPrefixes) } : written;
    const compiled = compileRule(rule, site);
    if (compiled === null) return;
    if (typeof compiled === 'string') {
      problems.push(`${label} rule ${index + 1} ${describeRule(written)}: ${compiled}`);
      return;
    }
    const key = fromKey(rule.from);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(
        `${label} rule ${index + 1} ${describeRule(written)}: duplicate 'from', first at rule ${first + 1}`,
      );
      return;
    }
    seen.set(key, index);
    switch (compiled.kind) {
      case 'url':
        urlHosts.add(compiled.host);
        if (!set.byUrl.has(compiled.key)) set.byUrl.set(compiled.key, compiled.target);
        break;
      case 'path':
        if (!set.byPath.has(compiled.key)) set.byPath.set(compiled.key, compiled.target);
        break;
      case 'placeholder':
        if (compiled.host !== null) urlHosts.add(compiled.host);
        set.placeholders.push(compiled.rule);
        break;
    }
  });
  // The most specific placeholder first (longest fixed text), written order among equals:
  // `/old/{slug}/avis` wins over `/old/{slug}` wherever each is written.
  set.placeholders.sort((a, b) => b.prefix.length + b.suffix.length - (a.prefix.length + a.suffix.length));
  return set;
}

type Accept = (target: string) => string | null;
interface Found {
  location: string;
  source: RedirectSource;
}
type Layer = (path: string, pathKey: string, urlKey: string | null, accept: Accept) => Found | null;

function setLayer(set: RuleSet): Layer {
  return function lookUp(_path, pathKey, urlKey, accept) {
    if (urlKey !== null) {
      const byUrl = set.byUrl.get(urlKey);
      const location = byUrl && accept(build(byUrl, null));
      if (location) return { location, source: 'url' };
    }
    const byPath = set.byPath.get(pathKey);
    const location = byPath && accept(build(byPath, null));
    if (location) return { location, source: 'path' };
    for (const rule of set.placeholders) {
      const subject = rule.url ? urlKey : pathKey;
      if (subject === null) continue;
      const slug = slugBetween(subject, rule.prefix, rule.suffix);
      const found = slug !== null && accept(build(rule.target, slug));
      if (found) return { location: found, source: rule.url ? 'url' : 'path' };
    }
    return null;
  };
}

/**
 * Compiles the rules of one country. Throws a RedirectRuleError naming every bad rule: a bad
 * table or ops file stops start-up, it never fails a request.
 */
export function compileRedirects(rules: readonly RedirectRule[], options: RedirectEngineOptions): RedirectEngine {
  if (!Array.isArray(rules)) throw new RedirectRuleError(['the rules must be an array']);
  const site = siteOf(options.siteUrl, options.siteOrigins ?? []);
  const problems: string[] = [];
  const urlHosts = new Set<string>();
  const extra = compileSet(options.extraRules ?? [], site, 'extra', problems, urlHosts);
  const table = compileSet(rules, site, 'table', problems, urlHosts, options.targetPrefixes);

  let rootTarget: string | null = null;
  if (options.rootRedirect != null) {
    const root = options.rootRedirect;
    const safe = root.startsWith('/') ? safeRedirectTarget(root, { siteOrigins: site.origins, requestUrl: '' }) : null;
    if (safe === null || root === '/')
      problems.push(`ROOT_REDIRECT '${root}' must be a site path other than '/', starting with a single '/'`);
    else rootTarget = site.origin + safe;
  }
  if (problems.length > 0) throw new RedirectRuleError(problems);

  const rootLayer: Layer = (path, _pathKey, _urlKey, accept) => {
    const location = rootTarget !== null && path === '/' ? accept(rootTarget) : null;
    return location ? { location, source: 'root' } : null;
  };
  // Precedence: ops rules, then ROOT_REDIRECT, then the country's table; in each rule set, the
  // exact URL, then the exact path, then the placeholder rules, most specific first.
  const layers: readonly Layer[] = [setLayer(extra), rootLayer, setLayer(table)];
  const size =
    extra.byUrl.size +
    extra.byPath.size +
    extra.placeholders.length +
    table.byUrl.size +
    table.byPath.size +
    table.placeholders.length +
    (rootTarget === null ? 0 : 1);

  function resolve(origin: string, hostKnown: boolean, path: string, accept: Accept): Found | null {
    const pathKey = trimTrailingSlashes(path);
    const urlKey = hostKnown ? origin + pathKey : null;
    for (const layer of layers) {
      const found = layer(path, pathKey, urlKey, accept);
      if (found) return found;
    }
    return null;
  }

  const misses = new LRUCache<string, true>({ max: MISSES_KEPT });

  return {
    size,
    findRedirect(request) {
      const path = request?.path;
      if (typeof path !== 'string' || path.charCodeAt(0) !== 47) return null;
      const search = typeof request.search === 'string' ? request.search : '';
      const missKey = `${String(request.origin)}\u0000${String(request.host)}\u0000${path}\u0000${search}`;
      if (misses.has(missKey)) return null;
      const found = answer(request, path, search);
      if (found === null) misses.set(missKey, true);
      return found;
    },
  };

  function answer(request: RedirectRequest, path: string, search: string): StaticRedirect | null {
    const origin = normalizeOrigin(typeof request.origin === 'string' ? request.origin : '');
    const hostKnown = urlHosts.size > 0 && typeof request.host === 'string' && urlHosts.has(hostName(request.host));
    const requestUrl = origin + path + search;
    const carried = carriedQuery(search);
    // A rule whose target is the request itself is skipped: no redirect loops.
    const accept: Accept = (target) => {
      const location = withQuery(target, carried);
      return location === requestUrl ? null : location;
    };

    const found = resolve(origin, hostKnown, path, accept);
    if (found) return { status: STATIC_REDIRECT_CODE, ...found };
    const stripped = stripPathPieces(path);
    // The stripped path comes from the request: it must be a safe target in its own right.
    if (stripped === null || safeRedirectTarget(stripped, { siteOrigins: site.origins, requestUrl: '' }) === null)
      return null;
    // One hop: the stripped path's own rule, else the stripped path on the site.
    const ruled = resolve(origin, hostKnown, stripped, accept);
    if (ruled) return { status: STATIC_REDIRECT_CODE, ...ruled };
    const location = accept(site.origin + stripped);
    return location === null ? null : { status: STATIC_REDIRECT_CODE, location, source: 'stripped' };
  }
}

/** Host names (no port) that full-URL rules name literally, without a token: legacy hosts. */
export function literalHosts(rules: readonly RedirectRule[]): string[] {
  const hosts = new Set<string>();
  for (const rule of rules) {
    if (typeof rule?.from !== 'string' || !ABSOLUTE_HTTP.test(rule.from) || rule.from.includes('://{')) continue;
    const authority = rule.from.slice(rule.from.indexOf('://') + 3).split('/')[0] ?? '';
    hosts.add(hostName(authority));
  }
  return [...hosts];
}
