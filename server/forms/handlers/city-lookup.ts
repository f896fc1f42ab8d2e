// SPEC §5's city lookup as the forms ask it: the cities of a postal code in the chosen country's
// shop, in the visitor's language when that shop speaks it (zip-cities.ts).
import type { CityLookup } from '../../../shared/forms/zip-cities.ts';
import { lookupLocaleOf } from '../../../shared/forms/zip-cities.ts';
import type { FormContext } from '../form-handler.ts';

export function cityLookup({ clientOf, post }: Pick<FormContext, 'clientOf' | 'post'>): CityLookup {
  return async (country, zipcode) =>
    (await clientOf(lookupLocaleOf(country, post.locale)).cities.byZipcode(zipcode)).map((city) => city.name);
}
