// The URLs `npm run load` mixes (issue 9): every page each country's sitemap lists, plus what a
// sitemap leaves out but visitors ask for — search results and filtered product lists.
import { request } from 'node:http';
import { COUNTRIES, COUNTRY_INFO } from '../../config/countries.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';

export interface SiteUrl {
  host: string;
  path: string;
}

function get(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${host}${path} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));

/** Pages of every country: its sitemap (index parts followed), a search and a filtered list per locale. */
export async function siteUrls(port: number): Promise<SiteUrl[]> {
  const router = createRouter({ tables: ALL_TABLES });
  const urls: SiteUrl[] = [];
  for (const country of COUNTRIES) {
    const host = `${country}.localhost`;
    const root = await get(port, host, '/sitemap.xml');
    const parts = root.includes('<sitemapindex') ? await Promise.all(locsOf(root).map((part) => get(port, host, part.pathname))) : [root];
    for (const part of parts) for (const url of locsOf(part)) urls.push({ host, path: url.pathname + url.search });
    for (const locale of COUNTRY_INFO[country].locales) {
      const language = locale.slice(0, 2);
      const term = language === 'de' ? 'magnesium' : language === 'nl' ? 'vitamine' : language === 'it' ? 'magnesio' : language === 'es' ? 'magnesio' : 'magnésium';
      urls.push({ host, path: router.href('results', { search: { term, filters: [] } }, locale)! });
    }
  }
  return urls;
}
