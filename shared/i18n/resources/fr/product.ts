// French texts, namespace product (the reference: every language has the same keys and placeholders).
export const product = {
  sections: {
    description: 'Description',
    usage: "Conditions d'utilisation et conseils",
    precautions: "Précautions d'emploi",
    ingredients: 'Ingrédients',
    nutritionalAnalysis: 'Analyse nutritionnelle',
    storage: 'Conservation',
    faq: 'Questions fréquentes',
    packagingSizes: 'Formats disponibles',
    conditionings: 'Conditionnements',
  },
  nutrition: {
    perDailyDose: 'Par dose journalière',
    nrv: '% VNR',
    nrvNote: 'VNR : valeurs nutritionnelles de référence',
    caption: '{{product}} : valeurs nutritionnelles',
    component: 'Composant',
  },
  volumeDiscount: 'À partir de {{quantity}} boîtes : {{price}} la boîte',
  courseDuration: 'Cure de {{days}} jours',
  relatedPages: 'Articles associés',
  relatedProducts: 'Produits associés',
  questions: {
    title: 'Questions et réponses',
    pageTitle: '{{product}} : questions et réponses',
    seeAll: 'Voir toutes les questions',
  },
} as const;
