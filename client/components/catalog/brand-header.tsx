// A brand page's top: logo, name (the page's h1), baseline and description, on the brand's colour.
// The colour draws an edge only, never text, whose contrast it cannot promise.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Brand } from '../../../shared/schemas/brand.ts';
import { BrandColor, brandColorClass } from '../brand-color.tsx';
import { TextParagraphs } from '../product/text-paragraphs.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

export function BrandHeader({ brand }: { brand: Brand }) {
  return (
    <header className={`brand-header ${brandColorClass(brand)}`}>
      <BrandColor brand={brand} />
      <ResponsiveImage
        className="brand-header__logo"
        image={brand.logo}
        alt=""
        size={IMAGE_SIZE_PX}
        widths={[IMAGE_SIZE_PX, IMAGE_SIZE_PX * 2]}
        // catalog.css: 120 px wide.
        sizes="120px"
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
