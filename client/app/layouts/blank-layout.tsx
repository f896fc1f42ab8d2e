// The blank layout: the page alone (embedded views, print).
import type { ReactNode } from 'react';

import { MAIN_ID } from './default-layout.tsx';

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} className="layout layout--blank" tabIndex={-1}>
      {children}
    </main>
  );
}
