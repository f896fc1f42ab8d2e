// The search box of the results page: a plain GET form to the results path, so it works without
// JavaScript (the server turns `?q=` into the canonical `-r--term` URL, server/middleware/
// search-query.ts). With JavaScript, the same term goes to the same URL without a page load.
import { useId, useState, type FormEvent } from 'react';
import { MAX_SEARCH_TERM_LENGTH, searchTextToTerm } from '../../../routes/segments.ts';
import { SEARCH_MIN_CHARS } from '../../../shared/constants.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { usePageRouter } from '../../app/router/router-context.tsx';
import { useHref } from '../../app/site.tsx';
import { SEARCH_QUERY_PARAM } from './query-param.ts';
import { useResultsHref } from './results-href.ts';

export function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation('search');
  const id = useId();
  const href = useHref();
  const resultsHref = useResultsHref();
  const router = usePageRouter();
  const [text, setText] = useState(term);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const next = searchTextToTerm(text);
    const target = next === '' ? null : resultsHref({ term: next, filters: [] });
    if (!target) return; // the browser's own submission: the server answers what the text allows
    event.preventDefault();
    void router.navigate(target);
  };

  return (
    <form className="search-form" role="search" method="get" action={href('results') ?? undefined} onSubmit={onSubmit}>
      <label className="search-form__label" htmlFor={id}>
        {t('form.label')}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="search-form__input"
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
      <p id={`${id}-hint`} className="search-form__hint">
        {t('minChars', { min: SEARCH_MIN_CHARS })}
      </p>
    </form>
  );
}
