// French texts, namespace home (the reference: every language has the same keys and placeholders).
export const home = {
  hero: {
    campaign: 'Campagne d’automne\u00a0: soutenez vos défenses naturelles',
    toProducts: 'Découvrir nos produits',
    toNeeds: 'Trouver selon vos besoins',
    title: 'Le laboratoire expert du microbiote',
    intro:
      'Probiotiques, micronutrition et phytonutrition\u00a0: des compléments alimentaires pensés pour votre équilibre au quotidien.',
  },
  ourBrands: 'Nos marques',
  yourNeeds: 'Vos besoins',
  latestAdvice: 'Nos derniers conseils',
  news: 'Actualités',
  findPharmacy: {
    title: 'Trouver une pharmacie',
    text: 'Des pharmaciens formés à nos produits vous conseillent près de chez vous.',
    button: 'Trouver une pharmacie',
  },
  seeAll: 'Voir tout',
  selection: 'Notre sélection',
  seeAllProducts: 'Voir tous les produits',
  seeAllNeeds: 'Voir tous les besoins',
  seeAllAdvice: 'Voir tous les conseils',
} as const;
