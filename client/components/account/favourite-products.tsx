// The customer's favourite products (SPEC §6): each as its card (the link to its page) with a
// button that removes it; what the last removal did, or why it failed, above the list.
import { useTranslation } from '../../app/i18n.tsx';
import { favouriteProductsQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useQuery, useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { ProductCard } from '../cards/product-card.tsx';
import { formErrorText } from '../forms/form-alert.tsx';
import { FavouriteRemoveForm } from './favourite-remove-form.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { useListActions } from './use-list-actions.ts';

export function FavouriteProducts() {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const href = useHref();
  const { data: products } = useSuspenseQuery(favouriteProductsQuery(null));
  const { data: token = null } = useQuery(formTokenQuery());
  const actions = useListActions('favourite-products', ['favouriteRemove']);
  const here = href('myFavouriteProducts') ?? '';
  const browse = href('products');
  return (
    <div className="favourite-list" aria-busy={actions.pending !== null || undefined}>
      <SavedNotice text={actions.done ? t('favourites.removed') : null} />
      {actions.refusal?.formError && (
        <p className="form-alert" role="alert">
          {formErrorText(tf, actions.refusal.formError)}
        </p>
      )}
      {products.length === 0 ? (
        <p className="account-empty">{t('favourites.productsEmpty')}</p>
      ) : (
        <ul className="card-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={2}
                action={
                  <FavouriteRemoveForm
                    kind="product"
                    id={product.id}
                    name={product.name}
                    action={here}
                    token={token}
                    actions={actions}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      {browse && (
        <p>
          <a className="button button--secondary" href={browse}>
            {t('favourites.browseProducts')}
          </a>
        </p>
      )}
    </div>
  );
}
