// The head of a rendered page: from the page module's head for a page that rendered, from the
// error texts (noindex, no canonical) for an error page.
import type { Alternate } from '../../client/app/page-alternates.ts';
import type { PageHead } from '../../client/app/page-module.ts';
import type { Locale } from '../../config/locales.ts';
import { LOCALE_INFO } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Translate } from '../../shared/i18n/translator.ts';
import { absolute, buildHead, type HeadData, pageTitle } from './head.ts';

const ERROR_TEXTS = {
  400: { title: 'errors:badRequest.title', description: 'errors:badRequest.body' },
  404: { title: 'errors:notFound.title', description: 'errors:notFound.body' },
  401: { title: 'errors:unauthorized.title', description: 'errors:unauthorized.body' },
  500: { title: 'errors:serverError.title', description: 'errors:serverError.body' },
  503: { title: 'errors:serverError.title', description: 'errors:unavailable.body' },
} as const;

export function pageHead({
  router,
  match,
  siteUrl,
  t,
  head,
  alternates,
}: {
  router: Router;
  match: RouteMatch;
  siteUrl: string;
  t: Translate;
  head: PageHead;
  alternates?: readonly Alternate[];
}): HeadData {
  const data = buildHead({
    router,
    route: match,
    siteUrl,
    appTitle: t('common:appTitle'),
    pageTitle: head.title,
    description: head.description,
    breadcrumb: head.breadcrumb,
    homeName: t('common:breadcrumb.home'),
    ...(head.image && { image: head.image }),
    ...(head.openGraphType && { openGraphType: head.openGraphType }),
    ...(alternates && { alternates }),
  });
  if (head.jsonLd)
    data.jsonLd.push(...head.jsonLd({ canonical: data.canonical, absolute: (path) => absolute(siteUrl, path) }));
  return data;
}

export function errorHead({ status, locale, t }: { status: number; locale: Locale; t: Translate }): HeadData {
  const texts =
    status === 400 || status === 404 || status === 401 || status === 503 ? ERROR_TEXTS[status] : ERROR_TEXTS[500];
  const title = pageTitle(t(texts.title), t('common:appTitle'));
  const description = t(texts.description);
  return {
    title,
    description,
    canonical: '',
    alternates: [],
    openGraph: { type: 'website', title, description, url: '', locale: LOCALE_INFO[locale].iso.replace('-', '_') },
    jsonLd: [],
    noindex: true,
  };
}
