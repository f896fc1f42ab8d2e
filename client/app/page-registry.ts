// The screens that have a page module, each in its own chunk: client/pages/<kind in kebab case>.tsx,
// the source path the build manifest knows (pageModulePath), so the server preloads exactly the
// chunks of the page it renders.
import type { RouteKind } from '../../routes/kinds.ts';
import type { AnyPageModule } from './page-module.ts';

export const PAGES: Partial<Record<RouteKind, () => Promise<AnyPageModule>>> = {
  home: async () => (await import('../pages/home.tsx')).page,
  product: async () => (await import('../pages/product.tsx')).page,
  brands: async () => (await import('../pages/brands.tsx')).page,
  brand: async () => (await import('../pages/brand.tsx')).page,
  products: async () => (await import('../pages/products.tsx')).page,
  productQa: async () => (await import('../pages/product-qa.tsx')).page,
  needs: async () => (await import('../pages/needs.tsx')).page,
  need: async () => (await import('../pages/need.tsx')).page,
  results: async () => (await import('../pages/results.tsx')).page,
  maintenance: async () => (await import('../pages/maintenance.tsx')).page,
  adviceHome: async () => (await import('../pages/advice-home.tsx')).page,
  adviceTheme: async () => (await import('../pages/advice-theme.tsx')).page,
  advice: async () => (await import('../pages/advice.tsx')).page,
  innovations: async () => (await import('../pages/innovations.tsx')).page,
  innovation: async () => (await import('../pages/innovation.tsx')).page,
  expertise: async () => (await import('../pages/expertise.tsx')).page,
  expertises: async () => (await import('../pages/expertises.tsx')).page,
  about: async () => (await import('../pages/about.tsx')).page,
  faq: async () => (await import('../pages/faq.tsx')).page,
  brandCorner: async () => (await import('../pages/brand-corner.tsx')).page,
  cmsPage: async () => (await import('../pages/cms-page.tsx')).page,
  preview: async () => (await import('../pages/preview.tsx')).page,
  contact: async () => (await import('../pages/contact.tsx')).page,
  contactConfirmation: async () => (await import('../pages/contact-confirmation.tsx')).page,
  newsletter: async () => (await import('../pages/newsletter.tsx')).page,
  newsletterConfirmation: async () => (await import('../pages/newsletter-confirmation.tsx')).page,
  storeFinder: async () => (await import('../pages/store-finder.tsx')).page,
  whoCanAdvise: async () => (await import('../pages/who-can-advise.tsx')).page,
  quiz: async () => (await import('../pages/quiz.tsx')).page,
  // The account area's ways in (issue 19).
  myLogin: async () => (await import('../pages/my-login.tsx')).page,
  mySignUp: async () => (await import('../pages/my-sign-up.tsx')).page,
  myActivation: async () => (await import('../pages/my-activation.tsx')).page,
  myPasswordReset: async () => (await import('../pages/my-password-reset.tsx')).page,
  myNewPassword: async () => (await import('../pages/my-new-password.tsx')).page,
  myLogout: async () => (await import('../pages/my-logout.tsx')).page,
  // The customer's own screens (issue 19).
  myAccount: async () => (await import('../pages/my-account.tsx')).page,
  myPersonalInfo: async () => (await import('../pages/my-personal-info.tsx')).page,
  myCredentials: async () => (await import('../pages/my-credentials.tsx')).page,
  mySubscriptions: async () => (await import('../pages/my-subscriptions.tsx')).page,
  myAddresses: async () => (await import('../pages/my-addresses.tsx')).page,
  myAddressNew: async () => (await import('../pages/my-address-new.tsx')).page,
  myAddressEdit: async () => (await import('../pages/my-address-edit.tsx')).page,
  myFavouriteProducts: async () => (await import('../pages/my-favourite-products.tsx')).page,
  myFavouritePharmacies: async () => (await import('../pages/my-favourite-pharmacies.tsx')).page,
  // The shop (issue 20): the checkout pipeline, the customer's orders, the withdrawal form.
  checkout: async () => (await import('../pages/checkout.tsx')).page,
  checkoutDelivery: async () => (await import('../pages/checkout-delivery.tsx')).page,
  checkoutPayment: async () => (await import('../pages/checkout-payment.tsx')).page,
  checkoutConfirmation: async () => (await import('../pages/checkout-confirmation.tsx')).page,
  myOrders: async () => (await import('../pages/my-orders.tsx')).page,
  myOrder: async () => (await import('../pages/my-order.tsx')).page,
  withdrawal: async () => (await import('../pages/withdrawal.tsx')).page,
  // The shop (issue 20).
  cart: async () => (await import('../pages/cart.tsx')).page,
};

/** The source of a kind's page module, as the build manifest names it. */
export function pageModulePath(kind: RouteKind): string {
  return `client/pages/${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}

const loaded = new Map<RouteKind, AnyPageModule>();

/** The page module of a kind, loading its chunk once; null when the kind has no page yet. */
export async function loadPage(kind: RouteKind): Promise<AnyPageModule | null> {
  const load = PAGES[kind];
  if (!load) return null;
  const cached = loaded.get(kind);
  if (cached) return cached;
  const module = await load();
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
