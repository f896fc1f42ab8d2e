// How the site sends e-mail (issue 19: reset links, sign-up confirmations): through the SMTP
// server of SMTP_URL with nodemailer, or, without one, into an outbox of files under DATA_DIR
// (outbox.ts) that a development process lists at /_dev/outbox. A message that cannot be sent is
// an error for the caller to log: the visitor's page never waits on it (account-mails.ts).
import { createTransport } from 'nodemailer';

import type { Logger } from '../logger.ts';
import { writeToOutbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain text, links written out whole. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Where messages go, for the start-up log: `smtp` or the outbox directory. */
  readonly target: string;
  send(message: MailMessage): Promise<void>;
}

/** How long the SMTP server has to accept a message. */
export const SMTP_TIMEOUT_MS = 10_000;

export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  logger,
}: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (!smtpUrl)
    return {
      target: outboxDir,
      async send(message) {
        const file = await writeToOutbox(outboxDir, { from, ...message });
        logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox (no SMTP_URL)');
      },
    };
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    target: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
      logger.info({ subject: message.subject }, 'e-mail sent');
    },
  };
}
