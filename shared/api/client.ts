// The typed client of the content API (SPEC §7, decision 007), the same on the server and in the
// browser. On the server it is given the embedded catalog's handler (no socket) or the global
// fetch with API_BASE_URL; in the browser, the global fetch and `/api/v1`.
//
//   const api = createApiClient({ baseUrl: 'http://catalog.internal/api/v1', fetch, shopId: 1, lang: 'it' });
//   const { items, total } = await api.products.list({ categories: ['probiotics'], page: 2 });
//
// Every call adds shop_id and lang, sends Accept JSON (and the bearer token when given), is
// bounded by timeoutMs, and answers data validated by the schemas of shared/schemas, or throws
// an ApiError (errors.ts).
import type * as z from 'zod/mini';

import type { Language } from '../../config/locales.ts';
import { type GenericResource, genericResource, type GenericResourceSchemas } from './generic-resource.ts';
import { type AccountResource, accountResource } from './resources/account.ts';
import { type BrandsResource, brandsResource } from './resources/brands.ts';
import { type CartResource, cartResource } from './resources/cart.ts';
import { type CategoryResource, categoryResource } from './resources/category.ts';
import { type CitiesResource, citiesResource } from './resources/cities.ts';
import { type CivilitiesResource, civilitiesResource } from './resources/civilities.ts';
import { type ContactResource, contactResource } from './resources/contact.ts';
import { type GeocodingResource, geocodingResource } from './resources/geocoding.ts';
import { type HomepageResource, homepageResource } from './resources/homepage.ts';
import { type InnovationCategoryResource, innovationCategoryResource } from './resources/innovation-category.ts';
import { type MaintenanceResource, maintenanceResource } from './resources/maintenance.ts';
import { type MenuResource, menuResource } from './resources/menu.ts';
import { type NeedResource, needResource } from './resources/need.ts';
import { type NewsletterResource, newsletterResource } from './resources/newsletter.ts';
import { type OrdersResource, ordersResource } from './resources/orders.ts';
import { type PageResource, pageResource } from './resources/page.ts';
import { type PointOfSaleResource, pointOfSaleResource } from './resources/point-of-sale.ts';
import { type ProductsResource, productsResource } from './resources/products.ts';
import { type ProvincialsResource, provincialsResource } from './resources/provincials.ts';
import { type RedirectionResource, redirectionResource } from './resources/redirection.ts';
import { type SearchResource, searchResource } from './resources/search.ts';
import { type SettingResource, settingResource } from './resources/setting.ts';
import { type ShopResource, shopResource } from './resources/shop.ts';
import { type ThemesResource, themesResource } from './resources/themes.ts';
import { type UrlsResource, urlsResource } from './resources/urls.ts';
import {
  type AnswerCache,
  type AnySchema,
  createTransport,
  type DirectCall,
  type FetchLike,
  type OnResponse,
} from './transport.ts';

/** How long a call may take, response body included, unless the client or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 5_000;

/** Decision 007: the languages `lang` takes. */
export const API_LANGUAGES = ['fr', 'nl', 'de', 'es', 'it'] as const satisfies readonly Language[];

export interface ApiClientOptions {
  /**
   * The versioned API base: absolute (`http://catalog.internal/api/v1`), or relative
   * (`/api/v1`) together with `origin`. In the browser `origin` defaults to location.origin.
   */
  baseUrl: string;
  /** What a relative baseUrl is resolved against. */
  origin?: string;
  /** A Fetch-standard function (see FetchLike). */
  fetch: FetchLike;
  /** The country's shop id, sent as `shop_id` on every call. */
  shopId: number;
  /**
   * The language sent as `lang` on every call: the first part of the locale
   * (`LOCALE_INFO[locale].language` of config/locales.ts), never the locale itself.
   */
  lang: Language;
  /** Sent as `Authorization: Bearer …`; never written into a URL. */
  token?: string | undefined;
  /** An anonymous visitor's cart token (issue 20), sent in the x-cart-token header; never in a URL. */
  cartToken?: string | undefined;
  /** Per-call deadline, response body included; DEFAULT_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  /** Sees every response before its body is read: the server reads MAINTENANCE_HEADER there. */
  onResponse?: OnResponse | undefined;
  /** The server's embedded catalog, called in the same process for GETs (transport.ts DirectCall). */
  direct?: DirectCall | undefined;
  /** The server's answer cache for GETs (transport.ts AnswerCache). */
  answers?: AnswerCache | undefined;
}

export interface ApiClient {
  readonly shopId: number;
  readonly lang: Language;
  /** The customer's account (call on `with({ token })` for the calls that need the session). */
  readonly account: AccountResource;
  readonly brands: BrandsResource;
  /** The cart and its code (issue 20): a customer's with `with({ token })`, a visitor's with `with({ cartToken })`. */
  readonly cart: CartResource;
  readonly category: CategoryResource;
  readonly cities: CitiesResource;
  readonly civilities: CivilitiesResource;
  readonly contact: ContactResource;
  readonly geocoding: GeocodingResource;
  readonly homepage: HomepageResource;
  readonly innovationCategory: InnovationCategoryResource;
  readonly maintenance: MaintenanceResource;
  readonly menu: MenuResource;
  readonly need: NeedResource;
  readonly newsletter: NewsletterResource;
  /** Relay points, checkout, the customer's orders and the withdrawal form (issue 20). */
  readonly orders: OrdersResource;
  readonly page: PageResource;
  readonly pointOfSale: PointOfSaleResource;
  readonly products: ProductsResource;
  readonly provincials: ProvincialsResource;
  readonly redirection: RedirectionResource;
  readonly search: SearchResource;
  readonly setting: SettingResource;
  readonly shop: ShopResource;

  readonly themes: ThemesResource;
  readonly urls: UrlsResource;
  /** The generic wrapper of SPEC §7 for a resource the groups above do not cover. */
  resource<L extends AnySchema, I extends AnySchema, B extends AnySchema = z.core.$ZodType<unknown, unknown>>(
    name: string,
    schemas: GenericResourceSchemas<L, I, B>,
  ): GenericResource<z.output<L>, z.output<I>, z.input<B>>;
  /** A client with some options changed (another language, a visitor's token…). */
  with(overrides: Partial<Omit<ApiClientOptions, 'fetch' | 'baseUrl' | 'origin'>>): ApiClient;
}

function locationOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

function resolveBase(baseUrl: string, origin: string | undefined): URL {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new Error(
      "createApiClient: baseUrl is required, e.g. 'http://catalog.internal/api/v1' or '/api/v1' with an origin",
    );
  }
  let base: URL;
  try {
    base = new URL(baseUrl, origin);
  } catch {
    throw new Error(
      `createApiClient: baseUrl '${baseUrl}' is not an absolute URL; give an absolute base ('http://catalog.internal/api/v1') or an origin to resolve it against`,
    );
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`createApiClient: baseUrl '${baseUrl}' must be http or https`);
  }
  if (base.username || base.password) {
    throw new Error(
      'createApiClient: baseUrl must not carry credentials (they would show in error URLs); give a token instead',
    );
  }
  if (base.search || base.hash)
    throw new Error(`createApiClient: baseUrl '${baseUrl}' must not have a query or a fragment`);
  // `new URL('product', '…/api/v1')` would drop `v1`: the base is a directory.
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
}

function checkOptions(options: ApiClientOptions): void {
  if (typeof options?.fetch !== 'function') {
    throw new Error(
      'createApiClient: fetch must be a Fetch-standard function, e.g. globalThis.fetch or (input, init) => catalog.fetch(new Request(input, init))',
    );
  }
  if (!Number.isInteger(options.shopId) || options.shopId < 1) {
    throw new Error(
      `createApiClient: shopId must be a positive integer (the country's shop), not ${JSON.stringify(options.shopId)}`,
    );
  }
  if (!(API_LANGUAGES as readonly unknown[]).includes(options.lang)) {
    throw new Error(
      `createApiClient: lang must be one of ${API_LANGUAGES.join(', ')} (the first part of the locale), not ${JSON.stringify(options.lang)}`,
    );
  }
  if (options.token !== undefined && (typeof options.token !== 'string' || options.token === '')) {
    throw new Error('createApiClient: token must be a non-empty string when given');
  }
  if (options.timeoutMs !== undefined && !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)) {
    throw new Error(
      `createApiClient: timeoutMs must be a positive number of milliseconds, not ${JSON.stringify(options.timeoutMs)}`,
    );
  }
  if (options.onResponse !== undefined && typeof options.onResponse !== 'function') {
    throw new Error('createApiClient: onResponse must be a function when given');
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  checkOptions(options);
  const base = resolveBase(options.baseUrl, options.origin ?? locationOrigin());
  const transport = createTransport({
    base,
    fetch: options.fetch,
    shopId: options.shopId,
    lang: options.lang,
    token: options.token,
    cartToken: options.cartToken,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onResponse: options.onResponse,
    direct: options.direct,
    answers: options.answers,
  });
  return {
    shopId: options.shopId,
    lang: options.lang,
    account: accountResource(transport),
    brands: brandsResource(transport),
    cart: cartResource(transport),
    category: categoryResource(transport),
    cities: citiesResource(transport),
    civilities: civilitiesResource(transport),
    contact: contactResource(transport),
    geocoding: geocodingResource(transport),
    homepage: homepageResource(transport),
    innovationCategory: innovationCategoryResource(transport),
    maintenance: maintenanceResource(transport),
    menu: menuResource(transport),
    need: needResource(transport),
    newsletter: newsletterResource(transport),
    orders: ordersResource(transport),
    page: pageResource(transport),
    pointOfSale: pointOfSaleResource(transport),
    products: productsResource(transport),
    provincials: provincialsResource(transport),
    redirection: redirectionResource(transport),
    search: searchResource(transport),
    setting: settingResource(transport),
    shop: shopResource(transport),

    themes: themesResource(transport),
    urls: urlsResource(transport),
    resource: (name, schemas) => genericResource(transport, name, schemas),
    with: (overrides) =>
      createApiClient({
        ...options,
        ...overrides,
        baseUrl: base.href,
        origin: undefined,
        // A customer's token: their answers are theirs alone, never in the answers shared by every
        // request, and the bearer goes over HTTP's handling, which the direct call does not read.
        ...(((overrides.token !== undefined && overrides.token !== options.token) ||
          (overrides.cartToken !== undefined && overrides.cartToken !== options.cartToken)) && {
          answers: undefined,
          direct: undefined,
        }),
      }),
  };
}
