// The 503 page: the content API could not give this page's data just now (down, too slow, or
// answering nonsense). SPEC §8 titles every status but 404 and 401 'Une erreur a eu lieu'; the
// text says it is temporary, and the link asks for the same page again.
import { useLocation } from 'react-router';

import { useTranslation } from '../i18n.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function UnavailablePage() {
  const { t } = useTranslation('errors');
  const location = useLocation();
  return (
    <ErrorNotice title={t('serverError.title')}>
      <p>{t('unavailable.body')}</p>
      <p>
        <a href={location.pathname + location.search}>{t('unavailable.retry')}</a>
      </p>
    </ErrorNotice>
  );
}
