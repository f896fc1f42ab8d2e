// What the server tells the browser about the request, beside the query state: an explicit list
// (STYLE.md), nothing else leaves the server. The client builds its Site and router from it.
import type { Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { PrefixMode } from '../../routes/compiler.ts';

export interface PublicConfig {
  locale: Locale;
  country: Country;
  prefixMode: PrefixMode;
  /** The brand-corner codes of each locale of the country, so the browser matches and builds brand-corner paths as the server does. */
  brandCodes: Partial<Record<Locale, readonly string[]>>;
  webp: boolean;
  /** The visitor has a customer's session that counts (decision 026): the account's pages render for them. */
  user: boolean;
  /** The session's token was verified to carry the preview right (decision 010): previews render. */
  previewer: boolean;
  /** The site's own origin for this country (SITE_URL_<COUNTRY>), for absolute links. */
  siteUrl: string;
  /** PRODUCT_PER_PAGE: the browser asks for the same pages of products as the server. */
  productsPerPage: number;
  /** The country's tag manager container (TAG_MANAGER_ID_<COUNTRY>), loaded only after consent; null: none. */
  tagManagerId: string | null;
  /** The anti-spam check's public site key (RECAPTCHA_SITE_KEY); null: the check is off. */
  recaptchaSiteKey: string | null;
  /** The pharmacy finder's map tiles (MAP_TILE_URL); null: the built-in SVG map. */
  mapTileUrl: string | null;
  /** The tile provider's credit (MAP_TILE_ATTRIBUTION); null: the map names the tiles' host. */
  mapTileAttribution: string | null;
  /** The client build the page was rendered for; the version prompt compares it with /app-version.json. */
  buildId: string;
  /** A development process lists the e-mails it did not send there (DEV_OUTBOX_PATH); false in production and with SMTP_URL. */
  devOutbox: boolean;
  /** Notices the visitor dismissed (their cookies), so the server leaves them out of the page. */
  dismissed: { browserInfo: boolean; discountBanner: boolean };
  /** The country's shop is open (SHOP_COUNTRIES, issue 20): the cart, its count and the buy buttons show. */
  shop: boolean;
}
