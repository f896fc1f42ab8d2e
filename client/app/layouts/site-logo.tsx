// The laboratory's wordmark; a link home where the layout has one.
import { useTranslation } from '../i18n.tsx';

export function SiteLogo({ href }: { href?: string }) {
  const { t } = useTranslation();
  const mark = <span className="site-logo__mark">{t('appTitle')}</span>;
  if (!href) return <span className="site-logo">{mark}</span>;
  return (
    <a className="site-logo" href={href} aria-label={t('header.homeLink')}>
      {mark}
    </a>
  );
}
