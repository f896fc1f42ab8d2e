// The document and the chrome around every page, rendered by server components from the exported data.
import type { ReactNode } from 'react';

import { productPageData } from '../../page/product-page-data.server.ts';
import { SiteFooter } from '../../page/site-footer.tsx';
import { SiteHeader } from '../../page/site-header.tsx';

// Every page is rendered per request, the not-found page included: the data is read at start, not at build.
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  const { chrome, path } = productPageData();
  return (
    <html lang={chrome.htmlLang} dir="ltr">
      <body>
        <div className="layout layout--default">
          <SiteHeader chrome={chrome} path={path} />
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter footer={chrome.footer} />
        </div>
      </body>
    </html>
  );
}
