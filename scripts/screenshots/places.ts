// A place of each country that the catalogue knows: its postal code is in the city lookup
// (catalog/seed/cities.ts), for a new address and for a pharmacy search.
import type { Country } from '../../config/countries.ts';

export const PLACE_OF: Readonly<Record<Country, { street: string; zipcode: string }>> = {
  be: { street: 'Rue des Sources 12', zipcode: '1000' },
  ch: { street: 'Quellenstrasse 8', zipcode: '1003' },
  de: { street: 'Prager Straße 5', zipcode: '01067' },
  es: { street: 'Calle Mayor 5', zipcode: '01001' },
  it: { street: 'Via Appia Nuova 12', zipcode: '00153' },
};
