import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { renderToString } from 'react-dom/server';

import { ERROR_PAGE_FAILED_TEXT, ErrorPageFailed } from '../../client/app/error-pages/error-page-failed.tsx';
import { it as italian } from '../../shared/i18n/resources/it.ts';
import { renderHtml } from '../helpers/render-view.tsx';

describe('the notice shown when the error page itself fails', () => {
  it("is a plain notice with a link home, in the visitor's language", () => {
    const html = renderHtml(<ErrorPageFailed />, 'it-it');
    assert.ok(html.includes(italian.errors.errorPageFailed));
    assert.ok(html.includes(`<a href="/">${italian.errors.notFound.backHome}</a>`));
  });

  it('still says what happened without any translations', () => {
    const html = renderToString(<ErrorPageFailed />);
    assert.ok(html.includes(ERROR_PAGE_FAILED_TEXT));
    assert.ok(html.includes('<a href="/">'));
  });
});
