// The page route's error boundary: the 404, 401 or 500 page of SPEC §8 inside the default
// layout, whatever the loader threw (a status of ours, or anything else as a 500).
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../i18n.tsx';
import { useDocumentTitle } from '../document-title.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import type { UnauthorizedData } from '../route-errors.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

const TITLE_KEYS = { 404: 'errors:notFound.title', 401: 'errors:unauthorized.title', 500: 'errors:serverError.title' } as const;

export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 401) ? error.status : 500;
  useDocumentTitle(`${t(TITLE_KEYS[status])} - ${t('common:appTitle')}`);
  const wanted = status === 401 ? ((error as { data?: UnauthorizedData }).data?.wanted ?? '/') : '/';
  return (
    <DefaultLayout>
      {status === 404 ? <NotFoundPage /> : status === 401 ? <UnauthorizedPage wanted={wanted} /> : <ServerErrorPage />}
    </DefaultLayout>
  );
}
