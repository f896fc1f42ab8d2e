// A menu of the catalog by its code, or an empty list while it is unknown (it failed to load).
import type { Menu, MenuLink } from '../../../shared/schemas/site.ts';
import { useApi } from '../api-context.tsx';
import { menusQuery } from '../queries/site.ts';
import { useQuery } from '../query-hooks.ts';

const NONE: readonly MenuLink[] = [];

export function useMenu(code: Menu['code']): readonly MenuLink[] {
  const { data } = useQuery(menusQuery(useApi()));
  return data?.find((menu) => menu.code === code)?.items ?? NONE;
}
