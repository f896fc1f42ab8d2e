// The shop's payments as the process runs them (issue 20): the provider PAYMENT_PROVIDER names
// (the built-in test provider, or Stripe Checkout), the payment service over the embedded
// catalog's ledger, where the provider sends the browser back (the confirmation page of the
// order's locale, which shows the order's state and never decides it), the confirmation e-mail
// once a notification marked an order paid, and the overdue sessions ended every minute. The
// same sweep mails the paid orders nobody confirmed yet: those the catalog made paid at its
// start from a notification a stopped process had stored, or whose mail a process was about to
// send when it stopped.
import { randomBytes } from 'node:crypto';

import type { ShopLedger } from '../../catalog/shop-ledger.ts';
import type { Country } from '../../config/countries.ts';
import type { Config } from '../../config/env.ts';
import { isLocale, type Locale } from '../../config/locales.ts';
import type { Order } from '../../shared/schemas/shop.ts';
import type { Logger } from '../logger.ts';
import type { Routing } from '../routing.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentService, type NotificationResult, type PaymentService } from './payment-service.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider, type TestProvider } from './test-provider.ts';

/** The test provider's hosted page: `<TEST_PAYMENT_PATH>/<session>`. */
export const TEST_PAYMENT_PATH = '/_pay/test';
/** Where providers post their notifications: `<NOTIFY_PATH>/<provider>` (the Stripe webhook is `/_pay/notify/stripe`). */
export const NOTIFY_PATH = '/_pay/notify';
/** The query parameter of the return pages naming the order. */
export const ORDER_PARAM = 'order';
/** How often overdue payment sessions are ended and their orders canceled. */
export const EXPIRY_SWEEP_MS = 60_000;

export interface Payments {
  service: PaymentService;
  /** The built-in test provider when PAYMENT_PROVIDER=test (its hosted page needs it), else null. */
  test: TestProvider | null;
  /** A provider's notification as it came; a paid order's confirmation mail goes out after it. */
  receive(providerName: string, rawBody: string, headers: Headers): Promise<NotificationResult>;
  /** Ends overdue sessions now, then every minute; stop() ends that. */
  start(): Promise<void>;
  stop(): void;
}

export interface PaidOrderMail {
  (to: { locale: Locale; email: string; firstName: string }, order: Order): void;
}

export function localeOfOrder(order: { lang: string; country: string }): Locale | null {
  const locale = `${order.lang}-${order.country}`;
  return isLocale(locale) ? locale : null;
}

export function createPayments({
  config,
  ledger,
  routing,
  logger,
  orderPaidMail,
  providers: given,
}: {
  config: Pick<Config, 'payments' | 'siteUrls' | 'nodeEnv'>;
  ledger: ShopLedger;
  routing: Routing;
  logger: Logger;
  orderPaidMail?: PaidOrderMail;
  /** Tests give their own providers (a Stripe adapter against a stand-in). */
  providers?: Readonly<Record<string, PaymentProvider>>;
}): Payments {
  const settings = config.payments;
  let test: TestProvider | null = null;
  const providers: Record<string, PaymentProvider> = { ...given };
  if (!given) {
    if (settings.provider === 'test') {
      if (!settings.testSecret)
        logger.warn('TEST_PAYMENT_SECRET is not set: the test payment provider signs with a key of this process alone');
      if (config.nodeEnv === 'production')
        logger.warn('PAYMENT_PROVIDER is test in production: nobody pays anything; set PAYMENT_PROVIDER=stripe');
      test = createTestProvider({
        secret: settings.testSecret ?? randomBytes(32).toString('base64url'),
        pageUrl: TEST_PAYMENT_PATH,
      });
      providers.test = test;
    }
    if (settings.stripe) providers.stripe = createStripeProvider(settings.stripe);
  } else if (given.test && 'notification' in given.test) test = given.test as TestProvider;

  const returnUrls = ({ number, lang, country }: { number: string; lang: string; country: string }) => {
    const locale = localeOfOrder({ lang, country });
    const path = (locale && routing.router().href('checkoutConfirmation', {}, locale)) ?? '/';
    const url = new URL(path, `${config.siteUrls[country as Country] ?? Object.values(config.siteUrls)[0]}/`);
    url.searchParams.set(ORDER_PARAM, number);
    const successUrl = url.href;
    url.searchParams.set('back', '1');
    return { successUrl, cancelUrl: url.href };
  };

  const service = createPaymentService({
    ledger,
    providers,
    provider: settings.provider,
    returnUrls,
    logger,
  });

  /** Sends the order's confirmation unless another call or process claimed it first. */
  async function mailPaid(number: string) {
    if (!orderPaidMail) return;
    try {
      const found = await ledger.orderWithContact(number);
      const locale = found && localeOfOrder(found);
      if (!found || !locale || !found.email) return;
      if (!(await ledger.claimConfirmation(number))) return;
      orderPaidMail({ locale, email: found.email, firstName: found.firstName }, found.order);
    } catch (error) {
      logger.error({ err: error, order: number }, 'the confirmation e-mail of a paid order could not be prepared');
    }
  }

  async function mailUnconfirmed() {
    if (!orderPaidMail) return;
    for (const number of await ledger.ordersAwaitingConfirmation()) await mailPaid(number);
  }

  let timer: NodeJS.Timeout | null = null;
  const sweep = async () => {
    try {
      await service.expireOverdue();
    } catch (error) {
      logger.warn({ err: error }, 'overdue payments could not be ended; tried again in a minute');
    }
    try {
      await mailUnconfirmed();
    } catch (error) {
      logger.warn(
        { err: error },
        'paid orders awaiting their confirmation e-mail could not be read; tried again in a minute',
      );
    }
  };

  return {
    service,
    test,
    async receive(providerName, rawBody, headers) {
      const result = await service.receive(providerName, rawBody, headers);
      if (result.status === 'applied' && result.applied.result === 'paid') await mailPaid(result.applied.number);
      return result;
    },
    async start() {
      // What a stopped process left: notifications stored and not applied, sessions overdue.
      await sweep();
      timer = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
