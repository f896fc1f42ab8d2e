// The outbox of a site without SMTP_URL: one JSON file per message under DATA_DIR/outbox, newest
// last by name, so a tester follows the links of reset and sign-up e-mails (/_dev/outbox) and
// tests read what was sent.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** When it was written, ISO. */
  date: string;
}

/**
 * Whether the site lists its outbox at /_dev/outbox: a process that writes e-mails there (no
 * SMTP_URL) and is not a production one.
 */
export function outboxListed(config: { nodeEnv: string; smtpUrl: string | null }): boolean {
  return config.nodeEnv !== 'production' && !config.smtpUrl;
}

/** Messages the outbox lists at most, newest first. */
export const OUTBOX_LISTED = 100;

export async function writeToOutbox(dir: string, message: Omit<OutboxMessage, 'date'>): Promise<string> {
  await mkdir(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = join(dir, `${date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, JSON.stringify({ ...message, date }, null, 2), { flag: 'wx' });
  return file;
}

/** The newest messages first; an outbox that does not exist yet is empty. */
export async function readOutbox(dir: string, limit = OUTBOX_LISTED): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names.sort().reverse().slice(0, limit);
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage));
}
