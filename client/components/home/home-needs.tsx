// The needs a visitor can start from, with a link to the needs page.
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { NeedCard } from '../cards/need-card.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { HomeSection } from './home-section.tsx';

export function HomeNeeds({ needs }: { needs: readonly Need[] }) {
  const { t } = useTranslation('home');
  const href = useSafeHref();
  if (needs.length === 0) return null;
  return (
    <HomeSection id="home-needs" title={t('yourNeeds')} seeAll={{ href: href('needs'), label: t('seeAllNeeds') }}>
      <ul className="card-grid card-grid--compact">
        {needs.map((need) => (
          <li key={need.id}>
            <NeedCard need={need} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
