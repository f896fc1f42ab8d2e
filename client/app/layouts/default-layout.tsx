// The default layout (SPEC §2.3): a skip link, the header, the page in <main>, the footer.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n.tsx';
import { useHref } from '../site.tsx';
import { SiteLogo } from './site-logo.tsx';

export const MAIN_ID = 'main';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <div className="layout layout--default">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipLink')}
      </a>
      <header className="site-header">
        <SiteLogo href={href('home') ?? '/'} />
      </header>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
