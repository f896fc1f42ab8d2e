// The default layout (SPEC §2.3): a skip link, the obsolete-browser notice, the header, the
// breadcrumb and the page in <main>, the footer. What the chrome shows of the page (its
// breadcrumb, its equivalents in the country's other languages) comes from the page's outcome.
import type { ReactNode } from 'react';

import { BrowserInfoBanner } from '../behaviours/browser-info-banner.tsx';
import { Breadcrumb } from '../chrome/breadcrumb.tsx';
import { SiteFooter } from '../chrome/site-footer.tsx';
import { SiteHeader } from '../chrome/site-header.tsx';
import { useTranslation } from '../i18n.tsx';
import { homeAlternates } from '../page-alternates.ts';
import { usePageOutcome } from '../page-outcome.ts';
import { useSite } from '../site.tsx';

export const MAIN_ID = 'main';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { router, locale } = useSite();
  const outcome = usePageOutcome();
  const alternates = outcome.ok ? outcome.data.alternates : homeAlternates({ router, locale });
  const crumbs = outcome.ok ? outcome.data.head.breadcrumb : [];
  return (
    <div className="layout layout--default">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipLink')}
      </a>
      <BrowserInfoBanner />
      <SiteHeader alternates={alternates} />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Breadcrumb crumbs={crumbs} />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
