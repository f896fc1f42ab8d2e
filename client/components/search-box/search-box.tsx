// The header's search box (SPEC §2.3, §4 'Search box', §5, §9). Enter or the button launches the
// search: the text loses its elisions and apostrophes (shared/search-text.ts) and goes to the results page in the `-r--term` grammar
// (the button is disabled below SEARCH_MIN_CHARS characters). From two characters, a panel of
// suggestions follows the text, SEARCH_DEBOUNCE_MS after the last keystroke, grouped with their
// totals and a link to all results; its states are idle, searching, results, no results and
// error. Empty and focused, the box offers the latest searches. Arrow keys move through the
// options and Enter follows one (ARIA combobox); Escape, a click outside, leaving the box and a
// route change close the panel.
//
// Without JavaScript it is a GET form to the results path (`?q=`), which the server turns into
// the search's own URL.
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';

import { MAX_SEARCH_TERM_LENGTH } from '../../../routes/segments.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SUGGESTIONS_MIN_CHARS_HEADER } from '../../../shared/constants.ts';
import { searchTextToTerm } from '../../../shared/search-text.ts';
import { SEARCH_QUERY_PARAM } from '../../../shared/site-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { usePageKey } from '../../app/page-key.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useResettableState } from '../../hooks/use-resettable-state.ts';
import { suggestedResultsCount } from '../search/results-count.ts';
import { useResultsHref } from '../search/results-href.ts';
import { createSearchHistoryStore } from './search-history.ts';
import { suggestQuery } from './suggest-query.ts';
import type { HrefOf } from './suggestion-options.ts';
import type { PanelOption } from './suggestion-panel.tsx';
import { useSuggestionUi } from './use-suggestion-ui.ts';

type Mode = 'idle' | 'history' | 'searching' | 'results' | 'no-results' | 'error';

const length = (text: string) => [...text].length;

export function SearchBox() {
  const { t } = useTranslation();
  const api = useApi();
  const href = useHref();
  const { router: routes, locale } = useSite();
  const resultsHref = useResultsHref();
  const navigate = useNavigate();
  const locationKey = usePageKey();
  const hydrated = useHydrated();
  const id = useId();
  const ids = { input: `${id}-input`, listbox: `${id}-listbox`, hint: `${id}-hint`, status: `${id}-status` };
  const optionId = (index: number) => `${id}-option-${index}`;
  const root = useRef<HTMLFormElement>(null);
  const store = useMemo(() => createSearchHistoryStore(), []);

  const [text, setText] = useState('');
  // SPEC §4: the panel hides on route change.
  const [open, setOpen] = useResettableState(false, locationKey);
  const [history, setHistory] = useState<string[]>([]);
  const [tooShort, setTooShort] = useState(false);

  const trimmed = text.trim();
  const term = searchTextToTerm(text);
  const enough = length(term) >= SEARCH_MIN_CHARS;
  const wantsSuggestions = length(trimmed) >= SUGGESTIONS_MIN_CHARS_HEADER;
  // The suggestions are asked for the term the results page gets, so both count the same results.
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const settled = wantsSuggestions && term !== '' && debounced === term;
  const suggest = useQuery({ ...suggestQuery(api, debounced), enabled: open && settled });

  const hrefOf: HrefOf = (kind, params) => {
    try {
      return routes.href(kind, params, locale);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  };

  const mode: Mode = !open
    ? 'idle'
    : trimmed === ''
      ? history.length > 0
        ? 'history'
        : 'idle'
      : !wantsSuggestions
        ? 'idle'
        : !settled || suggest.isFetching
          ? 'searching'
          : suggest.isError
            ? 'error'
            : !suggest.data
              ? 'searching'
              : suggest.data.suggestions.total === 0
                ? 'no-results'
                : 'results';
  // A new text or a new answer starts again from the input.
  const [active, setActive] = useResettableState(-1, `${mode}\u0000${trimmed}\u0000${suggest.dataUpdatedAt}`);

  const remember = (searched: string) => () => setHistory(store.add(searched));
  const historyOptions: PanelOption[] | null =
    mode === 'history'
      ? history.flatMap((each, index) => {
          const target = resultsHref({ term: each, filters: [] });
          return target ? [{ id: `history-${index}`, label: each, href: target, onFollow: remember(each) }] : [];
        })
      : null;
  // The panel's code comes the first time the box is opened (use-suggestion-ui.ts).
  const ui = useSuggestionUi(open);
  const groups = mode === 'results' && suggest.data && ui ? ui.suggestionGroups(suggest.data, hrefOf) : null;
  const allResults = enough ? resultsHref({ term, filters: [] }) : null;
  const found = suggest.data ? suggestedResultsCount(suggest.data.suggestions) : 0;
  const seeAll: PanelOption | null =
    mode === 'results' && allResults && found > 0
      ? {
          id: 'see-all',
          label: t('searchBox.seeAll', { count: found }),
          href: allResults,
          onFollow: remember(term),
        }
      : null;
  const options: PanelOption[] = historyOptions ?? [
    ...(groups ?? []).flatMap((group) => group.options),
    ...(seeAll ? [seeAll] : []),
  ];
  const visible = ui !== null && (mode === 'history' || mode === 'results') && options.length > 0;
  const showsPanel = visible || mode === 'searching' || mode === 'no-results' || mode === 'error';

  // The panel hides on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const follow = (option: PanelOption) => {
    option.onFollow?.();
    setOpen(false);
    void navigate(option.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = enough ? resultsHref({ term, filters: [] }) : null;
    if (!target) {
      setTooShort(true);
      return;
    }
    setHistory(store.add(term));
    setOpen(false);
    void navigate(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setHistory(store.read());
          setOpen(true);
          return;
        }
        if (!visible) return;
        const count = options.length;
        setActive((current) =>
          event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
        );
        return;
      }
      case 'Enter':
        if (visible && active >= 0 && options[active]) {
          event.preventDefault();
          follow(options[active]);
        } else if (!enough) {
          // The disabled button stops the browser submitting: say why.
          event.preventDefault();
          setTooShort(true);
        }
        return;
      case 'Escape':
        if (showsPanel) {
          event.preventDefault();
          setOpen(false);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const status =
    mode === 'searching'
      ? t('search:searching')
      : mode === 'error'
        ? t('search:error')
        : mode === 'no-results'
          ? `${t('search:noResults')}. ${t('search:spellingHint')}`
          : mode === 'results' && suggest.data
            ? t('search:results', { count: found })
            : tooShort && !enough
              ? t('searchBox.minChars', { min: SEARCH_MIN_CHARS })
              : '';

  return (
    <form
      ref={root}
      className="search-box"
      role="search"
      method="get"
      action={href('results') ?? undefined}
      onSubmit={onSubmit}
      onBlur={onBlur}
      noValidate={hydrated}
    >
      <label className="visually-hidden" htmlFor={ids.input}>
        {t('header.searchLabel')}
      </label>
      <div className="search-box__row">
        <input
          id={ids.input}
          className="search-box__input"
          type="search"
          name={SEARCH_QUERY_PARAM}
          value={text}
          placeholder={t('header.searchPlaceholder')}
          minLength={SEARCH_MIN_CHARS}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={ids.listbox}
          aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
          aria-describedby={ids.hint}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
            setOpen(true);
          }}
          onFocus={() => {
            setHistory(store.read());
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit" disabled={hydrated && !enough} aria-describedby={ids.hint}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('header.searchButton')}</span>
        </button>
      </div>
      <p id={ids.hint} className="visually-hidden">
        {t('searchBox.minChars', { min: SEARCH_MIN_CHARS })} {t('searchBox.keyboardHint')}
      </p>
      <p id={ids.status} className="visually-hidden" role="status">
        {status}
      </p>
      <div className="search-box__panel" hidden={status === '' && !visible} data-state={mode}>
        {status && (
          <p className="search-box__status" aria-hidden="true">
            {status}
          </p>
        )}
        {ui ? (
          <ui.SuggestionPanel
            listboxId={ids.listbox}
            optionId={optionId}
            active={active}
            hidden={!visible}
            history={historyOptions}
            groups={groups}
            seeAll={seeAll}
          />
        ) : (
          <div
            role="listbox"
            id={ids.listbox}
            className="search-box__listbox"
            aria-label={t('searchBox.suggestions')}
            hidden
          />
        )}
      </div>
    </form>
  );
}
