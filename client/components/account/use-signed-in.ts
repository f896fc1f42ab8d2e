// Whether the visitor has a customer's session that counts (the server put who they are in the
// page's state, decision 026).
import { useQuery } from '@tanstack/react-query';

import { viewerQuery } from '../../app/queries/viewer.ts';

export function useSignedIn(): boolean {
  return useQuery(viewerQuery()).data != null;
}
