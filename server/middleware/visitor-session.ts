// Who the visitor is (decision 026): the jwt_token cookie holds an editor's preview token (checked
// here with PREVIEW_SECRET, decision 010) or a customer's session token, which the content API
// judges (GET /account/session with it as the bearer, SPEC §7): a session that counts gives the
// customer the pages see; one that ended (expired, or revoked by a logout or a password change
// through any process) clears the cookie and is remembered for 'you have been disconnected'; a
// token that is neither ours nor an editor's (forged, altered, stolen from an ended session) is
// cleared and the visitor is anonymous. When the content API cannot answer, the cookie stays and
// the session is unknown: public pages render anonymous, private ones answer 503.
import '../auth/visitor.ts';

import type { RequestHandler } from 'express';

import { isApiError } from '../../shared/api/errors.ts';
import type { PreviewRight } from '../auth/preview-token.ts';
import { SESSION_COOKIE, sessionCookieWriter } from '../auth/session-cookie.ts';
import { ANONYMOUS, type Visitor } from '../auth/visitor.ts';
import type { Content } from '../content.ts';
import type { Logger } from '../logger.ts';

/** How long the session check may take: it stands before every page a customer sees. */
export const SESSION_CHECK_TIMEOUT_MS = 2_000;

export interface VisitorSessionOptions {
  content: Pick<Content, 'client'>;
  hasPreviewRight: PreviewRight;
  /** The cookie is Secure (every SITE_URL is https). */
  secure: boolean;
  logger: Logger;
}

export function visitorSession({ content, hasPreviewRight, secure, logger }: VisitorSessionOptions): RequestHandler {
  if (typeof content?.client !== 'function' || typeof hasPreviewRight !== 'function')
    throw new Error('visitorSession needs the content API and the preview check');
  return async function visitorSessionMiddleware(req, res, next) {
    const cookie: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof cookie !== 'string' || cookie === '') {
      res.locals.visitor = ANONYMOUS;
      return next();
    }
    const visitor: Visitor = { ...ANONYMOUS, hasCookie: true };
    res.locals.visitor = visitor;
    if (await hasPreviewRight(cookie)) {
      visitor.previewer = true;
      return next();
    }
    try {
      const viewer = await content
        .client(res.locals.locale)
        .with({ token: cookie })
        .account.session({ timeoutMs: SESSION_CHECK_TIMEOUT_MS });
      visitor.account = { token: cookie, viewer };
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        visitor.ended = error.code === 'session_expired' || error.code === 'session_revoked';
        logger.info(
          { id: res.locals.requestId, reason: error.code ?? 'unauthorized' },
          visitor.ended ? 'session ended; its cookie is cleared' : 'session token refused; its cookie is cleared',
        );
        sessionCookieWriter(res, secure)(null);
      } else {
        visitor.unknown = true;
        logger.warn(
          { err: error, id: res.locals.requestId },
          'the session could not be checked; the visitor is anonymous for now',
        );
      }
    }
    next();
  };
}
