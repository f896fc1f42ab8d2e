// Dutch texts, namespace home: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const home = {
  hero: {
    campaign: 'Herfstcampagne: ondersteun uw natuurlijke weerstand',
    toProducts: 'Ontdek onze producten',
    toNeeds: 'Zoeken op behoefte',
    title: 'Het expertlaboratorium voor het microbioom',
    intro: 'Probiotica, micronutriënten en fytonutriënten: voedingssupplementen ontwikkeld voor uw dagelijkse balans.',
  },
  ourBrands: 'Onze merken',
  yourNeeds: 'Uw behoeften',
  latestAdvice: 'Onze nieuwste tips',
  news: 'Nieuws',
  findPharmacy: {
    title: 'Vind een apotheek',
    text: 'Apothekers die onze producten kennen, adviseren u bij u in de buurt.',
    button: 'Vind een apotheek',
  },
  seeAll: 'Alles bekijken',
  selection: 'Onze selectie',
  seeAllProducts: 'Alle producten bekijken',
  seeAllNeeds: 'Alle behoeften bekijken',
  seeAllAdvice: 'Alle tips bekijken',
} as const satisfies NamespaceTexts<'home'>;
