// POST /contact and /newsletter: the payload is checked (shared/schemas/submissions.ts), its
// locale must be one of the shop's, and it is written whole before the 201. A write that fails
// is logged and answered 5xx with a message asking to try again: never a silent loss (503 when
// the database is busy, unreachable or read-only after a failover: the visitor sends again later).
import type { z } from 'zod';

import type { Country } from '../../config/countries.ts';
import { contactPayloadSchema, newsletterPayloadSchema } from '../../shared/schemas/submissions.ts';
import { readJsonBody } from '../http/body.ts';
import { badRequest, CatalogHttpError, isUnavailableError } from '../http/errors.ts';
import { parseBody } from '../http/query.ts';
import { json, type JsonAnswer } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { shopLocales, type ShopScope } from '../store/shops.ts';
import { type Receipt, saveContactRequest, saveNewsletterSignup, type SubmissionOrigin } from '../store/submissions.ts';
import { type EndpointDeps, scoped, SHOP_QUERY } from './context.ts';

function checkLocale(country: Country, locale: string): void {
  const locales = shopLocales(country);
  if (!(locales as readonly string[]).includes(locale)) {
    const message = `must be one of the shop's locales: ${locales.join(', ')}`;
    throw badRequest(`Bad field locale: ${message}`, [{ path: 'locale', message }]);
  }
}

export function submissionRoutes(router: Router, deps: EndpointDeps): void {
  const { store, logger } = deps;

  async function submit<S extends z.core.$ZodType<{ locale: string }>>(
    request: Request,
    url: URL,
    schema: S,
    what: string,
    save: (origin: SubmissionOrigin, payload: z.output<S>) => Promise<Receipt>,
  ): Promise<JsonAnswer> {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const payload = parseBody(await readJsonBody(request), schema);
    checkLocale(scope.country, payload.locale);
    const origin = submissionOrigin(scope, deps.now());
    let receipt: Receipt;
    try {
      receipt = await save(origin, payload);
    } catch (error) {
      const busy = isUnavailableError(error);
      logger.error({ err: error, shopId: scope.shopId, what }, `${what} could not be saved`);
      throw new CatalogHttpError(busy ? 503 : 500, `Your ${what} could not be saved; please try again.`);
    }
    logger.info({ shopId: scope.shopId, id: receipt.id, what }, `${what} saved`);
    return json({ data: receipt }, 201);
  }

  router.post('/contact', async ({ request, url }) =>
    submit(request, url, contactPayloadSchema, 'contact request', (origin, payload) =>
      saveContactRequest(store, origin, payload),
    ),
  );
  router.post('/newsletter', async ({ request, url }) =>
    submit(request, url, newsletterPayloadSchema, 'newsletter sign-up', (origin, payload) =>
      saveNewsletterSignup(store, origin, payload),
    ),
  );
}

/** Where and when a submission was received: the shop, its country and language, the time. */
function submissionOrigin(scope: ShopScope, now: Date): SubmissionOrigin {
  return { shopId: scope.shopId, country: scope.country, lang: scope.lang, createdAt: now.toISOString() };
}
