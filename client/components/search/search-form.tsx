// The search box of the results page: a plain GET form to the results path, so it works without
// JavaScript (the server turns `?q=` into the canonical `-r--term` URL, server/middleware/
// search-query.ts). With JavaScript, the same term goes to the same URL without a page load.
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { MAX_SEARCH_TERM_LENGTH, type SearchSegments } from '../../../routes/segments.ts';
import { SEARCH_MIN_CHARS } from '../../../shared/constants.ts';
import { searchTextToTerm } from '../../../shared/search-text.ts';
import { SEARCH_QUERY_PARAM } from '../../../shared/site-paths.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { useResultsHref } from './results-href.ts';

/**
 * Where a submitted text leads: the results of its term, or null when it leaves no term (the
 * browser then submits the form itself, and the server shows the form again).
 */
export function searchTarget(text: string, resultsHref: (search: SearchSegments) => string | null): string | null {
  const term = searchTextToTerm(text);
  return term === '' ? null : resultsHref({ term, filters: [] });
}

export function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation('search');
  const id = useId();
  const href = useHref();
  const resultsHref = useResultsHref();
  const navigate = useNavigate();
  const [text, setText] = useState(term);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = searchTarget(text, resultsHref);
    if (!target) return;
    event.preventDefault();
    void navigate(target);
  };

  return (
    <form className="search-form" role="search" method="get" action={href('results') ?? undefined} onSubmit={onSubmit}>
      <label className="search-form__label" htmlFor={id}>
        {t('form.label')}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="pill-input search-form__input"
          type="search"
          name={SEARCH_QUERY_PARAM}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('form.placeholder')}
          minLength={SEARCH_MIN_CHARS}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button search-form__submit">
          {t('form.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="input-hint">
        {t('minChars', { min: SEARCH_MIN_CHARS })}
      </p>
    </form>
  );
}
