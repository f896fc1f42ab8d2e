// GET /_dev/outbox: the e-mails a site without SMTP_URL wrote to DATA_DIR/outbox (server/mail/),
// newest first, with their links, so a tester can follow a reset link or a sign-up confirmation.
// A development aid: never mounted in production (NODE_ENV=production), and never cached.
import type { RequestHandler } from 'express';

import { DEV_OUTBOX_PATH } from '../../shared/account-paths.ts';
import { escapeHtml } from '../../shared/format/escape-markup.ts';
import type { Logger } from '../logger.ts';
import { readOutbox } from '../mail/outbox.ts';

export { DEV_OUTBOX_PATH };

/** The text of a message with its URLs as links. */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function devOutbox({ outboxDir, logger }: { outboxDir: string; logger: Logger }): RequestHandler {
  if (typeof outboxDir !== 'string' || outboxDir === '') throw new Error('devOutbox needs the outbox directory');
  return async function devOutboxMiddleware(req, res, next) {
    if (req.path !== DEV_OUTBOX_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.locals.routeKind = 'dev-outbox';
    const messages = await readOutbox(outboxDir);
    logger.debug({ count: messages.length }, 'outbox listed');
    const items = messages
      .map(
        (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p><small>${escapeHtml(message.date)} · to ${escapeHtml(message.to)} · from ${escapeHtml(message.from)}</small></p>
<pre>${linked(message.text)}</pre>
</article>`,
      )
      .join('\n');
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .set('X-Robots-Tag', 'noindex')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><h1>Outbox</h1><p>E-mails written to ${escapeHtml(outboxDir)} because SMTP_URL is not set; newest first.</p>${items || '<p>No e-mail yet.</p>'}</body></html>`,
      );
  };
}
