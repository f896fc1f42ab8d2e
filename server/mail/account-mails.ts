// The account area's e-mails (issue 19), in the language of the page the visitor used: the
// password reset's single-use link and the welcome after a sign-up or an activation. Sent after
// the visitor's answer, never before it: a reset request answers the same whether an account
// exists or not, in the same time, and a slow mail server never holds a page. A failure is logged
// (never the address or the link).
import type { Country } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { escapeHtml } from '../../shared/format/escape-markup.ts';
import { formatPrice } from '../../shared/format/price.ts';
import { RESET_TOKEN_PARAM } from '../../shared/forms/account/password-reset-forms.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { createTranslator, type Translate } from '../../shared/i18n/translator.ts';
import type { Order } from '../../shared/schemas/shop.ts';
import type { Logger } from '../logger.ts';
import type { Routing } from '../routing.ts';
import { countryOfLocale } from '../routing.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface AccountMails {
  /** The reset link, valid until `expiresAt`. */
  reset(to: { locale: Locale; email: string; firstName: string }, token: string, expiresAt: string): void;
  /** The confirmation of a new account, with its customer number. */
  welcome(to: { locale: Locale; email: string; firstName: string }, customerNumber: string): void;
  /** The confirmation of an order once its payment's signed notification marked it paid (issue 20). */
  orderPaid(to: { locale: Locale; email: string; firstName: string }, order: Order): void;
  /** Resolves once every message handed over so far went out (or failed): tests and shutdown. */
  settled(): Promise<void>;
}

interface Letter {
  t: Translate;
  greeting: string;
  body: string;
  action: { text: string; url: string };
  ignore: string;
}

function messageOf(to: string, subject: string, { t, greeting, body, action, ignore }: Letter): MailMessage {
  const signature = t('account:mail.signature');
  const text = [greeting, '', body, action.url, '', ignore, '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.text)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function accountMails({
  mailer,
  routing,
  siteUrls,
  logger,
  now = Date.now,
}: {
  mailer: Mailer;
  routing: Routing;
  siteUrls: Readonly<Record<Country, string>>;
  logger: Logger;
  now?: () => number;
}): AccountMails {
  const translator = createTranslator({ language: 'fr', resources: { fr, nl, de, es, it } });
  const pending = new Set<Promise<void>>();
  const absolute = (locale: Locale, path: string) => new URL(path, `${siteUrls[countryOfLocale(locale)]}/`).href;
  const hrefOf = (locale: Locale, kind: 'myNewPassword' | 'myAccount') =>
    routing.router().href(kind, {}, locale) ?? '/';

  function send(kind: string, message: MailMessage) {
    const sending = mailer
      .send(message)
      .catch((error: unknown) => logger.error({ err: error, mail: kind }, 'an account e-mail could not be sent'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  return {
    reset({ locale, email, firstName }, token, expiresAt) {
      const { t } = translator.withLanguage(LOCALE_INFO[locale].language);
      const minutes = Math.max(1, Math.round((Date.parse(expiresAt) - now()) / 60_000));
      const link = absolute(
        locale,
        `${hrefOf(locale, 'myNewPassword')}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`,
      );
      send(
        'reset',
        messageOf(email, t('account:mail.reset.subject'), {
          t,
          greeting: t('account:mail.greeting', { name: firstName }),
          body: t('account:mail.reset.body', { minutes }),
          action: { text: t('account:mail.reset.action'), url: link },
          ignore: t('account:mail.reset.ignore'),
        }),
      );
    },
    welcome({ locale, email, firstName }, customerNumber) {
      const { t } = translator.withLanguage(LOCALE_INFO[locale].language);
      send(
        'welcome',
        messageOf(email, t('account:mail.welcome.subject'), {
          t,
          greeting: t('account:mail.greeting', { name: firstName }),
          body: t('account:mail.welcome.body', { number: customerNumber }),
          action: { text: t('account:mail.welcome.action'), url: absolute(locale, hrefOf(locale, 'myAccount')) },
          ignore: t('account:mail.welcome.ignore'),
        }),
      );
    },
    orderPaid({ locale, email, firstName }, order) {
      const { t } = translator.withLanguage(LOCALE_INFO[locale].language);
      const symbol = order.currency === 'EUR' ? '€' : order.currency;
      const total = formatPrice(order.total_cents / 100, symbol);
      const day = (iso: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
      const estimate =
        order.estimate.earliest === order.estimate.latest
          ? day(order.estimate.earliest)
          : `${day(order.estimate.earliest)} – ${day(order.estimate.latest)}`;
      const lines = order.lines
        .map((line) => `${line.quantity} × ${line.name} (${line.conditioning_label})`)
        .join('\n');
      const path = routing.router().href('myOrder', { order: order.number }, locale) ?? '/';
      send(
        'order-paid',
        messageOf(email, t('checkout:mail.paid.subject', { number: order.number }), {
          t,
          greeting: t('account:mail.greeting', { name: firstName }),
          body: `${t('checkout:mail.paid.body', { number: order.number, total, estimate })}\n\n${lines}`,
          action: { text: t('checkout:mail.paid.action'), url: absolute(locale, path) },
          ignore: t('checkout:mail.paid.ignore'),
        }),
      );
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
