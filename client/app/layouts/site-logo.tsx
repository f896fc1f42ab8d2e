// The laboratory's logo: a leaf mark and the wordmark; a link home where the layout has one.
import { useTranslation } from '../i18n.tsx';

function Leaf() {
  return (
    <svg className="site-logo__leaf" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#0b6e4f" />
      <path d="M9 23c0-9 6-14 15-14-1 9-6 14-15 14z" fill="#e8f3ee" />
      <path d="M9 23c3-4 6-7 10-9" fill="none" stroke="#0b6e4f" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function SiteLogo({ href }: { href?: string }) {
  const { t } = useTranslation();
  const mark = (
    <>
      <Leaf />
      <span className="site-logo__mark">{t('appTitle')}</span>
    </>
  );
  if (!href) return <span className="site-logo">{mark}</span>;
  // The visible name first, then where it leads: "Vitrine, back to the home page".
  return (
    <a className="site-logo" href={href}>
      {mark}
      <span className="visually-hidden">{`, ${t('header.homeLink')}`}</span>
    </a>
  );
}
