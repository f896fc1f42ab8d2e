// Italian texts, namespace product: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const product = {
  sections: {
    description: 'Descrizione',
    usage: "Modalità d'uso e consigli",
    precautions: 'Avvertenze',
    ingredients: 'Ingredienti',
    nutritionalAnalysis: 'Analisi nutrizionale',
    storage: 'Conservazione',
    faq: 'Domande frequenti',
    packagingSizes: 'Formati disponibili',
    conditionings: 'Confezioni',
  },
  nutrition: {
    perDailyDose: 'Per dose giornaliera',
    nrv: '% VNR',
    nrvNote: 'VNR: valori nutritivi di riferimento',
    caption: '{{product}}: valori nutrizionali',
    component: 'Componente',
  },
  volumeDiscount: 'A partire da {{quantity}} confezioni: {{price}} a confezione',
  courseDuration: 'Trattamento di {{days}} giorni',
  relatedPages: 'Articoli correlati',
  relatedProducts: 'Prodotti correlati',
  questions: {
    title: 'Domande e risposte',
    pageTitle: '{{product}}: domande e risposte',
    seeAll: 'Vedi tutte le domande',
  },
} as const satisfies NamespaceTexts<'product'>;
