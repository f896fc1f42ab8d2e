// Advice articles of theme 3, sleep and stress (ids 13–18).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const SLEEP_ADVICE: readonly SeedPage[] = Object.freeze([
  page(
    { id: 13, type: 'advice', themeId: 3, needIds: [3, 17], productIds: [46, 24], publishedAt: '2025-01-28', order: 1 },
    {
      fr: {
        slug: 'retrouver-un-sommeil-reparateur',
        title: 'Retrouver un sommeil réparateur',
        summary:
          'Difficultés d’endormissement, réveils nocturnes, fatigue au lever\u00a0: les habitudes qui aident à mieux dormir, sans solution miracle.',
        body: `
Un adulte a besoin en moyenne de sept à neuf heures de sommeil par nuit, avec de grandes différences d’une personne à l’autre.
Lorsque les nuits deviennent courtes ou agitées, la journée s’en ressent\u00a0: humeur, concentration et énergie baissent.

## Les habitudes du soir

- Garder des horaires de coucher et de lever réguliers, même le week-end.
- Éviter le café, le thé et les boissons énergisantes après le milieu de l’après-midi.
- Préférer un dîner léger, pris au moins deux heures avant le coucher.
- Garder une chambre calme, sombre et fraîche, autour de 18 degrés.

## Quand le sommeil ne vient pas

Si vous ne dormez pas au bout d’une vingtaine de minutes, levez-vous et faites une activité calme dans une autre pièce, à la lumière douce,
avant de retourner au lit quand la fatigue revient. Le lit reste ainsi associé au sommeil et non à l’attente.

Des troubles du sommeil qui durent plus de trois semaines, des ronflements importants ou une somnolence dans la journée doivent être signalés
au médecin.
`,
      },
      nl: {
        slug: 'weer-goed-en-diep-slapen',
        title: 'Weer goed en diep slapen',
        summary:
          'Moeilijk inslapen, ’s nachts wakker worden, moe opstaan: de gewoonten die helpen om beter te slapen, zonder wondermiddel.',
        body: `
Een volwassene heeft gemiddeld zeven tot negen uur slaap per nacht nodig, met grote verschillen van persoon tot persoon.
Worden de nachten kort of onrustig, dan merkt u dat overdag: de stemming, de concentratie en de energie nemen af.

## De gewoonten van de avond

- Op vaste uren gaan slapen en opstaan, ook in het weekend.
- Geen koffie, thee of energiedrank meer na het midden van de namiddag.
- Een licht avondmaal, minstens twee uur voor het slapengaan.
- Een rustige, donkere en koele slaapkamer, rond 18 graden.

## Als de slaap niet komt

Slaapt u na een twintigtal minuten nog niet, sta dan op en doe iets rustigs in een andere kamer, bij zacht licht, en ga pas terug naar bed
als de vermoeidheid terugkomt. Zo blijft het bed verbonden met slapen en niet met wachten.

Slaapproblemen die langer dan drie weken duren, luid snurken of slaperigheid overdag bespreekt u met een arts.
`,
      },
      de: {
        slug: 'wieder-erholsam-schlafen',
        title: 'Wieder erholsam schlafen',
        summary:
          'Einschlafprobleme, nächtliches Aufwachen, Müdigkeit am Morgen: die Gewohnheiten, die zu besserem Schlaf beitragen, ohne Wundermittel.',
        body: `
Ein Erwachsener braucht im Durchschnitt sieben bis neun Stunden Schlaf pro Nacht, mit großen Unterschieden von Mensch zu Mensch.
Werden die Nächte kurz oder unruhig, spürt man das am Tag: Die Stimmung, die Konzentration und die Energie lassen nach.

## Die Gewohnheiten am Abend

- Zu regelmäßigen Zeiten ins Bett gehen und aufstehen, auch am Wochenende.
- Ab dem späten Nachmittag auf Kaffee, Tee und Energydrinks verzichten.
- Ein leichtes Abendessen, mindestens zwei Stunden vor dem Schlafengehen.
- Ein ruhiges, dunkles und kühles Schlafzimmer mit etwa 18 Grad.

## Wenn der Schlaf nicht kommt

Wenn Sie nach etwa zwanzig Minuten nicht eingeschlafen sind, stehen Sie auf und beschäftigen Sie sich in einem anderen Raum bei gedämpftem Licht mit etwas Ruhigem.
Gehen Sie erst zurück ins Bett, wenn die Müdigkeit wiederkommt. So bleibt das Bett mit dem Schlafen verbunden und nicht mit dem Warten.

Schlafstörungen, die länger als drei Wochen dauern, starkes Schnarchen oder Schläfrigkeit am Tag sollten Sie mit der Ärztin oder dem Arzt besprechen.
`,
      },
      es: {
        slug: 'recuperar-un-sueno-reparador',
        title: 'Recuperar un sueño reparador',
        summary:
          'Dificultad para conciliar el sueño, despertares nocturnos, cansancio al levantarse: los hábitos que ayudan a dormir mejor, sin soluciones milagro.',
        body: `
Un adulto necesita de media entre siete y nueve horas de sueño por noche, con grandes diferencias de una persona a otra.
Cuando las noches se vuelven cortas o agitadas, el día se resiente: bajan el ánimo, la concentración y la energía.

## Los hábitos de la noche

- Mantener horarios regulares para acostarse y levantarse, también el fin de semana.
- Evitar el café, el té y las bebidas energéticas a partir de media tarde.
- Preferir una cena ligera, al menos dos horas antes de acostarse.
- Mantener el dormitorio tranquilo, oscuro y fresco, alrededor de los 18 grados.

## Cuando el sueño no llega

Si no se ha dormido al cabo de unos veinte minutos, levántese y haga una actividad tranquila en otra habitación, con una luz suave,
y vuelva a la cama cuando regrese el cansancio. Así la cama sigue asociada al sueño y no a la espera.

Los problemas de sueño que duran más de tres semanas, los ronquidos fuertes o la somnolencia durante el día deben comentarse con el médico.
`,
      },
      it: {
        slug: 'ritrovare-un-sonno-ristoratore',
        title: 'Ritrovare un sonno ristoratore',
        summary:
          'Difficoltà ad addormentarsi, risvegli notturni, stanchezza al mattino: le abitudini che aiutano a dormire meglio, senza soluzioni miracolose.',
        body: `
Un adulto ha bisogno in media di sette-nove ore di sonno per notte, con grandi differenze da una persona all’altra.
Quando le notti diventano brevi o agitate, la giornata ne risente: calano l’umore, la concentrazione e l’energia.

## Le abitudini della sera

- Mantenere orari regolari per andare a letto e alzarsi, anche nel fine settimana.
- Evitare caffè, tè e bevande energetiche dalla metà del pomeriggio.
- Preferire una cena leggera, almeno due ore prima di coricarsi.
- Tenere la camera tranquilla, buia e fresca, intorno ai 18 gradi.

## Quando il sonno non arriva

Se dopo una ventina di minuti il sonno non arriva, si alzi e si dedichi a un’attività tranquilla in un’altra stanza, con una luce soffusa,
e torni a letto quando la stanchezza ritorna. Così il letto resta associato al sonno e non all’attesa.

I disturbi del sonno che durano più di tre settimane, il russare forte o la sonnolenza durante il giorno vanno segnalati al medico.
`,
      },
    },
  ),

  page(
    {
      id: 14,
      type: 'advice',
      themeId: 3,
      needIds: [3, 18],
      productIds: [43, 42],
      countries: ['be', 'es', 'it'],
      publishedAt: '2025-04-08',
      order: 2,
    },
    {
      fr: {
        slug: 'melatonine-et-decalage-horaire',
        title: 'Mélatonine et décalage horaire',
        summary:
          'Après un vol qui traverse plusieurs fuseaux horaires, l’horloge interne met quelques jours à se recaler. Ce que l’on sait de la mélatonine et des bons réflexes.',
        body: `
La mélatonine est une hormone produite par l’organisme lorsque la lumière baisse. Elle signale au corps que la nuit arrive.
Après un long voyage vers l’est ou vers l’ouest, ce signal est décalé par rapport à l’heure locale\u00a0: c’est le décalage horaire.

## Ce que disent les allégations autorisées

La mélatonine contribue à atténuer les effets du décalage horaire, à raison de 0,5 mg pris peu avant le coucher le premier jour du voyage
et les quelques jours qui suivent l’arrivée. À la dose de 1 mg, prise peu avant le coucher, elle contribue à réduire le temps d’endormissement.

## Les réflexes du voyageur

- S’exposer à la lumière du jour à l’arrivée, surtout le matin après un vol vers l’est.
- Adopter tout de suite les horaires de repas du pays.
- Limiter les siestes à une vingtaine de minutes.

La mélatonine est déconseillée aux femmes enceintes ou allaitantes et aux enfants, et elle peut provoquer de la somnolence\u00a0: évitez de conduire
après la prise. Demandez conseil à votre pharmacien si vous suivez un traitement.
`,
      },
      nl: {
        slug: 'melatonine-en-jetlag',
        title: 'Melatonine en jetlag',
        summary:
          'Na een vlucht over verschillende tijdzones heeft de biologische klok enkele dagen nodig om zich aan te passen. Wat we weten over melatonine en over de goede reflexen.',
        body: `
Melatonine is een hormoon dat het lichaam aanmaakt wanneer het donker wordt. Het geeft het lichaam het signaal dat de nacht eraan komt.
Na een lange reis naar het oosten of het westen loopt dat signaal niet meer gelijk met het plaatselijke uur: dat is de jetlag.

## Wat de toegelaten claims zeggen

Melatonine helpt de subjectieve gevoelens van een jetlag te verlichten, met 0,5 mg kort voor het slapengaan op de eerste reisdag
en de eerste dagen na aankomst. In een dosis van 1 mg, kort voor het slapengaan ingenomen, helpt het om sneller in slaap te vallen.

## De reflexen van de reiziger

- Na aankomst het daglicht opzoeken, vooral ’s morgens na een vlucht naar het oosten.
- Meteen de etenstijden van het land overnemen.
- Een dutje beperken tot een twintigtal minuten.

Melatonine is af te raden voor zwangere vrouwen, vrouwen die borstvoeding geven en kinderen, en het kan slaperigheid veroorzaken: rijd na de inname
niet met de auto. Vraag het advies van uw apotheker als u een behandeling volgt.
`,
      },
      de: {
        slug: 'melatonin-und-jetlag',
        title: 'Melatonin und Jetlag',
        summary:
          'Nach einem Flug über mehrere Zeitzonen braucht die innere Uhr einige Tage, um sich umzustellen. Was über Melatonin bekannt ist und was auf Reisen hilft.',
        body: `
Melatonin ist ein Hormon, das der Körper bildet, wenn das Licht abnimmt. Es zeigt dem Organismus an, dass die Nacht kommt.
Nach einer langen Reise nach Osten oder Westen passt dieses Signal nicht mehr zur Ortszeit: Das ist der Jetlag.

## Was die zugelassenen Angaben sagen

Melatonin trägt dazu bei, die subjektiven Jetlag-Empfindungen zu lindern, mit 0,5 mg kurz vor dem Schlafengehen am ersten Reisetag
und an den folgenden Tagen nach der Ankunft. Mit 1 mg kurz vor dem Schlafengehen trägt es dazu bei, die Einschlafzeit zu verkürzen.

## Tipps für Reisende

- Nach der Ankunft das Tageslicht suchen, vor allem am Morgen nach einem Flug nach Osten.
- Sofort die Essenszeiten des Reiselandes übernehmen.
- Ein Nickerchen auf etwa zwanzig Minuten begrenzen.

Melatonin ist für Schwangere, Stillende und Kinder nicht geeignet und kann die Müdigkeit verstärken: Fahren Sie nach der Einnahme nicht mit dem Auto.
Fragen Sie in der Apotheke nach, wenn Sie Arzneimittel einnehmen.
`,
      },
      es: {
        slug: 'melatonina-y-desfase-horario',
        title: 'Melatonina y desfase horario',
        summary:
          'Después de un vuelo que cruza varios husos horarios, el reloj interno tarda unos días en ajustarse. Lo que se sabe de la melatonina y los buenos hábitos.',
        body: `
La melatonina es una hormona que el organismo produce cuando baja la luz. Le indica al cuerpo que llega la noche.
Después de un viaje largo hacia el este o el oeste, esa señal ya no coincide con la hora local: es el desfase horario o jet lag.

## Lo que dicen las declaraciones autorizadas

La melatonina contribuye a aliviar la sensación subjetiva de desfase horario, con 0,5 mg tomados poco antes de acostarse el primer día del viaje
y los días siguientes a la llegada. Con 1 mg, tomado poco antes de acostarse, contribuye a disminuir el tiempo necesario para conciliar el sueño.

## Los hábitos del viajero

- Buscar la luz del día al llegar, sobre todo por la mañana después de un vuelo hacia el este.
- Adoptar enseguida los horarios de comida del país.
- Limitar las siestas a unos veinte minutos.

La melatonina no se recomienda a las mujeres embarazadas o en periodo de lactancia ni a los niños, y puede producir somnolencia: no conduzca
después de tomarla. Consulte con su farmacéutico si sigue un tratamiento.
`,
      },
      it: {
        slug: 'melatonina-e-jet-lag',
        title: 'Melatonina e jet lag',
        summary:
          'Dopo un volo che attraversa diversi fusi orari, l’orologio interno impiega alcuni giorni a riallinearsi. Che cosa sappiamo della melatonina e delle buone abitudini.',
        body: `
La melatonina è un ormone che l’organismo produce quando la luce diminuisce. Segnala al corpo che sta arrivando la notte.
Dopo un lungo viaggio verso est o verso ovest, questo segnale non coincide più con l’ora locale: è il jet lag.

## Che cosa dicono le indicazioni autorizzate

La melatonina contribuisce ad alleviare gli effetti del jet lag, con 0,5 mg assunti poco prima di coricarsi il primo giorno del viaggio
e nei giorni successivi all’arrivo. Alla dose di 1 mg, assunta poco prima di coricarsi, contribuisce a ridurre il tempo necessario per prendere sonno.

## Le abitudini del viaggiatore

- Esporsi alla luce del giorno all’arrivo, soprattutto al mattino dopo un volo verso est.
- Adottare subito gli orari dei pasti del paese.
- Limitare il riposo pomeridiano a una ventina di minuti.

La melatonina è sconsigliata alle donne in gravidanza o in allattamento e ai bambini, e può causare sonnolenza: eviti di guidare dopo l’assunzione.
Chieda il parere del farmacista se segue una terapia.
`,
      },
    },
  ),

  page(
    { id: 15, type: 'advice', themeId: 3, needIds: [4, 19], productIds: [44, 23], publishedAt: '2025-03-25', order: 3 },
    {
      fr: {
        slug: 'apprivoiser-le-stress-du-quotidien',
        title: 'Apprivoiser le stress du quotidien',
        summary:
          'Le stress est une réaction normale de l’organisme. Quand il s’installe, quelques outils simples aident à relâcher la pression.',
        body: `
Face à une situation exigeante, le corps se met en alerte\u00a0: le cœur accélère, les muscles se tendent, l’attention se concentre.
Cette réaction est utile sur le moment. Le problème apparaît quand elle se prolonge jour après jour, sans temps de récupération.

## Trois outils à essayer

- La respiration lente\u00a0: inspirer sur quatre temps, expirer sur six, pendant cinq minutes.
- Le mouvement\u00a0: trente minutes de marche, de vélo ou de natation, la plupart des jours de la semaine.
- Les pauses\u00a0: quelques minutes sans écran toutes les heures et demie de travail.

## Prendre du recul

Noter le soir ce qui a été fait plutôt que ce qui reste à faire, garder du temps pour les proches et les loisirs, apprendre à refuser certaines
demandes\u00a0: ces habitudes n’effacent pas les difficultés, mais elles aident à les aborder avec plus de calme.

Si le stress s’accompagne de troubles du sommeil persistants, d’une tristesse durable ou d’idées noires, parlez-en sans attendre à un médecin
ou à un professionnel de la santé mentale.
`,
      },
      nl: {
        slug: 'omgaan-met-dagelijkse-stress',
        title: 'Omgaan met dagelijkse stress',
        summary:
          'Stress is een normale reactie van het lichaam. Als hij blijft hangen, helpen enkele eenvoudige hulpmiddelen om de druk te verlagen.',
        body: `
In een veeleisende situatie komt het lichaam in de hoogste staat van paraatheid: het hart klopt sneller, de spieren spannen zich op, de aandacht
vernauwt. Op het moment zelf is dat nuttig. Het wordt een probleem als het dag na dag aanhoudt, zonder tijd om te herstellen.

## Drie hulpmiddelen om te proberen

- Rustig ademen: vier tellen inademen en zes tellen uitademen, gedurende vijf minuten.
- Bewegen: een half uur wandelen, fietsen of zwemmen, de meeste dagen van de week.
- Pauzes: elk anderhalf uur werk een paar minuten zonder scherm.

## Afstand nemen

’s Avonds noteren wat u gedaan hebt in plaats van wat nog moet, tijd vrijhouden voor de naasten en voor een hobby, en leren om een vraag af te wijzen:
die gewoonten nemen de moeilijkheden niet weg, maar ze helpen om er rustiger mee om te gaan.

Gaat de stress samen met blijvende slaapproblemen, een aanhoudend somber gevoel of donkere gedachten, praat er dan meteen over met een arts
of een professional in de geestelijke gezondheidszorg.
`,
      },
      de: {
        slug: 'mit-alltagsstress-umgehen',
        title: 'Mit Alltagsstress umgehen',
        summary:
          'Stress ist eine normale Reaktion des Körpers. Wenn er sich festsetzt, helfen einige einfache Mittel, den Druck abzubauen.',
        body: `
In einer fordernden Situation schaltet der Körper auf Alarm: Das Herz schlägt schneller, die Muskeln spannen sich an, die Aufmerksamkeit bündelt sich.
Im Moment selbst ist das nützlich. Schwierig wird es, wenn der Zustand Tag für Tag anhält, ohne Zeit für die Erholung.

## Drei Mittel zum Ausprobieren

- Langsames Atmen: vier Takte ein, sechs Takte aus, fünf Minuten lang.
- Bewegung: eine halbe Stunde Gehen, Radfahren oder Schwimmen an den meisten Tagen der Woche.
- Pausen: alle anderthalb Stunden Arbeit ein paar Minuten ohne Bildschirm.

## Abstand gewinnen

Am Abend notieren, was erledigt ist, statt was noch fehlt, Zeit für die Familie, die Freunde und die Hobbys freihalten und lernen, mit einem Nein
auf manche Bitte zu antworten: Diese Gewohnheiten lösen die Schwierigkeiten nicht, helfen aber, ihnen mit mehr Ruhe zu begegnen.

Wenn der Stress mit anhaltenden Schlafstörungen, einer dauerhaften Niedergeschlagenheit oder dunklen Gedanken einhergeht, sprechen Sie ohne Zögern mit einer
Ärztin, einem Arzt oder einer Fachperson für psychische Gesundheit.
`,
      },
      es: {
        slug: 'manejar-el-estres-del-dia-a-dia',
        title: 'Manejar el estrés del día a día',
        summary:
          'El estrés es una reacción normal del organismo. Cuando se instala, algunas herramientas sencillas ayudan a aliviar la presión.',
        body: `
Ante una situación exigente, el cuerpo se pone en alerta: el corazón se acelera, los músculos se tensan, la atención se concentra.
Esa reacción es útil en el momento. El problema aparece cuando se prolonga día tras día, sin tiempo para recuperarse.

## Tres herramientas para probar

- La respiración lenta: inspirar en cuatro tiempos y espirar en seis, durante cinco minutos.
- El movimiento: treinta minutos de caminata, bicicleta o natación, la mayoría de los días de la semana.
- Las pausas: unos minutos sin pantalla cada hora y media de trabajo.

## Tomar distancia

Anotar por la noche lo que se ha hecho en lugar de lo que queda por hacer, reservar tiempo para los seres queridos y el ocio, y aprender a decir
que no a ciertas peticiones: estos hábitos no borran las dificultades, pero ayudan a afrontarlas con más calma.

Si el estrés va acompañado de problemas de sueño persistentes, una tristeza duradera o pensamientos sombríos, hable cuanto antes con un médico
o con un profesional de la salud mental.
`,
      },
      it: {
        slug: 'gestire-lo-stress-di-ogni-giorno',
        title: 'Gestire lo stress di ogni giorno',
        summary:
          'Lo stress è una reazione normale dell’organismo. Quando si prolunga, alcuni strumenti semplici aiutano ad allentare la pressione.',
        body: `
Di fronte a una situazione impegnativa il corpo si mette in allerta: il cuore accelera, i muscoli si tendono, l’attenzione si concentra.
Nel momento questa reazione è utile. Il problema nasce quando si prolunga giorno dopo giorno, senza il tempo per recuperare.

## Tre strumenti da provare

- La respirazione lenta: inspirare in quattro tempi ed espirare in sei, per cinque minuti.
- Il movimento: trenta minuti di camminata, bicicletta o nuoto, quasi tutti i giorni della settimana.
- Le pause: qualche minuto senza schermi ogni ora e mezza di lavoro.

## Prendere le distanze

Annotare la sera ciò che si è fatto invece di ciò che resta da fare, riservare tempo agli affetti e agli hobby, imparare a dire di no a certe richieste:
queste abitudini non cancellano le difficoltà, ma aiutano ad affrontarle con più calma.

Se lo stress si accompagna a disturbi del sonno persistenti, a una tristezza che non passa o a pensieri cupi, ne parli subito con il medico
o con un professionista della salute mentale.
`,
      },
    },
  ),

  page(
    {
      id: 16,
      type: 'advice',
      themeId: 3,
      needIds: [4, 5, 19, 20],
      productIds: [35, 48],
      publishedAt: '2025-05-06',
      order: 4,
    },
    {
      fr: {
        slug: 'magnesium-et-fatigue-nerveuse',
        title: 'Magnésium et fatigue nerveuse',
        summary:
          'Le magnésium intervient dans des centaines de réactions de l’organisme. Pourquoi on en parle tant en période de stress, et où le trouver.',
        body: `
Le magnésium est un minéral présent dans toutes nos cellules. L’organisme ne le fabrique pas\u00a0: il doit être apporté chaque jour par l’alimentation.
Les enquêtes alimentaires montrent qu’une partie de la population n’atteint pas les apports recommandés.

## Son rôle

Le magnésium contribue au fonctionnement normal du système nerveux, à des fonctions psychologiques normales et à la réduction de la fatigue.
Il participe aussi à une fonction musculaire normale.

## Les aliments qui en apportent

- Les oléagineux\u00a0: amandes, noix de cajou, noisettes.
- Les légumineuses et les céréales complètes.
- Le chocolat noir, avec modération.
- Certaines eaux minérales, dont la teneur figure sur l’étiquette.

## Les compléments

Les compléments de magnésium existent sous différentes formes, plus ou moins bien tolérées par l’intestin. Des doses élevées peuvent provoquer
des selles molles. En cas d’insuffisance rénale, un avis médical est indispensable avant toute prise.
`,
      },
      nl: {
        slug: 'magnesium-en-nerveuze-vermoeidheid',
        title: 'Magnesium en nerveuze vermoeidheid',
        summary:
          'Magnesium speelt een rol in honderden reacties in het lichaam. Waarom er in periodes van stress zoveel over gesproken wordt, en waar u het vindt.',
        body: `
Magnesium is een mineraal dat in al onze cellen zit. Het lichaam maakt het niet zelf aan: het moet elke dag via de voeding binnenkomen.
Uit voedingspeilingen blijkt dat een deel van de bevolking de aanbevolen inname niet haalt.

## Wat het doet

Magnesium draagt bij tot de normale werking van het zenuwstelsel, tot een normale psychologische functie en tot de vermindering van vermoeidheid.
Het speelt ook een rol in een normale spierfunctie.

## Voedingsmiddelen die het leveren

- Noten: amandelen, cashewnoten en hazelnoten.
- Peulvruchten en volkoren granen.
- Pure chocolade, met mate.
- Sommige mineraalwaters, met het gehalte op het etiket.

## De supplementen

Magnesiumsupplementen bestaan in verschillende vormen, die de darm meer of minder goed verdraagt. Een hoge dosis kan een zachte stoelgang geven.
Bij een nierinsufficiëntie is het advies van een arts nodig voordat u iets inneemt.
`,
      },
      de: {
        slug: 'magnesium-und-nervose-erschopfung',
        title: 'Magnesium und nervöse Erschöpfung',
        summary:
          'Magnesium ist an Hunderten von Reaktionen im Körper beteiligt. Warum in stressigen Zeiten so oft davon die Rede ist und wo es steckt.',
        body: `
Magnesium ist ein Mineralstoff, der in allen unseren Zellen vorkommt. Der Körper bildet ihn nicht selbst: Er muss jeden Tag mit der Nahrung zugeführt werden.
Ernährungserhebungen zeigen, dass ein Teil der Bevölkerung die empfohlene Zufuhr nicht erreicht.

## Die Aufgabe

Magnesium trägt zu einer normalen Funktion des Nervensystems, zu einer normalen psychischen Funktion und zur Verringerung von Müdigkeit bei.
Es ist auch an einer normalen Muskelfunktion beteiligt.

## Lebensmittel mit Magnesium

- Nüsse und Kerne wie Mandeln, Cashewkerne und Haselnüsse.
- Hülsenfrüchte und Vollkornprodukte.
- Dunkle Schokolade, in Maßen.
- Manche Mineralwässer, die den Gehalt auf dem Etikett angeben.

## Nahrungsergänzungsmittel

Magnesiumpräparate gibt es in verschiedenen Formen, die der Darm unterschiedlich gut verträgt. Hohe Dosen können zu weichem Stuhl führen.
Bei einer Niereninsuffizienz ist vor der Einnahme der Rat der Ärztin oder des Arztes nötig.
`,
      },
      es: {
        slug: 'magnesio-y-cansancio-nervioso',
        title: 'Magnesio y cansancio nervioso',
        summary:
          'El magnesio interviene en cientos de reacciones del organismo. Por qué se habla tanto de él en épocas de estrés y dónde encontrarlo.',
        body: `
El magnesio es un mineral presente en todas nuestras células. El organismo no lo fabrica: debe aportarse cada día con la alimentación.
Las encuestas alimentarias muestran que una parte de la población no alcanza los aportes recomendados.

## Su papel

El magnesio contribuye al funcionamiento normal del sistema nervioso, a la función psicológica normal y a disminuir el cansancio y la fatiga.
También participa en el funcionamiento normal de los músculos.

## Los alimentos que lo aportan

- Los frutos secos: almendras, anacardos y avellanas.
- Las legumbres y los cereales integrales.
- El chocolate negro, con moderación.
- Algunas aguas minerales, cuyo contenido figura en la etiqueta.

## Los complementos

Los complementos de magnesio existen en distintas formas, mejor o peor toleradas por el intestino. Las dosis altas pueden ablandar las heces.
En caso de insuficiencia renal, es imprescindible consultar con el médico antes de tomarlos.
`,
      },
      it: {
        slug: 'magnesio-e-stanchezza-nervosa',
        title: 'Magnesio e stanchezza nervosa',
        summary:
          'Il magnesio interviene in centinaia di reazioni dell’organismo. Perché se ne parla tanto nei periodi di stress e dove trovarlo.',
        body: `
Il magnesio è un minerale presente in tutte le nostre cellule. L’organismo non lo produce: deve essere introdotto ogni giorno con l’alimentazione.
Le indagini alimentari mostrano che una parte della popolazione non raggiunge l’apporto raccomandato.

## Il suo ruolo

Il magnesio contribuisce al normale funzionamento del sistema nervoso, alla normale funzione psicologica e alla riduzione della stanchezza e dell’affaticamento.
Partecipa anche alla normale funzione muscolare.

## Gli alimenti che lo contengono

- La frutta secca: mandorle, anacardi e nocciole.
- I legumi e i cereali integrali.
- Il cioccolato fondente, con moderazione.
- Alcune acque minerali, con il contenuto indicato in etichetta.

## Gli integratori

Gli integratori di magnesio esistono in diverse forme, tollerate più o meno bene dall’intestino. Le dosi elevate possono rendere le feci morbide.
In caso di insufficienza renale il parere del medico è indispensabile prima dell’assunzione.
`,
      },
    },
  ),

  page(
    {
      id: 17,
      type: 'advice',
      themeId: 3,
      needIds: [3, 12, 17, 29],
      productIds: [],
      publishedAt: '2025-10-14',
      order: 5,
    },
    {
      fr: {
        slug: 'ecrans-et-sommeil',
        title: 'Écrans et sommeil\u00a0: trouver le bon équilibre',
        summary:
          'Téléphone, tablette, séries\u00a0: les écrans occupent nos soirées. Comment ils influencent l’endormissement, et comment garder la main.',
        body: `
Les écrans agissent sur le sommeil de deux façons. Leur lumière, riche en bleu, retarde la sécrétion de mélatonine\u202f; leurs contenus,
messages, jeux ou vidéos, maintiennent le cerveau en éveil bien après l’extinction.

## Des règles simples

- Poser le téléphone une heure avant le coucher et le laisser hors de la chambre.
- Activer le mode nuit et baisser la luminosité en soirée.
- Couper les notifications la nuit.
- Remplacer le dernier épisode par la lecture d’un livre papier.

## Et chez les enfants et les adolescents\u202f?

Le besoin de sommeil est plus important à ces âges, et les écrans dans la chambre sont associés à des nuits plus courtes. Fixer des règles en famille,
et les appliquer aussi aux adultes, aide à les faire respecter.
`,
      },
      nl: {
        slug: 'schermen-en-slaap',
        title: 'Schermen en slaap: het juiste evenwicht',
        summary:
          'Smartphone, tablet, series: schermen vullen onze avonden. Hoe ze het inslapen beïnvloeden, en hoe u de controle houdt.',
        body: `
Schermen beïnvloeden de slaap op twee manieren. Het licht, met veel blauw, vertraagt de aanmaak van melatonine; de inhoud, zoals berichten,
spelletjes of video’s, houdt het brein wakker tot lang nadat het licht uit is.

## Eenvoudige regels

- De smartphone een uur voor het slapengaan wegleggen en buiten de slaapkamer laten.
- ’s Avonds de nachtmodus aanzetten en de helderheid verlagen.
- De meldingen ’s nachts uitschakelen.
- De laatste aflevering vervangen door een papieren boek.

## En bij kinderen en jongeren?

Op die leeftijd is de slaapbehoefte groter, en een scherm in de slaapkamer gaat samen met kortere nachten. Spreek als gezin regels af
en pas ze ook toe op de volwassenen: zo worden ze beter nageleefd.
`,
      },
      de: {
        slug: 'bildschirme-und-schlaf',
        title: 'Bildschirme und Schlaf: die richtige Balance',
        summary:
          'Smartphone, Tablet, Serien: Bildschirme füllen unsere Abende. Wie sie das Einschlafen beeinflussen und wie man die Kontrolle behält.',
        body: `
Bildschirme wirken auf zwei Arten auf den Schlaf. Ihr Licht mit einem hohen Blauanteil verzögert die Ausschüttung von Melatonin; ihre Inhalte,
die Nachrichten, die Spiele oder die Videos, halten das Gehirn noch lange nach dem Ausschalten wach.

## Einfache Regeln

- Das Smartphone eine Stunde vor dem Schlafengehen weglegen und nicht mit ins Schlafzimmer nehmen.
- Am Abend den Nachtmodus einschalten und die Helligkeit verringern.
- Die Benachrichtigungen in der Nacht ausschalten.
- Die letzte Folge durch ein gedrucktes Buch ersetzen.

## Und bei Kindern und Jugendlichen?

In diesem Alter ist der Schlafbedarf größer, und Bildschirme im Kinderzimmer gehen mit kürzeren Nächten einher. Regeln, die die Familie gemeinsam
festlegt und die auch für die Erwachsenen gelten, werden besser eingehalten.
`,
      },
      es: {
        slug: 'pantallas-y-sueno',
        title: 'Pantallas y sueño: encontrar el equilibrio',
        summary:
          'Móvil, tableta, series: las pantallas ocupan nuestras noches. Cómo influyen en el momento de dormirse y cómo mantener el control.',
        body: `
Las pantallas actúan sobre el sueño de dos maneras. Su luz, rica en azul, retrasa la secreción de melatonina; sus contenidos, los mensajes,
los juegos o los vídeos, mantienen el cerebro despierto mucho después de apagar.

## Unas reglas sencillas

- Dejar el móvil una hora antes de acostarse y fuera del dormitorio.
- Activar el modo nocturno y bajar el brillo por la noche.
- Silenciar las notificaciones durante la noche.
- Sustituir el último episodio por la lectura de un libro en papel.

## ¿Y en los niños y adolescentes?

A estas edades se necesita dormir más, y las pantallas en el dormitorio se asocian con noches más cortas. Fijar reglas en familia
y aplicarlas también a los adultos ayuda a que se respeten.
`,
      },
      it: {
        slug: 'schermi-e-sonno',
        title: 'Schermi e sonno: trovare il giusto equilibrio',
        summary:
          'Smartphone, tablet, serie: gli schermi occupano le nostre serate. Come influiscono sull’addormentamento e come mantenere il controllo.',
        body: `
Gli schermi agiscono sul sonno in due modi. La loro luce, ricca di blu, ritarda la secrezione della melatonina; i contenuti, i messaggi,
i giochi o i video, tengono sveglio il cervello molto dopo lo spegnimento.

## Regole semplici

- Mettere via lo smartphone un’ora prima di coricarsi e lasciarlo fuori dalla camera.
- Attivare la modalità notte e ridurre la luminosità la sera.
- Disattivare le notifiche durante la notte.
- Sostituire l’ultimo episodio con la lettura di un libro di carta.

## E per bambini e ragazzi?

A queste età il bisogno di sonno è maggiore, e gli schermi in camera sono associati a notti più brevi. Stabilire regole in famiglia
e applicarle anche agli adulti aiuta a farle rispettare: l’esempio dei genitori conta.
`,
      },
    },
  ),

  page(
    {
      id: 18,
      type: 'advice',
      themeId: 3,
      needIds: [4, 3, 17, 19],
      productIds: [24, 46],
      publishedAt: '2025-11-04',
      order: 6,
    },
    {
      fr: {
        slug: 'plantes-et-detente',
        title: 'Les plantes de la détente',
        summary:
          'Mélisse, passiflore, valériane, camomille\u00a0: ces plantes accompagnent depuis longtemps les moments de tension. Ce qu’il faut savoir avant de les utiliser.',
        body: `
Les plantes occupent une place importante dans les traditions de bien-être en Europe. Plusieurs d’entre elles sont utilisées depuis des générations
pour favoriser la détente et préparer au sommeil, en tisane ou sous forme d’extraits.

## Les plus connues

- La mélisse, au parfum citronné, traditionnellement utilisée pour la relaxation.
- La passiflore, associée à la détente en fin de journée.
- La valériane, à l’odeur marquée, utilisée pour le sommeil.
- La camomille, en infusion après le dîner.

## Bien les utiliser

Naturel ne veut pas dire sans effet\u00a0: certaines plantes interagissent avec des médicaments ou sont déconseillées pendant la grossesse.
La qualité de l’extrait, la partie de la plante utilisée et la dose comptent. Votre pharmacien pourra vous orienter et vérifier
la compatibilité avec vos traitements.
`,
      },
      nl: {
        slug: 'planten-voor-ontspanning',
        title: 'Planten voor ontspanning',
        summary:
          'Citroenmelisse, passiebloem, valeriaan en kamille begeleiden al lang momenten van spanning. Dit moet u weten voordat u ze gebruikt.',
        body: `
Planten hebben een belangrijke plaats in de Europese tradities van welzijn. Een aantal ervan wordt al generaties lang gebruikt om te ontspannen
en de nachtrust voor te bereiden, als thee of als extract.

## De bekendste

- Citroenmelisse, met een frisse citroengeur, van oudsher gebruikt voor ontspanning.
- De passiebloem, die men verbindt met ontspanning op het einde van de dag.
- Valeriaan, met een uitgesproken geur, gebruikt voor de nachtrust.
- Kamille, als kruidenthee na het avondeten.

## Ze goed gebruiken

Natuurlijk betekent niet zonder effect: sommige planten hebben een wisselwerking met geneesmiddelen of zijn af te raden tijdens de zwangerschap.
De kwaliteit van het extract, het gebruikte deel van de plant en de dosis zijn belangrijk. Uw apotheker kan u raad geven en nagaan of het
samengaat met uw behandeling.
`,
      },
      de: {
        slug: 'pflanzen-zur-entspannung',
        title: 'Pflanzen zur Entspannung',
        summary:
          'Melisse, Passionsblume, Baldrian und Kamille begleiten seit langem Momente der Anspannung. Was man wissen sollte, bevor man sie verwendet.',
        body: `
Pflanzen haben in den Traditionen des Wohlbefindens in Europa einen festen Platz. Mehrere von ihnen werden seit Generationen verwendet, um zu entspannen
und die Nachtruhe vorzubereiten, als Tee oder als Extrakt.

## Die bekanntesten

- Die Melisse mit ihrem zitronigen Duft, traditionell zur Entspannung verwendet.
- Die Passionsblume, die mit der Ruhe am Ende des Tages verbunden wird.
- Der Baldrian mit seinem kräftigen Geruch, verwendet für die Nachtruhe.
- Die Kamille, als Aufguss nach dem Abendessen.

## Richtig anwenden

Natürlich heißt nicht wirkungslos: Manche Pflanzen haben Wechselwirkungen mit Arzneimitteln oder sind in der Schwangerschaft nicht geeignet.
Die Qualität des Extrakts, der verwendete Pflanzenteil und die Dosis sind wichtig. In der Apotheke berät man Sie und prüft, ob sich die Pflanze
mit Ihren Arzneimitteln verträgt.
`,
      },
      es: {
        slug: 'plantas-para-relajarse',
        title: 'Las plantas de la relajación',
        summary:
          'Melisa, pasiflora, valeriana y manzanilla acompañan desde hace mucho los momentos de tensión. Lo que conviene saber antes de utilizarlas.',
        body: `
Las plantas ocupan un lugar importante en las tradiciones de bienestar de Europa. Varias de ellas se utilizan desde hace generaciones para favorecer
la relajación y preparar el descanso, en infusión o en forma de extractos.

## Las más conocidas

- La melisa, con su aroma a limón, utilizada tradicionalmente para la relajación.
- La pasiflora, asociada a la calma al final del día.
- La valeriana, de olor intenso, utilizada para el descanso nocturno.
- La manzanilla, en infusión después de la cena.

## Usarlas bien

Natural no quiere decir sin efecto: algunas plantas interactúan con los medicamentos o no se recomiendan durante el embarazo.
La calidad del extracto, la parte de la planta utilizada y la dosis cuentan. Su farmacéutico le orientará y comprobará
la compatibilidad con los tratamientos que sigue.
`,
      },
      it: {
        slug: 'piante-per-il-relax',
        title: 'Le piante del relax',
        summary:
          'Melissa, passiflora, valeriana e camomilla accompagnano da tempo i momenti di tensione. Che cosa sapere prima di utilizzarle.',
        body: `
Le piante occupano un posto importante nelle tradizioni del benessere in Europa. Molte di esse sono usate da generazioni per favorire il rilassamento
e preparare il riposo, in tisana o sotto forma di estratti.

## Le più conosciute

- La melissa, dal profumo di limone, usata per tradizione per il rilassamento.
- La passiflora, legata alla calma di fine giornata.
- La valeriana, dall’odore intenso, usata per il riposo notturno.
- La camomilla, in infuso dopo cena.

## Usarle nel modo giusto

Naturale non vuol dire senza effetti: alcune piante interagiscono con i farmaci o sono sconsigliate in gravidanza.
La qualità dell’estratto, la parte della pianta utilizzata e la dose contano. Il farmacista saprà consigliarLa e verificare
la compatibilità con le Sue terapie e con il resto della Sua alimentazione.
`,
      },
    },
  ),
]);
