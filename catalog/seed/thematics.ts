// Themes of the editorial pages: advice themes (1–4), quality and innovation categories (5–6)
// and about themes (7–8). Their slugs appear in /{advice home}/{theme}, in the quality and
// innovation list's category segment and in the about page's theme segment.
import type { Localized, SeedThematic } from './types.ts';

const text = (fr: string, nl: string, de: string, es: string, it: string): Localized =>
  Object.freeze({ fr, nl, de, es, it });

export const THEMATICS: readonly SeedThematic[] = Object.freeze([
  {
    id: 1,
    type: 'advice',
    slug: text(
      'digestion-et-microbiote',
      'spijsvertering-en-microbioom',
      'verdauung-und-mikrobiom',
      'digestion-y-microbiota',
      'digestione-e-microbiota',
    ),
    title: text(
      'Digestion et microbiote',
      'Spijsvertering en microbioom',
      'Verdauung und Mikrobiom',
      'Digestión y microbiota',
      'Digestione e microbiota',
    ),
    description: text(
      'Comprendre le rôle des bactéries intestinales et adopter les gestes qui favorisent le confort digestif au quotidien.',
      'Begrijp de rol van de darmbacteriën en ontdek de gewoonten die een goede spijsvertering in het dagelijks leven ondersteunen.',
      'Die Rolle der Darmbakterien verstehen und die Gewohnheiten kennen, die eine ruhige Verdauung mit jedem Tag unterstützen.',
      'Entender el papel de las bacterias intestinales y adoptar los hábitos que favorecen el confort digestivo en el día a día.',
      'Capire il ruolo della flora intestinale e adottare le abitudini che favoriscono il benessere digestivo di tutti i giorni.',
    ),
  },
  {
    id: 2,
    type: 'advice',
    slug: text(
      'immunite-et-saisons',
      'weerstand-en-seizoenen',
      'immunsystem-und-jahreszeiten',
      'inmunidad-y-estaciones',
      'immunita-e-stagioni',
    ),
    title: text(
      'Immunité et saisons',
      'Weerstand en seizoenen',
      'Immunsystem und Jahreszeiten',
      'Inmunidad y estaciones',
      'Immunità e stagioni',
    ),
    description: text(
      'Les repères utiles pour accompagner les défenses naturelles de toute la famille au fil des saisons et des changements de rythme.',
      'Handige richtlijnen om de natuurlijke weerstand van het hele gezin te ondersteunen tijdens de wisseling van de seizoenen.',
      'Hilfreiche Hinweise, mit denen die ganze Familie die natürlichen Abwehrkräfte durch die Jahreszeiten und die kalten Monate begleitet.',
      'Las pautas útiles para acompañar las defensas naturales de toda la familia con los cambios de estación y los meses fríos.',
      'Le indicazioni utili per sostenere le difese naturali della famiglia con il cambio delle stagioni e il ritorno del freddo.',
    ),
  },
  {
    id: 3,
    type: 'advice',
    slug: text('sommeil-et-stress', 'slaap-en-stress', 'schlaf-und-stress', 'sueno-y-estres', 'sonno-e-stress'),
    title: text('Sommeil et stress', 'Slaap en stress', 'Schlaf und Stress', 'Sueño y estrés', 'Sonno e stress'),
    description: text(
      'Des conseils concrets pour retrouver des nuits réparatrices et garder la tête froide face aux tensions et aux imprévus.',
      'Concrete tips om weer rustig te slapen en het hoofd koel te houden wanneer de spanning en de drukte van de dag toenemen.',
      'Konkrete Tipps für erholsame Nächte und für mehr Gelassenheit, wenn die Anspannung und die Hektik des Alltags zunehmen.',
      'Consejos concretos para recuperar el descanso nocturno y mantener la calma cuando aumentan las tensiones y los imprevistos.',
      'Consigli concreti per ritrovare il riposo notturno e mantenere la calma quando aumentano le tensioni della giornata e gli imprevisti.',
    ),
  },
  {
    id: 4,
    type: 'advice',
    slug: text(
      'nutrition-et-vitalite',
      'voeding-en-vitaliteit',
      'ernahrung-und-vitalitat',
      'nutricion-y-vitalidad',
      'nutrizione-e-vitalita',
    ),
    title: text(
      'Nutrition et vitalité',
      'Voeding en vitaliteit',
      'Ernährung und Vitalität',
      'Nutrición y vitalidad',
      'Nutrizione e vitalità',
    ),
    description: text(
      'Les vitamines, les minéraux et les acides gras qui comptent, et les bons réflexes alimentaires pour garder de l’énergie.',
      'De vitaminen, mineralen en vetzuren die ertoe doen, en de goede eetgewoonten om een leven lang energie en vitaliteit te behouden.',
      'Die Vitamine, Mineralstoffe und Fettsäuren, die zählen, und die Essgewohnheiten, mit denen die Energie im Alltag erhalten bleibt.',
      'Las vitaminas, los minerales y los ácidos grasos que cuentan, y los buenos hábitos en la mesa para mantener la energía.',
      'Le vitamine, i minerali e gli acidi grassi che contano, e le buone abitudini a tavola per mantenere l’energia con il passare degli anni.',
    ),
  },
  {
    id: 5,
    type: 'innovation',
    slug: text(
      'recherche-scientifique',
      'wetenschappelijk-onderzoek',
      'wissenschaftliche-forschung',
      'investigacion-cientifica',
      'ricerca-scientifica',
    ),
    title: text('Recherche', 'Onderzoek', 'Forschung', 'Investigación', 'Ricerca'),
    description: text(
      'Les travaux de nos équipes et de nos partenaires universitaires, des souches microbiennes aux extraits de plantes.',
      'Het werk van onze teams en van de universitaire partners, van de microbiële stammen tot de plantenextracten in een formule.',
      'Die Arbeit unserer Teams und der Partner an den Universitäten, von den Bakterienstämmen bis zu den Pflanzenextrakten.',
      'El trabajo de nuestros equipos y de los socios universitarios, desde las cepas microbianas hasta los extractos de plantas.',
      'Il lavoro dei nostri gruppi e dei partner universitari, dai ceppi microbici agli estratti vegetali della nostra gamma.',
    ),
  },
  {
    id: 6,
    type: 'innovation',
    slug: text(
      'qualite-et-securite',
      'kwaliteit-en-veiligheid',
      'qualitat-und-sicherheit',
      'calidad-y-seguridad',
      'qualita-e-sicurezza',
    ),
    title: text('Qualité', 'Kwaliteit', 'Qualität', 'Calidad', 'Qualità'),
    description: text(
      'Le choix des matières premières, les contrôles et la traçabilité qui accompagnent chacun de nos lots jusqu’à la pharmacie.',
      'De keuze van de grondstoffen, de controles en de traceerbaarheid van elke productiepartij tot in de apotheek.',
      'Die Auswahl der Rohstoffe, die Kontrollen und die Rückverfolgbarkeit, die jede Charge bis in die Apotheke begleiten.',
      'La selección de las materias primas, los controles y la trazabilidad que acompañan cada lote hasta la farmacia.',
      'La scelta delle materie prime, i controlli e la tracciabilità che accompagnano ogni lotto fino al banco della farmacia.',
    ),
  },
  {
    id: 7,
    type: 'about',
    slug: text('notre-histoire', 'onze-geschiedenis', 'unsere-geschichte', 'nuestra-historia', 'la-nostra-storia'),
    title: text('Notre histoire', 'Onze geschiedenis', 'Unsere Geschichte', 'Nuestra historia', 'La nostra storia'),
    description: text(
      'Des premières recherches sur le microbiote à un laboratoire présent dans cinq pays\u00a0: les étapes et les personnes qui ont compté.',
      'Van het eerste onderzoek naar het microbioom tot een laboratorium in vijf landen: de mijlpalen en de mensen die het verschil maakten.',
      'Von der ersten Forschung am Mikrobiom bis zu einem Labor in fünf Ländern: die Etappen und die Menschen, die dabei zählten.',
      'De las primeras investigaciones sobre la microbiota a un laboratorio presente en cinco países: las etapas y los nombres que marcaron el camino.',
      'Dalle prime ricerche sul microbiota a un laboratorio presente in cinque paesi: le tappe e le persone della nostra storia.',
    ),
  },
  {
    id: 8,
    type: 'about',
    slug: text('nos-engagements', 'onze-engagementen', 'unser-engagement', 'nuestros-compromisos', 'i-nostri-impegni'),
    title: text('Nos engagements', 'Onze engagementen', 'Unser Engagement', 'Nuestros compromisos', 'I nostri impegni'),
    description: text(
      'La qualité, la formation des pharmaciens et le respect de l’environnement\u00a0: ce que nous promettons et la manière dont nous le mesurons.',
      'Kwaliteit, de opleiding van de apothekers en respect voor het milieu: wat we beloven en hoe we het meten.',
      'Qualität, die Schulung der Apotheken und der Schutz der Umwelt: was wir versprechen und wie wir es mit Zahlen belegen.',
      'La calidad, la formación de los farmacéuticos y el respeto del medio ambiente: lo que prometemos y cómo lo medimos.',
      'La qualità, la formazione dei farmacisti e il rispetto dell’ambiente: ciò che promettiamo e il modo in cui lo misuriamo con i fatti.',
    ),
  },
]);
