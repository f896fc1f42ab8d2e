// A small site crawler for the e2e crawl test: fetches pages of one country's host from the built
// server, follows internal links breadth first within a budget, and records what each page says
// (status, headings, head tags, links) for the test to judge. Pages are read with linkedom, a DOM
// without layout: a crawl reads about a thousand pages, 7 ms each, where happy-dom (the component
// tests' DOM, which Testing Library's role queries need) takes 150 ms (decision 017).
import { request as httpRequest } from 'node:http';

import { parseHTML } from 'linkedom';

import type { Locale } from '../../config/locales.ts';

export interface Fetched {
  path: string;
  status: number;
  location: string | null;
  contentType: string;
  body: string;
}

/** GET a path on a country's host (Host header set; *.localhost needs no DNS this way). */
export function fetchPath(port: number, host: string, path: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            path,
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            contentType: String(res.headers['content-type'] ?? ''),
            body,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Site paths (with query, without fragment) of the links of a document that stay on the same
 * site: relative, or absolute on `origin`. Assets, the API and non-http schemes are left out.
 */
export function internalLinks(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const anchor of parseHTML(html).document.querySelectorAll('a[href]')) {
    const raw = anchor.getAttribute('href')!;
    if (raw === '' || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}

export interface PageFacts {
  h1Count: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  jsonLd: { ok: true; value: Record<string, unknown> }[] | { ok: false; error: string }[];
}

export function pageFacts(html: string): PageFacts {
  const { document } = parseHTML(html);
  const head = document.head;
  const meta = (name: string) => head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    try {
      return { ok: true as const, value: JSON.parse(script.textContent ?? '') as Record<string, unknown> };
    } catch (error) {
      return { ok: false as const, error: String(error) };
    }
  });
  return {
    h1Count: document.querySelectorAll('h1').length,
    title: head.querySelector('title')?.textContent ?? null,
    description: meta('description'),
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    // linkedom keeps attribute names as written, and React writes `hrefLang`.
    alternates: [...head.querySelectorAll('link[rel="alternate"]')].flatMap((link) => {
      const hreflang = link.getAttribute('hreflang') ?? link.getAttribute('hrefLang');
      return hreflang === null ? [] : [{ hreflang, href: link.getAttribute('href') ?? '' }];
    }),
    robots: meta('robots'),
    jsonLd: jsonLd as PageFacts['jsonLd'],
  };
}

export interface CrawlOptions {
  port: number;
  host: string;
  start: readonly string[];
  /** Most pages fetched. */
  budget: number;
  /** Whether the links of a fetched page are followed (the products list's filter combinations are not, past one filter). */
  expand?: (path: string) => boolean;
  /**
   * Pages of one template that are many (filtered lists): their class, and at most `perClass` of
   * each class are fetched; the others are only listed in `skipped`, for the caller to check.
   */
  sample?: { classOf: (path: string) => string | null; perClass: number };
  concurrency?: number;
}

export interface CrawlResult {
  pages: Map<string, CrawledPage>;
  /** Links not fetched because their class had its sample already. */
  skipped: string[];
}

export interface CrawledPage extends Fetched {
  /** Pages that link here. */
  from: string[];
}

/** Breadth-first crawl of one host. Redirects are followed when they stay on the host. */
export async function crawl({
  port,
  host,
  start,
  budget,
  expand = () => true,
  sample,
  concurrency = 4,
}: CrawlOptions): Promise<CrawlResult> {
  const origin = `http://${host}:${port}`;
  const pages = new Map<string, CrawledPage>();
  const referrers = new Map<string, Set<string>>();
  const queue: string[] = [];
  const skipped: string[] = [];
  const sampled = new Map<string, number>();
  const enqueue = (path: string, from: string | null) => {
    let seen = referrers.get(path);
    if (!seen) {
      seen = new Set();
      referrers.set(path, seen);
      const kind = sample?.classOf(path) ?? null;
      const taken = kind === null ? 0 : (sampled.get(kind) ?? 0);
      if (kind !== null && taken >= sample!.perClass) skipped.push(path);
      else {
        if (kind !== null) sampled.set(kind, taken + 1);
        queue.push(path);
      }
    }
    if (from) seen.add(from);
  };
  for (const path of start) enqueue(path, null);

  let active = 0;
  const visit = async (path: string) => {
    const fetched = await fetchPath(port, host, path);
    const page: CrawledPage = { ...fetched, from: [] };
    pages.set(path, page);
    if (fetched.status >= 300 && fetched.status < 400 && fetched.location) {
      const target = new URL(fetched.location, `${origin}${path}`);
      if (target.origin === origin) enqueue(target.pathname + target.search, path);
      return;
    }
    if (fetched.status === 200 && fetched.contentType.startsWith('text/html') && expand(path)) {
      for (const link of internalLinks(fetched.body, origin)) enqueue(link, path);
    }
  };
  const worker = async () => {
    // A worker that finds the queue empty waits while others are still fetching: they may add links.
    while ((queue.length > 0 || active > 0) && pages.size + active < budget) {
      const path = queue.shift();
      if (path === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      active++;
      try {
        await visit(path);
      } finally {
        active--;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const [path, page] of pages) page.from = [...(referrers.get(path) ?? [])];
  return { pages, skipped };
}

/**
 * The brand-corner codes of each locale of a country, as its pages give them to the browser (the
 * boot state's config): brand-corner paths match only with them. `/api/v1` has no such list for
 * browsers.
 */
export async function brandCodesOf(
  port: number,
  host: string,
  path: string,
): Promise<Partial<Record<Locale, readonly string[]>>> {
  let page = await fetchPath(port, host, path);
  // A home that sends the visitor to a language's home (`/` in Belgium) is followed once.
  if (page.location) page = await fetchPath(port, host, new URL(page.location, `http://${host}`).pathname);
  const boot = /self\.__VITRINE_STATE__=(.*?)<\/script>/.exec(page.body)?.[1];
  if (!boot) throw new Error(`${host}${path} carries no boot state`);
  return (JSON.parse(boot) as { config: { brandCodes: Partial<Record<Locale, readonly string[]>> } }).config.brandCodes;
}
