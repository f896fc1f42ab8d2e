// robots.txt of one country: crawlers keep away from the content API, search results (one page
// per term, never indexed) and previews (private), and find the country's sitemap. Paths come
// from the router, so they follow the configured prefix reading. The bare results path (the
// search form) stays open: it says noindex itself.
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { Router } from '../../routes/compiler.ts';
import { PREVIEW_TYPES } from '../../routes/kinds.ts';
import { absolute } from '../render/head.ts';

export const SITEMAP_PATH = '/sitemap.xml';

/** `/fr/product/preview/1` -> `/fr/product/preview/`: every id of that preview type. */
const PREVIEW_ID_SAMPLE = '1';

export function robotsText({
  country,
  router,
  siteUrl,
}: {
  country: Country;
  router: Router;
  siteUrl: string;
}): string {
  const disallowed = ['/api/'];
  for (const locale of COUNTRY_INFO[country].locales) {
    const results = router.href('results', {}, locale);
    if (results) disallowed.push(`${results}/`, `${results}?`);
    for (const previewType of PREVIEW_TYPES) {
      const preview = router.href('preview', { previewType, id: PREVIEW_ID_SAMPLE }, locale);
      if (preview) disallowed.push(preview.slice(0, -PREVIEW_ID_SAMPLE.length));
    }
  }
  const lines = [
    'User-agent: *',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(siteUrl, SITEMAP_PATH)}`,
  ];
  return `${lines.join('\n')}\n`;
}
