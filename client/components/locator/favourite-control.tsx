// "Add to my favourite pharmacies" (SPEC §6: login is required). Without a session it leads to
// the login page, which brings the visitor back to this very pharmacy of this very search
// (`LOGIN_URL?redirect=<absolute URL>`, decision 010). With a session there is nothing to call
// yet: the favourites API is not specified, so the results say so once (FavouritesNotice)
// instead of offering a button that would pretend to save.
import { useLocation } from 'react-router';

import { loginHref } from '../../app/error-pages/unauthorized-page.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { usePublicConfig } from '../../app/public-config-context.tsx';
import { useSite } from '../../app/site.tsx';

/** The id of a pharmacy's entry in the list, which the login brings the visitor back to. */
export const pharmacyAnchor = (id: number) => `pharmacy-${id}`;

export function FavouriteControl({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('locator');
  const { loginUrl, siteUrl } = useSite();
  const { user } = usePublicConfig();
  const { pathname, search } = useLocation();
  if (user) return null;
  return (
    <a
      className="pharmacy__favourite"
      href={loginHref(loginUrl, siteUrl, `${pathname}${search}#${pharmacyAnchor(id)}`)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {t('finder.favourite.add')}
      <span className="visually-hidden"> – {name}</span>
    </a>
  );
}

/** What favourites need or do, said once above the list. */
export function FavouritesNotice() {
  const { t } = useTranslation('locator');
  const { user } = usePublicConfig();
  return (
    <p className="finder-results__favourites">
      {user ? t('finder.favourite.notYet') : t('finder.favourite.loginNeeded')}
    </p>
  );
}
