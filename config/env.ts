// The environment, parsed once at start by one zod schema into a frozen Config.
// A bad value stops start-up with one message that lists every bad variable.
import { z } from 'zod';

import { type AllowListEntry, parseAllowListEntry } from './allow-list.ts';
import { COUNTRIES, type Country, DEFAULT_COUNTRY_HOSTS } from './countries.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface Config {
  readonly port: number;
  /** Address to listen on; undefined lets Node listen on every interface. */
  readonly host: string | undefined;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Absolute base URL per country, without trailing slash: canonical and absolute links. */
  readonly siteUrls: Readonly<Record<Country, string>>;
  /** Lower-case host names per country. */
  readonly countryHosts: Readonly<Record<Country, readonly string[]>>;
  readonly defaultCountry: Country;
  /** Content API base URL; null means the embedded catalog. */
  readonly apiBaseUrl: string | null;
  readonly apiToken: string | null;
  readonly dataDir: string;
  readonly allowList: readonly AllowListEntry[];
  readonly trustProxy: TrustProxy;
  readonly maintenance: boolean;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly shutdownGraceMs: number;
  readonly keepAliveTimeoutMs: number;
  /** SPEC §2.1: per-locale route tables (default) or every route under its locale code. */
  readonly routePrefixMode: 'tables' | 'locale-code';
  /** Extra legacy 301 rules ops maintain, JSON or CSV; null when none. */
  readonly redirectsFile: string | null;
  /** Path `/` is sent to (301) instead of serving home; null to serve home. */
  readonly rootRedirect: string | null;
  /** Where visitors log in (the 401 page links there with `redirect`); null: the country's pro site. */
  readonly loginUrl: string | null;
  /** Products per page of the products list and of search results (SPEC §9 PRODUCT_PER_PAGE). */
  readonly productsPerPage: number;
  /** Cache-Control of anonymous public pages (previews, maintenance and errors are no-store). */
  readonly pageCacheControl: string;
  /** The tag manager's container per country (SPEC §7); null: no tag manager there. Loaded only after consent. */
  readonly tagManagerIds: Readonly<Record<Country, string | null>>;
  /** The invisible anti-spam check (SPEC §5, reCAPTCHA v3): off unless both keys are set. */
  readonly recaptcha: { readonly siteKey: string; readonly secret: string; readonly minScore: number } | null;
  /** Form submissions one address may make per hour (contact, newsletter). */
  readonly formSubmissionsPerHour: number;
  /** Pages the process renders for itself before /readyz says ready (0: none). */
  readonly warmUpPages: number;
  /** A map tile URL template (`https://…/{z}/{x}/{y}.png`) for the pharmacy finder; null: the built-in SVG map. */
  readonly mapTileUrl: string | null;
  /** The credit the tile provider asks for (MAP_TILE_ATTRIBUTION), plain text; null: the tiles' host is named. */
  readonly mapTileAttribution: string | null;
  /** The in-process cache of content API answers (server/content-cache/), and its bound in MiB. */
  readonly contentCache: { readonly enabled: boolean; readonly maxMiB: number };
}

/** Cache-Control of anonymous public pages unless PAGE_CACHE_CONTROL says otherwise: shared caches keep a page a minute and may serve it stale five more while they refresh it. */
export const DEFAULT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** True when every site URL is https: HSTS, upgrade-insecure-requests and Secure cookies then apply. */
export function allHttps(siteUrls: Readonly<Record<string, string>> | readonly string[]): boolean {
  return Object.values(siteUrls).every((url) => url.startsWith('https://'));
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment, Vitrine cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const upper = (country: Country) => country.toUpperCase() as Uppercase<Country>;

const milliseconds = (fallback: number, min = 0) => z.coerce.number().int().min(min).max(600_000).default(fallback);

const absoluteUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !/[?#]/.test(value), 'no query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((host) => HOSTNAME.test(host)), 'host names only');

function fromParser<T>(parse: (raw: string) => T | { error: string }) {
  return z.string().transform((raw, ctx) => {
    const parsed = parse(raw);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed as T;
  });
}

const allowList = fromParser<AllowListEntry[]>((raw) => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseAllowListEntry);
  const errors = entries.flatMap((entry) => ('error' in entry ? [entry.error] : []));
  return errors.length > 0 ? { error: errors.join('; ') } : (entries as AllowListEntry[]);
});

/** What each variable expects, said in the start-up error next to its name. */
const EXPECTS: Record<string, string> = {
  PORT: 'an integer from 0 to 65535 (0: any free port)',
  HOST: 'an address or host name to listen on',
  NODE_ENV: 'development, production or test',
  DEFAULT_COUNTRY: COUNTRIES.join(', '),
  API_BASE_URL: 'an absolute http(s) URL, or unset for the embedded catalog',
  MAINTENANCE: 'off or on',
  LOG_LEVEL: LOG_LEVELS.join(', '),
  SHUTDOWN_GRACE_MS: 'milliseconds from 0 to 600000',
  KEEP_ALIVE_TIMEOUT_MS: 'milliseconds from 1000 to 600000, above the load balancer idle timeout',
  ALLOWLIST: 'a comma list of addresses, CIDR ranges and host names',
  ROUTE_PREFIX_MODE: 'tables (per-locale route tables) or locale-code (every route under its locale code)',
  REDIRECTS_FILE: 'a path to a .json or .csv file of redirect rules',
  ROOT_REDIRECT: "a site path starting with a single '/', e.g. /fr/produits",
  LOGIN_URL: 'an absolute http(s) URL of the login page, e.g. https://account.example.com/login',
  PRODUCT_PER_PAGE: 'an integer from 1 to 100',
  RECAPTCHA_SITE_KEY: 'the reCAPTCHA v3 site key (set with RECAPTCHA_SECRET, or neither)',
  RECAPTCHA_SECRET: 'the reCAPTCHA v3 secret (set with RECAPTCHA_SITE_KEY, or neither)',
  RECAPTCHA_MIN_SCORE: 'a number from 0 to 1',
  FORM_SUBMISSIONS_PER_HOUR: 'an integer from 1 to 10000',
  WARM_UP_PAGES: 'an integer from 0 to 5000 (pages rendered before /readyz says ready)',
  CONTENT_CACHE: 'on or off',
  CONTENT_CACHE_MAX_MIB: 'an integer from 1 to 4096 (MiB)',
  MAP_TILE_URL: 'an https URL template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION:
    'plain text of 1 to 200 characters without < or >, e.g. © OpenStreetMap contributors (set with MAP_TILE_URL)',
  PAGE_CACHE_CONTROL: "a Cache-Control header value, e.g. 'public, max-age=0, s-maxage=60'",
  TRUST_PROXY: 'a hop count, or a comma list of proxy addresses, CIDR ranges, loopback, linklocal, uniquelocal',
  ...Object.fromEntries(
    COUNTRIES.flatMap((c) => [
      [`SITE_URL_${upper(c)}`, 'an absolute http(s) URL without query, e.g. https://www.example.com'],
      [`COUNTRY_HOSTS_${upper(c)}`, 'a comma list of host names'],
      [`TAG_MANAGER_ID_${upper(c)}`, 'a tag manager container id, e.g. GTM-AB12CD3'],
    ]),
  ),
};

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:%-]+$/)
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEFAULT_COUNTRY: z.enum(COUNTRIES).default('it'),
  API_BASE_URL: absoluteUrl.optional(),
  API_TOKEN: z.string().optional(),
  DATA_DIR: z.string().default('./var'),
  ALLOWLIST: allowList.default([]),
  TRUST_PROXY: fromParser<TrustProxy>(parseTrustProxy).default({ kind: 'none' }),
  MAINTENANCE: z.enum(['off', 'on']).default('off'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SHUTDOWN_GRACE_MS: milliseconds(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000, 1_000),
  ROUTE_PREFIX_MODE: z.enum(['tables', 'locale-code']).default('tables'),
  REDIRECTS_FILE: z
    .string()
    .regex(/\.(json|csv)$/i)
    .optional(),
  ROOT_REDIRECT: z
    .string()
    .regex(/^\/(?![/\\])[^\s\\]*$/)
    .optional(),
  LOGIN_URL: absoluteUrl.optional(),
  PRODUCT_PER_PAGE: z.coerce.number().int().min(1).max(100).default(12),
  // Directives: tokens, `=`, digits, quoted strings, commas and spaces; never a line break.
  PAGE_CACHE_CONTROL: z
    .string()
    .regex(/^[A-Za-z0-9=", -]{1,200}$/)
    .default(DEFAULT_PAGE_CACHE_CONTROL),
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .optional(),
  RECAPTCHA_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  FORM_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  WARM_UP_PAGES: z.coerce.number().int().min(0).max(5_000).default(0),
  CONTENT_CACHE: z.enum(['on', 'off']).default('on'),
  CONTENT_CACHE_MAX_MIB: z.coerce.number().int().min(1).max(4096).default(64),
  MAP_TILE_URL: z
    .url({ protocol: /^https$/ })
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => decodeURI(value).includes(part)), 'needs {z}, {x} and {y}')
    .transform((value) => decodeURI(value))
    .optional(),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^<>\p{Cc}]+$/u)
    .optional(),
  ...Object.fromEntries(
    COUNTRIES.map((c) => [
      `TAG_MANAGER_ID_${upper(c)}`,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/)
        .optional(),
    ]),
  ),
  ...Object.fromEntries(COUNTRIES.map((c) => [`SITE_URL_${upper(c)}`, absoluteUrl.optional()])),
  ...Object.fromEntries(COUNTRIES.map((c) => [`COUNTRY_HOSTS_${upper(c)}`, hostList.optional()])),
});

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  // An empty variable means unset, as `FOO= npm start` intends.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(names.map((name) => describeProblem(name, present[name], result.error.issues)));
  }
  const vars = result.data as z.infer<typeof schema> & Record<string, unknown>;

  const countryHosts = Object.fromEntries(
    COUNTRIES.map((c) => [
      c,
      Object.freeze((vars[`COUNTRY_HOSTS_${upper(c)}`] as string[] | undefined) ?? [...DEFAULT_COUNTRY_HOSTS[c]]),
    ]),
  ) as Record<Country, readonly string[]>;
  const duplicates = findHostsInTwoCountries(countryHosts);
  if (duplicates.length > 0) throw new ConfigError(duplicates);

  if ((vars.RECAPTCHA_SITE_KEY === undefined) !== (vars.RECAPTCHA_SECRET === undefined)) {
    const missing = vars.RECAPTCHA_SITE_KEY === undefined ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET';
    throw new ConfigError([`${missing}: expected ${EXPECTS[missing]}, got nothing`]);
  }
  if (vars.MAP_TILE_ATTRIBUTION !== undefined && vars.MAP_TILE_URL === undefined) {
    throw new ConfigError([
      `MAP_TILE_URL: expected ${EXPECTS.MAP_TILE_URL} (MAP_TILE_ATTRIBUTION is set), got nothing`,
    ]);
  }

  const siteUrls = Object.fromEntries(
    COUNTRIES.map((c) => [
      c,
      (vars[`SITE_URL_${upper(c)}`] as string | undefined) ?? `http://${c}.localhost:${vars.PORT}`,
    ]),
  ) as Record<Country, string>;

  return Object.freeze({
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    siteUrls: Object.freeze(siteUrls),
    countryHosts: Object.freeze(countryHosts),
    defaultCountry: vars.DEFAULT_COUNTRY,
    apiBaseUrl: vars.API_BASE_URL ?? null,
    apiToken: vars.API_TOKEN ?? null,
    dataDir: vars.DATA_DIR,
    allowList: Object.freeze([...vars.ALLOWLIST]),
    trustProxy: Object.freeze(vars.TRUST_PROXY),
    maintenance: vars.MAINTENANCE === 'on',
    logLevel: vars.LOG_LEVEL,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    routePrefixMode: vars.ROUTE_PREFIX_MODE,
    redirectsFile: vars.REDIRECTS_FILE ?? null,
    rootRedirect: vars.ROOT_REDIRECT ?? null,
    loginUrl: vars.LOGIN_URL ?? null,
    productsPerPage: vars.PRODUCT_PER_PAGE,
    pageCacheControl: vars.PAGE_CACHE_CONTROL,
    tagManagerIds: Object.freeze(
      Object.fromEntries(
        COUNTRIES.map((c) => [c, (vars[`TAG_MANAGER_ID_${upper(c)}`] as string | undefined) ?? null]),
      ) as Record<Country, string | null>,
    ),
    recaptcha:
      vars.RECAPTCHA_SITE_KEY && vars.RECAPTCHA_SECRET
        ? Object.freeze({
            siteKey: vars.RECAPTCHA_SITE_KEY,
            secret: vars.RECAPTCHA_SECRET,
            minScore: vars.RECAPTCHA_MIN_SCORE,
          })
        : null,
    formSubmissionsPerHour: vars.FORM_SUBMISSIONS_PER_HOUR,
    warmUpPages: vars.WARM_UP_PAGES,
    mapTileUrl: vars.MAP_TILE_URL ?? null,
    mapTileAttribution: vars.MAP_TILE_ATTRIBUTION ?? null,
    contentCache: Object.freeze({ enabled: vars.CONTENT_CACHE === 'on', maxMiB: vars.CONTENT_CACHE_MAX_MIB }),
  });
}

function describeProblem(name: string, value: string | undefined, issues: readonly z.core.$ZodIssue[]): string {
  const custom = issues.find((issue) => issue.path[0] === name && issue.code === 'custom')?.message;
  const got = value === undefined ? '' : `, got '${value.length > 80 ? `${value.slice(0, 80)}…` : value}'`;
  return `${name}: ${custom ?? `expected ${EXPECTS[name] ?? 'a valid value'}`}${got}`;
}

function findHostsInTwoCountries(hosts: Record<Country, readonly string[]>): string[] {
  const owner = new Map<string, Country>();
  const problems: string[] = [];
  for (const country of COUNTRIES) {
    for (const host of hosts[country]) {
      const first = owner.get(host);
      if (first)
        problems.push(
          `COUNTRY_HOSTS_${upper(country)}: host '${host}' already belongs to COUNTRY_HOSTS_${upper(first)}`,
        );
      else owner.set(host, country);
    }
  }
  return problems;
}
