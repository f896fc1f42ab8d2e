// Need pages (ids 53–64): one editorial page per top-level need, about the need and its
// sub-needs (needIds [n, …its sub-needs]), listed by GET /pages?type=need and shown with the
// need and on each sub-need's page.
import { NEEDS } from '../needs.ts';
import type { SeedPage } from '../types.ts';
import type { Language } from '../types.ts';
import { page, type PageText } from './build.ts';

const needPage = (
  needId: number,
  productIds: readonly number[],
  texts: Readonly<Record<Language, PageText>>,
): SeedPage =>
  page(
    {
      id: 52 + needId,
      type: 'need',
      needIds: [needId, ...NEEDS.filter((need) => need.parentId === needId).map((need) => need.id)],
      productIds,
      publishedAt: '2024-10-01',
      order: needId,
    },
    texts,
  );

export const NEED_PAGES: readonly SeedPage[] = Object.freeze([
  needPage(1, [1, 2], {
    fr: {
      slug: 'dossier-confort-digestif',
      title: 'Le confort digestif au quotidien',
      summary:
        'Lourdeurs, transit irrégulier, ballonnements\u00a0: comprendre les causes les plus fréquentes et les gestes qui apaisent.',
      body: `
Une digestion sereine dépend de ce que l’on mange, mais aussi de la manière de manger, du rythme de vie et de l’équilibre du microbiote intestinal.

## Les repères essentiels

- Des repas pris assis, dans le calme, à heures régulières.
- Des fibres variées, introduites progressivement, et de l’eau en quantité suffisante.
- De l’activité physique, même modérée, chaque jour.

Si les troubles durent plus de quelques semaines, s’accompagnent de douleurs ou d’une perte de poids, consultez votre médecin.
`,
    },
    nl: {
      slug: 'dossier-spijsvertering',
      title: 'Een comfortabele spijsvertering in het dagelijks leven',
      summary:
        'Een zwaar gevoel, een onregelmatige stoelgang of een opgeblazen buik: de meest voorkomende oorzaken en de gewoonten die helpen.',
      body: `
Een rustige spijsvertering hangt af van wat we eten, maar ook van de manier waarop we eten, van het levensritme en van het evenwicht van het darmmicrobioom.

## De belangrijkste richtlijnen

- Zittend en rustig eten, op vaste uren.
- Gevarieerde vezels, geleidelijk ingevoerd, en voldoende water.
- Elke dag lichaamsbeweging, ook als het matig is.

Duren de klachten langer dan enkele weken of gaan ze samen met pijn of gewichtsverlies, raadpleeg dan uw arts.
`,
    },
    de: {
      slug: 'schwerpunkt-verdauung',
      title: 'Eine ruhige Verdauung im Alltag',
      summary:
        'Völlegefühl, unregelmäßige Verdauung, Blähungen: die häufigsten Ursachen und die Gewohnheiten, die guttun.',
      body: `
Eine entspannte Verdauung hängt davon ab, was wir essen, aber auch davon, wie wir essen, vom Lebensrhythmus und vom Gleichgewicht des Darmmikrobioms.

## Die wichtigsten Punkte

- Mahlzeiten im Sitzen, in Ruhe und zu regelmäßigen Zeiten.
- Vielfältige Ballaststoffe, die nach und nach eingeführt werden, und genug Wasser.
- Jeden Tag Bewegung, auch wenn sie nur maßvoll ist.

Wenn die Beschwerden länger als einige Wochen dauern oder mit Schmerzen oder Gewichtsverlust einhergehen, gehen Sie zur Ärztin oder zum Arzt.
`,
    },
    es: {
      slug: 'especial-bienestar-digestivo',
      title: 'El bienestar digestivo en el día a día',
      summary: 'Pesadez, tránsito irregular, hinchazón: las causas más frecuentes y los hábitos que alivian.',
      body: `
Una digestión tranquila depende de lo que comemos, pero también de la forma de comer, del ritmo de vida y del equilibrio de la microbiota intestinal.

## Las pautas esenciales

- Comidas sentado, con calma y a horas regulares.
- Fibra variada, introducida poco a poco, y agua en cantidad suficiente.
- Actividad física todos los días, aunque sea moderada.

Si las molestias duran más de unas semanas o van acompañadas de dolor o de pérdida de peso, consulte con el médico.
`,
    },
    it: {
      slug: 'speciale-benessere-digestivo',
      title: 'Il benessere digestivo di ogni giorno',
      summary: 'Pesantezza, transito irregolare, gonfiore: le cause più frequenti e le abitudini che danno sollievo.',
      body: `
Una digestione serena dipende da ciò che mangiamo, ma anche dal modo di mangiare, dal ritmo di vita e dall’equilibrio del microbiota intestinale.

## I riferimenti essenziali

- Pasti consumati seduti, con calma e a orari regolari.
- Fibre varie, introdotte gradualmente, e acqua a sufficienza.
- Attività fisica ogni giorno, anche moderata.

Se i disturbi durano più di qualche settimana o si accompagnano a dolore o a perdita di peso, consulti il medico.
`,
    },
  }),

  needPage(2, [4, 36], {
    fr: {
      slug: 'dossier-defenses-naturelles',
      title: 'Soutenir ses défenses naturelles',
      summary:
        'Sommeil, alimentation, activité physique et nutriments clés\u00a0: ce qui aide vraiment le système immunitaire à bien fonctionner.',
      body: `
Le système immunitaire travaille en permanence. Il n’existe pas de solution unique pour le «\u00a0booster\u00a0», mais un ensemble d’habitudes qui l’aident à fonctionner normalement.

## Ce qui compte

- Un sommeil suffisant et régulier.
- Des fruits et des légumes variés, et des apports suffisants en vitamines C et D, en zinc et en sélénium.
- Une activité physique régulière et la lumière du jour.

Les personnes âgées, les femmes enceintes et les personnes atteintes d’une maladie chronique demanderont conseil à leur médecin avant toute supplémentation.
`,
    },
    nl: {
      slug: 'dossier-natuurlijke-weerstand',
      title: 'De natuurlijke weerstand ondersteunen',
      summary:
        'Slaap, voeding, beweging en belangrijke voedingsstoffen: wat het immuunsysteem echt helpt om goed te werken.',
      body: `
Het immuunsysteem werkt voortdurend. Er bestaat geen enkel middel om het te “boosten”, wel een geheel van gewoonten die het helpen om normaal te werken.

## Wat telt

- Voldoende en regelmatige slaap.
- Gevarieerde groenten en fruit, en een voldoende inname van vitamine C en D, zink en selenium.
- Regelmatige beweging en daglicht.

Ouderen, zwangere vrouwen en mensen met een chronische ziekte vragen het advies van de arts voordat ze een supplement nemen.
`,
    },
    de: {
      slug: 'schwerpunkt-abwehrkrafte',
      title: 'Die natürlichen Abwehrkräfte unterstützen',
      summary:
        'Schlaf, Ernährung, Bewegung und die wichtigen Nährstoffe: was dem Immunsystem wirklich hilft, gut zu arbeiten.',
      body: `
Das Immunsystem arbeitet ununterbrochen. Es gibt kein einzelnes Mittel, um es zu „stärken“, wohl aber Gewohnheiten, die zu seiner normalen Funktion beitragen.

## Was zählt

- Ausreichender und regelmäßiger Schlaf.
- Vielfältiges Obst und Gemüse und eine ausreichende Zufuhr von Vitamin C und D, Zink und Selen.
- Regelmäßige Bewegung und Tageslicht.

Ältere Menschen, Schwangere und Personen mit einer chronischen Krankheit fragen vor einer Nahrungsergänzung die Ärztin oder den Arzt um Rat.
`,
    },
    es: {
      slug: 'especial-defensas-naturales',
      title: 'Apoyar las defensas naturales',
      summary:
        'Sueño, alimentación, actividad física y nutrientes clave: lo que de verdad ayuda al sistema inmunitario a funcionar bien.',
      body: `
El sistema inmunitario trabaja sin descanso. No existe una solución única para «reforzarlo», sino un conjunto de hábitos que le ayudan a funcionar con normalidad.

## Lo que cuenta

- Un sueño suficiente y regular.
- Frutas y verduras variadas, y un aporte suficiente de vitaminas C y D, zinc y selenio.
- La actividad física regular y la luz del día.

Las personas mayores, las embarazadas y las personas con una enfermedad crónica deben consultar con el médico antes de tomar un complemento.
`,
    },
    it: {
      slug: 'speciale-difese-naturali',
      title: 'Sostenere le difese naturali',
      summary:
        'Sonno, alimentazione, attività fisica e nutrienti chiave: ciò che aiuta davvero il sistema immunitario a funzionare bene.',
      body: `
Il sistema immunitario lavora senza sosta. Non esiste una soluzione unica per «potenziarlo», ma un insieme di abitudini che lo aiutano a funzionare normalmente.

## Ciò che conta

- Un sonno sufficiente e regolare.
- Frutta e verdura varie, e un apporto sufficiente di vitamine C e D, zinco e selenio.
- L’attività fisica regolare e la luce del giorno.

Gli anziani, le donne in gravidanza e le persone con una malattia cronica chiederanno il parere del medico prima di assumere un integratore.
`,
    },
  }),

  needPage(3, [46, 24], {
    fr: {
      slug: 'dossier-sommeil',
      title: 'Mieux dormir',
      summary:
        'Le sommeil se prépare dès la fin de la journée. Les habitudes qui favorisent l’endormissement et des nuits plus paisibles.',
      body: `
Un bon sommeil repose sur des horaires réguliers, une chambre calme et des soirées apaisées. Les compléments alimentaires peuvent accompagner ces habitudes, jamais les remplacer.

## Les habitudes qui aident

- Se coucher et se lever à la même heure, tous les jours.
- Éviter les écrans et les excitants en fin de journée.
- Garder la chambre sombre, fraîche et silencieuse.

Des insomnies qui durent plus de trois semaines ou une somnolence dans la journée justifient une consultation.
`,
    },
    nl: {
      slug: 'dossier-slaap',
      title: 'Beter slapen',
      summary:
        'Een goede nacht bereidt u op het einde van de dag voor. De gewoonten die het inslapen en rustigere nachten bevorderen.',
      body: `
Een goede slaap steunt op vaste uren, een rustige slaapkamer en kalme avonden. Voedingssupplementen kunnen die gewoonten ondersteunen, maar nooit vervangen.

## De gewoonten die helpen

- Elke dag op hetzelfde uur gaan slapen en opstaan.
- Op het einde van de dag schermen en opwekkende dranken vermijden.
- De slaapkamer donker, koel en stil houden.

Slapeloosheid die langer dan drie weken duurt of slaperigheid overdag is een reden om een arts te raadplegen.
`,
    },
    de: {
      slug: 'schwerpunkt-schlaf',
      title: 'Besser schlafen',
      summary:
        'Guter Schlaf beginnt am Ende des Tages. Die Gewohnheiten, die das Einschlafen und ruhigere Nächte fördern.',
      body: `
Guter Schlaf beruht auf regelmäßigen Zeiten, einem ruhigen Schlafzimmer und entspannten Abenden. Nahrungsergänzungsmittel können diese Gewohnheiten begleiten, aber nie ersetzen.

## Gewohnheiten, die helfen

- Jeden Tag zur gleichen Zeit ins Bett gehen und aufstehen.
- Am Ende des Tages auf Bildschirme und anregende Getränke verzichten.
- Das Schlafzimmer dunkel, kühl und still halten.

Schlaflosigkeit, die länger als drei Wochen anhält, oder Schläfrigkeit am Tag sollten mit der Ärztin oder dem Arzt besprochen werden.
`,
    },
    es: {
      slug: 'especial-sueno',
      title: 'Dormir mejor',
      summary:
        'El sueño se prepara desde el final del día. Los hábitos que favorecen el descanso y las noches más tranquilas.',
      body: `
Un buen descanso se apoya en horarios regulares, un dormitorio tranquilo y noches sosegadas. Los complementos alimenticios pueden acompañar esos hábitos, nunca sustituirlos.

## Los hábitos que ayudan

- Acostarse y levantarse a la misma hora todos los días.
- Evitar las pantallas y los excitantes al final del día.
- Mantener el dormitorio oscuro, fresco y en silencio.

El insomnio que dura más de tres semanas o la somnolencia durante el día justifican una consulta con el médico.
`,
    },
    it: {
      slug: 'speciale-sonno',
      title: 'Dormire meglio',
      summary:
        'Il sonno si prepara già dalla fine della giornata. Le abitudini che favoriscono l’addormentamento e notti più tranquille.',
      body: `
Un buon sonno si basa su orari regolari, una camera tranquilla e serate distese. Gli integratori alimentari possono accompagnare queste abitudini, mai sostituirle.

## Le abitudini che aiutano

- Andare a letto e alzarsi alla stessa ora, ogni giorno.
- Evitare gli schermi e gli eccitanti a fine giornata.
- Tenere la camera buia, fresca e silenziosa.

L’insonnia che dura più di tre settimane o la sonnolenza durante il giorno richiedono il parere del medico.
`,
    },
  }),

  needPage(4, [44, 23], {
    fr: {
      slug: 'dossier-stress-et-humeur',
      title: 'Stress et humeur\u00a0: garder l’équilibre',
      summary:
        'Les périodes chargées mettent les nerfs à l’épreuve. Des repères pour préserver son équilibre et savoir quand demander de l’aide.',
      body: `
Le stress fait partie de la vie, mais il ne doit pas s’installer. Le repos, le mouvement et les liens sociaux restent les meilleurs alliés de l’équilibre.

## Les nutriments concernés

- Le magnésium et la vitamine B6, qui contribuent à des fonctions psychologiques normales.
- Les vitamines B1, B8 et B12, qui contribuent au fonctionnement normal du système nerveux.
- Certaines plantes, traditionnellement utilisées pour la détente.

Une tristesse qui dure plus de deux semaines, une perte d’intérêt ou des idées noires demandent l’avis rapide d’un professionnel de santé.
`,
    },
    nl: {
      slug: 'dossier-stress-en-gemoedstoestand',
      title: 'Stress en gemoedstoestand: in evenwicht blijven',
      summary:
        'Drukke periodes stellen de zenuwen op de proef. Richtlijnen om het evenwicht te bewaren en te weten wanneer u hulp vraagt.',
      body: `
Stress hoort bij het leven, maar hij mag niet blijven hangen. Rust, beweging en sociale contacten blijven de beste bondgenoten van het evenwicht.

## De betrokken voedingsstoffen

- Magnesium en vitamine B6, die bijdragen tot een normale psychologische functie.
- De vitaminen B1, B8 en B12, die bijdragen tot de normale werking van het zenuwstelsel.
- Sommige planten, die van oudsher gebruikt worden voor ontspanning.

Een somber gevoel dat langer dan twee weken duurt, een verlies van interesse of donkere gedachten vragen snel het advies van een zorgverlener.
`,
    },
    de: {
      slug: 'schwerpunkt-stress-und-stimmung',
      title: 'Stress und Stimmung: im Gleichgewicht bleiben',
      summary:
        'Fordernde Zeiten stellen die Nerven auf die Probe. Hinweise, um das Gleichgewicht zu bewahren und zu erkennen, wann Hilfe nötig ist.',
      body: `
Stress gehört zum Leben, aber er sollte sich nicht festsetzen. Ruhe, Bewegung und die Beziehungen zu anderen Menschen bleiben die besten Verbündeten des Gleichgewichts.

## Beteiligte Nährstoffe

- Magnesium und Vitamin B6, die zu einer normalen psychischen Funktion beitragen.
- Die Vitamine B1, B8 und B12, die zu einer normalen Funktion des Nervensystems beitragen.
- Manche Pflanzen, die traditionell zur Entspannung verwendet werden.

Eine Niedergeschlagenheit, die länger als zwei Wochen dauert, ein Verlust des Interesses oder dunkle Gedanken erfordern rasch den Rat einer Fachperson.
`,
    },
    es: {
      slug: 'especial-estres-y-estado-de-animo',
      title: 'Estrés y estado de ánimo: mantener el equilibrio',
      summary:
        'Las épocas de mucha carga ponen a prueba los nervios. Pautas para conservar el equilibrio y saber cuándo pedir ayuda.',
      body: `
El estrés forma parte de la vida, pero no debe instalarse. El descanso, el movimiento y los lazos sociales siguen siendo los mejores aliados del equilibrio.

## Los nutrientes implicados

- El magnesio y la vitamina B6, que contribuyen a la función psicológica normal.
- Las vitaminas B1, B8 y B12, que contribuyen al funcionamiento normal del sistema nervioso.
- Algunas plantas, utilizadas tradicionalmente para la relajación.

Una tristeza que dura más de dos semanas, la pérdida de interés o los pensamientos sombríos requieren sin demora el consejo de un profesional de la salud.
`,
    },
    it: {
      slug: 'speciale-stress-e-umore',
      title: 'Stress e umore: mantenere l’equilibrio',
      summary:
        'I periodi più impegnativi mettono alla prova i nervi. Indicazioni per conservare l’equilibrio e sapere quando chiedere aiuto.',
      body: `
Lo stress fa parte della vita, ma non deve diventare permanente. Il riposo, il movimento e le relazioni restano i migliori alleati dell’equilibrio.

## I nutrienti coinvolti

- Il magnesio e la vitamina B6, che contribuiscono alla normale funzione psicologica.
- Le vitamine B1, B8 e B12, che contribuiscono al normale funzionamento del sistema nervoso.
- Alcune piante, usate per tradizione per il rilassamento.

Una tristezza che dura più di due settimane, la perdita di interesse o i pensieri cupi richiedono al più presto il parere di un professionista della salute.
`,
    },
  }),

  needPage(5, [40, 37], {
    fr: {
      slug: 'dossier-energie-et-fatigue',
      title: 'Énergie et fatigue',
      summary:
        'Coup de fatigue passager ou lassitude qui s’installe\u00a0: comprendre les causes possibles et les nutriments qui interviennent.',
      body: `
La fatigue est le plus souvent liée au rythme de vie\u00a0: manque de sommeil, surcharge, sédentarité. Elle peut aussi révéler des apports insuffisants en certains nutriments.

## Les nutriments de l’énergie

- Le fer, le magnésium et la vitamine C, qui contribuent à réduire la fatigue.
- Les vitamines B, qui contribuent à un métabolisme énergétique normal.
- La base d’un repas équilibré\u00a0: des protéines, des féculents complets et des légumes.

Une fatigue inhabituelle qui dure plus d’un mois mérite un bilan chez le médecin.
`,
    },
    nl: {
      slug: 'dossier-energie-en-vermoeidheid',
      title: 'Energie en vermoeidheid',
      summary:
        'Een tijdelijke dip of een vermoeidheid die blijft hangen: de mogelijke oorzaken en de voedingsstoffen die een rol spelen.',
      body: `
Vermoeidheid hangt meestal samen met het levensritme: slaaptekort, te veel werk of te weinig beweging. Ze kan ook wijzen op een te lage inname van bepaalde voedingsstoffen.

## De voedingsstoffen van de energie

- IJzer, magnesium en vitamine C, die bijdragen tot de vermindering van vermoeidheid.
- De B-vitaminen, die bijdragen tot een normaal energieleverend metabolisme.
- De basis van een evenwichtige maaltijd: eiwitten, volkoren zetmeel en groenten.

Een ongewone vermoeidheid die langer dan een maand duurt, verdient een onderzoek bij de arts.
`,
    },
    de: {
      slug: 'schwerpunkt-energie-und-mudigkeit',
      title: 'Energie und Müdigkeit',
      summary:
        'Ein vorübergehendes Tief oder eine Müdigkeit, die bleibt: die möglichen Ursachen und die Nährstoffe, die eine Rolle spielen.',
      body: `
Müdigkeit hängt meist mit dem Lebensrhythmus zusammen: zu wenig Schlaf, zu viel Arbeit, zu wenig Bewegung. Sie kann aber auch auf eine zu geringe Zufuhr bestimmter Nährstoffe hinweisen.

## Nährstoffe für die Energie

- Eisen, Magnesium und Vitamin C, die zur Verringerung von Müdigkeit beitragen.
- Die B-Vitamine, die zu einem normalen Energiestoffwechsel beitragen.
- Die Grundlage einer ausgewogenen Mahlzeit: Eiweiß, Vollkorn und Gemüse.

Eine ungewohnte Müdigkeit, die länger als einen Monat dauert, sollte die Ärztin oder der Arzt abklären.
`,
    },
    es: {
      slug: 'especial-energia-y-cansancio',
      title: 'Energía y cansancio',
      summary: 'Un bajón pasajero o un cansancio que se instala: las posibles causas y los nutrientes que intervienen.',
      body: `
El cansancio suele estar ligado al ritmo de vida: falta de sueño, exceso de trabajo, sedentarismo. También puede revelar un aporte insuficiente de algunos nutrientes.

## Los nutrientes de la energía

- El hierro, el magnesio y la vitamina C, que contribuyen a disminuir el cansancio y la fatiga.
- Las vitaminas del grupo B, que contribuyen al metabolismo energético normal.
- La base de una comida equilibrada: proteínas, cereales integrales y verduras.

Un cansancio inhabitual que dura más de un mes merece una revisión con el médico.
`,
    },
    it: {
      slug: 'speciale-energia-e-stanchezza',
      title: 'Energia e stanchezza',
      summary:
        'Un calo passeggero o una stanchezza che si prolunga: le possibili cause e i nutrienti che intervengono.',
      body: `
La stanchezza è spesso legata al ritmo di vita: poco sonno, troppo lavoro, sedentarietà. Può anche rivelare un apporto insufficiente di alcuni nutrienti.

## I nutrienti dell’energia

- Il ferro, il magnesio e la vitamina C, che contribuiscono alla riduzione della stanchezza.
- Le vitamine del gruppo B, che contribuiscono al normale metabolismo energetico.
- La base di un pasto equilibrato: proteine, cereali integrali e verdure.

Una stanchezza insolita che dura più di un mese merita un controllo dal medico.
`,
    },
  }),

  needPage(6, [39, 34], {
    fr: {
      slug: 'dossier-articulations-et-os',
      title: 'Articulations et os',
      summary:
        'Rester mobile et préserver son ossature\u00a0: le rôle du mouvement, du poids et des nutriments comme le calcium et la vitamine D.',
      body: `
Les os et les articulations se portent mieux quand on bouge régulièrement. Le poids, l’alimentation et l’exposition au soleil jouent aussi un rôle à tout âge.

## Les bons repères

- Marcher, nager ou pédaler plusieurs fois par semaine.
- Des produits laitiers ou des aliments enrichis en calcium chaque jour.
- La vitamine D, qui contribue au maintien d’une ossature normale.

Une douleur articulaire persistante, un gonflement ou une raideur importante doivent être montrés à un médecin.
`,
    },
    nl: {
      slug: 'dossier-gewrichten-en-botten',
      title: 'Gewrichten en botten',
      summary:
        'Beweeglijk blijven en de botten sterk houden: de rol van beweging, gewicht en voedingsstoffen zoals calcium en vitamine D.',
      body: `
Botten en gewrichten varen wel bij regelmatige beweging. Het gewicht, de voeding en het zonlicht spelen ook een rol, op elke leeftijd.

## De goede richtlijnen

- Meerdere keren per week wandelen, zwemmen of fietsen.
- Elke dag zuivel of voedingsmiddelen die met calcium verrijkt zijn.
- Vitamine D, die bijdraagt tot de instandhouding van normale botten.

Een aanhoudende gewrichtspijn, een zwelling of een sterke stijfheid toont u aan een arts.
`,
    },
    de: {
      slug: 'schwerpunkt-gelenke-und-knochen',
      title: 'Gelenke und Knochen',
      summary:
        'Beweglich bleiben und die Knochen erhalten: die Rolle der Bewegung, des Gewichts und der Nährstoffe wie Calcium und Vitamin D.',
      body: `
Knochen und Gelenke profitieren von regelmäßiger Bewegung. Das Gewicht, die Ernährung und die Sonne spielen in jedem Alter ebenfalls eine Rolle.

## Die wichtigen Punkte

- Mehrmals pro Woche gehen, schwimmen oder Rad fahren.
- Jeden Tag Milchprodukte oder mit Calcium angereicherte Lebensmittel.
- Vitamin D, das zur Erhaltung normaler Knochen beiträgt.

Anhaltende Gelenkschmerzen, eine Schwellung oder eine starke Steifigkeit sollten Sie der Ärztin oder dem Arzt zeigen.
`,
    },
    es: {
      slug: 'especial-articulaciones-y-huesos',
      title: 'Articulaciones y huesos',
      summary:
        'Mantener la movilidad y cuidar los huesos: el papel del movimiento, del peso y de nutrientes como el calcio y la vitamina D.',
      body: `
Los huesos y las articulaciones están mejor cuando nos movemos con regularidad. El peso, la alimentación y el sol también influyen a cualquier edad.

## Las buenas pautas

- Caminar, nadar o ir en bicicleta varias veces por semana.
- Lácteos o alimentos enriquecidos con calcio cada día.
- La vitamina D, que contribuye al mantenimiento de los huesos en condiciones normales.

Un dolor articular persistente, una hinchazón o una rigidez importante deben consultarse con el médico.
`,
    },
    it: {
      slug: 'speciale-articolazioni-e-ossa',
      title: 'Articolazioni e ossa',
      summary:
        'Restare in movimento e preservare le ossa: il ruolo del movimento, del peso e di nutrienti come il calcio e la vitamina D.',
      body: `
Le ossa e le articolazioni stanno meglio quando ci si muove con regolarità. Il peso, l’alimentazione e l’esposizione al sole contano a ogni età.

## I riferimenti utili

- Camminare, nuotare o andare in bicicletta più volte alla settimana.
- Latticini o alimenti arricchiti di calcio ogni giorno.
- La vitamina D, che contribuisce al mantenimento di ossa normali.

Un dolore articolare persistente, un gonfiore o una rigidità importante vanno mostrati al medico.
`,
    },
  }),

  needPage(7, [28, 29], {
    fr: {
      slug: 'dossier-coeur-et-circulation',
      title: 'Cœur et circulation',
      summary:
        'Alimentation, activité physique et acides gras oméga-3\u00a0: les habitudes qui prennent soin du cœur et des vaisseaux.',
      body: `
La santé du cœur se construit jour après jour. Ne pas fumer, bouger, surveiller sa tension et manger équilibré sont les gestes les plus efficaces.

## Les repères alimentaires

- Du poisson gras une à deux fois par semaine, source d’EPA et de DHA.
- Des huiles végétales de qualité, des fruits, des légumes et des légumineuses.
- Moins de sel, de produits transformés et de boissons sucrées.

L’EPA et le DHA contribuent à une fonction cardiaque normale pour un apport de 250 mg par jour. En cas de traitement, demandez l’avis de votre médecin.
`,
    },
    nl: {
      slug: 'dossier-hart-en-bloedsomloop',
      title: 'Hart en bloedsomloop',
      summary: 'Voeding, beweging en omega-3-vetzuren: de gewoonten die zorg dragen voor het hart en de bloedvaten.',
      body: `
Een gezond hart bouwt u dag na dag op. Niet roken, bewegen, de bloeddruk opvolgen en evenwichtig eten zijn de meest doeltreffende gewoonten.

## De richtlijnen voor de voeding

- Een à twee keer per week vette vis, een bron van EPA en DHA.
- Goede plantaardige oliën, fruit, groenten en peulvruchten.
- Minder zout, minder bewerkte producten en minder suikerhoudende dranken.

EPA en DHA dragen bij tot de normale werking van het hart bij een inname van 250 mg per dag. Volgt u een behandeling, vraag dan het advies van uw arts.
`,
    },
    de: {
      slug: 'schwerpunkt-herz-und-kreislauf',
      title: 'Herz und Kreislauf',
      summary: 'Ernährung, Bewegung und Omega-3-Fettsäuren: die Gewohnheiten, die dem Herzen und den Gefäßen guttun.',
      body: `
Die Gesundheit des Herzens entsteht Tag für Tag. Nicht rauchen, sich bewegen, den Blutdruck im Blick behalten und ausgewogen essen sind die wirksamsten Schritte.

## Hinweise zur Ernährung

- Ein- bis zweimal pro Woche fetter Fisch, eine Quelle für EPA und DHA.
- Gute Pflanzenöle, Obst, Gemüse und Hülsenfrüchte.
- Weniger Salz, weniger verarbeitete Produkte und weniger gesüßte Getränke.

EPA und DHA tragen bei einer Zufuhr von 250 mg am Tag zu einer normalen Herzfunktion bei. Wenn Sie Arzneimittel einnehmen, fragen Sie die Ärztin oder den Arzt.
`,
    },
    es: {
      slug: 'especial-corazon-y-circulacion',
      title: 'Corazón y circulación',
      summary:
        'Alimentación, actividad física y ácidos grasos omega-3: los hábitos que cuidan el corazón y los vasos sanguíneos.',
      body: `
La salud del corazón se construye día a día. No fumar, moverse, vigilar la tensión y comer de forma equilibrada son los hábitos más eficaces.

## Las pautas alimentarias

- Pescado azul una o dos veces por semana, fuente de EPA y DHA.
- Aceites vegetales de calidad, frutas, verduras y legumbres.
- Menos sal, menos productos procesados y menos bebidas azucaradas.

El EPA y el DHA contribuyen al funcionamiento normal del corazón con una ingesta de 250 mg al día. Si sigue un tratamiento, consulte con el médico.
`,
    },
    it: {
      slug: 'speciale-cuore-e-circolazione',
      title: 'Cuore e circolazione',
      summary:
        'Alimentazione, attività fisica e acidi grassi omega-3: le abitudini che si prendono cura del cuore e dei vasi sanguigni.',
      body: `
La salute del cuore si costruisce giorno dopo giorno. Non fumare, muoversi, controllare la pressione e mangiare in modo equilibrato sono le abitudini più efficaci.

## Le indicazioni a tavola

- Il pesce grasso una o due volte alla settimana, fonte di EPA e DHA.
- Oli vegetali di qualità, frutta, verdura e legumi.
- Meno sale, meno prodotti trasformati e meno bevande zuccherate.

EPA e DHA contribuiscono alla normale funzione cardiaca con un apporto di 250 mg al giorno. In caso di terapia chieda il parere del medico.
`,
    },
  }),

  needPage(8, [15], {
    fr: {
      slug: 'dossier-peau-cheveux-et-ongles',
      title: 'Peau, cheveux et ongles',
      summary:
        'Une belle peau et des cheveux en forme se nourrissent aussi de l’intérieur. Les nutriments utiles et les habitudes qui comptent.',
      body: `
La peau, les cheveux et les ongles reflètent en partie notre alimentation, notre sommeil et notre niveau de stress. Des soins doux et une protection solaire complètent ces habitudes.

## Les nutriments utiles

- Le zinc et le sélénium, pour le maintien de cheveux et d’ongles normaux.
- La biotine, pour le maintien d’une peau normale.
- La vitamine C, pour la formation normale de collagène.

Une chute de cheveux brutale, des plaques sur la peau ou des ongles déformés doivent être montrés à un médecin ou à un dermatologue.
`,
    },
    nl: {
      slug: 'dossier-huid-haar-en-nagels',
      title: 'Huid, haar en nagels',
      summary:
        'Een mooie huid en gezond haar voedt u ook van binnenuit. De nuttige voedingsstoffen en de gewoonten die tellen.',
      body: `
De huid, het haar en de nagels weerspiegelen voor een deel onze voeding, onze slaap en ons stressniveau. Een zachte verzorging en bescherming tegen de zon vullen die gewoonten aan.

## De nuttige voedingsstoffen

- Zink en selenium, voor de instandhouding van normaal haar en normale nagels.
- Biotine, voor de instandhouding van een normale huid.
- Vitamine C, voor de normale vorming van collageen.

Plots haarverlies, vlekken op de huid of vervormde nagels toont u aan een arts of een dermatoloog.
`,
    },
    de: {
      slug: 'schwerpunkt-haut-haare-und-nagel',
      title: 'Haut, Haare und Nägel',
      summary:
        'Schöne Haut und gesunde Haare werden auch von innen versorgt. Die nützlichen Nährstoffe und die Gewohnheiten, die zählen.',
      body: `
Die Haut, die Haare und die Nägel spiegeln zum Teil unsere Ernährung, unseren Schlaf und unser Stressniveau wider. Eine milde Pflege und der Schutz vor der Sonne ergänzen diese Gewohnheiten.

## Hilfreiche Nährstoffe

- Zink und Selen, für die Erhaltung normaler Haare und Nägel.
- Biotin, für die Erhaltung normaler Haut.
- Vitamin C, für eine normale Kollagenbildung.

Ein plötzlicher Haarausfall, Flecken auf der Haut oder veränderte Nägel sollten Sie der Ärztin, dem Arzt oder in der Dermatologie zeigen.
`,
    },
    es: {
      slug: 'especial-piel-cabello-y-unas',
      title: 'Piel, cabello y uñas',
      summary:
        'Una piel bonita y un cabello sano también se alimentan desde dentro. Los nutrientes útiles y los hábitos que cuentan.',
      body: `
La piel, el cabello y las uñas reflejan en parte la alimentación, el sueño y el nivel de estrés. Unos cuidados suaves y la protección solar completan esos hábitos.

## Los nutrientes útiles

- El zinc y el selenio, para el mantenimiento del cabello y las uñas en condiciones normales.
- La biotina, para el mantenimiento de la piel en condiciones normales.
- La vitamina C, para la formación normal de colágeno.

Una caída del cabello brusca, las manchas en la piel o las uñas deformadas deben consultarse con el médico o el dermatólogo.
`,
    },
    it: {
      slug: 'speciale-pelle-capelli-e-unghie',
      title: 'Pelle, capelli e unghie',
      summary:
        'Una bella pelle e capelli sani si nutrono anche dall’interno. I nutrienti utili e le abitudini che contano.',
      body: `
La pelle, i capelli e le unghie riflettono in parte l’alimentazione, il sonno e il livello di stress. Una cura delicata e la protezione dal sole completano queste abitudini.

## I nutrienti utili

- Lo zinco e il selenio, per il mantenimento di capelli e unghie normali.
- La biotina, per il mantenimento di una pelle normale.
- La vitamina C, per la normale formazione del collagene.

Una caduta improvvisa dei capelli, le macchie sulla pelle o le unghie deformate vanno mostrate al medico o al dermatologo.
`,
    },
  }),

  needPage(9, [11], {
    fr: {
      slug: 'dossier-sante-de-la-femme',
      title: 'La santé des femmes à chaque âge',
      summary:
        'Cycle, grossesse, ménopause\u00a0: les besoins des femmes évoluent. Les repères nutritionnels à connaître à chaque étape.',
      body: `
À chaque période de la vie, les besoins changent\u00a0: le fer pendant les années de règles, l’acide folique avant la grossesse, le calcium et la vitamine D après la ménopause.

## Les moments clés

- Le projet de grossesse\u00a0: l’acide folique, au moins un mois avant la conception.
- La grossesse et l’allaitement\u00a0: un suivi médical régulier et des apports adaptés.
- La ménopause\u00a0: l’activité physique et la santé osseuse.

Pendant la grossesse, ne prenez aucun complément sans l’avis de votre médecin, de votre sage-femme ou de votre pharmacien.
`,
    },
    nl: {
      slug: 'dossier-gezondheid-van-de-vrouw',
      title: 'De gezondheid van de vrouw op elke leeftijd',
      summary:
        'Cyclus, zwangerschap, menopauze: de behoeften van vrouwen veranderen. De richtlijnen voor de voeding in elke fase.',
      body: `
In elke levensfase veranderen de behoeften: ijzer in de jaren van menstruatie, foliumzuur voor de zwangerschap, calcium en vitamine D na de menopauze.

## De belangrijke momenten

- De kinderwens: foliumzuur, minstens een maand voor de bevruchting.
- De zwangerschap en de borstvoeding: een regelmatige medische opvolging en een aangepaste inname.
- De menopauze: beweging en de gezondheid van de botten.

Neem tijdens de zwangerschap geen supplement zonder het advies van uw arts, uw vroedvrouw of uw apotheker.
`,
    },
    de: {
      slug: 'schwerpunkt-frauengesundheit',
      title: 'Die Gesundheit der Frau in jedem Alter',
      summary:
        'Zyklus, Schwangerschaft, Wechseljahre: Der Bedarf der Frauen verändert sich. Die Hinweise zur Ernährung für jede Phase.',
      body: `
In jeder Lebensphase ändert sich der Bedarf: Eisen in den Jahren der Menstruation, Folsäure vor der Schwangerschaft, Calcium und Vitamin D nach den Wechseljahren.

## Die wichtigen Zeitpunkte

- Der Kinderwunsch: Folsäure, mindestens einen Monat vor der Empfängnis.
- Die Schwangerschaft und die Stillzeit: eine regelmäßige ärztliche Begleitung und eine angepasste Zufuhr.
- Die Wechseljahre: die Bewegung und die Gesundheit der Knochen.

Nehmen Sie in der Schwangerschaft kein Nahrungsergänzungsmittel ohne den Rat der Ärztin, des Arztes, der Hebamme oder der Apotheke ein.
`,
    },
    es: {
      slug: 'especial-salud-de-la-mujer',
      title: 'La salud de la mujer en cada edad',
      summary:
        'Ciclo, embarazo, menopausia: las necesidades de las mujeres cambian. Las pautas nutricionales que conviene conocer en cada etapa.',
      body: `
En cada etapa de la vida cambian las necesidades: el hierro durante los años de menstruación, el ácido fólico antes del embarazo, el calcio y la vitamina D después de la menopausia.

## Los momentos clave

- El deseo de embarazo: el ácido fólico, al menos un mes antes de la concepción.
- El embarazo y la lactancia: un seguimiento médico regular y los aportes adecuados.
- La menopausia: la actividad física y la salud de los huesos.

Durante el embarazo, no tome ningún complemento sin el consejo del médico, la matrona o el farmacéutico.
`,
    },
    it: {
      slug: 'speciale-salute-della-donna',
      title: 'La salute della donna a ogni età',
      summary:
        'Ciclo, gravidanza, menopausa: i bisogni delle donne cambiano. Le indicazioni nutrizionali da conoscere in ogni fase.',
      body: `
In ogni periodo della vita i bisogni cambiano: il ferro negli anni del ciclo, l’acido folico prima della gravidanza, il calcio e la vitamina D dopo la menopausa.

## I momenti chiave

- Il desiderio di gravidanza: l’acido folico, almeno un mese prima del concepimento.
- La gravidanza e l’allattamento: un controllo medico regolare e gli apporti adeguati.
- La menopausa: l’attività fisica e la salute delle ossa.

Durante la gravidanza non assumete alcun integratore senza il parere del medico, dell’ostetrica o del farmacista.
`,
    },
  }),

  needPage(10, [20], {
    fr: {
      slug: 'dossier-confort-urinaire',
      title: 'Le confort urinaire',
      summary:
        'Boire suffisamment, ne pas se retenir, choisir des plantes de tradition\u00a0: les gestes simples pour le confort des voies urinaires.',
      body: `
Le confort urinaire repose d’abord sur une bonne hydratation et sur quelques habitudes d’hygiène. Les femmes sont plus souvent concernées par les gênes urinaires.

## Les gestes simples

- Boire 1,5 litre d’eau par jour, davantage quand il fait chaud.
- Aller aux toilettes dès que le besoin se fait sentir.
- Préférer des sous-vêtements en coton et une hygiène intime douce.

Des brûlures, de la fièvre ou du sang dans les urines imposent une consultation médicale rapide\u00a0: un complément alimentaire ne soigne pas une infection.
`,
    },
    nl: {
      slug: 'dossier-urinair-comfort',
      title: 'Urinair comfort',
      summary:
        'Voldoende drinken, het plassen niet uitstellen en traditionele planten kiezen: eenvoudige gewoonten voor comfortabele urinewegen.',
      body: `
Urinair comfort steunt in de eerste plaats op voldoende drinken en op enkele hygiënische gewoonten. Vrouwen hebben vaker last van de urinewegen.

## De eenvoudige gewoonten

- 1,5 liter water per dag drinken, en meer als het warm is.
- Naar het toilet gaan zodra u de aandrang voelt.
- Katoenen ondergoed en een milde intieme verzorging kiezen.

Een branderig gevoel, koorts of bloed in de urine zijn een reden om snel een arts te raadplegen: een voedingssupplement geneest geen infectie.
`,
    },
    de: {
      slug: 'schwerpunkt-harnwege',
      title: 'Wohlbefinden der Harnwege',
      summary:
        'Genug trinken, den Harndrang nicht unterdrücken, traditionelle Pflanzen wählen: einfache Gewohnheiten für das Wohlbefinden der Harnwege.',
      body: `
Das Wohlbefinden der Harnwege beruht zuerst auf einer guten Flüssigkeitszufuhr und auf einigen Gewohnheiten der Hygiene. Frauen sind häufiger von Beschwerden betroffen.

## Die einfachen Gewohnheiten

- 1,5 Liter Wasser am Tag trinken, bei Hitze mehr.
- Zur Toilette gehen, sobald sich der Harndrang meldet.
- Unterwäsche aus Baumwolle und eine milde Intimpflege wählen.

Brennen, Fieber oder Blut im Urin erfordern rasch einen Besuch bei der Ärztin oder dem Arzt: Ein Nahrungsergänzungsmittel heilt keine Infektion.
`,
    },
    es: {
      slug: 'especial-confort-urinario',
      title: 'El confort urinario',
      summary:
        'Beber lo suficiente, no aguantarse y elegir plantas tradicionales: los hábitos sencillos para el confort de las vías urinarias.',
      body: `
El confort urinario se basa ante todo en una buena hidratación y en algunos hábitos de higiene. Las mujeres sufren con más frecuencia las molestias urinarias.

## Los hábitos sencillos

- Beber 1,5 litros de agua al día, y más cuando hace calor.
- Ir al baño en cuanto aparecen las ganas.
- Elegir ropa interior de algodón y una higiene íntima suave.

El escozor, la fiebre o la sangre en la orina obligan a consultar con el médico sin demora: un complemento alimenticio no cura una infección.
`,
    },
    it: {
      slug: 'speciale-benessere-urinario',
      title: 'Il benessere delle vie urinarie',
      summary:
        'Bere a sufficienza, non trattenersi e scegliere le piante della tradizione: le abitudini semplici per il benessere delle vie urinarie.',
      body: `
Il benessere urinario si basa prima di tutto su una buona idratazione e su alcune abitudini di igiene. Le donne sono più spesso interessate dai disturbi urinari.

## Le abitudini semplici

- Bere 1,5 litri di acqua al giorno, di più quando fa caldo.
- Andare in bagno appena se ne sente lo stimolo.
- Preferire la biancheria di cotone e un’igiene intima delicata.

Il bruciore, la febbre o il sangue nelle urine richiedono di consultare subito il medico: un integratore alimentare non cura un’infezione.
`,
    },
  }),

  needPage(11, [26], {
    fr: {
      slug: 'dossier-poids-et-metabolisme',
      title: 'Poids et métabolisme',
      summary:
        'Garder un poids stable sans régime extrême\u00a0: l’alimentation, le mouvement et quelques nutriments qui accompagnent le métabolisme.',
      body: `
Le poids dépend de nombreux facteurs\u00a0: l’alimentation, l’activité physique, le sommeil, le stress, les hormones et l’âge. Les changements durables valent mieux que les régimes rapides.

## Les repères utiles

- Des repas complets à heures fixes, avec beaucoup de légumes.
- Du mouvement au quotidien et du renforcement musculaire.
- Le chrome, qui contribue au maintien d’une glycémie normale.

Avant de commencer un régime, et en particulier en cas de diabète ou de maladie chronique, parlez-en à votre médecin.
`,
    },
    nl: {
      slug: 'dossier-gewicht-en-stofwisseling',
      title: 'Gewicht en stofwisseling',
      summary:
        'Een stabiel gewicht zonder extreem dieet: de voeding, de beweging en enkele voedingsstoffen die de stofwisseling ondersteunen.',
      body: `
Het gewicht hangt van veel factoren af: de voeding, de beweging, de slaap, de stress, de hormonen en de leeftijd. Blijvende veranderingen zijn beter dan snelle diëten.

## De nuttige richtlijnen

- Volwaardige maaltijden op vaste uren, met veel groenten.
- Elke dag bewegen en aan spierversterking doen.
- Chroom, dat bijdraagt tot de instandhouding van een normale bloedglucosespiegel.

Bespreek het met uw arts voordat u een dieet begint, zeker bij diabetes of een chronische ziekte.
`,
    },
    de: {
      slug: 'schwerpunkt-gewicht-und-stoffwechsel',
      title: 'Gewicht und Stoffwechsel',
      summary:
        'Ein stabiles Gewicht ohne extreme Diät: die Ernährung, die Bewegung und einige Nährstoffe, die den Stoffwechsel begleiten.',
      body: `
Das Gewicht hängt von vielen Faktoren ab: der Ernährung, der Bewegung, dem Schlaf, dem Stress, den Hormonen und dem Alter. Dauerhafte Veränderungen sind besser als schnelle Diäten.

## Nützliche Hinweise

- Vollständige Mahlzeiten zu festen Zeiten, mit viel Gemüse.
- Bewegung im Alltag und Training der Muskeln.
- Chrom, das zur Aufrechterhaltung eines normalen Blutzuckerspiegels beiträgt.

Sprechen Sie vor dem Beginn einer Diät mit der Ärztin oder dem Arzt, besonders bei Diabetes oder einer chronischen Krankheit.
`,
    },
    es: {
      slug: 'especial-peso-y-metabolismo',
      title: 'Peso y metabolismo',
      summary:
        'Mantener un peso estable sin dietas extremas: la alimentación, el movimiento y algunos nutrientes que acompañan el metabolismo.',
      body: `
El peso depende de muchos factores: la alimentación, la actividad física, el sueño, el estrés, las hormonas y la edad. Los cambios duraderos valen más que las dietas rápidas.

## Las pautas útiles

- Comidas completas a horas fijas, con muchas verduras.
- Movimiento a diario y trabajo de fuerza.
- El cromo, que contribuye al mantenimiento de los niveles normales de glucosa en sangre.

Antes de empezar una dieta, y sobre todo en caso de diabetes o de enfermedad crónica, hable con el médico.
`,
    },
    it: {
      slug: 'speciale-peso-e-metabolismo',
      title: 'Peso e metabolismo',
      summary:
        'Mantenere un peso stabile senza diete estreme: l’alimentazione, il movimento e alcuni nutrienti che accompagnano il metabolismo.',
      body: `
Il peso dipende da molti fattori: l’alimentazione, l’attività fisica, il sonno, lo stress, gli ormoni e l’età. I cambiamenti duraturi valgono più delle diete rapide.

## I riferimenti utili

- Pasti completi a orari fissi, con molte verdure.
- Il movimento quotidiano e l’esercizio di forza.
- Il cromo, che contribuisce al mantenimento di livelli normali di glucosio nel sangue.

Prima di iniziare una dieta, e in particolare in caso di diabete o di malattia cronica, ne parli con il medico.
`,
    },
  }),

  needPage(12, [31], {
    fr: {
      slug: 'dossier-memoire-et-concentration',
      title: 'Mémoire et concentration',
      summary:
        'Sommeil, pauses, activité physique et nutriments comme le DHA ou le zinc\u00a0: ce qui aide le cerveau à rester attentif.',
      body: `
La concentration dépend beaucoup du sommeil, du niveau de stress et de l’organisation de la journée. L’alimentation apporte aussi des nutriments utiles au cerveau.

## Les repères utiles

- Des nuits suffisantes et des pauses régulières pendant le travail.
- Une activité physique, qui favorise aussi la qualité du sommeil.
- Le DHA, qui contribue au maintien d’une fonction cérébrale normale, et le zinc, qui contribue à une fonction cognitive normale.

Des troubles de la mémoire qui s’aggravent ou inquiètent l’entourage doivent être signalés au médecin.
`,
    },
    nl: {
      slug: 'dossier-geheugen-en-concentratie',
      title: 'Geheugen en concentratie',
      summary:
        'Slaap, pauzes, beweging en voedingsstoffen zoals DHA of zink: wat de hersenen helpt om alert te blijven.',
      body: `
De concentratie hangt sterk af van de slaap, het stressniveau en de organisatie van de dag. De voeding levert ook voedingsstoffen die nuttig zijn voor de hersenen.

## De nuttige richtlijnen

- Voldoende lange nachten en regelmatige pauzes tijdens het werk.
- Lichaamsbeweging, die ook de kwaliteit van de slaap bevordert.
- DHA, dat bijdraagt tot de instandhouding van een normale hersenfunctie, en zink, dat bijdraagt tot een normale cognitieve functie.

Geheugenproblemen die erger worden of de omgeving ongerust maken, meldt u aan de arts.
`,
    },
    de: {
      slug: 'schwerpunkt-gedachtnis-und-konzentration',
      title: 'Gedächtnis und Konzentration',
      summary:
        'Schlaf, Pausen, Bewegung und Nährstoffe wie DHA oder Zink: was dem Gehirn hilft, aufmerksam zu bleiben.',
      body: `
Die Konzentration hängt stark vom Schlaf, vom Stressniveau und von der Organisation des Tages ab. Die Ernährung liefert auch Nährstoffe, die dem Gehirn nützen.

## Nützliche Hinweise

- Ausreichend lange Nächte und regelmäßige Pausen bei der Arbeit.
- Bewegung, die auch die Qualität des Schlafs fördert.
- DHA, das zur Erhaltung einer normalen Gehirnfunktion beiträgt, und Zink, das zu einer normalen kognitiven Funktion beiträgt.

Gedächtnisprobleme, die zunehmen oder die Angehörigen beunruhigen, sollten Sie der Ärztin oder dem Arzt mitteilen.
`,
    },
    es: {
      slug: 'especial-memoria-y-concentracion',
      title: 'Memoria y concentración',
      summary:
        'Sueño, pausas, actividad física y nutrientes como el DHA o el zinc: lo que ayuda al cerebro a mantener la atención.',
      body: `
La concentración depende mucho del sueño, del nivel de estrés y de la organización del día. La alimentación también aporta nutrientes útiles para el cerebro.

## Las pautas útiles

- Noches suficientes y pausas regulares durante el trabajo.
- La actividad física, que además favorece la calidad del sueño.
- El DHA, que contribuye a mantener el funcionamiento normal del cerebro, y el zinc, que contribuye a la función cognitiva normal.

Los problemas de memoria que empeoran o preocupan a los allegados deben comunicarse al médico.
`,
    },
    it: {
      slug: 'speciale-memoria-e-concentrazione',
      title: 'Memoria e concentrazione',
      summary:
        'Sonno, pause, attività fisica e nutrienti come il DHA o lo zinco: ciò che aiuta il cervello a restare attento.',
      body: `
La concentrazione dipende molto dal sonno, dal livello di stress e dall’organizzazione della giornata. L’alimentazione fornisce anche nutrienti utili al cervello.

## I riferimenti utili

- Notti sufficienti e pause regolari durante il lavoro.
- L’attività fisica, che favorisce anche la qualità del sonno.
- Il DHA, che contribuisce al mantenimento della normale funzione cerebrale, e lo zinco, che contribuisce alla normale funzione cognitiva.

I disturbi della memoria che peggiorano o preoccupano i familiari vanno segnalati al medico.
`,
    },
  }),
]);
