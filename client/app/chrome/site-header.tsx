// The header (SPEC §2.3): the discount banner; on wide screens a bar with the country's flag,
// the language selector, the pharmacy finder (point_of_sale '1'), the health magazine and
// logging out; then the burger (small screens), the logo linking home, the search box and the
// account entry (login, or the customer's first name); then the main menu (wide screens; the
// burger menu carries it on small ones).
import { SearchBox } from '../../components/search-box/search-box.tsx';
import { SiteLogo } from '../layouts/site-logo.tsx';
import type { Alternate } from '../page-alternates.ts';
import { useHref, useSite } from '../site.tsx';
import { AccountEntry } from './account-entry.tsx';
import { CartEntry } from './cart-entry.tsx';
import { CountryFlag } from './country-flag.tsx';
import { DiscountBanner } from './discount-banner.tsx';
import { HeaderLinks } from './header-links.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';

export function SiteHeader({ alternates }: { alternates: readonly Alternate[] }) {
  const href = useHref();
  const { country } = useSite();
  return (
    <header className="site-header">
      <DiscountBanner />
      <div className="site-header__top">
        <div className="site-header__inner site-header__top-inner">
          <p className="site-header__country">
            <CountryFlag country={country} />
          </p>
          <LanguageSelector alternates={alternates} />
          <HeaderLinks />
          <LogoutButton />
        </div>
      </div>
      <div className="site-header__inner site-header__bar">
        <MobileMenu alternates={alternates} />
        <SiteLogo href={href('home') ?? '/'} />
        <CountryFlag country={country} className="site-header__mobile-flag" />
        <SearchBox />
        <AccountEntry />
        <CartEntry />
      </div>
      <div className="site-header__inner site-header__nav">
        <MainMenu />
      </div>
    </header>
  );
}
