// The data of the peers' product page: what Vitrine's product page shows for one product, taken
// from Vitrine's own content API (the embedded catalog, built from catalog/seed/) and written out
// as Vitrine writes it (its texts, price and date formats, links, breadcrumb, head and JSON-LD), so
// that the peers render the same page from the same data without Vitrine's code
// (bench/peers/page/product-page-data.ts). Sections follow the order and rules of Vitrine's
// product components; a test checks that every exported text is on Vitrine's page, in order.
import type { ProductPageData, ProductSection } from '../../../bench/peers/page/product-page-data.ts';
import { menuHref } from '../../../client/app/chrome/menu-href.ts';
import { hasPage } from '../../../client/app/page-registry.ts';
import { routeCrumbs } from '../../../client/app/route-crumbs.ts';
import { isNew } from '../../../client/components/is-new.ts';
import { productJsonLd } from '../../../client/components/product/product-json-ld.ts';
import { type Country, COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { absolute, breadcrumbJsonLd, pageTitle } from '../../../server/render/head.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import { formatPrice } from '../../../shared/format/price.ts';
import { it } from '../../../shared/i18n/resources/it.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { pageRoute } from '../../../shared/page-route.ts';
import type { MenuLink } from '../../../shared/schemas/site.ts';

/** The product page Vitrine's bench measures (scripts/bench/run.ts): it-it, the Symbiora daily formula. */
export const PEER_PAGE = { locale: 'it-it', country: 'it', slug: 'symbiora-equilibrio' } as const satisfies {
  locale: Locale;
  country: Country;
  slug: string;
};
/** The packshot's size on the product page (`…-600.png`). */
const PACKSHOT_SIZE_PX = 600;
/** SPEC §9: over 200 pharmacies trained in Italy (the footer's third commitment). */
const PHARMACIES_TRAINED_IT = 200;
const MIN_SEARCH_CHARACTERS = 3;

export interface ExportOptions {
  api: ApiClient;
  router: Router;
  /** The site's base URL, for the canonical link and the JSON-LD. */
  siteUrl: string;
  /** When the 'new' badge is judged. */
  now?: Date;
}

/** A text of the catalogue as Vitrine shows it: one paragraph per line, blank lines dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The product page of PEER_PAGE as the peers render it; throws when the catalog has no such product. */
export async function exportProductPage({
  api,
  router,
  siteUrl,
  now = new Date(),
}: ExportOptions): Promise<ProductPageData> {
  const { locale, country, slug } = PEER_PAGE;
  if (LOCALE_INFO[locale].language !== 'it') throw new Error('the export writes Italian texts only');
  const { t } = createTranslator({ language: 'it', resources: { it } });
  const symbol = COUNTRY_INFO[country].currency.symbol;
  const price = (amount: number) => formatPrice(amount, symbol);
  const href = (kind: RouteKind, params: RouteParams = {}) => {
    if (!hasPage(kind)) return null;
    try {
      return router.href(kind, params, locale);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  };
  const required = (kind: RouteKind, params: RouteParams = {}) => {
    const path = href(kind, params);
    if (path === null) throw new Error(`no ${kind} page in ${locale}`);
    return path;
  };

  const product = await api.urls.entity('product', slug, { published: true });
  if (!product) throw new Error(`the catalog has no published product ${slug} in ${locale}`);
  const [faqs, pages, menus] = await Promise.all([
    api.products.faqs(product.id),
    api.products.pages(product.id),
    api.menu.list(),
  ]);
  const menu = (code: string) => menus.find((candidate) => candidate.code === code)?.items ?? [];
  const linked = (links: readonly MenuLink[]) =>
    links.flatMap((link) => {
      const path = menuHref(link, router, locale);
      return path === null ? [] : [{ label: link.label, href: path, separated: link.separate_after }];
    });

  const path = required('product', { slug });
  const match = router.match(locale, path);
  if (!match) throw new Error(`${path} matches no route in ${locale}`);
  const home = required('home');
  const crumbs = [
    { name: t('breadcrumb.home'), path: home },
    ...routeCrumbs({ match, router, locale }, { name: product.name }),
  ];
  const canonical = absolute(siteUrl, path);
  const packshot = product.caracteristics.large_image.value;
  const dates = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: 'UTC' });

  const badges: { kind: string; text: string }[] = [];
  if (isNew(product, now)) badges.push({ kind: 'new', text: t('badges.new') });
  if (product.is_new_formulae) badges.push({ kind: 'new-formula', text: t('badges.newFormula') });
  if (product.promoted) badges.push({ kind: 'promoted', text: t('badges.promoted') });
  if (product.special_offer) badges.push({ kind: 'special-offer', text: t('badges.specialOffer') });
  if (product.out_of_stock_label !== null)
    badges.push({ kind: 'out-of-stock', text: product.out_of_stock_label || t('badges.outOfStock') });

  const sections: ProductSection[] = [];
  const text = (id: string, title: string, ...texts: string[]) => {
    const paragraphs = texts.flatMap(paragraphsOf);
    if (paragraphs.length > 0) sections.push({ kind: 'text', id, title, paragraphs });
  };
  text('product-description', t('product:sections.description'), product.description);
  text('product-usage', t('product:sections.usage'), product.usage, product.advice);
  text('product-precautions', t('product:sections.precautions'), product.precautions);
  text('product-ingredients', t('product:sections.ingredients'), product.ingredients);
  const { nutrition } = product;
  if (nutrition.rows.length > 0) {
    const hasNrv = nutrition.rows.some((row) => row.nrv !== null);
    sections.push({
      kind: 'nutrition',
      id: 'product-nutrition',
      title: t('product:sections.nutritionalAnalysis'),
      caption: t('product:nutrition.caption', { product: product.name }),
      headings: {
        component: t('product:nutrition.component'),
        per: nutrition.per || t('product:nutrition.perDailyDose'),
        nrv: hasNrv ? t('product:nutrition.nrv') : null,
        nrvNote: t('product:nutrition.nrvNote'),
      },
      rows: nutrition.rows.map((row) => ({ label: row.label, amount: row.amount, nrv: row.nrv, marks: row.footnotes })),
      footnotes: nutrition.footnotes,
    });
  }
  text('product-storage', t('product:sections.storage'), product.storage);
  if (product.packaging_sizes.length > 0 || product.conditionings.length > 0)
    sections.push({
      kind: 'packaging',
      id: 'product-packaging',
      title: t('product:sections.packagingSizes'),
      sizes: product.packaging_sizes,
      conditioningsTitle: t('product:sections.conditionings'),
      conditionings: product.conditionings.map((conditioning) => ({
        id: conditioning.id,
        label: conditioning.label,
        price: price(conditioning.price.own),
      })),
    });

  return {
    source: `Vitrine's embedded catalog (catalog/seed/), ${locale}, exported by scripts/bench/peers/export-product-page.ts`,
    path,
    slug,
    head: {
      title: pageTitle(product.name, t('appTitle')),
      description: product.meta_description,
      canonical,
      alternates: [
        { hreflang: LOCALE_INFO[locale].iso, href: canonical },
        { hreflang: 'x-default', href: canonical },
      ],
      image: absolute(siteUrl, packshot.url),
      ogLocale: LOCALE_INFO[locale].iso.replace('-', '_'),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, crumbs),
        productJsonLd({ product, url: canonical, image: absolute(siteUrl, packshot.url) }),
      ],
    },
    chrome: {
      htmlLang: LOCALE_INFO[locale].iso,
      skipLink: t('skipLink'),
      obsoleteBrowser: { text: t('obsoleteBrowser.text'), dismiss: t('obsoleteBrowser.dismiss') },
      discountBanner: {
        label: t('header.discountBanner.label'),
        text: t('header.discountBanner.text'),
        link: { label: t('header.discountBanner.link'), href: required('products') },
        dismiss: t('header.discountBanner.dismiss'),
      },
      country: t(`header.countries.${country}`),
      magazine: { label: t('header.healthMagazine'), href: required('adviceHome') },
      menuLabel: t('header.menu'),
      home: { label: t('header.homeLink'), href: home },
      search: {
        action: required('results'),
        label: t('header.searchLabel'),
        placeholder: t('header.searchPlaceholder'),
        button: t('header.searchButton'),
        hint: `${t('searchBox.minChars', { min: MIN_SEARCH_CHARACTERS })} ${t('searchBox.keyboardHint')}`,
      },
      mainMenu: {
        label: t('header.mainMenu'),
        entries: menu('main').flatMap((link) => {
          const children = linked(link.childs);
          const path = menuHref(link, router, locale);
          if (path === null) return [];
          return [
            {
              label: link.label,
              href: path,
              separated: link.separate_after,
              submenuLabel: children.length > 0 ? t('header.submenu', { label: link.label }) : null,
              // Vitrine's page holds a panel's button, not its links: they are rendered once the
              // visitor reaches for them (decision 035). The peers render what Vitrine's page holds.
              children: [],
            },
          ];
        }),
      },
      footer: {
        carouselLabel: t('footer.carousel.label'),
        commitments: [
          t('footer.carousel.years'),
          t('footer.carousel.microbiota'),
          t('footer.carousel.pharmacies', { number: PHARMACIES_TRAINED_IT }),
          t('footer.carousel.quality'),
        ],
        blocks: menu('footer').map((block) => ({
          title: block.label,
          links: linked(block.childs).map(({ label, href: link }) => ({ label, href: link })),
        })),
        contact: { label: t('footer.contactUs'), href: required('contact') },
        legalLabel: t('footer.legal'),
        legal: linked(menu('legal')).map(({ label, href: link }) => ({ label, href: link })),
        certifiedCompany: t('footer.certifiedCompany'),
        cookiePreferences: t('footer.cookiePreferences'),
        copyright: t('footer.copyright', { year: now.getFullYear() }),
      },
    },
    breadcrumb: {
      label: t('breadcrumb.label'),
      crumbs: crumbs.map((crumb, index) => ({
        name: crumb.name,
        href: index < crumbs.length - 1 ? (crumb.path ?? null) : null,
      })),
    },
    product: {
      name: product.name,
      brand: { name: product.brand.name, color: product.brand.color },
      badges,
      questions: { label: t('product:questions.title'), href: required('productQa', { slug }) },
      image: { src: packshot.url, alt: packshot.alt, size: PACKSHOT_SIZE_PX },
      price: {
        own: price(product.price.own),
        public: product.price.public === product.price.own ? null : price(product.price.public),
        yoursLabel: t('price.yours'),
        publicLabel: t('price.public'),
      },
      volumeDiscounts: product.volume_tiers.map((tier) =>
        t('product:volumeDiscount', { quantity: tier.quantity, price: price(tier.price) }),
      ),
      courseDuration: product.duration_days > 0 ? t('product:courseDuration', { days: product.duration_days }) : null,
      sections,
    },
    faq: {
      title: t('product:sections.faq'),
      entries: faqs.map((entry) => ({ id: entry.id, question: entry.question, answer: paragraphsOf(entry.answer) })),
    },
    related: {
      title: t('product:relatedPages'),
      pages: pages.map((page) => {
        const { kind, params } = pageRoute(page);
        return {
          id: page.id,
          title: page.title,
          href: href(kind, params),
          eyebrow: page.theme?.title ?? null,
          image: page.thumbnail.url,
          imageSize: IMAGE_SIZE_PX,
          date: page.published_at,
          dateText: dates.format(new Date(page.published_at)),
          summary: page.summary,
        };
      }),
    },
  };
}
