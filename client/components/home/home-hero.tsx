// The top of the home page. The <h1> takes focus after a client-side navigation (decision 009),
// hence tabIndex -1 and the id the app looks for.
import { useTranslation } from '../../app/i18n.tsx';

export const MAIN_HEADING_ID = 'main-heading';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <header className="home-hero">
      <h1 id={MAIN_HEADING_ID} className="home-hero-title" tabIndex={-1}>
        {t('hero.title')}
      </h1>
      <p className="home-hero-intro">{t('hero.intro')}</p>
    </header>
  );
}
