// What the deploy tests share: the built server started as a child process on a port of the
// test's choosing (so that a replacement can take it over, as in a rolling deploy), and a
// visitor's contact form without JavaScript (the form page's CSRF cookie, then the POST).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { CSRF_FIELD } from '../../shared/forms/form-protocol.ts';
import { type Answer, call } from '../helpers/http.ts';
import { type Started, startServer } from '../helpers/process.ts';

export const MAIN = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js');
export const CONTACT_PATH = '/fr/contactez-nous';

export function assertBuilt(): void {
  assert.ok(existsSync(MAIN), `${MAIN} is missing: run npm run build before these tests`);
}

export function startSite(port: number, env: Record<string, string>): Promise<Started> {
  return startServer(MAIN, { WARM_UP_PAGES: '0', NODE_ENV: 'production', ...env, PORT: String(port) }, 60_000);
}

/** Stops a process as the platform does (SIGTERM) and waits for it to exit. */
export async function stopSite(site: Started): Promise<number | null> {
  if (site.child.exitCode === null) site.child.kill('SIGTERM');
  return site.exited;
}

export interface FormSession {
  cookie: string;
  token: string;
}

/** Opens the contact page as a browser does: its CSRF cookie, whose value is also the form's token. */
export async function openContactForm(port: number): Promise<FormSession> {
  const page = await call(port, CONTACT_PATH);
  assert.equal(page.status, 200, `the contact page: ${page.body.slice(0, 200)}`);
  const setCookie = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find((line) => line.includes('csrf='));
  assert.ok(setCookie, 'the form page sets the CSRF cookie');
  const cookie = setCookie.split(';', 1)[0]!;
  return { cookie, token: cookie.slice(cookie.indexOf('=') + 1) };
}

export function contactFields(
  email: string,
  message = 'Bonjour, une question sur le magnésium.',
): Record<string, string> {
  return {
    civility: 'ms',
    firstname: 'Anne',
    lastname: 'Martin',
    email,
    address1: 'Rue des Sources 12',
    address2: '',
    address3: '',
    country: 'be',
    zipcode: '1000',
    city: 'Bruxelles',
    profile: 'pharmacist',
    subject: 'documentation',
    message,
    newsletter: 'no',
    origin: 'PHA',
  };
}

/** Posts the contact form without JavaScript (urlencoded, from the site's own page). */
export function postContact(port: number, session: FormSession, fields: Record<string, string>): Promise<Answer> {
  return call(port, CONTACT_PATH, {
    method: 'POST',
    headers: {
      origin: 'http://be.localhost',
      cookie: session.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ [CSRF_FIELD]: session.token, ...fields }).toString(),
  });
}

/** Waits (at most `timeoutMs`) for a log line whose message matches. */
export async function waitForLine(
  site: Started,
  message: RegExp,
  timeoutMs = 15_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = site.lines.find((each) => message.test(String(each.msg)));
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no log line matching ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
