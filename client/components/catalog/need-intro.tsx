// A need page's introduction: what the need is about, everyday habits and when to ask a
// pharmacist or a doctor, as the seed's paragraphs. Nothing when the need has none.
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { CatalogSection } from '../catalog-section.tsx';
import { hasText, TextParagraphs } from '../product/text-paragraphs.tsx';

export function NeedIntro({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  if (!hasText(need.intro)) return null;
  return (
    <CatalogSection id="need-intro" title={t('need.intro', { need: need.title })}>
      <div className="need-intro">
        <TextParagraphs text={need.intro} className="need-intro__paragraph" />
      </div>
    </CatalogSection>
  );
}
