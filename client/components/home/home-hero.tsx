// The top of the home page: the season's campaign, the laboratory's promise, the ways into the
// catalogue (products, needs) and a few packshots. The <h1> takes focus after a client-side
// navigation (decision 009), hence tabIndex -1 and the id the app looks for.
import type { ReactNode } from 'react';

import { useTranslation } from '../../app/i18n.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';

export const MAIN_HEADING_ID = 'main-heading';

/** `packshots`: the products beside the message (home-hero-products.tsx). */
export function HomeHero({ packshots }: { packshots: ReactNode }) {
  const { t } = useTranslation('home');
  const href = useSafeHref();
  const products = href('products');
  const needs = href('needs');
  return (
    <header className="home-hero">
      <div className="home-hero-message">
        <p className="home-hero-campaign">{t('hero.campaign')}</p>
        <h1 id={MAIN_HEADING_ID} className="home-hero-title" tabIndex={-1}>
          {t('hero.title')}
        </h1>
        <p className="home-hero-intro">{t('hero.intro')}</p>
        <p className="home-hero-actions">
          {products && (
            <a className="home-hero-button" href={products}>
              {t('hero.toProducts')}
            </a>
          )}
          {needs && (
            <a className="home-hero-button home-hero-button--secondary" href={needs}>
              {t('hero.toNeeds')}
            </a>
          )}
        </p>
      </div>
      {packshots}
    </header>
  );
}
