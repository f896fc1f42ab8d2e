// SPEC §2.2 'Brands list': every brand of the shop (GET /brands/router), which is the page's
// content, so it is awaited before the first byte.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Brand } from '../../shared/schemas/brand.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { brandsQuery } from '../app/queries/brands.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { BrandCardList } from '../components/catalog/brand-card.tsx';
import { CatalogHeading } from '../components/catalog/catalog-heading.tsx';
import { routeTitle } from '../components/route-title.ts';

function BrandsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('catalog');
  const { data: brands } = useSuspenseQuery(brandsQuery(useApi()));
  return (
    <div className="brands">
      <CatalogHeading title={routeTitle(match)} lead={t('brands.intro')} />
      {brands.length > 0 ? <BrandCardList brands={brands} /> : <p className="catalog-empty">{t('brands.empty')}</p>}
    </div>
  );
}

export const page: PageModule<Brand[]> = {
  namespaces: ['catalog'],
  load({ api, queryClient }) {
    return queryClient.ensureQueryData(brandsQuery(api));
  },
  head(_brands, context) {
    return {
      title: routeTitle(context.match),
      description: context.t('catalog:brands.description'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: BrandsPage,
};
