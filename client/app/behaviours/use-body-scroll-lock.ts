// SPEC §4: the page behind the burger menu does not scroll while it is open. The class on <html>
// hides the overflow of the document (client/styles/chrome.css); the scroll position is kept.
import { useEffect } from 'react';

export const SCROLL_LOCKED_CLASS = 'scroll-locked';

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    // The scrollbar's width, kept as padding so the page does not shift sideways.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.setProperty('--scrollbar-width', `${scrollbar}px`);
    root.classList.add(SCROLL_LOCKED_CLASS);
    return () => {
      root.classList.remove(SCROLL_LOCKED_CLASS);
      root.style.removeProperty('--scrollbar-width');
    };
  }, [active]);
}
