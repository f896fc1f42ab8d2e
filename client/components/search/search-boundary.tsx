// The results area's boundary (SPEC §4 'Search box' states, §8 'Search failure'): 'Recherche en
// cours' while the results stream in, 'Une erreur a eu lieu' if they cannot be shown. On the
// server an upstream failure arrives as data (queries/search.ts settle) and is shown by the
// results themselves; this catcher covers what fails to render in the browser.
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';

import { useTranslation } from '../../app/i18n.tsx';

/** 'Une erreur a eu lieu', with a link that asks again (a plain link: it works without JavaScript). */
export function SearchFailed() {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  return (
    <div className="search-failed" role="alert">
      <p className="search-failed__text">{t('error')}</p>
      <p>
        <a href={pathname + search}>{t('retry')}</a>
      </p>
    </div>
  );
}

export function SearchSearching() {
  const { t } = useTranslation('search');
  return (
    <p className="search-searching" role="status">
      {t('searching')}
    </p>
  );
}

class Catcher extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The search results failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <SearchFailed /> : this.props.children;
  }
}

export function SearchBoundary({ children }: { children: ReactNode }) {
  return (
    <Catcher>
      <Suspense fallback={<SearchSearching />}>{children}</Suspense>
    </Catcher>
  );
}
