// Dutch texts, namespace search: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const search = {
  searching: 'Bezig met zoeken',
  results_zero: 'Geen resultaten',
  results_one: '{{count}} resultaat',
  results_other: '{{count}} resultaten',
  noResults: 'Helaas, geen resultaten voor uw zoekopdracht',
  spellingHint: 'Controleer de spelling van de ingevoerde woorden of probeer andere zoektermen.',
  error: 'Er is een fout opgetreden',
  groups: {
    products: 'Producten',
    brands: 'Merken',
    needs: 'Behoeften',
    pages: 'Tips en artikels',
    about: 'Over ons',
    corporate: 'Het laboratorium',
  },
  seeAll: 'Alle resultaten bekijken',
  minChars: 'Typ minstens {{min}} tekens',
} as const satisfies NamespaceTexts<'search'>;
