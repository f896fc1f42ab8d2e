// A preview in a real browser (decision 010): the server verifies the editor's token and renders
// the unpublished page; the browser hydrates it from the document's state and never asks
// /api/v1 for it (which would not give it: the browser-facing API serves published content
// only), not even when the editor comes back to it from another page. A forged token gets the
// 401 page, hydrated as such.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../catalog/seed/index.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { mainHeading, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';
import { PREVIEW_ENV, previewCookie, refusedPreviewCookies } from '../helpers/preview-token.ts';

const session = browserSession(undefined, PREVIEW_ENV);
const draft = SEED.pages.find((page) => page.draft)!;
const PREVIEW_PATH = `/fr/advice/preview/${draft.id}`;

/** Calls that could carry the previewed page: by its id, or any that asks for unpublished content. */
const previewDataRequests = (urls: string[]) =>
  urls.filter((url) => url.includes(`/page/${draft.id}`) || new URL(url).searchParams.has('published'));

describe('a preview in the browser', () => {
  it("hydrates the draft from the server's state and never fetches it, not even on coming back to it", async () => {
    const { page, watch, context } = await session.newIsolatedPage();
    const [name, value] = (await previewCookie()).split('=') as [string, string];
    await context.setCookie({ name, value, domain: 'be.localhost', path: '/' });
    await page.goto(`${session.site.url('be')}${PREVIEW_PATH}`, { waitUntil: 'load' });
    const evidence = await waitForHydration(page);
    assert.ok(evidence.sameHeadingAsServer && evidence.headingOwnedByReact, `hydrated${session.report(watch)}`);
    assert.equal(await mainHeading(page), draft.title.fr);

    await page.click('a.site-logo');
    await page.waitForFunction(() => location.pathname === '/fr');
    await page.goBack({ waitUntil: 'load' });
    await page.waitForFunction(
      (title: string) => document.getElementById('main-heading')?.textContent?.trim() === title,
      {},
      draft.title.fr,
    );
    assert.deepEqual(
      previewDataRequests(watch.apiDataRequests().map((request) => request.url)),
      [],
      `the browser asked /api/v1 for the preview${session.report(watch)}`,
    );
    assert.deepEqual(watch.problems(), [], session.report(watch));
  });

  it('opens a link to a preview as a document, so the server checks the token and renders it', async () => {
    const { page, watch, context } = await session.newIsolatedPage();
    const [name, value] = (await previewCookie()).split('=') as [string, string];
    await context.setCookie({ name, value, domain: 'be.localhost', path: '/' });
    await page.goto(`${session.site.url('be')}/fr`, { waitUntil: 'load' });
    await waitForHydration(page);
    const beforeClick = watch.mark();
    await page.evaluate((path: string) => {
      const link = document.createElement('a');
      link.href = path;
      link.id = 'to-preview';
      link.textContent = 'preview';
      document.getElementById('main-heading')!.after(link);
    }, PREVIEW_PATH);
    await page.click('#to-preview');
    await page.waitForFunction(
      (title: string) => document.getElementById('main-heading')?.textContent?.trim() === title,
      {},
      draft.title.fr,
    );
    assert.equal(watch.documentRequests(beforeClick).length, 1, `a document request${session.report(watch)}`);
    assert.deepEqual(previewDataRequests(watch.apiDataRequests(beforeClick).map((request) => request.url)), []);
  });

  it('shows the 401 page, hydrated, to a forged token', async () => {
    const { page, watch, context } = await session.newIsolatedPage();
    const forged = (await refusedPreviewCookies())['signed with another secret']!;
    const [name, value] = forged.split('=') as [string, string];
    await context.setCookie({ name, value, domain: 'be.localhost', path: '/' });
    const response = await page.goto(`${session.site.url('be')}${PREVIEW_PATH}`, { waitUntil: 'load' });
    assert.equal(response?.status(), 401);
    await waitForHydration(page);
    assert.equal(await mainHeading(page), fr.errors.unauthorized.title);
    assert.ok(!(await page.content()).includes(draft.title.fr), 'nothing of the draft');
    assert.deepEqual(previewDataRequests(watch.apiDataRequests().map((request) => request.url)), []);
  });
});
