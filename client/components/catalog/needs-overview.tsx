// The needs screen: each top-level need with its pictogram, its title (the link), its short
// description and the links to its sub-needs.
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { CardImage } from '../cards/card-image.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { MaybeLink } from '../maybe-link.tsx';

/** The needs a visitor starts from: those without a parent, in the catalogue's order. */
export const topLevelNeeds = (needs: readonly Need[]) => needs.filter((need) => need.need.parent === null);

function NeedFamily({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  const href = useSafeHref();
  const headingId = `need-${need.id}-heading`;
  return (
    <article className="need-family" aria-labelledby={headingId}>
      <CardImage image={need.need.picto} decorative />
      <div className="need-family__text">
        <h2 id={headingId} className="need-family__title">
          <MaybeLink href={href('need', { slug: need.slug })}>{need.title}</MaybeLink>
        </h2>
        <p className="need-family__description">{need.description}</p>
        {need.children.length > 0 && (
          <ul className="need-family__children" aria-label={t('needs.subNeeds', { need: need.title })}>
            {need.children.map((child) => (
              <li key={child.id}>
                <MaybeLink href={href('need', { slug: child.slug })}>{child.title}</MaybeLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export function NeedsOverview({ needs }: { needs: readonly Need[] }) {
  return (
    <ul className="needs-overview">
      {topLevelNeeds(needs).map((need) => (
        <li key={need.id}>
          <NeedFamily need={need} />
        </li>
      ))}
    </ul>
  );
}
