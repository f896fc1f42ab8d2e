// Dutch texts, namespace catalog: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const catalog = {
  brands: {
    intro:
      'Elk merk van het laboratorium richt zich op een domein van de dagelijkse gezondheid. Ontdek hun engagementen en hun producten.',
    description:
      'De merken van het laboratorium: probiotica, micronutritie en fytonutritie. Ontdek elk merk en zijn producten.',
    empty: 'Er zijn op dit moment geen merken beschikbaar.',
  },
  brand: {
    description: '{{brand}}: {{baseline}}. Ontdek het merk en zijn producten.',
    products: 'De producten van {{brand}}',
    seeAllProducts: 'Alle producten van {{brand}} bekijken',
    noProducts: 'Dit merk heeft nog geen producten die in uw land verkrijgbaar zijn.',
    faq: 'Veelgestelde vragen over {{brand}}',
    corner: 'De wereld van {{brand}}: tips en informatie van het merk',
  },
  products: {
    description:
      'De voedingssupplementen van het laboratorium: probiotica, vitaminen, mineralen en plantenextracten, te filteren op merk, behoefte of vorm.',
    categoryDescription:
      '{{category}}: de voedingssupplementen van het laboratorium, te filteren op merk, behoefte of vorm.',
    titleWithFilters: '{{title}}: {{filters}}',
    titleWithPage: '{{title}}, pagina {{page}}',
    count_zero: 'Geen producten',
    count_one: '{{count}} product',
    count_other: '{{count}} producten',
    results: 'Producten van de selectie',
    empty: 'Geen enkel product komt overeen met uw selectie.',
    emptyHint: 'Verwijder een filter om uw zoekopdracht te verruimen.',
    allProducts: 'Alle producten',
    filters: {
      title: 'Producten filteren',
      active: 'Uw filters',
      remove: 'Filter {{value}} verwijderen',
      clearAll: 'Alle filters wissen',
      category: 'Categorie',
    },
    facets: {
      brand: 'Merk',
      need: 'Behoefte',
      galenicFormat: 'Vorm',
      activeIngredient: 'Werkzame stof',
      flavour: 'Smaak',
      dinerType: 'Moment van inname',
      display: 'Selectie',
      products: 'Producten',
    },
    sort: {
      label: 'Sorteren op',
      relevance: 'Relevantie',
      priceAsc: 'Prijs oplopend',
      priceDesc: 'Prijs aflopend',
    },
  },
  needs: {
    intro:
      'Spijsvertering, slaap, energie, natuurlijke weerstand… Kies een behoefte om onze tips en de bijpassende producten te vinden.',
    description:
      'Vind de voedingssupplementen die bij uw behoeften passen: spijsvertering, slaap, stress, energie, natuurlijke weerstand en meer.',
    subNeeds: 'Verfijn uw behoefte: {{need}}',
    quiz: {
      lead: 'Twijfelt u?',
      label: 'Beantwoord onze vragenlijst',
    },
  },
  need: {
    intro: 'Goed om te weten: {{need}}',
    subNeeds: 'Verfijn uw behoefte',
    products: 'Onze producten voor deze behoefte',
    seeAllProducts: 'Alle producten voor deze behoefte bekijken',
    noProducts: 'Voor deze behoefte worden in uw land nog geen producten aangeboden.',
    pages: 'Onze tips',
  },
  qa: {
    description: 'Antwoorden op uw vragen over {{product}}: gebruik, bewaring, voorzorgen.',
    intro: 'Veelgestelde vragen over {{product}} en de antwoorden van ons team.',
    empty: 'Over dit product zijn nog geen vragen gesteld.',
    contactPrompt: 'Hebt u een vraag over dit product? Onze klantendienst helpt u graag verder.',
    contactLink: 'Contacteer ons',
    backToProduct: 'Naar de productfiche van {{product}}',
  },
} as const satisfies NamespaceTexts<'catalog'>;
