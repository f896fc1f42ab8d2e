// A menu's links with where each leads in the current locale (menu-href.ts), and how a top
// entry's panel sorts its children: columns (a link with links of its own: a brand list, a need
// and its sub-needs), the featured link (one with a picture: the highlighted product) and the
// shortcuts (plain links: every product, the quiz, where to buy). A link that leads nowhere in
// this locale is left out, unless its own links do lead somewhere (it is then a column's title).
import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
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

function entriesOf(list: readonly MenuLink[], router: Router, locale: Locale): MenuEntry[] {
  return list
    .map((link) => ({ link, href: menuHref(link, router, locale), children: entriesOf(link.childs, router, locale) }))
    .filter((entry) => entry.href !== null || entry.children.length > 0);
}

/**
 * The entries of each menu, by router and locale. A menu is the content cache's value, shared by
 * every page until the content changes (decision 024): every page's header and mobile menu
 * would otherwise find the same few dozen links' hrefs again (issue 17).
 */
const made = new WeakMap<readonly MenuLink[], WeakMap<Router, Map<Locale, readonly MenuEntry[]>>>();

export function useMenuEntries(links: readonly MenuLink[]): readonly MenuEntry[] {
  const { router, locale } = useSite();
  let byRouter = made.get(links);
  if (!byRouter) made.set(links, (byRouter = new WeakMap()));
  let byLocale = byRouter.get(router);
  if (!byLocale) byRouter.set(router, (byLocale = new Map()));
  let entries = byLocale.get(locale);
  if (!entries) byLocale.set(locale, (entries = entriesOf(links, router, locale)));
  return entries;
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
