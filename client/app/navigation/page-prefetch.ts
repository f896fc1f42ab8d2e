// Prefetches a page once per path and query: the page loader run ahead of the navigation fills
// the module registry and the query cache, so the navigation's own loader finds it all there.
export function createPagePrefetch(load: (url: URL) => Promise<unknown>, base: () => string): (to: string) => void {
  const started = new Set<string>();
  return (to) => {
    const url = new URL(to, base());
    url.hash = '';
    if (started.has(url.href)) return;
    started.add(url.href);
    void load(url);
  };
}
