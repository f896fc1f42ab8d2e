// A top entry's panel in the header (the mega-menu, SPEC §2.3, issue 21): its columns, each a
// titled list (the brands; the needs, or one need and its sub-needs), its featured link (the
// highlighted product), then its shortcuts (every product, the quiz, where to buy). Plain links
// in reading order, so Tab goes through them all and they work without JavaScript.
import { type MenuEntry, panelParts } from './menu-entries.ts';
import { MenuFeature } from './menu-feature.tsx';

/** Past this many links, a column's list flows in two columns so the panel stays short. */
const LONG_LIST = 8;

function Column({ entry }: { entry: MenuEntry }) {
  const { link, href, children } = entry;
  return (
    <li className="menu-panel__column">
      {href ? (
        <a className="menu-panel__title" href={href}>
          {link.label}
        </a>
      ) : (
        <span className="menu-panel__title">{link.label}</span>
      )}
      <ul className={`menu-panel__links${children.length > LONG_LIST ? ' menu-panel__links--long' : ''}`}>
        {children.map((child, index) => (
          <li key={`${child.link.label}-${index}`}>
            {child.href ? <a href={child.href}>{child.link.label}</a> : <span>{child.link.label}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MenuPanel({ entries, id, open }: { entries: readonly MenuEntry[]; id: string; open: boolean }) {
  const { columns, featured, shortcuts } = panelParts(entries);
  return (
    <div id={id} className={`menu-panel${open ? ' menu-panel--open' : ''}`}>
      <div className="menu-panel__body">
        {columns.length > 0 && (
          <ul className="menu-panel__columns">
            {columns.map((entry, index) => (
              <Column key={`${entry.link.label}-${index}`} entry={entry} />
            ))}
          </ul>
        )}
        {shortcuts.length > 0 && (
          <ul className="menu-panel__shortcuts">
            {shortcuts.map(({ link, href }, index) => (
              <li
                key={`${link.label}-${index}`}
                className={link.separate_after ? 'menu-panel__shortcut--separated' : undefined}
              >
                <a href={href!}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {featured.map((entry, index) => (
        <MenuFeature key={`${entry.link.label}-${index}`} entry={entry} className="menu-feature" />
      ))}
    </div>
  );
}
