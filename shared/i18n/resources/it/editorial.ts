// Italian texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – pagina {{page}}',
  publishedOn: 'Pubblicato il',
  contents: 'Indice',
  related: 'Da leggere anche',
  articleCount_zero: 'Ancora nessun articolo',
  articleCount_one: '{{count}} articolo',
  articleCount_many: '{{count}} articoli',
  articleCount_other: '{{count}} articoli',
  adviceHome: {
    title: 'I nostri consigli',
    intro:
      'Articoli scritti con i nostri farmacisti e nutrizionisti per prendersi cura della salute ogni giorno, tema per tema.',
    seeAll: 'Tutti gli articoli su «{{theme}}»',
    empty: 'Al momento non ci sono consigli pubblicati.',
  },
  innovations: {
    title: 'Qualità e innovazione',
    intro:
      'La nostra ricerca, i nostri controlli e i nostri impegni per la qualità, dalla scelta delle materie prime fino alla farmacia.',
    categories: 'Categorie',
    all: 'Tutti gli articoli',
    empty: 'Al momento non ci sono articoli pubblicati in questa categoria.',
  },
  expertises: {
    title: 'Le nostre competenze',
    intro:
      'Gli ambiti della salute in cui il laboratorio lavora da oltre trent’anni, e ciò che ne traiamo per le nostre formule.',
    empty: 'Al momento non ci sono competenze pubblicate.',
  },
  about: {
    title: 'Chi siamo',
    intro:
      'La nostra storia, i nostri gruppi di lavoro e i nostri impegni: scopra il laboratorio che crea i nostri integratori alimentari.',
    seeTheme: 'Scoprire «{{theme}}»',
    more: 'Sempre su «{{theme}}»',
    empty: 'Al momento non ci sono pagine pubblicate.',
    story: {
      title: 'Chi siamo',
      p1: 'Vitrine è un laboratorio indipendente di integratori alimentari, fondato nel 1996 da due ricercatori specializzati nel microbiota intestinale. Progettiamo le nostre formule, ne seguiamo la produzione e le distribuiamo esclusivamente in farmacia, in Belgio, Svizzera, Germania, Spagna e Italia.',
      p2: 'I nostri sei marchi riguardano i probiotici, le vitamine e i minerali, gli omega-3, gli estratti vegetali, il sonno e la salute della donna. Ogni prodotto si basa su ingredienti documentati, dosi giustificate e indicazioni autorizzate, verificate dal nostro ufficio regolatorio.',
      p3: 'Crediamo che un integratore si scelga con un consiglio: per questo formiamo ogni anno i team delle farmacie e i nostri farmacisti rispondono alle Sue domande. Scopra qui sotto la nostra storia, i nostri team e i nostri impegni.',
    },
    figures: {
      label: 'Il laboratorio in cifre',
      founded: { value: '1996', label: 'nascita del laboratorio' },
      countries: { value: '5 paesi', label: 'in cui le farmacie consigliano i nostri prodotti' },
      brands: { value: '6 marchi', label: 'dal microbiota agli estratti vegetali' },
      pharmacies: { value: '900+', label: 'farmacie formate dai nostri team' },
    },
  },
  faq: {
    title: 'Assistenza online',
    intro: 'Le risposte alle domande che i nostri visitatori ci fanno più spesso.',
    empty: 'Al momento non ci sono domande pubblicate.',
    moreTitle: 'Non trova la risposta?',
    moreText: 'Ci scriva: il nostro servizio clienti Le risponderà il prima possibile.',
    contact: 'Contattaci',
  },
  brandCorner: {
    pages: 'Il mondo {{brand}}',
    products: 'Vedere i prodotti {{brand}}',
  },
  news: {
    crumb: 'Notizie',
  },
  preview: {
    crumb: 'Anteprima',
    notice:
      'Anteprima: finché questo contenuto non è pubblicato, lo vedono solo le persone che hanno effettuato l’accesso.',
    publication: 'Data di pubblicazione:',
  },
} as const satisfies NamespaceTexts<'editorial'>;
