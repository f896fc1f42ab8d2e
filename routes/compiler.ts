// Turns route tables into one matcher and one builder (DESIGN.md §3). Matching walks the path's
// segments once per route with anchored single-class tests: linear in the path, whatever it holds.
import type { Locale } from '../config/locales.ts';
import type { PreviewType, RouteKind, RouteMatch, RouteParams } from './kinds.ts';
import {
  formatPagination,
  formatProductList,
  formatSearch,
  parsePagination,
  parseProductList,
  parseSearch,
} from './segments.ts';
import type { RouteDefinition, RouteTable } from './table-types.ts';

export type PrefixMode = 'tables' | 'locale-code';

/** Longest path we try to match; anything longer is no page of ours. */
export const MAX_PATH_LENGTH = 2048;
/** Longest parameter value (a slug, a CMS path): what the content API accepts, so a longer one is no page. */
export const MAX_PARAM_LENGTH = 200;

const SEGMENT_TESTS: Record<string, RegExp> = {
  slug: /^[a-z0-9-]+$/,
  theme: /^[a-z0-9][a-z0-9-]*$/,
  category: /^[a-z0-9][a-z0-9-]*$/,
  filter: /^[a-z0-9][a-z0-9-]*$/,
  page: /^[1-9][0-9]{0,5}$/,
  id: /^[0-9]{1,12}$/,
  brand: /^[a-z0-9][a-z0-9-]*$/,
  cmsPath: /^[A-Za-z0-9_,-]+$/,
  /** An order's number (issue 20): WBE0000001. */
  order: /^W[A-Z]{2}\d{7,9}$/,
};

type Rest = 'productList' | 'search' | 'pagination';

type Token =
  | { type: 'literal'; value: string }
  | { type: 'param'; name: keyof RouteParams & string; test: RegExp; arity: 'one' | 'optional' | 'many' | 'any' }
  | { type: 'rest'; parser: Rest };

interface CompiledRoute {
  definition: RouteDefinition;
  tokens: Token[];
}

function tokenize(pattern: string): Token[] {
  const parts = pattern.split('/').filter(Boolean);
  return parts.map((part, index): Token => {
    const last = index === parts.length - 1;
    if (part.startsWith('*')) {
      if (!last) throw new Error(`route pattern '${pattern}': ${part} must be last`);
      return { type: 'rest', parser: part.slice(1) as Rest };
    }
    if (!part.startsWith(':')) return { type: 'literal', value: part };
    const suffix = /[?+*]$/.test(part) ? part.slice(-1) : '';
    const name = part.slice(1, suffix ? -1 : undefined);
    const test = SEGMENT_TESTS[name];
    if (!test) throw new Error(`route pattern '${pattern}': unknown parameter ${name}`);
    const arity = suffix === '?' ? 'optional' : suffix === '+' ? 'many' : suffix === '*' ? 'any' : 'one';
    if ((arity === 'many' || arity === 'any') && !last)
      throw new Error(`route pattern '${pattern}': ${part} must be last`);
    return { type: 'param', name: name as keyof RouteParams & string, test, arity };
  });
}

function languageOf(locale: Locale) {
  return locale.slice(0, 2) as 'fr' | 'nl' | 'de' | 'es' | 'it';
}

function parseRest(parser: Rest, segments: readonly string[], locale: Locale): Partial<RouteParams> | null {
  switch (parser) {
    case 'productList': {
      const list = parseProductList(segments, languageOf(locale));
      return list ? { list } : null;
    }
    case 'search': {
      if (segments.length === 0) return {};
      const search = parseSearch(segments, languageOf(locale));
      return search ? { search } : null;
    }
    case 'pagination': {
      const pagination = parsePagination(segments);
      return pagination ? (pagination.page === undefined ? {} : { page: pagination.page }) : null;
    }
  }
}

function formatRest(parser: Rest, params: RouteParams, locale: Locale): string[] {
  switch (parser) {
    case 'productList':
      return params.list ? formatProductList(params.list, languageOf(locale)) : [];
    case 'search':
      return params.search ? formatSearch(params.search, languageOf(locale)) : [];
    case 'pagination':
      return formatPagination(params.page === undefined ? {} : { page: params.page });
  }
}

function matchTokens(
  tokens: readonly Token[],
  segments: readonly string[],
  locale: Locale,
  isBrand: (code: string) => boolean,
): RouteParams | null {
  const params: Record<string, unknown> = {};
  let i = 0;
  for (const token of tokens) {
    if (token.type === 'literal') {
      if (segments[i] !== token.value) return null;
      i++;
    } else if (token.type === 'rest') {
      const parsed = parseRest(token.parser, segments.slice(i), locale);
      if (!parsed) return null;
      Object.assign(params, parsed);
      i = segments.length;
    } else if (token.arity === 'one' || token.arity === 'optional') {
      const segment = segments[i];
      const fits =
        segment !== undefined &&
        segment.length <= MAX_PARAM_LENGTH &&
        token.test.test(segment) &&
        (token.name !== 'brand' || isBrand(segment));
      if (!fits) {
        if (token.arity === 'one') return null;
        continue;
      }
      params[token.name] = token.name === 'page' ? Number(segment) : segment;
      i++;
    } else {
      const rest = segments.slice(i);
      if (token.arity === 'many' && rest.length === 0) return null;
      if (!rest.every((segment) => token.test.test(segment))) return null;
      const value = rest.join('/');
      if (value.length > MAX_PARAM_LENGTH) return null;
      if (rest.length > 0) params[token.name] = value;
      i = segments.length;
    }
  }
  return i === segments.length ? (params as RouteParams) : null;
}

/** Splits a raw path into segments; null for what no route can match. */
export function pathSegments(path: string): string[] | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return [];
  const segments = trimmed.slice(1).split('/');
  return segments.includes('') ? null : segments;
}

export interface RouterOptions {
  tables: readonly RouteTable[];
  prefixMode?: PrefixMode;
  /** The country's default locale per locale, for the locale-code reading (unprefixed). */
  defaultLocaleOf?: (locale: Locale) => Locale;
  /** Brand codes of the brand-corner routes, per locale, fetched at run time. */
  brandCodes?: Partial<Record<Locale, readonly string[]>>;
}

export type SlugResolver = (kind: RouteKind, params: RouteParams, from: Locale, to: Locale) => RouteParams | null;

export interface Router {
  readonly locales: readonly Locale[];
  match(locale: Locale, path: string): RouteMatch | null;
  href(kind: RouteKind, params: RouteParams, locale: Locale): string | null;
  /** The locale's path prefix: '/fr', '/nl-be' or ''. */
  prefix(locale: Locale): string;
  table(locale: Locale): RouteTable;
  /** The same page in every locale of the locale's country; home where it has no equivalent. */
  alternates(
    kind: RouteKind,
    params: RouteParams,
    locale: Locale,
    resolve?: SlugResolver,
  ): { locale: Locale; path: string }[];
}

/** Kinds whose params name no entity: the same params are the same page in any language. */
const LANGUAGE_NEUTRAL = new Set<RouteKind>([
  'home',
  'brands',
  'needs',
  'adviceHome',
  'expertises',
  'storeFinder',
  'whoCanAdvise',
  'contact',
  'contactConfirmation',
  'newsletter',
  'newsletterConfirmation',
  'results',
  'faq',
  'maintenance',
  'notFound',
  'preview',
  'quiz',
  'myLogin',
  'mySignUp',
  'myActivation',
  'myPasswordReset',
  'myNewPassword',
  'myLogout',
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddresses',
  'myAddressNew',
  'myAddressEdit',
  'myFavouriteProducts',
  'myFavouritePharmacies',
  'cart',
  'checkout',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
  'myOrders',
  'myOrder',
  'withdrawal',
]);

export function createRouter({
  tables,
  prefixMode = 'tables',
  defaultLocaleOf,
  brandCodes = {},
}: RouterOptions): Router {
  if (prefixMode === 'locale-code' && !defaultLocaleOf)
    throw new Error('the locale-code reading needs defaultLocaleOf');
  const byLocale = new Map<
    Locale,
    { table: RouteTable; prefix: string; routes: CompiledRoute[]; brands: Set<string> }
  >();
  for (const table of tables) {
    const prefix =
      prefixMode === 'tables'
        ? table.prefix
        : defaultLocaleOf!(table.locale) === table.locale
          ? ''
          : `/${table.locale}`;
    const prefixTokens = tokenize(prefix);
    byLocale.set(table.locale, {
      table,
      prefix,
      routes: table.routes.map((definition) => ({
        definition,
        tokens: [...prefixTokens, ...tokenize(definition.pattern)],
      })),
      brands: new Set(brandCodes[table.locale] ?? []),
    });
  }
  const compiled = (locale: Locale) => {
    const entry = byLocale.get(locale);
    if (!entry) throw new Error(`no route table for locale '${locale}'`);
    return entry;
  };
  // The first route of each kind (the previews': of each preview type), and the path of those
  // that take no parameter: links are made on every render, the table never changes.
  const byKind = new Map<Locale, Map<string, CompiledRoute>>();
  const fixedPaths = new Map<Locale, Map<string, string>>();
  for (const [locale, entry] of byLocale) {
    const kinds = new Map<string, CompiledRoute>();
    const fixed = new Map<string, string>();
    for (const route of entry.routes) {
      const { kind, meta } = route.definition;
      const key = kind === 'preview' ? `preview:${meta.previewType}` : kind;
      if (kinds.has(key)) continue;
      kinds.set(key, route);
      if (route.tokens.every((token) => token.type === 'literal'))
        fixed.set(key, `/${route.tokens.map((token) => (token as { value: string }).value).join('/')}`);
    }
    byKind.set(locale, kinds);
    fixedPaths.set(locale, fixed);
  }

  const router: Router = {
    locales: [...byLocale.keys()],
    prefix: (locale) => compiled(locale).prefix,
    table: (locale) => compiled(locale).table,
    match(locale, path) {
      const entry = byLocale.get(locale);
      const segments = pathSegments(path);
      if (!entry || !segments) return null;
      const isBrand = (code: string) => entry.brands.has(code);
      for (const { definition, tokens } of entry.routes) {
        const params = matchTokens(tokens, segments, locale, isBrand);
        if (!params) continue;
        if (definition.meta.previewType) params.previewType = definition.meta.previewType;
        return { kind: definition.kind, name: definition.name, locale, params, meta: definition.meta };
      }
      return null;
    },
    href(kind, params, locale) {
      compiled(locale);
      const key = kind === 'preview' ? `preview:${String(params.previewType)}` : kind;
      const fixed = fixedPaths.get(locale)!.get(key);
      if (fixed !== undefined) return fixed;
      const found = byKind.get(locale)!.get(key);
      if (!found) return null;
      const parts: string[] = [];
      for (const token of found.tokens) {
        if (token.type === 'literal') parts.push(token.value);
        else if (token.type === 'rest') parts.push(...formatRest(token.parser, params, locale));
        else {
          const raw = params[token.name];
          if (raw === undefined || raw === '') {
            if (token.arity === 'one' || token.arity === 'many')
              throw new TypeError(`href(${kind}): missing parameter ${token.name}`);
            continue;
          }
          const value = String(raw);
          const pieces = token.arity === 'many' || token.arity === 'any' ? value.split('/') : [value];
          if (!pieces.every((piece) => token.test.test(piece)))
            throw new TypeError(`href(${kind}): bad ${token.name} '${value}'`);
          parts.push(...pieces);
        }
      }
      return `/${parts.join('/')}`;
    },
    alternates(kind, params, locale, resolve) {
      const country = locale.slice(3);
      return router.locales
        .filter((other) => other.slice(3) === country)
        .map((other) => {
          const translated =
            other === locale || isLanguageNeutral(kind, params)
              ? params
              : (resolve?.(kind, params, locale, other) ?? null);
          const path = translated ? safeHref(router, kind, translated, other) : null;
          return { locale: other, path: path ?? router.href('home', {}, other)! };
        });
    },
  };
  return router;
}

/** True when the params hold no slug or filter value, which differ from language to language. */
function isLanguageNeutral(kind: RouteKind, params: RouteParams): boolean {
  switch (kind) {
    case 'results':
      return (params.search?.filters.length ?? 0) === 0;
    case 'products':
      return !params.list || (params.list.filters.length === 0 && !params.list.expertise);
    case 'innovations':
    case 'about':
      return !params.category && !params.filter && !params.theme;
    default:
      return LANGUAGE_NEUTRAL.has(kind);
  }
}

function safeHref(router: Router, kind: RouteKind, params: RouteParams, locale: Locale): string | null {
  try {
    return router.href(kind, params, locale);
  } catch {
    return null;
  }
}

export type { PreviewType };
