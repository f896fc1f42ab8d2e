// The link to the pharmacy finder or to "who can advise me" (SPEC §2.3): only when the global
// setting point_of_sale is '1', and only to a screen the locale has and the site has a page for.
// The header prefers the finder, the mobile menu's store-locator button "who can advise me";
// each falls back on the other where the locale has only one (Germany has no "who can advise me").
import type { RouteKind } from '../../../routes/kinds.ts';
import { hasPage } from '../page-registry.ts';
import { useHref } from '../site.tsx';
import { useSettingOn } from './use-setting.ts';

export type StoreKind = Extract<RouteKind, 'storeFinder' | 'whoCanAdvise'>;

export function useStoreLink(preferred: readonly StoreKind[]): { kind: StoreKind; href: string } | null {
  const on = useSettingOn('point_of_sale');
  const href = useHref();
  if (!on) return null;
  for (const kind of preferred) {
    const path = hasPage(kind) ? href(kind) : null;
    if (path) return { kind, href: path };
  }
  return null;
}
