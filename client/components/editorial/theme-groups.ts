// Pages grouped under their themes (the about home): the themes in their order, each with its
// pages in the order given, themes without pages left out; pages of no listed theme apart.
import type { Page, Thematic } from '../../../shared/schemas/page.ts';

export interface ThemeGroup {
  theme: Thematic;
  pages: Page[];
}

export function groupByTheme(
  themes: readonly Thematic[],
  pages: readonly Page[],
): { groups: ThemeGroup[]; unthemed: Page[] } {
  const byTheme = new Map<number, Page[]>(themes.map((theme) => [theme.id, []]));
  const unthemed: Page[] = [];
  for (const page of pages) {
    const list = page.theme ? byTheme.get(page.theme.id) : undefined;
    if (list) list.push(page);
    else unthemed.push(page);
  }
  const groups = themes.flatMap((theme) => {
    const themePages = byTheme.get(theme.id)!;
    return themePages.length > 0 ? [{ theme, pages: themePages }] : [];
  });
  return { groups, unthemed };
}
