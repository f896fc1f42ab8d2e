// The loader step every page-by-slug screen shares: the published CMS page of the route's slug,
// which must be of one of the screen's types; anything else (a slug no API would look up, no
// page, a page of another type, which lives on its own route) is a 404.
import type { Page, PageType } from '../../../shared/schemas/page.ts';
import type { PageContext } from '../../app/page-module.ts';
import { cmsPageQuery, isLookupSlug } from '../../app/queries/editorial.ts';
import { notFound } from '../../app/route-errors.ts';

export async function loadPageBySlug(
  { api, queryClient }: Pick<PageContext, 'api' | 'queryClient'>,
  slug: string | undefined,
  accepts: (page: Page) => boolean,
): Promise<Page> {
  if (!isLookupSlug(slug)) throw notFound();
  const page = await queryClient.ensureQueryData(cmsPageQuery(api, slug));
  if (!page || !accepts(page)) throw notFound();
  return page;
}

export const ofType =
  (...types: PageType[]) =>
  (page: Page) =>
    types.includes(page.type);
