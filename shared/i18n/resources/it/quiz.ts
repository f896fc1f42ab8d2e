// Italian texts, namespace quiz: the questionnaire of reading B and its recommendation (the visitor is addressed as Lei).
import type { NamespaceTexts } from '../../namespaces.ts';

export const quiz = {
  title: 'Quale integratore fa per me?',
  description:
    'Risponda ad alcune domande sulle Sue esigenze e abitudini: Le suggeriamo le esigenze da esplorare e gli integratori alimentari adatti.',
  intro:
    'Quattro domande sulle Sue esigenze e abitudini, e Le suggeriamo prodotti adatti. Le Sue risposte restano nell’indirizzo della pagina: non viene salvato nulla.',
  form: {
    name: 'Questionario',
    submit: 'Vedi i miei suggerimenti',
    update: 'Aggiorna i miei suggerimenti',
    edit: 'Modifica le mie risposte',
  },
  questions: {
    need: {
      legend: 'Che cosa desidera sostenere?',
      hint: 'Selezioni fino a {{max}} esigenze.',
    },
    age: {
      legend: 'Per chi sono questi prodotti?',
      child: 'Un bambino dai 6 agli 11 anni',
      teen: 'Un ragazzo dai 12 ai 17 anni',
      adult: 'Un adulto',
      senior: 'Una persona di 65 anni o più',
    },
    pregnancy: {
      legend: 'È in gravidanza o sta allattando?',
      no: 'No',
      yes: 'Sì',
    },
    diet: {
      legend: 'Segue un’alimentazione particolare?',
      any: 'No, mangio di tutto',
      vegetarian: 'Vegetariana',
      vegan: 'Vegana',
    },
    form: {
      legend: 'In quale forma preferisce assumerlo?',
      any: 'Indifferente',
      capsule: 'Capsule o perle',
      tablet: 'Compresse',
      powder: 'Bustine da sciogliere',
      liquid: 'Gocce o flaconcini',
      chewable: 'Masticabili o caramelle gommose',
    },
  },
  ignored: {
    title: 'Alcune risposte nell’indirizzo non sono state comprese e sono state ignorate:',
    need: 'esigenze (sconosciute, o più di {{max}})',
    age: 'per chi',
    pregnancy: 'gravidanza o allattamento',
    diet: 'alimentazione',
    form: 'forma preferita',
  },
  noNeed: 'Selezioni almeno un’esigenza per ricevere dei suggerimenti.',
  needs: {
    title: 'Le esigenze da esplorare',
    lead: 'I nostri consigli e tutti i nostri prodotti per ciascuna:',
  },
  products: {
    title: 'I prodotti suggeriti',
    none: 'Nessun prodotto venduto nel Suo paese è adatto a tutte le Sue risposte. Un farmacista può consigliarLa.',
    excluded_zero: 'Nessun prodotto di queste esigenze è stato escluso.',
    excluded_one: '{{count}} prodotto di queste esigenze è stato escluso, perché non è adatto alle Sue risposte.',
    excluded_many:
      '{{count}} di prodotti di queste esigenze sono stati esclusi, perché non sono adatti alle Sue risposte.',
    excluded_other:
      '{{count}} prodotti di queste esigenze sono stati esclusi, perché non sono adatti alle Sue risposte.',
    formMissing: 'Nessuno di questi prodotti esiste nella forma che preferisce: ecco le altre forme.',
    why: 'Perché questo prodotto',
  },
  reasons: {
    needs: 'Risponde alla Sua esigenza: {{needs}}',
    form: 'Nella forma che preferisce: {{form}}',
    vegan: 'Adatto ai vegani',
    vegetarian: 'Adatto ai vegetariani',
    pregnancySuitable: 'Pensato per la gravidanza e l’allattamento',
    pregnancyAdvice: 'In gravidanza o durante l’allattamento, chieda prima il parere del Suo medico o farmacista',
    age: 'Dai {{age}} anni',
  },
  disclaimer:
    'Questi suggerimenti non sostituiscono il parere di un professionista della salute. Legga le precauzioni d’uso di ogni prodotto.',
  share: {
    title: 'Condividi questi suggerimenti',
    label: 'Link a questi suggerimenti',
    hint: 'Copi questo link per ritrovare o condividere i Suoi suggerimenti.',
  },
  restart: 'Ricomincia il questionario',
} as const satisfies NamespaceTexts<'quiz'>;
