// How the text a visitor typed names a place (pure): a zip code, a zip code and its city as the
// suggestions write them ('1000 Bruxelles'), or a city's name, accents and case aside.
import type { Geocode } from '../../../shared/api/resources/geocoding.ts';

/** Four digits (be, ch) or five (de, es, it), optionally followed by the place's name. */
const LEADING_ZIPCODE = /^(\d{4,5})(?:\s+(.+))?$/;

/** Lower case without accents, as the content API compares city names. */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The zip code a text starts with, and the name after it. */
export function zipcodeOf(text: string): { zipcode: string; name: string | null } | null {
  const match = LEADING_ZIPCODE.exec(text.trim());
  return match ? { zipcode: match[1]!, name: match[2] ?? null } : null;
}

/** A geocode's place name without the zip code its label starts with. */
export function placeName(place: Pick<Geocode, 'label' | 'zipcode'>): string {
  return place.zipcode && place.label.startsWith(`${place.zipcode} `)
    ? place.label.slice(place.zipcode.length + 1)
    : place.label;
}

export type PlaceChoice =
  { kind: 'one'; place: Geocode; label: string } | { kind: 'several'; places: Geocode[] } | { kind: 'none' };

/**
 * What the geocoding's candidates for a name make of it: a city of exactly that name (the first,
 * for a city with several zip codes), the only candidate, or a choice for the visitor.
 */
export function choosePlace(text: string, candidates: readonly Geocode[]): PlaceChoice {
  const wanted = foldPlace(text);
  const exact = candidates.find(
    (candidate) => foldPlace(placeName(candidate)) === wanted || foldPlace(candidate.label) === wanted,
  );
  if (exact)
    return { kind: 'one', place: exact, label: foldPlace(exact.label) === wanted ? exact.label : placeName(exact) };
  if (candidates.length === 1) return { kind: 'one', place: candidates[0]!, label: candidates[0]!.label };
  if (candidates.length > 1) return { kind: 'several', places: [...candidates] };
  return { kind: 'none' };
}
