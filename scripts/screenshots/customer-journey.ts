// The screens of a seeded customer of one locale, in one browser page: logged in through the login
// form, the account's pages, a new address (its form, then the book and the address's edit form),
// and where the country sells online a box put in the cart from a product page, the checkout's
// steps up to the test provider's payment, the confirmation, the orders and the order.
import type { Page } from 'puppeteer-core';

import { DEMO_PASSWORD } from '../../catalog/seed/customers.ts';
import type { Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import type { PageWatch } from '../../test/helpers/browser.ts';
import { waitForHydration, waitForQuietNetwork } from '../../test/helpers/browser.ts';
import { PLACE_OF } from './places.ts';
import { loadedBy, type ScreenShooter } from './screen-shooter.ts';

/** The seeded customer with a web account in each country (catalog/seed/customers.ts). */
const CUSTOMER_OF: Readonly<Record<Country, string>> = {
  be: 'marie.dubois@example.be',
  ch: 'lea.favre@example.ch',
  de: 'anna.schmidt@example.de',
  es: 'lucia.garcia@example.es',
  it: 'giulia.rossi@example.it',
};

export interface JourneyOptions {
  shooter: ScreenShooter;
  watch: PageWatch;
  locale: Locale;
  router: Router;
  /** Product pages of the locale, the first whose box can be bought goes in the cart; none when the country does not sell online. */
  shopProducts: readonly string[] | null;
}

export async function customerJourney({ shooter, watch, locale, router, shopProducts }: JourneyOptions): Promise<void> {
  const { page } = shooter;
  const country = locale.slice(3) as Country;
  const pathOf = (kind: RouteKind, params: RouteParams = {}) => router.href(kind, params, locale)!;

  const loggedIn = await shooter.step('myAccount', async () => {
    await page.goto(`${shooter.origin}${pathOf('myLogin')}?redirect=${encodeURIComponent(pathOf('myAccount'))}`, {
      waitUntil: 'load',
    });
    await waitForHydration(page);
    await page.type('form.form--login [name="email"]', CUSTOMER_OF[country]);
    await page.type('form.form--login [name="password"]', DEMO_PASSWORD);
    const status = await loadedBy(page, () => page.click('form.form--login button[type="submit"]'));
    if (new URL(page.url()).pathname !== pathOf('myAccount')) throw new Error(`the login led to ${page.url()}`);
    return status;
  });
  if (!loggedIn) return;

  for (const kind of ['myPersonalInfo', 'myCredentials', 'mySubscriptions', 'myAddressNew'] as const)
    await shooter.visit(kind, pathOf(kind));
  await shooter.step('myAddresses', () => addAddress(page, country, pathOf('myAddresses')));
  const addressId = await page.$eval('.address-card', (card) => card.id.replace('address-', '')).catch(() => null);
  if (addressId !== null) await shooter.visit('myAddressEdit', pathOf('myAddressEdit', { id: addressId }));
  for (const kind of ['myFavouriteProducts', 'myFavouritePharmacies'] as const) await shooter.visit(kind, pathOf(kind));

  if (shopProducts === null) return;
  const filled = await shooter.step('cart', async () => {
    await fillCart(shooter, watch, shopProducts);
    const response = await page.goto(`${shooter.origin}${pathOf('cart')}`, { waitUntil: 'load' });
    await waitForHydration(page);
    return response?.status() ?? null;
  });
  if (!filled) return;
  await shooter.step('checkout', () => loadedBy(page, () => page.click('.cart-page__checkout')));
  await shooter.visit('checkoutDelivery', pathOf('checkoutDelivery'));
  const delivered = await shooter.step('checkoutPayment', async () => {
    // A carrier to the address: the relay carriers would need a point chosen too.
    const home = await page.$('input[name="carrier"]:not([value*="relais"])');
    if (!home) throw new Error('no carrier to the address on the delivery step');
    await home.click();
    await page.click('form.form--checkout button[type="submit"]');
    await page.waitForFunction((wanted: string) => location.pathname === wanted, {}, pathOf('checkoutPayment'));
    await page.waitForSelector('form.form--pay');
    await waitForQuietNetwork(watch, 250);
    return null;
  });
  if (!delivered) return;
  const paid = await shooter.step('checkoutConfirmation', async () => {
    await page.click('form.form--pay input[name="terms"]');
    await loadedBy(page, () => page.click('form.form--pay button[type="submit"]'));
    return loadedBy(page, () => page.click('button[value="paid"]'));
  });
  await shooter.visit('myOrders', pathOf('myOrders'));
  if (!paid) return;
  const order = await page.$eval('.order-card__number', (link) => link.getAttribute('href')).catch(() => null);
  if (order) await shooter.visit('myOrder', order);
}

/** Fills and sends the new-address form the page is on; answers the status of the address book it leads to. */
async function addAddress(page: Page, country: Country, book: string): Promise<number | null> {
  const { street, zipcode } = PLACE_OF[country];
  await page.type('#addressAdd-label', 'Maison');
  await page.click('#addressAdd-civility');
  await page.type('#addressAdd-firstname', 'Marie');
  await page.type('#addressAdd-lastname', 'Test');
  await page.type('#addressAdd-line1', street);
  await page.type('#addressAdd-zipcode', zipcode);
  // The city comes from the postal code's lookup.
  await page.waitForFunction(
    () => (document.getElementById('addressAdd-city') as HTMLSelectElement | null)?.value !== '',
  );
  if (await page.$('#addressAdd-province')) {
    const first = await page.$eval(
      '#addressAdd-province option:not([value=""])',
      (option) => (option as HTMLOptionElement).value,
    );
    await page.select('#addressAdd-province', first);
  }
  const status = await loadedBy(page, () => page.click('form.form--address button[type="submit"]'));
  if (new URL(page.url()).pathname !== book) throw new Error(`the new address led to ${page.url()}`);
  return status;
}

/** Puts a box of the first product that sells one in the customer's cart, from its page. */
async function fillCart(shooter: ScreenShooter, watch: PageWatch, products: readonly string[]): Promise<void> {
  const { page } = shooter;
  const refusals: string[] = [];
  for (const path of products) {
    await page.goto(`${shooter.origin}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const form = await page.$('.buy__form:has(.buy__button:not([disabled]))');
    if (!form) continue;
    // A second try: a refusal can be the form's token, still on its way at the first click.
    for (let attempt = 0; attempt < 2; attempt++) {
      await waitForQuietNetwork(watch, 300);
      await form.$eval('.buy__button', (button) => (button as HTMLButtonElement).click());
      const status = await form.waitForSelector('.buy__status a, .buy__status.buy__status--error');
      if (await status!.evaluate((element) => element.tagName === 'A')) return;
      refusals.push(`${path}: ${await form.$eval('.buy__status', (element) => element.textContent)}`);
    }
  }
  throw new Error(
    `no product page of ${products.length} put a box in the cart${refusals.length ? `: ${refusals.join('; ')}` : ''}`,
  );
}
