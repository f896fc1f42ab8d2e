// The header around the product page, as heavy as Vitrine's: the obsolete-browser notice, the
// discount banner, the country and magazine bar, the burger, the logo, the search box and the
// main menu with its sub-menus. Server markup only: the peers hydrate nothing of it on purpose.
import { BurgerIcon, ChevronIcon, CloseIcon, CountryFlag, LeafLogo, SearchIcon } from './icons.tsx';
import type { Chrome, MenuEntry } from './product-page-data.ts';

function MainMenuEntry({ entry, index }: { entry: MenuEntry; index: number }) {
  const submenuId = `main-menu-${index}`;
  return (
    <li className={entry.separated ? 'main-menu__item main-menu__item--separated' : 'main-menu__item'}>
      <a href={entry.href}>{entry.label}</a>
      {entry.submenuLabel !== null && (
        <>
          <button type="button" className="main-menu__toggle" aria-expanded="false" aria-controls={submenuId}>
            <span className="visually-hidden">{entry.submenuLabel}</span>
            <ChevronIcon />
          </button>
          {entry.children.length > 0 && (
            <ul id={submenuId} className="main-menu__list main-menu__list--level-2">
              {entry.children.map((child) => (
                <li
                  key={child.href + child.label}
                  className={child.separated ? 'main-menu__item main-menu__item--separated' : 'main-menu__item'}
                >
                  <a href={child.href}>{child.label}</a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}

export function SiteHeader({ chrome, path }: { chrome: Chrome; path: string }) {
  const back = encodeURIComponent(path);
  const { discountBanner, search, mainMenu } = chrome;
  return (
    <>
      <a className="skip-link" href="#main">
        {chrome.skipLink}
      </a>
      <div className="browser-info" role="note">
        <p>{chrome.obsoleteBrowser.text}</p>
        <form action={`/notices/browser-info?back=${back}`} method="post">
          <button
            type="submit"
            className="icon-button"
            aria-label={chrome.obsoleteBrowser.dismiss}
            title={chrome.obsoleteBrowser.dismiss}
          >
            <CloseIcon />
          </button>
        </form>
      </div>
      <header className="site-header">
        <section className="discount-banner" aria-label={discountBanner.label}>
          <p className="discount-banner__text">
            {discountBanner.text} <a href={discountBanner.link.href}>{discountBanner.link.label}</a>
          </p>
          <form action={`/notices/discount-banner?back=${back}`} method="post">
            <button
              type="submit"
              className="icon-button discount-banner__close"
              aria-label={discountBanner.dismiss}
              title={discountBanner.dismiss}
            >
              <CloseIcon />
            </button>
          </form>
        </section>
        <div className="site-header__top">
          <div className="site-header__inner site-header__top-inner">
            <p className="site-header__country">
              <CountryFlag name={chrome.country} id="flag-top" />
            </p>
            <ul className="header-links">
              <li>
                <a className="header-links__magazine" href={chrome.magazine.href}>
                  {chrome.magazine.label}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="site-header__inner site-header__bar">
          <button type="button" className="burger" aria-haspopup="dialog" aria-expanded="false" aria-controls="menu">
            <BurgerIcon />
            <span className="burger__label">{chrome.menuLabel}</span>
          </button>
          <dialog id="menu" className="mobile-menu" aria-label={chrome.menuLabel} />
          <a className="site-logo" href={chrome.home.href}>
            <LeafLogo />
            <span className="site-logo__mark">Vitrine</span>
            <span className="visually-hidden">, {chrome.home.label}</span>
          </a>
          <CountryFlag name={chrome.country} id="flag-bar" className="site-header__mobile-flag" />
          <form className="search-box" role="search" action={search.action} method="get">
            <label className="visually-hidden" htmlFor="search-input">
              {search.label}
            </label>
            <div className="search-box__row">
              <input
                id="search-input"
                className="search-box__input"
                type="search"
                placeholder={search.placeholder}
                minLength={3}
                maxLength={200}
                required
                autoComplete="off"
                enterKeyHint="search"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded="false"
                aria-controls="search-listbox"
                aria-describedby="search-hint"
                name="q"
                defaultValue=""
              />
              <button type="submit" className="search-box__submit" aria-describedby="search-hint">
                <SearchIcon />
                <span className="visually-hidden">{search.button}</span>
              </button>
            </div>
            <p id="search-hint" className="visually-hidden">
              {search.hint}
            </p>
            <div className="search-box__panel" hidden>
              <div role="listbox" id="search-listbox" className="search-box__listbox" hidden />
            </div>
          </form>
        </div>
        <div className="site-header__inner site-header__nav">
          <nav className="main-menu" aria-label={mainMenu.label}>
            <ul className="main-menu__list main-menu__list--level-1">
              {mainMenu.entries.map((entry, index) => (
                <MainMenuEntry key={entry.href + entry.label} entry={entry} index={index} />
              ))}
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
