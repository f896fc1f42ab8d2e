// The sitemap protocol's two documents (sitemaps.org 0.9): a `urlset` with hreflang alternates
// (xhtml:link), and the `sitemapindex` that lists the parts of a sitemap too long for one file.
// Pure string building; every value is escaped.
import { escapeXml } from '../../shared/format/escape-markup.ts';
import type { SitemapEntry } from './sitemap-entries.ts';

/**
 * URLs per sitemap file. The protocol allows 50 000 and 50 MiB; each entry here may carry a few
 * alternates, so a smaller part keeps every file far below the byte limit.
 */
export const SITEMAP_MAX_URLS = 10_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(loc)}</loc>${links.join('')}</url>`;
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: readonly string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The entries cut into parts of at most `size`. */
export function parts<T>(entries: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a sitemap part holds at least one URL, not ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < entries.length; start += size) out.push(entries.slice(start, start + size));
  return out;
}
