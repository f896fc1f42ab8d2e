// Advice articles of theme 4, nutrition and vitality (ids 19–24).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const VITALITY_ADVICE: readonly SeedPage[] = Object.freeze([
  page(
    {
      id: 19,
      type: 'advice',
      themeId: 4,
      needIds: [5, 20],
      productIds: [37, 41, 40],
      publishedAt: '2025-02-18',
      order: 1,
    },
    {
      fr: {
        slug: 'fatigue-les-nutriments-a-surveiller',
        title: 'Fatigue\u00a0: les nutriments à surveiller',
        summary:
          'Fer, vitamines B, vitamine C, magnésium\u00a0: certains nutriments jouent un rôle direct dans la production d’énergie. Comment savoir s’il en manque\u202f?',
        body: `
La fatigue a mille causes\u00a0: manque de sommeil, surcharge de travail, infection récente ou alimentation déséquilibrée.
Parmi elles, des apports insuffisants en certains nutriments sont fréquents et souvent faciles à corriger.

## Les nutriments de l’énergie

- Le fer, qui contribue à la formation normale des globules rouges et de l’hémoglobine.
- Les vitamines B6, B9 et B12, qui contribuent à réduire la fatigue.
- La vitamine C, qui augmente aussi l’absorption du fer.
- Le magnésium, qui contribue à un métabolisme énergétique normal.

## Les personnes plus exposées

Les femmes qui ont des règles abondantes, les femmes enceintes, les sportifs d’endurance et les personnes qui suivent un régime végétalien
ont des besoins particuliers en fer ou en vitamine B12. Chez les personnes âgées, l’absorption de la vitamine B12 diminue.

## Ne pas se supplémenter au hasard

Le fer, en particulier, ne se prend pas sans bilan\u00a0: un excès est nocif. Une prise de sang prescrite par le médecin permet de vérifier
les réserves avant de choisir, avec le pharmacien, un complément adapté.
`,
      },
      nl: {
        slug: 'vermoeidheid-de-voedingsstoffen-die-tellen',
        title: 'Vermoeidheid: de voedingsstoffen die tellen',
        summary:
          'IJzer, B-vitaminen, vitamine C en magnesium spelen een directe rol in de energieproductie. Hoe weet u of er een tekort is?',
        body: `
Vermoeidheid heeft duizend oorzaken: slaaptekort, te veel werk, een recente infectie of een onevenwichtige voeding.
Een te lage inname van bepaalde voedingsstoffen komt daarbij vaak voor en is meestal eenvoudig op te lossen.

## De voedingsstoffen van de energie

- IJzer, dat bijdraagt tot de normale vorming van rode bloedcellen en hemoglobine.
- De vitaminen B6, B9 en B12, die bijdragen tot de vermindering van vermoeidheid.
- Vitamine C, die ook de opname van ijzer verhoogt.
- Magnesium, dat bijdraagt tot een normaal energieleverend metabolisme.

## Wie loopt meer risico?

Vrouwen met een hevige menstruatie, zwangere vrouwen, duursporters en mensen die veganistisch eten, hebben een bijzondere behoefte aan ijzer
of vitamine B12. Bij ouderen neemt de opname van vitamine B12 af.

## Geen supplement op goed geluk

Vooral ijzer neemt u niet zonder onderzoek: een teveel is schadelijk. Een bloedafname, voorgeschreven door de arts, toont de voorraad
voordat u met de apotheker een passend supplement kiest.
`,
      },
      de: {
        slug: 'mudigkeit-die-wichtigen-nahrstoffe',
        title: 'Müdigkeit: die wichtigen Nährstoffe',
        summary:
          'Eisen, B-Vitamine, Vitamin C und Magnesium spielen eine direkte Rolle bei der Energiegewinnung. Wie erkennt man, ob etwas fehlt?',
        body: `
Müdigkeit hat tausend Ursachen: zu wenig Schlaf, zu viel Arbeit, eine kürzliche Infektion oder eine unausgewogene Ernährung.
Eine zu geringe Zufuhr bestimmter Nährstoffe kommt dabei häufig vor und lässt sich meist leicht ausgleichen.

## Nährstoffe für die Energie

- Eisen, das zur normalen Bildung der roten Blutkörperchen und des Hämoglobins beiträgt.
- Die Vitamine B6, B9 und B12, die zur Verringerung von Müdigkeit beitragen.
- Vitamin C, das auch die Aufnahme von Eisen erhöht.
- Magnesium, das zu einem normalen Energiestoffwechsel beiträgt.

## Wer besonders betroffen ist

Frauen mit starker Menstruation, Schwangere, Ausdauersportler und Menschen, die sich vegan ernähren, haben einen besonderen Bedarf an Eisen
oder Vitamin B12. Bei älteren Menschen nimmt die Aufnahme von Vitamin B12 ab.

## Nicht aufs Geratewohl ergänzen

Vor allem Eisen nimmt man nicht ohne Untersuchung ein: Zu viel davon schadet. Eine Blutuntersuchung, die die Ärztin oder der Arzt veranlasst, zeigt
die Speicher, bevor Sie mit der Apotheke ein passendes Produkt wählen.
`,
      },
      es: {
        slug: 'cansancio-los-nutrientes-que-vigilar',
        title: 'Cansancio: los nutrientes que conviene vigilar',
        summary:
          'El hierro, las vitaminas B, la vitamina C y el magnesio desempeñan un papel directo en la producción de energía. ¿Cómo saber si falta alguno?',
        body: `
El cansancio tiene mil causas: falta de sueño, exceso de trabajo, una infección reciente o una alimentación desequilibrada.
Entre ellas, el aporte insuficiente de algunos nutrientes es frecuente y a menudo fácil de corregir.

## Los nutrientes de la energía

- El hierro, que contribuye a la formación normal de los glóbulos rojos y de la hemoglobina.
- Las vitaminas B6, B9 y B12, que contribuyen a disminuir el cansancio y la fatiga.
- La vitamina C, que además aumenta la absorción del hierro.
- El magnesio, que contribuye al metabolismo energético normal.

## Las personas más expuestas

Las mujeres con reglas abundantes, las embarazadas, los deportistas de resistencia y las personas que siguen una dieta vegana tienen necesidades
especiales de hierro o de vitamina B12. En los mayores, la absorción de la vitamina B12 disminuye.

## No tomar complementos al azar

El hierro, en particular, no se toma sin un análisis: el exceso es perjudicial. Un análisis de sangre indicado por el médico permite comprobar
las reservas antes de elegir con el farmacéutico un complemento adecuado.
`,
      },
      it: {
        slug: 'stanchezza-i-nutrienti-da-tenere-d-occhio',
        title: 'Stanchezza: i nutrienti da tenere d’occhio',
        summary:
          'Il ferro, le vitamine del gruppo B, la vitamina C e il magnesio hanno un ruolo diretto nella produzione di energia. Come capire se ne manca qualcuno?',
        body: `
La stanchezza ha mille cause: poco sonno, troppo lavoro, un’infezione recente o un’alimentazione squilibrata.
Tra queste, un apporto insufficiente di alcuni nutrienti è frequente e spesso facile da correggere.

## I nutrienti dell’energia

- Il ferro, che contribuisce alla normale formazione dei globuli rossi e dell’emoglobina.
- Le vitamine B6, B9 e B12, che contribuiscono alla riduzione della stanchezza.
- La vitamina C, che aumenta anche l’assorbimento del ferro.
- Il magnesio, che contribuisce al normale metabolismo energetico.

## Le persone più esposte

Le donne con mestruazioni abbondanti, le donne in gravidanza, gli sportivi di resistenza e chi segue una dieta vegana hanno bisogni particolari
di ferro o di vitamina B12. Negli anziani l’assorbimento della vitamina B12 diminuisce.

## Niente integratori a caso

Il ferro, in particolare, non si assume senza un controllo: un eccesso è dannoso. Un esame del sangue prescritto dal medico permette di verificare
le riserve prima di scegliere con il farmacista l’integratore più adatto.
`,
      },
    },
  ),

  page(
    {
      id: 20,
      type: 'advice',
      themeId: 4,
      needIds: [7, 12, 22, 29],
      productIds: [28, 31],
      publishedAt: '2025-04-22',
      order: 2,
    },
    {
      fr: {
        slug: 'omega-3-pourquoi-et-ou-les-trouver',
        title: 'Oméga-3\u00a0: pourquoi et où les trouver',
        summary:
          'L’EPA et le DHA sont des acides gras que l’organisme produit mal. Leur rôle, les aliments qui en apportent et ce qu’il faut regarder sur un complément.',
        body: `
Les oméga-3 sont une famille d’acides gras dits essentiels\u00a0: l’organisme en a besoin mais ne sait pas les fabriquer en quantité suffisante.
Les plus étudiés sont l’EPA et le DHA, présents surtout dans les poissons gras, et l’acide alpha-linolénique d’origine végétale.

## Leur rôle

L’EPA et le DHA contribuent à une fonction cardiaque normale, pour un apport de 250 mg par jour. Le DHA contribue au maintien d’une fonction
cérébrale et d’une vision normales, avec 250 mg de DHA par jour.

## Les bonnes sources

- Les poissons gras, une à deux fois par semaine\u00a0: sardine, maquereau, hareng, saumon.
- Les huiles de colza et de noix pour l’assaisonnement.
- Les graines de lin moulues et les noix.

## Bien choisir un complément

Regardez la quantité d’EPA et de DHA par dose, et non la quantité totale d’huile, ainsi que l’origine du poisson et les contrôles de pureté.
Les personnes sous traitement anticoagulant doivent demander l’avis de leur médecin avant d’en prendre.
`,
      },
      nl: {
        slug: 'omega-3-waarom-en-waar-vindt-u-ze',
        title: 'Omega-3: waarom en waar vindt u ze?',
        summary:
          'EPA en DHA zijn vetzuren die het lichaam moeilijk aanmaakt. Hun rol, de voedingsmiddelen die ze leveren en waar u op let bij een supplement.',
        body: `
Omega-3 is een familie van zogenaamde essentiële vetzuren: het lichaam heeft ze nodig, maar kan ze niet in voldoende hoeveelheid aanmaken.
De best onderzochte zijn EPA en DHA, vooral aanwezig in vette vis, en het plantaardige alfa-linoleenzuur.

## Hun rol

EPA en DHA dragen bij tot de normale werking van het hart, bij een inname van 250 mg per dag. DHA draagt bij tot de instandhouding van een normale
hersenfunctie en een normaal gezichtsvermogen, met 250 mg DHA per dag.

## De goede bronnen

- Vette vis, een à twee keer per week: sardines, makreel, haring en zalm.
- Koolzaadolie en notenolie voor de dressing.
- Gemalen lijnzaad en walnoten.

## Een supplement goed kiezen

Kijk naar de hoeveelheid EPA en DHA per dosis, en niet naar de totale hoeveelheid olie, en ook naar de herkomst van de vis en de zuiverheidscontroles.
Wie een bloedverdunner neemt, vraagt het advies van de arts voordat hij een supplement gebruikt.
`,
      },
      de: {
        slug: 'omega-3-warum-und-wo-man-sie-findet',
        title: 'Omega-3: warum und wo man sie findet',
        summary:
          'EPA und DHA sind Fettsäuren, die der Körper kaum selbst bildet. Ihre Aufgabe, die Lebensmittel, die sie liefern, und worauf man bei einem Produkt achtet.',
        body: `
Omega-3 ist eine Familie sogenannter essenzieller Fettsäuren: Der Körper braucht sie, kann sie aber nicht in ausreichender Menge bilden.
Am besten untersucht sind EPA und DHA, die vor allem in fettem Fisch stecken, und die pflanzliche Alpha-Linolensäure.

## Ihre Aufgabe

EPA und DHA tragen zu einer normalen Herzfunktion bei, bei einer Zufuhr von 250 mg am Tag. DHA trägt zur Erhaltung einer normalen Gehirnfunktion
und einer normalen Sehkraft bei, mit 250 mg DHA am Tag.

## Die guten Quellen

- Fetter Fisch, ein- bis zweimal pro Woche: Sardine, Makrele, Hering und Lachs.
- Raps- und Walnussöl für die Salatsoße.
- Gemahlene Leinsamen und Walnüsse.

## Ein Produkt richtig wählen

Achten Sie auf die Menge an EPA und DHA pro Dosis und nicht auf die gesamte Ölmenge, außerdem auf die Herkunft des Fisches und die Kontrollen der Reinheit.
Wer blutgerinnungshemmende Mittel einnimmt, spricht vorher mit der Ärztin oder dem Arzt.
`,
      },
      es: {
        slug: 'omega-3-por-que-y-donde-encontrarlos',
        title: 'Omega-3: por qué y dónde encontrarlos',
        summary:
          'El EPA y el DHA son ácidos grasos que el organismo produce mal. Su papel, los alimentos que los aportan y lo que hay que mirar en un complemento.',
        body: `
Los omega-3 son una familia de ácidos grasos llamados esenciales: el organismo los necesita pero no sabe fabricarlos en cantidad suficiente.
Los más estudiados son el EPA y el DHA, presentes sobre todo en el pescado azul, y el ácido alfa-linolénico de origen vegetal.

## Su papel

El EPA y el DHA contribuyen al funcionamiento normal del corazón, con una ingesta de 250 mg al día. El DHA contribuye a mantener el funcionamiento
normal del cerebro y de la visión, con 250 mg de DHA al día.

## Las buenas fuentes

- El pescado azul, una o dos veces por semana: sardina, caballa, arenque y salmón.
- Los aceites de colza y de nuez para aliñar.
- Las semillas de lino molidas y las nueces.

## Elegir bien un complemento

Fíjese en la cantidad de EPA y DHA por dosis, y no en la cantidad total de aceite, así como en el origen del pescado y los controles de pureza.
Las personas con tratamiento anticoagulante deben consultar con el médico antes de tomarlos.
`,
      },
      it: {
        slug: 'omega-3-perche-e-dove-trovarli',
        title: 'Omega-3: perché e dove trovarli',
        summary:
          'EPA e DHA sono acidi grassi che l’organismo produce con difficoltà. Il loro ruolo, gli alimenti che li forniscono e che cosa guardare in un integratore.',
        body: `
Gli omega-3 sono una famiglia di acidi grassi detti essenziali: l’organismo ne ha bisogno ma non riesce a produrli in quantità sufficiente.
I più studiati sono l’EPA e il DHA, presenti soprattutto nel pesce grasso, e l’acido alfa-linolenico di origine vegetale.

## Il loro ruolo

EPA e DHA contribuiscono alla normale funzione cardiaca, con un apporto di 250 mg al giorno. Il DHA contribuisce al mantenimento della normale funzione
cerebrale e della capacità visiva normale, con 250 mg di DHA al giorno.

## Le buone fonti

- Il pesce grasso, una o due volte alla settimana: sardine, sgombro, aringa e salmone.
- L’olio di colza e di noci per condire.
- I semi di lino macinati e le noci.

## Scegliere bene un integratore

Guardate la quantità di EPA e DHA per dose, e non la quantità totale di olio, oltre all’origine del pesce e ai controlli di purezza.
Chi assume farmaci anticoagulanti deve chiedere il parere del medico prima dell’uso.
`,
      },
    },
  ),

  page(
    { id: 21, type: 'advice', themeId: 4, needIds: [6, 21], productIds: [39, 19], publishedAt: '2025-07-08', order: 3 },
    {
      fr: {
        slug: 'des-articulations-en-forme-a-tout-age',
        title: 'Des articulations en forme à tout âge',
        summary:
          'Bouger, manger varié, surveiller son poids\u00a0: les habitudes qui prennent soin des articulations et des os, de la jeunesse au grand âge.',
        body: `
Les articulations et les os se construisent et s’entretiennent tout au long de la vie. Le capital osseux se constitue jusqu’à la trentaine,
puis il faut le préserver\u202f; le cartilage, lui, apprécie le mouvement régulier et modéré.

## Les habitudes qui comptent

- Une activité physique régulière, en alternant endurance, renforcement et souplesse.
- Un poids stable, qui limite la charge sur les genoux et les hanches.
- Des produits laitiers ou des alternatives enrichies en calcium chaque jour.
- Des sorties au soleil pour la vitamine D, avec prudence en été.

## Les nutriments utiles

Le calcium et la vitamine D sont nécessaires au maintien d’une ossature normale. La vitamine C contribue à la formation normale de collagène
pour assurer la fonction normale des os et des cartilages, et le manganèse contribue à la formation normale des tissus conjonctifs.

Une douleur articulaire qui dure, un gonflement ou une raideur matinale prolongée nécessitent une consultation médicale.
`,
      },
      nl: {
        slug: 'soepele-gewrichten-op-elke-leeftijd',
        title: 'Soepele gewrichten op elke leeftijd',
        summary:
          'Bewegen, gevarieerd eten en op het gewicht letten: de gewoonten die de gewrichten en de botten verzorgen, van jong tot oud.',
        body: `
Gewrichten en botten worden een leven lang opgebouwd en onderhouden. De botmassa bouwt zich op tot rond het dertigste levensjaar,
daarna komt het erop aan ze te bewaren; het kraakbeen houdt van regelmatige en matige beweging.

## De gewoonten die tellen

- Regelmatig bewegen, met een afwisseling van uithouding, kracht en lenigheid.
- Een stabiel gewicht, dat de belasting op de knieën en de heupen beperkt.
- Elke dag zuivel of een alternatief dat met calcium verrijkt is.
- Naar buiten in de zon voor vitamine D, met de nodige voorzichtigheid in de zomer.

## De nuttige voedingsstoffen

Calcium en vitamine D zijn nodig voor de instandhouding van normale botten. Vitamine C draagt bij tot de normale collageenvorming voor de normale
werking van het kraakbeen en de botten, en mangaan draagt bij tot de normale vorming van bindweefsel.

Gewrichtspijn die aanhoudt, een zwelling of een langdurige ochtendstijfheid zijn een reden om een arts te raadplegen.
`,
      },
      de: {
        slug: 'gesunde-gelenke-in-jedem-alter',
        title: 'Gesunde Gelenke in jedem Alter',
        summary:
          'Bewegung, abwechslungsreiches Essen und ein stabiles Gewicht: die Gewohnheiten, mit denen Gelenke und Knochen von jung bis alt gut versorgt sind.',
        body: `
Gelenke und Knochen werden ein Leben lang aufgebaut und erhalten. Die Knochenmasse entsteht bis etwa zum dreißigsten Lebensjahr,
danach gilt es, sie zu bewahren; der Knorpel mag regelmäßige und maßvolle Bewegung.

## Gewohnheiten, die zählen

- Regelmäßige Bewegung, im Wechsel von Ausdauer, Kraft und Beweglichkeit.
- Ein stabiles Gewicht, das die Belastung der Knie und der Hüften begrenzt.
- Jeden Tag Milchprodukte oder eine mit Calcium angereicherte Alternative.
- Zeit an der Sonne für das Vitamin D, mit Vorsicht im Sommer.

## Hilfreiche Nährstoffe

Calcium und Vitamin D werden für die Erhaltung normaler Knochen benötigt. Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion
der Knochen und Knorpel bei, und Mangan trägt zu einer normalen Bindegewebsbildung bei.

Anhaltende Gelenkschmerzen, eine Schwellung oder eine lange Steifigkeit am Morgen sollten ärztlich abgeklärt werden.
`,
      },
      es: {
        slug: 'articulaciones-en-forma-a-cualquier-edad',
        title: 'Articulaciones en forma a cualquier edad',
        summary:
          'Moverse, comer variado y vigilar el peso: los hábitos que cuidan las articulaciones y los huesos desde la juventud hasta la vejez.',
        body: `
Las articulaciones y los huesos se construyen y se mantienen a lo largo de toda la vida. La masa ósea se forma hasta los treinta años,
y después hay que conservarla; el cartílago, por su parte, agradece el movimiento regular y moderado.

## Los hábitos que cuentan

- Una actividad física regular, alternando resistencia, fuerza y flexibilidad.
- Un peso estable, que limita la carga sobre las rodillas y las caderas.
- Lácteos o alternativas enriquecidas en calcio cada día.
- Salidas al sol para la vitamina D, con prudencia en verano.

## Los nutrientes útiles

El calcio y la vitamina D son necesarios para el mantenimiento de los huesos en condiciones normales. La vitamina C contribuye a la formación normal
de colágeno para el funcionamiento normal de los huesos y los cartílagos, y el manganeso contribuye a la formación normal del tejido conjuntivo.

Un dolor articular que dura, una hinchazón o una rigidez matinal prolongada requieren una consulta con el médico.
`,
      },
      it: {
        slug: 'articolazioni-in-forma-a-ogni-eta',
        title: 'Articolazioni in forma a ogni età',
        summary:
          'Muoversi, mangiare in modo vario e tenere sotto controllo il peso: le abitudini che si prendono cura delle articolazioni e delle ossa, da giovani e da anziani.',
        body: `
Le articolazioni e le ossa si costruiscono e si mantengono per tutta la vita. La massa ossea si forma fino a circa trent’anni,
poi bisogna preservarla; la cartilagine, invece, ama il movimento regolare e moderato.

## Le abitudini che contano

- Un’attività fisica regolare, alternando resistenza, forza e flessibilità.
- Un peso stabile, che limita il carico su ginocchia e anche.
- Latticini o alternative arricchite di calcio ogni giorno.
- Un po’ di sole per la vitamina D, con prudenza in estate.

## I nutrienti utili

Il calcio e la vitamina D sono necessari per il mantenimento di ossa normali. La vitamina C contribuisce alla normale formazione del collagene
per la normale funzione delle ossa e delle cartilagini, e il manganese contribuisce alla normale formazione del tessuto connettivo.

Un dolore articolare che dura, un gonfiore o una rigidità mattutina prolungata richiedono il parere del medico.
`,
      },
    },
  ),

  page(
    { id: 22, type: 'advice', themeId: 4, needIds: [8, 23], productIds: [15, 18], publishedAt: '2025-03-04', order: 4 },
    {
      fr: {
        slug: 'peau-cheveux-et-ongles-les-nutriments-utiles',
        title: 'Peau, cheveux et ongles\u00a0: les nutriments utiles',
        summary:
          'La beauté de la peau, des cheveux et des ongles se joue aussi dans l’assiette. Les vitamines et minéraux concernés, et les limites des compléments.',
        body: `
La peau, les cheveux et les ongles se renouvellent en permanence. Ce renouvellement demande des protéines, des acides gras
et plusieurs vitamines et minéraux, apportés par une alimentation variée.

## Les nutriments concernés

- La biotine et le zinc, qui contribuent au maintien d’une peau normale.
- Le zinc et le sélénium, qui contribuent au maintien de cheveux et d’ongles normaux.
- La vitamine C, qui contribue à la formation normale de collagène pour assurer la fonction normale de la peau.
- Le cuivre, qui contribue à la pigmentation normale des cheveux et de la peau.

## Des attentes réalistes

Un cheveu pousse d’environ un centimètre par mois\u00a0: un complément se juge sur plusieurs mois, jamais en quelques jours. Une chute de cheveux
soudaine ou importante, des ongles qui changent d’aspect ou une peau très sèche peuvent avoir une cause médicale qui mérite un avis.
`,
      },
      nl: {
        slug: 'huid-haar-en-nagels-de-nuttige-voedingsstoffen',
        title: 'Huid, haar en nagels: de nuttige voedingsstoffen',
        summary:
          'Een mooie huid, mooi haar en sterke nagels beginnen ook op het bord. De vitaminen en mineralen die ertoe doen, en de grenzen van een supplement.',
        body: `
De huid, het haar en de nagels vernieuwen zich voortdurend. Die vernieuwing vraagt eiwitten, vetzuren en een reeks vitaminen en mineralen,
die een gevarieerde voeding aanbrengt.

## De betrokken voedingsstoffen

- Biotine en zink, die bijdragen tot de instandhouding van een normale huid.
- Zink en selenium, die bijdragen tot de instandhouding van normaal haar en normale nagels.
- Vitamine C, die bijdraagt tot de normale collageenvorming voor de normale werking van de huid.
- Koper, dat bijdraagt tot een normale pigmentatie van het haar en de huid.

## Realistische verwachtingen

Een haar groeit ongeveer een centimeter per maand: een supplement beoordeelt u dus na enkele maanden, nooit na een paar dagen. Plots of hevig haarverlies,
nagels die van uitzicht veranderen of een zeer droge huid kunnen een medische oorzaak hebben die een advies verdient.
`,
      },
      de: {
        slug: 'haut-haare-und-nagel-die-nutzlichen-nahrstoffe',
        title: 'Haut, Haare und Nägel: die nützlichen Nährstoffe',
        summary:
          'Schöne Haut, Haare und Nägel beginnen auch auf dem Teller. Die Vitamine und Mineralstoffe, die dabei zählen, und die Grenzen der Nahrungsergänzung.',
        body: `
Die Haut, die Haare und die Nägel erneuern sich ständig. Diese Erneuerung braucht Eiweiß, Fettsäuren und eine Reihe von Vitaminen und Mineralstoffen,
die mit einer abwechslungsreichen Ernährung kommen.

## Beteiligte Nährstoffe

- Biotin und Zink, die zur Erhaltung normaler Haut beitragen.
- Zink und Selen, die zur Erhaltung normaler Haare und Nägel beitragen.
- Vitamin C, das zu einer normalen Kollagenbildung für eine normale Funktion der Haut beiträgt.
- Kupfer, das zu einer normalen Pigmentierung der Haare und der Haut beiträgt.

## Realistische Erwartungen

Ein Haar wächst etwa einen Zentimeter im Monat: Ein Produkt beurteilt man nach mehreren Monaten, nie nach wenigen Tagen. Ein plötzlicher oder starker Haarausfall,
Nägel, die sich verändern, oder eine sehr trockene Haut können eine medizinische Ursache haben, die mit der Ärztin oder dem Arzt geklärt werden sollte.
`,
      },
      es: {
        slug: 'piel-cabello-y-unas-los-nutrientes-utiles',
        title: 'Piel, cabello y uñas: los nutrientes útiles',
        summary:
          'La belleza de la piel, el cabello y las uñas también se juega en el plato. Las vitaminas y los minerales implicados, y los límites de los complementos.',
        body: `
La piel, el cabello y las uñas se renuevan sin cesar. Esa renovación necesita proteínas, ácidos grasos y varias vitaminas y minerales,
que aporta una alimentación variada.

## Los nutrientes implicados

- La biotina y el zinc, que contribuyen al mantenimiento de la piel en condiciones normales.
- El zinc y el selenio, que contribuyen al mantenimiento del cabello y las uñas en condiciones normales.
- La vitamina C, que contribuye a la formación normal de colágeno para el funcionamiento normal de la piel.
- El cobre, que contribuye a la pigmentación normal del cabello y de la piel.

## Expectativas realistas

Un cabello crece alrededor de un centímetro al mes: un complemento se valora al cabo de varios meses, nunca en unos días. Una caída del cabello
repentina o intensa, unas uñas que cambian de aspecto o una piel muy seca pueden tener una causa médica que merece una consulta.
`,
      },
      it: {
        slug: 'pelle-capelli-e-unghie-i-nutrienti-utili',
        title: 'Pelle, capelli e unghie: i nutrienti utili',
        summary:
          'La bellezza della pelle, dei capelli e delle unghie passa anche dal piatto. Le vitamine e i minerali coinvolti e i limiti degli integratori.',
        body: `
La pelle, i capelli e le unghie si rinnovano di continuo. Questo rinnovamento richiede proteine, acidi grassi e diverse vitamine e minerali,
forniti da un’alimentazione varia.

## I nutrienti coinvolti

- La biotina e lo zinco, che contribuiscono al mantenimento di una pelle normale.
- Lo zinco e il selenio, che contribuiscono al mantenimento di capelli e unghie normali.
- La vitamina C, che contribuisce alla normale formazione del collagene per la normale funzione della pelle.
- Il rame, che contribuisce alla normale pigmentazione dei capelli e della pelle.

## Aspettative realistiche

Un capello cresce di circa un centimetro al mese: un integratore si valuta dopo alcuni mesi, mai in pochi giorni. Una caduta dei capelli
improvvisa o abbondante, unghie che cambiano aspetto o una pelle molto secca possono avere una causa medica che merita il parere del medico.
`,
      },
    },
  ),

  page(
    {
      id: 23,
      type: 'advice',
      themeId: 4,
      needIds: [9, 24, 26],
      productIds: [12, 11],
      publishedAt: '2025-05-27',
      order: 5,
    },
    {
      fr: {
        slug: 'projet-de-grossesse-folates-et-micronutriments',
        title: 'Projet de grossesse\u00a0: folates et micronutriments',
        summary:
          'Avant même la conception, certains nutriments comptent. Le point sur l’acide folique et les autres repères à discuter avec son médecin ou sa sage-femme.',
        body: `
Préparer une grossesse, c’est aussi prendre soin de son alimentation quelques mois à l’avance. Les premières semaines du développement
de l’embryon se déroulent souvent avant même que la grossesse ne soit connue.

## L’acide folique

Une supplémentation en acide folique augmente le statut en folates de la future mère. Un faible statut en folates est un facteur de risque
d’anomalies du tube neural chez le fœtus. La recommandation porte sur 400 µg par jour, au moins un mois avant la conception et jusqu’à trois mois après.

## Les autres repères

- Le fer et l’iode, dont les besoins augmentent pendant la grossesse.
- La vitamine D, souvent insuffisante en hiver.
- Le DHA, présent dans les poissons gras.
- Pas d’alcool, et une vigilance sur les aliments crus.

Chaque grossesse est différente\u00a0: le choix d’un complément se fait avec le médecin, la sage-femme ou le pharmacien, qui tiendront compte
de votre histoire et de vos analyses.
`,
      },
      nl: {
        slug: 'zwangerschapswens-foliumzuur-en-micronutrienten',
        title: 'Zwangerschapswens: foliumzuur en micronutriënten',
        summary:
          'Al voor de bevruchting tellen bepaalde voedingsstoffen. Een overzicht van foliumzuur en de andere aandachtspunten om met uw arts of vroedvrouw te bespreken.',
        body: `
Een zwangerschap voorbereiden betekent ook enkele maanden vooraf aandacht hebben voor de voeding. De eerste weken van de ontwikkeling
van het embryo verlopen vaak nog voordat de zwangerschap bekend is.

## Foliumzuur

Een aanvulling met foliumzuur verhoogt de folaatstatus van de toekomstige moeder. Een lage folaatstatus is een risicofactor voor neuralebuisdefecten
bij de foetus. Het advies is 400 µg per dag, vanaf minstens een maand voor de bevruchting tot drie maanden erna.

## De andere aandachtspunten

- IJzer en jodium, waarvan de behoefte stijgt tijdens de zwangerschap.
- Vitamine D, die in de winter vaak tekortschiet.
- DHA, aanwezig in vette vis.
- Geen alcohol, en voorzichtigheid met rauwe voedingsmiddelen.

Elke zwangerschap is anders: een supplement kiest u met de arts, de vroedvrouw of de apotheker, die rekening houden met uw voorgeschiedenis
en uw bloedwaarden.
`,
      },
      de: {
        slug: 'kinderwunsch-folsaure-und-mikronahrstoffe',
        title: 'Kinderwunsch: Folsäure und Mikronährstoffe',
        summary:
          'Schon vor der Empfängnis zählen bestimmte Nährstoffe. Ein Überblick über die Folsäure und die anderen Punkte, die Sie mit der Ärztin, dem Arzt oder der Hebamme besprechen.',
        body: `
Eine Schwangerschaft vorzubereiten heißt auch, einige Monate vorher auf die Ernährung zu achten. Die ersten Wochen der Entwicklung
des Embryos verlaufen oft schon, bevor die Schwangerschaft bekannt ist.

## Folsäure

Die ergänzende Zufuhr von Folsäure erhöht den Folatspiegel der werdenden Mutter. Ein niedriger Folatspiegel ist ein Risikofaktor für Neuralrohrdefekte
beim Fötus. Empfohlen werden 400 µg am Tag, mindestens einen Monat vor der Empfängnis und bis drei Monate danach.

## Die anderen Punkte

- Eisen und Jod, deren Bedarf in der Schwangerschaft steigt.
- Vitamin D, das im Winter oft nicht ausreicht.
- DHA, das in fettem Fisch steckt.
- Kein Alkohol und Vorsicht bei rohen Lebensmitteln.

Jede Schwangerschaft ist anders: Die Wahl eines Produkts treffen Sie mit der Ärztin, dem Arzt, der Hebamme oder in der Apotheke, die Ihre Vorgeschichte
und Ihre Blutwerte berücksichtigen.
`,
      },
      es: {
        slug: 'deseo-de-embarazo-folatos-y-micronutrientes',
        title: 'Deseo de embarazo: folatos y micronutrientes',
        summary:
          'Incluso antes de la concepción, algunos nutrientes cuentan. Todo sobre el ácido fólico y los demás puntos que conviene comentar con el médico o la matrona.',
        body: `
Preparar un embarazo es también cuidar la alimentación unos meses antes. Las primeras semanas del desarrollo
del embrión transcurren a menudo antes de que se sepa que hay un embarazo.

## El ácido fólico

La ingesta complementaria de ácido fólico aumenta el nivel de folato materno. Un nivel bajo de folato materno es un factor de riesgo
de defectos del tubo neural en el feto. La recomendación es de 400 µg al día, al menos un mes antes de la concepción y hasta tres meses después.

## Los demás puntos

- El hierro y el yodo, cuyas necesidades aumentan durante el embarazo.
- La vitamina D, a menudo insuficiente en invierno.
- El DHA, presente en el pescado azul.
- Nada de alcohol, y cuidado con los alimentos crudos.

Cada embarazo es distinto: el complemento se elige con el médico, la matrona o el farmacéutico, que tendrán en cuenta su historia
y los resultados de sus análisis.
`,
      },
      it: {
        slug: 'desiderio-di-gravidanza-folati-e-micronutrienti',
        title: 'Desiderio di gravidanza: folati e micronutrienti',
        summary:
          'Già prima del concepimento alcuni nutrienti contano. Il punto sull’acido folico e sulle altre indicazioni da discutere con il medico o con l’ostetrica.',
        body: `
Preparare una gravidanza significa anche curare l’alimentazione qualche mese prima. Le prime settimane dello sviluppo
dell’embrione trascorrono spesso prima ancora che la gravidanza sia nota.

## L’acido folico

L’integrazione di acido folico aumenta il livello di folato materno. Un basso livello di folato materno è un fattore di rischio
di difetti del tubo neurale nel feto. La raccomandazione è di 400 µg al giorno, da almeno un mese prima del concepimento fino a tre mesi dopo.

## Le altre indicazioni

- Il ferro e lo iodio, il cui fabbisogno aumenta in gravidanza.
- La vitamina D, spesso insufficiente in inverno.
- Il DHA, presente nel pesce grasso.
- Niente alcol e attenzione agli alimenti crudi.

Ogni gravidanza è diversa: l’integratore si sceglie con il medico, con l’ostetrica o con il farmacista, che terranno conto della Sua storia
e dei risultati delle Sue analisi.
`,
      },
    },
  ),

  page(
    {
      id: 24,
      type: 'advice',
      themeId: 4,
      needIds: [11, 28],
      productIds: [26],
      countries: ['be', 'ch', 'de', 'it'],
      publishedAt: '2025-10-28',
      order: 6,
    },
    {
      fr: {
        slug: 'assiette-equilibree-et-metabolisme',
        title: 'Assiette équilibrée et métabolisme',
        summary:
          'Pas de régime miracle, mais des repères solides\u00a0: comment composer ses repas pour garder de l’énergie et un poids stable sur la durée.',
        body: `
Le métabolisme désigne l’ensemble des réactions par lesquelles l’organisme transforme les aliments en énergie. Il varie selon l’âge,
la masse musculaire et l’activité physique, et il réagit mal aux restrictions sévères.

## Composer son assiette

- La moitié de légumes, crus ou cuits.
- Un quart de protéines\u00a0: poisson, œufs, volaille, légumineuses ou tofu.
- Un quart de féculents, de préférence complets.
- Une cuillère d’huile de qualité et un fruit pour terminer.

## Les habitudes qui aident

Prendre des repas à heures régulières, manger lentement et boire surtout de l’eau limitent les grignotages. Le renforcement musculaire,
deux fois par semaine, aide à préserver la masse musculaire avec l’âge. Le chrome contribue au maintien d’une glycémie normale, et le zinc
à un métabolisme normal des glucides.

Avant de changer profondément son alimentation, et en particulier en cas de maladie chronique, un échange avec le médecin ou une diététicienne est recommandé.
`,
      },
      nl: {
        slug: 'een-evenwichtig-bord-en-de-stofwisseling',
        title: 'Een evenwichtig bord en de stofwisseling',
        summary:
          'Geen wonderdieet, wel stevige richtlijnen: zo stelt u uw maaltijden samen om energie te houden en een stabiel gewicht op lange termijn.',
        body: `
De stofwisseling is het geheel van reacties waarmee het lichaam voeding omzet in energie. Ze verschilt volgens de leeftijd, de spiermassa
en de lichamelijke activiteit, en ze reageert slecht op strenge beperkingen.

## Het bord samenstellen

- Voor de helft groenten, rauw of gekookt.
- Een kwart eiwitten: vis, eieren, gevogelte, peulvruchten of tofu.
- Een kwart zetmeelrijke voeding, bij voorkeur volkoren.
- Een lepel goede olie en een stuk fruit als afsluiter.

## De gewoonten die helpen

Op vaste uren eten, rustig eten en vooral water drinken beperken het snoepen tussendoor. Krachttraining, twee keer per week, helpt om de spiermassa
met de jaren te behouden. Chroom draagt bij tot de instandhouding van een normale bloedglucosespiegel, en zink tot een normaal koolhydraatmetabolisme.

Voordat u uw voeding grondig verandert, en zeker bij een chronische ziekte, is een gesprek met de arts of een diëtist aan te raden.
`,
      },
      de: {
        slug: 'ausgewogener-teller-und-stoffwechsel',
        title: 'Ausgewogener Teller und Stoffwechsel',
        summary:
          'Keine Wunderdiät, aber verlässliche Richtwerte: wie man die Mahlzeiten zusammenstellt, um Energie und ein stabiles Gewicht auf Dauer zu halten.',
        body: `
Der Stoffwechsel umfasst alle Reaktionen, mit denen der Körper die Nahrung in Energie umwandelt. Er hängt vom Alter, der Muskelmasse
und der körperlichen Aktivität ab und reagiert schlecht auf strenge Einschränkungen.

## Den Teller zusammenstellen

- Zur Hälfte Gemüse, roh oder gegart.
- Ein Viertel Eiweiß: Fisch, Eier, Geflügel, Hülsenfrüchte oder Tofu.
- Ein Viertel Stärke, am besten aus Vollkorn.
- Ein Löffel gutes Öl und ein Stück Obst zum Abschluss.

## Gewohnheiten, die helfen

Regelmäßige Essenszeiten, langsames Essen und vor allem Wasser als Getränk begrenzen das Naschen zwischendurch. Krafttraining, zweimal in der Woche,
hilft, die Muskelmasse mit den Jahren zu erhalten. Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei, und Zink
zu einem normalen Kohlenhydratstoffwechsel.

Vor einer tiefgreifenden Umstellung der Ernährung, besonders bei einer chronischen Krankheit, ist ein Gespräch mit der Ärztin, dem Arzt oder einer Ernährungsfachkraft ratsam.
`,
      },
      es: {
        slug: 'plato-equilibrado-y-metabolismo',
        title: 'Plato equilibrado y metabolismo',
        summary:
          'No hay dietas milagro, pero sí pautas sólidas: cómo componer las comidas para mantener la energía y un peso estable a largo plazo.',
        body: `
El metabolismo es el conjunto de reacciones con las que el organismo transforma los alimentos en energía. Varía según la edad,
la masa muscular y la actividad física, y responde mal a las restricciones severas.

## Componer el plato

- La mitad de verduras, crudas o cocinadas.
- Un cuarto de proteínas: pescado, huevos, aves, legumbres o tofu.
- Un cuarto de hidratos de carbono, preferiblemente integrales.
- Una cucharada de aceite de calidad y una fruta para terminar.

## Los hábitos que ayudan

Comer a horas regulares, despacio y beber sobre todo agua limita el picoteo entre horas. El trabajo de fuerza, dos veces por semana,
ayuda a conservar la masa muscular con los años. El cromo contribuye al mantenimiento de los niveles normales de glucosa en sangre, y el zinc
al metabolismo normal de los hidratos de carbono.

Antes de cambiar a fondo la alimentación, y sobre todo en caso de enfermedad crónica, se recomienda hablar con el médico o con un dietista-nutricionista.
`,
      },
      it: {
        slug: 'piatto-equilibrato-e-metabolismo',
        title: 'Piatto equilibrato e metabolismo',
        summary:
          'Nessuna dieta miracolosa, ma riferimenti solidi: come comporre i pasti per mantenere l’energia e un peso stabile nel tempo.',
        body: `
Il metabolismo è l’insieme delle reazioni con cui l’organismo trasforma il cibo in energia. Varia secondo l’età, la massa muscolare
e l’attività fisica, e reagisce male alle restrizioni severe.

## Comporre il piatto

- Metà di verdure, crude o cotte.
- Un quarto di proteine: pesce, uova, pollame, legumi o tofu.
- Un quarto di carboidrati, meglio se integrali.
- Un cucchiaio di olio di qualità e un frutto per finire.

## Le abitudini che aiutano

Mangiare a orari regolari, con calma, e bere soprattutto acqua limita gli spuntini fuori pasto. L’allenamento di forza, due volte alla settimana,
aiuta a conservare la massa muscolare con l’età. Il cromo contribuisce al mantenimento di livelli normali di glucosio nel sangue, e lo zinco
al normale metabolismo dei carboidrati.

Prima di cambiare a fondo la propria alimentazione, e soprattutto in caso di malattia cronica, è consigliato un confronto con il medico o con un dietista.
`,
      },
    },
  ),
]);
