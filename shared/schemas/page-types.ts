// CMS page types (SPEC §2.3 breadcrumbs by type, §7 pages index by type), in a module of their own
// without zod, so code that only needs the list does not pull the validation library in.
export const PAGE_TYPES = [
  'advice',
  'innovation',
  'expertise',
  'about',
  'news',
  'standard',
  'corpo',
  'brand_corner',
  'need',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
