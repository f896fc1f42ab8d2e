import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { pageWindow, Pagination } from '../../client/components/pagination.tsx';
import { renderHtml } from '../helpers/render-view.tsx';

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
    const html = renderHtml(
      <Pagination page={2} pageCount={3} hrefOf={(page) => (page === 1 ? '/prodotti' : `/prodotti/-p--${page}`)} />,
      'it-it',
    );
    assert.match(html, /<a href="\/prodotti" rel="prev">Pagina precedente<\/a>/);
    assert.match(html, /<a href="\/prodotti\/-p--3" rel="next">Pagina successiva<\/a>/);
    assert.match(
      html,
      /<span class="pagination__current" aria-current="page" aria-label="Pagina 2, pagina corrente">2<\/span>/,
    );
    assert.match(html, /<a href="\/prodotti\/-p--3" aria-label="Pagina 3">3<\/a>/);
  });

  it('is absent for a list of one page', () => {
    assert.equal(renderHtml(<Pagination page={1} pageCount={1} hrefOf={() => '/'} />, 'it-it'), '');
  });
});
