// The home page (SPEC §2.2 'Home'): the hero, what GET /homepage answers laid out in sections (a
// section without items is left out), and the way to a pharmacy.
import type { ReactNode } from 'react';

import type { Homepage } from '../../../shared/api/resources/homepage.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { HomeFindPharmacy } from './home-find-pharmacy.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeHeroProducts, StreamedHeroProducts } from './home-hero-products.tsx';
import { HomeNeeds } from './home-needs.tsx';
import { HomePages } from './home-pages.tsx';
import { HomeProducts } from './home-products.tsx';

export function HomeSections({ homepage }: { homepage: Homepage }) {
  const { t } = useTranslation('home');
  const href = useSafeHref();
  return (
    <>
      <HomeProducts products={homepage.products} />
      <HomeNeeds needs={homepage.needs} />
      <HomePages
        id="home-advice"
        title={t('latestAdvice')}
        seeAll={{ href: href('adviceHome'), label: t('seeAllAdvice') }}
        pages={homepage.advice}
      />
      <HomePages id="home-news" title={t('news')} pages={homepage.news} />
    </>
  );
}

/** The page around the sections; `children` replaces them (the page streams them in). */
export function HomeView({ homepage, children }: { homepage?: Homepage; children?: ReactNode }) {
  return (
    <div className="home">
      <HomeHero packshots={homepage ? <HomeHeroProducts products={homepage.products} /> : <StreamedHeroProducts />} />
      {children ?? (homepage && <HomeSections homepage={homepage} />)}
      <HomeFindPharmacy />
    </div>
  );
}
