// German texts, namespace search: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const search = {
  searching: 'Suche läuft',
  results_zero: 'Keine Ergebnisse',
  results_one: '{{count}} Ergebnis',
  results_other: '{{count}} Ergebnisse',
  noResults: 'Leider keine Ergebnisse für Ihre Suche',
  spellingHint: 'Überprüfen Sie die Schreibweise oder versuchen Sie es mit anderen Suchbegriffen.',
  error: 'Es ist ein Fehler aufgetreten',
  groups: {
    products: 'Produkte',
    brands: 'Marken',
    needs: 'Bedürfnisse',
    pages: 'Ratschläge und Artikel',
    about: 'Über uns',
    corporate: 'Das Labor',
  },
  seeAll: 'Alle Ergebnisse anzeigen',
  minChars: 'Geben Sie mindestens {{min}} Zeichen ein',
} as const satisfies NamespaceTexts<'search'>;
