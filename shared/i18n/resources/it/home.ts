// Italian texts, namespace home: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const home = {
  hero: {
    campaign: 'Campagna d’autunno: sostegno alle difese naturali',
    toProducts: 'Scoprire i nostri prodotti',
    toNeeds: 'Cercare per esigenza',
    title: 'Il laboratorio esperto del microbiota',
    intro:
      'Probiotici, micronutrizione e fitonutrizione: integratori alimentari pensati per il Suo equilibrio quotidiano.',
  },
  ourBrands: 'I nostri marchi',
  yourNeeds: 'Le Sue esigenze',
  latestAdvice: 'I nostri ultimi consigli',
  news: 'Notizie',
  findPharmacy: {
    title: 'Trova una farmacia',
    text: 'Farmacisti formati sui nostri prodotti La consigliano vicino a Lei.',
    button: 'Trova una farmacia',
  },
  seeAll: 'Vedi tutto',
  selection: 'La nostra selezione',
  seeAllProducts: 'Vedi tutti i prodotti',
  seeAllNeeds: 'Vedi tutte le esigenze',
  seeAllAdvice: 'Vedi tutti i consigli',
} as const satisfies NamespaceTexts<'home'>;
