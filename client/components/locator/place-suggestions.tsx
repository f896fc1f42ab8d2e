// The places the search box suggests while the visitor types (GET /geocoding), as a <datalist>:
// the browser shows and announces them, and picking one fills the box with '1000 Bruxelles',
// which the finder reads exactly. Browser only; without JavaScript the box is a plain text field.
import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_MIN_CHARS_HEADER } from '../../../shared/constants.ts';
import { useApi } from '../../app/api-context.tsx';
import { placeSuggestionsQuery } from '../../app/queries/locator.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { MAX_PLACE_LENGTH, tidyPlace } from './finder-search.ts';

export function PlaceSuggestions({ id, text }: { id: string; text: string }) {
  const api = useApi();
  const typed = useDebouncedValue(tidyPlace(text), SEARCH_DEBOUNCE_MS);
  const wanted = typed.length >= SUGGESTIONS_MIN_CHARS_HEADER && typed.length <= MAX_PLACE_LENGTH;
  const { data: places = [] } = useQuery({ ...placeSuggestionsQuery(api, typed), enabled: wanted });
  return (
    <datalist id={id}>
      {wanted && places.map((place) => <option key={`${place.label}|${place.lat}|${place.lng}`} value={place.label} />)}
    </datalist>
  );
}
