// The catalogue screens through the whole app, on the real seed, in every locale: each answers
// 200 with one h1, a title `page - Vitrine`, its breadcrumb (visible and JSON-LD), its content,
// and only links the router matches; an unknown slug is not found.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import { hasPage } from '../../../client/app/page-registry.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALES } from '../../../config/locales.ts';
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { jsonLdOf } from '../../helpers/render-view.tsx';
import {
  h1CountIn,
  hrefsIn,
  isNotFound,
  isRoutePath,
  languageLinks,
  mainIn,
  metaIn,
  pageOf,
  partOf,
  serve,
  textIn,
  textsOf,
  titleIn,
} from './catalog-html.ts';

const pages = usePageApp(SEED);
const client = (locale: Locale) => pages.deps().content!.client(locale);
const router = () => pages.deps().routing.router();

interface Screen {
  kind: RouteKind;
  /** The page to look at in the locale: its params, the h1 and breadcrumb it must show, what its content must hold. */
  example(locale: Locale): Promise<{ params: RouteParams; h1: string; crumbs: string[]; content: string[] }>;
}

const routeTitle = (locale: Locale, kind: RouteKind) => router().table(locale).titles[kind]!;

const SCREENS: Screen[] = [
  {
    kind: 'brands',
    async example(locale) {
      const brands = await client(locale).brands.router();
      return {
        params: {},
        h1: routeTitle(locale, 'brands'),
        crumbs: [routeTitle(locale, 'brands')],
        content: brands.map((brand) => brand.name),
      };
    },
  },
  {
    kind: 'brand',
    async example(locale) {
      const [brand] = await client(locale).brands.router();
      const { items } = await client(locale).products.list({ caracteristics: { brand: [brand!.slug] }, perPage: 3 });
      const faqs = await client(locale).brands.faqs(brand!.id);
      return {
        params: { slug: brand!.slug },
        h1: brand!.name,
        crumbs: [routeTitle(locale, 'brands'), brand!.name],
        content: [brand!.baseline, ...items.map((product) => product.name), ...faqs.map((faq) => faq.question)],
      };
    },
  },
  {
    kind: 'products',
    async example(locale) {
      const { items } = await client(locale).products.list({ perPage: 3 });
      return {
        params: {},
        h1: routeTitle(locale, 'products'),
        crumbs: [routeTitle(locale, 'products')],
        content: items.map((product) => product.name),
      };
    },
  },
  {
    kind: 'productQa',
    async example(locale) {
      const [product] = (await client(locale).products.list({ perPage: 1 })).items;
      const faqs = await client(locale).products.faqs(product!.id);
      const title = textsOf(locale).product.questions.pageTitle.replace('{{product}}', product!.name);
      return {
        params: { slug: product!.slug },
        h1: title,
        crumbs: [routeTitle(locale, 'products'), product!.name, textsOf(locale).product.questions.title],
        content: faqs.map((faq) => faq.question),
      };
    },
  },
  {
    kind: 'needs',
    async example(locale) {
      const needs = await client(locale).need.list();
      return {
        params: {},
        h1: routeTitle(locale, 'needs'),
        crumbs: [routeTitle(locale, 'needs')],
        content: needs.map((need) => need.title),
      };
    },
  },
  {
    kind: 'need',
    async example(locale) {
      const needs = await client(locale).need.list();
      const parent = needs.find((need) => need.need.parent === null && need.children.length > 0)!;
      const child = needs.find((need) => need.id === parent.children[0]!.id)!;
      const { items } = await client(locale).products.list({ needs: [child.slug], perPage: 3 });
      const related = await client(locale).need.pages({ id: child.id });
      return {
        params: { slug: child.slug },
        h1: child.title,
        crumbs: [routeTitle(locale, 'needs'), parent.title, child.title],
        content: [...items.map((product) => product.name), ...related.map((page) => page.title)],
      };
    },
  },
];

describe('the catalogue screens, in every locale', () => {
  for (const screen of SCREENS) {
    for (const locale of LOCALES) {
      it(`${screen.kind} in ${locale}: 200, one h1, title, breadcrumb, content, links the router knows`, async () => {
        const { params, h1, crumbs, content } = await screen.example(locale);
        const path = router().href(screen.kind, params, locale)!;
        const served = await serve(pages.app(), locale, path);
        assert.equal(served.status, 200, path);
        const page = pageOf(served);
        assert.equal(h1CountIn(page), 1, 'one h1');
        const heading = page.getByRole('heading', { level: 1 });
        assert.equal(heading.id, 'main-heading');
        assert.equal(heading.textContent, h1, 'the h1');
        const title = titleIn(page);
        assert.ok(title.endsWith(' - Vitrine') && title.length > ' - Vitrine'.length, `title '${title}'`);
        const description = metaIn(page, 'description') ?? '';
        assert.ok(description.length >= 20, `description '${description}'`);

        const visible = partOf(page, 'navigation', textsOf(locale).common.breadcrumb.label)
          .queryAllByRole('listitem', { hidden: true })
          .map((item) => item.textContent);
        assert.deepEqual(visible, [textsOf(locale).common.breadcrumb.home, ...crumbs], 'the visible breadcrumb');
        const ld = jsonLdOf(page).find((item) => item['@type'] === 'BreadcrumbList') as {
          itemListElement: { name: string }[];
        };
        assert.deepEqual(
          ld.itemListElement.map((item) => item.name),
          visible,
          'the breadcrumb JSON-LD',
        );

        const main = textIn(mainIn(page));
        for (const expected of content) assert.ok(main.includes(expected), `content: '${expected}'`);

        const country = COUNTRY_INFO[countryOfLocale(locale)];
        const links = hrefsIn(page).filter(
          (href) => href.startsWith('/') && !href.startsWith('/assets/') && !href.startsWith('/api/'),
        );
        const unknown = links.filter((href) => !isRoutePath(router(), country.locales, href));
        assert.deepEqual(unknown, [], 'links the router does not match');
      });
    }
  }
});

describe('unknown slugs', () => {
  const cases: [Locale, RouteKind, string][] = [
    ['it-it', 'brand', 'nessun-marchio'],
    ['it-it', 'need', 'nessuna-esigenza'],
    ['it-it', 'productQa', 'nessun-prodotto'],
    ['de-de', 'brand', 'keine-marke'],
    ['fr-be', 'need', 'aucun-besoin'],
    ['fr-be', 'productQa', 'aucun-produit'],
  ];
  for (const [locale, kind, slug] of cases) {
    it(`${kind} '${slug}' in ${locale} is not found`, async () => {
      const path = router().href(kind, { slug }, locale)!;
      const page = await serve(pages.app(), locale, path);
      assert.ok(isNotFound(page), `${path}: ${page.status}`);
      if (locale !== 'fr-be') assert.equal(page.status, 404);
    });
  }
});

describe('the product Q&A page', () => {
  it('is linked from the product page, and links back to it and to the contact form', async () => {
    const [product] = (await client('nl-be').products.list({ perPage: 1 })).items;
    const productPath = router().href('product', { slug: product!.slug }, 'nl-be')!;
    const qaPath = router().href('productQa', { slug: product!.slug }, 'nl-be')!;
    const productPage = pageOf(await serve(pages.app(), 'nl-be', productPath));
    assert.ok(hrefsIn(mainIn(productPage)).includes(qaPath), `${productPath} links to ${qaPath}`);
    const qa = pageOf(await serve(pages.app(), 'nl-be', qaPath));
    const { qa: texts } = textsOf('nl-be').catalog;
    const back = mainIn(qa).getByRole('link', { name: texts.backToProduct.replace('{{product}}', product!.name) });
    assert.equal(back.getAttribute('href'), productPath);
    // The contact form, once the site has it (page-registry.ts): never a link to a 404.
    const links = hrefsIn(partOf(mainIn(qa), 'complementary', texts.contactPrompt));
    assert.equal(links.includes(router().href('contact', {}, 'nl-be')!), hasPage('contact'), links.join(', '));
    const faqPage = jsonLdOf(qa).find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    assert.ok(faqPage.mainEntity.length > 0, 'FAQPage structured data');
  });

  it('leads to the same product in the other language', async () => {
    const [product] = (await client('fr-be').products.list({ perPage: 1 })).items;
    const [dutch] = (await client('fr-be').urls.list('product', product!.id)).filter((url) => url.lang === 'nl');
    const page = await serve(pages.app(), 'fr-be', router().href('productQa', { slug: product!.slug }, 'fr-be')!);
    assert.ok(
      languageLinks(pageOf(page), 'fr-be').includes(router().href('productQa', { slug: dutch!.slug }, 'nl-be')!),
    );
  });
});

describe('a brand and a need in the other language', () => {
  for (const kind of ['brand', 'need'] as const) {
    it(`${kind}: the language selector leads to its Dutch slug`, async () => {
      const entity =
        kind === 'brand' ? (await client('fr-be').brands.router())[0]! : (await client('fr-be').need.list())[0]!;
      const [dutch] = (await client('fr-be').urls.list(kind, entity.id)).filter((url) => url.lang === 'nl');
      const page = await serve(pages.app(), 'fr-be', router().href(kind, { slug: entity.slug }, 'fr-be')!);
      assert.ok(languageLinks(pageOf(page), 'fr-be').includes(router().href(kind, { slug: dutch!.slug }, 'nl-be')!));
    });
  }
});
