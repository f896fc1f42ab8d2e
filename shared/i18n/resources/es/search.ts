// Spanish texts, namespace search: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const search = {
  searching: 'Búsqueda en curso',
  results_zero: 'Ningún resultado',
  results_one: '{{count}} resultado',
  results_many: '{{count}} de resultados',
  results_other: '{{count}} resultados',
  noResults: 'Lo sentimos, no hay resultados para su búsqueda',
  spellingHint: 'Compruebe la ortografía de las palabras introducidas o pruebe con otras palabras clave.',
  error: 'Se ha producido un error',
  groups: {
    products: 'Productos',
    brands: 'Marcas',
    needs: 'Necesidades',
    pages: 'Consejos y artículos',
    about: 'Sobre nosotros',
    corporate: 'El laboratorio',
  },
  seeAll: 'Ver todos los resultados',
  minChars: 'Escriba al menos {{min}} caracteres',
} as const satisfies NamespaceTexts<'search'>;
