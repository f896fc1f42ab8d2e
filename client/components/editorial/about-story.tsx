// The about page's "who we are": what the laboratory is and does, in a few paragraphs, then the
// few figures that sum it up. The texts are the editorial namespace's; the pages that tell each
// part in full follow, theme by theme.
import { useTranslation } from '../../app/i18n.tsx';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;
const FIGURES = ['founded', 'countries', 'brands', 'pharmacies'] as const;

export function AboutStory() {
  const { t } = useTranslation('editorial');
  return (
    <section id="about-story" className="about-story" aria-labelledby="about-story-heading">
      <h2 id="about-story-heading" className="editorial-section__title">
        {t('about.story.title')}
      </h2>
      <div className="about-story__text">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(`about.story.${key}`)}</p>
        ))}
      </div>
      <ul className="about-figures" aria-label={t('about.figures.label')}>
        {FIGURES.map((key) => (
          <li key={key} className="about-figures__item">
            <strong className="about-figures__value">{t(`about.figures.${key}.value`)}</strong>{' '}
            <span className="about-figures__label">{t(`about.figures.${key}.label`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
