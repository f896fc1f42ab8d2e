// Every environment variable Vitrine reads, described once: its schema (what it accepts), its
// default, and what it does. config/env.ts turns the parsed variables into the Config; the
// README's table is made from this list (npm run docs:env).
import { z } from 'zod';

import { COUNTRIES, type Country } from './countries.ts';
import { absoluteUrl, allowList, countryList, fromParser, hostList, milliseconds } from './env-values.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** What the README and the start-up error say about a variable. */
export interface EnvVariableDoc {
  /** What the variable does: Markdown, for the README. */
  readonly description: string;
  /** What a good value looks like, plain text: the start-up error says "expected <this>". */
  readonly expects: string;
  /** The default as the README shows it (Markdown), where the schema's own is no plain value. */
  readonly shownDefault?: string;
  /** Never echoed: a refused value is reported without it. */
  readonly secret?: true;
}

/** Each variable's schema -> its documentation. */
const envVariableDocs = z.registry<EnvVariableDoc>();

/** A country's variable: `countryVariable('SITE_URL', 'be')` is `SITE_URL_BE`. */
export function countryVariable<Prefix extends string>(prefix: Prefix, country: Country) {
  return `${prefix}_${country.toUpperCase()}` as `${Prefix}_${Uppercase<Country>}`;
}

/** The same variable for every country, `SITE_URL_BE` … `SITE_URL_IT`, with one description. */
function perCountry<Prefix extends string, Schema extends z.ZodType>(
  prefix: Prefix,
  schema: Schema,
  doc: EnvVariableDoc,
) {
  envVariableDocs.add(schema, doc);
  return Object.fromEntries(COUNTRIES.map((country) => [countryVariable(prefix, country), schema])) as Record<
    `${Prefix}_${Uppercase<Country>}`,
    Schema
  >;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Cache-Control of anonymous public pages unless PAGE_CACHE_CONTROL says otherwise. */
export const DEFAULT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export const environmentVariables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).register(envVariableDocs, {
    description: 'Port to listen on.',
    expects: 'an integer from 0 to 65535 (0: any free port)',
  }),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:%-]+$/)
    .optional()
    .register(envVariableDocs, {
      description: 'The interface to listen on.',
      expects: 'an address or host name to listen on',
      shownDefault: 'unset (every interface)',
    }),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').register(envVariableDocs, {
    description: 'The kind of run, as libraries read it.',
    expects: 'development, production or test',
  }),
  ...perCountry('SITE_URL', absoluteUrl.optional(), {
    description:
      "Absolute base URL of each country's site, used for canonical and absolute links; a trailing slash is dropped. When all five are https, HSTS and `upgrade-insecure-requests` are sent ([004](docs/decisions/004-hsts-and-upgrade-insecure-requests.md)).",
    expects: 'an absolute http(s) URL without query or fragment, e.g. https://www.example.com',
    shownDefault: '`http://<country>.localhost:<PORT>`',
  }),
  ...perCountry('COUNTRY_HOSTS', hostList.optional(), {
    description:
      'Host names that reach the country. A list you set replaces the default one. Names are lower-cased and a trailing dot is dropped. A host listed for two countries stops start-up.',
    expects: 'a comma list of host names',
    shownDefault: '`<country>.localhost`',
  }),
  DEFAULT_COUNTRY: z
    .enum(COUNTRIES)
    .default('it')
    .register(envVariableDocs, {
      description: 'Country for any host not in a list.',
      expects: COUNTRIES.join(', '),
    }),
  SHOP_COUNTRIES: countryList.default([...COUNTRIES]).register(envVariableDocs, {
    description:
      'The countries where visitors can buy online (SPEC §1 reading B): cart, codes, checkout, payment, orders. Elsewhere the site is the catalogue of reading A, and product pages lead to the pharmacy finder. `none` closes the shop everywhere.',
    expects: `a comma list of ${COUNTRIES.join(', ')}, or none`,
    shownDefault: 'every country',
  }),
  API_BASE_URL: absoluteUrl.optional().register(envVariableDocs, {
    description: 'Base URL of the content API.',
    expects: 'an absolute http(s) URL, or unset for the embedded catalog',
    shownDefault: 'unset (embedded catalog)',
  }),
  API_TOKEN: z.string().optional().register(envVariableDocs, {
    description: 'Bearer token for the content API. It is never logged, nor shown in a start-up error.',
    expects: 'a bearer token',
    secret: true,
  }),
  API_PUBLIC_TOKEN: z.string().optional().register(envVariableDocs, {
    description:
      "Bearer token the `/api/v1` proxy sends with the browser's reads when `API_BASE_URL` is set: a read-only one, never `API_TOKEN`. Unset, those calls carry no token.",
    expects: 'a read-only bearer token',
    secret: true,
  }),
  PREVIEW_SECRET: z.string().min(32).optional().register(envVariableDocs, {
    description:
      'Key of the preview tokens (HS256, `npm run preview-token`): a preview page opens only with a `jwt_token` cookie signed with it, carrying the preview right and not expired. Unset, every preview answers 401.',
    expects: 'a random string of at least 32 characters',
    shownDefault: 'unset (previews answer 401)',
    secret: true,
  }),
  DATA_DIR: z.string().default('./var').register(envVariableDocs, {
    description:
      'Directory where the embedded catalog keeps its data; a relative one starts from the working directory.',
    expects: 'a directory path',
  }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional()
    .register(envVariableDocs, {
      description:
        'The PostgreSQL database of the embedded catalog (content, search, contact requests, newsletter sign-ups), shared by every process of the site; migrated and seeded at start under a lock. Unset, the catalog is a node:sqlite file under `DATA_DIR`, for one host. Unreachable at start: the process says so in one line and exits 1. See [021](docs/decisions/021-catalog-on-two-engines.md) and [docs/operations.md](docs/operations.md). It is never logged, nor shown in a start-up error.',
      expects: 'a postgres:// URL, e.g. postgres://vitrine:secret@db.internal:5432/vitrine',
      shownDefault: 'unset (node:sqlite in `DATA_DIR`)',
      secret: true,
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10).register(envVariableDocs, {
    description:
      "Connections each process keeps at most to PostgreSQL. Processes × this must stay below the server's `max_connections`.",
    expects: 'an integer from 1 to 100',
  }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/)
    .optional()
    .register(envVariableDocs, {
      description:
        "Redis, for what the processes of the site must agree on: the form rate limit, the maintenance switch (seen by every process within a second), the content cache's invalidation, the brand-corner codes and the sitemap. Unset or unreachable, each process keeps them in memory (a warning says so) and uses Redis once it answers. See [022](docs/decisions/022-shared-state-in-redis.md). It is never logged, nor shown in a start-up error.",
      expects: 'a redis:// or rediss:// URL, e.g. redis://cache.internal:6379/0',
      shownDefault: 'unset (in-process)',
      secret: true,
    }),
  ALLOWLIST: allowList.default([]).register(envVariableDocs, {
    description:
      'Clients allowed to use the site (SPEC §6). Other clients get 401. Host names are resolved at start and every 60 s. See [003](docs/decisions/003-trust-proxy-and-allow-list.md).',
    expects: 'a comma list of addresses, CIDR ranges and host names',
    shownDefault: 'unset (check skipped)',
  }),
  TRUST_PROXY: fromParser<TrustProxy>(parseTrustProxy).default({ kind: 'none' }).register(envVariableDocs, {
    description:
      'Which hops may set `X-Forwarded-For`/`-Host`/`-Proto`. Empty, `false` and `0` mean none. `true` is refused. See [003](docs/decisions/003-trust-proxy-and-allow-list.md).',
    expects: 'a hop count, or a comma list of proxy addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    shownDefault: 'none',
  }),
  TRUST_FORWARDED_HOST: z.enum(['off', 'on']).default('off').register(envVariableDocs, {
    description:
      "`on` lets a proxy trusted by `TRUST_PROXY` name the visitor's host in `X-Forwarded-Host`, which then picks the country; answers then say `Vary: X-Forwarded-Host`. Off, the `Host` header alone decides: set it `on` only when the proxy in front sets that header itself. See [003](docs/decisions/003-trust-proxy-and-allow-list.md).",
    expects: 'off or on (on needs TRUST_PROXY)',
  }),
  MAINTENANCE: z.enum(['off', 'on']).default('off').register(envVariableDocs, {
    description: '`on` sends page requests to the maintenance page. `/api` and `/assets` keep answering.',
    expects: 'off or on',
  }),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default('info')
    .register(envVariableDocs, {
      description: 'The least severe level the log writes; `silent` writes nothing.',
      expects: LOG_LEVELS.join(', '),
    }),
  DRAIN_DELAY_MS: milliseconds(5_000).register(envVariableDocs, {
    description:
      'After SIGTERM/SIGINT, how long the process keeps accepting and answering requests while `/readyz` fails, so that the load balancer stops sending it traffic before its listener closes. Set it above the probe interval times the failures the load balancer waits for.',
    expects: 'milliseconds from 0 to 600000',
  }),
  SHUTDOWN_GRACE_MS: milliseconds(10_000).register(envVariableDocs, {
    description:
      'Time that in-flight requests and streams get to finish once the listener closed (after `DRAIN_DELAY_MS`). A second signal exits at once.',
    expects: 'milliseconds from 0 to 600000',
  }),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000, 1_000).register(envVariableDocs, {
    description:
      "Idle keep-alive timeout of client connections; keep it above the load balancer's idle timeout (often 60 s). The headers timeout is set 1 s above it.",
    expects: 'milliseconds from 1000 to 600000, above the load balancer idle timeout',
  }),
  ROUTE_PREFIX_MODE: z.enum(['tables', 'locale-code']).default('tables').register(envVariableDocs, {
    description:
      "`tables`: the per-locale route tables of SPEC §2.2 (`/fr/produits`, `/nl/producten`, `/prodotti`). `locale-code`: every route under its locale code except the country's default locale (`/produits`, `/nl-be/producten`). See [001](docs/decisions/001-route-prefix-readings.md).",
    expects: 'tables (per-locale route tables) or locale-code (every route under its locale code)',
  }),
  REDIRECTS_FILE: z
    .string()
    .regex(/\.(json|csv)$/i)
    .optional()
    .register(envVariableDocs, {
      description:
        'Extra 301 rules (`from,to`), checked at start-up; a bad line stops start-up with its line number. See [006](docs/decisions/006-redirects.md).',
      expects: 'a path to a .json or .csv file of redirect rules',
    }),
  ROOT_REDIRECT: z
    .string()
    .regex(/^\/(?![/\\])[^\s\\]*$/)
    .optional()
    .register(envVariableDocs, {
      description: 'Where `/` is sent (301) instead of serving home.',
      expects: "a site path starting with a single '/', e.g. /fr/produits",
    }),
  PRODUCT_PER_PAGE: z.coerce.number().int().min(1).max(100).default(12).register(envVariableDocs, {
    description: 'Products per page of the products list and of search results (SPEC §9).',
    expects: 'an integer from 1 to 100',
  }),
  // Directives: tokens, `=`, digits, quoted strings, commas and spaces; never a line break.
  PAGE_CACHE_CONTROL: z
    .string()
    .regex(/^[A-Za-z0-9=", -]{1,200}$/)
    .default(DEFAULT_PAGE_CACHE_CONTROL)
    .register(envVariableDocs, {
      description:
        '`Cache-Control` of anonymous public pages; by default shared caches keep a page a minute and may serve it stale five more while they refresh it. Previews, the maintenance page and error pages are always `no-store`, pages for a visitor with a session `private, no-store`, search results `private, no-cache` ([012](docs/decisions/012-page-caching.md)).',
      expects: "a Cache-Control header value, e.g. 'public, max-age=0, s-maxage=60'",
    }),
  ...perCountry(
    'TAG_MANAGER_ID',
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/)
      .optional(),
    {
      description: "The tag manager container of each country (SPEC §7), loaded only after the visitor's consent.",
      expects: 'a tag manager container id, e.g. GTM-AB12CD3',
      shownDefault: 'unset (no tag manager)',
    },
  ),
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .optional()
    .register(envVariableDocs, {
      description:
        'The site key of the invisible anti-spam check of the forms (SPEC §5, reCAPTCHA v3). The check is on when both keys are set.',
      expects: 'the reCAPTCHA v3 site key (set with RECAPTCHA_SECRET, or neither)',
      shownDefault: 'unset (check off)',
    }),
  RECAPTCHA_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .optional()
    .register(envVariableDocs, {
      description: 'The secret key of the anti-spam check. It is never logged, nor shown in a start-up error.',
      expects: 'the reCAPTCHA v3 secret: 10 to 100 letters, digits, - or _ (set with RECAPTCHA_SITE_KEY, or neither)',
      shownDefault: 'unset (check off)',
      secret: true,
    }),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5).register(envVariableDocs, {
    description: 'The lowest anti-spam score a submission may have.',
    expects: 'a number from 0 to 1',
  }),
  CSRF_SECRET: z.string().min(32).max(512).optional().register(envVariableDocs, {
    description:
      "The key that signs the forms' CSRF tokens ([015](docs/decisions/015-forms.md)), so a token cookie planted by someone else is refused. Give every process behind one load balancer the same value: unset, each process makes its own at start (and logs a warning), and a form shown by one process is refused by another. It is never logged, nor shown in a start-up error.",
    expects: 'a random string of 32 to 512 characters, the same for every process of the site',
    shownDefault: 'unset (a random key per process)',
    secret: true,
  }),
  SESSION_SECRET: z.string().min(32).max(512).optional().register(envVariableDocs, {
    description:
      "The key that signs customers' session tokens (the `jwt_token` cookie, HS256; [026](docs/decisions/026-customer-sessions-and-form-handlers.md)). Give every process of the site the same value: unset, each process makes its own at start (and logs a warning), so a session opened through one process is refused by the others and every session ends with a restart. It is never logged, nor shown in a start-up error.",
    expects: 'a random string of 32 to 512 characters, the same for every process of the site',
    shownDefault: 'unset (a random key per process)',
    secret: true,
  }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/)
    .optional()
    .register(envVariableDocs, {
      description:
        'The mail server the account e-mails (password reset links, sign-up confirmations) are sent through, with nodemailer. Unset, they are written to `DATA_DIR/outbox/`, which a development process lists at `/_dev/outbox` (never in production, where a warning says that nothing is sent). It is never logged, nor shown in a start-up error.',
      expects: 'an smtp:// or smtps:// URL, e.g. smtps://user:secret@mail.example.com:465',
      shownDefault: 'unset (an outbox under `DATA_DIR`)',
      secret: true,
    }),
  MAIL_FROM: z.string().min(3).max(200).default('Vitrine <no-reply@vitrine.example>').register(envVariableDocs, {
    description: 'The sender of the account e-mails.',
    expects: 'an address, e.g. Vitrine <no-reply@example.com>',
  }),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test').register(envVariableDocs, {
    description:
      "Who takes the shop's payments (issue 20). `test`: the built-in test provider, whose hosted page at `/_pay/test/<session>` (marked as a test) lets the tester pick how the payment ends (paid, refused, canceled, two-factor failed, expired) and sends the signed notification itself; never in production. `stripe`: Stripe Checkout, which needs `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`; its webhook is `POST /_pay/notify/stripe`. An order is paid only once the provider's signed notification says so.",
    expects: 'test or stripe',
  }),
  TEST_PAYMENT_SECRET: z.string().min(32).max(512).optional().register(envVariableDocs, {
    description:
      "The key that signs the test provider's notifications (HMAC-SHA256). Give every process the same value: unset, each process makes its own at start, and a notification signed by one process is refused by another. It is never logged.",
    expects: 'a random string of 32 to 512 characters',
    shownDefault: 'unset (a random key per process)',
    secret: true,
  }),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/)
    .optional()
    .register(envVariableDocs, {
      description:
        'The Stripe API key (`PAYMENT_PROVIDER=stripe`): Checkout Sessions are opened and expired with it. It is never logged, nor shown in a start-up error.',
      expects: 'a secret or restricted key, sk_live_… or sk_test_…',
      shownDefault: 'unset',
      secret: true,
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/)
    .optional()
    .register(envVariableDocs, {
      description:
        'The signing secret of the Stripe webhook endpoint `POST /_pay/notify/stripe` (`PAYMENT_PROVIDER=stripe`): events whose `stripe-signature` does not verify with it are refused (400). It is never logged.',
      expects: 'whsec_…',
      shownDefault: 'unset',
      secret: true,
    }),
  FORM_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10).register(envVariableDocs, {
    description:
      'Form submissions one address may make per hour: contact, newsletter, sign-up, account activation and password-reset requests (logins have their own limit, per account and per address).',
    expects: 'an integer from 1 to 10000',
  }),
  MAP_TILE_URL: z
    .url({ protocol: /^https$/ })
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => decodeURI(value).includes(part)), 'needs {z}, {x} and {y}')
    .transform((value) => decodeURI(value))
    .optional()
    .register(envVariableDocs, {
      description: "A tile URL template for the pharmacy finder's map.",
      expects: 'an https URL template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
      shownDefault: 'unset (the built-in SVG map, which needs no network)',
    }),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^<>\p{Cc}]+$/u)
    .optional()
    .register(envVariableDocs, {
      description: 'The credit your tile provider asks for, shown under the map; only with `MAP_TILE_URL`.',
      expects:
        'plain text of 1 to 200 characters without < or >, e.g. © OpenStreetMap contributors (set with MAP_TILE_URL)',
      shownDefault: "unset (the map names the tiles' host)",
    }),
  WARM_UP_PAGES: z.coerce.number().int().min(0).max(5_000).optional().register(envVariableDocs, {
    description:
      "Pages the process renders for itself over loopback (spread over every country's sitemap) before `/readyz` says ready. A cold process renders about ten times slower, and accepts new connections slowly while busy, so by default a production process warms up (a few seconds) and the load balancer's first burst meets a warm one; `0` turns it off.",
    expects: 'an integer from 0 to 5000 (pages rendered before /readyz says ready)',
    shownDefault: '`300` with `NODE_ENV=production`, else `0`',
  }),
  ASSETS_DIR: z.string().optional().register(envVariableDocs, {
    description:
      "A directory every process shares (a volume), where each one copies its build's hashed client files at start and from which it serves the files of any build: a page of the new release served beside the old one never loads a missing chunk. Unset, each process serves its own `dist/client/assets`, which keeps the files of the last builds made there.",
    expects: 'a directory path, writable by the process',
    shownDefault: 'unset (`dist/client/assets`)',
  }),
  CONTENT_CACHE: z.enum(['on', 'off']).default('on').register(envVariableDocs, {
    description:
      '`off` turns off the in-process cache of content API answers (server/content-cache/): fresh answers reused for seconds to minutes by kind, stale ones served while refreshed or while the content API fails, one upstream call for concurrent identical requests.',
    expects: 'on or off',
  }),
  CONTENT_CACHE_MAX_MIB: z.coerce.number().int().min(1).max(4096).default(64).register(envVariableDocs, {
    description: 'The most memory, in MiB, the content answer cache keeps (least recently used answers go first).',
    expects: 'an integer from 1 to 4096 (MiB)',
  }),
  DOCUMENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10).register(envVariableDocs, {
    description:
      "How long the process keeps the document of an anonymous page it rendered whole (a public page, search results; never one whose data failed), and sends it again with the request's own CSP nonce instead of rendering it ([041](docs/decisions/041-document-micro-cache.md)); never longer than `PAGE_CACHE_CONTROL` lets a shared cache keep a page. Content changes empty it. `0` renders every request.",
    expects: 'an integer from 0 to 60 (seconds)',
  }),
  DOCUMENT_CACHE_MAX_MIB: z.coerce.number().int().min(1).max(1024).default(16).register(envVariableDocs, {
    description: 'The most memory, in MiB, the kept documents take (least recently used documents go first).',
    expects: 'an integer from 1 to 1024 (MiB)',
  }),
});

export type EnvironmentVariables = z.output<typeof environmentVariables>;

/** What the list says about a variable; throws for one it does not document. */
export function docOf(name: string): EnvVariableDoc {
  const schema = (environmentVariables.shape as Record<string, z.ZodType | undefined>)[name];
  const doc = schema && envVariableDocs.get(schema);
  if (!doc) throw new Error(`${name} is not documented in config/env-variables.ts`);
  return doc;
}
