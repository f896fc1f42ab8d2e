// The root route's component (decision 019): around the page the router's loader found (or its
// error page, RoutePage: the page routes' component, in the root's Outlet), what every page
// shares in the browser — the loading bar, the router's scroll
// restoration, focus and page views after navigation; the visitor's consent and the device
// class; and, around pages of the default layout, the behaviours of SPEC §2.3 and §4 that outlive
// a route change (the consent banner, the QR-code language choice, the newsletter pop-in, the
// go-to-top button, the new-version prompt).
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { usePageViews } from './analytics/use-page-views.ts';
import { AfterHydration } from './behaviours/after-hydration.tsx';
import { ClientBehaviours } from './behaviours/client-behaviours.tsx';
import { DeviceClassProvider } from './behaviours/device-class-context.tsx';
import { QrCodeLanguages } from './behaviours/qr-code-languages.tsx';
import { ConsentProvider, useConsent } from './consent/consent-context.tsx';
import { ConsentInterface } from './consent/consent-interface.tsx';
import { ErrorPageFailed } from './error-pages/error-page-failed.tsx';
import { PageError } from './error-pages/page-error.tsx';
import { useTranslation } from './i18n.tsx';
import { LoadingBar } from './loading-bar/loading-bar.tsx';
import { useLoadingBar } from './loading-bar/use-loading-bar.ts';
import { useFocusAfterNavigation } from './navigation/use-focus-after-navigation.ts';
import { homeAlternates } from './page-alternates.ts';
import { usePageKey } from './page-key.ts';
import type { LayoutName } from './page-module.ts';
import { useNavigating, usePageOutcome } from './page-outcome.ts';
import { loadedPage } from './page-registry.ts';
import { PageRoute } from './page-route.tsx';
import { RenderBoundary } from './render-boundary.tsx';
import { serverError } from './route-errors.ts';
import { useSite } from './site.tsx';

function NavigationBehaviours() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigating = useNavigating();
  const outcome = usePageOutcome();
  const { ready } = useConsent();
  // The page on screen is an error page: the navigation that led there failed.
  const bar = useLoadingBar({ navigating, failed: !outcome.ok });
  useFocusAfterNavigation();
  usePageViews(locale, ready);
  return (
    <>
      <LoadingBar state={bar} label={t('loading')} />
      <ScrollRestoration />
    </>
  );
}

/** What a page that failed to render shows: one error for every render (an Error costs its stack). */
const RENDER_FAILED = serverError();

/** The page routes' component: the page of the loader's outcome, or its error page. */
export function RoutePage() {
  const outcome = usePageOutcome();
  return (
    <RenderBoundary key={usePageKey()} fallback={<PageError error={RENDER_FAILED} />}>
      {outcome.ok ? <PageRoute data={outcome.data} /> : <PageError error={outcome.error} />}
    </RenderBoundary>
  );
}

/** The layout of the page on screen (error pages have the default one). */
function useLayoutName(): LayoutName {
  const outcome = usePageOutcome();
  return outcome.ok ? (loadedPage(outcome.data.match.kind).layout ?? 'default') : 'default';
}

/** What shows only around pages of the default layout (not on the maintenance page). */
function AroundDefaultPages({ children }: { children: ReactNode }) {
  return useLayoutName() === 'default' ? <>{children}</> : null;
}

function PageBehaviours() {
  const { router, locale } = useSite();
  const outcome = usePageOutcome();
  const alternates = outcome.ok ? outcome.data.alternates : homeAlternates({ router, locale });
  return (
    <AroundDefaultPages>
      <QrCodeLanguages alternates={alternates} />
      <AfterHydration>
        <ClientBehaviours />
      </AfterHydration>
    </AroundDefaultPages>
  );
}

/** Inside the router and the public config's provider. */
export function Root() {
  return (
    <RenderBoundary fallback={<ErrorPageFailed />}>
      <ConsentProvider>
        <DeviceClassProvider>
          <NavigationBehaviours />
          <Outlet />
          <PageBehaviours />
          {/* After the page: the skip link stays the keyboard's first stop; the banner blocks nothing. */}
          <AroundDefaultPages>
            <ConsentInterface />
          </AroundDefaultPages>
        </DeviceClassProvider>
      </ConsentProvider>
    </RenderBoundary>
  );
}
