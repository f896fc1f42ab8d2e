// German texts, namespace catalog: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const catalog = {
  brands: {
    intro:
      'Jede Marke des Labors widmet sich einem Bereich der täglichen Gesundheit. Entdecken Sie ihre Grundsätze und ihre Produkte.',
    description:
      'Die Marken des Labors: Probiotika, Mikronährstoffe und Pflanzenstoffe. Entdecken Sie jede Marke und ihre Produkte.',
    empty: 'Derzeit sind keine Marken verfügbar.',
  },
  brand: {
    description: '{{brand}}: {{baseline}}. Entdecken Sie die Marke und ihre Produkte.',
    products: 'Die Produkte von {{brand}}',
    seeAllProducts: 'Alle Produkte von {{brand}} ansehen',
    noProducts: 'Von dieser Marke ist in Ihrem Land noch kein Produkt erhältlich.',
    faq: 'Häufige Fragen zu {{brand}}',
    corner: 'Die Welt von {{brand}}: Tipps und Informationen der Marke',
  },
  products: {
    description:
      'Die Nahrungsergänzungsmittel des Labors: Probiotika, Vitamine, Mineralstoffe und Pflanzenextrakte, filterbar nach Marke, Bedürfnis oder Darreichungsform.',
    categoryDescription:
      '{{category}}: die Nahrungsergänzungsmittel des Labors, filterbar nach Marke, Bedürfnis oder Darreichungsform.',
    titleWithFilters: '{{title}}: {{filters}}',
    titleWithPage: '{{title}}, Seite {{page}}',
    count_zero: 'Keine Produkte',
    count_one: '{{count}} Produkt',
    count_other: '{{count}} Produkte',
    results: 'Produkte der Auswahl',
    empty: 'Kein Produkt entspricht Ihrer Auswahl.',
    emptyHint: 'Entfernen Sie einen Filter, um mehr Produkte zu sehen.',
    allProducts: 'Alle Produkte',
    filters: {
      title: 'Produkte filtern',
      active: 'Ihre Filter',
      remove: 'Filter {{value}} entfernen',
      clearAll: 'Alle Filter löschen',
      category: 'Kategorie',
    },
    facets: {
      brand: 'Marke',
      need: 'Bedürfnis',
      galenicFormat: 'Darreichungsform',
      activeIngredient: 'Wirkstoff',
      flavour: 'Geschmack',
      dinerType: 'Einnahmezeitpunkt',
      display: 'Auswahl',
      products: 'Produkte',
    },
    sort: {
      label: 'Sortieren nach',
      relevance: 'Relevanz',
      priceAsc: 'Preis aufsteigend',
      priceDesc: 'Preis absteigend',
    },
  },
  needs: {
    intro:
      'Verdauung, Schlaf, Energie, Abwehrkräfte… Wählen Sie ein Bedürfnis, um unsere Tipps und die passenden Produkte zu finden.',
    description:
      'Finden Sie die Nahrungsergänzungsmittel, die zu Ihren Bedürfnissen passen: Verdauung, Schlaf, Stress, Energie, Abwehrkräfte und mehr.',
    subNeeds: 'Ihr Bedürfnis genauer: {{need}}',
    quiz: {
      lead: 'Sie sind unsicher?',
      label: 'Beantworten Sie unseren Fragebogen',
    },
  },
  need: {
    intro: 'Gut zu wissen: {{need}}',
    subNeeds: 'Ihr Bedürfnis genauer',
    products: 'Unsere Produkte für dieses Bedürfnis',
    seeAllProducts: 'Alle Produkte für dieses Bedürfnis ansehen',
    noProducts: 'Für dieses Bedürfnis wird in Ihrem Land noch kein Produkt angeboten.',
    pages: 'Unsere Gesundheitstipps',
  },
  qa: {
    description: 'Antworten auf Ihre Fragen zu {{product}}: Anwendung, Aufbewahrung, Vorsichtsmaßnahmen.',
    intro: 'Häufige Fragen zu {{product}} und die Antworten unseres Teams.',
    empty: 'Zu diesem Produkt wurden noch keine Fragen gestellt.',
    contactPrompt: 'Sie haben eine Frage zu diesem Produkt? Unser Kundenservice antwortet Ihnen gern.',
    contactLink: 'Kontakt aufnehmen',
    backToProduct: 'Zum Produkt {{product}}',
  },
} as const satisfies NamespaceTexts<'catalog'>;
