// Which clicks on links the app handles itself (client-side navigation) and which it leaves to
// the browser: only a plain left click on a same-origin link to a page of the current locale.

export interface ClickInfo {
  button: number;
  defaultPrevented: boolean;
  modified: boolean;
}

export interface LinkInfo {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The path (with query and hash) to navigate to, or null when the browser should follow the link:
 * another origin, another target, a download, the API or assets, an anchor on the same page, or
 * a path `isPage` does not know (another locale's pages are a full page load).
 */
export function internalTarget(
  click: ClickInfo,
  link: LinkInfo,
  current: URL,
  isPage: (pathname: string) => boolean,
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  if (!isPage(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
