// The forms' data: the CSRF token the server rendered a form page with (decision 015; the values
// and messages of a failed POST are the route action's data), and the cities of a postal code
// (SPEC §7 GET /cities) in the chosen country's shop.
import { queryOptions } from '@tanstack/react-query';

import { type Country, COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { lookupLocaleOf, uniqueCityNames } from '../../../shared/forms/zip-cities.ts';

/** How long the cities of a postal code are used without asking again. */
const CITIES_STALE_TIME_MS = 10 * 60_000;

/**
 * Seeded by the server (server/render/prepare-page.tsx) when it renders a form page; a form shown
 * after a navigation in the browser has none, and gets one with the answer of its first POST.
 * The account's pages never ask for it in their loaders: after a form, the server reads such a
 * page again for the browser (without a token), and the answer would replace the browser's with null.
 */
export const formTokenQuery = () =>
  queryOptions<string | null>({ queryKey: ['form-token'], queryFn: () => null, staleTime: Infinity });

export const citiesQuery = (api: ApiClient, locale: Locale, country: Country, zipcode: string) => {
  const lookupLocale = lookupLocaleOf(country, locale);
  const shopId = COUNTRY_INFO[country].shopId;
  const lang = LOCALE_INFO[lookupLocale].language;
  return queryOptions({
    queryKey: ['cities', shopId, lang, zipcode],
    queryFn: async ({ signal }) =>
      uniqueCityNames(
        (await api.with({ shopId, lang }).cities.byZipcode(zipcode, { signal })).map((city) => city.name),
      ),
    staleTime: CITIES_STALE_TIME_MS,
  });
};
