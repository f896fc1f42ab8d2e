// A part of a page whose data streams in: a placeholder while it loads, and if it fails, a short
// notice with a retry button instead of the section — the rest of the page stays.
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';

import { useTranslation } from '../app/i18n.tsx';

interface CatcherProps {
  onReset: () => void;
  children: ReactNode;
}

function SectionFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <div className="section-failed" role="status">
      <p>{t('sectionError.text')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('sectionError.retry')}
      </button>
    </div>
  );
}

class SectionErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page section failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <SectionFailed retry={this.retry} /> : this.props.children;
  }
}

function SectionLoading() {
  const { t } = useTranslation();
  return (
    <div className="section-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

export function SectionBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <SectionErrorCatcher onReset={reset}>
          <Suspense fallback={fallback ?? <SectionLoading />}>{children}</Suspense>
        </SectionErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
