// A brand page's top: logo, name (the page's h1), baseline and description, on the brand's colour.
// The colour draws an edge only, never text, whose contrast it cannot promise.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Brand } from '../../../shared/schemas/brand.ts';
import { useImageUrl } from '../../app/site.tsx';
import { BrandColor, brandColorClass } from '../brand-color.tsx';
import { TextParagraphs } from '../product/text-paragraphs.tsx';

export function BrandHeader({ brand }: { brand: Brand }) {
  const imageUrl = useImageUrl();
  return (
    <header className={`brand-header ${brandColorClass(brand)}`}>
      <BrandColor brand={brand} />
      <img
        className="brand-header__logo"
        src={imageUrl(brand.logo.url)}
        alt=""
        width={IMAGE_SIZE_PX}
        height={IMAGE_SIZE_PX}
      />
      <div className="brand-header__text">
        <h1 id="main-heading" tabIndex={-1} className="brand-header__name">
          {brand.name}
        </h1>
        <p className="brand-header__baseline">{brand.baseline}</p>
        <TextParagraphs text={brand.description} className="brand-header__description" />
      </div>
    </header>
  );
}
