// npm run bench's first-load JS in Debian's Chromium against the built site: what it counts is
// every script the page loads first, in gzip as the server serves it.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { measureFirstLoadJs } from '../../../scripts/bench/first-load-js.ts';
import { initialScripts } from '../../../scripts/bench/initial-js.ts';
import { getDocument, REPO_ROOT } from '../../helpers/browser.ts';
import { browserSession } from '../../helpers/browser-session.ts';

const ASSETS = join(REPO_ROOT, 'dist', 'client', 'assets');
const ENTRY_SCRIPT = /^\/assets\/entry-[0-9a-f]{8}\.js$/;

const session = browserSession();

describe("npm run bench's first-load JS", { timeout: 60_000 }, () => {
  it("counts the home page's entry script and every script of its HTML, each at its gzip file's size, on a first visit", async () => {
    const measured = await measureFirstLoadJs(session.chromium.browser, `${session.site.url('it')}/`, 'gzip');
    const { html } = await getDocument(session.site, 'it', '/');
    const fromHtml = initialScripts(html);
    const entry = fromHtml.find((url) => ENTRY_SCRIPT.test(url));
    assert.ok(entry, `the home page's HTML loads an entry script: ${fromHtml.join(', ')}`);

    const counted = new Map(measured.requests.map((request) => [new URL(request.url).pathname, request]));
    const missed = fromHtml.filter((url) => !counted.has(url));
    assert.deepEqual(missed, [], 'every script of the HTML is counted');
    assert.equal(counted.get(entry)?.bodyBytes, statSync(join(ASSETS, `${entry.slice('/assets/'.length)}.gz`)).size);

    const notGzip = measured.requests.filter((request) => request.encoding !== 'gzip').map((request) => request.url);
    assert.deepEqual(notGzip, [], 'every script is served in gzip');
    assert.deepEqual(measured.unfinished, []);
    assert.equal(
      measured.transferBytes,
      measured.requests.reduce((sum, request) => sum + request.transferBytes, 0),
    );
    assert.ok(measured.transferBytes > measured.bodyBytes, 'the transfer counts the headers too, as Lighthouse does');
    assert.equal(measured.consentBanner, true, 'the page is measured as a first visit, consent banner up');
  });

  it('counts the chunks a page loads after its HTML named them (the QR-code language choice of a first visit)', async () => {
    const path = '/fr?utm_medium=QRcode';
    const measured = await measureFirstLoadJs(session.chromium.browser, `${session.site.url('be')}${path}`, 'gzip');
    const { html } = await getDocument(session.site, 'be', path);
    const fromHtml = new Set(initialScripts(html));
    const after = measured.requests.map((request) => new URL(request.url).pathname).filter((url) => !fromHtml.has(url));
    assert.ok(
      after.some((url) => /\/qr-code-language-choice-[0-9a-f]{8}\.js$/.test(url)),
      `the dialog's chunk is counted: ${after.join(', ')}`,
    );
  });

  it("counts the scripts as Chromium negotiates them (brotli), as Lighthouse's own figure does", async () => {
    const measured = await measureFirstLoadJs(session.chromium.browser, `${session.site.url('it')}/`, 'negotiated');
    assert.ok(measured.requests.length > 0);
    assert.deepEqual([...new Set(measured.requests.map((request) => request.encoding))], ['br']);
  });
});
