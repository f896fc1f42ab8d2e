// Pushes the page views of SPEC §4 to window.dataLayer: the landing page once the consent tool is
// ready, then each route change after PAGE_VIEW_DELAY_MS (see page-view.ts). The data layer is
// an array in the page; only the tag manager reads it, and it loads only with consent
// (consent/tag-manager.ts).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { usePageKey } from '../page-key.ts';
import { createPageViewTracker, type PageViewTracker } from './page-view.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function usePageViews(locale: string, whenConsentReady: Promise<void> | undefined): void {
  const { pathname } = useLocation();
  const key = usePageKey();
  const tracker = useRef<PageViewTracker | null>(null);
  const first = useRef(true);
  useEffect(() => () => tracker.current?.dispose(), []);
  useEffect(() => {
    tracker.current ??= createPageViewTracker({
      dataLayer: (window.dataLayer ??= []),
      ...(whenConsentReady && { whenConsentReady }),
    });
    const page = () => ({ path: pathname, title: document.title, locale });
    if (first.current) {
      first.current = false;
      void tracker.current.initial(page);
    } else {
      tracker.current.routeChanged(page);
    }
  }, [key, pathname, locale, whenConsentReady]);
}
