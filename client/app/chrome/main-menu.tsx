// The header's main menu on wide screens (SPEC §2.3, §3 'Menu link'): the catalog's `main` menu,
// each top entry a link to its list page with, when it has links of its own, a panel: the
// mega-menu of products and needs (menu-panel.tsx). Plain links, so every page is reachable
// without JavaScript: the list pages hold what the panels offer. A panel's links are rendered the
// first time the visitor reaches for them (the pointer over its entry, focus in it): neither the
// server's page nor its hydration carries them (issue 17: with them, a product page's header had
// 140 elements more). A panel opens on hover and as a disclosure: its button opens it (Enter,
// Space), ArrowDown on the entry or its button opens it and moves to its first link, Escape
// closes it and gives focus back to the button, and leaving it with the keyboard or the
// pointer's click elsewhere closes it.
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

import { useTranslation } from '../i18n.tsx';
import { type MenuEntry, useMenuEntries } from './menu-entries.ts';
import { MenuPanel } from './menu-panel.tsx';
import { useMenu } from './use-menu.ts';

function TopEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const { link, href, children } = entry;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);

  const focusFirstLink = () => {
    // The panel shows on this render's commit; its first link can take focus on the next frame.
    requestAnimationFrame(() => item.current?.querySelector<HTMLAnchorElement>(`[id="${id}"] a[href]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    const onEntry = event.target === toggle.current || event.target === item.current?.firstElementChild;
    if (event.key === 'ArrowDown' && onEntry && children.length > 0) {
      event.preventDefault();
      setOpen(true);
      focusFirstLink();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      ref={item}
      className={`main-menu__item${link.separate_after ? ' main-menu__item--separated' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={children.length > 0 ? reach : undefined}
      onFocus={children.length > 0 ? reach : undefined}
    >
      {href ? <a href={href}>{link.label}</a> : <span>{link.label}</span>}
      {children.length > 0 && (
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
          {(reached || open) && <MenuPanel entries={children} id={id} open={open} />}
        </>
      )}
    </li>
  );
}

export function MainMenu() {
  const { t } = useTranslation();
  const entries = useMenuEntries(useMenu('main'));
  if (entries.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={t('header.mainMenu')}>
      <ul className="main-menu__list main-menu__list--level-1">
        {entries.map((entry, index) => (
          <TopEntry key={`${entry.link.label}-${index}`} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
