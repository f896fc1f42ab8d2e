import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

import { SearchForm, searchTarget } from '../../client/components/search/search-form.tsx';
import { renderView, siteFor } from '../helpers/render-view.tsx';

const withRouter = (element: ReactNode) => <StaticRouter location="/fr/resultats">{element}</StaticRouter>;

describe('the search form', () => {
  it('is a labelled GET form to the results path that works without JavaScript', () => {
    const term = '"><script>alert(1)</script>';
    const view = renderView(withRouter(<SearchForm term={term} />), 'fr-be', {}, { location: false });
    const form = view.getByRole('search');
    assert.equal(form.tagName, 'FORM');
    assert.deepEqual([form.getAttribute('action'), form.getAttribute('method')], ['/fr/resultats', 'get']);
    const input = view.getByRole<HTMLInputElement>('searchbox', { name: 'Votre recherche' });
    assert.equal(input.name, 'q');
    assert.equal(input.value, term, 'the term stays an attribute value');
    assert.equal(view.container.querySelectorAll('script').length, 0, 'the term stays an attribute value');
    assert.equal(input.getAttribute('minlength'), '3', 'SPEC §5: three characters at least');
    assert.ok(
      view.getByRole('searchbox', { description: 'Saisissez au moins 3 caractères' }),
      'SPEC §5: three characters at least',
    );
  });

  it("leads a submitted text to its term's results, elisions dropped; nowhere when no term is left", () => {
    const { router } = siteFor('it-it');
    const resultsHref = (search: Parameters<typeof router.href>[1]['search']) =>
      router.href('results', { search }, 'it-it');
    assert.equal(searchTarget("  l'olio  d’enotera ", resultsHref), '/results/-r--olio%20enotera');
    assert.equal(searchTarget(" ' ", resultsHref), null);
  });
});
