// Turns clicks on internal links (any <a href>, from our components or from content) into
// client-side navigation, so pages never need a special link component.
import { useEffect } from 'react';

import { usePageRouter } from '../router/router-context.tsx';
import { useSite } from '../site.tsx';
import { internalTarget } from './internal-link.ts';

export function useInternalLinks(): void {
  const router = usePageRouter();
  const site = useSite();
  const { locale } = site;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      // A link to another language (the language selector, hreflang alternates) loads that
      // language's page and texts: the browser follows it.
      if (anchor.hasAttribute('hreflang')) return;
      const target = internalTarget(
        {
          button: event.button,
          defaultPrevented: event.defaultPrevented,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        new URL(window.location.href),
        // Private pages (previews) are the server's to open: it verifies the session first.
        (pathname) => {
          const match = site.router.match(locale, pathname);
          return match !== null && !match.meta.private;
        },
      );
      if (target === null) return;
      event.preventDefault();
      void router.navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router, site, locale]);
}
