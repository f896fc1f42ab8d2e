// The environment, parsed once at start by one zod schema into a frozen Config.
// A bad value stops start-up with one message that lists every bad variable.
import { z } from 'zod';

import { COUNTRIES, type Country, DEFAULT_COUNTRY_HOSTS } from './countries.ts';
import { countryVariable, docOf, type EnvironmentVariables, environmentVariables } from './env-variables.ts';

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

/** A problem between variables that are each fine alone. */
interface Problem {
  readonly variable: string;
  readonly message: string;
}

/**
 * Pages a production process renders for itself before it says ready (WARM_UP_PAGES unset): a
 * few seconds, after which pages render about ten times faster and a burst of new connections is
 * accepted at once (docs/performance.md).
 */
export const PRODUCTION_WARM_UP_PAGES = 300;

/** The variables, checked together, as the frozen object the server reads. */
const configSchema = environmentVariables.transform((vars, ctx) => {
  const problems = [...hostsInTwoCountries(countryHostsOf(vars)), ...settingsMissingTheirPair(vars)];
  for (const { variable, message } of problems) ctx.addIssue({ code: 'custom', path: [variable], message });
  return problems.length > 0 ? z.NEVER : toConfig(vars);
});

export type Config = z.output<typeof configSchema>;

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  // An empty variable means unset, as `FOO= npm start` intends.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  throw new ConfigError(names.map((name) => describeProblem(name, present[name], result.error.issues)));
}

function toConfig(vars: EnvironmentVariables) {
  return Object.freeze({
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    siteUrls: byCountry(
      (country) => vars[countryVariable('SITE_URL', country)] ?? `http://${country}.localhost:${vars.PORT}`,
    ),
    countryHosts: countryHostsOf(vars),
    defaultCountry: vars.DEFAULT_COUNTRY,
    shopCountries: Object.freeze([...vars.SHOP_COUNTRIES]),
    apiBaseUrl: vars.API_BASE_URL ?? null,
    apiToken: vars.API_TOKEN ?? null,
    apiPublicToken: vars.API_PUBLIC_TOKEN ?? null,
    previewSecret: vars.PREVIEW_SECRET ?? null,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL ?? null,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    redisUrl: vars.REDIS_URL ?? null,
    assetsDir: vars.ASSETS_DIR ?? null,
    allowList: Object.freeze([...vars.ALLOWLIST]),
    trustProxy: Object.freeze(vars.TRUST_PROXY),
    trustForwardedHost: vars.TRUST_FORWARDED_HOST === 'on',
    maintenance: vars.MAINTENANCE === 'on',
    logLevel: vars.LOG_LEVEL,
    drainDelayMs: vars.DRAIN_DELAY_MS,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    routePrefixMode: vars.ROUTE_PREFIX_MODE,
    redirectsFile: vars.REDIRECTS_FILE ?? null,
    rootRedirect: vars.ROOT_REDIRECT ?? null,
    productsPerPage: vars.PRODUCT_PER_PAGE,
    pageCacheControl: vars.PAGE_CACHE_CONTROL,
    tagManagerIds: byCountry((country) => vars[countryVariable('TAG_MANAGER_ID', country)] ?? null),
    recaptcha:
      vars.RECAPTCHA_SITE_KEY && vars.RECAPTCHA_SECRET
        ? Object.freeze({
            siteKey: vars.RECAPTCHA_SITE_KEY,
            secret: vars.RECAPTCHA_SECRET,
            minScore: vars.RECAPTCHA_MIN_SCORE,
          })
        : null,
    csrfSecret: vars.CSRF_SECRET ?? null,
    sessionSecret: vars.SESSION_SECRET ?? null,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    payments: Object.freeze({
      provider: vars.PAYMENT_PROVIDER,
      testSecret: vars.TEST_PAYMENT_SECRET ?? null,
      stripe:
        vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
          ? Object.freeze({ secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET })
          : null,
    }),
    formSubmissionsPerHour: vars.FORM_SUBMISSIONS_PER_HOUR,
    warmUpPages: vars.WARM_UP_PAGES ?? (vars.NODE_ENV === 'production' ? PRODUCTION_WARM_UP_PAGES : 0),
    mapTileUrl: vars.MAP_TILE_URL ?? null,
    mapTileAttribution: vars.MAP_TILE_ATTRIBUTION ?? null,
    contentCache: Object.freeze({ enabled: vars.CONTENT_CACHE === 'on', maxMiB: vars.CONTENT_CACHE_MAX_MIB }),
    documentCache: Object.freeze({ seconds: vars.DOCUMENT_CACHE_SECONDS, maxMiB: vars.DOCUMENT_CACHE_MAX_MIB }),
  });
}

function byCountry<T>(valueOf: (country: Country) => T): Readonly<Record<Country, T>> {
  return Object.freeze(Object.fromEntries(COUNTRIES.map((country) => [country, valueOf(country)]))) as Record<
    Country,
    T
  >;
}

function countryHostsOf(vars: EnvironmentVariables): Readonly<Record<Country, readonly string[]>> {
  return byCountry((country) =>
    Object.freeze(vars[countryVariable('COUNTRY_HOSTS', country)] ?? [...DEFAULT_COUNTRY_HOSTS[country]]),
  );
}

function hostsInTwoCountries(hosts: Readonly<Record<Country, readonly string[]>>): Problem[] {
  const owner = new Map<string, Country>();
  const problems: Problem[] = [];
  for (const country of COUNTRIES) {
    for (const host of hosts[country]) {
      const first = owner.get(host);
      if (first) {
        problems.push({
          variable: countryVariable('COUNTRY_HOSTS', country),
          message: `host '${host}' already belongs to ${countryVariable('COUNTRY_HOSTS', first)}`,
        });
      } else owner.set(host, country);
    }
  }
  return problems;
}

/** Settings that only work together: both anti-spam keys or neither; a forwarded host needs a trusted proxy; a tile credit needs tiles. */
function settingsMissingTheirPair(vars: EnvironmentVariables): Problem[] {
  const problems: Problem[] = [];
  if ((vars.RECAPTCHA_SITE_KEY === undefined) !== (vars.RECAPTCHA_SECRET === undefined)) {
    const variable = vars.RECAPTCHA_SITE_KEY === undefined ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET';
    problems.push({ variable, message: `expected ${docOf(variable).expects}` });
  }
  if (vars.TRUST_FORWARDED_HOST === 'on' && vars.TRUST_PROXY.kind === 'none') {
    problems.push({
      variable: 'TRUST_FORWARDED_HOST',
      message: 'on needs TRUST_PROXY: without a trusted proxy, X-Forwarded-Host is never read',
    });
  }
  if (vars.PAYMENT_PROVIDER === 'stripe') {
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (vars[variable] === undefined)
        problems.push({ variable, message: `expected ${docOf(variable).expects} (PAYMENT_PROVIDER is stripe)` });
  }
  if (vars.MAP_TILE_ATTRIBUTION !== undefined && vars.MAP_TILE_URL === undefined) {
    problems.push({
      variable: 'MAP_TILE_URL',
      message: `expected ${docOf('MAP_TILE_URL').expects} (MAP_TILE_ATTRIBUTION is set)`,
    });
  }
  return problems;
}

/**
 * One line of the start-up error: the variable, what is wrong (the parser's words, else what it
 * expects) and what it got. A parser's words may quote the value, so a secret only gets the
 * expectation: it is said to be wrong, never shown.
 */
function describeProblem(name: string, value: string | undefined, issues: readonly z.core.$ZodIssue[]): string {
  const { expects, secret = false } = docOf(name);
  const explained = secret
    ? []
    : [...new Set(issues.filter((issue) => issue.path[0] === name && issue.code === 'custom').map((i) => i.message))];
  const what = explained.length > 0 ? explained.join('; ') : `expected ${expects}`;
  return `${name}: ${what}, got ${shown(value, secret)}`;
}

function shown(value: string | undefined, secret: boolean): string {
  if (value === undefined) return 'nothing';
  if (secret) return 'another value (not shown: a secret)';
  return `'${value.length > 80 ? `${value.slice(0, 80)}…` : value}'`;
}
