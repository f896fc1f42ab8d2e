// The customer's favourite pharmacies (SPEC §6): each with its address and phone, a link to it in
// the pharmacy finder (where the country has one), and a button that removes it; what the last
// removal did, or why it failed, above the list.
import { useTranslation } from '../../app/i18n.tsx';
import { favouritePharmaciesQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useQuery, useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { formErrorText } from '../forms/form-alert.tsx';
import { FINDER_PARAMS } from '../locator/finder-search.ts';
import { telHref } from '../locator/tel-href.ts';
import { FavouriteRemoveForm } from './favourite-remove-form.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { useListActions } from './use-list-actions.ts';

export function FavouritePharmacies() {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const href = useHref();
  const { data: pharmacies } = useSuspenseQuery(favouritePharmaciesQuery(null));
  const { data: token = null } = useQuery(formTokenQuery());
  const actions = useListActions('favourite-pharmacies', ['favouriteRemove']);
  const here = href('myFavouritePharmacies') ?? '';
  const finder = href('storeFinder');
  const inFinder = (zipcode: string) =>
    finder ? `${finder}?${new URLSearchParams({ [FINDER_PARAMS.place]: zipcode }).toString()}` : null;
  return (
    <div className="favourite-list" aria-busy={actions.pending !== null || undefined}>
      <SavedNotice text={actions.done ? t('favourites.removed') : null} />
      {actions.refusal?.formError && (
        <p className="form-alert" role="alert">
          {formErrorText(tf, actions.refusal.formError)}
        </p>
      )}
      {pharmacies.length === 0 ? (
        <p className="account-empty">{t('favourites.pharmaciesEmpty')}</p>
      ) : (
        <ul className="favourite-pharmacies">
          {pharmacies.map((pharmacy) => {
            const headingId = `favourite-pharmacy-${pharmacy.id}`;
            const link = inFinder(pharmacy.zipcode);
            return (
              <li key={pharmacy.id} className="favourite-pharmacy">
                <article aria-labelledby={headingId}>
                  <h2 id={headingId} className="favourite-pharmacy__name">
                    {pharmacy.name}
                  </h2>
                  <address className="favourite-pharmacy__address">
                    {pharmacy.address}
                    <br />
                    {pharmacy.zipcode} {pharmacy.city}
                    {pharmacy.phone && (
                      <>
                        <br />
                        <a href={telHref(pharmacy.phone)}>{pharmacy.phone}</a>
                      </>
                    )}
                  </address>
                  <div className="favourite-pharmacy__actions">
                    {link && (
                      <a className="button button--secondary button--small" href={link}>
                        {t('favourites.showInFinder')}
                      </a>
                    )}
                    <FavouriteRemoveForm
                      kind="pharmacy"
                      id={pharmacy.id}
                      name={pharmacy.name}
                      action={here}
                      token={token}
                      actions={actions}
                    />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {finder && (
        <p>
          <a className="button button--secondary" href={finder}>
            {t('favourites.findPharmacy')}
          </a>
        </p>
      )}
    </div>
  );
}
