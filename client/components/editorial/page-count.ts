// How many pages a list of `total` items has at `perPage` a page; an empty list still has its
// first page (which says it is empty).
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
