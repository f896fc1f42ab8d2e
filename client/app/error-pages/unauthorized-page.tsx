// SPEC §8, 401: not authorised; log in (coming back to the wanted page afterwards) or go home.
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';
import { ErrorNotice } from './error-notice.tsx';

/** The login URL with the absolute URL of the wanted page as `redirect`. */
export function loginHref(loginUrl: string, siteUrl: string, wanted: string): string {
  const url = new URL(loginUrl);
  url.searchParams.set('redirect', new URL(wanted, `${siteUrl}/`).href);
  return url.href;
}

export function UnauthorizedPage({ wanted }: { wanted: string }) {
  const { t } = useTranslation('errors');
  const { loginUrl, siteUrl } = useSite();
  return (
    <ErrorNotice title={t('unauthorized.title')}>
      <p>{t('unauthorized.body')}</p>
      <p>
        {t('unauthorized.loginHint')} <a href={loginHref(loginUrl, siteUrl, wanted)}>{t('unauthorized.login')}</a>
      </p>
    </ErrorNotice>
  );
}
