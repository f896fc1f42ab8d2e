// After a client-side navigation, focus moves to the new page's main heading, so screen-reader
// and keyboard users start on the new page (the first page load keeps the browser's focus).
import { useEffect, useRef } from 'react';

import { usePageKey } from '../page-key.ts';

export function focusMainHeading(root: ParentNode = document): boolean {
  const heading = root.querySelector<HTMLElement>('#main-heading') ?? root.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

export function useFocusAfterNavigation(): void {
  const page = usePageKey();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusMainHeading();
  }, [page]);
}
