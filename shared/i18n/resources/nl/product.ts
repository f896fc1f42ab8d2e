// Dutch texts, namespace product: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const product = {
  sections: {
    description: 'Beschrijving',
    usage: 'Gebruiksaanwijzing en advies',
    precautions: 'Voorzorgsmaatregelen',
    ingredients: 'Ingrediënten',
    nutritionalAnalysis: 'Voedingswaarden',
    storage: 'Bewaring',
    faq: 'Veelgestelde vragen',
    packagingSizes: 'Beschikbare formaten',
    conditionings: 'Verpakkingen',
  },
  nutrition: {
    perDailyDose: 'Per dagdosis',
    nrv: '% RI',
    nrvNote: 'RI: referentie-inname',
    caption: '{{product}}: voedingswaarden',
    component: 'Bestanddeel',
  },
  volumeDiscount: 'Vanaf {{quantity}} doosjes: {{price}} per doosje',
  courseDuration: 'Kuur van {{days}} dagen',
  relatedPages: 'Gerelateerde artikels',
  relatedProducts: 'Gerelateerde producten',
  questions: {
    title: 'Vragen en antwoorden',
    pageTitle: '{{product}}: vragen en antwoorden',
    seeAll: 'Alle vragen bekijken',
  },
} as const satisfies NamespaceTexts<'product'>;
