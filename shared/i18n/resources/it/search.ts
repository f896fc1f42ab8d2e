// Italian texts, namespace search: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const search = {
  searching: 'Ricerca in corso',
  results_zero: 'Nessun risultato',
  results_one: '{{count}} risultato',
  results_many: '{{count}} di risultati',
  results_other: '{{count}} risultati',
  noResults: 'Siamo spiacenti, nessun risultato per la Sua ricerca',
  spellingHint: "Verifichi l'ortografia delle parole inserite o provi con altre parole chiave.",
  error: 'Si è verificato un errore',
  groups: {
    products: 'Prodotti',
    brands: 'Marchi',
    needs: 'Esigenze',
    pages: 'Consigli e articoli',
    about: 'Chi siamo',
    corporate: 'Il laboratorio',
  },
  seeAll: 'Vedi tutti i risultati',
  minChars: 'Digiti almeno {{min}} caratteri',
} as const satisfies NamespaceTexts<'search'>;
