// Italian texts, namespace catalog: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const catalog = {
  brands: {
    intro:
      'Ogni marchio del laboratorio risponde a un ambito della salute quotidiana. Ne scopra gli impegni e i prodotti.',
    description:
      'I marchi del laboratorio: probiotici, micronutrizione e fitonutrizione. Scopra ciascuno di essi e i suoi prodotti.',
    empty: 'Al momento non è disponibile alcun marchio.',
  },
  brand: {
    description: '{{brand}}: {{baseline}}. Scopra il marchio e i suoi prodotti.',
    products: 'I prodotti {{brand}}',
    seeAllProducts: 'Vedi tutti i prodotti {{brand}}',
    noProducts: 'Questo marchio non ha ancora prodotti disponibili nel Suo paese.',
    faq: 'Domande frequenti su {{brand}}',
    corner: "L'universo {{brand}}: consigli e informazioni del marchio",
  },
  products: {
    description:
      'Gli integratori alimentari del laboratorio: probiotici, vitamine, minerali ed estratti vegetali, da filtrare per marchio, esigenza o forma.',
    categoryDescription:
      '{{category}}: gli integratori alimentari del laboratorio, da filtrare per marchio, esigenza o forma.',
    titleWithFilters: '{{title}}: {{filters}}',
    titleWithPage: '{{title}}, pagina {{page}}',
    count_zero: 'Nessun prodotto',
    count_one: '{{count}} prodotto',
    count_many: '{{count}} di prodotti',
    count_other: '{{count}} prodotti',
    results: 'Prodotti della selezione',
    empty: 'Nessun prodotto corrisponde alla Sua selezione.',
    emptyHint: 'Rimuovi un filtro per ampliare la ricerca.',
    allProducts: 'Tutti i prodotti',
    filters: {
      title: 'Filtra i prodotti',
      active: 'I Suoi filtri',
      remove: 'Rimuovi il filtro {{value}}',
      clearAll: 'Cancella tutti i filtri',
      category: 'Categoria',
    },
    facets: {
      brand: 'Marchio',
      need: 'Esigenza',
      galenicFormat: 'Forma',
      activeIngredient: 'Principio attivo',
      flavour: 'Gusto',
      dinerType: 'Momento di assunzione',
      display: 'Selezione',
      products: 'Prodotti',
    },
    sort: {
      label: 'Ordina per',
      relevance: 'Pertinenza',
      priceAsc: 'Prezzo crescente',
      priceDesc: 'Prezzo decrescente',
    },
  },
  needs: {
    intro:
      'Digestione, sonno, energia, difese naturali… Scelga un’esigenza per trovare i nostri consigli e i prodotti adatti.',
    description:
      'Trovi gli integratori alimentari adatti alle Sue esigenze: digestione, sonno, stress, energia, difese naturali e molto altro.',
    subNeeds: 'Specifichi la Sua esigenza: {{need}}',
    quiz: {
      lead: 'Ha dei dubbi?',
      label: 'Risponda al nostro questionario',
    },
  },
  need: {
    intro: 'Da sapere: {{need}}',
    subNeeds: 'Specifichi la Sua esigenza',
    products: 'I nostri prodotti per questa esigenza',
    seeAllProducts: 'Vedi tutti i prodotti per questa esigenza',
    noProducts: 'Per questa esigenza non è ancora proposto alcun prodotto nel Suo paese.',
    pages: 'I nostri consigli',
  },
  qa: {
    description: 'Le risposte alle Sue domande su {{product}}: uso, conservazione, precauzioni.',
    intro: 'Le domande frequenti su {{product}} e le risposte del nostro team.',
    empty: 'Non è ancora stata posta alcuna domanda su questo prodotto.',
    contactPrompt: 'Ha una domanda su questo prodotto? Il nostro servizio clienti Le risponde.',
    contactLink: 'Contattaci',
    backToProduct: 'Vai alla scheda prodotto {{product}}',
  },
} as const satisfies NamespaceTexts<'catalog'>;
