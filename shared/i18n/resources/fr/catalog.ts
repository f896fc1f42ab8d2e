// French texts, namespace catalog: the catalogue's screens (brands, products list, needs, Q&A) (the reference: every language has the same keys and placeholders).
export const catalog = {
  brands: {
    intro:
      'Chaque marque du laboratoire répond à un domaine de la santé au quotidien. Découvrez leurs engagements et leurs produits.',
    description:
      'Les marques du laboratoire\u00a0: probiotiques, micronutrition et phytonutrition. Découvrez chacune d’entre elles et ses produits.',
    empty: "Aucune marque n'est disponible pour le moment.",
  },
  brand: {
    description: '{{brand}}\u00a0: {{baseline}}. Découvrez la marque et ses produits.',
    products: 'Les produits {{brand}}',
    seeAllProducts: 'Voir tous les produits {{brand}}',
    noProducts: "Cette marque n'a pas encore de produit disponible dans votre pays.",
    faq: 'Questions fréquentes sur {{brand}}',
    corner: "L'univers {{brand}}\u00a0: conseils et informations de la marque",
  },
  products: {
    description:
      'Les compléments alimentaires du laboratoire\u00a0: probiotiques, vitamines, minéraux et extraits de plantes, à filtrer par marque, besoin ou forme.',
    categoryDescription:
      '{{category}}\u00a0: les compléments alimentaires du laboratoire, à filtrer par marque, besoin ou forme.',
    titleWithFilters: '{{title}}\u00a0: {{filters}}',
    titleWithPage: '{{title}}, page {{page}}',
    count_zero: 'Aucun produit',
    count_one: '{{count}} produit',
    count_many: '{{count}} de produits',
    count_other: '{{count}} produits',
    results: 'Produits de la sélection',
    empty: 'Aucun produit ne correspond à votre sélection.',
    emptyHint: 'Retirez un filtre pour élargir votre recherche.',
    allProducts: 'Tous les produits',
    filters: {
      title: 'Filtrer les produits',
      active: 'Vos filtres',
      remove: 'Retirer le filtre {{value}}',
      clearAll: 'Effacer tous les filtres',
      category: 'Catégorie',
    },
    facets: {
      brand: 'Marque',
      need: 'Besoin',
      galenicFormat: 'Forme',
      activeIngredient: 'Principe actif',
      flavour: 'Goût',
      dinerType: 'Moment de prise',
      display: 'Sélection',
      products: 'Produits',
    },
    sort: {
      label: 'Trier par',
      relevance: 'Pertinence',
      priceAsc: 'Prix croissant',
      priceDesc: 'Prix décroissant',
    },
  },
  needs: {
    intro:
      'Digestion, sommeil, énergie, défenses naturelles… Choisissez un besoin pour trouver nos conseils et les produits qui y répondent.',
    description:
      'Trouvez les compléments alimentaires adaptés à vos besoins\u00a0: digestion, sommeil, stress, énergie, défenses naturelles et bien plus.',
    subNeeds: 'Précisez votre besoin\u00a0: {{need}}',
    quiz: {
      lead: 'Vous hésitez\u202f?',
      label: 'Répondez à notre questionnaire',
    },
  },
  need: {
    intro: 'Bon à savoir\u00a0: {{need}}',
    subNeeds: 'Précisez votre besoin',
    products: 'Nos produits pour ce besoin',
    seeAllProducts: 'Voir tous les produits pour ce besoin',
    noProducts: "Aucun produit n'est encore proposé pour ce besoin dans votre pays.",
    pages: 'Nos conseils',
  },
  qa: {
    description: 'Les réponses à vos questions sur {{product}}\u00a0: utilisation, conservation, précautions.',
    intro: 'Les questions fréquentes sur {{product}} et les réponses de notre équipe.',
    empty: "Aucune question n'a encore été posée sur ce produit.",
    contactPrompt: 'Vous avez une question sur ce produit\u202f? Notre service client vous répond.',
    contactLink: 'Contactez-nous',
    backToProduct: 'Voir la fiche produit {{product}}',
  },
} as const;
