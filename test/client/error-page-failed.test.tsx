import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import { renderToString } from 'react-dom/server';

import { ERROR_PAGE_FAILED_TEXT, ErrorPageFailed } from '../../client/app/error-pages/error-page-failed.tsx';
import { it as italian } from '../../shared/i18n/resources/it.ts';
import { renderView, viewOf } from '../helpers/render-view.tsx';

describe('the notice shown when the error page itself fails', () => {
  it("is a plain notice with a link home, in the visitor's language", () => {
    const view = renderView(<ErrorPageFailed />, 'it-it');
    assert.ok(within(view.getByRole('alert')).getByText(italian.errors.errorPageFailed));
    assert.equal(view.getByRole('link', { name: italian.errors.notFound.backHome }).getAttribute('href'), '/');
  });

  it('still says what happened without any translations', () => {
    const view = viewOf(renderToString(<ErrorPageFailed />));
    assert.ok(within(view.getByRole('alert')).getByText(ERROR_PAGE_FAILED_TEXT));
    assert.equal(view.getByRole('link').getAttribute('href'), '/');
  });
});
