// The files of a page's main picture: every URL in the `<picture>` whose `<img>` the page fetches
// first (`fetchpriority="high"`, a product's packshot), in its sources' and its own `srcset` and
// `src`. npm run lighthouse requests them once before measuring, as it requests the pages: the
// catalog draws a picture on its first request (about 260 ms), which a media store already has.
const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/gi;
const HIGH_PRIORITY_IMG = /<img\b[^>]*\bfetchpriority\s*=\s*"high"/i;
const URL_ATTRIBUTE = /\s(?:srcset|src)\s*=\s*"([^"]*)"/gi;

export function mainPictureUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, inner = ''] of html.matchAll(PICTURE)) {
    if (!HIGH_PRIORITY_IMG.test(inner)) continue;
    for (const [, value = ''] of inner.matchAll(URL_ATTRIBUTE))
      for (const candidate of value.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.add(url.replaceAll('&amp;', '&'));
      }
  }
  return [...urls];
}
