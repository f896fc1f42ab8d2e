// Which page is on screen, for what restarts with a new page (focus, page views, the render
// boundary, menus that close): its path and query. A change of fragment alone (the skip link, an
// in-page anchor) is the same page, although the router gives it a new history entry.
import { useLocation } from 'react-router';

export function usePageKey(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}
