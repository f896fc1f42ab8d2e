// The providers every page renders in, the same on the server and in the browser: the query
// cache, the translations, the Site and the content API client. The router goes inside.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../../shared/api/client.ts';
import { ApiProvider } from './api-context.tsx';
import { SiteProvider, type Site } from './site.tsx';

export interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  site: Site;
  api: ApiClient;
  children: ReactNode;
}

export function App({ queryClient, i18n, site, api, children }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SiteProvider site={site}>
          <ApiProvider api={api}>{children}</ApiProvider>
        </SiteProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
