// The pages of a brand's corner: its main page (the corner's own address) and its other pages,
// the current one marked for assistive technology. Nothing when the corner has one page.
import type { Page } from '../../../shared/schemas/page.ts';
import { useSafeHref } from '../cards/use-safe-href.ts';

export interface BrandCornerNavProps {
  label: string;
  code: string;
  /** The corner's pages, its main page first. */
  pages: readonly Page[];
  currentId: number;
}

export function BrandCornerNav({ label, code, pages, currentId }: BrandCornerNavProps) {
  const href = useSafeHref();
  if (pages.length < 2) return null;
  return (
    <nav className="brand-corner-nav" aria-label={label}>
      <ul>
        {pages.map((page, index) => {
          const path = href('brandCorner', index === 0 ? { brand: code } : { brand: code, slug: page.slug });
          return (
            <li key={page.id}>
              {path ? (
                <a href={path} aria-current={page.id === currentId ? 'page' : undefined}>
                  {page.title}
                </a>
              ) : (
                page.title
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
