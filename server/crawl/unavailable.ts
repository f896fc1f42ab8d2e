// What robots.txt and the sitemap answer while the site is in maintenance or the content API
// cannot list the pages: 503 with Retry-After, never kept. Crawlers then pause and come back,
// rather than reading a maintenance page as the site's rules or its list of pages.
import type { Response } from 'express';

import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../middleware/maintenance.ts';

export function answerUnavailable(
  res: Response,
  reason: string,
  retryAfterSeconds = MAINTENANCE_RETRY_AFTER_SECONDS,
): void {
  res
    .status(503)
    .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' })
    .type('text/plain')
    .send(`${reason}\n`);
}
