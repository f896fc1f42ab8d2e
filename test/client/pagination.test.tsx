import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { pageWindow, Pagination } from '../../client/components/pagination.tsx';
import { renderView } from '../helpers/render-view.tsx';

describe('pagination', () => {
  it('shows the first, the last and two pages each side of the current one, a gap for the rest', () => {
    assert.deepEqual(pageWindow(1, 1), [1]);
    assert.deepEqual(pageWindow(1, 4), [1, 2, 3, 4]);
    assert.deepEqual(pageWindow(6, 20), [1, null, 4, 5, 6, 7, 8, null, 20]);
    // A gap of one page shows that page instead of an ellipsis.
    assert.deepEqual(pageWindow(4, 10), [1, 2, 3, 4, 5, 6, null, 10]);
    assert.deepEqual(pageWindow(20, 20), [1, null, 18, 19, 20]);
  });

  it('links every page but the current one, and says which one that is', () => {
    const view = renderView(
      <Pagination page={2} pageCount={3} hrefOf={(page) => (page === 1 ? '/prodotti' : `/prodotti/-p--${page}`)} />,
      'it-it',
    );
    const pages = within(view.getByRole('navigation', { name: 'Paginazione' }));
    const previous = pages.getByRole('link', { name: 'Pagina precedente' });
    assert.deepEqual([previous.getAttribute('href'), previous.getAttribute('rel')], ['/prodotti', 'prev']);
    const next = pages.getByRole('link', { name: 'Pagina successiva' });
    assert.deepEqual([next.getAttribute('href'), next.getAttribute('rel')], ['/prodotti/-p--3', 'next']);
    assert.equal(pages.getByRole('link', { name: 'Pagina 3' }).textContent, '3');
    assert.equal(pages.getByRole('link', { name: 'Pagina 3' }).getAttribute('href'), '/prodotti/-p--3');
    assert.equal(pages.queryAllByRole('link', { name: /^Pagina 2/ }).length, 0, 'the current page is no link');
    const current = pages.getByText('2');
    assert.equal(current.getAttribute('aria-current'), 'page');
    assert.equal(current.getAttribute('aria-label'), 'Pagina 2, pagina corrente');
  });

  it('is absent for a list of one page', () => {
    assert.equal(
      renderView(<Pagination page={1} pageCount={1} hrefOf={() => '/'} />, 'it-it').container.childNodes.length,
      0,
    );
  });
});
