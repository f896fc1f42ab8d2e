// SPEC §8, 401: not authorised; log in (coming back to the wanted page afterwards) or go home.
// Previews answer it (decision 010); account pages send an anonymous visitor to login directly.
import { loginPath } from '../../../shared/account-paths.ts';
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function UnauthorizedPage({ wanted }: { wanted: string }) {
  const { t } = useTranslation('errors');
  const { router, locale } = useSite();
  return (
    <ErrorNotice title={t('unauthorized.title')}>
      <p>{t('unauthorized.body')}</p>
      <p>
        {t('unauthorized.loginHint')} <a href={loginPath(router, locale, { wanted })}>{t('unauthorized.login')}</a>
      </p>
    </ErrorNotice>
  );
}
