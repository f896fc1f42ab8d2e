// The root route: what every page shares in the browser — the loading bar, scroll restoration,
// focus and page views after navigation, client-side handling of internal links.
import { useContext } from 'react';
import { Outlet, ScrollRestoration, UNSAFE_DataRouterDataContext, useNavigation } from 'react-router';
import { useTranslation } from './i18n.tsx';
import { usePageViews } from './analytics/use-page-views.ts';
import { LoadingBar } from './loading-bar/loading-bar.tsx';
import { useLoadingBar } from './loading-bar/use-loading-bar.ts';
import { useFocusAfterNavigation } from './navigation/use-focus-after-navigation.ts';
import { useInternalLinks } from './navigation/use-internal-links.ts';
import { useSite } from './site.tsx';

function NavigationBehaviours() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigation = useNavigation();
  // The page on screen is an error page: the navigation that led there failed.
  const failed = Boolean(useContext(UNSAFE_DataRouterDataContext)?.errors);
  const bar = useLoadingBar({ navigating: navigation.state !== 'idle', failed });
  useInternalLinks();
  useFocusAfterNavigation();
  usePageViews(locale);
  return (
    <>
      <LoadingBar state={bar} label={t('loading')} />
      <ScrollRestoration />
    </>
  );
}

export function Root() {
  return (
    <>
      <NavigationBehaviours />
      <Outlet />
    </>
  );
}
