// The 404, 401 or 500 page of SPEC §8 inside the default layout.
import { useDocumentTitle } from '../document-title.ts';
import { useTranslation } from '../i18n.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import type { StatusError } from '../route-errors.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

const TITLE_KEYS = { 404: 'errors:notFound.title', 401: 'errors:unauthorized.title', 500: 'errors:serverError.title' } as const;

export function PageError({ error }: { error: StatusError }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t(TITLE_KEYS[error.status])} - ${t('common:appTitle')}`);
  return (
    <DefaultLayout>
      {error.status === 404 ? <NotFoundPage /> : error.status === 401 ? <UnauthorizedPage wanted={error.wanted ?? '/'} /> : <ServerErrorPage />}
    </DefaultLayout>
  );
}
