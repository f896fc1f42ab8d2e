// The screens that have a page module, each in its own chunk. `module` is the source path the
// build manifest knows, so the server preloads exactly the chunks of the page it renders.
import type { RouteKind } from '../../routes/kinds.ts';
import type { AnyPageModule } from './page-module.ts';

interface PageEntry {
  module: string;
  load: () => Promise<AnyPageModule>;
}

export const PAGES: Partial<Record<RouteKind, PageEntry>> = {
  home: { module: 'client/pages/home.tsx', load: async () => (await import('../pages/home.tsx')).page },
  product: { module: 'client/pages/product.tsx', load: async () => (await import('../pages/product.tsx')).page },
  brands: { module: 'client/pages/brands.tsx', load: async () => (await import('../pages/brands.tsx')).page },
  brand: { module: 'client/pages/brand.tsx', load: async () => (await import('../pages/brand.tsx')).page },
  products: { module: 'client/pages/products.tsx', load: async () => (await import('../pages/products.tsx')).page },
  productQa: {
    module: 'client/pages/product-qa.tsx',
    load: async () => (await import('../pages/product-qa.tsx')).page,
  },
  needs: { module: 'client/pages/needs.tsx', load: async () => (await import('../pages/needs.tsx')).page },
  need: { module: 'client/pages/need.tsx', load: async () => (await import('../pages/need.tsx')).page },
  results: { module: 'client/pages/results.tsx', load: async () => (await import('../pages/results.tsx')).page },
  maintenance: {
    module: 'client/pages/maintenance.tsx',
    load: async () => (await import('../pages/maintenance.tsx')).page,
  },
  adviceHome: {
    module: 'client/pages/advice-home.tsx',
    load: async () => (await import('../pages/advice-home.tsx')).page,
  },
  adviceTheme: {
    module: 'client/pages/advice-theme.tsx',
    load: async () => (await import('../pages/advice-theme.tsx')).page,
  },
  advice: { module: 'client/pages/advice.tsx', load: async () => (await import('../pages/advice.tsx')).page },
  innovations: {
    module: 'client/pages/innovations.tsx',
    load: async () => (await import('../pages/innovations.tsx')).page,
  },
  innovation: {
    module: 'client/pages/innovation.tsx',
    load: async () => (await import('../pages/innovation.tsx')).page,
  },
  expertise: { module: 'client/pages/expertise.tsx', load: async () => (await import('../pages/expertise.tsx')).page },
  expertises: {
    module: 'client/pages/expertises.tsx',
    load: async () => (await import('../pages/expertises.tsx')).page,
  },
  about: { module: 'client/pages/about.tsx', load: async () => (await import('../pages/about.tsx')).page },
  faq: { module: 'client/pages/faq.tsx', load: async () => (await import('../pages/faq.tsx')).page },
  brandCorner: {
    module: 'client/pages/brand-corner.tsx',
    load: async () => (await import('../pages/brand-corner.tsx')).page,
  },
  cmsPage: { module: 'client/pages/cms-page.tsx', load: async () => (await import('../pages/cms-page.tsx')).page },
  preview: { module: 'client/pages/preview.tsx', load: async () => (await import('../pages/preview.tsx')).page },
  contact: { module: 'client/pages/contact.tsx', load: async () => (await import('../pages/contact.tsx')).page },
  contactConfirmation: {
    module: 'client/pages/contact-confirmation.tsx',
    load: async () => (await import('../pages/contact-confirmation.tsx')).page,
  },
  newsletter: {
    module: 'client/pages/newsletter.tsx',
    load: async () => (await import('../pages/newsletter.tsx')).page,
  },
  newsletterConfirmation: {
    module: 'client/pages/newsletter-confirmation.tsx',
    load: async () => (await import('../pages/newsletter-confirmation.tsx')).page,
  },
  storeFinder: {
    module: 'client/pages/store-finder.tsx',
    load: async () => (await import('../pages/store-finder.tsx')).page,
  },
  whoCanAdvise: {
    module: 'client/pages/who-can-advise.tsx',
    load: async () => (await import('../pages/who-can-advise.tsx')).page,
  },
};

const loaded = new Map<RouteKind, AnyPageModule>();

/** The page module of a kind, loading its chunk once; null when the kind has no page yet. */
export async function loadPage(kind: RouteKind): Promise<AnyPageModule | null> {
  const entry = PAGES[kind];
  if (!entry) return null;
  const cached = loaded.get(kind);
  if (cached) return cached;
  const module = await entry.load();
  loaded.set(kind, module);
  return module;
}

/** Whether the site has a page for this kind of route (menus leave out links to screens it has not). */
export function hasPage(kind: RouteKind): boolean {
  return PAGES[kind] !== undefined;
}

/** A page module already loaded by loadPage (the route's loader always runs first). */
export function loadedPage(kind: RouteKind): AnyPageModule {
  const module = loaded.get(kind);
  if (!module) throw new Error(`page module '${kind}' rendered before it was loaded`);
  return module;
}
