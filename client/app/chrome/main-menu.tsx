// The header's main menu (SPEC §2.3, §3 'Menu link'): the catalog's `main` menu, each entry with
// its children below it. Plain links, so every page of the menu is reachable without JavaScript.
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';
import { menuHref } from './menu-href.ts';
import { useMenu } from './use-menu.ts';

function MenuEntries({ links, level }: { links: readonly MenuLink[]; level: number }) {
  const { router, locale } = useSite();
  const entries = links
    .map((link) => ({ link, href: menuHref(link, router, locale) }))
    .filter(({ link, href }) => href !== null || link.childs.length > 0);
  if (entries.length === 0) return null;
  return (
    <ul className={`main-menu__list main-menu__list--level-${level}`}>
      {entries.map(({ link, href }, index) => (
        <li key={`${link.label}-${index}`} className={`main-menu__item${link.separate_after ? ' main-menu__item--separated' : ''}`}>
          {href ? <a href={href}>{link.label}</a> : <span>{link.label}</span>}
          {link.childs.length > 0 && <MenuEntries links={link.childs} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

export function MainMenu() {
  const { t } = useTranslation();
  const links = useMenu('main');
  if (links.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={t('header.mainMenu')}>
      <MenuEntries links={links} level={1} />
    </nav>
  );
}
