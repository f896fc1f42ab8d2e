// The public config (public-config.ts) for the components: the same value on the server, which
// wrote it into the document, and in the browser, which read it back (boot-state.ts).
import { createContext, type ReactNode, useContext } from 'react';

import type { PublicConfig } from './public-config.ts';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig: no PublicConfigProvider above this component (Root provides it)');
  return config;
}
