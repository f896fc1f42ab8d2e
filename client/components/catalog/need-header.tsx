// A need page's top: its pictogram, its title (the page's h1), its description, and the links to
// its sub-needs, where a visitor narrows down what they look for.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useImageUrl } from '../../app/site.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { MaybeLink } from '../maybe-link.tsx';
import { TextParagraphs } from '../product/text-paragraphs.tsx';

export function NeedHeader({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  const imageUrl = useImageUrl();
  const href = useSafeHref();
  return (
    <header className="need-header">
      <img
        className="need-header__picto"
        src={imageUrl(need.need.picto.url)}
        alt=""
        width={IMAGE_SIZE_PX}
        height={IMAGE_SIZE_PX}
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
