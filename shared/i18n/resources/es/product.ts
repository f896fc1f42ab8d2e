// Spanish texts, namespace product: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const product = {
  sections: {
    description: 'Descripción',
    usage: 'Modo de empleo y consejos',
    precautions: 'Precauciones de uso',
    ingredients: 'Ingredientes',
    nutritionalAnalysis: 'Análisis nutricional',
    storage: 'Conservación',
    faq: 'Preguntas frecuentes',
    packagingSizes: 'Formatos disponibles',
    conditionings: 'Presentaciones',
  },
  nutrition: {
    perDailyDose: 'Por dosis diaria',
    nrv: '% VRN',
    nrvNote: 'VRN: valores de referencia de nutrientes',
    caption: '{{product}}: valores nutricionales',
    component: 'Componente',
  },
  volumeDiscount: 'A partir de {{quantity}} cajas: {{price}} por caja',
  courseDuration: 'Tratamiento de {{days}} días',
  relatedPages: 'Artículos relacionados',
  relatedProducts: 'Productos relacionados',
  questions: {
    title: 'Preguntas y respuestas',
    pageTitle: '{{product}}: preguntas y respuestas',
    seeAll: 'Ver todas las preguntas',
  },
} as const satisfies NamespaceTexts<'product'>;
