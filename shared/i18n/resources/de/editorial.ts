// German texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – Seite {{page}}',
  publishedOn: 'Veröffentlicht am',
  contents: 'Inhalt',
  related: 'Lesen Sie auch',
  articleCount_zero: 'Noch keine Artikel',
  articleCount_one: '{{count}} Artikel',
  articleCount_other: '{{count}} Artikel',
  adviceHome: {
    title: 'Unsere Gesundheitstipps',
    intro:
      'Artikel, die wir mit unseren Apothekerinnen, Apothekern und Ernährungsfachleuten schreiben, damit Sie Ihre Gesundheit jeden Tag pflegen können, Thema für Thema.',
    seeAll: 'Alle Artikel zu „{{theme}}“',
    empty: 'Derzeit sind keine Gesundheitstipps veröffentlicht.',
  },
  innovations: {
    title: 'Qualität und Innovation',
    intro:
      'Unsere Forschung, unsere Kontrollen und unsere Qualitätsversprechen, von der Auswahl der Rohstoffe bis in die Apotheke.',
    categories: 'Kategorien',
    all: 'Alle Artikel',
    empty: 'In dieser Kategorie sind derzeit keine Artikel veröffentlicht.',
  },
  expertises: {
    title: 'Unsere Fachkenntnis',
    intro:
      'Die Gesundheitsbereiche, in denen das Labor seit über dreißig Jahren arbeitet, und was wir daraus für unsere Rezepturen lernen.',
    empty: 'Derzeit sind keine Fachgebiete veröffentlicht.',
  },
  about: {
    title: 'Über uns',
    intro:
      'Unsere Geschichte, unsere Teams und unser Engagement: Lernen Sie das Labor kennen, das unsere Nahrungsergänzungsmittel entwickelt.',
    seeTheme: '„{{theme}}“ entdecken',
    more: 'Mehr zu „{{theme}}“',
    empty: 'Derzeit sind keine Seiten veröffentlicht.',
    story: {
      title: 'Wer wir sind',
      p1: 'Vitrine ist ein unabhängiges Labor für Nahrungsergänzungsmittel, 1996 von zwei auf das Darmmikrobiom spezialisierten Forschenden gegründet. Wir entwickeln unsere Rezepturen, begleiten ihre Herstellung und vertreiben sie ausschließlich über Apotheken in Belgien, der Schweiz, Deutschland, Spanien und Italien.',
      p2: 'Unsere sechs Marken umfassen Probiotika, Vitamine und Mineralstoffe, Omega-3-Fettsäuren, Pflanzenextrakte, Schlaf und Frauengesundheit. Jedes Produkt beruht auf dokumentierten Zutaten, begründeten Dosierungen und zugelassenen Angaben, die unsere Regulatorik prüft.',
      p3: 'Wir sind überzeugt, dass man ein Nahrungsergänzungsmittel mit Beratung wählt: Deshalb schulen wir jedes Jahr die Apothekenteams, und unsere Apothekerinnen und Apotheker beantworten Ihre Fragen. Entdecken Sie unten unsere Geschichte, unsere Teams und unser Engagement.',
    },
    figures: {
      label: 'Das Labor in Zahlen',
      founded: { value: '1996', label: 'Gründung des Labors' },
      countries: { value: '5 Länder', label: 'in denen Apotheken unsere Produkte empfehlen' },
      brands: { value: '6 Marken', label: 'vom Mikrobiom bis zu Pflanzenextrakten' },
      pharmacies: { value: '900+', label: 'von unseren Teams geschulte Apotheken' },
    },
  },
  faq: {
    title: 'Ihre Online-Hilfe',
    intro: 'Die Antworten auf die Fragen, die uns unsere Besucherinnen und Besucher am häufigsten stellen.',
    empty: 'Derzeit sind keine Fragen veröffentlicht.',
    moreTitle: 'Sie finden Ihre Antwort nicht?',
    moreText: 'Schreiben Sie uns: Unser Kundenservice antwortet Ihnen so schnell wie möglich.',
    contact: 'Kontakt aufnehmen',
  },
  brandCorner: {
    pages: 'Die Welt von {{brand}}',
    products: 'Die Produkte von {{brand}} ansehen',
  },
  news: {
    crumb: 'Neuigkeiten',
  },
  preview: {
    crumb: 'Vorschau',
    notice: 'Vorschau: Solange dieser Inhalt nicht veröffentlicht ist, sehen ihn nur angemeldete Personen.',
    publication: 'Veröffentlichungsdatum:',
  },
} as const satisfies NamespaceTexts<'editorial'>;
