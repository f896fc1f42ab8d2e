// The invitation to find a pharmacy; absent where the locale has no store finder (it-it).
import { useTranslation } from '../../app/i18n.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';

const HEADING_ID = 'home-find-pharmacy-heading';

export function HomeFindPharmacy() {
  const { t } = useTranslation('home');
  const href = useSafeHref()('storeFinder');
  if (!href) return null;
  return (
    <section id="home-find-pharmacy" className="home-find-pharmacy" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="home-section-title">
        {t('findPharmacy.title')}
      </h2>
      <p className="home-find-pharmacy-text">{t('findPharmacy.text')}</p>
      <a className="home-button" href={href}>
        {t('findPharmacy.button')}
      </a>
    </section>
  );
}
