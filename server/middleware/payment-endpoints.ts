// The payment providers' side of the site (issue 20):
//
// - `POST /_pay/notify/<provider>`: a provider's server-to-server notification, its raw body as it
//   came (the signature covers those bytes), verified by the provider (a bad or missing signature
//   is 400 and nothing is stored), stored, then applied once; a replay is 409 and changes nothing.
//   Before the allow-list: Stripe's servers are never on it.
// - `/_pay/test/<session>`: the built-in test provider's hosted payment page (PAYMENT_PROVIDER=test
//   only), in the order's language and clearly a test: the tester picks how the payment ends
//   (paid, refused, canceled, two-factor failed, expired); the page has the provider sign that
//   notification and hands it to the same service the endpoint feeds, then sends the visitor
//   back to the site, whose confirmation page shows the order as the notification left it. A
//   session already paid says so; one whose 15 minutes are over can only expire.
import type { RequestHandler } from 'express';

import { BodyRefusedError, readBoundedText } from '../../catalog/http/bounded-body.ts';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from '../../catalog/store/payments.ts';
import { escapeHtml } from '../../shared/format/escape-markup.ts';
import { formatPrice } from '../../shared/format/price.ts';
import type { Logger } from '../logger.ts';
import { NOTIFY_PATH, type Payments, TEST_PAYMENT_PATH } from '../payments/payments.ts';

/** A notification is a small JSON document; Stripe's stay well under this. */
const NOTIFICATION_LIMIT_BYTES = 256 * 1024;
const FORM_LIMIT_BYTES = 2 * 1024;

function headersOf(raw: Readonly<Record<string, string | string[] | undefined>>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  return headers;
}

export function paymentNotifications({ payments, logger }: { payments: Payments; logger: Logger }): RequestHandler {
  const prefix = `${NOTIFY_PATH}/`;
  return async function paymentNotificationsMiddleware(req, res, next) {
    if (!req.path.startsWith(prefix)) return next();
    res.locals.routeKind = 'payment-notification';
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') return void res.set('Allow', 'POST').status(405).end();
    const provider = req.path.slice(prefix.length);
    let body: string;
    try {
      body = await readBoundedText(req, {
        limitBytes: NOTIFICATION_LIMIT_BYTES,
        declaredLength: req.headers['content-length'],
      });
    } catch (error) {
      if (!(error instanceof BodyRefusedError)) return next(error);
      return void res.status(error.reason === 'tooLarge' ? 413 : 400).end();
    }
    try {
      const result = await payments.receive(provider, body, headersOf(req.headers));
      if (result.status === 'refused') return void res.status(400).json({ received: false, reason: 'refused' });
      if (result.status === 'replayed') return void res.status(409).json({ received: false, reason: 'replayed' });
      res.status(200).json({ received: true });
    } catch (error) {
      // Not stored, or stored and not applied (applied at the next start): the provider sends it again.
      logger.error({ err: error, provider }, 'a payment notification could not be handled');
      res.status(500).json({ received: false });
    }
  };
}

type Lang = 'fr' | 'nl' | 'de' | 'es' | 'it';
const TEXTS: Readonly<
  Record<
    Lang,
    {
      title: string;
      banner: string;
      order: string;
      amount: string;
      until: string;
      pick: string;
      outcomes: Record<PaymentOutcome, string>;
      alreadyPaid: string;
      ended: string;
      back: string;
      unknown: string;
    }
  >
> = {
  fr: {
    title: 'Paiement de test',
    banner: 'TEST — aucun paiement réel : choisissez comment ce paiement se termine.',
    order: 'Commande',
    amount: 'Montant',
    until: 'À payer avant',
    pick: 'Issue du paiement',
    outcomes: {
      paid: 'Payé',
      refused: 'Refusé',
      canceled: 'Annulé',
      two_factor_failed: 'Échec de la double authentification',
      expired: 'Délai dépassé',
    },
    alreadyPaid: 'Cette commande est déjà payée.',
    ended: 'Ce paiement est terminé.',
    back: 'Retour au site',
    unknown: 'Paiement inconnu.',
  },
  nl: {
    title: 'Testbetaling',
    banner: 'TEST — geen echte betaling: kies hoe deze betaling afloopt.',
    order: 'Bestelling',
    amount: 'Bedrag',
    until: 'Te betalen vóór',
    pick: 'Afloop van de betaling',
    outcomes: {
      paid: 'Betaald',
      refused: 'Geweigerd',
      canceled: 'Geannuleerd',
      two_factor_failed: 'Tweestapsverificatie mislukt',
      expired: 'Termijn verstreken',
    },
    alreadyPaid: 'Deze bestelling is al betaald.',
    ended: 'Deze betaling is afgelopen.',
    back: 'Terug naar de site',
    unknown: 'Onbekende betaling.',
  },
  de: {
    title: 'Testzahlung',
    banner: 'TEST — keine echte Zahlung: Wählen Sie, wie diese Zahlung endet.',
    order: 'Bestellung',
    amount: 'Betrag',
    until: 'Zu bezahlen bis',
    pick: 'Ergebnis der Zahlung',
    outcomes: {
      paid: 'Bezahlt',
      refused: 'Abgelehnt',
      canceled: 'Abgebrochen',
      two_factor_failed: 'Zwei-Faktor-Authentifizierung fehlgeschlagen',
      expired: 'Frist abgelaufen',
    },
    alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
    ended: 'Diese Zahlung ist beendet.',
    back: 'Zurück zur Website',
    unknown: 'Unbekannte Zahlung.',
  },
  es: {
    title: 'Pago de prueba',
    banner: 'PRUEBA — ningún pago real: elija cómo termina este pago.',
    order: 'Pedido',
    amount: 'Importe',
    until: 'A pagar antes de',
    pick: 'Resultado del pago',
    outcomes: {
      paid: 'Pagado',
      refused: 'Rechazado',
      canceled: 'Cancelado',
      two_factor_failed: 'Fallo de la doble autenticación',
      expired: 'Plazo superado',
    },
    alreadyPaid: 'Este pedido ya está pagado.',
    ended: 'Este pago ha terminado.',
    back: 'Volver al sitio',
    unknown: 'Pago desconocido.',
  },
  it: {
    title: 'Pagamento di prova',
    banner: 'PROVA — nessun pagamento reale: scelga come termina questo pagamento.',
    order: 'Ordine',
    amount: 'Importo',
    until: 'Da pagare entro',
    pick: 'Esito del pagamento',
    outcomes: {
      paid: 'Pagato',
      refused: 'Rifiutato',
      canceled: 'Annullato',
      two_factor_failed: 'Autenticazione a due fattori non riuscita',
      expired: 'Termine scaduto',
    },
    alreadyPaid: 'Questo ordine è già pagato.',
    ended: 'Questo pagamento è terminato.',
    back: 'Torna al sito',
    unknown: 'Pagamento sconosciuto.',
  },
};

const langOf = (lang: string): Lang => (Object.hasOwn(TEXTS, lang) ? (lang as Lang) : 'fr');
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', CHF: 'CHF' };

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d26}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
.test{background:#ffe08a;color:#3b2c00;padding:.75rem 1rem;font-weight:700;text-align:center;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:0;padding:0;display:grid;gap:.5rem}legend{font-weight:700;margin-bottom:.5rem}
button{font:inherit;padding:.75rem 1rem;border-radius:.375rem;border:1px solid #1d1d26;background:#fff;cursor:pointer;text-align:left}
button[value=paid]{background:#1d6b3a;color:#fff;border-color:#1d6b3a}a{color:#1d4ed8}`;

function page(res: Parameters<RequestHandler>[1], status: number, lang: Lang, title: string, body: string) {
  const nonce = String(res.locals.cspNonce ?? '');
  res
    .status(status)
    .set('Cache-Control', 'private, no-store')
    .set('X-Robots-Tag', 'noindex')
    .type('html')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head><body><p class="test" role="note">${escapeHtml(TEXTS[lang].banner)}</p><main>${body}</main></body></html>`,
    );
}

export function testPaymentPage({
  payments,
  logger,
  now = () => new Date(),
}: {
  payments: Payments;
  logger: Logger;
  now?: () => Date;
}): RequestHandler {
  const prefix = `${TEST_PAYMENT_PATH}/`;
  return async function testPaymentPageMiddleware(req, res, next) {
    if (!req.path.startsWith(prefix)) return next();
    const test = payments.test;
    if (!test) return next();
    res.locals.routeKind = 'test-payment';
    const sessionId = req.path.slice(prefix.length);
    const session = /^tps_[\w-]{10,64}$/.test(sessionId) ? test.session(sessionId) : undefined;
    const lang = langOf(session?.lang ?? String(res.locals.locale ?? 'fr').slice(0, 2));
    const text = TEXTS[lang];
    if (!session) return page(res, 404, lang, text.title, `<h1>${escapeHtml(text.unknown)}</h1>`);
    const backLink = (url: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(text.back)}</a></p>`;
    if (req.method === 'POST') {
      let form: string;
      try {
        form = await readBoundedText(req, {
          limitBytes: FORM_LIMIT_BYTES,
          declaredLength: req.headers['content-length'],
        });
      } catch (error) {
        if (!(error instanceof BodyRefusedError)) return next(error);
        return void res.status(400).end();
      }
      const picked = new URLSearchParams(form).get('outcome');
      if (!(PAYMENT_OUTCOMES as readonly (string | null)[]).includes(picked))
        return void res.redirect(303, req.originalUrl);
      if (session.state === 'paid')
        return page(
          res,
          409,
          lang,
          text.title,
          `<h1>${escapeHtml(text.alreadyPaid)}</h1>${backLink(session.successUrl)}`,
        );
      if (session.state !== 'open')
        return page(res, 409, lang, text.title, `<h1>${escapeHtml(text.ended)}</h1>${backLink(session.cancelUrl)}`);
      // Past the 15 minutes, the only way this session ends is expired.
      const outcome: PaymentOutcome = now() > session.expiresAt ? 'expired' : (picked as PaymentOutcome);
      const { body, headers } = test.notification(sessionId, outcome);
      try {
        await payments.receive('test', body, headers);
      } catch (error) {
        logger.error({ err: error }, 'the test payment notification could not be handled');
        return next(error);
      }
      return void res.redirect(303, outcome === 'paid' ? session.successUrl : session.cancelUrl);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.set('Allow', 'GET, POST').status(405).end();
    if (session.state === 'paid')
      return page(
        res,
        200,
        lang,
        text.title,
        `<h1>${escapeHtml(text.alreadyPaid)}</h1>${backLink(session.successUrl)}`,
      );
    if (session.state !== 'open')
      return page(res, 200, lang, text.title, `<h1>${escapeHtml(text.ended)}</h1>${backLink(session.cancelUrl)}`);
    const amount = formatPrice(session.amountCents / 100, SYMBOLS[session.currency] ?? session.currency);
    const until = new Intl.DateTimeFormat(`${lang}-${session.currency === 'CHF' ? 'CH' : 'BE'}`, {
      timeStyle: 'short',
      dateStyle: 'short',
      timeZone: 'Europe/Brussels',
    }).format(session.expiresAt);
    const buttons = PAYMENT_OUTCOMES.map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(text.outcomes[outcome])}</button>`,
    ).join('');
    page(
      res,
      200,
      lang,
      text.title,
      `<h1>${escapeHtml(text.title)}</h1>
<dl><dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(session.orderNumber)}</dd><dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(amount)}</dd><dt>${escapeHtml(text.until)}</dt><dd><time datetime="${session.expiresAt.toISOString()}">${escapeHtml(until)}</time></dd></dl>
<form method="post"><fieldset><legend>${escapeHtml(text.pick)}</legend>${buttons}</fieldset></form>`,
    );
  };
}
