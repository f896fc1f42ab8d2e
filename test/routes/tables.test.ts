import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter, MAX_PARAM_LENGTH } from '../../routes/compiler.ts';
import { PREVIEW_TYPES, type RouteKind } from '../../routes/kinds.ts';

type Column = 'fr' | 'nl' | 'de' | 'es' | 'it';

// SPEC §2.2, column by column, written out independently of routes/tables. {company} is 'vitrine'.
const SPEC: Partial<Record<RouteKind, Record<Column, string | null>>> = {
  brands: { fr: '/marques', nl: '/merken', de: '/marken', es: '/marcas', it: '/marche' },
  brand: {
    fr: '/marque/{slug}',
    nl: '/merk/{slug}',
    de: '/marke/{slug}',
    es: '/marca/{slug}',
    it: '/i-nostri-marchi/{slug}',
  },
  products: { fr: '/produits', nl: '/producten', de: '/produkte', es: '/productos', it: '/prodotti' },
  product: {
    fr: '/produit/{slug}',
    nl: '/product/{slug}',
    de: '/produkt/{slug}',
    es: '/producto/{slug}',
    it: '/prodotto/{slug}',
  },
  productQa: {
    fr: '/produit/{qa}/questions-reponses',
    nl: '/product/{qa}/fragen-antworten',
    de: '/produkt/{qa}/fragen-antworten',
    es: '/producto/{qa}/preguntas-respuestas',
    it: '/prodotto/{qa}/domande-risposte',
  },
  needs: { fr: '/besoins', nl: '/behoeften', de: '/bedurfnisse', es: '/necesidades', it: '/esigenze' },
  need: {
    fr: '/besoin/{slug}',
    nl: '/behoefte/{slug}',
    de: '/bedurfnis/{slug}',
    es: '/necesidad/{slug}',
    it: '/esigenza/{slug}',
  },
  adviceHome: { fr: '/conseils', nl: '/tips', de: '/ratschlage', es: '/consejos', it: '/consigli' },
  advice: {
    fr: '/conseil/{slug}',
    nl: '/tip/{slug}',
    de: '/ratschlag/{slug}',
    es: '/consejo/{slug}',
    it: '/consiglio/{slug}',
  },
  innovations: {
    fr: '/qualite-innovations',
    nl: '/kwaliteitsinnovaties',
    de: '/qualitat-innovationen',
    es: '/calidad-innovaciones',
    it: '/qualita-innovazioni',
  },
  innovation: {
    fr: '/qualite-innovation/{slug}',
    nl: '/kwaliteitsinnovatie/{slug}',
    de: '/qualitat-innovation/{slug}',
    es: '/calidad-innovacione/{slug}',
    it: '/qualita-innovazione/{slug}',
  },
  expertise: {
    fr: '/expertise/{slug}',
    nl: '/competenties/{slug}',
    de: '/zustandigkeiten/{slug}',
    es: '/competencias/{slug}',
    it: '/competenze/{slug}',
  },
  about: {
    fr: '/a-propos',
    nl: '/over-vitrine',
    de: '/uber-vitrine',
    es: '/sobre-vitrine',
    it: '/a-proposito-di-vitrine',
  },
  storeFinder: {
    fr: '/trouver-une-pharmacie',
    nl: '/vind-een-apotheek',
    de: '/eine-apotheke-finden',
    es: '/encontrar-una-farmacia',
    it: null,
  },
  whoCanAdvise: { fr: '/interlocuteur', nl: '/gesprekspartner', de: null, es: '/interlocutor', it: null },
  contact: { fr: '/contactez-nous', nl: '/contact', de: '/kontakt', es: '/contacto', it: '/contatto' },
  contactConfirmation: {
    fr: '/contactez-nous/confirmation',
    nl: '/contact/bevestiging',
    de: '/kontakt/bestatigung',
    es: '/contacto/confirmacion',
    it: '/contatto/conferma',
  },
  newsletter: { fr: null, nl: null, de: null, es: '/newsletter', it: null },
  newsletterConfirmation: { fr: null, nl: null, de: null, es: '/newsletter/confirmacion', it: null },
  results: { fr: '/resultats', nl: '/resultaten', de: '/ergebnisse', es: '/resultados', it: '/results' },
  faq: {
    fr: '/aide-en-ligne',
    nl: '/uw-online-hulp',
    de: '/ihre-online-hilfe',
    es: '/su-ayuda-en-linea',
    it: '/il-tuo-aiuto-on-line',
  },
  expertises: { fr: '/nos-expertises', nl: '/expertises', de: '/fachkenntnis', es: '/experiencia', it: null },
  maintenance: { fr: '/maintenance', nl: '/onderhoud', de: '/wartung', es: '/mantenimiento', it: '/manutenzione' },
  notFound: { fr: '/404', nl: '/404', de: null, es: null, it: null },
};

const LOCALES: Record<Locale, { column: Column; prefix: string }> = {
  'fr-be': { column: 'fr', prefix: '/fr' },
  'nl-be': { column: 'nl', prefix: '/nl' },
  'de-ch': { column: 'de', prefix: '/de' },
  'fr-ch': { column: 'fr', prefix: '/fr' },
  'de-de': { column: 'de', prefix: '' },
  'es-es': { column: 'es', prefix: '' },
  'it-it': { column: 'it', prefix: '' },
};

const router = createRouter({ tables: ALL_TABLES, brandCodes: { 'fr-be': ['biocyte'], 'it-it': ['biocyte'] } });

describe('route tables', () => {
  for (const [locale, { column, prefix }] of Object.entries(LOCALES) as [
    Locale,
    { column: Column; prefix: string },
  ][]) {
    describe(locale, () => {
      it('serves home at its prefix', () => {
        const home = prefix || '/';
        assert.equal(router.match(locale, home)?.name, `home___${locale}`);
        assert.equal(router.href('home', {}, locale), home);
      });

      for (const [kind, columns] of Object.entries(SPEC) as [RouteKind, Record<Column, string | null>][]) {
        const spec = columns[column];
        if (spec === null) {
          it(`has no ${kind} screen (404)`, () => {
            assert.equal(router.href(kind, {}, locale), null);
            for (const other of Object.values(columns).filter((path): path is string => path !== null)) {
              const path = prefix + other.replace('{slug}', 'x').replace('{qa}', 'x');
              assert.notEqual(router.match(locale, path)?.kind, kind, path);
            }
          });
          continue;
        }
        const slugs = spec.includes('{qa}')
          ? ['omega-3']
          : spec.includes('{slug}')
            ? ['omega-3', 'gamme/omega-3-forte']
            : [undefined];
        for (const slug of slugs) {
          const path = prefix + spec.replace('{slug}', slug ?? '').replace('{qa}', slug ?? '');
          it(`matches ${path} as ${kind} and builds it back`, () => {
            const match = router.match(locale, path);
            assert.ok(match, `${path} matched`);
            assert.equal(match.kind, kind);
            assert.equal(match.name, `${kind}___${locale}`);
            assert.equal(match.params.slug, slug);
            assert.equal(router.href(kind, match.params, locale), path);
          });
        }
      }
    });
  }

  it('matches Q&A before product in fr-be and nl-be (and everywhere, so Q&A pages are reachable)', () => {
    assert.equal(router.match('fr-be', '/fr/produit/omega-3/questions-reponses')?.kind, 'productQa');
    assert.equal(router.match('nl-be', '/nl/product/omega-3/fragen-antworten')?.kind, 'productQa');
    assert.equal(router.match('de-de', '/produkt/omega-3/fragen-antworten')?.kind, 'productQa');
    assert.equal(
      router.match('fr-be', '/fr/produit/gamme/omega-3/questions-reponses')?.kind,
      'product',
      'a Q&A slug has no slash',
    );
  });

  it('keeps each locale to its own prefix', () => {
    assert.equal(router.match('fr-be', '/nl/producten'), null);
    assert.equal(router.match('de-ch', '/produkte'), null);
    assert.equal(router.match('de-ch', '/de/produkte')?.kind, 'products');
  });

  it('gives the route metadata of SPEC §2.2', () => {
    const table = router.table('fr-be');
    assert.equal(table.productUrlPrefix, '/fr/produit');
    assert.equal(table.productQaTemplate, '/%slug%/questions-reponses');
    assert.equal(router.table('it-it').productUrlPrefix, '/prodotto');
    assert.equal(router.table('es-es').productQaTemplate, '/%slug%/preguntas-respuestas');
    const product = router.match('fr-be', '/fr/produit/omega-3')!;
    assert.equal(product.meta.pageType, 'product');
    assert.deepEqual(product.meta.breadcrumb, [{ title: 'Nos produits', nameRoute: 'products' }]);
    assert.deepEqual(router.match('fr-be', '/fr/besoins')!.meta.breadcrumb, [{ title: 'Vos besoins' }]);
    assert.deepEqual(router.match('fr-be', '/fr/contactez-nous')!.meta.breadcrumb, [{ title: 'Contactez-nous' }]);
    assert.equal(router.match('es-es', '/newsletter')!.meta.pageType, 'newsletter');
    assert.equal(
      router.match('it-it', '/consigli')!.meta.breadcrumb?.[0]?.title,
      'I nostri consigli',
      'Italian, not French',
    );
  });

  it('reads the optional segments of the quality & innovation list and of about', () => {
    assert.deepEqual(router.match('fr-be', '/fr/qualite-innovations/2/probiotiques/recherche')!.params, {
      page: 2,
      category: 'probiotiques',
      filter: 'recherche',
    });
    assert.deepEqual(router.match('fr-be', '/fr/qualite-innovations/probiotiques')!.params, {
      category: 'probiotiques',
    });
    assert.equal(
      router.href('innovations', { page: 3, category: 'sommeil' }, 'it-it'),
      '/qualita-innovazioni/3/sommeil',
    );
    assert.deepEqual(router.match('es-es', '/sobre-vitrine/historia/1991')!.params, {
      theme: 'historia',
      filter: '1991',
    });
    assert.equal(router.href('about', { theme: 'historia' }, 'nl-be'), '/nl/over-vitrine/historia');
  });

  it('serves the 12 preview routes with a numeric id', () => {
    for (const type of PREVIEW_TYPES) {
      const match = router.match('es-es', `/${type}/preview/42`);
      assert.equal(match?.kind, 'preview', type);
      assert.deepEqual(match.params, { id: '42', previewType: type });
      assert.equal(match.meta.noindex, true);
      assert.equal(router.href('preview', { id: '42', previewType: type }, 'es-es'), `/${type}/preview/42`);
      assert.notEqual(router.match('es-es', `/${type}/preview/abc`)?.kind, 'preview');
    }
  });

  it('serves brand corners only for the brand codes given at run time', () => {
    assert.deepEqual(router.match('fr-be', '/fr/biocyte')?.params, { brand: 'biocyte' });
    assert.equal(router.match('fr-be', '/fr/biocyte/gamme/minceur')?.kind, 'brandCorner');
    assert.equal(router.match('fr-be', '/fr/biocyte/gamme/minceur')?.params.slug, 'gamme/minceur');
    assert.equal(router.match('fr-be', '/fr/unknown-brand')?.kind, 'cmsPage');
    assert.equal(router.match('nl-be', '/nl/biocyte')?.kind, 'cmsPage', 'codes are per locale');
    const later = createRouter({ tables: ALL_TABLES, brandCodes: { 'nl-be': ['biocyte'] } });
    assert.equal(later.match('nl-be', '/nl/biocyte')?.kind, 'brandCorner');
  });

  it('falls back to the catch-all CMS page last, with its own characters', () => {
    assert.deepEqual(router.match('it-it', '/note-legali')?.params, { cmsPath: 'note-legali' });
    assert.equal(router.match('it-it', '/note-legali')?.kind, 'cmsPage');
    assert.equal(router.href('cmsPage', { cmsPath: 'notizie/2024' }, 'it-it'), '/notizie/2024');
    assert.equal(router.match('fr-be', '/fr/Actualites_2024/salon,bruxelles')?.kind, 'cmsPage');
    assert.equal(router.match('fr-be', '/fr/actualité'), null, 'accents are not CMS slug characters');
    assert.equal(router.match('fr-be', '/fr/a.b'), null);
  });

  it('accepts a trailing slash and rejects empty segments', () => {
    assert.equal(router.match('es-es', '/marcas/')?.kind, 'brands');
    assert.equal(router.match('es-es', '/marcas//x'), null);
    assert.equal(router.match('es-es', '//marcas'), null);
    assert.equal(router.match('es-es', 'marcas'), null);
  });

  // A super-linear pattern would take minutes on these 10 kB paths, not the milliseconds they take.
  it('never throws on hostile paths of 10 kB', { timeout: 30_000 }, () => {
    const hostile = [
      `/${'a/'.repeat(5000)}`,
      `/${'-'.repeat(10_000)}`,
      `/produit/${'a-'.repeat(5000)}`,
      `/results/-r--${'%'.repeat(10_000)}`,
      '/%00',
      '/..%2f..%2fetc/passwd',
      '/__proto__',
      '/constructor/prototype',
      `/${'é'.repeat(5000)}`,
    ];
    for (const locale of router.locales)
      for (const path of hostile) assert.doesNotThrow(() => router.match(locale, path));
  });
});

describe('the locale-code reading (ROUTE_PREFIX_MODE=locale-code)', () => {
  const defaults: Record<string, Locale> = { be: 'fr-be', ch: 'fr-ch', de: 'de-de', es: 'es-es', it: 'it-it' };
  const coded = createRouter({
    tables: ALL_TABLES,
    prefixMode: 'locale-code',
    defaultLocaleOf: (locale) => defaults[locale.slice(3)]!,
  });

  it('prefixes every route with its locale code except the country default locale', () => {
    assert.equal(coded.href('products', {}, 'fr-be'), '/produits');
    assert.equal(coded.href('products', {}, 'nl-be'), '/nl-be/producten');
    assert.equal(coded.href('home', {}, 'nl-be'), '/nl-be');
    assert.equal(coded.href('products', {}, 'de-ch'), '/de-ch/produkte');
    assert.equal(coded.href('products', {}, 'it-it'), '/prodotti');
    assert.equal(coded.match('nl-be', '/nl-be/product/omega-3')?.kind, 'product');
    assert.equal(coded.match('nl-be', '/nl/product/omega-3'), null);
    assert.equal(coded.match('fr-be', '/produit/omega-3')?.kind, 'product');
  });
});

describe('alternates', () => {
  it('gives the same page in every language of the country', () => {
    assert.deepEqual(router.alternates('contact', {}, 'fr-be'), [
      { locale: 'fr-be', path: '/fr/contactez-nous' },
      { locale: 'nl-be', path: '/nl/contact' },
    ]);
  });

  it('goes home where the other language has no such screen', () => {
    assert.deepEqual(router.alternates('whoCanAdvise', {}, 'fr-ch'), [
      { locale: 'fr-ch', path: '/fr/interlocuteur' },
      { locale: 'de-ch', path: '/de' },
    ]);
  });

  it('translates slugs with the resolver the page layer passes, home without one', () => {
    const params = { slug: 'omega-3-fr' };
    assert.deepEqual(
      router.alternates('product', params, 'fr-be').map((a) => a.path),
      ['/fr/produit/omega-3-fr', '/nl'],
    );
    const resolve = (_kind: RouteKind, _params: object, _from: Locale, to: Locale) =>
      to === 'nl-be' ? { slug: 'omega-3-nl' } : null;
    assert.deepEqual(
      router.alternates('product', params, 'fr-be', resolve).map((a) => a.path),
      ['/fr/produit/omega-3-fr', '/nl/product/omega-3-nl'],
    );
  });

  it('lists only the locales of the country', () => {
    assert.deepEqual(router.alternates('brands', {}, 'es-es'), [{ locale: 'es-es', path: '/marcas' }]);
  });
});

describe('parameter length', () => {
  const router = createRouter({ tables: ALL_TABLES });
  it('matches a slug up to the content API bound and nothing longer, so such a URL is a 404, not a failed lookup', () => {
    const longest = 'a'.repeat(MAX_PARAM_LENGTH);
    assert.equal(router.match('it-it', `/prodotto/${longest}`)?.kind, 'product');
    assert.equal(router.match('it-it', `/prodotto/${longest}a`)?.kind, undefined);
    assert.equal(router.match('it-it', `/prodotto/${'ab/'.repeat(67)}ab`), null, 'a slash-separated slug counts whole');
  });
});
