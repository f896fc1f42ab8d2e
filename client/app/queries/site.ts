// Site-wide content every page shows around itself: the menus (header, footer, legal links) and
// the global settings (SPEC §3). The page loader awaits them with the page, so they are in the
// document's state; a failure leaves the chrome without them, never the page.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { scope } from './scope.ts';

export const menusQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['menus', ...scope(api)], queryFn: ({ signal }) => api.menu.list({ signal }) });

export const settingsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['settings', ...scope(api)], queryFn: ({ signal }) => api.setting.list({ signal }) });
