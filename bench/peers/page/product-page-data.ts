// What the peers of `npm run bench` render: Vitrine's product page of one product in one locale,
// as the strings Vitrine shows (texts, prices and dates already written out), exported from
// Vitrine's embedded catalog by scripts/bench/peers/export-product-page.ts into a JSON file that
// each peer reads once at start (PEER_PRODUCT_PAGE_DATA). No dependency: scripts/ imports it too.

export interface Link {
  label: string;
  href: string;
}

export interface MenuEntry extends Link {
  separated: boolean;
  /** The disclosure button's hidden label ('Submenu «…»'); null when the entry has no children. */
  submenuLabel: string | null;
  children: (Link & { separated: boolean })[];
}

export interface Chrome {
  /** The document's language, e.g. it-IT. */
  htmlLang: string;
  skipLink: string;
  obsoleteBrowser: { text: string; dismiss: string };
  discountBanner: { label: string; text: string; link: Link; dismiss: string };
  country: string;
  magazine: Link;
  menuLabel: string;
  home: Link;
  search: { action: string; label: string; placeholder: string; button: string; hint: string };
  mainMenu: { label: string; entries: MenuEntry[] };
  footer: {
    carouselLabel: string;
    commitments: string[];
    blocks: { title: string; links: Link[] }[];
    contact: Link;
    legalLabel: string;
    legal: Link[];
    certifiedCompany: string;
    cookiePreferences: string;
    copyright: string;
  };
}

export interface TextSection {
  kind: 'text';
  id: string;
  title: string;
  paragraphs: string[];
}

export interface NutritionSection {
  kind: 'nutrition';
  id: string;
  title: string;
  caption: string;
  headings: { component: string; per: string; nrv: string | null; nrvNote: string };
  rows: { label: string; amount: string; nrv: string | null; marks: string[] }[];
  footnotes: { mark: string; text: string }[];
}

export interface PackagingSection {
  kind: 'packaging';
  id: string;
  title: string;
  sizes: string[];
  conditioningsTitle: string;
  conditionings: { id: number; label: string; price: string }[];
}

export type ProductSection = TextSection | NutritionSection | PackagingSection;

export interface ProductPageData {
  /** Where the data comes from, for whoever opens the file. */
  source: string;
  /** The page's path on every server, e.g. /prodotto/symbiora-equilibrio. */
  path: string;
  slug: string;
  head: {
    title: string;
    description: string;
    canonical: string;
    alternates: { hreflang: string; href: string }[];
    image: string;
    ogLocale: string;
    /** BreadcrumbList and Product, as Vitrine writes them in application/ld+json scripts. */
    jsonLd: object[];
  };
  chrome: Chrome;
  breadcrumb: { label: string; crumbs: { name: string; href: string | null }[] };
  product: {
    name: string;
    brand: { name: string; color: string };
    badges: { kind: string; text: string }[];
    questions: Link;
    image: { src: string; alt: string; size: number };
    price: { own: string; public: string | null; yoursLabel: string; publicLabel: string };
    volumeDiscounts: string[];
    courseDuration: string | null;
    sections: ProductSection[];
  };
  faq: { title: string; entries: { id: number; question: string; answer: string[] }[] };
  related: {
    title: string;
    pages: {
      id: number;
      title: string;
      href: string | null;
      eyebrow: string | null;
      image: string;
      imageSize: number;
      date: string;
      dateText: string;
      summary: string;
    }[];
  };
}
