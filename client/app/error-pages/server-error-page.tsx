// SPEC §8, 500 and any other status: 'Une erreur a eu lieu' and a link home.
import { useTranslation } from '../i18n.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function ServerErrorPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorNotice title={t('serverError.title')}>
      <p>{t('serverError.body')}</p>
    </ErrorNotice>
  );
}
