// The head of a page showing one CMS page: its title and meta description, its visual for Open
// Graph, the breadcrumb the screen builds, and an Article (or NewsArticle) for search engines.
import { LOCALE_INFO } from '../../../config/locales.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import type { Crumb, PageContext, PageHead } from '../../app/page-module.ts';
import { articleJsonLd } from './structured-data.ts';

export function articleHead(
  page: Page,
  context: Pick<PageContext, 'locale' | 't'>,
  breadcrumb: Crumb[],
  { article = true }: { article?: boolean } = {},
): PageHead {
  const image = page.vertical_image.url;
  const publisher = context.t('common:appTitle');
  const language = LOCALE_INFO[context.locale].iso;
  return {
    title: page.title,
    description: page.meta_description || page.summary,
    breadcrumb,
    image,
    openGraphType: article ? 'article' : 'website',
    ...(article && {
      jsonLd: ({ canonical, absolute }: { canonical: string; absolute: (path: string) => string }) => [
        articleJsonLd({ page, url: canonical, image: absolute(image), language, publisher }),
      ],
    }),
  };
}
