// The default layout (SPEC §2.3): a skip link, the header (logo, main menu, language selector),
// the breadcrumb and the page in <main>, the footer. What the chrome shows of the page (its
// breadcrumb, its equivalents in the country's other languages) comes from the router's state.
import type { ReactNode } from 'react';
import { Breadcrumb } from '../chrome/breadcrumb.tsx';
import { LanguageSelector } from '../chrome/language-selector.tsx';
import { MainMenu } from '../chrome/main-menu.tsx';
import { SiteFooter } from '../chrome/site-footer.tsx';
import { useTranslation } from '../i18n.tsx';
import { homeAlternates } from '../page-alternates.ts';
import { useRouterState } from '../router/router-context.tsx';
import { useHref, useSite } from '../site.tsx';
import { SiteLogo } from './site-logo.tsx';

export const MAIN_ID = 'main';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const href = useHref();
  const { router, locale } = useSite();
  const { outcome } = useRouterState();
  const alternates = outcome.ok ? outcome.data.alternates : homeAlternates({ router, locale });
  const crumbs = outcome.ok ? outcome.data.head.breadcrumb : [];
  return (
    <div className="layout layout--default">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipLink')}
      </a>
      <header className="site-header">
        <SiteLogo href={href('home') ?? '/'} />
        <MainMenu />
        <LanguageSelector alternates={alternates} />
      </header>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Breadcrumb crumbs={crumbs} />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
