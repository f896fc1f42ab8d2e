// The pages a running server lists in its own sitemaps, per country, asked over loopback with the
// country's host name (the warm-up before readiness and `npm run load` walk the same list).
import { request } from 'node:http';

import { COUNTRIES, type Country } from '../../config/countries.ts';

export interface SitePath {
  /** A host name the server maps to the page's country. */
  host: string;
  country: Country;
  /** Path and query, as the sitemap lists them. */
  path: string;
}

export interface LoopbackTarget {
  /** Where the server listens: 127.0.0.1 unless it listens on one address only. */
  address: string;
  port: number;
}

/** GET over loopback with a Host header; the body when 200, an error otherwise. */
export function loopbackGet(target: LoopbackTarget, host: string, path: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.address,
        port: target.port,
        path,
        headers: { host: `${host}:${target.port}` },
        timeout: timeoutMs,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${host}${path} answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${host}${path} took more than ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));

/** Every page of every country's sitemap (an index's parts followed), in sitemap order. */
export async function sitemapPaths(
  target: LoopbackTarget,
  countryHosts: Readonly<Record<Country, readonly string[]>>,
  timeoutMs: number,
): Promise<SitePath[]> {
  const paths: SitePath[] = [];
  for (const country of COUNTRIES) {
    const host = countryHosts[country][0];
    if (!host) continue;
    const root = await loopbackGet(target, host, '/sitemap.xml', timeoutMs);
    const parts = root.includes('<sitemapindex')
      ? await Promise.all(locsOf(root).map((part) => loopbackGet(target, host, part.pathname, timeoutMs)))
      : [root];
    for (const part of parts)
      for (const url of locsOf(part)) paths.push({ host, country, path: url.pathname + url.search });
  }
  return paths;
}
