// Dutch texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – pagina {{page}}',
  publishedOn: 'Gepubliceerd op',
  contents: 'Inhoud',
  related: 'Lees ook',
  articleCount_zero: 'Nog geen artikels',
  articleCount_one: '{{count}} artikel',
  articleCount_other: '{{count}} artikels',
  adviceHome: {
    title: 'Onze tips',
    intro:
      'Artikels die we samen met onze apothekers en voedingsdeskundigen schrijven, om elke dag goed voor uw gezondheid te zorgen, thema per thema.',
    seeAll: 'Alle artikels over “{{theme}}”',
    empty: 'Er zijn nog geen tips gepubliceerd.',
  },
  innovations: {
    title: 'Kwaliteit en innovatie',
    intro:
      'Ons onderzoek, onze controles en onze kwaliteitsbeloften, van de keuze van de grondstoffen tot in de apotheek.',
    categories: 'Categorieën',
    all: 'Alle artikels',
    empty: 'Er zijn nog geen artikels gepubliceerd in deze categorie.',
  },
  expertises: {
    title: 'Onze expertises',
    intro:
      'De gezondheidsdomeinen waarin het laboratorium al meer dan dertig jaar werkt, en wat we daaruit meenemen voor onze formules.',
    empty: 'Er zijn nog geen expertises gepubliceerd.',
  },
  about: {
    title: 'Over ons',
    intro:
      'Onze geschiedenis, onze teams en onze engagementen: maak kennis met het laboratorium achter onze voedingssupplementen.',
    seeTheme: 'Ontdek “{{theme}}”',
    more: 'Ook over “{{theme}}”',
    empty: 'Er zijn nog geen pagina’s gepubliceerd.',
    story: {
      title: 'Wie zijn we?',
      p1: 'Laboratoires Vitrine is een onafhankelijk laboratorium voor voedingssupplementen, in 1996 opgericht door twee onderzoekers gespecialiseerd in het darmmicrobioom. We ontwikkelen onze formules, volgen de productie op en verdelen ze uitsluitend via de apotheek, in België, Zwitserland, Duitsland, Spanje en Italië.',
      p2: 'Onze zes merken omvatten probiotica, vitaminen en mineralen, omega 3-vetzuren, plantenextracten, slaap en de gezondheid van de vrouw. Elk product steunt op gedocumenteerde ingrediënten, onderbouwde doses en toegelaten claims, gecontroleerd door onze dienst regelgeving.',
      p3: 'We geloven dat u een voedingssupplement kiest met goed advies: daarom leiden we elk jaar de apotheekteams op en beantwoorden onze apothekers uw vragen. Ontdek hieronder onze geschiedenis, onze teams en onze engagementen.',
    },
    figures: {
      label: 'Het laboratorium in enkele cijfers',
      founded: { value: '1996', label: 'oprichting van het laboratorium' },
      countries: { value: '5 landen', label: 'waar de apotheek onze producten aanraadt' },
      brands: { value: '6 merken', label: 'van het microbioom tot plantenextracten' },
      pharmacies: { value: '900+', label: 'apotheken opgeleid door onze teams' },
    },
  },
  faq: {
    title: 'Online hulp',
    intro: 'De antwoorden op de vragen die onze bezoekers ons het vaakst stellen.',
    empty: 'Er zijn nog geen vragen gepubliceerd.',
    moreTitle: 'Vindt u uw antwoord niet?',
    moreText: 'Schrijf ons: onze klantendienst antwoordt u zo snel mogelijk.',
    contact: 'Contacteer ons',
  },
  brandCorner: {
    pages: 'De wereld van {{brand}}',
    products: 'Bekijk de producten van {{brand}}',
  },
  news: {
    crumb: 'Nieuws',
  },
  preview: {
    crumb: 'Voorbeeld',
    notice: 'Voorbeeld: zolang deze inhoud niet gepubliceerd is, zien alleen ingelogde personen hem.',
    publication: 'Publicatiedatum:',
  },
} as const satisfies NamespaceTexts<'editorial'>;
