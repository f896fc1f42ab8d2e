// The 400, 404, 401, 500 or 503 page of SPEC §8 inside the default layout.
import { useDocumentTitle } from '../document-title.ts';
import { useTranslation } from '../i18n.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import type { StatusError } from '../route-errors.ts';
import { BadRequestPage } from './bad-request-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';
import { UnavailablePage } from './unavailable-page.tsx';

const TITLE_KEYS = {
  400: 'errors:badRequest.title',
  404: 'errors:notFound.title',
  401: 'errors:unauthorized.title',
  500: 'errors:serverError.title',
  503: 'errors:serverError.title',
} as const;

function StatusPage({ error }: { error: StatusError }) {
  switch (error.status) {
    case 400:
      return <BadRequestPage />;
    case 404:
      return <NotFoundPage />;
    case 401:
      return <UnauthorizedPage wanted={error.wanted ?? '/'} />;
    case 503:
      return <UnavailablePage />;
    case 500:
      return <ServerErrorPage />;
  }
}

export function PageError({ error }: { error: StatusError }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t(TITLE_KEYS[error.status])} - ${t('common:appTitle')}`);
  return (
    <DefaultLayout>
      <StatusPage error={error} />
    </DefaultLayout>
  );
}
