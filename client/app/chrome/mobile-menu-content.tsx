// The burger menu's content (mobile-menu.tsx), its own chunk, loaded when the menu first opens
// (or before, when the browser is idle on a small screen): the logo, the language dropdown, the
// catalog's `mobile` menu (mobile-menu-links.tsx), the store-locator button (point_of_sale '1'),
// the health space and logging out.
import type { MouseEvent } from 'react';

import { useTranslation } from '../i18n.tsx';
import { SiteLogo } from '../layouts/site-logo.tsx';
import type { Alternate } from '../page-alternates.ts';
import { hasPage } from '../page-registry.ts';
import { useHref } from '../site.tsx';
import { CloseIcon } from './close-icon.tsx';
import { LanguageDropdown } from './language-dropdown.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MobileMenuLinks } from './mobile-menu-links.tsx';
import { useStoreLink } from './store-link.ts';
import { useMenu } from './use-menu.ts';

export default function MobileMenuContent({
  alternates,
  onClose,
}: {
  alternates: readonly Alternate[];
  onClose: () => void;
}) {
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
        <button
          type="button"
          className="icon-button mobile-menu__close"
          onClick={onClose}
          aria-label={t('header.closeMenu')}
          title={t('header.closeMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <LanguageDropdown alternates={alternates} />
      <nav aria-label={t('header.mainMenu')}>
        <MobileMenuLinks links={links} />
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
