// The development outbox (issue 19): a site without SMTP_URL writes its account e-mails under
// DATA_DIR/outbox, and a development process lists them at /_dev/outbox, newest first, their links
// clickable, so a tester follows a reset link or a sign-up confirmation. Production never lists
// them, nor does a site with a mail server; the page is never cached nor indexed.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import request from 'supertest';

import { writeToOutbox } from '../../../server/mail/outbox.ts';
import { DEV_OUTBOX_PATH } from '../../../shared/account-paths.ts';
import { check, testApp } from '../../helpers/app.ts';
import { documentOf } from '../../helpers/render-view.tsx';

describe('the development outbox', () => {
  let outboxDir = '';
  before(async () => {
    outboxDir = join(await mkdtemp(join(tmpdir(), 'vitrine-outbox-')), 'outbox');
    await writeToOutbox(outboxDir, {
      from: 'Vitrine <no-reply@vitrine.example>',
      to: 'marie.dubois@example.be',
      subject: 'Choisissez un nouveau mot de passe',
      text: 'Bonjour Marie,\n\nhttp://be.localhost:3000/fr/nouveau-mot-de-passe?token=abc_DEF-123\n',
      html: '<p>Bonjour Marie</p>',
    });
    await writeToOutbox(outboxDir, {
      from: 'Vitrine <no-reply@vitrine.example>',
      to: 'eve@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Votre compte est créé',
      html: '',
    });
  });
  after(async () => {
    await rm(join(outboxDir, '..'), { recursive: true, force: true });
  });

  it('lists the e-mails a development process wrote, newest first, with their links, never cached nor indexed', async () => {
    const response = await request(testApp({}, { outboxDir })).get(DEV_OUTBOX_PATH).set('Host', 'be.localhost');
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Content-Type': /^text\/html/ });
    const { document } = documentOf(response.text);
    const subjects = [...document.querySelectorAll('article h2')].map((heading) => heading.textContent);
    assert.deepEqual(subjects, ['<script>alert(1)</script>', 'Choisissez un nouveau mot de passe']);
    assert.equal(document.querySelector('article script'), null, 'what a message says is text, never markup');
    const link = document.querySelector('a[href*="nouveau-mot-de-passe"]');
    assert.equal(link?.getAttribute('href'), 'http://be.localhost:3000/fr/nouveau-mot-de-passe?token=abc_DEF-123');
  });

  it('says so when nothing was written yet', async () => {
    const empty = join(outboxDir, 'none-yet');
    const response = await request(testApp({}, { outboxDir: empty }))
      .get(DEV_OUTBOX_PATH)
      .set('Host', 'be.localhost');
    assert.equal(response.status, 200);
    assert.match(response.text, /No e-mail yet/);
  });

  for (const [when, env] of [
    ['in production', { NODE_ENV: 'production' }],
    ['when a mail server sends the e-mails', { SMTP_URL: 'smtp://mail.example.com:25' }],
  ] as const) {
    it(`is not there ${when}`, async () => {
      // Germany answers a page not found with a 404 (Belgium's French redirects to its own).
      const response = await request(testApp(env, { outboxDir })).get(DEV_OUTBOX_PATH).set('Host', 'de.localhost');
      assert.equal(response.status, 404);
      assert.doesNotMatch(response.text, /marie\.dubois/);
    });
  }
});
