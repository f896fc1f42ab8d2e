// German texts, namespace locator: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const locator = {
  finder: {
    title: 'Eine Apotheke finden',
    titleNear: 'Apotheken in der Nähe von {{place}}',
    titleNearPosition: 'Apotheken in Ihrer Nähe, bei {{city}}',
    titleAroundYou: 'Apotheken in Ihrer Nähe',
    description:
      'Finden Sie eine Apotheke in Ihrer Nähe nach Ort, Postleitzahl oder Standort: Entfernung, Adresse, Telefon und Öffnungszeiten.',
    intro:
      'Suchen Sie nach Ort oder Postleitzahl, oder lassen Sie Ihren Browser Ihren Standort bestimmen: Die nächstgelegenen Apotheken stehen oben, mit ihren Öffnungszeiten.',
    adviceQuestion: 'Sie wünschen eine persönliche Beratung?',
    adviceLink: 'Erfahren Sie, wer Sie beraten kann',
    form: {
      name: 'Eine Apotheke suchen',
      label: 'Ort oder Postleitzahl',
      hint: 'Zum Beispiel eine vier- oder fünfstellige Postleitzahl oder der Name Ihres Ortes.',
      hintPosition:
        'Gesucht wird rund um Ihren Standort. Geben Sie einen Ort oder eine Postleitzahl ein, um anderswo zu suchen.',
      submit: 'Suchen',
      radius: 'Entfernung',
      radiusOption: 'Bis {{km}} km',
      adviceOnly: 'Nur Apotheken, die für die Beratung geschult sind',
    },
    locate: {
      button: 'Meinen Standort verwenden',
      privacy: 'Ihr Standort, auf etwa einen Kilometer gerundet, dient nur dieser Suche.',
      locating: 'Standort wird bestimmt…',
      denied: 'Sie haben die Standortbestimmung nicht erlaubt. Suchen Sie stattdessen nach Ort oder Postleitzahl.',
      unavailable: 'Ihr Standort konnte nicht bestimmt werden. Suchen Sie stattdessen nach Ort oder Postleitzahl.',
      timeout:
        'Die Standortbestimmung hat zu lange gedauert. Versuchen Sie es erneut, oder suchen Sie nach Ort oder Postleitzahl.',
    },
    invalid: {
      placeEmpty: 'Geben Sie einen Ort oder eine Postleitzahl ein.',
      placeTooLong:
        'Dieser Text ist zu lang: Geben Sie einen Ort oder eine Postleitzahl mit höchstens {{max}} Zeichen ein.',
      position:
        'Dieser Standort ist ungültig. Suchen Sie nach Ort oder Postleitzahl, oder lassen Sie Ihren Standort erneut bestimmen.',
    },
    unknown:
      'Wir kennen keinen Ort und keine Postleitzahl „{{text}}“. Prüfen Sie die Schreibweise, oder versuchen Sie es mit einem Nachbarort.',
    ambiguous: 'Mehrere Orte passen zu „{{text}}“. Welchen meinen Sie?',
    results: {
      count_zero: 'Keine Apotheke im Umkreis von {{radius}} km um {{place}}',
      count_one: '1 Apotheke im Umkreis von {{radius}} km um {{place}}',
      count_other: '{{count}} Apotheken im Umkreis von {{radius}} km um {{place}}',
      countAdvice_zero: 'Keine für die Beratung geschulte Apotheke im Umkreis von {{radius}} km um {{place}}',
      countAdvice_one: '1 für die Beratung geschulte Apotheke im Umkreis von {{radius}} km um {{place}}',
      countAdvice_other: '{{count}} für die Beratung geschulte Apotheken im Umkreis von {{radius}} km um {{place}}',
      widened: 'Keine Apotheke im Umkreis von {{radius}} km: Hier sind die nächstgelegenen.',
      noneHint: 'Versuchen Sie es mit einem Nachbarort oder einer größeren Entfernung.',
      withoutAdviceFilter: 'Alle Apotheken anzeigen, ob für die Beratung geschult oder nicht',
      position: 'Ihren Standort',
      positionNear: 'Ihren Standort bei {{city}}',
      distance: '{{distance}} km entfernt',
      phone: 'Telefon:',
      givesAdvice: 'Für die Beratung geschulte Apotheke',
      hours: 'Öffnungszeiten',
      closed: 'Geschlossen',
    },
    days: {
      monday: 'Montag',
      tuesday: 'Dienstag',
      wednesday: 'Mittwoch',
      thursday: 'Donnerstag',
      friday: 'Freitag',
      saturday: 'Samstag',
      sunday: 'Sonntag',
      range: '{{from}} – {{to}}',
    },
    map: {
      title_zero: 'Karte rund um {{place}}',
      title_one: 'Karte der gefundenen Apotheke rund um {{place}}',
      title_other: 'Karte der {{count}} gefundenen Apotheken rund um {{place}}',
      description: 'Jede Nummer entspricht der Apotheke mit derselben Nummer in der Liste.',
      origin: 'Ort Ihrer Suche',
      scale: '{{distance}} km',
      tiles: 'Kartenhintergrund: {{source}}',
    },
    favourite: {
      add: 'Zu meinen Lieblingsapotheken hinzufügen',
      remove: 'Aus meinen Lieblingsapotheken entfernen',
      loginNeeded: 'Melden Sie sich an, um Apotheken zu Ihren Favoriten hinzuzufügen.',
      mine: 'Ihre Lieblingsapotheken finden Sie in Ihrem Konto.',
    },
  },
  whoCanAdvise: {
    title: 'Wer kann mich beraten?',
    description:
      'Privatperson, Fachkraft im Gesundheitswesen oder Apotheker: Erfahren Sie, wer Ihre Fragen zu unseren Nahrungsergänzungsmitteln beantwortet und wie Sie diese Person erreichen.',
    intro:
      'Wer Ihnen am besten hilft, hängt von Ihrer Situation ab. Wählen Sie Ihr Profil: Wir sagen Ihnen, wer Sie beraten kann und wie Sie diese Person erreichen.',
    choose: 'Sie sind',
    contactAs: 'Schreiben Sie uns als:',
    phone: 'Telefonisch: {{phone}}, {{hours}}.',
    hours: 'Montag bis Freitag, 9 bis 12 Uhr und 13 bis 17 Uhr',
    proSite: 'Zum Fachkreisbereich',
    groups: {
      consumer: {
        title: 'Privatperson',
        who: 'Ihre Apotheke und unser Verbraucherservice',
        text: 'Ihre Apothekerin oder Ihr Apotheker kennt Ihre Behandlungen und kann Ihnen das passende Nahrungsergänzungsmittel empfehlen. Unsere Partnerapotheken sind zu unseren Produkten geschult.',
        finder: 'Eine für die Beratung geschulte Apotheke finden',
        contact: 'Ihre Frage an unseren Verbraucherservice richten',
      },
      healthProfessional: {
        title: 'Ärztin, Arzt oder Fachkraft im Gesundheitswesen',
        who: 'Unser medizinisch-wissenschaftliches Team',
        text: 'Unsere Ärzte und Apotheker beantworten Ihre Fragen zu Zusammensetzung, klinischen Studien und Anwendung unserer Produkte und senden Ihnen die wissenschaftliche Dokumentation.',
      },
      pharmacist: {
        title: 'Apothekerin oder Apotheker',
        who: 'Unser Apothekenservice',
        text: 'Listung, Schulung Ihres Teams, Unterlagen für die Beratung am Handverkaufstisch: Unser Apothekenservice unterstützt Sie.',
        contact: 'Unseren Apothekenservice kontaktieren',
      },
      other: {
        title: 'In einer anderen Situation',
        who: 'Unser Kundenservice',
        text: 'Bei allen anderen Fragen hilft Ihnen unser Kundenservice weiter und leitet Ihr Anliegen an die richtige Person.',
      },
    },
  },
} as const satisfies NamespaceTexts<'locator'>;
