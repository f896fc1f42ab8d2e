// A brand in the brands list: its logo, its name (the link) and its baseline, in its colour.
import type { Brand } from '../../../shared/schemas/brand.ts';
import { BrandColor, brandColorClass } from '../brand-color.tsx';
import { CardImage } from '../cards/card-image.tsx';
import { CardTitle } from '../cards/card-title.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';

export function BrandCard({ brand }: { brand: Brand }) {
  const href = useSafeHref();
  return (
    <article className={`card card--brand ${brandColorClass(brand)}`}>
      <BrandColor brand={brand} />
      <CardTitle level={2} href={href('brand', { slug: brand.slug })}>
        {brand.name}
      </CardTitle>
      {/* The logo draws the brand's name, which the title already says. */}
      <CardImage image={brand.logo} decorative />
      <p className="card-summary">{brand.baseline}</p>
    </article>
  );
}

export function BrandCardList({ brands }: { brands: readonly Brand[] }) {
  return (
    <ul className="card-grid card-grid--brands">
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandCard brand={brand} />
        </li>
      ))}
    </ul>
  );
}
