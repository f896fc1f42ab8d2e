// Which screens `npm run screenshots` takes, and how each is reached: a page any visitor opens
// (a path found by crawling or built by the router), a page of the customer's journey (logged in,
// in the browser), or an error page asked for on purpose. The route kinds left out are named with
// the reason, so the summary can say it.
import type { RouteKind } from '../../routes/kinds.ts';

/** Screens a visitor opens at a path of their own: found by crawling, or the router's path when it needs no parameter. */
export const VISITOR_KINDS = [
  'home',
  'brands',
  'brand',
  'products',
  'product',
  'productQa',
  'needs',
  'need',
  'adviceHome',
  'adviceTheme',
  'advice',
  'innovations',
  'innovation',
  'expertises',
  'expertise',
  'about',
  'faq',
  'brandCorner',
  'cmsPage',
  'storeFinder',
  'whoCanAdvise',
  'quiz',
  'results',
  'contact',
  'contactConfirmation',
  'newsletter',
  'newsletterConfirmation',
  'myLogin',
  'mySignUp',
  'myActivation',
  'myPasswordReset',
  'myNewPassword',
] as const satisfies readonly RouteKind[];

/** The shop's screens for anyone: only in a country that sells online. */
export const SHOP_VISITOR_KINDS = ['withdrawal'] as const satisfies readonly RouteKind[];

/** The account's screens, seen by a seeded customer once logged in. */
export const CUSTOMER_KINDS = [
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddressNew',
  'myAddresses',
  'myAddressEdit',
  'myFavouriteProducts',
  'myFavouritePharmacies',
] as const satisfies readonly RouteKind[];

/** The shop's screens of a logged-in customer, in the order the journey meets them. */
export const SHOP_CUSTOMER_KINDS = [
  'cart',
  'checkout',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
  'myOrders',
  'myOrder',
] as const satisfies readonly RouteKind[];

/** Screens that are no route kind of their own: a state of one (the finder's results, the quiz answered) or an error page. */
export const EXTRA_SCREENS = ['storeFinderResults', 'quizResults', 'notFound', 'badRequest'] as const;

export type ScreenName =
  | (typeof VISITOR_KINDS)[number]
  | (typeof SHOP_VISITOR_KINDS)[number]
  | (typeof CUSTOMER_KINDS)[number]
  | (typeof SHOP_CUSTOMER_KINDS)[number]
  | (typeof EXTRA_SCREENS)[number];

export const SHOP_SCREENS: readonly ScreenName[] = [...SHOP_VISITOR_KINDS, ...SHOP_CUSTOMER_KINDS];

/** Every screen, in the summary's order. */
export const ALL_SCREENS: readonly ScreenName[] = [
  ...VISITOR_KINDS,
  'storeFinderResults',
  'quizResults',
  ...CUSTOMER_KINDS,
  ...SHOP_VISITOR_KINDS,
  ...SHOP_CUSTOMER_KINDS,
  'notFound',
  'badRequest',
];

/** Route kinds no visitor sees as a screen of its own, and why they are not taken. */
export const LEFT_OUT: Readonly<Partial<Record<RouteKind, string>>> = {
  preview: 'needs a preview token (editors only)',
  maintenance: 'shown only while the site is in maintenance',
  myLogout: 'an action that leads to the home page',
};
