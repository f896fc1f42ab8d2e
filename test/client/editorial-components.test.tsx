// The editorial components' logic: pages grouped by theme, page counts, the category and
// brand-corner links, the article view, the preview notice and the structured data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { BrandCornerNav } from '../../client/components/editorial/brand-corner-nav.tsx';
import { CategoryNav } from '../../client/components/editorial/category-nav.tsx';
import { EditorialArticle } from '../../client/components/editorial/editorial-article.tsx';
import { pageCount } from '../../client/components/editorial/page-count.ts';
import { PreviewNotice } from '../../client/components/editorial/preview-notice.tsx';
import { safeHref } from '../../client/components/editorial/safe-href.ts';
import { articleJsonLd, faqPageJsonLd } from '../../client/components/editorial/structured-data.ts';
import { groupByTheme } from '../../client/components/editorial/theme-groups.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import type { Page, Thematic } from '../../shared/schemas/page.ts';
import { renderView, type View } from '../helpers/render-view.tsx';

const theme = (id: number, slug: string): Thematic => ({
  id,
  slug,
  title: `Theme ${id}`,
  type: 'about',
  description: `About theme ${id}`,
});
const ref = (each: Thematic) => ({ id: each.id, title: each.title, slug: each.slug });

function page(id: number, changes: Partial<Page> = {}): Page {
  return {
    id,
    type: 'advice',
    title: `Page ${id}`,
    slug: `page-${id}`,
    summary: `Summary ${id}`,
    blocks: [
      { kind: 'heading', text: 'Heading' },
      { kind: 'paragraph', text: `Body ${id}` },
      { kind: 'list', items: ['one', 'two'] },
    ],
    thumbnail: { url: `/api/v1/images/pages/${id}-140.png`, alt: `Page ${id}` },
    vertical_image: { url: `/api/v1/images/pages/${id}-600.png`, alt: `Page ${id}` },
    theme: null,
    brand_id: null,
    brand_code: null,
    published_at: '2025-03-04',
    meta_description: `Meta ${id}`,
    ...changes,
  };
}

describe('groupByTheme', () => {
  const history = theme(7, 'notre-histoire');
  const commitments = theme(8, 'nos-engagements');
  const empty = theme(9, 'vide');

  it('puts each page under its theme, in the order of the themes, then of the pages', () => {
    const pages = [
      page(3, { theme: ref(commitments) }),
      page(1, { theme: ref(history) }),
      page(2, { theme: ref(history) }),
    ];
    const { groups, unthemed } = groupByTheme([history, commitments], pages);
    assert.deepEqual(
      groups.map((group) => [group.theme.id, group.pages.map((each) => each.id)]),
      [
        [7, [1, 2]],
        [8, [3]],
      ],
    );
    assert.deepEqual(unthemed, []);
  });

  it('leaves out themes without pages, and sets apart pages of no theme or of an unlisted one', () => {
    const pages = [
      page(1, { theme: ref(history) }),
      page(2),
      page(3, { theme: { id: 99, title: 'Other', slug: 'other' } }),
    ];
    const { groups, unthemed } = groupByTheme([empty, history], pages);
    assert.deepEqual(
      groups.map((group) => group.theme.id),
      [7],
    );
    assert.deepEqual(
      unthemed.map((each) => each.id),
      [2, 3],
    );
  });
});

describe('pageCount', () => {
  it('counts whole pages, and one page for an empty list', () => {
    assert.equal(pageCount(0, 8), 1);
    assert.equal(pageCount(8, 8), 1);
    assert.equal(pageCount(9, 8), 2);
    assert.equal(pageCount(16, 8), 2);
  });
});

/** A link's href and aria-current, the link found by its accessible name. */
const linkOf = (view: View, name: string) => {
  const link = view.getByRole('link', { name });
  return [link.getAttribute('href'), link.getAttribute('aria-current')];
};

describe('CategoryNav', () => {
  const categories = [theme(5, 'recherche'), theme(6, 'qualite')];
  const hrefOf = (slug: string | undefined) => (slug ? `/fr/qualite-innovations/${slug}` : '/fr/qualite-innovations');

  it('links every category and the whole list, marking the current one', () => {
    const view = renderView(
      <CategoryNav label="Catégories" allLabel="Tous" categories={categories} current="qualite" hrefOf={hrefOf} />,
    );
    assert.equal(within(view.getByRole('navigation', { name: 'Catégories' })).getAllByRole('link').length, 3);
    assert.deepEqual(linkOf(view, 'Tous'), ['/fr/qualite-innovations', null]);
    assert.deepEqual(linkOf(view, 'Theme 5'), ['/fr/qualite-innovations/recherche', null]);
    assert.deepEqual(linkOf(view, 'Theme 6'), ['/fr/qualite-innovations/qualite', 'page']);
  });

  it('marks the whole list as current when no category is', () => {
    const view = renderView(
      <CategoryNav label="Catégories" allLabel="Tous" categories={categories} current={undefined} hrefOf={hrefOf} />,
    );
    assert.deepEqual(linkOf(view, 'Tous'), ['/fr/qualite-innovations', 'page']);
  });
});

describe('BrandCornerNav', () => {
  const corner = [
    page(51, { type: 'brand_corner', slug: 'univers-symbiora' }),
    page(60, { type: 'brand_corner', slug: 'nos-souches' }),
  ];

  it('links the main page at the corner itself and the others under it, the current one marked', () => {
    const view = renderView(
      <BrandCornerNav label="L’univers Symbiora" code="symbiora" pages={corner} currentId={60} />,
    );
    assert.ok(view.getByRole('navigation', { name: 'L’univers Symbiora' }));
    assert.deepEqual(linkOf(view, 'Page 51'), ['/fr/symbiora', null]);
    assert.deepEqual(linkOf(view, 'Page 60'), ['/fr/symbiora/nos-souches', 'page']);
  });

  it('shows nothing for a corner of one page', () => {
    assert.equal(
      renderView(<BrandCornerNav label="x" code="symbiora" pages={corner.slice(0, 1)} currentId={51} />).container
        .childNodes.length,
      0,
    );
  });
});

/** The publication date of a view: its machine-readable day, its words, and the sentence around it. */
const dateOf = (view: View) => {
  const time = view.getByRole('time');
  return [time.getAttribute('datetime'), time.textContent, time.parentElement!.textContent];
};

describe('EditorialArticle', () => {
  it('shows one h1, the eyebrow link, the lead, the body and the date of a dated page', () => {
    const view = renderView(
      <EditorialArticle page={page(4)} eyebrow={{ label: 'Sommeil', href: '/fr/conseils/sommeil' }} dated />,
    );
    assert.equal(view.getAllByRole('heading', { level: 1 }).length, 1);
    const title = view.getByRole('heading', { level: 1, name: 'Page 4' });
    assert.deepEqual([title.id, title.getAttribute('tabindex')], ['main-heading', '-1']);
    assert.ok(view.getByRole('article', { name: 'Page 4' }), 'the article is named by its title');
    assert.equal(view.getByRole('link', { name: 'Sommeil' }).getAttribute('href'), '/fr/conseils/sommeil');
    assert.ok(view.getByText('Summary 4'));
    assert.equal(view.getByText('Body 4').tagName, 'P');
    assert.equal(view.getByText('two').tagName, 'LI');
    assert.deepEqual(dateOf(view), ['2025-03-04', '4 mars 2025', `${fr.editorial.publishedOn} 4 mars 2025`]);
  });

  it('leaves out the date of a page that is not dated, and writes it in the locale', () => {
    assert.equal(renderView(<EditorialArticle page={page(4)} />).queryAllByRole('time').length, 0);
    assert.deepEqual(dateOf(renderView(<EditorialArticle page={page(4)} dated />, 'nl-be')), [
      '2025-03-04',
      '4 maart 2025',
      `${nl.editorial.publishedOn} 4 maart 2025`,
    ]);
  });
});

describe('PreviewNotice', () => {
  it('says the content is a preview, with its publication date when given', () => {
    const view = renderView(<PreviewNotice publishedAt="2026-05-19" />);
    assert.ok(view.getByText(fr.editorial.preview.notice.replace(/\s+/g, ' ')));
    assert.deepEqual(dateOf(view).slice(0, 2), ['2026-05-19', '19 mai 2026']);
    assert.equal(renderView(<PreviewNotice />).queryAllByRole('time').length, 0);
  });
});

describe('safeHref', () => {
  const router = createRouter({ tables: ALL_TABLES });

  it('builds a route from content data, and gives no path for a value no route takes', () => {
    assert.equal(safeHref(router, 'adviceTheme', { theme: 'sommeil' }, 'fr-be'), '/fr/conseils/sommeil');
    assert.equal(safeHref(router, 'adviceTheme', { theme: 'Pas Un Slug' }, 'fr-be'), undefined);
    assert.equal(safeHref(router, 'expertises', {}, 'it-it'), undefined, 'Italy has no expertises overview');
  });
});

describe('structured data', () => {
  const url = 'https://www.vitrine.example.be/fr/conseil/page-4';

  it('describes an article, with its theme as its section', () => {
    const ld = articleJsonLd({
      page: page(4, { theme: { id: 1, title: 'Sommeil', slug: 'sommeil' } }),
      url,
      image: 'https://x/4.png',
      language: 'fr-BE',
      publisher: 'Vitrine',
    });
    assert.equal(ld['@type'], 'Article');
    assert.deepEqual(
      [ld.headline, ld.description, ld.datePublished, ld.articleSection, ld.mainEntityOfPage],
      ['Page 4', 'Meta 4', '2025-03-04', 'Sommeil', url],
    );
  });

  it('describes a news item as a NewsArticle', () => {
    assert.equal(
      articleJsonLd({
        page: page(5, { type: 'news' }),
        url,
        image: 'https://x/5.png',
        language: 'fr-BE',
        publisher: 'Vitrine',
      })['@type'],
      'NewsArticle',
    );
  });

  it('lists the online help as the questions and answers of a FAQPage', () => {
    const ld = faqPageJsonLd({ entries: [{ id: 1, question: 'Q?', answer: 'A.' }], url });
    assert.deepEqual(ld.mainEntity, [
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});
