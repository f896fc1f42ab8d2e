// German texts, namespace product: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const product = {
  sections: {
    description: 'Beschreibung',
    usage: 'Verzehrempfehlung und Ratschläge',
    precautions: 'Warnhinweise',
    ingredients: 'Zutaten',
    nutritionalAnalysis: 'Nährwertanalyse',
    storage: 'Aufbewahrung',
    faq: 'Häufige Fragen',
    packagingSizes: 'Verfügbare Packungsgrößen',
    conditionings: 'Verpackungen',
  },
  nutrition: {
    perDailyDose: 'Pro Tagesdosis',
    nrv: '% NRV',
    nrvNote: 'NRV: Nährstoffbezugswerte',
    caption: '{{product}}: Nährwerte',
    component: 'Bestandteil',
  },
  volumeDiscount: 'Ab {{quantity}} Packungen: {{price}} pro Packung',
  courseDuration: '{{days}}-Tage-Kur',
  relatedPages: 'Passende Artikel',
  relatedProducts: 'Passende Produkte',
  questions: {
    title: 'Fragen und Antworten',
    pageTitle: '{{product}}: Fragen und Antworten',
    seeAll: 'Alle Fragen anzeigen',
  },
} as const satisfies NamespaceTexts<'product'>;
