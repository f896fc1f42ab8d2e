// French texts, namespace search (the reference: every language has the same keys and placeholders).
export const search = {
  searching: 'Recherche en cours',
  results_zero: 'Aucun résultat',
  results_one: '{{count}} résultat',
  results_many: '{{count}} de résultats',
  results_other: '{{count}} résultats',
  noResults: 'Désolé, aucun résultat pour votre recherche',
  spellingHint: "Vérifiez l'orthographe des mots saisis ou essayez avec d'autres mots-clés.",
  error: 'Une erreur a eu lieu',
  groups: {
    products: 'Produits',
    brands: 'Marques',
    needs: 'Besoins',
    pages: 'Conseils et articles',
    about: 'À propos',
    corporate: 'Le laboratoire',
  },
  seeAll: 'Voir tous les résultats',
  minChars: 'Saisissez au moins {{min}} caractères',
} as const;
