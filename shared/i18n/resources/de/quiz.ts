// German texts, namespace quiz: the questionnaire of reading B and its recommendation.
import type { NamespaceTexts } from '../../namespaces.ts';

export const quiz = {
  title: 'Welches Produkt passt zu mir?',
  description:
    'Beantworten Sie einige Fragen zu Ihren Bedürfnissen und Gewohnheiten: Wir schlagen Ihnen passende Bedürfnisse und Nahrungsergänzungsmittel vor.',
  intro:
    'Vier Fragen zu Ihren Bedürfnissen und Gewohnheiten, und wir schlagen Ihnen passende Produkte vor. Ihre Antworten stehen nur in der Adresse der Seite: Es wird nichts gespeichert.',
  form: {
    name: 'Fragebogen',
    submit: 'Meine Vorschläge anzeigen',
    update: 'Meine Vorschläge aktualisieren',
    edit: 'Meine Antworten ändern',
  },
  questions: {
    need: {
      legend: 'Was möchten Sie unterstützen?',
      hint: 'Wählen Sie bis zu {{max}} Bedürfnisse.',
    },
    age: {
      legend: 'Für wen sind die Produkte?',
      child: 'Ein Kind von 6 bis 11 Jahren',
      teen: 'Ein Jugendlicher von 12 bis 17 Jahren',
      adult: 'Ein Erwachsener',
      senior: 'Eine Person ab 65 Jahren',
    },
    pregnancy: {
      legend: 'Sind Sie schwanger oder stillen Sie?',
      no: 'Nein',
      yes: 'Ja',
    },
    diet: {
      legend: 'Ernähren Sie sich auf besondere Weise?',
      any: 'Nein, ich esse alles',
      vegetarian: 'Vegetarisch',
      vegan: 'Vegan',
    },
    form: {
      legend: 'In welcher Form nehmen Sie am liebsten etwas ein?',
      any: 'Egal',
      capsule: 'Kapseln',
      tablet: 'Tabletten',
      powder: 'Beutel zum Auflösen',
      liquid: 'Tropfen oder Trinkampullen',
      chewable: 'Kautabletten oder Fruchtgummis',
    },
  },
  ignored: {
    title: 'Einige Antworten in der Adresse wurden nicht verstanden und ignoriert:',
    need: 'Bedürfnisse (unbekannt oder mehr als {{max}})',
    age: 'für wen',
    pregnancy: 'Schwangerschaft oder Stillzeit',
    diet: 'Ernährung',
    form: 'bevorzugte Form',
  },
  noNeed: 'Wählen Sie mindestens ein Bedürfnis, um Vorschläge zu erhalten.',
  needs: {
    title: 'Bedürfnisse zum Entdecken',
    lead: 'Unsere Tipps und alle unsere Produkte zu jedem davon:',
  },
  products: {
    title: 'Vorgeschlagene Produkte',
    none: 'Kein in Ihrem Land erhältliches Produkt passt zu allen Ihren Antworten. Eine Apotheke kann Sie beraten.',
    excluded_zero: 'Kein Produkt dieser Bedürfnisse wurde ausgeschlossen.',
    excluded_one: '{{count}} Produkt dieser Bedürfnisse wurde ausgeschlossen, weil es nicht zu Ihren Antworten passt.',
    excluded_other:
      '{{count}} Produkte dieser Bedürfnisse wurden ausgeschlossen, weil sie nicht zu Ihren Antworten passen.',
    formMissing: 'Keines dieser Produkte gibt es in der von Ihnen bevorzugten Form: Hier sind die anderen Formen.',
    why: 'Warum dieses Produkt',
  },
  reasons: {
    needs: 'Passt zu Ihrem Bedürfnis: {{needs}}',
    form: 'In Ihrer bevorzugten Form: {{form}}',
    vegan: 'Für Veganer geeignet',
    vegetarian: 'Für Vegetarier geeignet',
    pregnancySuitable: 'Für Schwangerschaft und Stillzeit entwickelt',
    pregnancyAdvice: 'In Schwangerschaft oder Stillzeit zuerst Ihre Ärztin, Ihren Arzt oder Ihre Apotheke fragen',
    age: 'Ab {{age}} Jahren',
  },
  disclaimer:
    'Diese Vorschläge ersetzen nicht den Rat einer Fachperson. Lesen Sie die Vorsichtsmaßnahmen jedes Produkts.',
  share: {
    title: 'Diese Vorschläge teilen',
    label: 'Link zu diesen Vorschlägen',
    hint: 'Kopieren Sie diesen Link, um Ihre Vorschläge wiederzufinden oder zu teilen.',
  },
  restart: 'Fragebogen neu beginnen',
} as const satisfies NamespaceTexts<'quiz'>;
