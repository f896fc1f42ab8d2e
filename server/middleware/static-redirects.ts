// SPEC §2.2 'Legacy redirects', §4 'Redirection', §9: the legacy 301 tables of each country,
// the ops file's rules, ROOT_REDIRECT, and the en-ce-moment / op-dit-moment pieces, answered
// before locale detection. Rules are compiled once per country when the app is built; a bad
// rule stops start-up. Policy: docs/decisions/006-redirects.md.
import type { RequestHandler } from 'express';

import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { Config } from '../../config/env.ts';
import {
  compileRedirects,
  hostName,
  literalHosts,
  type RedirectEngine,
  RedirectRuleError,
} from '../../redirects/engine.ts';
import { type RedirectRule, SLUG_TOKEN } from '../../redirects/rule.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter, type Router } from '../../routes/compiler.ts';
import type { Logger } from '../logger.ts';
import { requestedHost, type TrustFunction } from '../net/trust-proxy.ts';

/**
 * Browsers keep a 301 without Cache-Control for ever; an hour bounds the life of a wrong rule
 * in a browser or a shared cache while still sparing the server repeat visits.
 */
export const STATIC_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/**
 * A full-URL rule depends on the scheme, which a shared cache may leave out of its key
 * (an http answer served to https visitors): browsers only.
 */
export const URL_RULE_CACHE_CONTROL = 'private, max-age=3600';

export interface StaticRedirectsOptions {
  /** Legacy rules per country (redirects/legacy.ts); a country without a table has none. */
  tables: Readonly<Partial<Record<Country, readonly RedirectRule[]>>>;
  /** Rules of the ops file (server/redirects-file.ts), for every country, before the tables. */
  extraRules?: readonly RedirectRule[];
  /** SITE_URL_<COUNTRY>: relative targets are resolved against the country's origin. */
  siteUrls: Readonly<Record<Country, string>>;
  /** ROOT_REDIRECT: the site path `/` is sent to in every country; null for none. */
  rootRedirect?: string | null;
  /** The country when host-country has not run (a partial chain under test). */
  defaultCountry: Country;
  trust: TrustFunction;
  /** TRUST_FORWARDED_HOST: a trusted proxy's X-Forwarded-Host names the host (host-country adds its Vary). */
  forwardedHost?: boolean;
  /** ROUTE_PREFIX_MODE: the tables are written in the per-locale reading; default 'tables'. */
  routePrefixMode?: Config['routePrefixMode'];
  logger?: Logger;
}

/**
 * What the locale prefixes the tables are written with (`/fr`, `/nl`, `/de`) become in the
 * locale-code reading (docs/decisions/001): the country's default locale unprefixed, the other
 * under its code. Nothing changes in the per-locale reading.
 */
export function targetPrefixesFor(country: Country, mode: Config['routePrefixMode']): Record<string, string> {
  if (mode !== 'locale-code') return {};
  const info = COUNTRY_INFO[country];
  const prefixes: Record<string, string> = {};
  for (const locale of info.locales) {
    const written = ALL_TABLES.find((table) => table.locale === locale)?.prefix ?? '';
    if (written) prefixes[written] = locale === info.defaultLocale ? '' : `/${locale}`;
  }
  return prefixes;
}

/** A sample slug for the placeholder of a rule's source. */
const SAMPLE_SLUG = 'a-slug';

/**
 * Whether a table rule's source is a current page of the country in the configured reading
 * (a CMS page aside): `/nl-be/producten/{slug}` is the old Dutch site in the per-locale reading
 * but the current products list in the locale-code one.
 */
export function hidesCurrentPage(rule: RedirectRule, country: Country, router: Router): boolean {
  if (typeof rule?.from !== 'string' || !rule.from.startsWith('/')) return false;
  const path = rule.from.replace(SLUG_TOKEN, SAMPLE_SLUG);
  return COUNTRY_INFO[country].locales.some((locale) => {
    const match = router.match(locale, path);
    return match !== null && match.kind !== 'cmsPage';
  });
}

export function staticRedirects({
  tables,
  extraRules = [],
  siteUrls,
  rootRedirect = null,
  defaultCountry,
  trust,
  forwardedHost = false,
  routePrefixMode = 'tables',
  logger,
}: StaticRedirectsOptions): RequestHandler {
  if (!tables || typeof tables !== 'object')
    throw new Error('staticRedirects needs the redirect tables (redirects/legacy.ts)');
  if (typeof trust !== 'function')
    throw new Error('staticRedirects needs the trust function (server/net/trust-proxy.ts)');
  if (!COUNTRIES.includes(defaultCountry))
    throw new Error(`staticRedirects: default country '${defaultCountry}' is not one of ${COUNTRIES.join(', ')}`);
  const missing = COUNTRIES.filter((country) => typeof siteUrls?.[country] !== 'string');
  if (missing.length > 0)
    throw new Error(`staticRedirects needs the site URL of every country; missing: ${missing.join(', ')}`);
  const unknown = Object.keys(tables).filter((key) => !(COUNTRIES as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`staticRedirects: tables for unknown countries: ${unknown.join(', ')}`);

  const siteOrigins = COUNTRIES.map((country) => siteUrls[country]);
  const router = createRouter({
    tables: ALL_TABLES,
    prefixMode: routePrefixMode,
    defaultLocaleOf: (locale) =>
      COUNTRY_INFO[COUNTRIES.find((c) => COUNTRY_INFO[c].locales.includes(locale)) ?? defaultCountry].defaultLocale,
  });
  const engines = {} as Record<Country, RedirectEngine>;
  const problems: string[] = [];
  for (const country of COUNTRIES) {
    const written = tables[country] ?? [];
    if (!Array.isArray(written)) {
      problems.push(`${country}: the table must be an array of rules`);
      continue;
    }
    const kept = written.filter((rule) => !hidesCurrentPage(rule, country, router));
    if (kept.length < written.length) {
      const dropped = written.filter((rule) => !kept.includes(rule)).map((rule) => rule.from);
      logger?.info({ country, dropped }, 'legacy redirects that would hide a current page are left out');
    }
    try {
      engines[country] = compileRedirects(kept, {
        siteUrl: siteUrls[country],
        siteOrigins,
        rootRedirect,
        extraRules,
        targetPrefixes: targetPrefixesFor(country, routePrefixMode),
      });
    } catch (error) {
      if (!(error instanceof RedirectRuleError)) throw error;
      problems.push(...error.problems.map((problem) => `${country}: ${problem}`));
    }
  }
  // A legacy host written literally in a table belongs to that table's country, whatever
  // COUNTRY_HOSTS says: a retired domain still reaches its redirects.
  const hostOwner = new Map<string, Country>();
  for (const country of COUNTRIES) {
    for (const host of literalHosts(tables[country] ?? [])) {
      const owner = hostOwner.get(host);
      if (owner && owner !== country)
        problems.push(`${country}: legacy host '${host}' is already in the table of ${owner}`);
      else hostOwner.set(host, country);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `staticRedirects: invalid redirect rules, fix them before start-up:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }

  return function staticRedirectsMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      logger?.debug({ id: res.locals.requestId }, `no static redirect: method ${req.method}`);
      return next();
    }
    const url = req.originalUrl ?? req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    if (path === '/api' || path.startsWith('/api/')) {
      logger?.debug({ id: res.locals.requestId }, 'no static redirect: the API answers for itself');
      return next();
    }
    const host = requestedHost(req, { trust, forwardedHost });
    const country = hostOwner.get(hostName(host)) ?? res.locals.country ?? defaultCountry;
    const redirect = engines[country].findRedirect({ origin: `${req.protocol}://${host}`, host, path, search });
    if (redirect === null) {
      logger?.debug({ id: res.locals.requestId, country }, 'no static redirect: no rule matched');
      return next();
    }
    logger?.debug(
      { id: res.locals.requestId, country, source: redirect.source, to: redirect.location },
      'static redirect',
    );
    res.locals.routeKind = 'redirect';
    res.set('Cache-Control', redirect.source === 'url' ? URL_RULE_CACHE_CONTROL : STATIC_REDIRECT_CACHE_CONTROL);
    res.redirect(redirect.status, redirect.location);
  };
}
