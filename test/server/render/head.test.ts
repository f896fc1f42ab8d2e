import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { buildHead, pageTitle } from '../../../server/render/head.ts';

const router = createRouter({ tables: ALL_TABLES });

describe('page head', () => {
  it('follows the title template page - app', () => {
    assert.equal(pageTitle('Nos marques', 'Vitrine'), 'Nos marques - Vitrine');
    assert.equal(pageTitle('', 'Vitrine'), 'Vitrine');
  });

  it('writes canonical and hreflang on the configured site URL, with x-default', () => {
    const route = router.match('fr-be', '/fr/contactez-nous')!;
    const head = buildHead({
      router,
      route,
      siteUrl: 'https://www.example.be',
      appTitle: 'Vitrine',
      pageTitle: 'Contactez-nous',
      description: 'Écrivez-nous.',
      breadcrumb: [{ name: 'Contactez-nous' }],
      homeName: 'Accueil',
    });
    assert.equal(head.canonical, 'https://www.example.be/fr/contactez-nous');
    assert.deepEqual(head.alternates, [
      { hreflang: 'fr-BE', href: 'https://www.example.be/fr/contactez-nous' },
      { hreflang: 'nl-BE', href: 'https://www.example.be/nl/contact' },
      { hreflang: 'x-default', href: 'https://www.example.be/fr/contactez-nous' },
    ]);
    assert.equal(head.openGraph.locale, 'fr_BE');
    assert.equal(head.noindex, false);
  });

  it('emits the breadcrumb, starting at home, as JSON-LD', () => {
    const route = router.match('it-it', '/prodotto/symbiora-transit')!;
    const head = buildHead({
      router,
      route,
      siteUrl: 'https://www.example.it',
      appTitle: 'Vitrine',
      pageTitle: 'Symbiora Transit',
      description: '…',
      breadcrumb: [{ name: 'I nostri prodotti', path: '/prodotti' }, { name: 'Symbiora Transit' }],
      homeName: 'Home',
    });
    const [crumbs] = head.jsonLd as { itemListElement: { position: number; name: string; item?: string }[] }[];
    assert.deepEqual(crumbs!.itemListElement, [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.it/' },
      { '@type': 'ListItem', position: 2, name: 'I nostri prodotti', item: 'https://www.example.it/prodotti' },
      { '@type': 'ListItem', position: 3, name: 'Symbiora Transit' },
    ] as never);
  });

  it('has no breadcrumb on home and marks previews noindex', () => {
    const home = buildHead({
      router,
      route: router.match('es-es', '/')!,
      siteUrl: 'https://www.example.es',
      appTitle: 'Vitrine',
      pageTitle: '',
      description: '',
      breadcrumb: [],
      homeName: 'Inicio',
    });
    assert.deepEqual(home.jsonLd, []);
    assert.equal(home.title, 'Vitrine');
    const preview = buildHead({
      router,
      route: router.match('es-es', '/product/preview/7')!,
      siteUrl: 'https://www.example.es',
      appTitle: 'Vitrine',
      pageTitle: 'x',
      description: '',
      breadcrumb: [],
      homeName: 'Inicio',
    });
    assert.equal(preview.noindex, true);
  });
});
