import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';

import { Document, INITIAL_STATE_GLOBAL } from '../../../server/render/document.tsx';
import type { HeadData } from '../../../server/render/head.ts';

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
      preloads={{ scripts: ['/assets/entry-A.js', '/assets/chunks/product-B.js'], styles: ['/assets/entry-A.css'] }}
      initialState={dehydrate(queryClient)}
      publicConfig={{
        locale: 'fr-be',
        country: 'be',
        prefixMode: 'tables',
        brandCodes: {},
        webp: false,
        user: false,
        loginUrl: 'https://pro.example/login',
        siteUrl: 'https://www.example.be',
        productsPerPage: 12,
        tagManagerId: null,
        recaptchaSiteKey: null,
        mapTileUrl: null,
        mapTileAttribution: null,
        buildId: 'build-1',
        dismissed: { browserInfo: false, discountBanner: false },
      }}
    >
      <main>page</main>
    </Document>,
  );
}

describe('the document', () => {
  it('writes the language, title, description, canonical, hreflang and Open Graph', async () => {
    const html = await render();
    assert.match(html, /<html lang="fr-BE" dir="ltr">/);
    assert.match(html, /<title>Symbiora Transit - Vitrine<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/www\.example\.be\/fr\/produit\/symbiora-transit"\/>/);
    assert.match(html, /hrefLang="nl-BE"|hreflang="nl-BE"/i);
    assert.match(html, /hreflang="x-default"/i);
    assert.match(html, /<meta property="og:type" content="product"\/>/);
    assert.doesNotMatch(html, /noindex/);
    assert.match(await render({ noindex: true }), /<meta name="robots" content="noindex"\/>/);
  });

  it('preloads exactly the given chunks and links the stylesheet', async () => {
    const html = await render();
    assert.deepEqual(
      [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
      ['/assets/entry-A.js', '/assets/chunks/product-B.js'],
    );
    assert.match(html, /<link rel="stylesheet" href="\/assets\/entry-A\.css"\/>/);
  });

  it('carries the state and JSON-LD in scripts with the nonce, inert whatever the content', async () => {
    const html = await render();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 2);
    for (const [, attributes, body] of scripts) {
      assert.match(attributes!, /nonce="N0NCE"/);
      assert.doesNotMatch(body!, /<|\u2028/);
    }
    assert.match(html, new RegExp(`self\\.${INITIAL_STATE_GLOBAL}=`));
  });

  it('puts the app in the root the client hydrates', async () => {
    assert.match(await render(), /<div id="root"><main>page<\/main><\/div>/);
  });
});
