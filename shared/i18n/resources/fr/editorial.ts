// French texts, namespace editorial: the content screens (advice, innovation, expertise, about, online help, CMS pages) (the reference: every language has the same keys and placeholders).
export const editorial = {
  pagedTitle: '{{title}} – page {{page}}',
  publishedOn: 'Publié le',
  contents: 'Sommaire',
  related: 'À lire aussi',
  articleCount_zero: 'Aucun article pour le moment',
  articleCount_one: '{{count}} article',
  articleCount_many: '{{count}} articles',
  articleCount_other: '{{count}} articles',
  adviceHome: {
    title: 'Nos conseils',
    intro:
      'Des articles rédigés avec nos pharmaciens et nos nutritionnistes pour prendre soin de votre santé au quotidien, thème par thème.',
    seeAll: 'Tous les articles «\u00a0{{theme}}\u00a0»',
    empty: 'Aucun conseil n’est publié pour le moment.',
  },
  innovations: {
    title: 'Qualité et innovation',
    intro:
      'Nos travaux de recherche, nos contrôles et nos engagements de qualité, de la sélection des matières premières jusqu’à la pharmacie.',
    categories: 'Catégories',
    all: 'Tous les articles',
    empty: 'Aucun article n’est publié dans cette catégorie pour le moment.',
  },
  expertises: {
    title: 'Nos expertises',
    intro:
      'Les domaines de santé sur lesquels le laboratoire travaille depuis plus de trente ans, et ce que nous en retenons pour nos formules.',
    empty: 'Aucune expertise n’est publiée pour le moment.',
  },
  about: {
    title: 'À propos',
    intro:
      'Notre histoire, nos équipes et nos engagements\u00a0: découvrez le laboratoire qui conçoit nos compléments alimentaires.',
    seeTheme: 'Découvrir «\u00a0{{theme}}\u00a0»',
    more: 'Aussi dans «\u00a0{{theme}}\u00a0»',
    empty: 'Aucune page n’est publiée pour le moment.',
    story: {
      title: 'Qui sommes-nous\u202f?',
      p1: 'Les Laboratoires Vitrine sont un laboratoire indépendant de compléments alimentaires, fondé en 1996 par deux chercheurs spécialistes du microbiote intestinal. Nous concevons nos formules, en suivons la fabrication et les distribuons exclusivement en pharmacie, en Belgique, en Suisse, en Allemagne, en Espagne et en Italie.',
      p2: 'Nos six marques couvrent les probiotiques, les vitamines et minéraux, les oméga-3, les extraits de plantes, le sommeil et la santé des femmes. Chaque produit repose sur des ingrédients documentés, des doses justifiées et des allégations autorisées, contrôlées par notre service réglementaire.',
      p3: 'Nous croyons qu’un complément alimentaire se choisit avec un conseil\u00a0: c’est pourquoi nous formons chaque année les équipes des pharmacies et que nos pharmaciens répondent à vos questions. Découvrez ci-dessous notre histoire, nos équipes et nos engagements.',
    },
    figures: {
      label: 'Le laboratoire en quelques chiffres',
      founded: { value: '1996', label: 'création du laboratoire' },
      countries: { value: '5 pays', label: 'où nos produits sont conseillés en pharmacie' },
      brands: { value: '6 marques', label: 'du microbiote aux extraits de plantes' },
      pharmacies: { value: '900+', label: 'pharmacies formées par nos équipes' },
    },
  },
  faq: {
    title: 'Aide en ligne',
    intro: 'Les réponses aux questions que nos visiteurs nous posent le plus souvent.',
    empty: 'Aucune question n’est publiée pour le moment.',
    moreTitle: 'Vous ne trouvez pas votre réponse\u202f?',
    moreText: 'Écrivez-nous\u00a0: notre service client vous répond dans les meilleurs délais.',
    contact: 'Contactez-nous',
  },
  brandCorner: {
    pages: 'L’univers {{brand}}',
    products: 'Voir les produits {{brand}}',
  },
  news: {
    crumb: 'Actualités',
  },
  preview: {
    crumb: 'Aperçu',
    notice: 'Aperçu\u00a0: ce contenu n’est visible que par les personnes connectées tant qu’il n’est pas publié.',
    publication: 'Date de publication\u00a0:',
  },
} as const;
