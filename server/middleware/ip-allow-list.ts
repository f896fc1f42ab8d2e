// SPEC §6: with an allow-list configured, a request passes only when its peer address or a
// forwarded-for address that trusted hops vouch for is listed or in a listed range.
import type { RequestHandler } from 'express';

import type { Logger } from '../logger.ts';
import type { AllowList } from '../net/allow-list.ts';
import { trustedAddressChain, type TrustFunction } from '../net/trust-proxy.ts';

export const NOT_ALLOWED_MESSAGE = 'You are not allowed to access this application';

export function ipAllowList({
  allowList,
  trust,
  logger,
}: {
  allowList: AllowList;
  trust: TrustFunction;
  logger?: Logger;
}): RequestHandler {
  if (!allowList || typeof trust !== 'function')
    throw new Error('ipAllowList needs an allow-list and a trust function');
  return function ipAllowListMiddleware(req, res, next) {
    if (allowList.isEmpty) {
      logger?.trace('allow-list skipped: nothing configured');
      return next();
    }
    const addresses = trustedAddressChain(req, trust);
    if (allowList.allows(addresses)) return next();
    logger?.info({ id: res.locals.requestId, addresses }, 'refused by the allow-list');
    res.locals.routeKind = 'refused';
    res.status(401).type('text/plain').send(NOT_ALLOWED_MESSAGE);
  };
}
