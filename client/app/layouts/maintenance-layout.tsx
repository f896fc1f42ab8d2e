// The maintenance layout: the wordmark and the notice, nothing that leads back into the site.
import type { ReactNode } from 'react';

import { MAIN_ID } from './default-layout.tsx';
import { SiteLogo } from './site-logo.tsx';

export function MaintenanceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--maintenance">
      <header className="site-header site-header--centred">
        <SiteLogo />
      </header>
      <main id={MAIN_ID} className="site-main site-main--centred" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
