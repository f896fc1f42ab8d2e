// The way from a brand's page to its brand corner (SPEC §2.2 'Brand corner'), shown only when the
// brand has corner pages in the shop: a brand code alone does not make a corner.
import type { Brand } from '../../../shared/schemas/brand.ts';
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { brandCornerPagesQuery } from '../../app/queries/brands.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useSafeHref } from '../cards/use-safe-href.ts';

export function BrandCornerLink({ brand }: { brand: Brand }) {
  const { t } = useTranslation('catalog');
  const { data } = useSuspenseQuery(brandCornerPagesQuery(useApi(), brand.code));
  const href = useSafeHref()('brandCorner', { brand: brand.code });
  if (data.total === 0 || !href) return null;
  return (
    <p className="brand-corner-link">
      <a href={href}>{t('brand.corner', { brand: brand.name })}</a>
    </p>
  );
}
