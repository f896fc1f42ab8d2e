// The header's main menu on wide screens (SPEC §2.3, §3 'Menu link'): the catalog's `main` menu,
// each entry with its children below it. Plain links, so every page is reachable without
// JavaScript (sub-menus open on hover and keyboard focus). Once the page runs, a sub-menu is a
// disclosure: its button opens it, Escape closes it and gives focus back to the button, and
// leaving it with the keyboard closes it.
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

import type { MenuLink } from '../../../shared/schemas/site.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';
import { menuHref } from './menu-href.ts';
import { useMenu } from './use-menu.ts';

interface Entry {
  link: MenuLink;
  href: string | null;
}

function useEntries(links: readonly MenuLink[]): Entry[] {
  const { router, locale } = useSite();
  return links
    .map((link) => ({ link, href: menuHref(link, router, locale) }))
    .filter(({ link, href }) => href !== null || link.childs.length > 0);
}

/** A child's own children: the links of its column in the mega-menu's panel. */
function Grandchildren({ links }: { links: readonly MenuLink[] }) {
  const entries = useEntries(links).filter((entry) => entry.href !== null);
  if (entries.length === 0) return null;
  return (
    <ul className="main-menu__list main-menu__list--level-3">
      {entries.map(({ link, href }, index) => (
        <li key={`${link.label}-${index}`} className="main-menu__item">
          <a href={href!}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** The panel of a top entry (the mega-menu on wide screens): its children, each with its own. */
function SubMenu({ links, id, open }: { links: readonly MenuLink[]; id: string; open: boolean }) {
  const entries = useEntries(links);
  if (entries.length === 0) return null;
  return (
    <ul id={id} className={`main-menu__list main-menu__list--level-2${open ? ' main-menu__list--open' : ''}`}>
      {entries.map(({ link, href }, index) => (
        <li
          key={`${link.label}-${index}`}
          className={`main-menu__item${link.separate_after ? ' main-menu__item--separated' : ''}`}
        >
          {href ? <a href={href}>{link.label}</a> : <span className="main-menu__group">{link.label}</span>}
          <Grandchildren links={link.childs} />
        </li>
      ))}
    </ul>
  );
}

function TopEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const { link, href } = entry;
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { router, locale } = useSite();
  const hasChildren = link.childs.some((child) => menuHref(child, router, locale) !== null);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      className={`main-menu__item${link.separate_after ? ' main-menu__item--separated' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {href ? <a href={href}>{link.label}</a> : <span>{link.label}</span>}
      {hasChildren && (
        <>
          <button
            ref={toggle}
            type="button"
            className="main-menu__toggle"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((was) => !was)}
          >
            <span className="visually-hidden">{t('header.submenu', { label: link.label })}</span>
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          <SubMenu links={link.childs} id={id} open={open} />
        </>
      )}
    </li>
  );
}

export function MainMenu() {
  const { t } = useTranslation();
  const links = useMenu('main');
  const entries = useEntries(links);
  // Until the page runs, keyboard focus opens sub-menus (CSS :focus-within); then the buttons do.
  const enhanced = useHydrated();
  if (entries.length === 0) return null;
  return (
    <nav className={`main-menu${enhanced ? ' main-menu--enhanced' : ''}`} aria-label={t('header.mainMenu')}>
      <ul className="main-menu__list main-menu__list--level-1">
        {entries.map((entry, index) => (
          <TopEntry key={`${entry.link.label}-${index}`} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
