// Dutch texts, namespace locator: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const locator = {
  finder: {
    title: 'Vind een apotheek',
    titleNear: 'Apotheken in de buurt van {{place}}',
    titleNearPosition: 'Apotheken bij u in de buurt, rond {{city}}',
    titleAroundYou: 'Apotheken bij u in de buurt',
    description:
      'Vind een apotheek bij u in de buurt op gemeente, postcode of via uw locatie: afstand, adres, telefoon en openingsuren.',
    intro:
      'Zoek op gemeente of postcode, of laat uw browser uw locatie bepalen: de dichtstbijzijnde apotheken staan bovenaan, met hun openingsuren.',
    adviceQuestion: 'Op zoek naar persoonlijk advies?',
    adviceLink: 'Ontdek wie u kan adviseren',
    form: {
      name: 'Een apotheek zoeken',
      label: 'Gemeente of postcode',
      hint: 'Bijvoorbeeld een postcode van 4 of 5 cijfers, of de naam van uw gemeente.',
      hintPosition: 'We zoeken rond uw locatie. Vul een gemeente of postcode in om ergens anders te zoeken.',
      submit: 'Zoeken',
      radius: 'Afstand',
      radiusOption: 'Tot {{km}} km',
      adviceOnly: 'Alleen apotheken die opgeleid zijn om u te adviseren',
    },
    locate: {
      button: 'Mijn locatie gebruiken',
      privacy: 'Uw locatie, afgerond op ongeveer een kilometer, dient alleen voor deze zoekopdracht.',
      locating: 'Uw locatie wordt bepaald…',
      denied: 'U hebt geen toestemming gegeven om uw locatie te bepalen. Zoek liever op gemeente of postcode.',
      unavailable: 'Uw locatie kon niet worden bepaald. Zoek liever op gemeente of postcode.',
      timeout: 'Het bepalen van uw locatie duurde te lang. Probeer het opnieuw, of zoek op gemeente of postcode.',
    },
    invalid: {
      placeEmpty: 'Vul een gemeente of postcode in.',
      placeTooLong: 'Deze tekst is te lang: vul een gemeente of postcode in van hoogstens {{max}} tekens.',
      position: 'Deze locatie is niet geldig. Zoek op gemeente of postcode, of laat uw locatie opnieuw bepalen.',
    },
    unknown:
      'We kennen geen gemeente of postcode “{{text}}”. Controleer de spelling, of probeer een gemeente in de buurt.',
    ambiguous: 'Meerdere plaatsen komen overeen met “{{text}}”. Welke bedoelt u?',
    results: {
      count_zero: 'Geen apotheek binnen {{radius}} km van {{place}}',
      count_one: '1 apotheek binnen {{radius}} km van {{place}}',
      count_other: '{{count}} apotheken binnen {{radius}} km van {{place}}',
      countAdvice_zero: 'Geen apotheek die opgeleid is om u te adviseren binnen {{radius}} km van {{place}}',
      countAdvice_one: '1 apotheek die opgeleid is om u te adviseren binnen {{radius}} km van {{place}}',
      countAdvice_other: '{{count}} apotheken die opgeleid zijn om u te adviseren binnen {{radius}} km van {{place}}',
      widened: 'Geen apotheek binnen {{radius}} km: dit zijn de dichtstbijzijnde.',
      noneHint: 'Probeer een gemeente in de buurt of een grotere afstand.',
      withoutAdviceFilter: 'Alle apotheken tonen, opgeleid voor advies of niet',
      position: 'uw locatie',
      positionNear: 'uw locatie, rond {{city}}',
      distance: 'Op {{distance}} km',
      phone: 'Telefoon:',
      givesAdvice: 'Apotheek opgeleid om u te adviseren',
      hours: 'Openingsuren',
      closed: 'Gesloten',
    },
    days: {
      monday: 'Maandag',
      tuesday: 'Dinsdag',
      wednesday: 'Woensdag',
      thursday: 'Donderdag',
      friday: 'Vrijdag',
      saturday: 'Zaterdag',
      sunday: 'Zondag',
      range: '{{from}} – {{to}}',
    },
    map: {
      title_zero: 'Kaart rond {{place}}',
      title_one: 'Kaart van de gevonden apotheek rond {{place}}',
      title_other: 'Kaart van de {{count}} gevonden apotheken rond {{place}}',
      description: 'Elk nummer hoort bij de apotheek met hetzelfde nummer in de lijst.',
      origin: 'Plaats van uw zoekopdracht',
      scale: '{{distance}} km',
      tiles: 'Kaartachtergrond: {{source}}',
    },
    favourite: {
      add: 'Toevoegen aan mijn favoriete apotheken',
      remove: 'Verwijderen uit mijn favoriete apotheken',
      loginNeeded: 'Log in om apotheken aan uw favorieten toe te voegen.',
      mine: 'U vindt uw favoriete apotheken terug in uw account.',
    },
  },
  whoCanAdvise: {
    title: 'Wie kan mij adviseren?',
    description:
      'Particulier, zorgverlener of apotheker: ontdek wie uw vragen over onze voedingssupplementen kan beantwoorden, en hoe u die persoon bereikt.',
    intro:
      'Wie u het best helpt, hangt af van uw situatie. Kies uw profiel: wij vertellen u wie u kan adviseren en hoe u die persoon bereikt.',
    choose: 'U bent',
    contactAs: 'Schrijf ons als:',
    phone: 'Telefonisch: {{phone}}, {{hours}}.',
    hours: 'van maandag tot vrijdag, van 9 tot 13 uur en van 14 tot 18 uur',
    proSite: 'Naar de professionele ruimte',
    groups: {
      consumer: {
        title: 'Een particulier',
        who: 'Uw apotheker, en onze consumentendienst',
        text: 'Uw apotheker kent uw behandelingen en kan u het juiste supplement aanraden. Onze partnerapotheken zijn opgeleid over onze producten.',
        finder: 'Een apotheek vinden die opgeleid is voor advies',
        contact: 'Uw vraag stellen aan onze consumentendienst',
      },
      healthProfessional: {
        title: 'Een arts of zorgverlener',
        who: 'Ons medisch en wetenschappelijk team',
        text: 'Onze artsen en apothekers beantwoorden uw vragen over de samenstelling, de klinische studies en het gebruik van onze producten, en sturen u de wetenschappelijke documentatie.',
      },
      pharmacist: {
        title: 'Een apotheker',
        who: 'Onze dienst apotheken',
        text: 'Opname in uw assortiment, opleiding van uw team, documentatie voor aan de toonbank: onze dienst apotheken staat u bij.',
        contact: 'Contact opnemen met onze dienst apotheken',
      },
      other: {
        title: 'In een andere situatie',
        who: 'Onze klantendienst',
        text: 'Voor elke andere vraag staat onze klantendienst klaar; hij bezorgt uw vraag aan de juiste persoon.',
      },
    },
  },
} as const satisfies NamespaceTexts<'locator'>;
