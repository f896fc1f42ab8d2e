// News items (ids 39–44), all dated 2026. Shown by the catch-all CMS route.
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const NEWS_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 39, type: 'news', publishedAt: '2026-01-15', order: 1 },
    {
      fr: {
        slug: 'trente-ans-du-laboratoire',
        title: 'Le laboratoire fête ses trente ans',
        summary:
          'Créés en 1996, les Laboratoires Vitrine célèbrent trois décennies consacrées au microbiote, à la micronutrition et aux plantes.',
        body: `
En 2026, les Laboratoires Vitrine ont trente ans. Trente années au cours desquelles une petite équipe issue de la recherche universitaire
est devenue un laboratoire présent dans cinq pays, tout en restant fidèle à son premier sujet d’étude\u00a0: le microbiote.

## Une année de rencontres

Tout au long de l’année, nous proposerons des conférences pour les professionnels de santé, des portes ouvertes sur notre site de recherche
et une série d’articles qui retracent les grandes avancées des connaissances sur le microbiote depuis les années 1990.

Merci aux pharmaciens, aux médecins et à toutes les personnes qui nous font confiance depuis le début.
`,
      },
      nl: {
        slug: 'dertig-jaar-laboratorium',
        title: 'Het laboratorium viert zijn dertigste verjaardag',
        summary:
          'Laboratoires Vitrine, opgericht in 1996, viert drie decennia van werk rond het microbioom, de micronutritie en de planten.',
        body: `
In 2026 bestaat Laboratoires Vitrine dertig jaar. Dertig jaar waarin een klein team uit het universitaire onderzoek uitgroeide tot een laboratorium
in vijf landen, dat trouw bleef aan het eerste onderwerp van onderzoek: het microbioom.

## Een jaar van ontmoetingen

Het hele jaar door organiseren we lezingen voor zorgverleners, opendeurdagen op onze onderzoekssite en een reeks artikels over de belangrijkste
stappen in de kennis van het microbioom sinds de jaren 1990.

Dank aan de apothekers, de artsen en iedereen die ons al van bij het begin vertrouwt.
`,
      },
      de: {
        slug: 'dreissig-jahre-labor',
        title: 'Das Labor feiert seinen dreißigsten Geburtstag',
        summary:
          'Vitrine wurde 1996 gegründet und feiert drei Jahrzehnte, die dem Mikrobiom, den Mikronährstoffen und den Pflanzen gewidmet sind.',
        body: `
Im Jahr 2026 wird Vitrine dreißig Jahre alt. Dreißig Jahre, in denen aus einem kleinen Team der Hochschulforschung ein Labor in fünf Ländern wurde,
das seinem ersten Forschungsthema treu geblieben ist: dem Mikrobiom.

## Ein Jahr der Begegnungen

Das ganze Jahr über bieten wir Vorträge für die Fachleute im Gesundheitswesen, Tage der offenen Tür an unserem Forschungsstandort
und eine Reihe von Artikeln über die großen Fortschritte des Wissens über das Mikrobiom seit den 1990er-Jahren.

Danke an die Apotheken, die Ärztinnen und Ärzte und an alle, die uns seit dem Anfang ihr Vertrauen schenken.
`,
      },
      es: {
        slug: 'treinta-anos-del-laboratorio',
        title: 'El laboratorio cumple treinta años',
        summary:
          'Creado en 1996, Vitrine celebra tres décadas dedicadas a la microbiota, a la micronutrición y a las plantas.',
        body: `
En 2026 Vitrine cumple treinta años. Treinta años en los que un pequeño equipo salido de la investigación universitaria se ha convertido
en un laboratorio presente en cinco países, fiel a su primer objeto de estudio: la microbiota.

## Un año de encuentros

A lo largo del año ofreceremos conferencias para los profesionales de la salud, jornadas de puertas abiertas en nuestro centro de investigación
y una serie de artículos sobre los grandes avances del conocimiento de la microbiota desde los años noventa.

Gracias a los farmacéuticos, a los médicos y a todas las personas que confían en nosotros desde el principio.
`,
      },
      it: {
        slug: 'trent-anni-del-laboratorio',
        title: 'Il laboratorio compie trent’anni',
        summary:
          'Nato nel 1996, Vitrine festeggia tre decenni dedicati al microbiota, alla micronutrizione e alle piante.',
        body: `
Nel 2026 Vitrine compie trent’anni. Trent’anni in cui un piccolo gruppo nato dalla ricerca universitaria è diventato un laboratorio
presente in cinque paesi, rimanendo fedele al suo primo oggetto di studio: il microbiota.

## Un anno di incontri

Durante tutto l’anno proporremo conferenze per i professionisti della salute, giornate a porte aperte nel nostro centro di ricerca
e una serie di articoli sui grandi progressi della conoscenza del microbiota dagli anni Novanta a oggi.

Grazie ai farmacisti, ai medici e a tutte le persone che ci danno fiducia fin dall’inizio.
`,
      },
    },
  ),

  page(
    { id: 40, type: 'news', publishedAt: '2026-02-10', order: 2 },
    {
      fr: {
        slug: 'formations-pharmaciens-2026',
        title: 'Formations 2026 pour les pharmaciens',
        summary:
          'Le nouveau programme de formation destiné aux équipes officinales est disponible\u00a0: microbiote, micronutrition et conseil au comptoir.',
        body: `
Chaque année, des centaines de pharmaciens et de préparateurs suivent nos formations. Le programme 2026 s’enrichit de modules courts,
accessibles en ligne, et de journées en présentiel dans plusieurs villes.

## Au programme

- Le microbiote intestinal\u00a0: les connaissances actuelles et leurs limites.
- Les besoins en micronutriments selon les âges de la vie.
- Le conseil au comptoir face aux troubles digestifs fréquents.

Les inscriptions se font depuis l’espace professionnel. Les formations sont gratuites pour les équipes officinales.
`,
      },
      nl: {
        slug: 'opleidingen-apothekers-2026',
        title: 'Opleidingen 2026 voor apothekers',
        summary:
          'Het nieuwe opleidingsprogramma voor de teams in de apotheek is beschikbaar: microbioom, micronutritie en advies aan de toonbank.',
        body: `
Elk jaar volgen honderden apothekers en farmaceutisch-technisch assistenten onze opleidingen. Het programma van 2026 wordt uitgebreid
met korte modules online en met opleidingsdagen in verschillende steden.

## Op het programma

- Het darmmicrobioom: de huidige kennis en de grenzen ervan.
- De behoeften aan micronutriënten in de verschillende levensfasen.
- Het advies aan de toonbank bij vaak voorkomende spijsverteringsklachten.

U schrijft zich in via de professionele ruimte. De opleidingen zijn gratis voor de teams in de apotheek.
`,
      },
      de: {
        slug: 'schulungen-apotheken-2026',
        title: 'Schulungen 2026 für Apotheken',
        summary:
          'Das neue Schulungsprogramm für die Apothekenteams ist da: Mikrobiom, Mikronährstoffe und Beratung am Handverkaufstisch.',
        body: `
Jedes Jahr nehmen Hunderte von Apothekerinnen, Apothekern und pharmazeutischen Fachkräften an unseren Schulungen teil. Das Programm 2026 wird
um kurze Module im Internet und um Präsenztage in mehreren Städten erweitert.

## Auf dem Programm

- Das Darmmikrobiom: der aktuelle Wissensstand und die Grenzen.
- Der Bedarf an Mikronährstoffen in den verschiedenen Lebensphasen.
- Die Beratung am Handverkaufstisch bei häufigen Verdauungsbeschwerden.

Die Anmeldung erfolgt über den Fachbereich. Die Schulungen sind für die Apothekenteams kostenlos.
`,
      },
      es: {
        slug: 'formacion-farmaceuticos-2026',
        title: 'Formación 2026 para farmacéuticos',
        summary:
          'Ya está disponible el nuevo programa de formación para los equipos de farmacia: microbiota, micronutrición y consejo en el mostrador.',
        body: `
Cada año, cientos de farmacéuticos y técnicos de farmacia siguen nuestras formaciones. El programa de 2026 se amplía con módulos cortos
en línea y con jornadas presenciales en varias ciudades.

## El programa

- La microbiota intestinal: los conocimientos actuales y sus límites.
- Las necesidades de micronutrientes según las etapas de la vida.
- El consejo en el mostrador ante las molestias digestivas frecuentes.

Las inscripciones se hacen desde el espacio profesional. Las formaciones son gratuitas para los equipos de farmacia.
`,
      },
      it: {
        slug: 'formazione-farmacisti-2026',
        title: 'Formazione 2026 per i farmacisti',
        summary:
          'È disponibile il nuovo programma di formazione per i gruppi di lavoro della farmacia: microbiota, micronutrizione e consiglio al banco.',
        body: `
Ogni anno centinaia di farmacisti e collaboratori seguono i nostri corsi. Il programma del 2026 si arricchisce di moduli brevi
online e di giornate in presenza in diverse città.

## Il programma

- Il microbiota intestinale: le conoscenze attuali e i loro limiti.
- Il fabbisogno di micronutrienti nelle diverse fasi della vita.
- Il consiglio al banco di fronte ai disturbi digestivi più frequenti.

Le iscrizioni si fanno dall’area professionale. I corsi sono gratuiti per il personale della farmacia e per i titolari.
`,
      },
    },
  ),

  page(
    { id: 41, type: 'news', brandId: 1, productIds: [1, 2], publishedAt: '2026-03-05', order: 3 },
    {
      fr: {
        slug: 'nouveaux-emballages-recyclables',
        title: 'De nouveaux emballages recyclables',
        summary:
          'Les boîtes de la gamme Symbiora passent au carton certifié et à un pilulier recyclable. Le contenu, lui, ne change pas.',
        body: `
Dans le cadre de nos engagements environnementaux, les emballages de la gamme Symbiora évoluent au printemps 2026.
Les étuis sont désormais fabriqués en carton certifié, et les piluliers en plastique recyclable.

## Ce qui change, ce qui reste

- Le design des boîtes, plus sobre, avec des informations plus lisibles.
- La composition des produits, qui reste strictement identique.
- Les conseils de conservation, inchangés.

Pendant quelques semaines, les anciens et les nouveaux emballages pourront se côtoyer en pharmacie.
`,
      },
      nl: {
        slug: 'nieuwe-recycleerbare-verpakkingen',
        title: 'Nieuwe recycleerbare verpakkingen',
        summary:
          'De dozen van het gamma Symbiora schakelen over op gecertificeerd karton en een recycleerbaar potje. De inhoud blijft dezelfde.',
        body: `
In het kader van onze milieu-engagementen veranderen de verpakkingen van het gamma Symbiora in de lente van 2026.
De dozen zijn voortaan gemaakt van gecertificeerd karton, en de potjes van recycleerbaar plastic.

## Wat verandert en wat blijft

- Het ontwerp van de dozen, soberder en met beter leesbare informatie.
- De samenstelling van de producten, die precies dezelfde blijft.
- De bewaaradviezen, die niet veranderen.

Een paar weken lang kunnen de oude en de nieuwe verpakkingen naast elkaar in de apotheek staan.
`,
      },
      de: {
        slug: 'neue-recycelbare-verpackungen',
        title: 'Neue recycelbare Verpackungen',
        summary:
          'Die Packungen der Symbiora-Reihe bestehen künftig aus zertifiziertem Karton mit einer recycelbaren Dose. Der Inhalt bleibt gleich.',
        body: `
Im Rahmen unseres Engagements für die Umwelt ändern sich die Verpackungen der Symbiora-Reihe im Frühjahr 2026.
Die Faltschachteln bestehen nun aus zertifiziertem Karton und die Dosen aus recycelbarem Kunststoff.

## Was sich ändert und was bleibt

- Das Design der Packungen, schlichter und mit besser lesbaren Angaben.
- Die Zusammensetzung der Produkte, die genau gleich bleibt.
- Die Hinweise zur Aufbewahrung, die unverändert sind.

Einige Wochen lang können die alten und die neuen Verpackungen in der Apotheke nebeneinander stehen.
`,
      },
      es: {
        slug: 'nuevos-envases-reciclables',
        title: 'Nuevos envases reciclables',
        summary:
          'Las cajas de la gama Symbiora pasan al cartón certificado y a un bote reciclable. El contenido no cambia.',
        body: `
En el marco de nuestros compromisos medioambientales, los envases de la gama Symbiora cambian en la primavera de 2026.
Los estuches se fabrican ahora con cartón certificado y los botes con plástico reciclable.

## Lo que cambia y lo que se mantiene

- El diseño de las cajas, más sobrio y con una información más legible.
- La composición de los productos, que sigue siendo exactamente la misma.
- Los consejos de conservación, sin cambios.

Durante algunas semanas, los envases antiguos y los nuevos podrán convivir en la farmacia.
`,
      },
      it: {
        slug: 'nuove-confezioni-riciclabili',
        title: 'Nuove confezioni riciclabili',
        summary:
          'Le scatole della linea Symbiora passano al cartone certificato e a un flacone riciclabile. Il contenuto non cambia.',
        body: `
Nell’ambito dei nostri impegni ambientali, le confezioni della linea Symbiora cambiano nella primavera del 2026.
Gli astucci sono ora in cartone certificato e i flaconi in plastica riciclabile.

## Che cosa cambia e che cosa resta

- Il design delle scatole, più sobrio e con informazioni più leggibili.
- La composizione dei prodotti, che resta esattamente la stessa.
- I consigli di conservazione, invariati.

Per alcune settimane le vecchie e le nuove confezioni potranno convivere sugli scaffali della farmacia.
`,
      },
    },
  ),

  page(
    { id: 42, type: 'news', publishedAt: '2026-03-26', order: 4 },
    {
      fr: {
        slug: 'congres-europeen-microbiote-2026',
        title: 'Nos chercheurs au congrès européen sur le microbiote',
        summary:
          'Notre équipe scientifique présente trois posters consacrés à la stabilité des souches et à la conception des études cliniques.',
        body: `
Le congrès européen sur le microbiote réunit chaque printemps des chercheurs, des cliniciens et des industriels. Cette année, notre équipe
y présente trois travaux menés avec nos partenaires universitaires.

## Les sujets présentés

- La survie de nos souches dans un modèle de digestion en laboratoire.
- L’effet de la température de stockage sur le nombre de bactéries vivantes.
- Une méthode pour mieux décrire les participants des études.

Ces travaux de laboratoire ne permettent pas de revendiquer un effet sur la santé\u202f; ils contribuent à améliorer la qualité de nos produits.
`,
      },
      nl: {
        slug: 'europees-congres-microbioom-2026',
        title: 'Onze onderzoekers op het Europees congres over het microbioom',
        summary:
          'Ons wetenschappelijk team stelt drie posters voor over de stabiliteit van de stammen en de opzet van klinische studies.',
        body: `
Het Europees congres over het microbioom brengt elke lente onderzoekers, clinici en bedrijven samen. Dit jaar stelt ons team er
drie projecten voor die met de universitaire partners werden uitgevoerd.

## De voorgestelde onderwerpen

- De overleving van onze stammen in een laboratoriummodel van de spijsvertering.
- Het effect van de bewaartemperatuur op het aantal levende bacteriën.
- Een methode om de deelnemers van een studie beter te beschrijven.

Dit laboratoriumwerk laat niet toe een effect op de gezondheid te claimen; het helpt wel om de kwaliteit van onze producten te verbeteren.
`,
      },
      de: {
        slug: 'europaischer-mikrobiom-kongress-2026',
        title: 'Unsere Forschenden beim europäischen Mikrobiom-Kongress',
        summary:
          'Unser wissenschaftliches Team stellt drei Poster zur Stabilität der Stämme und zur Planung klinischer Studien vor.',
        body: `
Der europäische Kongress zum Mikrobiom bringt jedes Frühjahr Forschende, Klinikerinnen, Kliniker und Unternehmen zusammen. In diesem Jahr stellt
unser Team dort drei Arbeiten vor, die mit den Partnern an den Hochschulen entstanden sind.

## Die vorgestellten Themen

- Das Überleben unserer Stämme in einem Labormodell der Verdauung.
- Die Wirkung der Lagertemperatur auf die Zahl der lebenden Bakterien.
- Eine Methode, mit der sich die Teilnehmenden der Studien besser beschreiben lassen.

Diese Laborarbeiten erlauben keine Aussage über eine Wirkung auf die Gesundheit; sie helfen, die Qualität unserer Produkte zu verbessern.
`,
      },
      es: {
        slug: 'congreso-europeo-microbiota-2026',
        title: 'Nuestros investigadores en el congreso europeo sobre la microbiota',
        summary:
          'Nuestro equipo científico presenta tres pósteres dedicados a la estabilidad de las cepas y al diseño de los estudios clínicos.',
        body: `
El congreso europeo sobre la microbiota reúne cada primavera a investigadores, clínicos y empresas. Este año, nuestro equipo
presenta tres trabajos realizados con los socios universitarios.

## Los temas presentados

- La supervivencia de nuestras cepas en un modelo de digestión de laboratorio.
- El efecto de la temperatura de almacenamiento sobre el número de bacterias vivas.
- Un método para describir mejor a los participantes de los estudios.

Estos trabajos de laboratorio no permiten atribuir un efecto sobre la salud; contribuyen a mejorar la calidad de nuestros productos.
`,
      },
      it: {
        slug: 'congresso-europeo-microbiota-2026',
        title: 'I nostri ricercatori al congresso europeo sul microbiota',
        summary:
          'Il nostro gruppo scientifico presenta tre poster dedicati alla stabilità dei ceppi e alla progettazione degli studi clinici.',
        body: `
Il congresso europeo sul microbiota riunisce ogni primavera ricercatori, clinici e aziende. Quest’anno il nostro gruppo
presenta tre lavori realizzati con i partner universitari.

## I temi presentati

- La sopravvivenza dei nostri ceppi in un modello di digestione di laboratorio.
- L’effetto della temperatura di conservazione sul numero di batteri vivi.
- Un metodo per descrivere meglio i partecipanti agli studi.

Questi lavori di laboratorio non permettono di attribuire un effetto sulla salute; contribuiscono a migliorare la qualità dei nostri prodotti.
`,
      },
    },
  ),

  page(
    { id: 43, type: 'news', countries: ['es'], publishedAt: '2026-04-14', order: 5 },
    {
      fr: {
        slug: 'lancement-de-la-newsletter-en-espagne',
        title: 'La newsletter arrive en Espagne',
        summary:
          'Les visiteurs du site espagnol peuvent désormais recevoir chaque mois nos conseils, nos nouveautés et les dates de nos formations.',
        body: `
Depuis avril 2026, le site espagnol propose une inscription à notre lettre d’information mensuelle. Elle rassemble les derniers conseils
publiés, les nouveautés de la gamme et les rendez-vous destinés aux professionnels.

## Comment s’inscrire

Il suffit d’indiquer son adresse e-mail et sa ville de résidence dans le formulaire dédié, puis de donner son consentement.
Chaque lettre contient un lien de désinscription, et l’adresse n’est jamais transmise à des tiers.
`,
      },
      nl: {
        slug: 'lancering-van-de-nieuwsbrief-in-spanje',
        title: 'De nieuwsbrief komt naar Spanje',
        summary:
          'Bezoekers van de Spaanse site kunnen voortaan elke maand onze tips, onze nieuwigheden en de data van onze opleidingen ontvangen.',
        body: `
Sinds april 2026 kunnen bezoekers van de Spaanse site zich inschrijven op onze maandelijkse nieuwsbrief. Die bundelt de nieuwste tips,
de nieuwe producten van het gamma en de afspraken voor de zorgverleners.

## Zo schrijft u zich in

Vul uw e-mailadres en uw woonplaats in op het formulier en geef uw toestemming. Elke nieuwsbrief bevat een link om u uit te schrijven,
en het adres wordt nooit aan derden doorgegeven.
`,
      },
      de: {
        slug: 'start-des-newsletters-in-spanien',
        title: 'Der Newsletter startet in Spanien',
        summary:
          'Die Besucher der spanischen Website können jetzt jeden Monat unsere Gesundheitstipps, die Neuheiten und die Termine der Schulungen erhalten.',
        body: `
Seit April 2026 bietet die spanische Website die Anmeldung zu unserem monatlichen Newsletter an. Er fasst die neuesten Gesundheitstipps,
die Neuheiten der Produktreihe und die Termine für die Fachleute zusammen.

## So melden Sie sich an

Geben Sie im Formular die E-Mail-Adresse und den Wohnort an und erteilen Sie die Einwilligung. Jeder Newsletter enthält einen Link zur Abmeldung,
und die Adresse wird nie an Dritte weitergegeben.
`,
      },
      es: {
        slug: 'lanzamiento-de-la-newsletter',
        title: 'Llega nuestra newsletter',
        summary:
          'Los visitantes de la web española ya pueden recibir cada mes nuestros consejos, las novedades y las fechas de nuestras formaciones.',
        body: `
Desde abril de 2026, la web española ofrece la suscripción a nuestra newsletter mensual. Reúne los últimos consejos publicados,
las novedades de la gama y las citas para los profesionales.

## Cómo suscribirse

Basta con indicar el correo electrónico y la ciudad de residencia en el formulario y dar el consentimiento. Cada envío incluye un enlace
para darse de baja, y la dirección nunca se cede a terceros.
`,
      },
      it: {
        slug: 'lancio-della-newsletter-in-spagna',
        title: 'La newsletter arriva in Spagna',
        summary:
          'I visitatori del sito spagnolo possono ora ricevere ogni mese i nostri consigli, le novità e le date dei nostri corsi.',
        body: `
Da aprile 2026 il sito spagnolo offre l’iscrizione alla nostra newsletter mensile. Raccoglie gli ultimi consigli pubblicati,
le novità della gamma e gli appuntamenti per i professionisti.

## Come iscriversi

Basta indicare l’indirizzo e-mail e la città di residenza nel modulo e dare il consenso. Ogni invio contiene il link per annullare l’iscrizione,
e l’indirizzo non viene mai ceduto a terzi.
`,
      },
    },
  ),

  page(
    { id: 44, type: 'news', productIds: [3], publishedAt: '2026-05-19', order: 6 },
    {
      fr: {
        slug: 'conserver-ses-complements-quand-il-fait-chaud',
        title: 'Conserver ses compléments quand il fait chaud',
        summary:
          'À l’approche de l’été, quelques rappels pour que vos compléments alimentaires gardent toutes leurs qualités jusqu’à la dernière prise.',
        body: `
La chaleur et l’humidité sont les principaux ennemis des compléments alimentaires, en particulier des probiotiques et des huiles riches en oméga-3.
Avec l’arrivée des beaux jours, quelques précautions simples s’imposent.

## Les bons réflexes

- Garder les boîtes à l’abri de la chaleur, loin d’une fenêtre ou d’un radiateur.
- Ne pas laisser les produits dans une voiture au soleil.
- Refermer soigneusement le flacon après chaque prise.
- Respecter les indications de l’étiquette lorsqu’un produit se conserve au réfrigérateur.

En cas de doute sur l’aspect d’un produit, demandez conseil à votre pharmacien ou à notre service client.
`,
      },
      nl: {
        slug: 'supplementen-bewaren-bij-warm-weer',
        title: 'Supplementen bewaren bij warm weer',
        summary:
          'Nu de zomer eraan komt, enkele tips zodat uw voedingssupplementen al hun kwaliteiten behouden tot de laatste inname.',
        body: `
Warmte en vocht zijn de grootste vijanden van voedingssupplementen, in het bijzonder van probiotica en oliën met veel omega-3.
Nu het mooie weer eraan komt, zijn enkele eenvoudige voorzorgen nodig.

## De goede reflexen

- De dozen koel bewaren, weg van een raam of een radiator.
- De producten niet in een auto in de zon laten liggen.
- Het potje na elke inname goed sluiten.
- De aanwijzingen op het etiket volgen als een product in de koelkast bewaard moet worden.

Twijfelt u aan het uitzicht van een product, vraag dan raad aan uw apotheker of aan onze klantendienst.
`,
      },
      de: {
        slug: 'nahrungserganzung-bei-hitze-aufbewahren',
        title: 'Nahrungsergänzung bei Hitze richtig aufbewahren',
        summary:
          'Kurz vor dem Sommer einige Hinweise, damit Ihre Nahrungsergänzungsmittel bis zur letzten Einnahme ihre Qualität behalten.',
        body: `
Hitze und Feuchtigkeit sind die größten Feinde der Nahrungsergänzungsmittel, besonders der Probiotika und der Öle mit viel Omega-3.
Mit dem Beginn der warmen Tage sind einige einfache Vorkehrungen sinnvoll.

## Die richtigen Gewohnheiten

- Die Packungen kühl aufbewahren, weg von einem Fenster oder einer Heizung.
- Die Produkte nicht in einem Auto in der Sonne liegen lassen.
- Die Dose nach jeder Einnahme gut verschließen.
- Die Angaben auf dem Etikett beachten, wenn ein Produkt im Kühlschrank aufbewahrt wird.

Wenn Sie am Aussehen eines Produkts zweifeln, fragen Sie in der Apotheke oder bei unserem Kundenservice nach.
`,
      },
      es: {
        slug: 'conservar-los-complementos-con-calor',
        title: 'Conservar los complementos cuando hace calor',
        summary:
          'Con la llegada del verano, algunos recordatorios para que sus complementos alimenticios mantengan todas sus cualidades hasta la última toma.',
        body: `
El calor y la humedad son los principales enemigos de los complementos alimenticios, sobre todo de los probióticos y de los aceites ricos en omega-3.
Con la llegada del buen tiempo, conviene tomar algunas precauciones sencillas.

## Los buenos hábitos

- Guardar las cajas lejos del calor, de una ventana o de un radiador.
- No dejar los productos en un coche al sol.
- Cerrar bien el bote después de cada toma.
- Seguir las indicaciones de la etiqueta cuando un producto se conserva en la nevera.

Si tiene dudas sobre el aspecto de un producto, consulte con su farmacéutico o con nuestro servicio de atención al cliente.
`,
      },
      it: {
        slug: 'conservare-gli-integratori-con-il-caldo',
        title: 'Conservare gli integratori con il caldo',
        summary:
          'Con l’arrivo dell’estate, qualche promemoria perché i Suoi integratori alimentari mantengano tutte le loro qualità fino all’ultima assunzione.',
        body: `
Il caldo e l’umidità sono i principali nemici degli integratori alimentari, in particolare dei probiotici e degli oli ricchi di omega-3.
Con l’arrivo della bella stagione servono alcune precauzioni semplici.

## Le buone abitudini

- Tenere le confezioni al riparo dal calore, lontano da una finestra o da un termosifone.
- Non lasciare i prodotti in un’auto al sole.
- Richiudere bene il flacone dopo ogni assunzione.
- Rispettare le indicazioni dell’etichetta quando un prodotto si conserva in frigorifero.

In caso di dubbi sull’aspetto di un prodotto, chieda consiglio al farmacista o al nostro servizio clienti.
`,
      },
    },
  ),
]);
