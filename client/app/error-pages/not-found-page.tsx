// SPEC §8, 404: the page does not exist (any more); a link home and a hint to search.
import { useTranslation } from '../i18n.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorNotice title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <p>{t('notFound.searchHint')}</p>
    </ErrorNotice>
  );
}
