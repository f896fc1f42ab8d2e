// Who the visitor is, as the server found out from their session (decision 026): null for an
// anonymous visitor. The server puts it in every page's state (a cached public page says null);
// the header and the favourite buttons read it. The browser never asks for it: after a form that
// changed it, the server's answer carries it again (send-form.ts).
import { queryOptions } from '@tanstack/react-query';

import type { Viewer } from '../../../shared/schemas/account.ts';

export const viewerQuery = () =>
  queryOptions<Viewer | null>({ queryKey: ['viewer'], queryFn: () => null, staleTime: Infinity });
