// Links to the categories of a list (the quality and innovation categories), the current one
// marked for assistive technology; "all" leads to the list without a category.
import type { Thematic } from '../../../shared/schemas/page.ts';

export interface CategoryNavProps {
  label: string;
  allLabel: string;
  categories: readonly Thematic[];
  /** The current category's slug; none on the whole list. */
  current: string | undefined;
  /** The list's URL for a category (undefined: all of them). */
  hrefOf: (category: string | undefined) => string | null;
}

export function CategoryNav({ label, allLabel, categories, current, hrefOf }: CategoryNavProps) {
  const links = [
    { slug: undefined, title: allLabel },
    ...categories.map((category) => ({ slug: category.slug, title: category.title })),
  ];
  return (
    <nav className="category-nav" aria-label={label}>
      <ul>
        {links.map(({ slug, title }) => {
          const href = hrefOf(slug);
          return (
            <li key={slug ?? ''}>
              {href ? (
                <a href={href} aria-current={slug === current ? 'page' : undefined}>
                  {title}
                </a>
              ) : (
                title
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
