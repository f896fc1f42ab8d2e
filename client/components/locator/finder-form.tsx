// The pharmacy finder's search form: a GET form to the finder's own path, so it works without
// JavaScript (the server renders the results of `?q=`). With JavaScript the same URL is loaded
// in the page, places are suggested as the visitor types, and "locate me" is offered.
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { useTranslation } from '../../app/i18n.tsx';
import {
  FINDER_PARAMS,
  FINDER_RADII_KM,
  finderQueryString,
  type FinderSearch,
  type FinderWhere,
  MAX_PLACE_LENGTH,
  tidyPlace,
} from './finder-search.ts';
import { LocateMe } from './locate-me.tsx';
import { PlaceSuggestions } from './place-suggestions.tsx';
import { useLocateMe } from './use-locate-me.ts';

export interface FinderFormProps {
  /** The finder's path in the current locale. */
  action: string;
  search: FinderSearch;
}

/** What the form asks for: the typed place, else the position being searched around, else nothing. */
export function submittedWhere(text: string, current: FinderWhere): FinderWhere | null {
  const place = tidyPlace(text);
  if (place !== '') return { kind: 'place', text: place };
  return current.kind === 'position' ? current : null;
}

export function FinderForm({ action, search }: FinderFormProps) {
  const { t } = useTranslation('locator');
  const id = useId();
  const navigate = useNavigate();
  const { where } = search;
  const [text, setText] = useState(where.kind === 'place' || where.kind === 'invalid' ? where.text : '');
  const [radiusKm, setRadiusKm] = useState(search.radiusKm);
  const [adviceOnly, setAdviceOnly] = useState(search.adviceOnly);
  const position = where.kind === 'position' ? where : null;

  const go = useCallback(
    (next: FinderWhere) => void navigate(`${action}${finderQueryString({ where: next, radiusKm, adviceOnly })}`),
    [navigate, action, radiusKm, adviceOnly],
  );
  const locateMe = useLocateMe(
    useCallback((found: { lat: number; lng: number }) => go({ kind: 'position', ...found }), [go]),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const next = submittedWhere(text, where);
    // Nothing to look for: the browser's own check of `required` speaks.
    if (!next) return;
    event.preventDefault();
    go(next);
  };

  return (
    <form
      className="finder-form"
      role="search"
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label={t('finder.form.name')}
    >
      <div className="finder-form__place">
        <label className="finder-form__label" htmlFor={`${id}-place`}>
          {t('finder.form.label')}
        </label>
        <div className="finder-form__row">
          <input
            id={`${id}-place`}
            className="pill-input finder-form__input"
            type="search"
            name={FINDER_PARAMS.place}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={MAX_PLACE_LENGTH}
            // Around a position, an empty box searches there again (a new distance, the advice filter).
            required={!position}
            autoComplete="off"
            enterKeyHint="search"
            list={`${id}-places`}
            aria-describedby={`${id}-hint`}
          />
          <PlaceSuggestions id={`${id}-places`} text={text} />
          <button type="submit" className="button finder-form__submit">
            {t('finder.form.submit')}
          </button>
        </div>
        <p id={`${id}-hint`} className="input-hint">
          {position ? t('finder.form.hintPosition') : t('finder.form.hint')}
        </p>
        {position && (
          <>
            <input type="hidden" name={FINDER_PARAMS.lat} value={position.lat} />
            <input type="hidden" name={FINDER_PARAMS.lng} value={position.lng} />
          </>
        )}
      </div>
      <div className="finder-form__options">
        <label className="finder-form__radius">
          <span>{t('finder.form.radius')}</span>
          <select
            name={FINDER_PARAMS.radius}
            value={radiusKm}
            onChange={(event) => setRadiusKm(Number(event.target.value))}
          >
            {FINDER_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {t('finder.form.radiusOption', { km })}
              </option>
            ))}
          </select>
        </label>
        <label className="finder-form__advice">
          <input
            type="checkbox"
            name={FINDER_PARAMS.advice}
            value="1"
            checked={adviceOnly}
            onChange={(event) => setAdviceOnly(event.target.checked)}
          />
          <span>{t('finder.form.adviceOnly')}</span>
        </label>
      </div>
      <LocateMe state={locateMe.state} onLocate={locateMe.locate} />
    </form>
  );
}
