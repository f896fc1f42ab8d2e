// SPEC §5's zip-has-a-city rule in the browser, for every form with a postal code and a city (the
// contact form, an address of the customer's book): once the postal code has its country's shape,
// the lookup of the chosen country's shop says its cities. The postal code is wrong when it has
// none; the city takes the lookup's spelling, the only city when there is one, and is cleared when
// it is not of the code. Before sending, the lookup is asked once more (its answer is usually
// cached) so the form is refused in the browser rather than by the server.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

import type { Country } from '../../../config/countries.ts';
import type { FieldError } from '../../../shared/forms/field-errors.ts';
import { isPostalCodeOf, normalizePostalCode, postalCodeErrorKey } from '../../../shared/forms/postal-codes.ts';
import { cityKey } from '../../../shared/forms/zip-cities.ts';
import { useApi } from '../../app/api-context.tsx';
import { citiesQuery } from '../../app/queries/forms.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { CityChoices } from './city-field.tsx';

/** The lookup's messages for the postal code and the city, given the cities it found. */
export function zipCityErrors(
  country: Country,
  city: string,
  cities: readonly string[],
): Partial<Record<'zipcode' | 'city', FieldError>> {
  if (cities.length === 0) return { zipcode: { key: postalCodeErrorKey(country) } };
  if (city !== '' && !cities.some((name) => cityKey(name) === cityKey(city)))
    return { city: { key: 'validation.cityOfZip' } };
  return {};
}

export interface CityLookupInput {
  country: Country;
  /** As typed. */
  zipcode: string;
  city: string;
  /** The cities the server found when it rendered a refused form again (no JavaScript yet). */
  serverCities: readonly string[] | null;
  setCity: (city: string) => void;
  setErrors: (errors: Partial<Record<'zipcode' | 'city', FieldError | undefined>>) => void;
}

export interface CityLookup {
  choices: CityChoices;
  /** The lookup's messages right before sending; none when it cannot answer (the server then decides). */
  errorsBeforeSending(): Promise<Partial<Record<'zipcode' | 'city', FieldError>>>;
}

export function useCityLookup({
  country,
  zipcode: typed,
  city,
  serverCities,
  setCity,
  setErrors,
}: CityLookupInput): CityLookup {
  const { locale } = useSite();
  const api = useApi();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const zipcode = normalizePostalCode(typed);
  const zipShaped = isPostalCodeOf(country, zipcode);
  const lookup = useQuery({ ...citiesQuery(api, locale, country, zipcode), enabled: hydrated && zipShaped });
  const cities = lookup.data;

  // The city typed when the answer arrives is read, not watched: typing does not run this again.
  const applyLookup = useEffectEvent((found: readonly string[]) => {
    const match = found.find((name) => cityKey(name) === cityKey(city));
    const chosen = match ?? (found.length === 1 ? found[0]! : '');
    if (chosen !== city) setCity(chosen);
    setErrors({
      zipcode: found.length === 0 ? { key: postalCodeErrorKey(country) } : undefined,
      ...(chosen !== '' && { city: undefined }),
    });
  });
  useEffect(() => {
    if (cities) applyLookup(cities);
  }, [cities, country]);

  const choices: CityChoices = !hydrated
    ? { state: 'server', cities: serverCities }
    : !zipShaped
      ? { state: 'needsZip' }
      : lookup.isError
        ? { state: 'failed' }
        : cities
          ? { state: 'found', cities }
          : { state: 'searching' };

  return {
    choices,
    async errorsBeforeSending() {
      if (!zipShaped) return {};
      const known = await queryClient.fetchQuery(citiesQuery(api, locale, country, zipcode)).catch(() => null);
      return known ? zipCityErrors(country, city.trim(), known) : {};
    },
  };
}
