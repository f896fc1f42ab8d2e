// What every component may know about where it renders: the locale, its country, the route
// builder of that locale, and whether the browser takes WebP images. The same value on the
// server and in the browser, so links and images hydrate identically.
import { createContext, type ReactNode, useContext } from 'react';

import type { Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import { imageUrl } from '../../shared/api/image-url.ts';

export interface Site {
  locale: Locale;
  country: Country;
  shopId: number;
  /** The route builder; only the current locale's table in the browser. */
  router: Router;
  /** The browser accepts image/webp (from the Accept header on the server). */
  webp: boolean;
  /** The sale plan's currency symbol, shown after prices. */
  currencySymbol: string;
  /** The country's site URL (SITE_URL_<COUNTRY>), for absolute links. */
  siteUrl: string;
  /** Products per page of the products list and search results (PRODUCT_PER_PAGE). */
  productsPerPage: number;
  /** The page's CSP nonce, which the <style> elements React writes carry (client/app/page-nonce.ts). */
  nonce: string;
  /** The country's shop is open (SHOP_COUNTRIES, issue 20): buy controls and the cart; else where to buy only. */
  shop: boolean;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: no SiteProvider above this component');
  return site;
}

/** The path of a page of the current locale, or null when the locale has no such page. */
export function useHref(): (kind: RouteKind, params?: RouteParams) => string | null {
  const { router, locale } = useSite();
  return (kind, params = {}) => router.href(kind, params, locale);
}

/** An image URL in the best format the browser takes. */
export function useImageUrl(): (url: string) => string {
  const { webp } = useSite();
  return (url) => imageUrl(url, { webp });
}
