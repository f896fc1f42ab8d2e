// Internal links (any <a href>, from our components or from CMS content) navigate through the
// router, and the intent to follow one (a pointer over it, focus, a touch) prefetches its page:
// the screen's chunk and its critical queries (decision 019). Links keep being plain <a>, so the
// content API's HTML needs no rewriting and every link works without JavaScript.
import { internalTarget } from './internal-link.ts';
import { KEEP_SCROLL_ATTRIBUTE } from './keep-scroll.ts';

export interface LinkNavigationOptions {
  document: Document;
  /** Whether a path is a page the router may show (another locale's pages are a full load). */
  isPage: (pathname: string) => boolean;
  navigate: (to: string, options: { preventScrollReset: boolean }) => void;
  prefetch: (to: string) => void;
}

const PLAIN_CLICK = { button: 0, defaultPrevented: false, modified: false };

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  // Not `instanceof Element`: the document may be another realm's (a test's DOM).
  const element = target as Partial<Element> | null;
  const anchor = typeof element?.closest === 'function' ? element.closest('a[href]') : null;
  // A link to another language (the language selector, hreflang alternates) loads that
  // language's page and texts: the browser follows it.
  if (!anchor || anchor.tagName !== 'A' || anchor.hasAttribute('hreflang')) return null;
  return anchor as HTMLAnchorElement;
}

function linkInfo(anchor: HTMLAnchorElement) {
  return { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
}

/** Listens on the document; returns what removes the listeners. */
export function installLinkNavigation({ document, isPage, navigate, prefetch }: LinkNavigationOptions): () => void {
  const here = () => new URL(document.location.href);
  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    const click = {
      button: event.button,
      defaultPrevented: event.defaultPrevented,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    };
    const target = internalTarget(click, linkInfo(anchor), here(), isPage);
    if (target === null) return;
    event.preventDefault();
    navigate(target, { preventScrollReset: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) });
  };
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    const target = internalTarget(PLAIN_CLICK, linkInfo(anchor), here(), isPage);
    if (target !== null) prefetch(target);
  };
  const intents = ['mouseover', 'focusin', 'touchstart'] as const;
  document.addEventListener('click', onClick);
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    document.removeEventListener('click', onClick);
    for (const type of intents) document.removeEventListener(type, onIntent);
  };
}
