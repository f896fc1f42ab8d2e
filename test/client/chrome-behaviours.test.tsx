// The page behaviours' logic: the device class of SPEC §4/§9, the new-version check's politeness,
// the cookies the notices read, the QR-code language links, and what the server renders of the
// footer's carousel, the certified logos, the flags and the main menu.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/dom';

import { ApiProvider } from '../../client/app/api-context.tsx';
import { cookieString, parseCookies } from '../../client/app/behaviours/browser-cookies.ts';
import { deviceClassOf, isMobileClass } from '../../client/app/behaviours/device-class.ts';
import { languageLink } from '../../client/app/behaviours/qr-code-language-choice.tsx';
import { fromQrCode } from '../../client/app/behaviours/qr-code-languages.tsx';
import { startVersionCheck } from '../../client/app/behaviours/version-check.ts';
import { CertifiedLogo } from '../../client/app/chrome/certified-logo.tsx';
import { CountryFlag } from '../../client/app/chrome/country-flag.tsx';
import { FooterCarousel } from '../../client/app/chrome/footer-carousel.tsx';
import { MainMenu } from '../../client/app/chrome/main-menu.tsx';
import { menusQuery } from '../../client/app/queries/site.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { dismissedNotices } from '../../shared/notice-cookies.ts';
import { renderView } from '../helpers/render-view.tsx';

describe('the device class', () => {
  it('follows the breakpoints 565, 767, 1024, 1280 and 1441 px', () => {
    const classes = [320, 565, 566, 767, 768, 1024, 1025, 1280, 1281, 1441, 1442, 2560].map((width) => [
      width,
      deviceClassOf(width),
    ]);
    assert.deepEqual(classes, [
      [320, 'phone'],
      [565, 'phone'],
      [566, 'phablet'],
      [767, 'phablet'],
      [768, 'tablet'],
      [1024, 'tablet'],
      [1025, 'desktop'],
      [1280, 'desktop'],
      [1281, 'largeDesktop'],
      [1441, 'largeDesktop'],
      [1442, 'extraLargeDesktop'],
      [2560, 'extraLargeDesktop'],
    ]);
  });

  it('counts as mobile up to 1024 px', () => {
    assert.deepEqual(
      [565, 767, 1024, 1025].map((width) => isMobileClass(deviceClassOf(width))),
      [true, true, true, false],
    );
  });
});

/** A clock and timers that move only when told to, and a tab whose visibility the test sets. */
function versionCheckHarness(answers: (() => Promise<string>)[]) {
  let time = 0;
  let visible = true;
  const timers = new Set<{ at: number; callback: () => void }>();
  const visibleListeners = new Set<() => void>();
  const found: string[] = [];
  let asked = 0;
  const stop = startVersionCheck({
    current: 'build-1',
    fetchVersion: () => {
      const answer = answers[Math.min(asked, answers.length - 1)]!;
      asked++;
      return answer();
    },
    onNewVersion: (version) => found.push(version),
    isVisible: () => visible,
    onVisible: (listener) => {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
    now: () => time,
    setTimer: (callback, delayMs) => {
      const timer = { at: time + delayMs, callback };
      timers.add(timer);
      return timer;
    },
    clearTimer: (timer) => void timers.delete(timer as { at: number; callback: () => void }),
    intervalMs: 300_000,
  });
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    found,
    asked: () => asked,
    pending: () => timers.size,
    stop,
    async advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        time = due.at;
        due.callback();
        await flush();
      }
      time = end;
      await flush();
    },
    async show(state: boolean) {
      visible = state;
      if (state) for (const listener of visibleListeners) listener();
      await flush();
    },
  };
}

describe('the new-version check', () => {
  it('asks every five minutes, not before, and reports a new build once, then stops', async () => {
    const check = versionCheckHarness([async () => 'build-1', async () => 'build-2']);
    await check.advance(299_999);
    assert.equal(check.asked(), 0, 'nothing in the first five minutes');
    await check.advance(1);
    assert.equal(check.asked(), 1);
    assert.deepEqual(check.found, []);
    await check.advance(300_000);
    assert.deepEqual(check.found, ['build-2']);
    await check.advance(3_600_000);
    assert.equal(check.asked(), 2, 'no check after a new build was found');
    assert.equal(check.pending(), 0);
  });

  it('does not ask while the tab is hidden, and asks when it is shown again if a check is due', async () => {
    const check = versionCheckHarness([async () => 'build-2']);
    await check.show(false);
    await check.advance(1_800_000);
    assert.equal(check.asked(), 0, 'a hidden tab asks nothing');
    await check.show(true);
    assert.equal(check.asked(), 1);
    assert.deepEqual(check.found, ['build-2']);
  });

  it('tries again at the next interval after a failure', async () => {
    const check = versionCheckHarness([() => Promise.reject(new Error('offline')), async () => 'build-3']);
    await check.advance(300_000);
    assert.deepEqual(check.found, []);
    await check.advance(300_000);
    assert.deepEqual(check.found, ['build-3']);
  });

  it('stops when asked', async () => {
    const check = versionCheckHarness([async () => 'build-2']);
    check.stop();
    await check.advance(900_000);
    assert.equal(check.asked(), 0);
  });
});

describe('the cookies of the notices', () => {
  it('say which notices were closed (any value counts, as SPEC §4 says of ie_info)', () => {
    assert.deepEqual(dismissedNotices({ ie_info: 'false' }), { browserInfo: true, discountBanner: false });
    assert.deepEqual(dismissedNotices({ discount_banner: 'hidden', other: 'x' }), {
      browserInfo: false,
      discountBanner: true,
    });
    assert.deepEqual(dismissedNotices(undefined), { browserInfo: false, discountBanner: false });
  });

  it('are read and written as browsers do', () => {
    assert.deepEqual(parseCookies('a=1; ie_info=false; a=2; broken; b=%E2%9C%93'), {
      a: '1',
      ie_info: 'false',
      b: '✓',
    });
    assert.equal(
      cookieString('ie_info', 'false', { maxAgeSeconds: 60, secure: true }),
      'ie_info=false; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
  });
});

describe('the QR-code language choice', () => {
  it('is asked for by utm_medium=QRcode, whatever its case', () => {
    assert.equal(fromQrCode('?utm_medium=QRcode'), true);
    assert.equal(fromQrCode('?utm_source=poster&utm_medium=qrcode'), true);
    assert.equal(fromQrCode('?utm_medium=email'), false);
    assert.equal(fromQrCode(''), false);
  });

  it('links the other language without utm_medium, keeping the other parameters', () => {
    assert.equal(
      languageLink('/nl/producten', '?utm_medium=QRcode&utm_source=poster'),
      '/nl/producten?utm_source=poster',
    );
    assert.equal(languageLink('/fr/produits', '?utm_medium=QRcode'), '/fr/produits');
  });
});

describe('what the server renders of the chrome', () => {
  it("shows every commitment of the footer's carousel, with the country's number of trained pharmacies", () => {
    const belgian = renderView(<FooterCarousel />, 'fr-be');
    const carousel = within(belgian.getByRole('region', { name: 'Nos engagements' }));
    assert.equal(carousel.getAllByRole('listitem').length, 4, 'every slide is shown');
    assert.ok(carousel.getByText(/Plus de 700 pharmacies formées/));
    assert.equal(
      belgian.container.querySelectorAll('[aria-hidden]').length,
      0,
      'nothing is hidden until the carousel runs',
    );
    assert.ok(renderView(<FooterCarousel />, 'it-it').getByText(/Oltre 200 farmacie/));
  });

  it('names the certified-company logo and writes its words in the language of its code', () => {
    const dutch = renderView(<CertifiedLogo code="nl" label="Logo gecertificeerd bedrijf" />, 'nl-be');
    assert.ok(within(dutch.getByRole('img', { name: 'Logo gecertificeerd bedrijf' })).getByText('GECERTIFICEERD'));
    assert.ok(renderView(<CertifiedLogo code="es" label="x" />, 'es-es').getByText('EMPRESA'));
  });

  it("names the country's flag in the page's language", () => {
    assert.ok(renderView(<CountryFlag country="ch" />, 'de-ch').getByRole('img', { name: 'Schweiz' }));
    assert.ok(renderView(<CountryFlag country="be" />, 'nl-be').getByRole('img', { name: 'België' }));
  });

  it('gives each sub-menu of the main menu a closed disclosure button named after its entry', () => {
    const queryClient = new QueryClient();
    const api = { shopId: 1, lang: 'fr' } as unknown as ApiClient;
    queryClient.setQueryData(menusQuery(api).queryKey, [
      {
        code: 'main',
        items: [
          {
            label: 'Nos produits',
            code: 'products',
            slug: null,
            separate_after: false,
            childs: [{ label: 'Nos marques', code: 'brands', slug: null, separate_after: false, childs: [] }],
          },
          { label: 'Vos besoins', code: 'needs', slug: null, separate_after: false, childs: [] },
        ],
      },
    ]);
    const view = renderView(
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <MainMenu />
        </ApiProvider>
      </QueryClientProvider>,
    );
    const menu = within(view.getByRole('navigation', { name: 'Menu principal' }));
    const button = menu.getByRole('button', { name: 'Sous-menu «\u00a0Nos produits\u00a0»', expanded: false });
    assert.equal(menu.getAllByRole('button').length, 1, 'an entry without children has no button');
    // The panel's links come once the visitor reaches for them in the browser (e2e/mega-menu.test.ts):
    // the server's HTML has the button and the entry's link only.
    assert.ok(button.getAttribute('aria-controls'));
    assert.equal(view.container.querySelector('.menu-panel'), null, 'no panel in the server HTML');
    assert.equal(menu.queryByRole('link', { name: 'Nos marques' }), null);
    const needs = menu.getByRole('link', { name: 'Vos besoins' }).closest('li')!;
    assert.equal(within(needs).queryAllByRole('button').length, 0, 'an entry without children has no button');
  });
});
