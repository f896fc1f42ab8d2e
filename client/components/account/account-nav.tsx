// The account area's navigation (issue 19): every screen of the customer's own, the one on screen
// marked `aria-current="page"` (the address book stays marked, `aria-current="true"`, while an
// address is added or changed), and logging out.
import type { RouteKind, RouteMatch } from '../../../routes/kinds.ts';
import { LogoutButton } from '../../app/chrome/logout-button.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';

/** The account's screens, in the order the navigation and the dashboard list them. */
export const ACCOUNT_SECTIONS = [
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddresses',
  'myOrders',
  'myFavouriteProducts',
  'myFavouritePharmacies',
] as const satisfies readonly RouteKind[];
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The section a screen belongs to: its own, or the address book for an address's form. */
export function sectionOf(kind: RouteKind): AccountSection | null {
  if (kind === 'myAddressNew' || kind === 'myAddressEdit') return 'myAddresses';
  if (kind === 'myOrder') return 'myOrders';
  return (ACCOUNT_SECTIONS as readonly RouteKind[]).includes(kind) ? (kind as AccountSection) : null;
}

export function AccountNav({ match }: { match: Pick<RouteMatch, 'kind'> }) {
  const { t } = useTranslation('account');
  const { router, locale } = useSite();
  const titles = router.table(locale).titles;
  const current = sectionOf(match.kind);
  return (
    <nav className="account-nav" aria-label={t('nav')}>
      <ul className="account-nav__list">
        {ACCOUNT_SECTIONS.map((section) => {
          const href = router.href(section, {}, locale);
          if (!href) return null;
          const here = section === current ? (section === match.kind ? 'page' : 'true') : undefined;
          return (
            <li key={section}>
              <a
                className={`account-nav__link${here ? ' account-nav__link--current' : ''}`}
                href={href}
                aria-current={here}
              >
                {titles[section]}
              </a>
            </li>
          );
        })}
      </ul>
      <LogoutButton className="account-nav__logout" />
    </nav>
  );
}
