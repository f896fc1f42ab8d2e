// A URL that cannot be read (not valid percent-encoded UTF-8): what happened, a hint, a link home.
import { useTranslation } from '../i18n.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function BadRequestPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorNotice title={t('badRequest.title')}>
      <p>{t('badRequest.body')}</p>
    </ErrorNotice>
  );
}
