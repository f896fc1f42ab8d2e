// Everything about a page before its first byte (decisions 009, 019): React Router's static
// handler runs the loader of the URL's route (our matcher, the screen's critical queries), whose
// status is the page's and whose data gives the head; then the element the document streams (the
// static router inside our document) is ready to build. A form POST runs the route's action
// first: it redirects (303 to the confirmation), answers the browser's action in JSON, or leaves
// its refusal for the page rendered again. The renderer streams it; the benchmark renders
// the very same element with renderToString.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import {
  createStaticRouter,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';

import { App } from '../../client/app/app.tsx';
import type { PageEnv, PageOutcome } from '../../client/app/page-loader.ts';
import { hasPage, loadedPage, pageModulePath } from '../../client/app/page-registry.ts';
import { pageEnvContext } from '../../client/app/page-routes.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { PublicConfigProvider } from '../../client/app/public-config-context.tsx';
import { cartCountOf, cartCountQuery, cartQuery } from '../../client/app/queries/cart.ts';
import { formTokenQuery } from '../../client/app/queries/forms.ts';
import { viewerQuery } from '../../client/app/queries/viewer.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import { serverError, type StatusError } from '../../client/app/route-errors.ts';
import type { PageDataAnswer } from '../../client/app/server-read-page.ts';
import type { Site } from '../../client/app/site.tsx';
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { Config } from '../../config/env.ts';
import { type Language, type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { languageRoutesModule } from '../../routes/load-table.ts';
import type { FormAnswer } from '../../shared/forms/form-protocol.ts';
import { baseModule, namespaceModule } from '../../shared/i18n/load-language.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import type { Viewer } from '../../shared/schemas/account.ts';
import type { Content } from '../content.ts';
import type { ServerFormResult } from '../forms/submit-form.ts';
import { outboxListed } from '../mail/outbox.ts';
import type { Routing } from '../routing.ts';
import { buildIdOf } from './build-id.ts';
import { Document } from './document.tsx';
import { type Manifest, preloadsFor } from './manifest.ts';
import { errorHead, pageHead } from './page-head.ts';
import { createRouteHandlers } from './route-handlers.ts';

export interface PagePreparerOptions {
  config: Pick<
    Config,
    | 'siteUrls'
    | 'routePrefixMode'
    | 'productsPerPage'
    | 'tagManagerIds'
    | 'recaptcha'
    | 'mapTileUrl'
    | 'mapTileAttribution'
    | 'nodeEnv'
    | 'smtpUrl'
  >;
  routing: Routing;
  content: Content;
  manifest: Manifest;
}

export interface PageRequest {
  locale: Locale;
  country: Country;
  /** Path and query of the page. */
  path: string;
  /** Shows this error page in the path's layout instead of the path's page (a URL the server cannot read). */
  refusal?: StatusError | undefined;
  nonce: string;
  /** The customer's session (decision 026): its token, the bearer of the account calls, and who it is; null: anonymous. */
  account?: { token: string; viewer: Viewer } | null;
  /** The visitor's session just ended: login says 'you have been disconnected'. */
  sessionEnded?: boolean;
  /** Whether the session counts could not be checked: private pages answer 503. */
  sessionUnknown?: boolean;
  /** The session's token carries the preview right, verified (decision 010); false unless said. */
  previewer?: boolean;
  webp: boolean;
  /** The visitor's CSRF token, which a form page the server renders carries (decision 015). */
  csrfToken?: string | undefined;
  /** Notices the visitor's cookies say were closed (shared/notice-cookies.ts); none when absent. */
  dismissed?: PublicConfig['dismissed'];
  /** Sees a failure to load the page's data. */
  onError?: (error: unknown) => void;
  /** The country's shop is open (SHOP_COUNTRIES, issue 20); false unless said. */
  shop?: boolean;
  /** The anonymous visitor's cart token (its cookie), or null. */
  cartToken?: string | null;
  /** The browser's router asks for a private page's data, not its document (decision 032). */
  dataOnly?: boolean;
}

/** A form POST to the page (decisions 015, 019): how it answers, and the server's form step. */
export interface FormSubmission {
  /** `json`: the browser's action asked; `html`: a form posted without JavaScript. */
  mode: 'json' | 'html';
  /** The fields, urlencoded as sent, for the action's request. */
  body: URLSearchParams;
  submit(): Promise<ServerFormResult>;
}

/** What a form POST answers without a page: the redirect of a stored form, or the browser's action its JSON. */
export type FormPostAnswer =
  { kind: 'redirect'; status: number; location: string } | { kind: 'answer'; status: number; answer: FormAnswer };

/** A private page's data for the browser's router (decision 032). */
export interface PageDataReply {
  kind: 'data';
  status: number;
  answer: PageDataAnswer;
}

/** The site-wide queries the browser already has from its first page: not sent again with a page's data. */
const CHROME_QUERIES = new Set<unknown>(['menus', 'settings']);

export interface PreparedPage {
  kind: 'page';
  status: number;
  outcome: PageOutcome;
  queryClient: QueryClient;
  /** The queries known now, which the document carries. */
  initialState: DehydratedState;
  /**
   * The document with the given state (the streamed one: `initialState`), for React's streaming
   * renderer or for renderToString (whole-document.ts).
   */
  element(state?: DehydratedState, renderer?: Renderer): ReactElement;
}

/**
 * renderToString has no nonce option: the <style> elements it hoists are written without one
 * whatever their props say (React warns when a prop carries it), and renderWholeDocument adds
 * the request's. The streaming renderer keeps a hoisted style only when its prop matches.
 */
export type Renderer = 'stream' | 'string';

const ALL_RESOURCES = { fr, nl, de, es, it };

/** The page's outcome: the loader data of the deepest route matched (the loaders never throw). */
function outcomeOf(context: StaticHandlerContext): PageOutcome {
  const page = context.matches.at(-1);
  const outcome = page && (context.loaderData[page.route.id] as PageOutcome | undefined);
  return outcome ?? { ok: false, error: serverError() };
}

export function createPagePreparer({ config, routing, content, manifest }: PagePreparerOptions) {
  // One translator per language, made once: rendering only reads texts.
  const everyLanguage = createTranslator({ language: 'fr', resources: ALL_RESOURCES });
  const translators = new Map<Language, Translator>();
  const handlers = createRouteHandlers();
  const buildId = buildIdOf(manifest);
  const translatorFor = (language: Language) => {
    let translator = translators.get(language);
    if (!translator) translators.set(language, (translator = everyLanguage.withLanguage(language)));
    return translator;
  };

  function preparePage(request: PageRequest & { form?: undefined; dataOnly?: false }): Promise<PreparedPage>;
  function preparePage(
    request: PageRequest & { form?: FormSubmission | undefined },
  ): Promise<PreparedPage | FormPostAnswer | PageDataReply>;
  async function preparePage({
    locale,
    country,
    path,
    refusal,
    nonce,
    account = null,
    sessionEnded = false,
    sessionUnknown = false,
    previewer = false,
    webp,
    csrfToken,
    dismissed = { browserInfo: false, discountBanner: false },
    onError,
    form,
    shop = false,
    cartToken = null,
    dataOnly = false,
  }: PageRequest & { form?: FormSubmission | undefined }): Promise<PreparedPage | FormPostAnswer | PageDataReply> {
    const siteUrl = config.siteUrls[country];
    const api = content.client(locale);
    const queryClient = createQueryClient({ server: true });
    // A form page's token goes into the document with the rest, so the browser hydrates with it.
    if (csrfToken !== undefined) queryClient.setQueryData(formTokenQuery().queryKey, csrfToken);
    // Who the visitor is goes with every page: null on the anonymous ones a shared cache keeps.
    queryClient.setQueryData(viewerQuery().queryKey, account?.viewer ?? null);
    const user = account !== null;
    // The visitor's cart (issue 20): a customer's goes with their session, an anonymous one's
    // with its token; none where the country does not sell.
    const cart = !shop
      ? null
      : account
        ? api.with({ token: account.token })
        : cartToken
          ? api.with({ cartToken })
          : null;
    // The header's count: read with the page (never for a visitor without a cart, whose pages a
    // shared cache may keep); unknown when the content API cannot say.
    if (shop && form?.mode !== 'json' && !dataOnly)
      queryClient.setQueryData(cartCountQuery().queryKey, cart ? await cartCountOf(cart) : 0);
    // The last form result, for what the server answers besides the route action's data.
    let submitted: ServerFormResult | undefined;
    const translator = translatorFor(LOCALE_INFO[locale].language);
    const router = routing.router();
    const url = new URL(path, `${siteUrl}/`);
    const env: PageEnv = {
      locale,
      router: () => router,
      api,
      queryClient,
      translator,
      user,
      account: account ? api.with({ token: account.token }) : null,
      cart,
      shop,
      sessionEnded,
      sessionUnknown,
      previewer,
      productsPerPage: config.productsPerPage,
      ...(onError && { onError }),
      ...(form && { submitForm: async () => (submitted = await form.submit()) }),
    };
    const requestContext = new RouterContextProvider();
    requestContext.set(pageEnvContext, env);
    // A GET, or a form's POST (HEAD is answered without rendering).
    const request = form ? new Request(url, { method: 'POST', body: form.body }) : new Request(url);
    const context = await handlers.query(router, locale, request, {
      requestContext,
      // The browser's action wants the action's answer only, not the page's data.
      skipRevalidation: form?.mode === 'json',
    });
    if (context instanceof Response) {
      // A stored form's next page, or an account page sending an anonymous visitor to login.
      const location = context.headers.get('Location');
      if (location === null) throw new Error('a page loader answered a Response without Location');
      if (dataOnly) return { kind: 'data', status: 401, answer: { ok: false, status: 401, login: location } };
      return form?.mode === 'json'
        ? {
            kind: 'answer',
            status: 200,
            answer: { ok: true, redirect: location, ...(submitted?.ok && submitted.reload && { reload: true }) },
          }
        : { kind: 'redirect', status: context.status, location };
    }
    if (form?.mode === 'json') {
      const answer = Object.values(context.actionData ?? {})[0] as FormAnswer | undefined;
      if (!answer) throw new Error('the route action answered nothing');
      const refresh = submitted?.ok ? submitted.refresh : undefined;
      if (!answer.ok || !refresh) return { kind: 'answer', status: context.statusCode, answer };
      // The form changed what the page shows: who the customer is now, and on an account page
      // its data read again, go with the answer, so the browser shows the change without asking
      // anything more (it never reads account data itself).
      queryClient.setQueryData(viewerQuery().queryKey, refresh.viewer);
      if (refresh.cart) {
        queryClient.setQueryData(cartQuery(null).queryKey, refresh.cart);
        queryClient.setQueryData(cartCountQuery().queryKey, refresh.cart.item_count);
      }
      if (router.match(locale, url.pathname)?.meta.private) {
        const reread = await handlers.query(router, locale, new Request(url), { requestContext });
        if (reread instanceof Response)
          return {
            kind: 'answer',
            status: 200,
            answer: { ok: true, redirect: reread.headers.get('Location'), reload: true },
          };
      }
      return { kind: 'answer', status: context.statusCode, answer: { ...answer, state: dehydrate(queryClient) } };
    }
    let outcome = outcomeOf(context);
    let status = context.statusCode;
    if (refusal) {
      // The page the browser hydrates is the error page too: its loader data says so.
      const page = context.matches.at(-1);
      outcome = { ok: false, error: refusal };
      if (page) context.loaderData[page.route.id] = outcome;
      status = refusal.status;
    }
    if (dataOnly) {
      if (!outcome.ok) return { kind: 'data', status, answer: { ok: false, status: outcome.error.status } };
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && !CHROME_QUERIES.has(query.queryKey[0]),
      });
      return { kind: 'data', status, answer: { ok: true, state } };
    }

    const head = outcome.ok
      ? pageHead({
          router,
          match: outcome.data.match,
          siteUrl,
          t: translator.t,
          head: outcome.data.head,
          alternates: outcome.data.alternates,
        })
      : errorHead({ status, locale, t: translator.t });
    const { currency } = COUNTRY_INFO[country];
    const site: Site = {
      locale,
      country,
      shopId: api.shopId,
      router,
      webp,
      currencySymbol: currency.symbol,
      siteUrl,
      productsPerPage: config.productsPerPage,
      nonce,
      shop,
    };
    const publicConfig: PublicConfig = {
      locale,
      country,
      prefixMode: config.routePrefixMode,
      brandCodes: Object.fromEntries(COUNTRY_INFO[country].locales.map((each) => [each, routing.brandCodes(each)])),
      webp,
      user,
      previewer,
      siteUrl,
      productsPerPage: config.productsPerPage,
      tagManagerId: config.tagManagerIds[country],
      recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
      mapTileUrl: config.mapTileUrl,
      mapTileAttribution: config.mapTileAttribution,
      buildId,
      devOutbox: outboxListed(config),
      dismissed,
      shop,
    };
    const pageModule =
      outcome.ok && hasPage(outcome.data.match.kind) ? pageModulePath(outcome.data.match.kind) : undefined;
    const language = LOCALE_INFO[locale].language;
    const namespaces = outcome.ok ? (loadedPage(outcome.data.match.kind).namespaces ?? []) : [];
    // What the browser loads before it hydrates: the paths of its country's languages (its route
    // tables), its language's base texts and the page's areas, the page's module.
    const tableLanguages = new Set(COUNTRY_INFO[country].locales.map((each) => LOCALE_INFO[each].language));
    const preloads = preloadsFor(manifest, [
      ...[...tableLanguages].map(languageRoutesModule),
      baseModule(language),
      ...namespaces.map((namespace) => namespaceModule(language, namespace)),
      ...(pageModule ? [pageModule] : []),
    ]);
    const staticRouter = createStaticRouter(handlers.routesOf(router, locale, context), context);
    const initialState = dehydrate(queryClient);

    return {
      kind: 'page',
      status,
      outcome,
      queryClient,
      initialState,
      element: (state = initialState, renderer = 'stream') => (
        <Document
          locale={locale}
          head={head}
          nonce={nonce}
          preloads={preloads}
          initialState={state}
          publicConfig={publicConfig}
          routerState={{ loaderData: context.loaderData, actionData: context.actionData }}
        >
          <App
            queryClient={queryClient}
            translator={translator}
            site={renderer === 'string' ? { ...site, nonce: '' } : site}
            api={api}
          >
            <PublicConfigProvider config={publicConfig}>
              {/* Its hydration data travels in our boot state, behind the request's nonce. */}
              <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
            </PublicConfigProvider>
          </App>
        </Document>
      ),
    };
  }
  return preparePage;
}
