// Spanish texts, namespace home: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const home = {
  hero: {
    campaign: 'Campaña de otoño: refuerce sus defensas naturales',
    toProducts: 'Descubrir nuestros productos',
    toNeeds: 'Buscar según sus necesidades',
    title: 'El laboratorio experto en microbiota',
    intro: 'Probióticos, micronutrición y fitonutrición: complementos alimenticios pensados para su equilibrio diario.',
  },
  ourBrands: 'Nuestras marcas',
  yourNeeds: 'Sus necesidades',
  latestAdvice: 'Nuestros últimos consejos',
  news: 'Noticias',
  findPharmacy: {
    title: 'Encontrar una farmacia',
    text: 'Farmacéuticos formados en nuestros productos le aconsejan cerca de usted.',
    button: 'Encontrar una farmacia',
  },
  seeAll: 'Ver todo',
  selection: 'Nuestra selección',
  seeAllProducts: 'Ver todos los productos',
  seeAllNeeds: 'Ver todas las necesidades',
  seeAllAdvice: 'Ver todos los consejos',
} as const satisfies NamespaceTexts<'home'>;
