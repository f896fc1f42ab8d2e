// The four menus of the site (SPEC §2.3, §3 'Menu link'): main (desktop header), footer
// (blocks of a label and child links), legal and mobile (the main menu, flatter).
//
// A link names a route kind (`code`) or a CMS page (`slug`, localised). Slug links are taken
// from the seed pages by id, so a renamed page cannot leave a dead link. Codes are route kinds of
// routes/kinds.ts that need no parameter. Most exist in every locale; a few do not, and the
// renderer skips a link whose screen is absent in the current locale:
// - storeFinder: absent in it-it (no pharmacy finder in Italy);
// - expertises: absent in it-it;
// - whoCanAdvise: absent in de-de, de-ch and it-it.
// Footer block titles carry neither a code nor a slug: they are labels.
//
// The products and needs entries open the header's mega-menu (issue 21): the brands, the needs
// (each with its sub-needs under the needs entry) and a highlighted product with its picture.
// Those links name a route kind and the entity's slug, taken from the seed by id like the pages.
import type { RouteKind } from '../../routes/kinds.ts';
import { BRANDS } from './brands.ts';
import { NEEDS } from './needs.ts';
import { PAGES } from './pages.ts';
import { PRODUCTS } from './products.ts';
import type { Localized, SeedMenuLink, SeedMenus } from './types.ts';

const text = (fr: string, nl: string, de: string, es: string, it: string): Localized =>
  Object.freeze({ fr, nl, de, es, it });

interface LinkOptions {
  separateAfter?: boolean;
  children?: readonly SeedMenuLink[];
  image?: SeedMenuLink['image'];
}

function route(label: Localized, code: RouteKind, options: LinkOptions = {}): SeedMenuLink {
  return Object.freeze({
    label,
    code,
    slug: null,
    separateAfter: options.separateAfter ?? false,
    children: Object.freeze([...(options.children ?? [])]),
  });
}

/** A link to the CMS page with this id, by its slug in each language. */
function page(label: Localized, pageId: number, options: LinkOptions = {}): SeedMenuLink {
  const target = PAGES.find((candidate) => candidate.id === pageId);
  if (!target) throw new Error(`catalog/seed/menus.ts: no page ${pageId}`);
  return Object.freeze({
    label,
    code: null,
    slug: target.slug,
    separateAfter: options.separateAfter ?? false,
    children: Object.freeze([...(options.children ?? [])]),
  });
}

/** A link to the page of an entity a route kind shows by slug (a brand, a need, a product). */
function entity(label: Localized, code: 'brand' | 'need' | 'product', slug: Localized, options: LinkOptions = {}) {
  return Object.freeze({
    label,
    code,
    slug,
    separateAfter: options.separateAfter ?? false,
    children: Object.freeze([...(options.children ?? [])]),
    ...(options.image && { image: Object.freeze({ ...options.image }) }),
  });
}

/** A footer block: a title and its links. */
function block(label: Localized, children: readonly SeedMenuLink[]): SeedMenuLink {
  return Object.freeze({ label, code: null, slug: null, separateAfter: false, children: Object.freeze([...children]) });
}

const LABELS = {
  products: text('Nos produits', 'Onze producten', 'Unsere Produkte', 'Nuestros productos', 'I nostri prodotti'),
  allProducts: text(
    'Tous nos produits',
    'Al onze producten',
    'Alle Produkte',
    'Todos los productos',
    'Tutti i prodotti',
  ),
  allNeeds: text(
    'Tous les besoins',
    'Alle behoeften',
    'Alle Bedürfnisse',
    'Todas las necesidades',
    'Tutte le esigenze',
  ),
  brands: text('Nos marques', 'Onze merken', 'Unsere Marken', 'Nuestras marcas', 'I nostri marchi'),
  needs: text('Vos besoins', 'Uw behoeften', 'Ihre Bedürfnisse', 'Sus necesidades', 'Le Sue esigenze'),
  quiz: text(
    'Quel complément pour moi\u202f?',
    'Welk supplement past bij mij?',
    'Welches Produkt passt zu mir?',
    '¿Qué complemento es para mí?',
    'Quale integratore fa per me?',
  ),
  advice: text('Nos conseils', 'Onze tips', 'Unsere Gesundheitstipps', 'Nuestros consejos', 'I nostri consigli'),
  allAdvice: text(
    'Tous nos conseils',
    'Al onze tips',
    'Alle Gesundheitstipps',
    'Todos los consejos',
    'Tutti i consigli',
  ),
  expertises: text(
    'Nos expertises',
    'Onze expertises',
    'Unsere Fachkenntnis',
    'Nuestra experiencia',
    'Le nostre competenze',
  ),
  innovations: text(
    'Qualité et innovation',
    'Kwaliteit en innovatie',
    'Qualität und Innovation',
    'Calidad e innovación',
    'Qualità e innovazione',
  ),
  laboratory: text('Le laboratoire', 'Het laboratorium', 'Das Labor', 'El laboratorio', 'Il laboratorio'),
  about: text('Qui sommes-nous\u202f?', 'Wie zijn we?', 'Über uns', 'Quiénes somos', 'Chi siamo'),
  careers: text('Carrières', 'Vacatures', 'Karriere', 'Empleo', 'Lavora con noi'),
  press: text('Presse', 'Pers', 'Presse', 'Prensa', 'Stampa'),
  help: text('Aide', 'Hulp', 'Hilfe', 'Ayuda', 'Aiuto'),
  faq: text('Aide en ligne', 'Online hulp', 'Online-Hilfe', 'Ayuda en línea', 'Aiuto on line'),
  contact: text('Contactez-nous', 'Contacteer ons', 'Kontakt', 'Contacto', 'Contattaci'),
  storeFinder: text(
    'Trouver une pharmacie',
    'Vind een apotheek',
    'Apotheke finden',
    'Encontrar una farmacia',
    'Trova una farmacia',
  ),
  whoCanAdvise: text(
    'Qui peut me conseiller\u202f?',
    'Wie kan mij adviseren?',
    'Wer kann mich beraten?',
    '¿Quién puede aconsejarme?',
    'Chi può consigliarmi?',
  ),
  catalogue: text('Catalogue', 'Catalogus', 'Sortiment', 'Catálogo', 'Catalogo'),
  legalNotice: text('Mentions légales', 'Juridische informatie', 'Impressum', 'Aviso legal', 'Note legali'),
  dataProtection: text(
    'Données personnelles',
    'Persoonsgegevens',
    'Datenschutz',
    'Protección de datos',
    'Dati personali',
  ),
  cookies: text('Cookies', 'Cookies', 'Cookies', 'Cookies', 'Cookie'),
  salesConditions: text(
    'Conditions générales de vente',
    'Algemene verkoopsvoorwaarden',
    'AGB',
    'Condiciones generales de venta',
    'Condizioni generali di vendita',
  ),
} as const;

/** Ids of the CMS pages the menus link to (catalog/seed/pages.ts). */
const PAGE_IDS = {
  careers: 49,
  press: 50,
  legalNotice: 45,
  dataProtection: 46,
  cookies: 47,
  salesConditions: 48,
} as const;

/** The product the mega-menu highlights: a promoted one every country sells (Symbiora Équilibre). */
const HIGHLIGHTED_PRODUCT_ID = 8;

const brandLinks = (): SeedMenuLink[] =>
  BRANDS.map((brand) => {
    const name: Localized = { fr: brand.name, nl: brand.name, de: brand.name, es: brand.name, it: brand.name };
    return entity(name, 'brand', brand.slug);
  });

const topNeeds = NEEDS.filter((need) => need.parentId === null);
const subNeedsOf = (needId: number) => NEEDS.filter((need) => need.parentId === needId);

function highlightedProduct(): SeedMenuLink {
  const product = PRODUCTS.find((candidate) => candidate.id === HIGHLIGHTED_PRODUCT_ID);
  if (!product) throw new Error(`catalog/seed/menus.ts: no product ${HIGHLIGHTED_PRODUCT_ID}`);
  return entity(product.name, 'product', product.slug, { image: { kind: 'products', id: product.id } });
}

/** Our products: the brands, the needs, a highlighted product, then the lists and where to buy. */
const PRODUCTS_ENTRY = route(LABELS.products, 'products', {
  children: [
    route(LABELS.brands, 'brands', { children: brandLinks() }),
    route(LABELS.needs, 'needs', { children: topNeeds.map((need) => entity(need.title, 'need', need.slug)) }),
    highlightedProduct(),
    route(LABELS.allProducts, 'products'),
    route(LABELS.quiz, 'quiz'),
    route(LABELS.storeFinder, 'storeFinder'),
  ],
});

/** Your needs: each need with its sub-needs, then every need on one page. */
const NEEDS_ENTRY = route(LABELS.needs, 'needs', {
  children: [
    ...topNeeds.map((need) =>
      entity(need.title, 'need', need.slug, {
        children: subNeedsOf(need.id).map((sub) => entity(sub.title, 'need', sub.slug)),
      }),
    ),
    route(LABELS.allNeeds, 'needs'),
  ],
});

const MAIN: readonly SeedMenuLink[] = Object.freeze([
  PRODUCTS_ENTRY,
  NEEDS_ENTRY,
  route(LABELS.advice, 'adviceHome', {
    children: [
      route(LABELS.allAdvice, 'adviceHome'),
      route(LABELS.expertises, 'expertises'),
      route(LABELS.innovations, 'innovations'),
    ],
  }),
  route(LABELS.laboratory, 'about', {
    children: [
      route(LABELS.about, 'about', { separateAfter: true }),
      page(LABELS.careers, PAGE_IDS.careers),
      page(LABELS.press, PAGE_IDS.press),
    ],
  }),
  route(LABELS.contact, 'contact', {
    children: [route(LABELS.faq, 'faq'), route(LABELS.whoCanAdvise, 'whoCanAdvise'), route(LABELS.contact, 'contact')],
  }),
]);

const FOOTER: readonly SeedMenuLink[] = Object.freeze([
  block(LABELS.catalogue, [
    route(LABELS.products, 'products'),
    route(LABELS.brands, 'brands'),
    route(LABELS.needs, 'needs'),
    route(LABELS.quiz, 'quiz'),
    route(LABELS.advice, 'adviceHome'),
  ]),
  block(LABELS.laboratory, [
    route(LABELS.about, 'about'),
    route(LABELS.expertises, 'expertises'),
    route(LABELS.innovations, 'innovations'),
    page(LABELS.careers, PAGE_IDS.careers),
    page(LABELS.press, PAGE_IDS.press),
  ]),
  block(LABELS.help, [
    route(LABELS.faq, 'faq'),
    route(LABELS.contact, 'contact'),
    route(LABELS.storeFinder, 'storeFinder'),
    route(LABELS.whoCanAdvise, 'whoCanAdvise'),
  ]),
]);

const LEGAL: readonly SeedMenuLink[] = Object.freeze([
  page(LABELS.legalNotice, PAGE_IDS.legalNotice),
  page(LABELS.dataProtection, PAGE_IDS.dataProtection),
  page(LABELS.cookies, PAGE_IDS.cookies),
  page(LABELS.salesConditions, PAGE_IDS.salesConditions),
]);

/** The burger menu: the products and needs entries as in the header, then the rest on one level. */
const MOBILE: readonly SeedMenuLink[] = Object.freeze([
  PRODUCTS_ENTRY,
  Object.freeze({ ...NEEDS_ENTRY, separateAfter: true }),
  route(LABELS.advice, 'adviceHome'),
  route(LABELS.innovations, 'innovations'),
  route(LABELS.laboratory, 'about', { separateAfter: true }),
  route(LABELS.faq, 'faq'),
  route(LABELS.contact, 'contact'),
]);

export const MENUS: SeedMenus = Object.freeze({ main: MAIN, footer: FOOTER, legal: LEGAL, mobile: MOBILE });
