// The burger menu's links (mobile-menu-content.tsx): the catalog's `mobile` menu, the same
// structure as the header's mega-menu on one column. An entry with links of its own is an
// accordion (<details>: Enter or Space on its summary opens it, no script needed) holding the
// entry's own page first when no link of it leads there, its columns with their links indented
// below them, the featured product and the shortcuts.
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { type MenuEntry, panelParts, useMenuEntries } from './menu-entries.ts';
import { MenuFeature } from './menu-feature.tsx';

function PlainLink({ entry }: { entry: MenuEntry }) {
  return entry.href ? <a href={entry.href}>{entry.link.label}</a> : <span>{entry.link.label}</span>;
}

function Accordion({ entry }: { entry: MenuEntry }) {
  const { columns, featured, shortcuts } = panelParts(entry.children);
  const ownPageListed = entry.children.some((child) => child.href === entry.href);
  return (
    <details className="mobile-menu__group">
      <summary>{entry.link.label}</summary>
      <ul className="mobile-menu__sublinks">
        {entry.href && !ownPageListed && (
          <li>
            <a href={entry.href}>{entry.link.label}</a>
          </li>
        )}
        {columns.map((column, index) => (
          <li key={`${column.link.label}-${index}`} className="mobile-menu__column">
            <PlainLink entry={column} />
            <ul>
              {column.children.map((child, childIndex) => (
                <li key={`${child.link.label}-${childIndex}`}>
                  <PlainLink entry={child} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        {featured.map((feature, index) => (
          <li key={`${feature.link.label}-${index}`}>
            <MenuFeature entry={feature} className="mobile-feature" />
          </li>
        ))}
        {shortcuts.map((shortcut, index) => (
          <li key={`${shortcut.link.label}-${index}`}>
            <PlainLink entry={shortcut} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function MobileMenuLinks({ links }: { links: readonly MenuLink[] }) {
  const entries = useMenuEntries(links);
  if (entries.length === 0) return null;
  return (
    <ul className="mobile-menu__links">
      {entries.map((entry, index) => (
        <li
          key={`${entry.link.label}-${index}`}
          className={entry.link.separate_after ? 'mobile-menu__item--separated' : undefined}
        >
          {entry.children.length > 0 ? <Accordion entry={entry} /> : <PlainLink entry={entry} />}
        </li>
      ))}
    </ul>
  );
}
