// The header search box's logic (SPEC §3, §4, §9): the history of the latest searches and the
// suggestion panel's groups, and what the server renders of the box.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';

import { ApiProvider } from '../../client/app/api-context.tsx';
import { SearchBox } from '../../client/components/search-box/search-box.tsx';
import {
  createSearchHistoryStore,
  parseHistory,
  SEARCH_HISTORY_KEY,
  withSearch,
} from '../../client/components/search-box/search-history.ts';
import { suggestText } from '../../client/components/search-box/suggest-query.ts';
import { suggestionGroups } from '../../client/components/search-box/suggestion-options.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Suggestions } from '../../shared/schemas/search.ts';
import { renderView } from '../helpers/render-view.tsx';

const router = createRouter({ tables: ALL_TABLES });
const hrefOf = (kind: RouteKind, params: RouteParams) => {
  try {
    return router.href(kind, params, 'fr-be');
  } catch {
    return null;
  }
};

describe('the latest searches', () => {
  it('keep five terms, newest first, dropping the oldest when full', () => {
    let history: string[] = [];
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six']) history = withSearch(history, term);
    assert.deepEqual(history, ['six', 'five', 'four', 'three', 'two']);
  });

  it('move a term searched again to the front instead of keeping it twice', () => {
    assert.deepEqual(withSearch(['zinc', 'fer', 'magnésium'], 'Magnésium'), ['Magnésium', 'zinc', 'fer']);
  });

  it('read a stored value that is not a history as an empty one', () => {
    assert.deepEqual(parseHistory('{"a":1}'), []);
    assert.deepEqual(parseHistory('not json'), []);
    assert.deepEqual(parseHistory(null), []);
    assert.deepEqual(parseHistory(JSON.stringify(['a', 3, '', 'b', 'c', 'd', 'e', 'f'])), ['a', 'b', 'c', 'd', 'e']);
  });

  it('are kept in the storage and survive a storage that refuses, for the page', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
    const store = createSearchHistoryStore(() => storage);
    store.add('zinc');
    store.add('fer');
    assert.deepEqual(JSON.parse(items.get(SEARCH_HISTORY_KEY)!), ['fer', 'zinc']);
    assert.deepEqual(createSearchHistoryStore(() => storage).read(), ['fer', 'zinc'], 'another page reads them');

    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const memory = createSearchHistoryStore(() => refusing);
    memory.add('zinc');
    assert.deepEqual(memory.add('fer'), ['fer', 'zinc']);
  });
});

const image = { url: '/api/v1/media/x.png', alt: '' };
const SUGGESTIONS: Suggestions = {
  total: 9,
  products: {
    total: 5,
    items: [
      {
        id: 1,
        name: 'Vitalance Magnésium',
        slug: 'vitalance-magnesium',
        promoted: false,
        is_new_from: null,
        is_new_to: null,
        is_new_formulae: false,
        caracteristics: { small_image: { value: image } },
      },
    ],
  },
  brands: {
    total: 1,
    items: [{ id: 2, title: 'Symbiora', slug: 'symbiora', brand: { name: 'Symbiora', logo: image, color: '#000' } }],
  },
  needs: { total: 0, items: [] },
  pages: { total: 1, items: [{ id: 3, title: 'Bien dormir', slug: 'bien-dormir', type: 'advice', thumbnail: image }] },
  about_page: {
    total: 2,
    items: [
      { id: 4, title: 'Notre histoire', slug: 'notre-histoire', type: 'about', thumbnail: image },
      { id: 5, title: 'Sans thème', slug: 'sans-theme', type: 'about', thumbnail: image },
    ],
  },
  corpo: { total: 1, items: [{ id: 6, title: 'Étrange', slug: 'etrange', type: 'unknown-type', thumbnail: image }] },
};

describe('the suggestion groups', () => {
  const groups = suggestionGroups(
    {
      suggestions: SUGGESTIONS,
      aboutThemes: { 'notre-histoire': { id: 9, title: 'Le laboratoire', slug: 'le-laboratoire' }, 'sans-theme': null },
    },
    hrefOf,
  );

  it('come in the order of the spec with their totals, empty groups left out', () => {
    assert.deepEqual(
      groups.map((group) => [group.key, group.total, group.options.length]),
      [
        ['products', 5, 1],
        ['brands', 1, 1],
        ['pages', 1, 1],
        ['about_page', 2, 2],
      ],
    );
  });

  it('lead each item to its page: product, brand, advice, an about page under its theme', () => {
    const hrefs = groups.flatMap((group) => group.options.map((option) => option.href));
    assert.deepEqual(hrefs, [
      router.href('product', { slug: 'vitalance-magnesium' }, 'fr-be'),
      router.href('brand', { slug: 'symbiora' }, 'fr-be'),
      router.href('advice', { slug: 'bien-dormir' }, 'fr-be'),
      router.href('about', { theme: 'le-laboratoire', filter: 'notre-histoire' }, 'fr-be'),
      router.href('cmsPage', { cmsPath: 'sans-theme' }, 'fr-be'),
    ]);
  });

  it('leave out an item of a page type the site does not know', () => {
    assert.ok(!groups.some((group) => group.key === 'corpo'));
  });

  it('give every option an id of its own', () => {
    const ids = groups.flatMap((group) => group.options.map((option) => option.id));
    assert.equal(new Set(ids).size, ids.length);
  });

  it('send the content API at most 100 characters of text, never half a character', () => {
    assert.equal(suggestText('a'.repeat(150)).length, 100);
    assert.equal(suggestText(`${'a'.repeat(99)}😀`), 'a'.repeat(99));
  });
});

describe('the search box as the server renders it', () => {
  const render = (locale: 'fr-be' | 'it-it') =>
    renderView(
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider api={{ shopId: 1, lang: 'fr' } as unknown as ApiClient}>
          <StaticRouter location="/">
            <SearchBox />
          </StaticRouter>
        </ApiProvider>
      </QueryClientProvider>,
      locale,
      {},
      { location: false },
    );

  it('is a GET form to the results page that works without JavaScript, its button enabled until the page runs', () => {
    const view = render('fr-be');
    const form = view.getByRole('search');
    assert.equal(form.tagName, 'FORM');
    assert.deepEqual([form.getAttribute('method'), form.getAttribute('action')], ['get', '/fr/resultats']);
    const input = view.getByRole<HTMLInputElement>('combobox', { name: 'Rechercher sur le site' });
    assert.deepEqual([input.name, input.getAttribute('minlength'), input.required], ['q', '3', true]);
    assert.equal(view.getByRole<HTMLButtonElement>('button', { name: 'Rechercher' }).disabled, false);
  });

  it('is a combobox named in the language of the page, controlling its listbox', () => {
    const view = render('it-it');
    const input = view.getByRole('combobox', { name: 'Cerca nel sito', expanded: false });
    // The listbox is in the panel, hidden until there is something to show.
    assert.equal(view.getByRole('listbox', { hidden: true }).id, input.getAttribute('aria-controls'));
  });
});
