// The endpoint payment providers post their notifications to (issue 20): POST
// /_payments/notify/<provider>. The raw body (at most 64 KiB) goes to the payment service as it
// came, for the provider's signature to be checked over exactly those bytes. Answers: 200 once
// the notification is stored (applied, or a replay, or an event the shop does not act on), 400
// when it is refused (no such provider, a bad signature), 413 for a body too large, and 503 when
// the database cannot store it, so that the provider sends it again later.
import type { RequestHandler } from 'express';

import { BodyRefusedError, readBoundedText } from '../../catalog/http/bounded-body.ts';
import { isUnavailableError } from '../../catalog/http/errors.ts';
import type { PaymentService } from './payment-service.ts';

export const PAYMENT_NOTIFICATION_PATH = /^\/_payments\/notify\/([a-z][a-z0-9-]{0,30})$/;
export const PAYMENT_NOTIFICATION_LIMIT_BYTES = 64 * 1024;

export function paymentNotifications({ service }: { service: PaymentService }): RequestHandler {
  return async function paymentNotificationMiddleware(req, res, next) {
    const match = PAYMENT_NOTIFICATION_PATH.exec(req.path);
    if (!match) return next();
    res.locals.routeKind = 'payment-notification';
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') return void res.set('Allow', 'POST').status(405).end();
    let body: string;
    try {
      body = await readBoundedText(req, {
        limitBytes: PAYMENT_NOTIFICATION_LIMIT_BYTES,
        declaredLength: req.headers['content-length'],
      });
    } catch (error) {
      if (!(error instanceof BodyRefusedError)) return next(error);
      return void res.status(error.reason === 'tooLarge' ? 413 : 400).end();
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    try {
      const result = await service.receive(match[1]!, body, headers);
      if (result.status === 'refused') return void res.status(400).json({ received: false });
      res.status(200).json({ received: true, status: result.status });
    } catch (error) {
      if (isUnavailableError(error)) return void res.set('Retry-After', '5').status(503).end();
      next(error);
    }
  };
}
