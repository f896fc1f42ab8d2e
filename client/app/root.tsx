// The app inside its providers: the page of the router's state (or its error page), and what
// every page shares in the browser — the loading bar, scroll restoration, focus and page views
// after navigation, client-side handling of internal links.
import { useLayoutEffect, useRef } from 'react';
import { usePageViews } from './analytics/use-page-views.ts';
import { ErrorPageFailed } from './error-pages/error-page-failed.tsx';
import { PageError } from './error-pages/page-error.tsx';
import { useTranslation } from './i18n.tsx';
import { LoadingBar } from './loading-bar/loading-bar.tsx';
import { useLoadingBar } from './loading-bar/use-loading-bar.ts';
import { useFocusAfterNavigation } from './navigation/use-focus-after-navigation.ts';
import { useInternalLinks } from './navigation/use-internal-links.ts';
import { PageRoute } from './page-route.tsx';
import { RenderBoundary } from './render-boundary.tsx';
import { serverError } from './route-errors.ts';
import { usePageRouter, useRouterState } from './router/router-context.tsx';
import { useSite } from './site.tsx';

function useScrollAfterNavigation(key: string): void {
  const router = usePageRouter();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    router.restoreScroll(key);
  }, [router, key]);
}

function NavigationBehaviours() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { navigating, outcome, location } = useRouterState();
  // The page on screen is an error page: the navigation that led there failed.
  const bar = useLoadingBar({ navigating, failed: !outcome.ok });
  useInternalLinks();
  useScrollAfterNavigation(location.key);
  useFocusAfterNavigation();
  usePageViews(locale);
  return <LoadingBar state={bar} label={t('loading')} />;
}

function Page() {
  const { outcome, location } = useRouterState();
  return (
    <RenderBoundary key={location.key} fallback={<PageError error={serverError()} />}>
      {outcome.ok ? <PageRoute data={outcome.data} /> : <PageError error={outcome.error} />}
    </RenderBoundary>
  );
}

export function Root() {
  return (
    <RenderBoundary fallback={<ErrorPageFailed />}>
      <NavigationBehaviours />
      <Page />
    </RenderBoundary>
  );
}
