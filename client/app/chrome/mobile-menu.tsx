// The burger menu of small screens (SPEC §2.3 'Mobile menu', §4): a modal dialog with the logo,
// the language dropdown (countries of several languages), the catalog's `mobile` menu, the
// store-locator button when point_of_sale is '1', the health space and logging out. The page
// behind does not scroll while it is open; it closes with its button, Escape, a link followed,
// a route change, or the window growing past the mobile breakpoint. Focus stays inside while it
// is open and returns to the burger button after.
import { useEffect, useId, useState, type MouseEvent } from 'react';
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { isMobileClass } from '../behaviours/device-class.ts';
import { useDeviceClass } from '../behaviours/device-class-context.tsx';
import { useBodyScrollLock } from '../behaviours/use-body-scroll-lock.ts';
import { useModalDialog } from '../behaviours/use-modal-dialog.ts';
import { useTranslation } from '../i18n.tsx';
import { SiteLogo } from '../layouts/site-logo.tsx';
import type { Alternate } from '../page-alternates.ts';
import { hasPage } from '../page-registry.ts';
import { useLocation } from '../router/router-context.tsx';
import { useHref, useSite } from '../site.tsx';
import { CloseIcon } from './close-icon.tsx';
import { LanguageDropdown } from './language-dropdown.tsx';
import { LogoutButton } from './logout-button.tsx';
import { menuHref } from './menu-href.ts';
import { useStoreLink } from './store-link.ts';
import { useMenu } from './use-menu.ts';

function MobileLinks({ links }: { links: readonly MenuLink[] }) {
  const { router, locale } = useSite();
  const entries = links.map((link) => ({ link, href: menuHref(link, router, locale) })).filter((entry) => entry.href !== null);
  if (entries.length === 0) return null;
  return (
    <ul className="mobile-menu__links">
      {entries.map(({ link, href }, index) => (
        <li key={`${link.label}-${index}`} className={link.separate_after ? 'mobile-menu__item--separated' : undefined}>
          <a href={href!}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function MobileMenuContent({ alternates, onClose }: { alternates: readonly Alternate[]; onClose: () => void }) {
  const { t } = useTranslation();
  const href = useHref();
  const links = useMenu('mobile');
  const store = useStoreLink(['whoCanAdvise', 'storeFinder']);
  const health = hasPage('adviceHome') ? href('adviceHome') : null;
  // A followed link closes the menu at once; the next page loads behind the loading bar.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };
  return (
    <div className="mobile-menu__content" onClick={onClick}>
      <div className="mobile-menu__head">
        <SiteLogo href={href('home') ?? '/'} />
        <button type="button" className="icon-button mobile-menu__close" onClick={onClose} aria-label={t('header.closeMenu')} title={t('header.closeMenu')}>
          <CloseIcon />
        </button>
      </div>
      <LanguageDropdown alternates={alternates} />
      <nav aria-label={t('header.mainMenu')}>
        <MobileLinks links={links} />
      </nav>
      <div className="mobile-menu__buttons">
        {store && (
          <a className="button" href={store.href}>
            {t(store.kind === 'storeFinder' ? 'header.storeFinder' : 'header.whoCanAdvise')}
          </a>
        )}
        {health && (
          <a className="button button--secondary" href={health}>
            {t('header.healthMagazine')}
          </a>
        )}
      </div>
      <LogoutButton className="logout mobile-menu__logout" />
    </div>
  );
}

export function MobileMenu({ alternates }: { alternates: readonly Alternate[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const device = useDeviceClass();
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);
  useEffect(() => {
    if (device && !isMobileClass(device)) setOpen(false);
  }, [device]);
  useBodyScrollLock(open);
  const dialog = useModalDialog(open, close);

  return (
    <>
      <button type="button" className="burger" aria-haspopup="dialog" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="burger__label">{t('header.menu')}</span>
      </button>
      <dialog ref={dialog} id={id} className="mobile-menu" aria-label={t('header.menu')}>
        {open && <MobileMenuContent alternates={alternates} onClose={close} />}
      </dialog>
    </>
  );
}
