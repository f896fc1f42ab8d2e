// German texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {
  pagedTitle: '{{title}} – Seite {{page}}',
  publishedOn: 'Veröffentlicht am',
  related: 'Lesen Sie auch',
  articleCount_zero: 'Noch keine Artikel',
  articleCount_one: '{{count}} Artikel',
  articleCount_other: '{{count}} Artikel',
  adviceHome: {
    title: 'Unsere Ratschläge',
    intro:
      'Artikel, die wir mit unseren Apothekerinnen, Apothekern und Ernährungsfachleuten schreiben, damit Sie Ihre Gesundheit jeden Tag pflegen können, Thema für Thema.',
    seeAll: 'Alle Artikel zu „{{theme}}“',
    empty: 'Derzeit sind keine Ratschläge veröffentlicht.',
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
  },
  faq: {
    title: 'Ihre Online-Hilfe',
    intro: 'Die Antworten auf die Fragen, die uns unsere Besucherinnen und Besucher am häufigsten stellen.',
    empty: 'Derzeit sind keine Fragen veröffentlicht.',
    moreTitle: 'Sie finden Ihre Antwort nicht?',
    moreText: 'Schreiben Sie uns: Unser Kundendienst antwortet Ihnen so schnell wie möglich.',
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
