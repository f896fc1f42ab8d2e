// The providers every page renders in, the same on the server and in the browser: the query
// cache, the translations, the Site and the content API client. The router goes inside.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { ApiClient } from '../../shared/api/client.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { useHydrationDone } from '../hooks/use-hydrated.ts';
import { ApiProvider } from './api-context.tsx';
import { I18nProvider, type LoadNamespaces } from './i18n.tsx';
import { type Site, SiteProvider } from './site.tsx';

export interface AppProps {
  queryClient: QueryClient;
  translator: Translator;
  site: Site;
  api: ApiClient;
  /** The browser's loader of screen areas' texts; absent on the server, which has them all. */
  loadNamespaces?: LoadNamespaces;
  children: ReactNode;
}

export function App({ queryClient, translator, site, api, loadNamespaces, children }: AppProps) {
  useHydrationDone();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider translator={translator} {...(loadNamespaces && { loadNamespaces })}>
        <SiteProvider site={site}>
          <ApiProvider api={api}>{children}</ApiProvider>
        </SiteProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
