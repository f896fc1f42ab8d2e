// Whether the visitor has a customer's session that counts (the server put who they are in the
// page's state, decision 026).
import { viewerQuery } from '../../app/queries/viewer.ts';
import { useQuery } from '../../app/query-hooks.ts';

export function useSignedIn(): boolean {
  return useQuery(viewerQuery()).data != null;
}
