// Where a CMS page lives, by its type. Pure, so the mapping is tested without rendering.
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import type { Page } from '../../../shared/schemas/page.ts';

export interface PageRoute {
  kind: RouteKind;
  params: RouteParams;
}

/**
 * Advice, innovation and expertise pages have routes of their own. The about route takes a theme,
 * not a page (`/a-propos/:theme?/:filter?`), so an about page leads to its theme, or to the about
 * home without one. Every other type (news, standard, corpo, brand corner, need) is a catch-all
 * CMS page reached by its slug: the brand-corner route needs a brand code the page does not carry.
 */
export function pageRoute(page: Pick<Page, 'type' | 'slug' | 'theme'>): PageRoute {
  switch (page.type) {
    case 'advice':
    case 'innovation':
    case 'expertise':
      return { kind: page.type, params: { slug: page.slug } };
    case 'about':
      return { kind: 'about', params: page.theme ? { theme: page.theme.slug } : {} };
    case 'news':
    case 'standard':
    case 'corpo':
    case 'brand_corner':
    case 'need':
      return { kind: 'cmsPage', params: { cmsPath: page.slug } };
  }
}
