import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';

import { consentAskScript } from '../../../client/app/consent/consent-choice.ts';
import { Document, INITIAL_STATE_GLOBAL, ROOT_ID } from '../../../server/render/document.tsx';
import type { HeadData } from '../../../server/render/head.ts';
import { documentOf, jsonLdOf } from '../../helpers/render-view.tsx';

const head: HeadData = {
  title: 'Symbiora Transit - Vitrine',
  description: 'Des ferments pour le transit.',
  canonical: 'https://www.example.be/fr/produit/symbiora-transit',
  alternates: [
    { hreflang: 'fr-BE', href: 'https://www.example.be/fr/produit/symbiora-transit' },
    { hreflang: 'nl-BE', href: 'https://www.example.be/nl/product/symbiora-transit' },
    { hreflang: 'x-default', href: 'https://www.example.be/fr/produit/symbiora-transit' },
  ],
  openGraph: {
    type: 'product',
    title: 'Symbiora Transit - Vitrine',
    description: 'Des ferments pour le transit.',
    url: 'https://www.example.be/fr/produit/symbiora-transit',
    locale: 'fr_BE',
  },
  jsonLd: [{ '@type': 'BreadcrumbList', itemListElement: [{ name: '</script><script>alert(1)</script>' }] }],
  noindex: false,
};

async function render(extra: Partial<HeadData> = {}) {
  const queryClient = new QueryClient();
  await queryClient.fetchQuery({
    queryKey: ['product', 'symbiora-transit'],
    queryFn: async () => ({ name: 'Symbiora </script> Transit\u2028' }),
  });
  return renderToString(
    <Document
      locale="fr-be"
      head={{ ...head, ...extra }}
      nonce="N0NCE"
      preloads={{
        scripts: ['/assets/entry-A.js', '/assets/chunks/product-B.js'],
        styles: ['/assets/entry-A.css'],
        fonts: ['/assets/media/inter-latin-wght-normal-AAAAAAAA.woff2'],
      }}
      initialState={dehydrate(queryClient)}
      routerState={{ loaderData: {} }}
      publicConfig={{
        locale: 'fr-be',
        country: 'be',
        prefixMode: 'tables',
        brandCodes: {},
        webp: false,
        user: false,
        previewer: false,
        siteUrl: 'https://www.example.be',
        productsPerPage: 12,
        tagManagerId: null,
        recaptchaSiteKey: null,
        mapTileUrl: null,
        mapTileAttribution: null,
        buildId: 'build-1',
        devOutbox: false,
        dismissed: { browserInfo: false, discountBanner: false },
        shop: true,
      }}
    >
      <main>page</main>
    </Document>,
  );
}

describe('the document', () => {
  it('writes the language, title, description, canonical, hreflang and Open Graph', async () => {
    const { document } = documentOf(await render());
    assert.equal(document.documentElement.getAttribute('lang'), 'fr-BE');
    assert.equal(document.documentElement.getAttribute('dir'), 'ltr');
    assert.equal(document.title, 'Symbiora Transit - Vitrine');
    assert.equal(
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
      'Des ferments pour le transit.',
    );
    assert.equal(
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      'https://www.example.be/fr/produit/symbiora-transit',
    );
    assert.deepEqual(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      head.alternates.map(({ hreflang, href }) => [hreflang, href]),
    );
    assert.equal(document.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'product');
    assert.equal(document.querySelectorAll('meta[name="robots"]').length, 0, 'indexable unless asked');
    const hidden = documentOf(await render({ noindex: true })).document;
    assert.equal(hidden.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
  });

  it('starts the entry and exactly the given chunks after the root, from one script, and links the stylesheet', async () => {
    const { document } = documentOf(await render());
    const start = document.querySelector('script[data-entry]');
    assert.equal(start?.getAttribute('data-entry'), '/assets/entry-A.js');
    assert.equal(start?.getAttribute('data-preload'), '/assets/chunks/product-B.js');
    assert.equal(start?.getAttribute('nonce'), 'N0NCE');
    assert.equal(start?.previousElementSibling?.id, ROOT_ID, 'it runs once the shell is parsed');
    assert.equal(document.querySelectorAll('link[rel="modulepreload"], script[src]').length, 0, 'nothing loads before');
    assert.deepEqual(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      ['/assets/entry-A.css'],
    );
  });

  it('preloads the fonts, as fonts fetched without credentials (else the browser fetches them twice)', async () => {
    const { document } = documentOf(await render());
    const links = [...document.querySelectorAll('link[rel="preload"]')];
    assert.deepEqual(
      links.map((link) => [
        link.getAttribute('href'),
        link.getAttribute('as'),
        link.getAttribute('type'),
        link.getAttribute('crossorigin'),
      ]),
      [['/assets/media/inter-latin-wght-normal-AAAAAAAA.woff2', 'font', 'font/woff2', 'anonymous']],
    );
  });

  it('carries the state, the consent banner switch, JSON-LD and the start in scripts with the nonce, inert whatever the content', async () => {
    const { document } = documentOf(await render());
    // A script body that closed its element early would make more scripts, or leave markup in one.
    const scripts = [...document.querySelectorAll('script')];
    assert.equal(scripts.length, 4);
    for (const script of scripts) {
      assert.equal(script.getAttribute('nonce'), 'N0NCE');
      assert.ok(!/<|\u2028/.test(script.textContent ?? ''), `inert: ${script.textContent?.slice(0, 80)}`);
    }
    assert.ok(scripts.some((script) => script.textContent?.startsWith(`self.${INITIAL_STATE_GLOBAL}=`)));
    assert.ok(scripts.some((script) => script.textContent === consentAskScript));
    assert.equal(
      (jsonLdOf({ document })[0]?.itemListElement as { name: string }[])[0]?.name,
      '</script><script>alert(1)</script>',
      'the JSON-LD says what it was given',
    );
  });

  it('puts the app in the root the client hydrates', async () => {
    const { document } = documentOf(await render());
    assert.equal(document.getElementById('root')?.innerHTML, '<main>page</main>');
  });
});
