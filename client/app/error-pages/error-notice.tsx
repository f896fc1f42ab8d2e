// The shape every error page shares: a heading, what happened, what to do, a link home.
import type { ReactNode } from 'react';

import { useTranslation } from '../i18n.tsx';
import { useHref } from '../site.tsx';

export function ErrorNotice({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('errors');
  const href = useHref();
  return (
    <section className="error-page">
      <h1 id="main-heading" tabIndex={-1}>
        {title}
      </h1>
      {children}
      <p>
        <a className="button" href={href('home') ?? '/'}>
          {t('notFound.backHome')}
        </a>
      </p>
    </section>
  );
}
