// About pages (ids 35–38): history and research (theme 7), commitments and quality charter (theme 8).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const ABOUT_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 35, type: 'about', themeId: 7, publishedAt: '2024-06-03', order: 1 },
    {
      fr: {
        slug: 'histoire-du-laboratoire',
        title: 'Trente ans d’histoire',
        summary:
          'Des travaux sur le microbiote menés dès 1991 à la création des Laboratoires Vitrine en 1996, puis à une présence dans cinq pays\u00a0: notre parcours.',
        body: `
Tout commence en 1991, dans un laboratoire universitaire où deux chercheurs étudient les bactéries de l’intestin. À l’époque, le mot microbiote
est encore peu connu, mais leurs travaux les convainquent que cet écosystème joue un rôle important dans l’équilibre de l’organisme.

## Les grandes étapes

- 1991\u00a0: premiers travaux des fondateurs sur les souches bactériennes intestinales.
- 1996\u00a0: création des Laboratoires Vitrine et lancement des premières formules de probiotiques.
- Années 2000\u00a0: élargissement à la micronutrition et aux extraits de plantes.
- Années 2010\u00a0: ouverture vers la Suisse, l’Allemagne, l’Espagne et l’Italie.
- Aujourd’hui\u00a0: six marques et un réseau de pharmacies formées dans cinq pays.

## Une entreprise indépendante

Trente ans après sa création, le laboratoire reste indépendant. Cette liberté nous permet de choisir nos priorités de recherche
et de prendre le temps nécessaire pour développer chaque produit.
`,
      },
      nl: {
        slug: 'geschiedenis-van-het-laboratorium',
        title: 'Dertig jaar geschiedenis',
        summary:
          'Van het onderzoek naar het microbioom vanaf 1991 tot de oprichting van Laboratoires Vitrine in 1996 en een aanwezigheid in vijf landen: ons traject.',
        body: `
Alles begint in 1991, in een universitair laboratorium waar twee onderzoekers de bacteriën van de darm bestuderen. Het woord microbioom
is dan nog weinig bekend, maar hun werk overtuigt hen dat dit ecosysteem een belangrijke rol speelt in het evenwicht van het lichaam.

## De belangrijkste stappen

- 1991: het eerste werk van de oprichters over de darmbacteriën.
- 1996: de oprichting van Laboratoires Vitrine en de eerste formules met probiotica.
- De jaren 2000: een uitbreiding naar de micronutritie en de plantenextracten.
- De jaren 2010: de start in Zwitserland, Duitsland, Spanje en Italië.
- Vandaag: zes merken en een netwerk van opgeleide apotheken in vijf landen.

## Een onafhankelijk bedrijf

Dertig jaar na de oprichting is het laboratorium nog altijd onafhankelijk. Die vrijheid laat ons toe om onze eigen onderzoeksprioriteiten te kiezen
en de tijd te nemen die elk product nodig heeft.
`,
      },
      de: {
        slug: 'geschichte-des-labors',
        title: 'Dreißig Jahre Geschichte',
        summary:
          'Von der Forschung am Mikrobiom ab 1991 über die Gründung von Vitrine im Jahr 1996 bis zur Präsenz in fünf Ländern: unser Weg.',
        body: `
Alles beginnt 1991 in einem Hochschullabor, in dem zwei Forschende die Bakterien des Darms untersuchen. Das Wort Mikrobiom ist damals
noch wenig bekannt, doch ihre Arbeit überzeugt sie davon, dass dieses Ökosystem eine wichtige Rolle für das Gleichgewicht des Körpers spielt.

## Die wichtigsten Etappen

- 1991: die ersten Arbeiten der Gründer über die Bakterienstämme des Darms.
- 1996: die Gründung von Vitrine und die ersten probiotischen Rezepturen.
- Die 2000er-Jahre: die Erweiterung auf die Mikronährstoffe und die Pflanzenextrakte.
- Die 2010er-Jahre: der Schritt in die Schweiz, nach Deutschland, Spanien und Italien.
- Heute: sechs Marken und ein Netz geschulter Apotheken in fünf Ländern.

## Ein unabhängiges Unternehmen

Dreißig Jahre nach der Gründung ist das Labor unabhängig geblieben. Diese Freiheit erlaubt es uns, die Schwerpunkte der Forschung selbst zu wählen
und uns die Zeit zu nehmen, die jedes Produkt braucht.
`,
      },
      es: {
        slug: 'historia-del-laboratorio',
        title: 'Treinta años de historia',
        summary:
          'De las investigaciones sobre la microbiota iniciadas en 1991 a la creación de Vitrine en 1996 y a la presencia en cinco países: nuestro recorrido.',
        body: `
Todo empieza en 1991, en un laboratorio universitario donde dos investigadores estudian las bacterias del intestino. En aquella época la palabra microbiota
era poco conocida, pero su trabajo los convence de que este ecosistema desempeña un papel importante en el equilibrio del organismo.

## Las grandes etapas

- 1991: los primeros trabajos de los fundadores sobre las cepas bacterianas intestinales.
- 1996: la creación de Vitrine y el lanzamiento de las primeras fórmulas de probióticos.
- Los años 2000: la ampliación a la micronutrición y a los extractos de plantas.
- Los años 2010: la llegada a Suiza, Alemania, España e Italia.
- Hoy: seis marcas y una red de farmacias formadas en cinco países.

## Una empresa independiente

Treinta años después de su creación, el laboratorio sigue siendo independiente. Esa libertad nos permite elegir nuestras prioridades de investigación
y dedicar a cada producto el tiempo que necesita.
`,
      },
      it: {
        slug: 'storia-del-laboratorio',
        title: 'Trent’anni di storia',
        summary:
          'Dalle ricerche sul microbiota avviate nel 1991 alla nascita di Vitrine nel 1996, fino alla presenza in cinque paesi: il nostro percorso.',
        body: `
Tutto comincia nel 1991, in un laboratorio universitario dove due ricercatori studiano i batteri dell’intestino. All’epoca la parola microbiota
è ancora poco conosciuta, ma il loro lavoro li convince che questo ecosistema ha un ruolo importante nell’equilibrio dell’organismo.

## Le tappe principali

- 1991: i primi lavori dei fondatori sui ceppi batterici intestinali.
- 1996: la nascita di Vitrine e il lancio delle prime formule di probiotici.
- Gli anni Duemila: l’apertura alla micronutrizione e agli estratti vegetali.
- Gli anni Dieci: l’arrivo in Svizzera, Germania, Spagna e Italia.
- Oggi: sei marchi e una rete di farmacie formate in cinque paesi.

## Un’azienda indipendente

Trent’anni dopo la nascita, il laboratorio è ancora indipendente. Questa libertà ci permette di scegliere le priorità della ricerca
e di dedicare a ogni prodotto il tempo necessario.
`,
      },
    },
  ),

  page(
    { id: 36, type: 'about', themeId: 7, publishedAt: '2024-06-03', order: 2 },
    {
      fr: {
        slug: 'la-recherche-au-coeur-du-laboratoire',
        title: 'La recherche au cœur du laboratoire',
        summary:
          'Une équipe scientifique interne, des partenaires universitaires et une collection de souches entretenue depuis plus de trente ans.',
        body: `
La recherche est à l’origine du laboratoire et elle reste au centre de son organisation. Notre équipe scientifique réunit des microbiologistes,
des pharmaciens, des nutritionnistes et des spécialistes de la réglementation.

## Notre organisation

- Une équipe de développement qui conçoit et teste les nouvelles formules.
- Des partenariats avec des universités et des hôpitaux pour les études.
- Un service réglementaire qui vérifie chaque allégation avant sa publication.

## Partager les connaissances

Nous organisons chaque année des formations pour les pharmaciens et les médecins, et nous publions des synthèses des travaux récents
sur le microbiote, en veillant à distinguer ce qui est établi de ce qui reste à démontrer.
`,
      },
      nl: {
        slug: 'onderzoek-als-hart-van-het-laboratorium',
        title: 'Onderzoek als hart van het laboratorium',
        summary:
          'Een eigen wetenschappelijk team, universitaire partners en een collectie stammen die al meer dan dertig jaar onderhouden wordt.',
        body: `
Het onderzoek ligt aan de basis van het laboratorium en staat nog altijd centraal in de organisatie. Ons wetenschappelijk team brengt microbiologen,
apothekers, voedingsdeskundigen en specialisten in regelgeving samen.

## Onze organisatie

- Een ontwikkelingsteam dat de nieuwe formules ontwerpt en test.
- Partnerschappen met universiteiten en ziekenhuizen voor de studies.
- Een dienst regelgeving die elke claim controleert voor de publicatie.

## Kennis delen

Elk jaar organiseren we opleidingen voor apothekers en artsen, en we publiceren overzichten van het recente onderzoek naar het microbioom,
waarbij we het onderscheid maken tussen wat vaststaat en wat nog bewezen moet worden.
`,
      },
      de: {
        slug: 'forschung-als-herz-des-labors',
        title: 'Die Forschung als Herz des Labors',
        summary:
          'Ein eigenes wissenschaftliches Team, Partner an Hochschulen und eine Stammsammlung, die seit mehr als dreißig Jahren gepflegt wird.',
        body: `
Die Forschung steht am Anfang des Labors und bleibt der Mittelpunkt der Organisation. Unser wissenschaftliches Team vereint Fachleute der Mikrobiologie,
der Pharmazie, der Ernährungswissenschaft und des Lebensmittelrechts.

## Unsere Organisation

- Ein Entwicklungsteam, das die neuen Rezepturen entwirft und prüft.
- Partnerschaften mit Universitäten und Kliniken für die Studien.
- Eine Abteilung für Regulatorik, die jede Angabe vor der Veröffentlichung prüft.

## Wissen teilen

Jedes Jahr organisieren wir Schulungen für die Apotheken und die Ärzteschaft, und wir veröffentlichen Zusammenfassungen der neuen Arbeiten
über das Mikrobiom, wobei wir das Gesicherte von dem trennen, was noch zu zeigen ist.
`,
      },
      es: {
        slug: 'la-investigacion-en-el-centro',
        title: 'La investigación en el centro del laboratorio',
        summary:
          'Un equipo científico propio, socios universitarios y una colección de cepas cuidada desde hace más de treinta años.',
        body: `
La investigación está en el origen del laboratorio y sigue en el centro de su organización. Nuestro equipo científico reúne a microbiólogos,
farmacéuticos, nutricionistas y especialistas en normativa.

## Nuestra organización

- Un equipo de desarrollo que diseña y prueba las nuevas fórmulas.
- Colaboraciones con universidades y hospitales para los estudios.
- Un departamento de normativa que revisa cada declaración antes de publicarla.

## Compartir el conocimiento

Cada año organizamos formaciones para los farmacéuticos y los médicos, y publicamos resúmenes de los trabajos recientes sobre la microbiota,
con cuidado de distinguir lo que está demostrado de lo que aún no lo está.
`,
      },
      it: {
        slug: 'la-ricerca-al-centro-del-laboratorio',
        title: 'La ricerca al centro del laboratorio',
        summary:
          'Un gruppo scientifico interno, partner universitari e una collezione di ceppi curata da più di trent’anni.',
        body: `
La ricerca è all’origine del laboratorio e resta al centro della sua organizzazione. Il nostro gruppo scientifico riunisce microbiologi,
farmacisti, nutrizionisti ed esperti della normativa.

## La nostra organizzazione

- Un gruppo di sviluppo che progetta e mette alla prova le nuove formule.
- Collaborazioni con università e ospedali per gli studi.
- Un ufficio regolatorio che verifica ogni indicazione prima della pubblicazione.

## Condividere le conoscenze

Ogni anno organizziamo corsi per i farmacisti e per i medici e pubblichiamo sintesi dei lavori recenti sul microbiota,
con la cura di distinguere ciò che è dimostrato da ciò che resta da dimostrare.
`,
      },
    },
  ),

  page(
    { id: 37, type: 'about', themeId: 8, publishedAt: '2024-06-03', order: 3 },
    {
      fr: {
        slug: 'engagements-du-laboratoire',
        title: 'Nos engagements',
        summary:
          'Former les pharmaciens, informer avec prudence, réduire notre empreinte\u00a0: les engagements que nous prenons et la façon dont nous les suivons.',
        body: `
Un laboratoire de santé a des responsabilités envers les personnes qui utilisent ses produits, envers les professionnels qui les conseillent
et envers l’environnement. Nous avons traduit ces responsabilités en engagements concrets.

## Former et informer

Plus de 700 pharmacies en Belgique et au Luxembourg, et plus de 200 dans nos autres pays, ont suivi nos formations sur le microbiote et la micronutrition.
Nos textes destinés au public respectent les allégations autorisées et rappellent qu’un complément ne remplace pas une alimentation variée.

## Réduire notre empreinte

- Des emballages recyclables pour la majorité de nos références.
- Des notices imprimées sur papier certifié.
- Des transports regroupés vers les grossistes et les pharmacies.

## Rendre des comptes

Nous publions chaque année un bilan de ces engagements, avec les progrès réalisés et les points qui restent à améliorer.
`,
      },
      nl: {
        slug: 'engagementen-van-het-laboratorium',
        title: 'Onze engagementen',
        summary:
          'Apothekers opleiden, voorzichtig informeren en onze voetafdruk verkleinen: de engagementen die we aangaan en hoe we ze opvolgen.',
        body: `
Een gezondheidslaboratorium heeft verantwoordelijkheden tegenover de mensen die de producten gebruiken, tegenover de zorgverleners die ze aanraden
en tegenover het milieu. We hebben die verantwoordelijkheden vertaald in concrete engagementen.

## Opleiden en informeren

Meer dan 700 apotheken in België en Luxemburg, en meer dan 200 in onze andere landen, volgden onze opleidingen over het microbioom en de micronutritie.
Onze teksten voor het publiek houden zich aan de toegelaten claims en herinneren eraan dat een supplement een gevarieerde voeding niet vervangt.

## Onze voetafdruk verkleinen

- Recycleerbare verpakkingen voor het merendeel van onze producten.
- Bijsluiters op gecertificeerd papier.
- Gebundeld transport naar de groothandels en de apotheken.

## Verantwoording afleggen

Elk jaar publiceren we een verslag over deze engagementen, met de geboekte vooruitgang en de punten die nog beter kunnen.
`,
      },
      de: {
        slug: 'verpflichtungen-des-labors',
        title: 'Unser Engagement',
        summary:
          'Apotheken schulen, mit Vorsicht informieren, unseren Fußabdruck verringern: die Verpflichtungen, die wir eingehen, und wie wir sie verfolgen.',
        body: `
Ein Gesundheitslabor trägt Verantwortung gegenüber den Menschen, die seine Produkte verwenden, gegenüber den Fachleuten, die dazu beraten,
und gegenüber der Umwelt. Wir haben diese Verantwortung in konkrete Verpflichtungen übersetzt.

## Schulen und informieren

Mehr als 700 Apotheken in Belgien und Luxemburg und mehr als 200 in unseren anderen Ländern haben an unseren Schulungen über das Mikrobiom und die Mikronährstoffe
teilgenommen. Unsere Texte für die Öffentlichkeit halten sich an die zugelassenen Angaben und erinnern daran, dass ein Nahrungsergänzungsmittel
keine abwechslungsreiche Ernährung ersetzt.

## Den Fußabdruck verringern

- Recycelbare Verpackungen für die Mehrheit unserer Produkte.
- Beipackzettel auf zertifiziertem Papier.
- Gebündelte Transporte zu den Großhändlern und den Apotheken.

## Rechenschaft ablegen

Wir veröffentlichen jedes Jahr eine Bilanz dieser Verpflichtungen, mit den erzielten Fortschritten und den Punkten, die noch besser werden müssen.
`,
      },
      es: {
        slug: 'compromisos-del-laboratorio',
        title: 'Nuestros compromisos',
        summary:
          'Formar a los farmacéuticos, informar con prudencia y reducir nuestra huella: los compromisos que asumimos y cómo los seguimos.',
        body: `
Un laboratorio de salud tiene responsabilidades con las personas que utilizan sus productos, con los profesionales que los recomiendan
y con el medio ambiente. Hemos traducido esas responsabilidades en compromisos concretos.

## Formar e informar

Más de 700 farmacias en Bélgica y Luxemburgo, y más de 200 en los demás países, han seguido nuestras formaciones sobre la microbiota y la micronutrición.
Nuestros textos para el público respetan las declaraciones autorizadas y recuerdan que un complemento no sustituye una alimentación variada.

## Reducir nuestra huella

- Envases reciclables para la mayoría de nuestras referencias.
- Prospectos impresos en papel certificado.
- Transportes agrupados hacia los mayoristas y las farmacias.

## Rendir cuentas

Cada año publicamos un balance de estos compromisos, con los avances logrados y los puntos que aún hay que mejorar.
`,
      },
      it: {
        slug: 'impegni-del-laboratorio',
        title: 'I nostri impegni',
        summary:
          'Formare i farmacisti, informare con prudenza e ridurre la nostra impronta: gli impegni che prendiamo e il modo in cui li seguiamo.',
        body: `
Un laboratorio della salute ha responsabilità verso le persone che usano i suoi prodotti, verso i professionisti che li consigliano
e verso l’ambiente. Abbiamo tradotto queste responsabilità in impegni concreti.

## Formare e informare

Più di 700 farmacie in Belgio e in Lussemburgo, e più di 200 negli altri paesi, hanno seguito i nostri corsi sul microbiota e sulla micronutrizione.
I nostri testi per il pubblico rispettano le indicazioni autorizzate e ricordano che un integratore non sostituisce un’alimentazione varia.

## Ridurre la nostra impronta

- Confezioni riciclabili per la maggior parte dei nostri prodotti.
- Foglietti illustrativi stampati su carta certificata.
- Trasporti raggruppati verso i grossisti e le farmacie.

## Rendere conto

Ogni anno pubblichiamo un bilancio di questi impegni, con i progressi realizzati e i punti della nostra attività ancora da migliorare.
`,
      },
    },
  ),

  page(
    { id: 38, type: 'about', themeId: 8, publishedAt: '2024-06-03', order: 4 },
    {
      fr: {
        slug: 'charte-qualite',
        title: 'Notre charte qualité',
        summary: 'Les règles que nous appliquons à chaque produit, de sa conception à sa distribution en pharmacie.',
        body: `
Notre charte qualité rassemble les règles que chaque équipe du laboratoire s’engage à respecter. Elle s’applique à toutes nos marques
et à tous les pays où nos produits sont distribués.

## Les dix règles de la charte

- Des ingrédients dont l’origine et la qualité sont documentées.
- Des doses justifiées par la littérature scientifique.
- Aucune allégation en dehors de celles que la réglementation autorise.
- Des étiquettes lisibles, qui indiquent les allergènes et les précautions.
- Des teneurs garanties jusqu’à la date de durabilité minimale.
- Des fabricants audités régulièrement.
- Des analyses sur chaque lot avant sa libération.
- Une traçabilité complète, du fournisseur à la pharmacie.
- Un suivi attentif des signalements des consommateurs et des professionnels.
- Une révision de la charte tous les deux ans.

La charte est tenue à la disposition des professionnels de santé qui en font la demande auprès de notre service client.
`,
      },
      nl: {
        slug: 'kwaliteitscharter',
        title: 'Ons kwaliteitscharter',
        summary: 'De regels die we toepassen op elk product, van het ontwerp tot de verdeling in de apotheek.',
        body: `
Ons kwaliteitscharter bundelt de regels die elk team van het laboratorium belooft na te leven. Het geldt voor al onze merken
en voor alle landen waar onze producten verdeeld worden.

## De tien regels van het charter

- Ingrediënten met een gedocumenteerde herkomst en kwaliteit.
- Een dosis die door de wetenschappelijke literatuur onderbouwd is.
- Geen claims buiten de claims die de regelgeving toelaat.
- Een leesbaar etiket, met de allergenen en de voorzorgen.
- Een gehalte dat gegarandeerd is tot de houdbaarheidsdatum.
- Fabrikanten die regelmatig geauditeerd worden.
- Een analyse van elke partij voor de vrijgave.
- Een volledige traceerbaarheid, van de leverancier tot de apotheek.
- Een zorgvuldige opvolging van de meldingen van consumenten en zorgverleners.
- Een herziening van het charter om de twee jaar.

Zorgverleners die het charter willen inkijken, kunnen het aanvragen bij onze klantendienst.
`,
      },
      de: {
        slug: 'qualitatscharta',
        title: 'Unsere Qualitätscharta',
        summary:
          'Die Regeln, die wir bei jedem Produkt anwenden, von der Entwicklung bis zum Vertrieb in der Apotheke.',
        body: `
Unsere Qualitätscharta fasst die Regeln zusammen, die jedes Team des Labors einzuhalten verspricht. Sie gilt für alle unsere Marken
und für alle Länder, in denen die Produkte vertrieben werden.

## Die zehn Regeln der Charta

- Zutaten, deren Herkunft und Qualität dokumentiert sind.
- Dosierungen, die durch die wissenschaftliche Literatur begründet sind.
- Keine Angaben außer denen, die das Recht zulässt.
- Lesbare Etiketten mit den Allergenen und den Hinweisen.
- Gehalte, die bis zum Mindesthaltbarkeitsdatum garantiert sind.
- Hersteller, die regelmäßig geprüft werden.
- Analysen jeder Charge vor der Freigabe.
- Eine vollständige Rückverfolgbarkeit vom Lieferanten bis zur Apotheke.
- Eine sorgfältige Auswertung der Meldungen von Verbrauchern und Fachleuten.
- Eine Überarbeitung der Charta alle zwei Jahre.

Fachleute im Gesundheitswesen können die Charta bei unserem Kundenservice anfordern, der sie mit den zugehörigen Unterlagen zusendet.
`,
      },
      es: {
        slug: 'carta-de-calidad',
        title: 'Nuestra carta de calidad',
        summary: 'Las reglas que aplicamos a cada producto, desde su diseño hasta su distribución en la farmacia.',
        body: `
Nuestra carta de calidad reúne las reglas que cada equipo del laboratorio se compromete a respetar. Se aplica a todas nuestras marcas
y a todos los países donde se distribuyen los productos.

## Las diez reglas de la carta

- Ingredientes con un origen y una calidad documentados.
- Dosis justificadas por la literatura científica.
- Ninguna declaración fuera de las que autoriza la normativa.
- Etiquetas legibles, con los alérgenos y las precauciones.
- Contenidos garantizados hasta la fecha de consumo preferente.
- Fabricantes auditados con regularidad.
- Análisis de cada lote antes de su liberación.
- Una trazabilidad completa, desde el proveedor hasta la farmacia.
- Un seguimiento atento de las comunicaciones de los consumidores y los profesionales.
- Una revisión de la carta cada dos años.

Los profesionales de la salud pueden solicitar la carta a nuestro servicio de atención al cliente, que la envía con los documentos del producto.
`,
      },
      it: {
        slug: 'carta-della-qualita',
        title: 'La nostra carta della qualità',
        summary: 'Le regole che applichiamo a ogni prodotto, dalla progettazione alla distribuzione in farmacia.',
        body: `
La nostra carta della qualità riunisce le regole che ogni gruppo del laboratorio si impegna a rispettare. Vale per tutti i nostri marchi
e per tutti i paesi in cui i prodotti sono distribuiti.

## Le dieci regole della carta

- Ingredienti con un’origine e una qualità documentate.
- Dosi giustificate dalla letteratura scientifica.
- Nessuna indicazione al di fuori di quelle autorizzate dalla normativa.
- Etichette leggibili, con gli allergeni e le avvertenze.
- Contenuti garantiti fino al termine minimo di conservazione.
- Produttori verificati con regolarità.
- Analisi di ogni lotto prima del rilascio.
- Una tracciabilità completa, dal fornitore alla farmacia.
- Un monitoraggio attento delle segnalazioni dei consumatori e dei professionisti.
- Una revisione della carta ogni due anni.

I professionisti della salute possono richiedere la carta al nostro servizio clienti, che la invia con la documentazione del prodotto.
`,
      },
    },
  ),
]);
