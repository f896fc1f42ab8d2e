// The health needs: twelve top-level needs (1–12) and seventeen sub-needs (13–29) pointing at
// their parent. Each language gives [slug, title, short label, description]. Picto keys are the
// ones catalog/media/draw-need-pictogram.ts draws; a sub-need uses its parent's. The longer
// introduction of each need's page lives in need-intros.ts and sub-need-intros.ts.
import { type IntroText, NEED_INTROS } from './need-intros.ts';
import { deepFreeze, L } from './products/lang.ts';
import { SUB_NEED_INTROS } from './sub-need-intros.ts';
import type { Language, SeedNeed } from './types.ts';

type NeedText = readonly [slug: string, title: string, label: string, description: string];

function need(
  id: number,
  parentId: number | null,
  picto: string,
  text: Readonly<Record<Language, NeedText>>,
): SeedNeed {
  const pick = (index: 0 | 1 | 2 | 3) =>
    L(text.fr[index], text.nl[index], text.de[index], text.es[index], text.it[index]);
  const intro: IntroText | undefined = (parentId === null ? NEED_INTROS : SUB_NEED_INTROS)[id];
  if (!intro) throw new Error(`need ${id} has no introduction`);
  const paragraphs = (lang: Language) => intro[lang].join('\n\n');
  return {
    id,
    parentId,
    picto,
    slug: pick(0),
    title: pick(1),
    label: pick(2),
    description: pick(3),
    intro: L(paragraphs('fr'), paragraphs('nl'), paragraphs('de'), paragraphs('es'), paragraphs('it')),
  };
}

export const NEEDS: readonly SeedNeed[] = deepFreeze([
  need(1, null, 'digestion', {
    fr: [
      'confort-digestif',
      'Confort digestif',
      'Digestion',
      "Lourdeurs, transit irrégulier ou ventre gonflé\u00a0: des solutions pour accompagner une digestion sereine au quotidien, en complément d'une alimentation équilibrée.",
    ],
    nl: [
      'spijsverteringscomfort',
      'Spijsverteringscomfort',
      'Spijsvertering',
      'Een zwaar gevoel, een onregelmatige stoelgang of een opgeblazen buik: oplossingen voor een rustige spijsvertering, naast een evenwichtige voeding.',
    ],
    de: [
      'verdauung',
      'Wohlbefinden der Verdauung',
      'Verdauung',
      'Völlegefühl, unregelmäßige Verdauung oder ein aufgeblähter Bauch: Lösungen für eine entspannte Verdauung im Alltag, ergänzend zu einer ausgewogenen Ernährung.',
    ],
    es: [
      'bienestar-digestivo',
      'Bienestar digestivo',
      'Digestión',
      'Pesadez, tránsito irregular o hinchazón abdominal: soluciones para acompañar una digestión tranquila en el día a día, junto con una alimentación equilibrada.',
    ],
    it: [
      'benessere-digestivo',
      'Benessere digestivo',
      'Digestione',
      "Pesantezza, irregolarità intestinale o gonfiore: soluzioni per accompagnare una digestione serena ogni giorno, insieme a un'alimentazione equilibrata.",
    ],
  }),
  need(2, null, 'shield', {
    fr: [
      'defenses-naturelles',
      'Défenses naturelles',
      'Immunité',
      'Vitamines, minéraux et ferments lactiques pour soutenir le système immunitaire, notamment lors des changements de saison.',
    ],
    nl: [
      'natuurlijke-weerstand',
      'Natuurlijke weerstand',
      'Weerstand',
      'Vitaminen, mineralen en melkzuurbacteriën om het immuunsysteem te ondersteunen, vooral bij de wisseling van de seizoenen.',
    ],
    de: [
      'naturliche-abwehrkrafte',
      'Natürliche Abwehrkräfte',
      'Immunsystem',
      'Vitamine, Mineralstoffe und Milchsäurebakterien, die das Immunsystem unterstützen, besonders beim Wechsel der Jahreszeiten.',
    ],
    es: [
      'defensas-naturales',
      'Defensas naturales',
      'Inmunidad',
      'Vitaminas, minerales y fermentos lácticos para apoyar el sistema inmunitario, sobre todo en los cambios de estación.',
    ],
    it: [
      'difese-naturali',
      'Difese naturali',
      'Immunità',
      'Vitamine, minerali e fermenti lattici per sostenere il sistema immunitario, in particolare nei cambi di stagione.',
    ],
  }),
  need(3, null, 'moon', {
    fr: [
      'sommeil',
      'Sommeil',
      'Sommeil',
      'Pour retrouver des nuits plus paisibles\u00a0: mélatonine, plantes du soir et magnésium, associés à de bonnes habitudes de sommeil.',
    ],
    nl: [
      'slaap',
      'Slaap',
      'Slaap',
      'Voor rustigere nachten: melatonine, avondplanten en magnesium, samen met goede slaapgewoonten.',
    ],
    de: [
      'schlaf',
      'Schlaf',
      'Schlaf',
      'Für ruhigere Nächte: Melatonin, Pflanzen für den Abend und Magnesium, verbunden mit guten Schlafgewohnheiten.',
    ],
    es: [
      'sueno',
      'Sueño',
      'Sueño',
      'Para recuperar noches más tranquilas: melatonina, plantas de noche y magnesio, junto con buenos hábitos de sueño.',
    ],
    it: [
      'sonno',
      'Sonno',
      'Sonno',
      'Per ritrovare notti più tranquille: melatonina, piante della sera e magnesio, insieme a buone abitudini di sonno.',
    ],
  }),
  need(4, null, 'leaf', {
    fr: [
      'stress-et-humeur',
      'Stress et humeur',
      'Stress',
      'Magnésium, vitamines B et extraits de plantes pour traverser les périodes chargées\u202f; le magnésium et la vitamine B6 contribuent à des fonctions psychologiques normales.',
    ],
    nl: [
      'stress-en-gemoedstoestand',
      'Stress en gemoedstoestand',
      'Stress',
      'Magnesium, B-vitaminen en plantenextracten voor drukke periodes; magnesium en vitamine B6 dragen bij tot een normale psychologische functie.',
    ],
    de: [
      'stress-und-stimmung',
      'Stress und Stimmung',
      'Stress',
      'Magnesium, B-Vitamine und Pflanzenextrakte für fordernde Zeiten; Magnesium und Vitamin B6 tragen zu einer normalen psychischen Funktion bei.',
    ],
    es: [
      'estres-y-estado-de-animo',
      'Estrés y estado de ánimo',
      'Estrés',
      'Magnesio, vitaminas del grupo B y extractos de plantas para las épocas de mucha carga; el magnesio y la vitamina B6 contribuyen al funcionamiento psicológico normal.',
    ],
    it: [
      'stress-e-umore',
      'Stress e umore',
      'Stress',
      'Magnesio, vitamine del gruppo B ed estratti vegetali per i periodi più impegnativi; magnesio e vitamina B6 contribuiscono alla normale funzione psicologica.',
    ],
  }),
  need(5, null, 'bolt', {
    fr: [
      'energie-et-fatigue',
      'Énergie et fatigue',
      'Énergie',
      "Quand les journées s'allongent, des nutriments comme le magnésium, le fer ou la vitamine C contribuent à réduire la fatigue.",
    ],
    nl: [
      'energie-en-vermoeidheid',
      'Energie en vermoeidheid',
      'Energie',
      'Wanneer de dagen lang worden, dragen voedingsstoffen zoals magnesium, ijzer of vitamine C bij tot de vermindering van vermoeidheid.',
    ],
    de: [
      'energie-und-mudigkeit',
      'Energie und Müdigkeit',
      'Energie',
      'Wenn die Tage lang werden, tragen Nährstoffe wie Magnesium, Eisen oder Vitamin C zur Verringerung von Müdigkeit und Ermüdung bei.',
    ],
    es: [
      'energia-y-cansancio',
      'Energía y cansancio',
      'Energía',
      'Cuando las jornadas se alargan, nutrientes como el magnesio, el hierro o la vitamina C contribuyen a disminuir el cansancio y la fatiga.',
    ],
    it: [
      'energia-e-stanchezza',
      'Energia e stanchezza',
      'Energia',
      "Quando le giornate si allungano, nutrienti come magnesio, ferro o vitamina C contribuiscono alla riduzione della stanchezza e dell'affaticamento.",
    ],
  }),
  need(6, null, 'joint', {
    fr: [
      'articulations-et-os',
      'Articulations et os',
      'Articulations',
      "Vitamine D, calcium, vitamine C et actifs spécifiques pour accompagner la mobilité et le maintien d'une ossature normale.",
    ],
    nl: [
      'gewrichten-en-botten',
      'Gewrichten en botten',
      'Gewrichten',
      'Vitamine D, calcium, vitamine C en specifieke actieve stoffen om de beweeglijkheid te ondersteunen en normale botten te behouden.',
    ],
    de: [
      'gelenke-und-knochen',
      'Gelenke und Knochen',
      'Gelenke',
      'Vitamin D, Calcium, Vitamin C und gezielt ausgewählte Inhaltsstoffe, die Beweglichkeit und die Erhaltung normaler Knochen begleiten.',
    ],
    es: [
      'articulaciones-y-huesos',
      'Articulaciones y huesos',
      'Articulaciones',
      'Vitamina D, calcio, vitamina C y activos específicos para acompañar la movilidad y el mantenimiento de los huesos en condiciones normales.',
    ],
    it: [
      'articolazioni-e-ossa',
      'Articolazioni e ossa',
      'Articolazioni',
      'Vitamina D, calcio, vitamina C e attivi specifici per accompagnare la mobilità e il mantenimento di ossa normali.',
    ],
  }),
  need(7, null, 'heart', {
    fr: [
      'coeur-et-circulation',
      'Cœur et circulation',
      'Cœur',
      'Les acides gras oméga-3 EPA et DHA contribuent au fonctionnement normal du cœur, avec un apport journalier de 250 mg.',
    ],
    nl: [
      'hart-en-bloedsomloop',
      'Hart en bloedsomloop',
      'Hart',
      'De omega 3-vetzuren EPA en DHA dragen bij tot de normale werking van het hart, bij een dagelijkse inname van 250 mg.',
    ],
    de: [
      'herz-und-kreislauf',
      'Herz und Kreislauf',
      'Herz',
      'Die Omega-3-Fettsäuren EPA und DHA tragen bei einer täglichen Aufnahme von 250 mg zu einer normalen Herzfunktion bei.',
    ],
    es: [
      'corazon-y-circulacion',
      'Corazón y circulación',
      'Corazón',
      'Los ácidos grasos omega-3 EPA y DHA contribuyen al funcionamiento normal del corazón con una ingesta diaria de 250 mg.',
    ],
    it: [
      'cuore-e-circolazione',
      'Cuore e circolazione',
      'Cuore',
      "Gli acidi grassi omega-3 EPA e DHA contribuiscono alla normale funzione cardiaca con un'assunzione giornaliera di 250 mg.",
    ],
  }),
  need(8, null, 'drop', {
    fr: [
      'peau-cheveux-et-ongles',
      'Peau, cheveux et ongles',
      'Beauté',
      "Zinc, sélénium, biotine et vitamine C\u00a0: des nutriments qui contribuent au maintien d'une peau, de cheveux et d'ongles normaux.",
    ],
    nl: [
      'huid-haar-en-nagels',
      'Huid, haar en nagels',
      'Huid en haar',
      'Zink, selenium, biotine en vitamine C: voedingsstoffen die bijdragen tot de instandhouding van een normale huid, normaal haar en normale nagels.',
    ],
    de: [
      'haut-haare-und-nagel',
      'Haut, Haare und Nägel',
      'Haut und Haare',
      'Zink, Selen, Biotin und Vitamin C: Nährstoffe, die zur Erhaltung normaler Haut, Haare und Nägel beitragen.',
    ],
    es: [
      'piel-cabello-y-unas',
      'Piel, cabello y uñas',
      'Piel y cabello',
      'Zinc, selenio, biotina y vitamina C: nutrientes que contribuyen al mantenimiento de la piel, el cabello y las uñas en condiciones normales.',
    ],
    it: [
      'pelle-capelli-e-unghie',
      'Pelle, capelli e unghie',
      'Pelle e capelli',
      'Zinco, selenio, biotina e vitamina C: nutrienti che contribuiscono al mantenimento di pelle, capelli e unghie normali.',
    ],
  }),
  need(9, null, 'female', {
    fr: [
      'sante-de-la-femme',
      'Santé de la femme',
      'Femme',
      "Du projet de grossesse à la ménopause, des formules adaptées aux besoins particuliers de chaque période de la vie d'une femme.",
    ],
    nl: [
      'gezondheid-van-de-vrouw',
      'Gezondheid van de vrouw',
      'Vrouw',
      'Van kinderwens tot menopauze: formules afgestemd op de specifieke behoeften van elke levensfase van een vrouw.',
    ],
    de: [
      'frauengesundheit',
      'Frauengesundheit',
      'Frauen',
      'Vom Kinderwunsch bis zu den Wechseljahren: Rezepturen für die besonderen Bedürfnisse jeder Lebensphase einer Frau.',
    ],
    es: [
      'salud-de-la-mujer',
      'Salud de la mujer',
      'Mujer',
      'De la búsqueda del embarazo a la menopausia, fórmulas adaptadas a las necesidades particulares de cada etapa de la vida de la mujer.',
    ],
    it: [
      'salute-della-donna',
      'Salute della donna',
      'Donna',
      'Dalla ricerca di una gravidanza alla menopausa, formule adatte alle esigenze particolari di ogni fase della vita di una donna.',
    ],
  }),
  need(10, null, 'bladder', {
    fr: [
      'confort-urinaire',
      'Confort urinaire',
      'Voies urinaires',
      'Canneberge et gestes simples pour le confort urinaire au quotidien\u202f; en cas de brûlures ou de fièvre, consultez un médecin.',
    ],
    nl: [
      'urinair-comfort',
      'Urinair comfort',
      'Urinewegen',
      'Veenbes en eenvoudige gewoonten voor het dagelijkse comfort van de urinewegen; raadpleeg een arts bij een branderig gevoel of koorts.',
    ],
    de: [
      'blase-und-harnwege',
      'Blase und Harnwege',
      'Harnwege',
      'Cranberry und einfache Gewohnheiten für das Wohlbefinden der Harnwege; bei Brennen oder Fieber sollten Sie ärztlichen Rat einholen.',
    ],
    es: [
      'bienestar-urinario',
      'Bienestar urinario',
      'Vías urinarias',
      'Arándano rojo y hábitos sencillos para el bienestar urinario diario; si aparecen escozor o fiebre, consulte a un médico.',
    ],
    it: [
      'benessere-urinario',
      'Benessere urinario',
      'Vie urinarie',
      'Mirtillo rosso e semplici abitudini per il benessere delle vie urinarie; in caso di bruciore o febbre, rivolgersi al medico.',
    ],
  }),
  need(11, null, 'scale', {
    fr: [
      'poids-et-metabolisme',
      'Poids et métabolisme',
      'Métabolisme',
      "Le chrome contribue au maintien d'une glycémie normale\u00a0: un appui pour qui surveille son équilibre alimentaire, sans remplacer une alimentation adaptée ni l'activité physique.",
    ],
    nl: [
      'gewicht-en-stofwisseling',
      'Gewicht en stofwisseling',
      'Stofwisseling',
      'Chroom draagt bij tot de instandhouding van een normale bloedglucosespiegel: een steun voor wie op zijn voeding let, zonder aangepaste voeding en beweging te vervangen.',
    ],
    de: [
      'gewicht-und-stoffwechsel',
      'Gewicht und Stoffwechsel',
      'Stoffwechsel',
      'Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei: eine Unterstützung für alle, die auf ihre Ernährung achten, ohne eine angepasste Ernährung und Bewegung zu ersetzen.',
    ],
    es: [
      'peso-y-metabolismo',
      'Peso y metabolismo',
      'Metabolismo',
      'El cromo contribuye al mantenimiento de niveles normales de glucosa en sangre: un apoyo para quienes cuidan su alimentación, sin sustituir una dieta adecuada ni la actividad física.',
    ],
    it: [
      'peso-e-metabolismo',
      'Peso e metabolismo',
      'Metabolismo',
      "Il cromo contribuisce al mantenimento di livelli normali di glucosio nel sangue: un aiuto per chi cura la propria alimentazione, senza sostituire una dieta adeguata e l'attività fisica.",
    ],
  }),
  need(12, null, 'brain', {
    fr: [
      'memoire-et-concentration',
      'Mémoire et concentration',
      'Mémoire',
      "DHA, zinc, fer et extraits de plantes pour les périodes d'examens ou de travail intense\u202f; le DHA contribue au fonctionnement normal du cerveau.",
    ],
    nl: [
      'geheugen-en-concentratie',
      'Geheugen en concentratie',
      'Geheugen',
      'DHA, zink, ijzer en plantenextracten voor examenperiodes of drukke werkweken; DHA draagt bij tot de instandhouding van een normale hersenfunctie.',
    ],
    de: [
      'gedachtnis-und-konzentration',
      'Gedächtnis und Konzentration',
      'Gedächtnis',
      'DHA, Zink, Eisen und Pflanzenextrakte für Prüfungszeiten oder intensive Arbeitsphasen; DHA trägt zur Erhaltung einer normalen Gehirnfunktion bei.',
    ],
    es: [
      'memoria-y-concentracion',
      'Memoria y concentración',
      'Memoria',
      'DHA, zinc, hierro y extractos de plantas para épocas de exámenes o de trabajo intenso; el DHA contribuye al mantenimiento del funcionamiento normal del cerebro.',
    ],
    it: [
      'memoria-e-concentrazione',
      'Memoria e concentrazione',
      'Memoria',
      'DHA, zinco, ferro ed estratti vegetali per i periodi di esami o di lavoro intenso; il DHA contribuisce al mantenimento della normale funzione cerebrale.',
    ],
  }),
  need(13, 1, 'digestion', {
    fr: [
      'transit-intestinal',
      'Transit intestinal',
      'Transit',
      "Un transit paresseux se règle d'abord par les fibres, l'eau et le mouvement\u202f; certains compléments peuvent venir en appui.",
    ],
    nl: [
      'regelmatige-stoelgang',
      'Regelmatige stoelgang',
      'Stoelgang',
      'Een trage stoelgang verbetert in de eerste plaats door vezels, water en beweging; bepaalde supplementen kunnen daarbij ondersteunen.',
    ],
    de: [
      'darmtatigkeit',
      'Darmtätigkeit',
      'Darmtätigkeit',
      'Eine träge Verdauung lässt sich zuerst mit Ballaststoffen, ausreichend Flüssigkeit und Bewegung angehen; manche Nahrungsergänzungen können dies begleiten.',
    ],
    es: [
      'transito-intestinal',
      'Tránsito intestinal',
      'Tránsito',
      'Un tránsito perezoso se aborda primero con fibra, agua y movimiento; algunos complementos pueden servir de apoyo.',
    ],
    it: [
      'transito-intestinale',
      'Transito intestinale',
      'Transito',
      'Un intestino pigro si affronta innanzitutto con fibre, acqua e movimento; alcuni integratori possono fornire un sostegno.',
    ],
  }),
  need(14, 1, 'digestion', {
    fr: [
      'ballonnements',
      'Ballonnements',
      'Ballonnements',
      'Ventre gonflé après les repas\u00a0: des ferments lactiques et des plantes traditionnellement associés au confort digestif.',
    ],
    nl: [
      'opgeblazen-gevoel',
      'Opgeblazen gevoel',
      'Opgeblazen gevoel',
      'Een opgezette buik na de maaltijd: melkzuurbacteriën en planten die van oudsher met spijsverteringscomfort worden verbonden.',
    ],
    de: [
      'blahungen',
      'Blähungen',
      'Blähungen',
      'Ein aufgeblähter Bauch nach dem Essen: Milchsäurebakterien und Pflanzen, die traditionell mit einer angenehmen Verdauung in Verbindung gebracht werden.',
    ],
    es: [
      'hinchazon',
      'Hinchazón',
      'Hinchazón',
      'Vientre hinchado después de las comidas: fermentos lácticos y plantas tradicionalmente asociados al confort digestivo.',
    ],
    it: [
      'gonfiore-addominale',
      'Gonfiore addominale',
      'Gonfiore',
      'Pancia gonfia dopo i pasti: fermenti lattici e piante tradizionalmente associati al benessere digestivo.',
    ],
  }),
  need(15, 1, 'digestion', {
    fr: [
      'flore-apres-antibiotiques',
      'Flore après antibiotiques',
      'Après antibiotiques',
      "Pendant et après une cure d'antibiotiques, des souches choisies accompagnent l'équilibre de la flore intestinale, en décalant les prises d'au moins deux heures.",
    ],
    nl: [
      'darmflora-na-antibiotica',
      'Darmflora na antibiotica',
      'Na antibiotica',
      'Tijdens en na een antibioticakuur ondersteunen geselecteerde stammen het evenwicht van de darmflora; laat minstens twee uur tussen beide innames.',
    ],
    de: [
      'darmflora-nach-antibiotika',
      'Darmflora nach Antibiotika',
      'Nach Antibiotika',
      'Während und nach einer Antibiotikaeinnahme begleiten ausgewählte Stämme das Gleichgewicht der Darmflora; dabei sollten mindestens zwei Stunden zwischen beiden Einnahmen liegen.',
    ],
    es: [
      'flora-tras-antibioticos',
      'Flora tras los antibióticos',
      'Tras antibióticos',
      'Durante y después de un tratamiento antibiótico, cepas seleccionadas acompañan el equilibrio de la flora intestinal, separando las tomas al menos dos horas.',
    ],
    it: [
      'flora-dopo-antibiotici',
      'Flora dopo gli antibiotici',
      'Dopo antibiotici',
      "Durante e dopo una terapia antibiotica, ceppi selezionati accompagnano l'equilibrio della flora intestinale, distanziando le assunzioni di almeno due ore.",
    ],
  }),
  need(16, 2, 'shield', {
    fr: [
      'defenses-en-hiver',
      'Défenses en hiver',
      'Hiver',
      'Quand les jours raccourcissent, la vitamine D, la vitamine C et le zinc contribuent au fonctionnement normal du système immunitaire.',
    ],
    nl: [
      'weerstand-in-de-winter',
      'Weerstand in de winter',
      'Winter',
      'Wanneer de dagen korter worden, dragen vitamine D, vitamine C en zink bij tot de normale werking van het immuunsysteem.',
    ],
    de: [
      'abwehrkrafte-im-winter',
      'Abwehrkräfte im Winter',
      'Winter',
      'Wenn die Tage kürzer werden, tragen Vitamin D, Vitamin C und Zink zu einer normalen Funktion des Immunsystems bei.',
    ],
    es: [
      'defensas-en-invierno',
      'Defensas en invierno',
      'Invierno',
      'Cuando los días se acortan, la vitamina D, la vitamina C y el zinc contribuyen al funcionamiento normal del sistema inmunitario.',
    ],
    it: [
      'difese-in-inverno',
      'Difese in inverno',
      'Inverno',
      'Quando le giornate si accorciano, vitamina D, vitamina C e zinco contribuiscono alla normale funzione del sistema immunitario.',
    ],
  }),
  need(17, 3, 'moon', {
    fr: [
      'endormissement',
      'Endormissement',
      'Endormissement',
      "La mélatonine contribue à réduire le temps d'endormissement, avec 1 mg pris peu avant le coucher.",
    ],
    nl: [
      'inslapen',
      'Inslapen',
      'Inslapen',
      'Melatonine draagt bij tot het verkorten van de inslaaptijd, bij inname van 1 mg kort voor het slapengaan.',
    ],
    de: [
      'einschlafen',
      'Einschlafen',
      'Einschlafen',
      'Melatonin trägt dazu bei, die Einschlafzeit zu verkürzen, wenn kurz vor dem Schlafengehen 1 mg eingenommen wird.',
    ],
    es: [
      'conciliar-el-sueno',
      'Conciliar el sueño',
      'Conciliar el sueño',
      'La melatonina contribuye a reducir el tiempo necesario para conciliar el sueño, con 1 mg tomado poco antes de acostarse.',
    ],
    it: [
      'addormentamento',
      'Addormentamento',
      'Addormentamento',
      'La melatonina contribuisce a ridurre il tempo necessario per prendere sonno, con 1 mg assunto poco prima di coricarsi.',
    ],
  }),
  need(18, 3, 'moon', {
    fr: [
      'decalage-horaire',
      'Décalage horaire',
      'Décalage horaire',
      "La mélatonine contribue à atténuer les effets du décalage horaire, avec au moins 0,5 mg pris peu avant le coucher le premier jour du voyage et les jours suivant l'arrivée.",
    ],
    nl: [
      'jetlag',
      'Jetlag',
      'Jetlag',
      'Melatonine draagt bij tot het verlichten van de subjectieve gevolgen van een jetlag, met minstens 0,5 mg kort voor het slapengaan op de eerste reisdag en de dagen na aankomst.',
    ],
    de: [
      'jetlag',
      'Jetlag',
      'Jetlag',
      'Melatonin trägt dazu bei, die subjektive Empfindung von Jetlag zu lindern, mit mindestens 0,5 mg kurz vor dem Schlafengehen am ersten Reisetag und an den Tagen nach der Ankunft.',
    ],
    es: [
      'desfase-horario',
      'Desfase horario',
      'Desfase horario',
      'La melatonina contribuye a aliviar la sensación subjetiva de desfase horario, con al menos 0,5 mg tomados poco antes de acostarse el primer día del viaje y los días siguientes a la llegada.',
    ],
    it: [
      'fuso-orario',
      'Fuso orario',
      'Fuso orario',
      "La melatonina contribuisce ad alleviare gli effetti del cambio di fuso orario, con almeno 0,5 mg assunti poco prima di coricarsi il primo giorno di viaggio e nei giorni successivi all'arrivo.",
    ],
  }),
  need(19, 4, 'leaf', {
    fr: [
      'stress-du-quotidien',
      'Stress du quotidien',
      'Stress du quotidien',
      'Rythme soutenu, charge mentale\u00a0: le magnésium et les vitamines B contribuent au fonctionnement normal du système nerveux.',
    ],
    nl: [
      'dagelijkse-stress',
      'Dagelijkse stress',
      'Dagelijkse stress',
      'Een hoog tempo en veel aan het hoofd: magnesium en B-vitaminen dragen bij tot de normale werking van het zenuwstelsel.',
    ],
    de: [
      'alltagsstress',
      'Alltagsstress',
      'Alltagsstress',
      'Hohes Tempo, viel im Kopf: Magnesium und B-Vitamine tragen zu einer normalen Funktion des Nervensystems bei.',
    ],
    es: [
      'estres-cotidiano',
      'Estrés cotidiano',
      'Estrés cotidiano',
      'Ritmo intenso y carga mental: el magnesio y las vitaminas del grupo B contribuyen al funcionamiento normal del sistema nervioso.',
    ],
    it: [
      'stress-quotidiano',
      'Stress quotidiano',
      'Stress quotidiano',
      'Ritmi serrati e carico mentale: magnesio e vitamine del gruppo B contribuiscono al normale funzionamento del sistema nervoso.',
    ],
  }),
  need(20, 5, 'bolt', {
    fr: [
      'fatigue-musculaire',
      'Fatigue musculaire',
      'Muscles',
      "Après l'effort ou en fin de journée, le magnésium contribue à une fonction musculaire normale et à réduire la fatigue.",
    ],
    nl: [
      'spiervermoeidheid',
      'Spiervermoeidheid',
      'Spieren',
      'Na een inspanning of aan het eind van de dag draagt magnesium bij tot de normale werking van de spieren en tot de vermindering van vermoeidheid.',
    ],
    de: [
      'mude-muskeln',
      'Müde Muskeln',
      'Muskeln',
      'Nach dem Sport oder am Ende des Tages trägt Magnesium zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit bei.',
    ],
    es: [
      'fatiga-muscular',
      'Fatiga muscular',
      'Músculos',
      'Después del esfuerzo o al final del día, el magnesio contribuye al funcionamiento normal de los músculos y a disminuir el cansancio.',
    ],
    it: [
      'affaticamento-muscolare',
      'Affaticamento muscolare',
      'Muscoli',
      'Dopo lo sforzo o a fine giornata, il magnesio contribuisce alla normale funzione muscolare e alla riduzione della stanchezza.',
    ],
  }),
  need(21, 6, 'joint', {
    fr: [
      'cartilage',
      'Cartilage',
      'Cartilage',
      'Articulations sollicitées par le sport ou par les années\u00a0: la vitamine C contribue à la formation normale de collagène pour assurer le fonctionnement normal des cartilages.',
    ],
    nl: [
      'kraakbeen',
      'Kraakbeen',
      'Kraakbeen',
      'Gewrichten die door sport of door de jaren zwaar belast worden: vitamine C draagt bij tot de normale collageenvorming voor de normale werking van het kraakbeen.',
    ],
    de: [
      'knorpel',
      'Knorpel',
      'Knorpel',
      'Gelenke, die durch Sport oder die Jahre beansprucht werden: Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel bei.',
    ],
    es: [
      'cartilago',
      'Cartílago',
      'Cartílago',
      'Articulaciones exigidas por el deporte o por los años: la vitamina C contribuye a la formación normal de colágeno para el funcionamiento normal de los cartílagos.',
    ],
    it: [
      'cartilagine',
      'Cartilagine',
      'Cartilagine',
      'Articolazioni messe alla prova dallo sport o dagli anni: la vitamina C contribuisce alla normale formazione del collagene per la normale funzione delle cartilagini.',
    ],
  }),
  need(22, 7, 'heart', {
    fr: [
      'cholesterol',
      'Cholestérol',
      'Cholestérol',
      "Les phytostérols contribuent au maintien d'une cholestérolémie normale, avec un apport d'au moins 0,8 g par jour, en complément d'une alimentation adaptée.",
    ],
    nl: [
      'cholesterol',
      'Cholesterol',
      'Cholesterol',
      'Plantensterolen dragen bij tot het behoud van een normaal cholesterolgehalte in het bloed, bij een inname van minstens 0,8 g per dag en naast een aangepaste voeding.',
    ],
    de: [
      'cholesterin',
      'Cholesterin',
      'Cholesterin',
      'Pflanzensterine tragen bei einer Aufnahme von mindestens 0,8 g pro Tag und einer angepassten Ernährung zur Aufrechterhaltung eines normalen Cholesterinspiegels im Blut bei.',
    ],
    es: [
      'colesterol',
      'Colesterol',
      'Colesterol',
      'Los fitoesteroles contribuyen a mantener niveles normales de colesterol sanguíneo, con una ingesta mínima de 0,8 g al día y una alimentación adecuada.',
    ],
    it: [
      'colesterolo',
      'Colesterolo',
      'Colesterolo',
      "I fitosteroli contribuiscono al mantenimento di livelli normali di colesterolo nel sangue, con un'assunzione di almeno 0,8 g al giorno e un'alimentazione adeguata.",
    ],
  }),
  need(23, 8, 'drop', {
    fr: [
      'cheveux-et-ongles',
      'Cheveux et ongles',
      'Cheveux et ongles',
      "Cheveux ternes, ongles cassants\u00a0: le zinc et le sélénium contribuent au maintien de cheveux et d'ongles normaux.",
    ],
    nl: [
      'haar-en-nagels',
      'Haar en nagels',
      'Haar en nagels',
      'Dof haar, breekbare nagels: zink en selenium dragen bij tot de instandhouding van normaal haar en normale nagels.',
    ],
    de: [
      'haare-und-nagel',
      'Haare und Nägel',
      'Haare und Nägel',
      'Glanzloses Haar, brüchige Nägel: Zink und Selen tragen zur Erhaltung normaler Haare und Nägel bei.',
    ],
    es: [
      'cabello-y-unas',
      'Cabello y uñas',
      'Cabello y uñas',
      'Cabello apagado y uñas quebradizas: el zinc y el selenio contribuyen al mantenimiento del cabello y las uñas en condiciones normales.',
    ],
    it: [
      'capelli-e-unghie',
      'Capelli e unghie',
      'Capelli e unghie',
      'Capelli spenti, unghie fragili: zinco e selenio contribuiscono al mantenimento di capelli e unghie normali.',
    ],
  }),
  need(24, 9, 'female', {
    fr: [
      'grossesse',
      'Grossesse',
      'Grossesse',
      'Folates, fer, iode et DHA\u00a0: des apports adaptés à la grossesse, à discuter avec votre médecin ou votre sage-femme.',
    ],
    nl: [
      'zwangerschap',
      'Zwangerschap',
      'Zwangerschap',
      'Foliumzuur, ijzer, jodium en DHA: voedingsstoffen afgestemd op de zwangerschap, te bespreken met uw arts of vroedvrouw.',
    ],
    de: [
      'schwangerschaft',
      'Schwangerschaft',
      'Schwangerschaft',
      'Folat, Eisen, Jod und DHA: auf die Schwangerschaft abgestimmte Nährstoffe, am besten in Absprache mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Hebamme.',
    ],
    es: [
      'embarazo',
      'Embarazo',
      'Embarazo',
      'Folato, hierro, yodo y DHA: aportes adaptados al embarazo, que conviene comentar con su médico o su matrona.',
    ],
    it: [
      'gravidanza',
      'Gravidanza',
      'Gravidanza',
      "Folato, ferro, iodio e DHA: apporti adatti alla gravidanza, da valutare con il medico o l'ostetrica.",
    ],
  }),
  need(25, 9, 'female', {
    fr: [
      'menopause',
      'Ménopause',
      'Ménopause',
      "Bouffées de chaleur, sommeil perturbé, humeur changeante\u00a0: des formules pour accompagner cette transition, dont la vitamine B6 qui contribue à réguler l'activité hormonale.",
    ],
    nl: [
      'menopauze',
      'Menopauze',
      'Menopauze',
      'Opvliegers, een verstoorde slaap, wisselende stemmingen: formules om deze overgang te begeleiden, onder meer met vitamine B6, die bijdraagt tot de regulatie van de hormonale activiteit.',
    ],
    de: [
      'wechseljahre',
      'Wechseljahre',
      'Wechseljahre',
      'Hitzewallungen, unruhiger Schlaf, wechselnde Stimmung: Rezepturen, die diesen Übergang begleiten, darunter Vitamin B6, das zur Regulierung der Hormontätigkeit beiträgt.',
    ],
    es: [
      'menopausia',
      'Menopausia',
      'Menopausia',
      'Sofocos, sueño alterado, cambios de humor: fórmulas para acompañar esta transición, entre ellas la vitamina B6, que contribuye a regular la actividad hormonal.',
    ],
    it: [
      'menopausa',
      'Menopausa',
      'Menopausa',
      "Vampate di calore, sonno disturbato, umore altalenante: formule per accompagnare questa fase di passaggio, tra cui la vitamina B6, che contribuisce alla regolazione dell'attività ormonale.",
    ],
  }),
  need(26, 9, 'female', {
    fr: [
      'fertilite',
      'Fertilité',
      'Fertilité',
      'Pour le couple qui souhaite un enfant\u00a0: le zinc contribue à une fertilité et une reproduction normales, et une supplémentation en folates est recommandée dès le projet de grossesse.',
    ],
    nl: [
      'vruchtbaarheid',
      'Vruchtbaarheid',
      'Vruchtbaarheid',
      'Voor koppels met een kinderwens: zink draagt bij tot een normale vruchtbaarheid en voortplanting, en een supplement met foliumzuur wordt al vóór de conceptie aanbevolen.',
    ],
    de: [
      'fruchtbarkeit',
      'Fruchtbarkeit',
      'Fruchtbarkeit',
      'Für Paare mit Kinderwunsch: Zink trägt zu einer normalen Fruchtbarkeit und Reproduktion bei, und eine Folatergänzung wird schon vor der Empfängnis empfohlen.',
    ],
    es: [
      'fertilidad',
      'Fertilidad',
      'Fertilidad',
      'Para las parejas que buscan un hijo: el zinc contribuye a la fertilidad y la reproducción normales, y se recomienda un suplemento de folato ya antes de la concepción.',
    ],
    it: [
      'fertilita',
      'Fertilità',
      'Fertilità',
      "Per la coppia che desidera un figlio: lo zinco contribuisce alla normale fertilità e riproduzione, e un'integrazione di folato è raccomandata già prima del concepimento.",
    ],
  }),
  need(27, 10, 'bladder', {
    fr: [
      'confort-de-la-vessie',
      'Confort de la vessie',
      'Vessie',
      'Envies fréquentes, inconfort\u00a0: boire suffisamment et ne pas se retenir restent les premiers réflexes, que la canneberge peut compléter.',
    ],
    nl: [
      'blaascomfort',
      'Blaascomfort',
      'Blaas',
      'Vaak moeten plassen, ongemak: voldoende drinken en niet te lang ophouden blijven de eerste reflexen; veenbes kan die gewoonten aanvullen.',
    ],
    de: [
      'wohlbefinden-der-blase',
      'Wohlbefinden der Blase',
      'Blase',
      'Häufiger Harndrang, Unbehagen: ausreichend trinken und nicht zu lange einhalten bleiben die wichtigsten Gewohnheiten; Cranberry kann sie ergänzen.',
    ],
    es: [
      'bienestar-de-la-vejiga',
      'Bienestar de la vejiga',
      'Vejiga',
      'Ganas frecuentes, molestias: beber lo suficiente y no aguantarse siguen siendo los primeros hábitos, que el arándano rojo puede completar.',
    ],
    it: [
      'benessere-della-vescica',
      'Benessere della vescica',
      'Vescica',
      'Stimolo frequente, fastidio: bere a sufficienza e non trattenersi restano le prime abitudini, che il mirtillo rosso può completare.',
    ],
  }),
  need(28, 11, 'scale', {
    fr: [
      'equilibre-glycemique',
      'Équilibre glycémique',
      'Glycémie',
      "Le chrome contribue au maintien d'une glycémie normale\u202f; les personnes diabétiques doivent demander l'avis de leur médecin avant toute supplémentation.",
    ],
    nl: [
      'bloedsuikerbalans',
      'Bloedsuikerbalans',
      'Bloedsuiker',
      'Chroom draagt bij tot de instandhouding van een normale bloedglucosespiegel; mensen met diabetes vragen best eerst advies aan hun arts.',
    ],
    de: [
      'blutzuckergleichgewicht',
      'Blutzuckergleichgewicht',
      'Blutzucker',
      'Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei; Menschen mit Diabetes sollten vor einer Ergänzung ärztlichen Rat einholen.',
    ],
    es: [
      'equilibrio-de-la-glucosa',
      'Equilibrio de la glucosa',
      'Glucosa',
      'El cromo contribuye al mantenimiento de niveles normales de glucosa en sangre; las personas con diabetes deben consultar a su médico antes de tomar un complemento.',
    ],
    it: [
      'equilibrio-glicemico',
      'Equilibrio glicemico',
      'Glicemia',
      'Il cromo contribuisce al mantenimento di livelli normali di glucosio nel sangue; le persone con diabete devono chiedere il parere del medico prima di assumere un integratore.',
    ],
  }),
  need(29, 12, 'brain', {
    fr: [
      'concentration',
      'Concentration',
      'Concentration',
      "Examens, dossiers exigeants\u00a0: le zinc et le fer contribuent à une fonction cognitive normale, et l'acide pantothénique à des performances intellectuelles normales.",
    ],
    nl: [
      'concentratie',
      'Concentratie',
      'Concentratie',
      'Examens, veeleisende dossiers: zink en ijzer dragen bij tot een normale cognitieve functie, pantotheenzuur tot normale mentale prestaties.',
    ],
    de: [
      'konzentration',
      'Konzentration',
      'Konzentration',
      'Prüfungen, anspruchsvolle Projekte: Zink und Eisen tragen zu einer normalen kognitiven Funktion bei, Pantothensäure zu einer normalen geistigen Leistung.',
    ],
    es: [
      'concentracion',
      'Concentración',
      'Concentración',
      'Exámenes, proyectos exigentes: el zinc y el hierro contribuyen a la función cognitiva normal, y el ácido pantoténico al rendimiento intelectual normal.',
    ],
    it: [
      'concentrazione',
      'Concentrazione',
      'Concentrazione',
      "Esami, progetti impegnativi: zinco e ferro contribuiscono alla normale funzione cognitiva e l'acido pantotenico alle normali prestazioni mentali.",
    ],
  }),
]);
