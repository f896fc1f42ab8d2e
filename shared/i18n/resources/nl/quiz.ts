// Dutch texts, namespace quiz: the questionnaire of reading B and its recommendation.
import type { NamespaceTexts } from '../../namespaces.ts';

export const quiz = {
  title: 'Welk supplement past bij mij?',
  description:
    'Beantwoord enkele vragen over uw behoeften en gewoonten: wij stellen de behoeften voor die u kunt verkennen en de voedingssupplementen die bij u passen.',
  intro:
    'Vier vragen over uw behoeften en gewoonten, en wij stellen passende producten voor. Uw antwoorden blijven in het adres van de pagina: er wordt niets bewaard.',
  form: {
    name: 'Vragenlijst',
    submit: 'Toon mijn suggesties',
    update: 'Mijn suggesties bijwerken',
    edit: 'Mijn antwoorden wijzigen',
  },
  questions: {
    need: {
      legend: 'Wat wilt u ondersteunen?',
      hint: 'Vink maximaal {{max}} behoeften aan.',
    },
    age: {
      legend: 'Voor wie zijn deze producten?',
      child: 'Een kind van 6 tot 11 jaar',
      teen: 'Een tiener van 12 tot 17 jaar',
      adult: 'Een volwassene',
      senior: 'Iemand van 65 jaar of ouder',
    },
    pregnancy: {
      legend: 'Bent u zwanger of geeft u borstvoeding?',
      no: 'Nee',
      yes: 'Ja',
    },
    diet: {
      legend: 'Volgt u een bijzonder dieet?',
      any: 'Nee, ik eet alles',
      vegetarian: 'Vegetarisch',
      vegan: 'Veganistisch',
    },
    form: {
      legend: 'In welke vorm neemt u het liefst iets in?',
      any: 'Maakt niet uit',
      capsule: 'Capsules',
      tablet: 'Tabletten',
      powder: 'Zakjes om op te lossen',
      liquid: 'Druppels of ampullen',
      chewable: 'Kauwtabletten of fruitgoms',
    },
  },
  ignored: {
    title: 'Sommige antwoorden in het adres werden niet begrepen en zijn genegeerd:',
    need: 'behoeften (onbekend, of meer dan {{max}})',
    age: 'voor wie',
    pregnancy: 'zwangerschap of borstvoeding',
    diet: 'dieet',
    form: 'voorkeursvorm',
  },
  noNeed: 'Vink minstens één behoefte aan om suggesties te krijgen.',
  needs: {
    title: 'Behoeften om te verkennen',
    lead: 'Onze tips en al onze producten voor elk ervan:',
  },
  products: {
    title: 'Voorgestelde producten',
    none: 'Geen enkel product dat in uw land verkocht wordt, past bij al uw antwoorden. Een apotheker kan u adviseren.',
    excluded_zero: 'Er werd geen product van deze behoeften weggelaten.',
    excluded_one: '{{count}} product van deze behoeften werd weggelaten, omdat het niet bij uw antwoorden past.',
    excluded_other: '{{count}} producten van deze behoeften werden weggelaten, omdat ze niet bij uw antwoorden passen.',
    formMissing: 'Geen van deze producten bestaat in de vorm die u verkiest: hier zijn de andere vormen.',
    why: 'Waarom dit product',
  },
  reasons: {
    needs: 'Past bij uw behoefte: {{needs}}',
    form: 'In de vorm die u verkiest: {{form}}',
    vegan: 'Geschikt voor veganisten',
    vegetarian: 'Geschikt voor vegetariërs',
    pregnancySuitable: 'Ontwikkeld voor zwangerschap en borstvoeding',
    pregnancyAdvice: 'Vraag tijdens zwangerschap of borstvoeding eerst advies aan uw arts of apotheker',
    age: 'Vanaf {{age}} jaar',
  },
  disclaimer:
    'Deze suggesties vervangen het advies van een gezondheidsprofessional niet. Lees de voorzorgsmaatregelen van elk product.',
  share: {
    title: 'Deze suggesties delen',
    label: 'Link naar deze suggesties',
    hint: 'Kopieer deze link om uw suggesties terug te vinden of te delen.',
  },
  restart: 'De vragenlijst opnieuw beginnen',
} as const satisfies NamespaceTexts<'quiz'>;
