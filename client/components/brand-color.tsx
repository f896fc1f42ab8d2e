// A brand's colour without a style attribute, which the CSP refuses (style-src-attr 'none'): the
// element takes brandColorClass(brand), and <BrandColor> writes the one rule behind it, a
// <style> that React hoists into the head once per brand, carrying the page's nonce.
import type { BrandRef } from '../../shared/schemas/brand.ts';
import { useSite } from '../app/site.tsx';

/** What the brand schema accepts: nothing else is ever written into a style rule. */
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The class that sets --brand-color to the brand's colour. */
export function brandColorClass(brand: Pick<BrandRef, 'id'>): string {
  return `brand-color-${brand.id}`;
}

export function BrandColor({ brand }: { brand: Pick<BrandRef, 'id' | 'color'> }) {
  const { nonce } = useSite();
  if (!Number.isSafeInteger(brand.id) || !HEX_COLOR.test(brand.color)) return null;
  const className = brandColorClass(brand);
  return (
    <style href={className} precedence="brand-colors" nonce={nonce}>
      {`.${className}{--brand-color:${brand.color}}`}
    </style>
  );
}
