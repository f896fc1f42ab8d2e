// The suggestion panel's content as plain data (SPEC §3 'Search suggestions'): the six groups in
// the order of the spec, each with its total and its items as options that lead somewhere, then
// "see all results". Pure, so the mapping is tested without rendering.
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { pageRoute } from '../../../shared/page-route.ts';
import type { Image } from '../../../shared/schemas/common.ts';
import { PAGE_TYPES, type PageType } from '../../../shared/schemas/page-types.ts';
import type { SuggestAnswer } from './suggest-query.ts';

export const GROUPS = [
  { key: 'products', label: 'search:groups.products' },
  { key: 'brands', label: 'search:groups.brands' },
  { key: 'needs', label: 'search:groups.needs' },
  { key: 'pages', label: 'search:groups.pages' },
  { key: 'about_page', label: 'search:groups.about' },
  { key: 'corpo', label: 'search:groups.corporate' },
] as const;
export type GroupKey = (typeof GROUPS)[number]['key'];

export interface SuggestionOption {
  /** Unique in the panel: the option's DOM id is built from it. */
  id: string;
  label: string;
  href: string;
  image?: Image;
}

export interface SuggestionGroup {
  key: GroupKey;
  /** Text key of the group's name. */
  label: (typeof GROUPS)[number]['label'];
  total: number;
  options: SuggestionOption[];
}

/** A path of the current locale, or null when it has no such page or the params do not fit a route. */
export type HrefOf = (kind: RouteKind, params: RouteParams) => string | null;

const isPageType = (type: string): type is PageType => (PAGE_TYPES as readonly string[]).includes(type);

export function suggestionGroups({ suggestions, aboutThemes }: SuggestAnswer, hrefOf: HrefOf): SuggestionGroup[] {
  const option = (
    group: GroupKey,
    id: number,
    label: string,
    href: string | null,
    image?: Image,
  ): SuggestionOption[] => (href ? [{ id: `${group}-${id}`, label, href, ...(image && { image }) }] : []);
  const pageOptions = (group: 'pages' | 'about_page' | 'corpo') =>
    suggestions[group].items.flatMap((item) => {
      if (!isPageType(item.type)) return [];
      const route = pageRoute({ type: item.type, slug: item.slug, theme: aboutThemes[item.slug] ?? null });
      return option(group, item.id, item.title, hrefOf(route.kind, route.params), item.thumbnail);
    });
  const options: Record<GroupKey, SuggestionOption[]> = {
    products: suggestions.products.items.flatMap((item) =>
      option(
        'products',
        item.id,
        item.name,
        hrefOf('product', { slug: item.slug }),
        item.caracteristics.small_image.value,
      ),
    ),
    brands: suggestions.brands.items.flatMap((item) =>
      option('brands', item.id, item.title, hrefOf('brand', { slug: item.slug })),
    ),
    needs: suggestions.needs.items.flatMap((item) =>
      option('needs', item.id, item.title, hrefOf('need', { slug: item.slug }), item.need.picto),
    ),
    pages: pageOptions('pages'),
    about_page: pageOptions('about_page'),
    corpo: pageOptions('corpo'),
  };
  return GROUPS.map(({ key, label }) => ({ key, label, total: suggestions[key].total, options: options[key] })).filter(
    (group) => group.options.length > 0,
  );
}
