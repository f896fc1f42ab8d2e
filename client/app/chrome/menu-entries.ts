// A menu's links with where each leads in the current locale (menu-href.ts), and how a top
// entry's panel sorts its children: columns (a link with links of its own: a brand list, a need
// and its sub-needs), the featured link (one with a picture: the highlighted product) and the
// shortcuts (plain links: every product, the quiz, where to buy). A link that leads nowhere in
// this locale is left out, unless its own links do lead somewhere (it is then a column's title).
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { useSite } from '../site.tsx';
import { menuHref } from './menu-href.ts';

export interface MenuEntry {
  link: MenuLink;
  href: string | null;
  /** The entry's own links that lead somewhere. */
  children: MenuEntry[];
}

export interface PanelParts {
  columns: MenuEntry[];
  featured: MenuEntry[];
  shortcuts: MenuEntry[];
}

export function useMenuEntries(links: readonly MenuLink[]): MenuEntry[] {
  const { router, locale } = useSite();
  const entriesOf = (list: readonly MenuLink[]): MenuEntry[] =>
    list
      .map((link) => ({ link, href: menuHref(link, router, locale), children: entriesOf(link.childs) }))
      .filter((entry) => entry.href !== null || entry.children.length > 0);
  return entriesOf(links);
}

export function panelParts(entries: readonly MenuEntry[]): PanelParts {
  const parts: PanelParts = { columns: [], featured: [], shortcuts: [] };
  for (const entry of entries) {
    if (entry.children.length > 0) parts.columns.push(entry);
    else if (entry.link.image) parts.featured.push(entry);
    else parts.shortcuts.push(entry);
  }
  return parts;
}
