// The document's links and the router (decision 019): a click on an internal link navigates,
// keeping the scroll position for links that say so; the intent to follow one prefetches it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Window } from 'happy-dom';

import { installLinkNavigation } from '../../client/app/navigation/link-navigation.ts';
import { createPagePrefetch } from '../../client/app/navigation/page-prefetch.ts';

function setUp(html: string) {
  const window = new Window({ url: 'http://it.localhost/prodotti' });
  const document = window.document as unknown as Document;
  document.body.innerHTML = html;
  const navigations: { to: string; preventScrollReset: boolean }[] = [];
  const prefetched: string[] = [];
  const remove = installLinkNavigation({
    document,
    isPage: (pathname) => pathname === '/' || pathname.startsWith('/prodott'),
    navigate: (to, options) => navigations.push({ to, ...options }),
    prefetch: (to) => prefetched.push(to),
  });
  const fire = (selector: string, type: string) => {
    const event = new window.MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
    document.querySelector(selector)!.dispatchEvent(event as unknown as Event);
    return event.defaultPrevented;
  };
  return { navigations, prefetched, fire, close: () => (remove(), window.happyDOM.close()) };
}

describe('links in the document', () => {
  it('navigate through the router, keeping the scroll position only for links marked so', async () => {
    const page = setUp(
      '<a id="card" href="/prodotto/x"><span id="inner">x</span></a><a id="facet" data-keep-scroll href="/prodotti/-marca--y">y</a>',
    );
    assert.equal(page.fire('#inner', 'click'), true, 'the browser does not follow it');
    assert.equal(page.fire('#facet', 'click'), true);
    assert.deepEqual(page.navigations, [
      { to: '/prodotto/x', preventScrollReset: false },
      { to: '/prodotti/-marca--y', preventScrollReset: true },
    ]);
    await page.close();
  });

  it("leave other languages' pages and unknown paths to the browser", async () => {
    const page = setUp('<a id="other" hreflang="fr-ch" href="/prodotti">fr</a><a id="unknown" href="/elsewhere">?</a>');
    assert.equal(page.fire('#other', 'click'), false);
    assert.equal(page.fire('#unknown', 'click'), false);
    assert.deepEqual(page.navigations, []);
    await page.close();
  });

  it('prefetch a page on the intent to follow its link (pointer over it, focus), not other links', async () => {
    const page = setUp(
      '<a id="card" href="/prodotto/x">x</a><a id="focused" href="/prodotto/y">y</a><a id="unknown" href="/elsewhere">?</a>',
    );
    page.fire('#card', 'mouseover');
    page.fire('#focused', 'focusin');
    page.fire('#unknown', 'mouseover');
    assert.deepEqual(page.prefetched, ['/prodotto/x', '/prodotto/y']);
    assert.deepEqual(page.navigations, [], 'an intent is no navigation');
    await page.close();
  });
});

describe('the page prefetch', () => {
  it('loads a page once per path and query, whatever its fragment', async () => {
    const loaded: string[] = [];
    const prefetch = createPagePrefetch(
      async (url) => loaded.push(url.href),
      () => 'http://it.localhost/',
    );
    prefetch('/prodotto/x');
    prefetch('/prodotto/x#faq');
    prefetch('/prodotto/x?a=1');
    assert.deepEqual(loaded, ['http://it.localhost/prodotto/x', 'http://it.localhost/prodotto/x?a=1']);
  });
});
