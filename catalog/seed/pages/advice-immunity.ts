// Advice articles of theme 2, immunity and seasons (ids 7–12).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const IMMUNITY_ADVICE: readonly SeedPage[] = Object.freeze([
  page(
    {
      id: 7,
      type: 'advice',
      themeId: 2,
      needIds: [2, 16],
      productIds: [4, 36, 27],
      publishedAt: '2024-11-05',
      order: 1,
    },
    {
      fr: {
        slug: 'passer-l-hiver-en-forme',
        title: 'Passer l’hiver en forme',
        summary:
          'Froid, jours courts et vie en intérieur\u00a0: l’hiver met l’organisme à l’épreuve. Les habitudes qui soutiennent les défenses naturelles pendant la saison froide.',
        body: `
En hiver, nous passons plus de temps dans des pièces fermées, nous voyons moins la lumière du jour et nous bougeons souvent moins.
Ce changement de rythme, ajouté à la circulation des virus saisonniers, explique pourquoi cette période demande une attention particulière.

## Les bases qui comptent

- Dormir suffisamment et à heures régulières.
- Manger chaque jour des fruits et des légumes de saison, sources de vitamine C.
- Sortir à la lumière du jour, même par temps gris, et garder une activité physique.
- Aérer les pièces au moins dix minutes par jour et se laver souvent les mains.

## Les nutriments du système immunitaire

La vitamine C, la vitamine D, le zinc et le sélénium contribuent au fonctionnement normal du système immunitaire. Une alimentation variée
en apporte une bonne partie\u202f; un complément peut être envisagé lorsque les apports sont insuffisants, de préférence avec le conseil d’un pharmacien.

## Savoir consulter

Une fièvre élevée, une gêne respiratoire ou des symptômes qui s’aggravent après quelques jours justifient un avis médical, en particulier
chez les jeunes enfants, les personnes âgées et les personnes atteintes d’une maladie chronique.
`,
      },
      nl: {
        slug: 'fit-de-winter-door',
        title: 'Fit de winter door',
        summary:
          'Kou, korte dagen en veel tijd binnen: de winter stelt het lichaam op de proef. De gewoonten die de natuurlijke weerstand tijdens het koude seizoen ondersteunen.',
        body: `
In de winter brengen we meer tijd door in gesloten ruimten, zien we minder daglicht en bewegen we vaak minder. Die verandering van ritme,
samen met de seizoensvirussen die de ronde doen, verklaart waarom deze periode extra aandacht vraagt.

## De basis die telt

- Voldoende slapen, op vaste uren.
- Elke dag groenten en fruit van het seizoen eten, een bron van vitamine C.
- Naar buiten gaan bij daglicht, ook als het grijs is, en blijven bewegen.
- De kamers minstens tien minuten per dag verluchten en vaak de handen wassen.

## De voedingsstoffen van het immuunsysteem

Vitamine C, vitamine D, zink en selenium dragen bij tot de normale werking van het immuunsysteem. Een gevarieerde voeding levert er een groot deel
van; een supplement kan een optie zijn wanneer de inname te laag is, bij voorkeur met het advies van een apotheker.

## Wanneer naar de arts?

Hoge koorts, moeite met ademen of klachten die na enkele dagen erger worden, zijn een reden om een arts te raadplegen, zeker bij jonge kinderen,
ouderen en mensen met een chronische ziekte.
`,
      },
      de: {
        slug: 'fit-durch-den-winter',
        title: 'Fit durch den Winter',
        summary:
          'Kälte, kurze Tage und viel Zeit drinnen: Der Winter stellt den Körper auf die Probe. Die Gewohnheiten, die die natürlichen Abwehrkräfte in der kalten Jahreszeit unterstützen.',
        body: `
Im Winter verbringen wir mehr Zeit in geschlossenen Räumen, sehen weniger Tageslicht und bewegen uns oft weniger. Dieser andere Rhythmus
und die saisonalen Viren, die im Umlauf sind, erklären, warum diese Zeit besondere Aufmerksamkeit verdient.

## Die Grundlagen, die zählen

- Ausreichend und zu regelmäßigen Zeiten schlafen.
- Jeden Tag Obst und Gemüse der Saison essen, eine Quelle für Vitamin C.
- Bei Tageslicht nach draußen gehen, auch wenn der Himmel grau ist, und in Bewegung bleiben.
- Die Räume mindestens zehn Minuten am Tag lüften und oft die Hände waschen.

## Die Nährstoffe des Immunsystems

Vitamin C, Vitamin D, Zink und Selen tragen zu einer normalen Funktion des Immunsystems bei. Eine abwechslungsreiche Ernährung liefert einen großen Teil davon;
ein Nahrungsergänzungsmittel kann sinnvoll sein, wenn die Zufuhr nicht ausreicht, am besten mit der Beratung in der Apotheke.

## Wann zum Arzt?

Hohes Fieber, Atemnot oder Beschwerden, die nach einigen Tagen schlimmer werden, sind ein Grund für ärztlichen Rat, besonders bei kleinen Kindern,
älteren Menschen und Personen mit einer chronischen Krankheit.
`,
      },
      es: {
        slug: 'pasar-el-invierno-en-forma',
        title: 'Pasar el invierno en forma',
        summary:
          'Frío, días cortos y vida en interiores: el invierno pone a prueba el organismo. Los hábitos que apoyan las defensas naturales durante la estación fría.',
        body: `
En invierno pasamos más tiempo en espacios cerrados, vemos menos la luz del día y a menudo nos movemos menos. Este cambio de ritmo,
junto con los virus estacionales que circulan, explica por qué esta época merece una atención especial.

## Lo básico que cuenta

- Dormir lo suficiente y con horarios regulares.
- Comer cada día frutas y verduras de temporada, fuentes de vitamina C.
- Salir a la luz del día, aunque el cielo esté gris, y mantener la actividad física.
- Ventilar las habitaciones al menos diez minutos al día y lavarse las manos con frecuencia.

## Los nutrientes del sistema inmunitario

La vitamina C, la vitamina D, el zinc y el selenio contribuyen al funcionamiento normal del sistema inmunitario. Una dieta variada aporta
buena parte de ellos; un complemento puede ser útil cuando el aporte es insuficiente, preferiblemente con el consejo de un farmacéutico.

## Cuándo consultar

La fiebre alta, la dificultad para respirar o los síntomas que empeoran después de unos días justifican una consulta médica, sobre todo
en los niños pequeños, los mayores y las personas con una enfermedad crónica.
`,
      },
      it: {
        slug: 'affrontare-l-inverno-in-forma',
        title: 'Affrontare l’inverno in forma',
        summary:
          'Freddo, giornate corte e vita al chiuso: l’inverno mette alla prova l’organismo. Le abitudini che sostengono le difese naturali durante la stagione fredda.',
        body: `
In inverno trascorriamo più tempo in ambienti chiusi, vediamo meno la luce del giorno e spesso ci muoviamo meno. Questo cambio di ritmo,
insieme ai virus stagionali in circolazione, spiega perché il periodo merita un’attenzione particolare.

## Le basi che contano

- Dormire a sufficienza e con orari regolari.
- Mangiare ogni giorno frutta e verdura di stagione, fonti di vitamina C.
- Uscire alla luce del giorno, anche con il cielo grigio, e mantenere l’attività fisica.
- Arieggiare le stanze almeno dieci minuti al giorno e lavarsi spesso le mani.

## I nutrienti del sistema immunitario

La vitamina C, la vitamina D, lo zinco e il selenio contribuiscono alla normale funzione del sistema immunitario. Una dieta varia ne fornisce
buona parte; un integratore può essere utile quando l’apporto è insufficiente, meglio se con il consiglio del farmacista.

## Quando consultare il medico

La febbre alta, la difficoltà a respirare o i sintomi che peggiorano dopo qualche giorno richiedono il parere del medico, soprattutto
per i bambini piccoli, gli anziani e le persone con una malattia cronica.
`,
      },
    },
  ),

  page(
    {
      id: 8,
      type: 'advice',
      themeId: 2,
      needIds: [2, 6, 16],
      productIds: [34],
      countries: ['be', 'ch', 'de', 'it'],
      publishedAt: '2024-12-03',
      order: 2,
    },
    {
      fr: {
        slug: 'la-vitamine-d-pendant-les-mois-sombres',
        title: 'La vitamine D pendant les mois sombres',
        summary:
          'Notre peau fabrique la vitamine D sous l’effet du soleil. D’octobre à mars, sous nos latitudes, cette production devient très faible\u00a0: ce qu’il faut savoir.',
        body: `
La vitamine D est particulière\u00a0: l’alimentation n’en apporte qu’une petite part, l’essentiel étant produit par la peau exposée aux rayons du soleil.
Or, en automne et en hiver, le soleil est trop bas dans le ciel pour que cette synthèse soit efficace dans le nord de l’Europe.

## Son rôle

La vitamine D contribue au maintien d’une ossature et d’une fonction musculaire normales, au fonctionnement normal du système immunitaire
et à l’absorption du calcium. Elle intervient donc à tous les âges de la vie.

## Les sources alimentaires

- Les poissons gras\u00a0: sardine, maquereau, hareng et saumon.
- Le jaune d’œuf.
- Certains produits enrichis, comme des boissons végétales ou des margarines.

## Faut-il se supplémenter\u202f?

Les besoins et les recommandations varient selon l’âge, la couleur de peau, le mode de vie et le pays. Un dosage sanguin, prescrit par le médecin,
permet de faire le point. Respectez toujours la dose journalière indiquée\u00a0: la vitamine D se stocke dans l’organisme et un excès n’est pas souhaitable.
`,
      },
      nl: {
        slug: 'vitamine-d-in-de-donkere-maanden',
        title: 'Vitamine D in de donkere maanden',
        summary:
          'Onze huid maakt vitamine D aan onder invloed van de zon. Van oktober tot maart is die aanmaak bij ons erg laag: dit moet u weten.',
        body: `
Vitamine D is een bijzonder geval: de voeding levert er maar een klein deel van, het grootste deel maakt de huid zelf aan wanneer de zon erop schijnt.
In de herfst en de winter staat de zon in Noord-Europa echter te laag om die aanmaak goed op gang te brengen.

## Wat het doet

Vitamine D draagt bij tot de instandhouding van normale botten en een normale spierfunctie, tot de normale werking van het immuunsysteem
en tot de opname van calcium. Het is dus in elke levensfase van belang.

## Bronnen in de voeding

- Vette vis: sardines, makreel, haring en zalm.
- Het eigeel.
- Sommige verrijkte producten, zoals plantaardige dranken of margarine.

## Een supplement nemen?

De behoeften en aanbevelingen verschillen volgens de leeftijd, de huidskleur, de levensstijl en het land. Een bloedafname, voorgeschreven door de arts,
geeft duidelijkheid. Houd u altijd aan de aanbevolen dagelijkse dosis: het lichaam slaat vitamine D op en een teveel is niet wenselijk.
`,
      },
      de: {
        slug: 'vitamin-d-in-den-dunklen-monaten',
        title: 'Vitamin D in den dunklen Monaten',
        summary:
          'Unsere Haut bildet Vitamin D mithilfe der Sonne. Von Oktober bis März ist diese Bildung in unseren Breiten sehr gering: das Wichtigste im Überblick.',
        body: `
Vitamin D ist ein Sonderfall: Die Ernährung liefert nur einen kleinen Teil davon, der größte Teil entsteht in der Haut, wenn die Sonne darauf scheint.
Im Herbst und im Winter steht die Sonne in Mittel- und Nordeuropa jedoch zu tief, als dass die Bildung richtig in Gang käme.

## Die Aufgabe

Vitamin D trägt zur Erhaltung normaler Knochen und einer normalen Muskelfunktion bei, zu einer normalen Funktion des Immunsystems
und zur Aufnahme von Calcium. Es spielt also in jedem Lebensalter eine Rolle.

## Quellen in der Nahrung

- Fetter Fisch wie Sardine, Makrele, Hering und Lachs.
- Das Eigelb.
- Manche angereicherte Produkte, zum Beispiel Pflanzendrinks oder Margarine.

## Ergänzen oder nicht?

Der Bedarf und die Empfehlungen hängen vom Alter, der Hautfarbe, der Lebensweise und dem Land ab. Eine Blutuntersuchung, die die Ärztin oder der Arzt
veranlasst, schafft Klarheit. Halten Sie sich stets an die angegebene Tagesdosis: Der Körper speichert Vitamin D, und zu viel ist nicht erwünscht.
`,
      },
      es: {
        slug: 'la-vitamina-d-en-los-meses-oscuros',
        title: 'La vitamina D en los meses oscuros',
        summary:
          'Nuestra piel produce vitamina D gracias al sol. De octubre a marzo, en el norte de Europa, esa producción es muy baja: lo que conviene saber.',
        body: `
La vitamina D es un caso especial: la alimentación solo aporta una pequeña parte y la mayor parte la produce la piel cuando recibe los rayos del sol.
En otoño y en invierno, sin embargo, el sol está demasiado bajo en el norte de Europa para que esa síntesis sea eficaz.

## Su papel

La vitamina D contribuye al mantenimiento de los huesos y de la función muscular en condiciones normales, al funcionamiento normal del sistema inmunitario
y a la absorción del calcio. Por eso interviene en todas las etapas de la vida.

## Las fuentes alimentarias

- Los pescados azules: sardina, caballa, arenque y salmón.
- La yema de huevo.
- Algunos productos enriquecidos, como bebidas vegetales o margarinas.

## ¿Hay que tomar un complemento?

Las necesidades y las recomendaciones cambian según la edad, el color de la piel, el estilo de vida y el país. Un análisis de sangre, indicado por el médico,
permite saber dónde se está. Respete siempre la dosis diaria indicada: el organismo almacena la vitamina D y un exceso no es deseable.
`,
      },
      it: {
        slug: 'la-vitamina-d-nei-mesi-bui',
        title: 'La vitamina D nei mesi bui',
        summary:
          'La nostra pelle produce vitamina D grazie al sole. Da ottobre a marzo, nel nord dell’Europa, questa produzione diventa molto scarsa: che cosa sapere.',
        body: `
La vitamina D è un caso particolare: l’alimentazione ne fornisce solo una piccola parte, mentre la maggior parte viene prodotta dalla pelle esposta al sole.
In autunno e in inverno, però, il sole è troppo basso nel nord dell’Europa perché questa sintesi sia efficace.

## Il suo ruolo

La vitamina D contribuisce al mantenimento di ossa normali e della normale funzione muscolare, alla normale funzione del sistema immunitario
e all’assorbimento del calcio. Interviene quindi in tutte le fasi della vita.

## Le fonti alimentari

- Il pesce grasso: sardine, sgombro, aringa e salmone.
- Il tuorlo d’uovo.
- Alcuni prodotti arricchiti, come bevande vegetali o margarine.

## Serve un integratore?

I fabbisogni e le raccomandazioni variano secondo l’età, il colore della pelle, lo stile di vita e il paese. Un esame del sangue, prescritto dal medico,
permette di fare il punto. Rispettate sempre la dose giornaliera indicata: l’organismo accumula la vitamina D e un eccesso non è desiderabile.
`,
      },
    },
  ),

  page(
    {
      id: 9,
      type: 'advice',
      themeId: 2,
      needIds: [2, 5, 16],
      productIds: [36, 16],
      publishedAt: '2025-09-30',
      order: 3,
    },
    {
      fr: {
        slug: 'preparer-son-organisme-a-l-automne',
        title: 'Préparer son organisme à l’automne',
        summary:
          'La rentrée et l’arrivée de l’automne s’accompagnent souvent d’une baisse de régime. Comment aborder ce changement de saison sereinement.',
        body: `
Après l’été, le retour au travail, la baisse de la luminosité et les premiers froids demandent à l’organisme de s’adapter.
Il est fréquent de se sentir plus fatigué pendant quelques semaines.

## Reprendre un rythme

- Se coucher et se lever à heures fixes, y compris le week-end.
- Garder une activité en plein air, une marche rapide à l’heure du déjeuner par exemple.
- Faire une place aux soupes, aux légumes racines, aux noix et aux fruits d’automne.

## Les vitamines et minéraux de saison

La vitamine C, le magnésium et les vitamines du groupe B contribuent à réduire la fatigue. Les agrumes, les kiwis et les choux sont de bonnes sources de vitamine C\u202f;
les céréales complètes, les légumineuses et les oléagineux apportent magnésium et vitamines B.

Une fatigue qui dure plusieurs semaines malgré le repos n’est pas qu’une affaire de saison\u00a0: elle mérite d’en parler à son médecin.
`,
      },
      nl: {
        slug: 'het-lichaam-klaarmaken-voor-de-herfst',
        title: 'Het lichaam klaarmaken voor de herfst',
        summary:
          'De terugkeer na de zomer en het begin van de herfst gaan vaak samen met een dipje. Zo pakt u die seizoenswissel rustig aan.',
        body: `
Na de zomer vragen de terugkeer naar het werk, het afnemende daglicht en de eerste koude dagen een aanpassing van het lichaam.
Het is dan ook normaal dat u zich een paar weken wat vermoeider voelt.

## Een ritme terugvinden

- Op vaste uren gaan slapen en opstaan, ook in het weekend.
- Buiten blijven bewegen, bijvoorbeeld met een stevige wandeling tijdens de middagpauze.
- Plaats maken voor soep, wortelgroenten, noten en het fruit van de herfst.

## Vitaminen en mineralen van het seizoen

Vitamine C, magnesium en de vitaminen van de B-groep dragen bij tot de vermindering van vermoeidheid. Citrusvruchten, kiwi’s en kool zijn goede bronnen van
vitamine C; volkoren granen, peulvruchten en noten leveren magnesium en B-vitaminen.

Een vermoeidheid die weken aanhoudt ondanks voldoende rust, is niet alleen een kwestie van het seizoen: bespreek het dan met uw arts.
`,
      },
      de: {
        slug: 'den-korper-auf-den-herbst-vorbereiten',
        title: 'Den Körper auf den Herbst vorbereiten',
        summary:
          'Das Ende der Ferien und der Beginn des Herbstes bringen oft ein kleines Tief mit sich. So gelingt der Wechsel der Jahreszeit gelassen.',
        body: `
Nach dem Sommer verlangen die Rückkehr an den Arbeitsplatz, das schwindende Licht und die ersten kühlen Tage vom Körper eine Umstellung.
Viele fühlen sich deshalb einige Wochen lang müder als sonst.

## Einen Rhythmus finden

- Zu festen Zeiten schlafen gehen und aufstehen, auch am Wochenende.
- Draußen aktiv bleiben, zum Beispiel mit einem zügigen Spaziergang in der Mittagspause.
- Suppen, Wurzelgemüse, Nüsse und das Obst des Herbstes auf den Speiseplan setzen.

## Vitamine und Mineralstoffe der Saison

Vitamin C, Magnesium und die Vitamine der B-Gruppe tragen zur Verringerung von Müdigkeit bei. Zitrusfrüchte, Kiwis und Kohl liefern Vitamin C;
Vollkornprodukte, Hülsenfrüchte und Nüsse liefern Magnesium und die B-Vitamine.

Eine Müdigkeit, die trotz Ruhe mehrere Wochen anhält, ist nicht nur eine Frage der Jahreszeit: Sprechen Sie dann mit der Ärztin oder dem Arzt.
`,
      },
      es: {
        slug: 'preparar-el-organismo-para-el-otono',
        title: 'Preparar el organismo para el otoño',
        summary:
          'La vuelta a la rutina y la llegada del otoño suelen traer un bajón. Cómo afrontar con calma el cambio de estación.',
        body: `
Después del verano, la vuelta al trabajo, la menor luz y los primeros fríos obligan al organismo a adaptarse.
Es habitual sentirse más cansado durante unas semanas.

## Recuperar el ritmo

- Acostarse y levantarse a horas fijas, también el fin de semana.
- Mantener la actividad al aire libre, con un paseo rápido a la hora de comer, por ejemplo.
- Hacer sitio en el menú a las sopas, las verduras de raíz, los frutos secos y la fruta de otoño.

## Las vitaminas y los minerales de temporada

La vitamina C, el magnesio y las vitaminas del grupo B contribuyen a disminuir el cansancio. Los cítricos, el kiwi y la col son buenas fuentes de vitamina C;
los cereales integrales, las legumbres y los frutos secos aportan magnesio y vitaminas B.

Un cansancio que dura varias semanas a pesar del descanso no es solo cosa de la estación: conviene hablarlo con el médico.
`,
      },
      it: {
        slug: 'preparare-l-organismo-all-autunno',
        title: 'Preparare l’organismo all’autunno',
        summary:
          'Il rientro dalle vacanze e l’arrivo dell’autunno portano spesso un calo di energia. Come affrontare con serenità il cambio di stagione.',
        body: `
Dopo l’estate, il ritorno al lavoro, la luce che diminuisce e i primi freddi chiedono all’organismo di adattarsi.
È normale sentirsi più stanchi per qualche settimana.

## Ritrovare il ritmo

- Andare a dormire e alzarsi a orari fissi, anche nel fine settimana.
- Mantenere un’attività all’aperto, per esempio una camminata veloce durante la pausa pranzo.
- Fare spazio a zuppe, ortaggi da radice, noci e frutta d’autunno.

## Le vitamine e i minerali della stagione

La vitamina C, il magnesio e le vitamine del gruppo B contribuiscono alla riduzione della stanchezza. Gli agrumi, il kiwi e il cavolo sono buone fonti di vitamina C;
i cereali integrali, i legumi e la frutta secca forniscono magnesio e vitamine B.

Una stanchezza che dura diverse settimane nonostante il riposo non è solo una questione di stagione: è bene parlarne con il medico.
`,
      },
    },
  ),

  page(
    { id: 10, type: 'advice', themeId: 2, needIds: [2], productIds: [5, 33], publishedAt: '2025-08-26', order: 4 },
    {
      fr: {
        slug: 'rentree-scolaire-les-bonnes-habitudes',
        title: 'Rentrée scolaire\u00a0: les bonnes habitudes',
        summary:
          'Collectivité, nouveaux horaires et fatigue\u00a0: la rentrée est une période chargée pour les enfants. Les routines qui les aident à bien démarrer l’année.',
        body: `
Avec le retour en classe, les enfants retrouvent la vie en collectivité, où les petits virus circulent facilement.
Des routines simples, installées dès les premières semaines, les aident à traverser l’année en forme.

## Les routines à installer

- Un petit-déjeuner complet\u00a0: un produit laitier, un fruit et une céréale.
- Le lavage des mains au retour de l’école et avant chaque repas.
- Un coucher régulier, avec un temps calme sans écran avant de dormir.
- Du jeu en plein air chaque jour, même quand il fait frais.

## Et les compléments\u202f?

Chez l’enfant, une alimentation variée couvre en général les besoins. Un complément n’est à envisager qu’avec l’avis du médecin ou du pharmacien,
sous une forme et à une dose adaptées à son âge. Les compléments alimentaires doivent être tenus hors de portée des jeunes enfants.
`,
      },
      nl: {
        slug: 'terug-naar-school-de-goede-gewoonten',
        title: 'Terug naar school: de goede gewoonten',
        summary:
          'Veel kinderen samen, nieuwe uren en vermoeidheid: de start van het schooljaar is een drukke periode. De routines die kinderen helpen om goed te beginnen.',
        body: `
Wanneer de school weer begint, zitten kinderen opnieuw in een groep, waar kleine virussen zich makkelijk verspreiden.
Eenvoudige routines, vanaf de eerste weken ingevoerd, helpen hen om het jaar fit door te komen.

## De routines om in te voeren

- Een volwaardig ontbijt: een zuivelproduct, een stuk fruit en een graanproduct.
- Handen wassen na school en voor elke maaltijd.
- Een vast slaapuur, met een rustig moment zonder scherm voor het slapengaan.
- Elke dag buiten spelen, ook als het fris is.

## En supplementen?

Bij kinderen dekt een gevarieerde voeding meestal de behoeften. Een supplement komt pas in aanmerking na het advies van de arts of de apotheker,
in een vorm en een dosis die bij de leeftijd passen. Voedingssupplementen bewaart u buiten het bereik van jonge kinderen.
`,
      },
      de: {
        slug: 'schulbeginn-die-guten-gewohnheiten',
        title: 'Schulbeginn: die guten Gewohnheiten',
        summary:
          'Gemeinschaft, neue Zeiten und Müdigkeit: Der Schulbeginn ist für Kinder eine volle Zeit. Die Routinen, die ihnen einen guten Start ins Jahr erleichtern.',
        body: `
Mit dem Schulbeginn sind die Kinder wieder in der Gemeinschaft, in der sich kleine Viren leicht verbreiten.
Einfache Routinen, die schon in den ersten Wochen eingeführt werden, helfen ihnen, gut durch das Jahr zu kommen.

## Routinen für den Alltag

- Ein vollständiges Frühstück mit einem Milchprodukt, einem Stück Obst und Getreide.
- Händewaschen nach der Schule und vor jeder Mahlzeit.
- Eine feste Schlafenszeit mit einer ruhigen Zeit ohne Bildschirm vor dem Einschlafen.
- Jeden Tag Spielen an der frischen Luft, auch wenn es kühl ist.

## Und Nahrungsergänzung?

Bei Kindern deckt eine abwechslungsreiche Ernährung den Bedarf in der Regel. Ein Nahrungsergänzungsmittel kommt nur nach Rücksprache mit der Ärztin, dem Arzt
oder der Apotheke in Frage, in einer Form und Dosis, die zum Alter passen. Bewahren Sie die Produkte außerhalb der Reichweite kleiner Kinder auf.
`,
      },
      es: {
        slug: 'vuelta-al-cole-los-buenos-habitos',
        title: 'Vuelta al cole: los buenos hábitos',
        summary:
          'Vida en grupo, nuevos horarios y cansancio: la vuelta al colegio es una época intensa para los niños. Las rutinas que les ayudan a empezar bien el curso.',
        body: `
Con la vuelta a clase, los niños retoman la vida en grupo, donde los pequeños virus circulan con facilidad.
Unas rutinas sencillas, instauradas desde las primeras semanas, les ayudan a pasar el curso en forma.

## Las rutinas que conviene instaurar

- Un desayuno completo: un lácteo, una fruta y un cereal.
- El lavado de manos al volver del colegio y antes de cada comida.
- Una hora fija para acostarse, con un rato tranquilo sin pantallas antes de dormir.
- Juego al aire libre todos los días, aunque haga fresco.

## ¿Y los complementos?

En los niños, una alimentación variada suele cubrir las necesidades. Un complemento solo debe plantearse con el consejo del médico o del farmacéutico,
en una forma y una dosis adaptadas a la edad. Los complementos alimenticios deben mantenerse fuera del alcance de los niños pequeños.
`,
      },
      it: {
        slug: 'ritorno-a-scuola-le-buone-abitudini',
        title: 'Ritorno a scuola: le buone abitudini',
        summary:
          'Vita di gruppo, nuovi orari e stanchezza: il rientro a scuola è un periodo intenso per i bambini. Le routine che li aiutano a iniziare bene l’anno.',
        body: `
Con il ritorno in classe i bambini ritrovano la vita di comunità, dove i piccoli virus circolano con facilità.
Alcune routine semplici, introdotte fin dalle prime settimane, li aiutano ad affrontare l’anno in forma.

## Le routine da introdurre

- Una colazione completa con un latticino, un frutto e un cereale.
- Il lavaggio delle mani al rientro da scuola e prima di ogni pasto.
- Un orario fisso per andare a letto, con un momento tranquillo senza schermi prima di dormire.
- Il gioco all’aperto ogni giorno, anche quando fa fresco.

## E gli integratori?

Nei bambini un’alimentazione varia copre di solito il fabbisogno. Un integratore va preso in considerazione solo con il parere del medico o del farmacista,
in una forma e in una dose adatte all’età. Gli integratori alimentari vanno tenuti fuori dalla portata dei bambini piccoli.
`,
      },
    },
  ),

  page(
    { id: 11, type: 'advice', themeId: 2, needIds: [10, 9, 27], productIds: [20], publishedAt: '2025-06-24', order: 5 },
    {
      fr: {
        slug: 'confort-urinaire-les-gestes-de-l-ete',
        title: 'Confort urinaire\u00a0: les gestes de l’été',
        summary:
          'Chaleur, baignades et boissons oubliées\u00a0: l’été est une saison où le confort urinaire demande un peu d’attention. Les gestes simples qui aident.',
        body: `
Quand il fait chaud, nous transpirons davantage et nous oublions souvent de boire. Les urines deviennent plus concentrées,
et les maillots de bain humides gardés longtemps n’arrangent rien.

## Les bons gestes

- Boire régulièrement au cours de la journée, sans attendre d’avoir soif.
- Ne pas se retenir trop longtemps d’aller aux toilettes.
- Changer rapidement de maillot de bain après la baignade.
- Préférer des sous-vêtements en coton et une toilette intime douce.

## Les plantes traditionnelles

La canneberge et la busserole font partie des plantes traditionnellement utilisées pour le confort urinaire. Elles se présentent sous forme de compléments
alimentaires, qui ne remplacent en aucun cas un traitement.

Des brûlures en urinant, une envie fréquente, de la fièvre ou des douleurs dans le dos imposent de consulter rapidement un médecin.
`,
      },
      nl: {
        slug: 'urinair-comfort-in-de-zomer',
        title: 'Urinair comfort in de zomer',
        summary:
          'Warmte, zwemmen en vergeten te drinken: in de zomer vraagt het urinair comfort wat extra aandacht. De eenvoudige gewoonten die helpen.',
        body: `
Als het warm is, zweten we meer en vergeten we vaak te drinken. De urine wordt dan geconcentreerder,
en een natte zwemkleding die u lang aanhoudt, helpt ook niet.

## De goede gewoonten

- De hele dag door regelmatig drinken, zonder te wachten tot u dorst hebt.
- Het toiletbezoek niet te lang uitstellen.
- Na het zwemmen snel droge kleding aantrekken.
- Kiezen voor katoenen ondergoed en een milde intieme verzorging.

## Traditionele planten

De cranberry en de berendruif zijn planten die van oudsher gebruikt worden voor het urinair comfort. Ze bestaan als voedingssupplement,
dat in geen geval een behandeling vervangt.

Een brandend gevoel bij het plassen, vaak moeten plassen, koorts of pijn in de rug zijn een reden om snel een arts te raadplegen.
`,
      },
      de: {
        slug: 'harnwege-im-sommer-gut-umsorgt',
        title: 'Harnwege im Sommer gut umsorgt',
        summary:
          'Hitze, Baden und vergessenes Trinken: Im Sommer brauchen die Harnwege etwas mehr Aufmerksamkeit. Die einfachen Gewohnheiten, die helfen.',
        body: `
Wenn es heiß ist, schwitzen wir mehr und vergessen oft das Trinken. Der Urin wird konzentrierter,
und eine nasse Badebekleidung, die man lange anbehält, trägt auch nicht zum Wohlbefinden bei.

## Die guten Gewohnheiten

- Über den Tag verteilt regelmäßig trinken, ohne auf den Durst zu warten.
- Den Gang zur Toilette nicht zu lange hinauszögern.
- Nach dem Baden die nasse Kleidung rasch wechseln.
- Unterwäsche aus Baumwolle und eine milde Intimpflege wählen.

## Traditionelle Pflanzen

Die Cranberry und die Bärentraube gehören zu den Pflanzen, die traditionell für das Wohlbefinden der Harnwege verwendet werden. Es gibt sie als
Nahrungsergänzungsmittel, die eine Behandlung in keinem Fall ersetzen.

Brennen beim Wasserlassen, häufiger Harndrang, Fieber oder Schmerzen im Rücken sind ein Grund, rasch die Ärztin oder den Arzt aufzusuchen.
`,
      },
      es: {
        slug: 'confort-urinario-en-verano',
        title: 'Confort urinario en verano',
        summary:
          'Calor, baños y bebidas olvidadas: el verano es una estación en la que el confort urinario pide algo de atención. Los hábitos sencillos que ayudan.',
        body: `
Cuando hace calor sudamos más y a menudo olvidamos beber. La orina se vuelve más concentrada
y el bañador mojado que se lleva durante horas no ayuda.

## Los buenos hábitos

- Beber con regularidad a lo largo del día, sin esperar a tener sed.
- No aguantar demasiado las ganas de ir al baño.
- Cambiarse el bañador mojado poco después del baño.
- Elegir ropa interior de algodón y una higiene íntima suave.

## Las plantas tradicionales

El arándano rojo y la gayuba se encuentran entre las plantas utilizadas tradicionalmente para el confort urinario. Se presentan como complementos
alimenticios, que en ningún caso sustituyen un tratamiento.

El escozor al orinar, las ganas frecuentes, la fiebre o el dolor en la espalda obligan a consultar con el médico sin demora.
`,
      },
      it: {
        slug: 'benessere-urinario-in-estate',
        title: 'Benessere urinario in estate',
        summary:
          'Caldo, bagni e bevande dimenticate: l’estate è una stagione in cui il benessere delle vie urinarie chiede un po’ di attenzione. Le abitudini semplici che aiutano.',
        body: `
Con il caldo sudiamo di più e spesso dimentichiamo di bere. L’urina diventa più concentrata
e il costume bagnato tenuto a lungo non aiuta.

## Le buone abitudini

- Bere con regolarità durante la giornata, senza aspettare di avere sete.
- Non trattenere troppo a lungo lo stimolo di andare in bagno.
- Cambiare il costume bagnato subito dopo il bagno.
- Preferire la biancheria di cotone e un’igiene intima delicata.

## Le piante della tradizione

Il mirtillo rosso americano e l’uva ursina sono tra le piante usate per tradizione per il benessere delle vie urinarie. Si trovano come integratori
alimentari, che in nessun caso sostituiscono una terapia.

Il bruciore quando si urina, lo stimolo frequente, la febbre o il dolore alla schiena richiedono di consultare subito il medico.
`,
      },
    },
  ),

  page(
    { id: 12, type: 'advice', themeId: 2, needIds: [2, 1], productIds: [4, 8], publishedAt: '2025-11-18', order: 6 },
    {
      fr: {
        slug: 'intestin-et-defenses-naturelles',
        title: 'Intestin et défenses naturelles\u00a0: un lien étroit',
        summary:
          'Une grande partie des cellules immunitaires se trouve dans la paroi de l’intestin. Ce que l’on sait du dialogue entre le microbiote et les défenses de l’organisme.',
        body: `
L’intestin est une frontière\u00a0: sur des dizaines de mètres carrés, il est en contact avec tout ce que nous mangeons. Il n’est donc pas étonnant
qu’il abrite une part importante des cellules du système immunitaire.

## Un dialogue permanent

Les bactéries du microbiote échangent en continu des signaux avec ces cellules. Les chercheurs étudient la manière dont cet échange participe
à l’équilibre des défenses. Les résultats sont prometteurs, mais ils dépendent fortement des souches étudiées et doivent être interprétés avec prudence.

## Ce que l’on peut faire

- Manger varié, avec beaucoup de fibres d’origine végétale.
- Éviter la prise d’antibiotiques sans prescription.
- Bouger chaque jour et préserver son sommeil.
- Garder des apports suffisants en vitamine D, en zinc et en sélénium.

Pour les compléments à base de probiotiques, demandez conseil à votre pharmacien\u00a0: il vous orientera vers une formule adaptée à votre situation.
`,
      },
      nl: {
        slug: 'darmen-en-natuurlijke-weerstand',
        title: 'Darmen en natuurlijke weerstand: een nauwe band',
        summary:
          'Een groot deel van de immuuncellen zit in de darmwand. Wat we weten over de dialoog tussen het microbioom en de afweer van het lichaam.',
        body: `
De darm is een grens: over tientallen vierkante meter komt hij in contact met alles wat we eten. Het is dan ook niet verwonderlijk
dat er een groot deel van de cellen van het immuunsysteem in zit.

## Een voortdurende dialoog

De bacteriën van het microbioom wisselen voortdurend signalen uit met die cellen. Onderzoekers bestuderen hoe die uitwisseling bijdraagt
aan het evenwicht van de afweer. De resultaten zijn veelbelovend, maar ze hangen sterk af van de onderzochte stammen en vragen een voorzichtige interpretatie.

## Wat u zelf kunt doen

- Gevarieerd eten, met veel plantaardige vezels.
- Geen antibiotica nemen zonder voorschrift.
- Elke dag bewegen en goed slapen.
- Voldoende vitamine D, zink en selenium binnenkrijgen.

Voor een supplement met probiotica vraagt u het advies van uw apotheker: hij of zij helpt u een formule te kiezen die bij uw situatie past.
`,
      },
      de: {
        slug: 'darm-und-abwehrkrafte',
        title: 'Darm und Abwehrkräfte: eine enge Verbindung',
        summary:
          'Ein großer Teil der Immunzellen sitzt in der Darmwand. Was über den Dialog zwischen dem Mikrobiom und den Abwehrkräften des Körpers bekannt ist.',
        body: `
Der Darm ist eine Grenze: Auf mehreren Dutzend Quadratmetern kommt er mit allem in Berührung, was wir essen. Es überrascht daher nicht,
dass dort ein großer Teil der Zellen des Immunsystems sitzt.

## Ein ständiger Austausch

Die Bakterien des Mikrobioms tauschen fortlaufend Signale mit diesen Zellen aus. Die Forschung untersucht, wie dieser Austausch zum Gleichgewicht
der Abwehr beiträgt. Die Ergebnisse sind vielversprechend, hängen aber stark von den untersuchten Stämmen ab und wollen mit Vorsicht gelesen werden.

## Was jeder tun kann

- Abwechslungsreich essen, mit vielen pflanzlichen Ballaststoffen.
- Keine Antibiotika ohne Verordnung einnehmen.
- Sich jeden Tag bewegen und auf den Schlaf achten.
- Auf eine ausreichende Zufuhr von Vitamin D, Zink und Selen achten.

Zu probiotischen Produkten berät Sie die Apotheke: Dort finden Sie mit fachlicher Hilfe eine Formel, die zu Ihrer Situation passt.
`,
      },
      es: {
        slug: 'intestino-y-defensas-naturales',
        title: 'Intestino y defensas naturales: un vínculo estrecho',
        summary:
          'Una gran parte de las células inmunitarias se encuentra en la pared intestinal. Lo que se sabe del diálogo entre la microbiota y las defensas del organismo.',
        body: `
El intestino es una frontera: en decenas de metros cuadrados está en contacto con todo lo que comemos. Por eso no sorprende
que albergue una parte importante de las células del sistema inmunitario.

## Un diálogo permanente

Las bacterias de la microbiota intercambian señales de forma continua con esas células. Los investigadores estudian cómo ese intercambio participa
en el equilibrio de las defensas. Los resultados son prometedores, pero dependen mucho de las cepas estudiadas y deben interpretarse con prudencia.

## Lo que se puede hacer

- Comer variado, con mucha fibra de origen vegetal.
- No tomar antibióticos sin receta.
- Moverse todos los días y cuidar el sueño.
- Mantener un aporte suficiente de vitamina D, zinc y selenio.

Para los complementos con probióticos, pida consejo a su farmacéutico: le orientará hacia una fórmula adaptada a su situación.
`,
      },
      it: {
        slug: 'intestino-e-difese-naturali',
        title: 'Intestino e difese naturali: un legame stretto',
        summary:
          'Una buona parte delle cellule immunitarie si trova nella parete dell’intestino. Che cosa sappiamo del dialogo tra il microbiota e le difese dell’organismo.',
        body: `
L’intestino è una frontiera: su decine di metri quadrati entra in contatto con tutto ciò che mangiamo. Non sorprende quindi
che ospiti una parte importante delle cellule del sistema immunitario.

## Un dialogo continuo

I batteri del microbiota scambiano di continuo segnali con queste cellule. I ricercatori studiano il modo in cui questo scambio partecipa
all’equilibrio delle difese. I risultati sono promettenti, ma dipendono molto dai ceppi studiati e vanno interpretati con prudenza.

## Che cosa si può fare

- Mangiare in modo vario, con molte fibre di origine vegetale.
- Non assumere antibiotici senza prescrizione.
- Muoversi ogni giorno e curare il sonno.
- Mantenere un apporto sufficiente di vitamina D, zinco e selenio.

Per gli integratori di probiotici chieda consiglio al farmacista: Le indicherà una formula adatta alla Sua situazione.
`,
      },
    },
  ),
]);
