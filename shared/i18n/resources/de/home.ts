// German texts, namespace home: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const home = {
  hero: {
    campaign: 'Herbstaktion: Stärken Sie Ihre natürlichen Abwehrkräfte',
    toProducts: 'Unsere Produkte entdecken',
    toNeeds: 'Nach Bedürfnis suchen',
    title: 'Das Expertenlabor für das Mikrobiom',
    intro: 'Probiotika, Mikronährstoffe und Phytonährstoffe: Nahrungsergänzungsmittel für Ihr tägliches Gleichgewicht.',
  },
  ourBrands: 'Unsere Marken',
  yourNeeds: 'Ihre Bedürfnisse',
  latestAdvice: 'Unsere neuesten Gesundheitstipps',
  news: 'Neuigkeiten',
  findPharmacy: {
    title: 'Eine Apotheke finden',
    text: 'Apothekerinnen und Apotheker, die unsere Produkte kennen, beraten Sie in Ihrer Nähe.',
    button: 'Apotheke finden',
  },
  seeAll: 'Alle anzeigen',
  selection: 'Unsere Auswahl',
  seeAllProducts: 'Alle Produkte anzeigen',
  seeAllNeeds: 'Alle Bedürfnisse anzeigen',
  seeAllAdvice: 'Alle Gesundheitstipps anzeigen',
} as const satisfies NamespaceTexts<'home'>;
