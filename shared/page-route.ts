// Where a CMS page lives, by its type. Pure, so the mapping is tested without rendering.
import type { RouteKind, RouteParams } from '../routes/kinds.ts';
import type { Page } from './schemas/page.ts';

export interface PageRoute {
  kind: RouteKind;
  params: RouteParams;
}

/**
 * - Advice, innovation and expertise pages have routes of their own, by slug.
 * - An about page lives under its theme (`/a-propos/{theme}/{page}`); one without a theme has no
 *   place in the about pages and is a catch-all CMS page.
 * - A brand-corner page leads to its brand's corner (`/{brand code}`), which shows the corner's
 *   main page and links its other pages: whether a page is the main one depends on its siblings,
 *   which a card does not know. Without a brand code the route cannot be built (no link).
 * - Every other type (news, standard, corpo, need) is a catch-all CMS page reached by its slug.
 */
export function pageRoute(page: Pick<Page, 'type' | 'slug' | 'theme' | 'brand_code'>): PageRoute {
  switch (page.type) {
    case 'advice':
    case 'innovation':
    case 'expertise':
      return { kind: page.type, params: { slug: page.slug } };
    case 'about':
      return page.theme
        ? { kind: 'about', params: { theme: page.theme.slug, filter: page.slug } }
        : { kind: 'cmsPage', params: { cmsPath: page.slug } };
    case 'brand_corner':
      return { kind: 'brandCorner', params: page.brand_code ? { brand: page.brand_code } : {} };
    case 'news':
    case 'standard':
    case 'corpo':
    case 'need':
      return { kind: 'cmsPage', params: { cmsPath: page.slug } };
  }
}
