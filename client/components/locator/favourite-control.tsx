// The pharmacy finder's favourites (SPEC §6): each pharmacy's button (FavouriteButton: a link to
// login that comes back to this very pharmacy of this very search with it added, or the
// customer's own add and remove), and what favourites need or give, said once above the list.
import { useTranslation } from '../../app/i18n.tsx';
import { viewerQuery } from '../../app/queries/viewer.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { FavouriteButton } from '../account/favourite-button.tsx';

/** The id of a pharmacy's entry in the list, which the login brings the visitor back to. */
export const pharmacyAnchor = (id: number) => `pharmacy-${id}`;

export function FavouriteControl({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('locator');
  return (
    <FavouriteButton
      kind="pharmacy"
      id={id}
      name={name}
      anchor={pharmacyAnchor(id)}
      className="pharmacy__favourite"
      texts={{ add: t('finder.favourite.add'), remove: t('finder.favourite.remove') }}
    />
  );
}

/** What favourites need or give, said once above the list. */
export function FavouritesNotice() {
  const { t } = useTranslation('locator');
  const href = useHref();
  const { data: viewer } = useQuery(viewerQuery());
  const mine = href('myFavouritePharmacies');
  return (
    <p className="finder-results__favourites">
      {viewer && mine ? <a href={mine}>{t('finder.favourite.mine')}</a> : t('finder.favourite.loginNeeded')}
    </p>
  );
}
