// What the finder found for the URL's search: the pharmacies around the place, nearest first, as
// a numbered list beside the map, with pages; or why there is nothing to show — the text cannot
// be read, no place has that name, several do (each a link), or no pharmacy is near.
import { type ReactNode, useState } from 'react';

import { useTranslation } from '../../app/i18n.tsx';
import type { FinderOrigin, FinderOutcome } from '../../app/queries/locator.ts';
import { Pagination } from '../pagination.tsx';
import { FavouritesNotice } from './favourite-control.tsx';
import { FINDER_PER_PAGE, finderQueryString, type FinderSearch, MAX_PLACE_LENGTH } from './finder-search.ts';
import { PharmacyEntry } from './pharmacy-entry.tsx';
import { PharmacyMap } from './pharmacy-map.tsx';

export const RESULTS_HEADING_ID = 'finder-results-heading';

export interface FinderResultsProps {
  /** The finder's path in the current locale. */
  action: string;
  search: FinderSearch;
  outcome: FinderOutcome;
}

/** How the results name the place searched around. */
export function useOriginLabel(): (origin: FinderOrigin) => string {
  const { t } = useTranslation('locator');
  return (origin) =>
    origin.kind === 'place'
      ? origin.label
      : origin.near
        ? t('finder.results.positionNear', { city: origin.near })
        : t('finder.results.position');
}

function Message({ children }: { children: ReactNode }) {
  return <div className="finder-message">{children}</div>;
}

function Found({
  action,
  search,
  outcome,
}: FinderResultsProps & { outcome: Extract<FinderOutcome, { status: 'found' }> }) {
  const { t } = useTranslation('locator');
  const originLabel = useOriginLabel();
  const [pointed, setPointed] = useState<number | null>(null);
  const place = originLabel(outcome.origin);
  const pageCount = Math.ceil(outcome.total / FINDER_PER_PAGE);
  const firstNumber = (search.page - 1) * FINDER_PER_PAGE + 1;
  const hrefOf = (changes: Partial<FinderSearch>) => `${action}${finderQueryString({ ...search, ...changes })}`;
  return (
    <section className="finder-results" aria-labelledby={RESULTS_HEADING_ID}>
      <h2 id={RESULTS_HEADING_ID} className="finder-results__count">
        {t(search.adviceOnly ? 'finder.results.countAdvice' : 'finder.results.count', {
          count: outcome.total,
          radius: outcome.radiusKm,
          place,
        })}
      </h2>
      {outcome.widened && outcome.total > 0 && (
        <p className="finder-results__widened">{t('finder.results.widened', { radius: search.radiusKm })}</p>
      )}
      {outcome.total === 0 && (
        <Message>
          <p>{t('finder.results.noneHint')}</p>
          {search.adviceOnly && (
            <p>
              <a href={hrefOf({ adviceOnly: false, page: 1 })}>{t('finder.results.withoutAdviceFilter')}</a>
            </p>
          )}
        </Message>
      )}
      {outcome.items.length > 0 && (
        <>
          <FavouritesNotice />
          <div className="finder-results__layout">
            <ol className="finder-results__list" start={firstNumber} onMouseLeave={() => setPointed(null)}>
              {outcome.items.map((pharmacy, index) => (
                <PharmacyEntry
                  key={pharmacy.id}
                  pharmacy={pharmacy}
                  number={firstNumber + index}
                  onPoint={setPointed}
                />
              ))}
            </ol>
            <div className="finder-results__map">
              <PharmacyMap
                origin={outcome.origin}
                placeLabel={place}
                searchedName={outcome.origin.kind === 'place' ? outcome.origin.label : null}
                pharmacies={outcome.items}
                firstNumber={firstNumber}
                highlighted={pointed}
              />
            </div>
          </div>
          <Pagination page={search.page} pageCount={pageCount} hrefOf={(page) => hrefOf({ page })} />
        </>
      )}
    </section>
  );
}

export function FinderResults(props: FinderResultsProps) {
  const { t } = useTranslation('locator');
  const { action, search, outcome } = props;
  switch (outcome.status) {
    case 'idle':
      return null;
    case 'invalid':
      return (
        <Message>
          <p>{t(`finder.invalid.${outcome.reason}`, { max: MAX_PLACE_LENGTH })}</p>
        </Message>
      );
    case 'unknown':
      return (
        <Message>
          <p>{t('finder.unknown', { text: outcome.text })}</p>
        </Message>
      );
    case 'ambiguous':
      return (
        <Message>
          <p id="finder-places">{t('finder.ambiguous', { text: outcome.text })}</p>
          <ul className="finder-places" aria-labelledby="finder-places">
            {outcome.places.map((place) => (
              <li key={`${place.label}|${place.lat}|${place.lng}`}>
                <a
                  href={`${action}${finderQueryString({ ...search, where: { kind: 'place', text: place.label }, page: 1 })}`}
                >
                  {place.label}
                </a>
              </li>
            ))}
          </ul>
        </Message>
      );
    case 'found':
      return <Found {...props} outcome={outcome} />;
  }
}
