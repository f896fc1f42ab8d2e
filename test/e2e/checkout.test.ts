// The whole checkout in a real browser (issue 20), on the app in this process over the real seed
// with the built-in test provider: a customer whose cart came through the API adds a box from a
// product page, applies a code on the cart page, opens the recap, chooses the delivery (address,
// relay carrier, relay point with its hours, phone), accepts the terms and pays on the test provider's page, reaches the confirmation once the signed
// notification marked the order paid, and finds the order in the account. Screenshots of each
// step at 375 and 1280 px land in test/artifacts/checkout-*.png.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { HTTPRequest, Page } from 'puppeteer-core';

import { PAGE_DATA_TYPE } from '../../client/app/server-read-page.ts';
import type { Locale } from '../../config/locales.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import { createApp } from '../../server/app.ts';
import { type AppDeps, BUILT_ASSETS_DIRECTORY } from '../../server/deps.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { freePort, launchBrowser, type LaunchedBrowser, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { type Customer, newCustomer } from '../server/forms/customer-session.ts';
import { useFormBench } from '../server/forms/form-app.ts';

const bench = useFormBench();
const TEXTS = { 'fr-be': fr, 'it-it': itTexts } as const;
const PLACES = { 'fr-be': { zipcode: '1000', city: 'Bruxelles' }, 'it-it': { zipcode: '00153', city: 'Roma' } };
let port = 0;
let deps: AppDeps;
let server: Server;
let launched: LaunchedBrowser;

before(async () => {
  port = await freePort();
  deps = bench.deps(
    { PORT: String(port), TEST_PAYMENT_SECRET: 'a-test-payment-secret-of-32-characters-or-more' },
    { assetsDirectory: BUILT_ASSETS_DIRECTORY, outboxDir: mkdtempSync(join(tmpdir(), 'vitrine-checkout-outbox-')) },
  );
  server = createApp(deps).listen(port, '127.0.0.1');
  launched = await launchBrowser();
});

after(async () => {
  await launched?.close();
  await new Promise((done) => server?.close(done));
  if (deps) rmSync(deps.outboxDir, { recursive: true, force: true });
});

const origin = (locale: Locale) => `http://${locale.slice(3)}.localhost:${port}`;
const pathOf = (kind: RouteKind, locale: Locale, params: RouteParams = {}) =>
  deps.routing.router().href(kind, params, locale)!;

async function shopper(locale: keyof typeof PLACES): Promise<{ customer: Customer; slug: string }> {
  const customer = await newCustomer(bench, locale);
  await customer.api.account.addAddress({
    label: 'Maison',
    civility: 'ms',
    firstname: customer.firstname,
    lastname: customer.lastname,
    line1: 'Rue des Sources 12',
    line2: '',
    line3: '',
    delivery_info: '',
    zipcode: PLACES[locale].zipcode,
    city: PLACES[locale].city,
    country: locale.slice(3),
    phone: '',
    mobile: '0470123456',
    province: null,
    company: '',
    company_number: '',
    default_invoice: true,
    default_shipping: true,
  });
  const { items } = await customer.anonymous.products.list({ perPage: 12 });
  let added = 0;
  let slug = '';
  for (const item of items) {
    const product = await customer.anonymous.products.get(item.id);
    const conditioning = product.conditionings[0];
    if (!conditioning) continue;
    try {
      await customer.api.cart.add({ product_id: item.id, conditioning_id: conditioning.id, quantity: 2 });
      slug ||= product.slug;
      if (++added === 2) break;
    } catch {
      // Not sold or out of stock here: the next one.
    }
  }
  assert.ok(added > 0, `something to buy in ${locale}`);
  return { customer, slug };
}

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical violations of the page as it is (WCAG 2.2 AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(await AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: object,
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [['body']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    );
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

async function shoot(page: Page, name: string) {
  assert.deepEqual(await seriousViolations(page), [], `${name}: accessibility`);
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: 900 });
    await new Promise((done) => setTimeout(done, 150));
    await saveScreenshot(page, `checkout-${name}-${width}`);
  }
  await page.setViewport({ width: 1280, height: 900 });
}

async function clickAndWait(page: Page, selector: string) {
  try {
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(selector)]);
  } catch (error) {
    throw new Error(`${selector} on ${page.url()}: ${String(error)}`, { cause: error });
  }
}

/** The documents the page loads from now on (a client navigation loads none). */
function watchDocumentLoads(page: Page): () => string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') loads.push(request.url());
  });
  return () => loads;
}

/** How long a private page's data is held back, for the pending state to be seen. */
const DATA_DELAY_MS = 800;

/** Holds back every private page's data request (the router's, asked as JSON) a little; answers what stops it. */
async function slowPageData(page: Page): Promise<() => Promise<void>> {
  const hold = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const asksData = (request.headers()['accept'] ?? '').includes(PAGE_DATA_TYPE);
    if (asksData) setTimeout(() => void request.continue(), DATA_DELAY_MS);
    else void request.continue();
  };
  await page.setRequestInterception(true);
  page.on('request', hold);
  return async () => {
    page.off('request', hold);
    await page.setRequestInterception(false);
  };
}

/**
 * Does what moves to the next step and checks it happens in the page: the loading bar shows while
 * the step's data comes, then the step is there with its heading focused, as after any client navigation.
 */
async function movesInPlace(page: Page, act: () => Promise<void>, path: string) {
  await act();
  await page.waitForSelector('.loading-bar[data-visible="true"][data-status="loading"]', { timeout: DATA_DELAY_MS });
  await page.waitForFunction((wanted) => window.location.pathname === wanted, {}, path);
  await page.waitForSelector('main h1');
  await page.waitForFunction(() => document.activeElement?.matches('main h1, #main-heading') === true);
  await page.waitForSelector('.loading-bar[data-visible="false"]', { timeout: 3_000 });
}

for (const locale of ['fr-be', 'it-it'] as const) {
  const texts = TEXTS[locale].checkout;
  describe(`the checkout in a browser (${locale})`, () => {
    it('goes from the recap to the paid order in the account', async () => {
      const { customer, slug } = await shopper(locale);
      const context = await launched.browser.createBrowserContext();
      const page = await context.newPage();
      // Colours are audited at rest: reduced motion stops the footer carousel's fade (chrome-a11y.test.ts).
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      try {
        await page.setCookie(
          { name: 'jwt_token', value: customer.token, url: origin(locale), httpOnly: true },
          { name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: origin(locale) },
        );
        // One more box from the product page, then the cart's way to the checkout.
        await page.goto(`${origin(locale)}${pathOf('product', locale, { slug })}`, { waitUntil: 'load' });
        await waitForHydration(page).catch((error: unknown) => {
          throw new Error(`${String(error)}: ${problems.join(' | ')}`);
        });
        await page.click('.buy__button');
        await page.waitForNetworkIdle({ idleTime: 300 });
        await page.goto(`${origin(locale)}${pathOf('cart', locale)}`, { waitUntil: 'load' });
        await waitForHydration(page);
        // A code on the cart's form: free delivery from 30 €.
        await page.type('.cart-code__form input[name="code"]', 'LIVRAISON');
        await page.click('.cart-code__form button[type="submit"]');
        await page.waitForSelector('.cart-code__applied');
        await shoot(page, `${locale}-0-cart`);
        await clickAndWait(page, '.cart-page__checkout');
        await waitForHydration(page);
        assert.equal(
          await page.$eval('h1', (h1) => h1.textContent),
          deps.routing.router().table(locale).titles.checkout,
        );
        await shoot(page, `${locale}-1-recap`);

        // From here to the payment step, no document load (decision 032): the marker survives, and
        // each step's data comes slowed enough for its pending state to show.
        const documents = watchDocumentLoads(page);
        await page.evaluate(() => {
          (window as unknown as { checkoutMarker: string }).checkoutMarker = 'recap';
        });
        const stopSlowing = await slowPageData(page);
        await movesInPlace(page, () => page.click('.checkout__actions a.button'), pathOf('checkoutDelivery', locale));
        assert.equal(
          await page.$eval('h1', (h1) => h1.textContent),
          deps.routing.router().table(locale).titles.checkoutDelivery,
        );
        // With JavaScript only the chosen relay carrier's points show.
        await page.click('input[name="carrier"][value="chrono_relais"]');
        await page.waitForSelector('input[name="relayPoint"]');
        await page.click('input[name="relayPoint"]');
        await shoot(page, `${locale}-2-delivery`);
        await movesInPlace(
          page,
          () => page.click('form.form--checkout button[type="submit"]'),
          pathOf('checkoutPayment', locale),
        );
        assert.ok(page.url().includes(pathOf('checkoutPayment', locale)), page.url());
        assert.equal(
          await page.evaluate(() => (window as unknown as { checkoutMarker?: string }).checkoutMarker),
          'recap',
        );
        assert.deepEqual(documents(), [], 'no document load from the recap to the payment step');
        await stopSlowing();
        await shoot(page, `${locale}-3-payment`);
        // The terms not accepted: SPEC §5's message in place, nothing sent.
        await page.click('form.form--pay button[type="submit"]');
        await page.waitForSelector('.form-field__error');
        assert.ok(
          (await page.$eval('form.form--pay', (form) => form.textContent ?? '')).includes(
            TEXTS[locale].forms.validation.salesTerms,
          ),
        );
        await page.click('form.form--pay input[name="terms"]');
        await clickAndWait(page, 'form.form--pay button[type="submit"]');

        assert.match(page.url(), /\/_pay\/test\/tps_/);
        await shoot(page, `${locale}-4-provider`);
        await clickAndWait(page, 'button[value="paid"]');

        assert.ok(page.url().includes(pathOf('checkoutConfirmation', locale)), page.url());
        const shown = await page.$eval('main', (main) => main.textContent ?? '');
        assert.ok(shown.includes(texts.confirmation.paidTitle), shown.slice(0, 300));
        await shoot(page, `${locale}-5-confirmation`);

        await page.goto(`${origin(locale)}${pathOf('myOrders', locale)}`, { waitUntil: 'load' });
        await waitForHydration(page);
        assert.ok((await page.$eval('main', (main) => main.textContent ?? '')).includes(texts.orders.statuses.paid));
        await shoot(page, `${locale}-6-orders`);
        await page.evaluate(() => {
          (window as unknown as { ordersMarker: string }).ordersMarker = 'orders';
        });
        // The order's page, in place too (a private page the router shows, decision 032).
        await page.click('.order-card__number');
        await page
          .waitForFunction(
            (carrier) => document.querySelector('main')?.textContent?.includes(carrier) === true,
            { timeout: 5_000 },
            texts.carriers.chrono_relais,
          )
          .catch(async (error: unknown) => {
            const main = await page.$eval('main', (element) => element.textContent ?? '');
            throw new Error(`${String(error)} on ${page.url()}: ${main.slice(0, 300)}`, { cause: error });
          });
        assert.equal(
          await page.evaluate(() => (window as unknown as { ordersMarker?: string }).ordersMarker),
          'orders',
        );
        await shoot(page, `${locale}-7-order`);
      } finally {
        await context.close();
      }
    });
  });
}

describe('the checkout in a browser without JavaScript', () => {
  it('goes from the recap to the payment step, each a document', async () => {
    const { customer } = await shopper('fr-be');
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setCookie({ name: 'jwt_token', value: customer.token, url: origin('fr-be'), httpOnly: true });
      const documents = watchDocumentLoads(page);
      await page.goto(`${origin('fr-be')}${pathOf('checkout', 'fr-be')}`, { waitUntil: 'load' });
      await clickAndWait(page, '.checkout__actions a.button');
      assert.equal(new URL(page.url()).pathname, pathOf('checkoutDelivery', 'fr-be'));
      await page.click('input[name="carrier"][value="colissimo"]');
      await clickAndWait(page, 'form.form--checkout button[type="submit"]');
      assert.equal(new URL(page.url()).pathname, pathOf('checkoutPayment', 'fr-be'));
      assert.equal(
        await page.$eval('h1', (h1) => h1.textContent),
        deps.routing.router().table('fr-be').titles.checkoutPayment,
      );
      // The recap, the delivery step, its form's POST (answered 303) and the payment step.
      assert.deepEqual(
        documents().map((url) => new URL(url).pathname),
        ['checkout', 'checkoutDelivery', 'checkoutDelivery', 'checkoutPayment'].map((kind) =>
          pathOf(kind as RouteKind, 'fr-be'),
        ),
      );
      for (const width of [375, 1280]) {
        await page.setViewport({ width, height: 900 });
        await saveScreenshot(page, `checkout-fr-be-no-js-payment-${width}`);
      }
    } finally {
      await context.close();
    }
  });
});
