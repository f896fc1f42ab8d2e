// The introduction of each top-level need's page (needs 1–12): what the need is about, everyday
// habits, and when to ask a pharmacist or a doctor. One paragraph a string; the seed joins them
// with a blank line. Health claims stay within the authorised wording the products use.
import type { Language } from './types.ts';

export type IntroText = Readonly<Record<Language, readonly string[]>>;

export const NEED_INTROS: Readonly<Record<number, IntroText>> = Object.freeze({
  1: {
    fr: [
      "La digestion mobilise l'estomac, l'intestin et les milliards de micro-organismes du microbiote. Un repas trop rapide, un changement d'alimentation, le stress ou un voyage suffisent souvent à la perturber\u00a0: lourdeurs, ballonnements ou transit irrégulier sont fréquents et le plus souvent passagers.",
      "Au quotidien, prenez le temps de manger assis et de bien mâcher, répartissez les fibres (légumes, fruits, céréales complètes) sur la journée, buvez régulièrement de l'eau et bougez un peu après les repas. Les ferments lactiques et certaines plantes peuvent compléter ces habitudes, sans les remplacer.",
      "Demandez conseil à votre pharmacien si l'inconfort revient souvent. Consultez un médecin en cas de douleurs persistantes, de sang dans les selles, d'amaigrissement inexpliqué, ou si les troubles apparaissent après 50 ans sans raison évidente.",
    ],
    nl: [
      'Bij de spijsvertering zijn de maag, de darmen en de miljarden micro-organismen van het microbioom betrokken. Een maaltijd die te snel gaat, een andere voeding, stress of een reis kunnen haar al verstoren: een zwaar gevoel, een opgeblazen buik of een onregelmatige stoelgang komen vaak voor en zijn meestal van voorbijgaande aard.',
      'Neem in het dagelijks leven de tijd om zittend te eten en goed te kauwen, spreid de vezels (groenten, fruit, volkoren granen) over de dag, drink regelmatig water en beweeg wat na de maaltijd. Melkzuurbacteriën en sommige planten kunnen die gewoonten aanvullen, maar niet vervangen.',
      'Vraag uw apotheker om advies als het ongemak vaak terugkomt. Raadpleeg een arts bij aanhoudende pijn, bloed in de stoelgang, onverklaard gewichtsverlies of klachten die na uw vijftigste zonder duidelijke reden opduiken.',
    ],
    de: [
      'An der Verdauung sind der Magen, der Darm und die Milliarden Mikroorganismen des Mikrobioms beteiligt. Eine zu hastige Mahlzeit, eine Umstellung der Ernährung, Stress oder eine Reise bringen sie oft schon aus dem Gleichgewicht: Völlegefühl, Blähungen oder eine unregelmäßige Verdauung sind häufig und meist vorübergehend.',
      'Nehmen Sie sich im Alltag Zeit, im Sitzen zu essen und gut zu kauen, verteilen Sie Ballaststoffe (Gemüse, Obst, Vollkorn) über den Tag, trinken Sie regelmäßig Wasser und bewegen Sie sich nach dem Essen ein wenig. Milchsäurebakterien und manche Pflanzen können diese Gewohnheiten ergänzen, aber nicht ersetzen.',
      'Fragen Sie in Ihrer Apotheke nach, wenn die Beschwerden häufig wiederkehren. Suchen Sie ärztlichen Rat bei anhaltenden Schmerzen, Blut im Stuhl, unerklärtem Gewichtsverlust oder wenn die Beschwerden nach dem 50. Lebensjahr ohne erkennbaren Grund auftreten.',
    ],
    es: [
      'En la digestión intervienen el estómago, el intestino y los miles de millones de microorganismos de la microbiota. Una comida demasiado rápida, un cambio de alimentación, el estrés o un viaje bastan a menudo para alterarla: la pesadez, la hinchazón o el tránsito irregular son frecuentes y casi siempre pasajeros.',
      'En el día a día, tómese el tiempo de comer sentado y de masticar bien, reparta la fibra (verduras, fruta, cereales integrales) a lo largo del día, beba agua con regularidad y camine un poco después de las comidas. Los fermentos lácticos y algunas plantas pueden completar estos hábitos, pero no sustituirlos.',
      'Pida consejo a su farmacéutico si las molestias se repiten. Consulte a un médico si hay dolor persistente, sangre en las heces, pérdida de peso sin explicación, o si los trastornos aparecen después de los 50 años sin un motivo claro.',
    ],
    it: [
      "Nella digestione intervengono lo stomaco, l'intestino e i miliardi di microrganismi del microbiota. Un pasto troppo veloce, un cambiamento di alimentazione, lo stress o un viaggio bastano spesso a disturbarla: pesantezza, gonfiore o irregolarità intestinale sono frequenti e per lo più passeggeri.",
      "Nella vita di tutti i giorni si prenda il tempo di mangiare seduto e di masticare bene, distribuisca le fibre (verdura, frutta, cereali integrali) nell'arco della giornata, beva acqua con regolarità e faccia qualche passo dopo i pasti. I fermenti lattici e alcune piante possono completare queste abitudini, senza sostituirle.",
      'Chieda consiglio al farmacista se il fastidio si ripresenta spesso. Si rivolga al medico in caso di dolore persistente, sangue nelle feci, perdita di peso inspiegabile, o se i disturbi compaiono dopo i 50 anni senza un motivo evidente.',
    ],
  },
  2: {
    fr: [
      "Le système immunitaire protège l'organisme au quotidien. Son bon fonctionnement dépend notamment des apports en vitamines et minéraux\u00a0: la vitamine C, la vitamine D et le zinc contribuent au fonctionnement normal du système immunitaire.",
      "Les gestes de base restent les plus utiles\u00a0: une alimentation variée riche en fruits et légumes, un sommeil suffisant, une activité physique régulière, le lavage des mains et l'aération des pièces. En hiver, quand l'exposition au soleil diminue, les apports en vitamine D méritent une attention particulière.",
      "Votre pharmacien peut vous aider à choisir une formule adaptée à votre âge et à vos habitudes. Consultez un médecin si les infections se répètent, si la fièvre dure plus de trois jours ou si l'état d'un enfant, d'une personne âgée ou d'une personne fragile vous inquiète.",
    ],
    nl: [
      'Het immuunsysteem beschermt het lichaam elke dag. De goede werking ervan hangt onder meer af van de inname van vitaminen en mineralen: vitamine C, vitamine D en zink dragen bij tot de normale werking van het immuunsysteem.',
      'De basisgewoonten blijven het nuttigst: een gevarieerde voeding met veel groenten en fruit, voldoende slaap, regelmatige beweging, de handen wassen en de ruimtes verluchten. In de winter, wanneer er minder zon is, verdient de inname van vitamine D extra aandacht.',
      'Uw apotheker helpt u een formule te kiezen die past bij uw leeftijd en gewoonten. Raadpleeg een arts als infecties vaak terugkomen, als koorts langer dan drie dagen duurt of als u zich zorgen maakt over een kind, een oudere of een kwetsbare persoon.',
    ],
    de: [
      'Das Immunsystem schützt den Körper jeden Tag. Seine Funktion hängt unter anderem von der Zufuhr an Vitaminen und Mineralstoffen ab: Vitamin C, Vitamin D und Zink tragen zu einer normalen Funktion des Immunsystems bei.',
      'Die einfachen Gewohnheiten bleiben die wichtigsten: eine abwechslungsreiche Ernährung mit viel Obst und Gemüse, ausreichend Schlaf, regelmäßige Bewegung, Händewaschen und gutes Lüften. Im Winter, wenn die Sonne seltener scheint, verdient die Versorgung mit Vitamin D besondere Aufmerksamkeit.',
      'In Ihrer Apotheke hilft man Ihnen, ein Präparat zu wählen, das zu Ihrem Alter und Ihren Gewohnheiten passt. Holen Sie ärztlichen Rat ein, wenn Infekte immer wiederkehren, Fieber länger als drei Tage anhält oder Sie sich um ein Kind, einen älteren oder geschwächten Menschen sorgen.',
    ],
    es: [
      'El sistema inmunitario protege el organismo cada día. Su buen funcionamiento depende, entre otras cosas, del aporte de vitaminas y minerales: la vitamina C, la vitamina D y el zinc contribuyen al funcionamiento normal del sistema inmunitario.',
      'Los hábitos básicos siguen siendo los más útiles: una alimentación variada rica en frutas y verduras, un descanso suficiente, actividad física regular, lavarse las manos y ventilar las habitaciones. En invierno, cuando hay menos sol, conviene prestar especial atención al aporte de vitamina D.',
      'Su farmacéutico puede ayudarle a elegir una fórmula adaptada a su edad y a sus hábitos. Consulte a un médico si las infecciones se repiten, si la fiebre dura más de tres días o si le preocupa el estado de un niño, una persona mayor o una persona frágil.',
    ],
    it: [
      "Il sistema immunitario protegge l'organismo ogni giorno. Il suo buon funzionamento dipende anche dall'apporto di vitamine e minerali: vitamina C, vitamina D e zinco contribuiscono alla normale funzione del sistema immunitario.",
      "Le abitudini di base restano le più utili: un'alimentazione varia ricca di frutta e verdura, un sonno sufficiente, un'attività fisica regolare, lavarsi le mani e arieggiare gli ambienti. In inverno, quando il sole è più scarso, l'apporto di vitamina D merita un'attenzione particolare.",
      'Il farmacista può aiutarLa a scegliere una formula adatta alla Sua età e alle Sue abitudini. Si rivolga al medico se le infezioni si ripetono, se la febbre dura più di tre giorni o se è preoccupato per un bambino, una persona anziana o fragile.',
    ],
  },
  3: {
    fr: [
      "Un adulte a besoin en moyenne de sept à neuf heures de sommeil, mais la qualité compte autant que la durée. Difficultés d'endormissement, réveils nocturnes ou sommeil léger touchent beaucoup de personnes, souvent lors de périodes de stress ou de changements de rythme.",
      "Des horaires réguliers, une chambre fraîche et sombre, moins d'écrans le soir, un dîner léger et pas de café après le milieu de l'après-midi aident à retrouver un rythme. La mélatonine contribue à réduire le temps d'endormissement (1 mg pris peu avant le coucher)\u202f; des plantes comme la mélisse ou la passiflore sont traditionnellement utilisées le soir.",
      "La mélatonine n'est pas recommandée pendant la grossesse ni l'allaitement, ni chez l'enfant\u00a0: demandez l'avis de votre pharmacien. Si l'insomnie dure plus de trois semaines, si vous ronflez fort avec des pauses respiratoires ou si la somnolence gêne vos journées, parlez-en à votre médecin.",
    ],
    nl: [
      "Een volwassene heeft gemiddeld zeven tot negen uur slaap nodig, maar de kwaliteit telt evenveel als de duur. Moeilijk inslapen, 's nachts wakker worden of licht slapen komt vaak voor, vooral in periodes van stress of bij een ander ritme.",
      "Vaste uren, een koele en donkere slaapkamer, minder schermen 's avonds, een licht avondmaal en geen koffie meer na het midden van de namiddag helpen om een ritme terug te vinden. Melatonine draagt bij tot het verkorten van de inslaaptijd (1 mg kort voor het slapengaan); planten zoals citroenmelisse of passiebloem worden traditioneel 's avonds gebruikt.",
      'Melatonine wordt afgeraden tijdens de zwangerschap, de borstvoeding en bij kinderen: vraag uw apotheker om advies. Duurt de slapeloosheid langer dan drie weken, snurkt u luid met ademstops of hindert slaperigheid u overdag, bespreek het dan met uw arts.',
    ],
    de: [
      'Ein Erwachsener braucht im Durchschnitt sieben bis neun Stunden Schlaf, doch die Qualität zählt ebenso wie die Dauer. Einschlafprobleme, nächtliches Aufwachen oder ein leichter Schlaf betreffen viele Menschen, oft in Stressphasen oder bei einem veränderten Tagesrhythmus.',
      'Regelmäßige Schlafenszeiten, ein kühles und dunkles Schlafzimmer, weniger Bildschirm am Abend, ein leichtes Abendessen und kein Kaffee mehr ab dem Nachmittag helfen, einen Rhythmus zu finden. Melatonin trägt dazu bei, die Einschlafzeit zu verkürzen (1 mg kurz vor dem Schlafengehen); Pflanzen wie Melisse oder Passionsblume werden traditionell am Abend verwendet.',
      'Melatonin wird in Schwangerschaft und Stillzeit sowie bei Kindern nicht empfohlen: Lassen Sie sich in Ihrer Apotheke beraten. Wenn die Schlaflosigkeit länger als drei Wochen dauert, Sie laut mit Atemaussetzern schnarchen oder die Müdigkeit Ihren Tag beeinträchtigt, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    ],
    es: [
      'Un adulto necesita de media entre siete y nueve horas de sueño, pero la calidad cuenta tanto como la duración. La dificultad para conciliar el sueño, los despertares nocturnos o el sueño ligero afectan a muchas personas, a menudo en épocas de estrés o de cambios de ritmo.',
      'Unos horarios regulares, un dormitorio fresco y oscuro, menos pantallas por la noche, una cena ligera y nada de café a partir de media tarde ayudan a recuperar el ritmo. La melatonina contribuye a disminuir el tiempo necesario para conciliar el sueño (1 mg poco antes de acostarse); plantas como la melisa o la pasiflora se utilizan tradicionalmente por la noche.',
      'La melatonina no se recomienda durante el embarazo ni la lactancia, ni en niños: consulte a su farmacéutico. Si el insomnio dura más de tres semanas, si ronca fuerte con pausas respiratorias o si la somnolencia le afecta durante el día, hable con su médico.',
    ],
    it: [
      'Un adulto ha bisogno in media di sette-nove ore di sonno, ma la qualità conta quanto la durata. Difficoltà ad addormentarsi, risvegli notturni o sonno leggero riguardano molte persone, spesso nei periodi di stress o quando cambiano i ritmi.',
      'Orari regolari, una camera fresca e buia, meno schermi la sera, una cena leggera e niente caffè dopo metà pomeriggio aiutano a ritrovare un ritmo. La melatonina contribuisce a ridurre il tempo necessario per prendere sonno (1 mg poco prima di coricarsi); piante come la melissa o la passiflora sono tradizionalmente usate la sera.',
      "La melatonina non è raccomandata in gravidanza, durante l'allattamento né nei bambini: chieda consiglio al farmacista. Se l'insonnia dura più di tre settimane, se russa forte con pause del respiro o se la sonnolenza disturba le Sue giornate, ne parli con il medico.",
    ],
  },
  4: {
    fr: [
      "Le stress est une réaction normale de l'organisme face à une situation exigeante. Il devient pesant lorsqu'il s'installe\u00a0: tension, irritabilité, sommeil moins réparateur. Le magnésium et la vitamine B6 contribuent à des fonctions psychologiques normales et au fonctionnement normal du système nerveux.",
      "Quelques minutes de respiration lente, une marche quotidienne, des pauses sans écran et des repas pris à heures régulières aident à relâcher la pression. Gardez du temps pour ce qui vous fait du bien et n'hésitez pas à en parler à vos proches.",
      "Votre pharmacien peut vous conseiller sur les formules et leurs précautions, notamment les plantes à éviter avec certains médicaments. Si la tristesse, l'anxiété ou l'épuisement durent plus de deux semaines ou vous empêchent de vivre normalement, consultez votre médecin.",
    ],
    nl: [
      'Stress is een normale reactie van het lichaam op een veeleisende situatie. Hij wordt zwaar wanneer hij blijft duren: spanning, prikkelbaarheid, een minder herstellende slaap. Magnesium en vitamine B6 dragen bij tot een normale psychologische functie en tot de normale werking van het zenuwstelsel.',
      'Enkele minuten rustig ademen, een dagelijkse wandeling, pauzes zonder scherm en maaltijden op vaste uren helpen om de druk te verlichten. Houd tijd vrij voor wat u goed doet en praat erover met de mensen om u heen.',
      'Uw apotheker kan u adviseren over de formules en hun voorzorgen, onder meer over planten die niet samengaan met bepaalde geneesmiddelen. Houden somberheid, angst of uitputting langer dan twee weken aan of belemmeren ze uw dagelijks leven, raadpleeg dan uw arts.',
    ],
    de: [
      'Stress ist eine normale Reaktion des Körpers auf eine fordernde Situation. Belastend wird er, wenn er zum Dauerzustand wird: Anspannung, Reizbarkeit, ein weniger erholsamer Schlaf. Magnesium und Vitamin B6 tragen zu einer normalen psychischen Funktion und einer normalen Funktion des Nervensystems bei.',
      'Einige Minuten ruhiges Atmen, ein täglicher Spaziergang, Pausen ohne Bildschirm und Mahlzeiten zu festen Zeiten helfen, den Druck zu verringern. Nehmen Sie sich Zeit für das, was Ihnen guttut, und sprechen Sie mit Menschen, denen Sie vertrauen.',
      'In Ihrer Apotheke berät man Sie zu den Präparaten und ihren Vorsichtsmaßnahmen, etwa zu Pflanzen, die sich mit manchen Arzneimitteln nicht vertragen. Wenn Niedergeschlagenheit, Angst oder Erschöpfung länger als zwei Wochen anhalten oder Ihren Alltag einschränken, wenden Sie sich an Ihre Ärztin oder Ihren Arzt.',
    ],
    es: [
      'El estrés es una reacción normal del organismo ante una situación exigente. Se vuelve pesado cuando se instala: tensión, irritabilidad, un sueño menos reparador. El magnesio y la vitamina B6 contribuyen al funcionamiento psicológico normal y al funcionamiento normal del sistema nervioso.',
      'Unos minutos de respiración lenta, un paseo diario, pausas sin pantallas y comidas a horas regulares ayudan a aliviar la presión. Reserve tiempo para lo que le sienta bien y no dude en hablarlo con las personas de su entorno.',
      'Su farmacéutico puede aconsejarle sobre las fórmulas y sus precauciones, en particular las plantas que no deben combinarse con ciertos medicamentos. Si la tristeza, la ansiedad o el agotamiento duran más de dos semanas o le impiden hacer su vida normal, consulte a su médico.',
    ],
    it: [
      "Lo stress è una reazione normale dell'organismo davanti a una situazione impegnativa. Diventa pesante quando si prolunga: tensione, irritabilità, un sonno meno ristoratore. Magnesio e vitamina B6 contribuiscono alla normale funzione psicologica e al normale funzionamento del sistema nervoso.",
      'Qualche minuto di respirazione lenta, una passeggiata quotidiana, pause senza schermi e pasti a orari regolari aiutano ad allentare la pressione. Si riservi del tempo per ciò che Le fa bene e non esiti a parlarne con le persone vicine.',
      'Il farmacista può consigliarLa sulle formule e sulle loro precauzioni, in particolare sulle piante da evitare con alcuni farmaci. Se tristezza, ansia o esaurimento durano più di due settimane o Le impediscono di vivere normalmente, si rivolga al medico.',
    ],
  },
  5: {
    fr: [
      'La fatigue a de nombreuses causes\u00a0: manque de sommeil, surmenage, alimentation déséquilibrée, convalescence. Certains nutriments y jouent un rôle\u00a0: le magnésium, le fer, la vitamine C et les vitamines B contribuent à réduire la fatigue.',
      "Un sommeil régulier, un petit-déjeuner complet, des repas variés riches en légumes, légumineuses et céréales complètes, de l'eau en quantité suffisante et un peu d'activité physique chaque jour restent la base. Les végétariens et les végétaliens veillent en particulier à leurs apports en vitamine B12 et en fer.",
      "Ne prenez pas de fer sans avis\u00a0: votre pharmacien ou votre médecin vous dira s'il est utile. Une fatigue qui dure plus de quelques semaines, qui s'accompagne d'essoufflement, de pâleur, d'amaigrissement ou de fièvre, doit être évaluée par un médecin.",
    ],
    nl: [
      'Vermoeidheid heeft veel oorzaken: te weinig slaap, overbelasting, een onevenwichtige voeding, herstel na een ziekte. Sommige voedingsstoffen spelen daarbij een rol: magnesium, ijzer, vitamine C en de B-vitaminen dragen bij tot de vermindering van vermoeidheid.',
      'Een regelmatige slaap, een volwaardig ontbijt, gevarieerde maaltijden met groenten, peulvruchten en volkoren granen, voldoende water en elke dag wat beweging blijven de basis. Vegetariërs en veganisten letten vooral op hun inname van vitamine B12 en ijzer.',
      'Neem geen ijzer zonder advies: uw apotheker of arts zegt u of het nuttig is. Vermoeidheid die langer dan enkele weken duurt of samengaat met kortademigheid, bleekheid, gewichtsverlies of koorts, moet door een arts worden onderzocht.',
    ],
    de: [
      'Müdigkeit hat viele Ursachen: zu wenig Schlaf, Überlastung, eine unausgewogene Ernährung, die Genesung nach einer Krankheit. Einige Nährstoffe spielen dabei eine Rolle: Magnesium, Eisen, Vitamin C und die B-Vitamine tragen zur Verringerung von Müdigkeit und Ermüdung bei.',
      'Regelmäßiger Schlaf, ein vollwertiges Frühstück, abwechslungsreiche Mahlzeiten mit Gemüse, Hülsenfrüchten und Vollkorn, ausreichend Wasser und täglich etwas Bewegung bleiben die Grundlage. Wer sich vegetarisch oder vegan ernährt, achtet besonders auf die Zufuhr von Vitamin B12 und Eisen.',
      'Nehmen Sie Eisen nicht ohne Rat ein: Ihre Apotheke oder Ihre Ärztin bzw. Ihr Arzt sagt Ihnen, ob es sinnvoll ist. Eine Müdigkeit, die länger als einige Wochen anhält oder mit Atemnot, Blässe, Gewichtsverlust oder Fieber einhergeht, sollte ärztlich abgeklärt werden.',
    ],
    es: [
      'El cansancio tiene muchas causas: falta de sueño, exceso de trabajo, una alimentación desequilibrada, una convalecencia. Algunos nutrientes desempeñan un papel: el magnesio, el hierro, la vitamina C y las vitaminas del grupo B contribuyen a disminuir el cansancio y la fatiga.',
      'Un sueño regular, un desayuno completo, comidas variadas con verduras, legumbres y cereales integrales, suficiente agua y algo de actividad física cada día siguen siendo la base. Las personas vegetarianas y veganas deben vigilar en especial su aporte de vitamina B12 y de hierro.',
      'No tome hierro sin consejo: su farmacéutico o su médico le dirán si es útil. Un cansancio que dura más de unas semanas o que se acompaña de falta de aire, palidez, pérdida de peso o fiebre debe ser valorado por un médico.',
    ],
    it: [
      "La stanchezza ha molte cause: sonno insufficiente, superlavoro, alimentazione squilibrata, convalescenza. Alcuni nutrienti hanno un ruolo: magnesio, ferro, vitamina C e vitamine del gruppo B contribuiscono alla riduzione della stanchezza e dell'affaticamento.",
      "Un sonno regolare, una colazione completa, pasti vari con verdure, legumi e cereali integrali, acqua a sufficienza e un po' di attività fisica ogni giorno restano la base. Chi segue un'alimentazione vegetariana o vegana presta particolare attenzione all'apporto di vitamina B12 e di ferro.",
      'Non assuma ferro senza un consiglio: il farmacista o il medico Le diranno se è utile. Una stanchezza che dura più di qualche settimana o che si accompagna a fiato corto, pallore, perdita di peso o febbre va valutata dal medico.',
    ],
  },
  6: {
    fr: [
      "Os, cartilages, muscles et tendons travaillent ensemble pour nous permettre de bouger. Avec l'âge, le sport ou le surpoids, les articulations sont davantage sollicitées. La vitamine D et le calcium sont nécessaires au maintien d'une ossature normale, et la vitamine C contribue à la formation normale de collagène pour le fonctionnement normal des cartilages et des os.",
      "Une activité physique régulière et adaptée (marche, natation, vélo), le maintien d'un poids de forme, des produits laitiers ou des alternatives enrichies en calcium et quelques minutes d'exposition au soleil protègent votre capital osseux et votre mobilité.",
      'Demandez conseil à votre pharmacien si vous prenez un anticoagulant, car certains actifs comme le curcuma ou les oméga-3 demandent des précautions. Consultez un médecin si une articulation est chaude, gonflée ou rouge, si la douleur vous réveille la nuit ou si elle suit une chute.',
    ],
    nl: [
      'Botten, kraakbeen, spieren en pezen werken samen zodat we kunnen bewegen. Met de jaren, door sport of overgewicht worden de gewrichten zwaarder belast. Vitamine D en calcium zijn nodig voor de instandhouding van normale botten, en vitamine C draagt bij tot de normale collageenvorming voor de normale werking van kraakbeen en botten.',
      'Regelmatige en aangepaste beweging (wandelen, zwemmen, fietsen), een gezond gewicht, zuivel of met calcium verrijkte alternatieven en elke dag enkele minuten zon beschermen uw botmassa en uw beweeglijkheid.',
      "Vraag uw apotheker om advies als u een bloedverdunner neemt, want sommige stoffen zoals kurkuma of omega 3 vragen voorzichtigheid. Raadpleeg een arts als een gewricht warm, gezwollen of rood is, als de pijn u 's nachts wakker maakt of na een val optreedt.",
    ],
    de: [
      'Knochen, Knorpel, Muskeln und Sehnen arbeiten zusammen, damit wir uns bewegen können. Mit den Jahren, durch Sport oder Übergewicht werden die Gelenke stärker beansprucht. Vitamin D und Calcium werden für die Erhaltung normaler Knochen benötigt, und Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel und Knochen bei.',
      'Regelmäßige, angepasste Bewegung (Gehen, Schwimmen, Radfahren), ein gesundes Körpergewicht, Milchprodukte oder mit Calcium angereicherte Alternativen und täglich einige Minuten Sonne schützen Ihre Knochen und Ihre Beweglichkeit.',
      'Fragen Sie in Ihrer Apotheke nach, wenn Sie einen Gerinnungshemmer einnehmen, denn manche Inhaltsstoffe wie Kurkuma oder Omega-3 erfordern Vorsicht. Suchen Sie ärztlichen Rat, wenn ein Gelenk warm, geschwollen oder gerötet ist, der Schmerz Sie nachts weckt oder nach einem Sturz auftritt.',
    ],
    es: [
      'Huesos, cartílagos, músculos y tendones trabajan juntos para que podamos movernos. Con la edad, el deporte o el sobrepeso, las articulaciones se ven más exigidas. La vitamina D y el calcio son necesarios para el mantenimiento de los huesos en condiciones normales, y la vitamina C contribuye a la formación normal de colágeno para el funcionamiento normal de los cartílagos y los huesos.',
      'Una actividad física regular y adaptada (caminar, nadar, montar en bicicleta), mantener un peso saludable, lácteos o alternativas enriquecidas con calcio y unos minutos de sol al día protegen su masa ósea y su movilidad.',
      'Pida consejo a su farmacéutico si toma un anticoagulante, ya que algunos activos como la cúrcuma o los omega-3 requieren precaución. Consulte a un médico si una articulación está caliente, hinchada o enrojecida, si el dolor le despierta por la noche o si aparece tras una caída.',
    ],
    it: [
      "Ossa, cartilagini, muscoli e tendini lavorano insieme per permetterci di muoverci. Con l'età, lo sport o il sovrappeso le articolazioni sono più sollecitate. Vitamina D e calcio sono necessari per il mantenimento di ossa normali, e la vitamina C contribuisce alla normale formazione del collagene per la normale funzione delle cartilagini e delle ossa.",
      "Un'attività fisica regolare e adatta (camminata, nuoto, bicicletta), il mantenimento del peso forma, latticini o alternative arricchite di calcio e qualche minuto di sole al giorno proteggono il patrimonio osseo e la mobilità.",
      "Chieda consiglio al farmacista se assume un anticoagulante, perché alcuni attivi come la curcuma o gli omega-3 richiedono precauzioni. Si rivolga al medico se un'articolazione è calda, gonfia o arrossata, se il dolore La sveglia di notte o se compare dopo una caduta.",
    ],
  },
  7: {
    fr: [
      "Le cœur et les vaisseaux assurent la circulation du sang dans tout l'organisme. Leur santé dépend surtout de l'hygiène de vie\u00a0: alimentation, activité physique, tabac, sommeil. L'EPA et le DHA contribuent au fonctionnement normal du cœur, avec un apport journalier de 250 mg.",
      "Mangez du poisson gras (sardine, maquereau, hareng) une à deux fois par semaine, privilégiez les huiles de colza et d'olive, les fruits, les légumes et les fruits à coque, limitez le sel et marchez au moins trente minutes par jour. Arrêter de fumer reste le geste le plus bénéfique.",
      "Un complément ne remplace pas un traitement\u00a0: si vous prenez un médicament pour le cœur, la tension ou le cholestérol, ou un anticoagulant, demandez l'avis de votre pharmacien ou de votre médecin avant toute supplémentation. Une douleur dans la poitrine ou un essoufflement inhabituel imposent d'appeler les secours.",
    ],
    nl: [
      'Het hart en de bloedvaten zorgen voor de bloedsomloop in het hele lichaam. Hun gezondheid hangt vooral af van de levensstijl: voeding, beweging, roken, slaap. EPA en DHA dragen bij tot de normale werking van het hart, bij een dagelijkse inname van 250 mg.',
      'Eet een- tot tweemaal per week vette vis (sardines, makreel, haring), kies voor kool- en olijfolie, fruit, groenten en noten, beperk het zout en wandel minstens dertig minuten per dag. Stoppen met roken blijft de belangrijkste stap.',
      'Een supplement vervangt geen behandeling: neemt u een geneesmiddel voor het hart, de bloeddruk of de cholesterol, of een bloedverdunner, vraag dan eerst advies aan uw apotheker of arts. Bij pijn op de borst of ongewone kortademigheid belt u meteen de hulpdiensten.',
    ],
    de: [
      'Herz und Gefäße sorgen für den Blutkreislauf im ganzen Körper. Ihre Gesundheit hängt vor allem von der Lebensweise ab: Ernährung, Bewegung, Rauchen, Schlaf. EPA und DHA tragen bei einer täglichen Aufnahme von 250 mg zu einer normalen Herzfunktion bei.',
      'Essen Sie ein- bis zweimal pro Woche fetten Fisch (Sardine, Makrele, Hering), bevorzugen Sie Raps- und Olivenöl, Obst, Gemüse und Nüsse, sparen Sie mit Salz und gehen Sie täglich mindestens dreißig Minuten zu Fuß. Mit dem Rauchen aufzuhören bleibt der wirksamste Schritt.',
      'Ein Nahrungsergänzungsmittel ersetzt keine Behandlung: Wenn Sie ein Arzneimittel für Herz, Blutdruck oder Cholesterin oder einen Gerinnungshemmer einnehmen, fragen Sie vorher in Ihrer Apotheke oder bei Ihrer Ärztin bzw. Ihrem Arzt nach. Bei Brustschmerzen oder ungewohnter Atemnot rufen Sie sofort den Notruf.',
    ],
    es: [
      'El corazón y los vasos sanguíneos garantizan la circulación de la sangre por todo el organismo. Su salud depende sobre todo de los hábitos de vida: alimentación, actividad física, tabaco, sueño. El EPA y el DHA contribuyen al funcionamiento normal del corazón con una ingesta diaria de 250 mg.',
      'Coma pescado azul (sardina, caballa, arenque) una o dos veces por semana, prefiera el aceite de oliva, las frutas, las verduras y los frutos secos, limite la sal y camine al menos treinta minutos al día. Dejar de fumar sigue siendo la medida más beneficiosa.',
      'Un complemento no sustituye un tratamiento: si toma un medicamento para el corazón, la tensión o el colesterol, o un anticoagulante, consulte a su farmacéutico o a su médico antes de tomar cualquier suplemento. Ante un dolor en el pecho o una falta de aire inusual, llame a urgencias.',
    ],
    it: [
      "Il cuore e i vasi sanguigni assicurano la circolazione del sangue in tutto l'organismo. La loro salute dipende soprattutto dallo stile di vita: alimentazione, attività fisica, fumo, sonno. EPA e DHA contribuiscono alla normale funzione cardiaca con un'assunzione giornaliera di 250 mg.",
      "Mangi pesce azzurro (sardine, sgombro, aringa) una o due volte alla settimana, preferisca l'olio d'oliva, la frutta, la verdura e la frutta secca a guscio, limiti il sale e cammini almeno trenta minuti al giorno. Smettere di fumare resta il gesto più utile.",
      'Un integratore non sostituisce una terapia: se assume un farmaco per il cuore, la pressione o il colesterolo, o un anticoagulante, chieda il parere del farmacista o del medico prima di qualsiasi integrazione. In caso di dolore al petto o di affanno insolito, chiami subito i soccorsi.',
    ],
  },
  8: {
    fr: [
      "La peau, les cheveux et les ongles se renouvellent en permanence et reflètent notre mode de vie. Le zinc, le sélénium et la biotine contribuent au maintien de cheveux et d'une peau normaux, et la vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau.",
      'Une alimentation variée, riche en protéines, en fruits et légumes colorés et en bonnes graisses, une hydratation suffisante, une protection solaire adaptée et un sommeil régulier sont les premiers soins de beauté. Une cure de nutriments se juge sur trois mois environ, le temps de la pousse des cheveux et des ongles.',
      "Une chute de cheveux brutale ou en plaques, des ongles qui changent de couleur ou de forme, une peau qui démange ou se modifie méritent l'avis d'un médecin ou d'un dermatologue. Votre pharmacien vous aide à choisir une formule et à vérifier qu'elle ne double pas un autre complément.",
    ],
    nl: [
      'Huid, haar en nagels vernieuwen zich voortdurend en weerspiegelen onze levensstijl. Zink, selenium en biotine dragen bij tot de instandhouding van normaal haar en een normale huid, en vitamine C draagt bij tot de normale collageenvorming voor de normale werking van de huid.',
      'Een gevarieerde voeding met voldoende eiwitten, kleurrijke groenten en fruit en goede vetten, genoeg drinken, een aangepaste zonnebescherming en een regelmatige slaap zijn de eerste schoonheidsverzorging. Een kuur met voedingsstoffen beoordeelt u na ongeveer drie maanden, de tijd die haar en nagels nodig hebben om te groeien.',
      'Plots of plaatselijk haarverlies, nagels die van kleur of vorm veranderen, een huid die jeukt of verandert: vraag het advies van een arts of dermatoloog. Uw apotheker helpt u een formule te kiezen en na te gaan of ze niet overlapt met een ander supplement.',
    ],
    de: [
      'Haut, Haare und Nägel erneuern sich ständig und spiegeln unsere Lebensweise wider. Zink, Selen und Biotin tragen zur Erhaltung normaler Haare und normaler Haut bei, und Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Haut bei.',
      'Eine abwechslungsreiche Ernährung mit ausreichend Eiweiß, buntem Obst und Gemüse und guten Fetten, genug Flüssigkeit, ein passender Sonnenschutz und regelmäßiger Schlaf sind die erste Schönheitspflege. Eine Nährstoffkur beurteilen Sie nach etwa drei Monaten, so lange brauchen Haare und Nägel zum Nachwachsen.',
      'Plötzlicher oder kreisrunder Haarausfall, Nägel, die Farbe oder Form ändern, oder eine juckende, sich verändernde Haut gehören in ärztliche oder dermatologische Hände. In Ihrer Apotheke hilft man Ihnen bei der Wahl und prüft, dass sich das Präparat nicht mit einem anderen überschneidet.',
    ],
    es: [
      'La piel, el cabello y las uñas se renuevan continuamente y reflejan nuestro estilo de vida. El zinc, el selenio y la biotina contribuyen al mantenimiento del cabello y de la piel en condiciones normales, y la vitamina C contribuye a la formación normal de colágeno para el funcionamiento normal de la piel.',
      'Una alimentación variada con suficientes proteínas, frutas y verduras de colores y grasas saludables, una buena hidratación, una protección solar adecuada y un sueño regular son los primeros cuidados de belleza. Un tratamiento con nutrientes se valora al cabo de unos tres meses, el tiempo que tardan en crecer el cabello y las uñas.',
      'Una caída del cabello brusca o en placas, unas uñas que cambian de color o de forma, o una piel que pica o se modifica merecen la opinión de un médico o de un dermatólogo. Su farmacéutico le ayuda a elegir una fórmula y a comprobar que no duplica otro complemento.',
    ],
    it: [
      'Pelle, capelli e unghie si rinnovano continuamente e riflettono il nostro stile di vita. Zinco, selenio e biotina contribuiscono al mantenimento di capelli e pelle normali, e la vitamina C contribuisce alla normale formazione del collagene per la normale funzione della pelle.',
      "Un'alimentazione varia con proteine sufficienti, frutta e verdura colorate e grassi buoni, una buona idratazione, una protezione solare adeguata e un sonno regolare sono le prime cure di bellezza. Un ciclo di nutrienti si valuta dopo circa tre mesi, il tempo di crescita di capelli e unghie.",
      'Una caduta dei capelli improvvisa o a chiazze, unghie che cambiano colore o forma, una pelle che prude o si modifica meritano il parere di un medico o di un dermatologo. Il farmacista La aiuta a scegliere una formula e a verificare che non si sovrapponga a un altro integratore.',
    ],
  },
  9: {
    fr: [
      "Les besoins nutritionnels d'une femme évoluent au fil de la vie\u00a0: règles, projet de grossesse, grossesse et allaitement, puis ménopause. Le fer, les folates, la vitamine D ou le calcium prennent tour à tour une place particulière.",
      "Une alimentation variée reste la base à chaque étape. Les folates sont recommandés dès le projet de grossesse\u202f; pendant la grossesse, une formule spécifique évite les doses inadaptées, notamment en vitamine A. Après la ménopause, le calcium, la vitamine D et l'activité physique aident à préserver l'ossature.",
      "Pendant la grossesse et l'allaitement, choisissez vos compléments avec votre médecin, votre sage-femme ou votre pharmacien. Des règles très abondantes, des douleurs inhabituelles ou des saignements après la ménopause doivent toujours être signalés à un médecin.",
    ],
    nl: [
      'De voedingsbehoeften van een vrouw veranderen in de loop van het leven: menstruatie, kinderwens, zwangerschap en borstvoeding, en daarna de menopauze. IJzer, foliumzuur, vitamine D of calcium krijgen telkens een bijzondere plaats.',
      'Een gevarieerde voeding blijft in elke fase de basis. Foliumzuur wordt al aanbevolen vanaf de kinderwens; tijdens de zwangerschap vermijdt een specifieke formule ongeschikte doses, onder meer van vitamine A. Na de menopauze helpen calcium, vitamine D en beweging om de botten te beschermen.',
      'Kies tijdens de zwangerschap en de borstvoeding uw supplementen samen met uw arts, vroedvrouw of apotheker. Zeer hevige menstruaties, ongewone pijn of bloedverlies na de menopauze meldt u altijd aan een arts.',
    ],
    de: [
      'Der Nährstoffbedarf einer Frau verändert sich im Laufe des Lebens: Menstruation, Kinderwunsch, Schwangerschaft und Stillzeit, später die Wechseljahre. Eisen, Folat, Vitamin D oder Calcium bekommen dabei jeweils eine besondere Bedeutung.',
      'Eine abwechslungsreiche Ernährung bleibt in jeder Phase die Grundlage. Folat wird schon bei Kinderwunsch empfohlen; in der Schwangerschaft vermeidet ein eigens dafür entwickeltes Präparat ungeeignete Dosierungen, etwa von Vitamin A. Nach den Wechseljahren helfen Calcium, Vitamin D und Bewegung, die Knochen zu erhalten.',
      'Wählen Sie Nahrungsergänzungen in Schwangerschaft und Stillzeit gemeinsam mit Ihrer Ärztin, Ihrem Arzt, Ihrer Hebamme oder Ihrer Apotheke. Sehr starke Regelblutungen, ungewohnte Schmerzen oder Blutungen nach den Wechseljahren sollten Sie immer ärztlich abklären lassen.',
    ],
    es: [
      'Las necesidades nutricionales de la mujer cambian a lo largo de la vida: menstruación, búsqueda del embarazo, embarazo y lactancia, y después la menopausia. El hierro, el folato, la vitamina D o el calcio cobran importancia en cada etapa.',
      'Una alimentación variada sigue siendo la base en cada momento. El folato se recomienda desde que se busca el embarazo; durante el embarazo, una fórmula específica evita dosis inadecuadas, en especial de vitamina A. Tras la menopausia, el calcio, la vitamina D y la actividad física ayudan a conservar los huesos.',
      'Durante el embarazo y la lactancia, elija sus complementos con su médico, su matrona o su farmacéutico. Unas reglas muy abundantes, dolores inusuales o un sangrado después de la menopausia deben comunicarse siempre a un médico.',
    ],
    it: [
      'Le esigenze nutrizionali di una donna cambiano nel corso della vita: ciclo mestruale, ricerca di una gravidanza, gravidanza e allattamento, poi menopausa. Ferro, folato, vitamina D o calcio assumono di volta in volta un ruolo particolare.',
      "Un'alimentazione varia resta la base in ogni fase. Il folato è raccomandato già quando si cerca una gravidanza; durante la gravidanza una formula specifica evita dosi non adatte, in particolare di vitamina A. Dopo la menopausa, calcio, vitamina D e attività fisica aiutano a preservare le ossa.",
      "In gravidanza e durante l'allattamento scelga gli integratori con il medico, l'ostetrica o il farmacista. Mestruazioni molto abbondanti, dolori insoliti o perdite di sangue dopo la menopausa vanno sempre segnalati al medico.",
    ],
  },
  10: {
    fr: [
      "Les voies urinaires éliminent chaque jour l'eau et les déchets de l'organisme. Les femmes sont plus souvent sujettes à l'inconfort urinaire, en raison de leur anatomie, mais aussi lors de la grossesse ou après la ménopause.",
      "Buvez au moins un litre et demi d'eau par jour, répartie sur la journée, n'attendez pas pour aller aux toilettes, urinez après les rapports et préférez des sous-vêtements en coton. La canneberge est traditionnellement utilisée pour le confort urinaire, en complément de ces gestes.",
      "Des brûlures en urinant, du sang dans les urines, de la fièvre ou une douleur dans le bas du dos ne relèvent pas d'un complément\u00a0: consultez un médecin rapidement. Chez l'homme, l'enfant, la femme enceinte, ou si les épisodes se répètent, un avis médical est toujours nécessaire.",
    ],
    nl: [
      'De urinewegen voeren elke dag water en afvalstoffen uit het lichaam af. Vrouwen hebben vaker last van urinair ongemak, door hun anatomie, maar ook tijdens de zwangerschap of na de menopauze.',
      'Drink minstens anderhalve liter water per dag, verspreid over de dag, stel een toiletbezoek niet uit, plas na het vrijen en kies voor katoenen ondergoed. Veenbes wordt traditioneel gebruikt voor het comfort van de urinewegen, als aanvulling op die gewoonten.',
      'Een branderig gevoel bij het plassen, bloed in de urine, koorts of pijn onder in de rug zijn geen zaak voor een supplement: raadpleeg snel een arts. Bij mannen, kinderen, zwangere vrouwen of als de klachten vaak terugkomen, is medisch advies altijd nodig.',
    ],
    de: [
      'Die Harnwege scheiden jeden Tag Wasser und Abbauprodukte des Körpers aus. Frauen haben wegen ihrer Anatomie häufiger Beschwerden, aber auch in der Schwangerschaft oder nach den Wechseljahren.',
      'Trinken Sie über den Tag verteilt mindestens anderthalb Liter Wasser, gehen Sie zur Toilette, sobald Sie den Drang spüren, entleeren Sie die Blase nach dem Geschlechtsverkehr und bevorzugen Sie Unterwäsche aus Baumwolle. Cranberry wird traditionell für das Wohlbefinden der Harnwege verwendet, ergänzend zu diesen Gewohnheiten.',
      'Brennen beim Wasserlassen, Blut im Urin, Fieber oder Schmerzen im unteren Rücken sind kein Fall für ein Nahrungsergänzungsmittel: Suchen Sie rasch ärztlichen Rat. Bei Männern, Kindern, Schwangeren oder wiederkehrenden Beschwerden ist eine ärztliche Abklärung immer nötig.',
    ],
    es: [
      'Las vías urinarias eliminan cada día el agua y los desechos del organismo. Las mujeres sufren molestias urinarias con más frecuencia por su anatomía, pero también durante el embarazo o después de la menopausia.',
      'Beba al menos un litro y medio de agua al día, repartido a lo largo de la jornada, no retrase la visita al baño, orine después de las relaciones y prefiera la ropa interior de algodón. El arándano rojo se utiliza tradicionalmente para el bienestar urinario, como complemento de estos hábitos.',
      'El escozor al orinar, la sangre en la orina, la fiebre o el dolor en la parte baja de la espalda no se tratan con un complemento: consulte rápidamente a un médico. En hombres, niños, mujeres embarazadas o si los episodios se repiten, siempre es necesaria una valoración médica.',
    ],
    it: [
      "Le vie urinarie eliminano ogni giorno l'acqua e le scorie dell'organismo. Le donne sono più spesso soggette a fastidi urinari a causa della loro anatomia, ma anche in gravidanza o dopo la menopausa.",
      "Beva almeno un litro e mezzo d'acqua al giorno, distribuito nella giornata, non rimandi il momento di andare in bagno, urini dopo i rapporti e preferisca la biancheria di cotone. Il mirtillo rosso è tradizionalmente usato per il benessere delle vie urinarie, a complemento di queste abitudini.",
      'Bruciore quando si urina, sangue nelle urine, febbre o dolore nella parte bassa della schiena non si affrontano con un integratore: si rivolga rapidamente al medico. Negli uomini, nei bambini, in gravidanza o se gli episodi si ripetono, il parere medico è sempre necessario.',
    ],
  },
  11: {
    fr: [
      "Le poids dépend de l'équilibre entre ce que l'on mange et ce que l'on dépense, mais aussi du sommeil, du stress, de l'âge et des hormones. Aucun complément ne fait maigrir à lui seul\u202f; certains nutriments accompagnent l'équilibre\u00a0: le chrome contribue au maintien d'une glycémie normale et les vitamines B à un métabolisme énergétique normal.",
      "Des repas réguliers composés de légumes, de protéines et de féculents complets, peu de boissons sucrées, une activité physique quotidienne et un sommeil suffisant sont les leviers les plus efficaces. Visez des changements durables plutôt qu'un régime strict.",
      "Si vous êtes diabétique, suivez un traitement ou envisagez de perdre beaucoup de poids, parlez-en d'abord à votre médecin. Une prise ou une perte de poids rapide et inexpliquée, une soif intense ou une fatigue inhabituelle justifient aussi une consultation.",
    ],
    nl: [
      'Het gewicht hangt af van het evenwicht tussen wat we eten en wat we verbruiken, maar ook van slaap, stress, leeftijd en hormonen. Geen enkel supplement doet op zich afvallen; sommige voedingsstoffen ondersteunen het evenwicht: chroom draagt bij tot de instandhouding van een normale bloedglucosespiegel en de B-vitaminen tot een normaal energieleverend metabolisme.',
      'Regelmatige maaltijden met groenten, eiwitten en volkoren zetmeel, weinig suikerhoudende dranken, dagelijkse beweging en voldoende slaap zijn de doeltreffendste hefbomen. Mik op blijvende veranderingen eerder dan op een streng dieet.',
      'Hebt u diabetes, volgt u een behandeling of wilt u veel gewicht verliezen, bespreek het dan eerst met uw arts. Snelle en onverklaarde gewichtstoename of -verlies, hevige dorst of ongewone vermoeidheid zijn ook een reden om een arts te raadplegen.',
    ],
    de: [
      'Das Gewicht hängt vom Gleichgewicht zwischen Essen und Verbrauch ab, aber auch von Schlaf, Stress, Alter und Hormonen. Kein Nahrungsergänzungsmittel lässt allein abnehmen; manche Nährstoffe begleiten das Gleichgewicht: Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei, die B-Vitamine zu einem normalen Energiestoffwechsel.',
      'Regelmäßige Mahlzeiten aus Gemüse, Eiweiß und Vollkornbeilagen, wenig gesüßte Getränke, tägliche Bewegung und ausreichend Schlaf sind die wirksamsten Hebel. Setzen Sie auf dauerhafte Veränderungen statt auf eine strenge Diät.',
      'Wenn Sie Diabetes haben, Medikamente einnehmen oder viel Gewicht verlieren möchten, sprechen Sie zuerst mit Ihrer Ärztin oder Ihrem Arzt. Auch eine rasche, unerklärte Gewichtszu- oder -abnahme, starker Durst oder ungewohnte Müdigkeit sind ein Grund für einen Arztbesuch.',
    ],
    es: [
      'El peso depende del equilibrio entre lo que se come y lo que se gasta, pero también del sueño, el estrés, la edad y las hormonas. Ningún complemento hace adelgazar por sí solo; algunos nutrientes acompañan el equilibrio: el cromo contribuye al mantenimiento de niveles normales de glucosa en sangre y las vitaminas del grupo B al metabolismo energético normal.',
      'Comidas regulares con verduras, proteínas y cereales integrales, pocas bebidas azucaradas, actividad física diaria y un sueño suficiente son las palancas más eficaces. Apueste por cambios duraderos en lugar de una dieta estricta.',
      'Si tiene diabetes, sigue un tratamiento o quiere perder mucho peso, hable antes con su médico. Un aumento o una pérdida de peso rápidos y sin explicación, una sed intensa o un cansancio inusual también justifican una consulta.',
    ],
    it: [
      "Il peso dipende dall'equilibrio tra ciò che si mangia e ciò che si consuma, ma anche da sonno, stress, età e ormoni. Nessun integratore fa dimagrire da solo; alcuni nutrienti accompagnano l'equilibrio: il cromo contribuisce al mantenimento di livelli normali di glucosio nel sangue e le vitamine del gruppo B al normale metabolismo energetico.",
      'Pasti regolari con verdure, proteine e carboidrati integrali, poche bevande zuccherate, attività fisica quotidiana e un sonno sufficiente sono le leve più efficaci. Punti su cambiamenti duraturi piuttosto che su una dieta rigida.',
      'Se ha il diabete, segue una terapia o desidera perdere molto peso, ne parli prima con il medico. Anche un aumento o una perdita di peso rapidi e inspiegabili, una sete intensa o una stanchezza insolita giustificano una visita.',
    ],
  },
  12: {
    fr: [
      "La mémoire et la concentration dépendent du sommeil, de l'alimentation, de l'activité physique et de l'état de stress. Le DHA contribue au fonctionnement normal du cerveau (250 mg par jour), le zinc et le fer à une fonction cognitive normale, l'acide pantothénique à des performances intellectuelles normales.",
      "Pendant les examens ou les périodes de travail intense, travaillez par plages de 45 minutes avec de vraies pauses, dormez suffisamment, buvez de l'eau, mangez du poisson gras une à deux fois par semaine et bougez chaque jour\u00a0: ce sont les meilleurs alliés de l'attention.",
      "Des troubles de la mémoire qui s'aggravent, qui inquiètent votre entourage ou qui gênent la vie quotidienne doivent être évoqués avec un médecin. Pour les enfants et les adolescents, votre pharmacien vous indique les formules adaptées à leur âge.",
    ],
    nl: [
      'Geheugen en concentratie hangen af van slaap, voeding, beweging en stress. DHA draagt bij tot de instandhouding van een normale hersenfunctie (250 mg per dag), zink en ijzer tot een normale cognitieve functie en pantotheenzuur tot normale mentale prestaties.',
      'Werk tijdens examens of drukke periodes in blokken van 45 minuten met echte pauzes, slaap voldoende, drink water, eet een- tot tweemaal per week vette vis en beweeg elke dag: dat zijn de beste bondgenoten van de aandacht.',
      'Geheugenproblemen die erger worden, uw omgeving ongerust maken of het dagelijks leven hinderen, bespreekt u met een arts. Voor kinderen en jongeren geeft uw apotheker aan welke formules bij hun leeftijd passen.',
    ],
    de: [
      'Gedächtnis und Konzentration hängen von Schlaf, Ernährung, Bewegung und Stress ab. DHA trägt zur Erhaltung einer normalen Gehirnfunktion bei (250 mg pro Tag), Zink und Eisen zu einer normalen kognitiven Funktion und Pantothensäure zu einer normalen geistigen Leistung.',
      'Arbeiten Sie in Prüfungszeiten oder intensiven Phasen in Blöcken von 45 Minuten mit echten Pausen, schlafen Sie ausreichend, trinken Sie Wasser, essen Sie ein- bis zweimal pro Woche fetten Fisch und bewegen Sie sich täglich: Das sind die besten Verbündeten der Aufmerksamkeit.',
      'Gedächtnisprobleme, die zunehmen, Ihr Umfeld beunruhigen oder den Alltag erschweren, sollten Sie mit einer Ärztin oder einem Arzt besprechen. Für Kinder und Jugendliche nennt Ihnen Ihre Apotheke die Präparate, die zu ihrem Alter passen.',
    ],
    es: [
      'La memoria y la concentración dependen del sueño, la alimentación, la actividad física y el nivel de estrés. El DHA contribuye a mantener el funcionamiento normal del cerebro (250 mg al día), el zinc y el hierro a la función cognitiva normal y el ácido pantoténico al rendimiento intelectual normal.',
      'Durante los exámenes o las épocas de trabajo intenso, trabaje en bloques de 45 minutos con pausas de verdad, duerma lo suficiente, beba agua, coma pescado azul una o dos veces por semana y muévase cada día: son los mejores aliados de la atención.',
      'Los problemas de memoria que empeoran, que preocupan a su entorno o que dificultan la vida diaria deben comentarse con un médico. Para niños y adolescentes, su farmacéutico le indicará las fórmulas adecuadas a su edad.',
    ],
    it: [
      "Memoria e concentrazione dipendono dal sonno, dall'alimentazione, dall'attività fisica e dal livello di stress. Il DHA contribuisce al mantenimento della normale funzione cerebrale (250 mg al giorno), zinco e ferro alla normale funzione cognitiva e l'acido pantotenico alle normali prestazioni mentali.",
      "Durante gli esami o i periodi di lavoro intenso, lavori in blocchi di 45 minuti con vere pause, dorma a sufficienza, beva acqua, mangi pesce azzurro una o due volte alla settimana e si muova ogni giorno: sono i migliori alleati dell'attenzione.",
      'Disturbi della memoria che peggiorano, che preoccupano chi Le sta vicino o che ostacolano la vita quotidiana vanno discussi con il medico. Per bambini e ragazzi, il farmacista Le indicherà le formule adatte alla loro età.',
    ],
  },
});
