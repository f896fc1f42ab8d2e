// A need page's top: its pictogram, its title (the page's h1), its description, and the links to
// its sub-needs, where a visitor narrows down what they look for.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { MaybeLink } from '../maybe-link.tsx';
import { TextParagraphs } from '../product/text-paragraphs.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

export function NeedHeader({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  const href = useSafeHref();
  return (
    <header className="need-header">
      <ResponsiveImage
        className="need-header__picto"
        image={need.need.picto}
        alt=""
        size={IMAGE_SIZE_PX}
        widths={[IMAGE_SIZE_PX, IMAGE_SIZE_PX * 2]}
        // catalog.css: 120 px wide.
        sizes="120px"
      />
      <div className="need-header__text">
        <h1 id="main-heading" tabIndex={-1} className="need-header__title">
          {need.title}
        </h1>
        <TextParagraphs text={need.description} className="need-header__description" />
        {need.children.length > 0 && (
          <nav className="need-header__children" aria-labelledby="sub-needs-heading">
            <h2 id="sub-needs-heading" className="need-header__children-title">
              {t('need.subNeeds')}
            </h2>
            <ul>
              {need.children.map((child) => (
                <li key={child.id}>
                  <MaybeLink href={href('need', { slug: child.slug })}>{child.title}</MaybeLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
