// Corporate pages (ids 49–50: careers, press) and brand-corner pages (ids 51–52: brands 1 and 6).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const CORPORATE_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 49, type: 'corpo', publishedAt: '2025-01-06', order: 1 },
    {
      fr: {
        slug: 'rejoindre-le-laboratoire',
        title: 'Rejoindre le laboratoire',
        summary:
          'Recherche, qualité, formation, relation avec les pharmacies\u00a0: les métiers du laboratoire et la manière dont nous recrutons.',
        body: `
Le laboratoire réunit des personnes aux parcours variés, unies par le même souci de la rigueur et de l’utilité de leur travail.
Nous recrutons régulièrement dans nos cinq pays.

## Nos métiers

- La recherche et le développement\u00a0: microbiologie, formulation, réglementation.
- La qualité et la production, en lien avec nos partenaires fabricants.
- La formation et la visite médicale auprès des pharmacies et des médecins.
- Les fonctions support\u00a0: logistique, finance, informatique et communication.

## Comment postuler

Les offres ouvertes sont publiées sur les sites d’emploi spécialisés. Vous pouvez aussi envoyer une candidature spontanée par le formulaire de contact,
en choisissant l’objet «\u00a0contact avec l’entreprise\u00a0». Chaque candidature reçoit une réponse.
`,
      },
      nl: {
        slug: 'werken-bij-het-laboratorium',
        title: 'Werken bij het laboratorium',
        summary:
          'Onderzoek, kwaliteit, opleiding en de relatie met de apotheken: de beroepen van het laboratorium en hoe we aanwerven.',
        body: `
Het laboratorium brengt mensen met een verschillend traject samen, die de zorg voor nauwkeurigheid en voor het nut van hun werk delen.
We werven regelmatig aan in onze vijf landen.

## Onze beroepen

- Onderzoek en ontwikkeling: microbiologie, formulering en regelgeving.
- Kwaliteit en productie, samen met de partners die onze producten maken.
- De opleiding en de medische vertegenwoordiging bij apotheken en artsen.
- De ondersteunende diensten: logistiek, financiën, informatica en communicatie.

## Hoe solliciteert u?

De openstaande vacatures verschijnen op gespecialiseerde vacaturesites. U kunt ook een spontane sollicitatie sturen via het contactformulier,
met het onderwerp “contact met het bedrijf”. Elke sollicitatie krijgt een antwoord.
`,
      },
      de: {
        slug: 'karriere',
        title: 'Karriere im Labor',
        summary:
          'Forschung, Qualität, Schulung und die Zusammenarbeit mit den Apotheken: die Berufe im Labor und wie wir einstellen.',
        body: `
Im Labor arbeiten Menschen mit ganz unterschiedlichen Werdegängen, die der Anspruch an Genauigkeit und an den Nutzen ihrer Arbeit verbindet.
Wir stellen regelmäßig in unseren fünf Ländern ein.

## Unsere Berufe

- Die Forschung und Entwicklung: Mikrobiologie, Rezeptur und Regulatorik.
- Die Qualität und die Produktion, gemeinsam mit den Herstellern, die für uns fertigen.
- Die Schulung und der Außendienst bei den Apotheken und der Ärzteschaft.
- Die unterstützenden Bereiche: Logistik, Finanzen, Informatik und Kommunikation.

## So bewerben Sie sich

Die offenen Stellen werden auf spezialisierten Jobportalen veröffentlicht. Sie können uns auch eine Initiativbewerbung über das Kontaktformular senden
und dabei den Betreff „Kontakt mit dem Unternehmen“ wählen. Jede Bewerbung erhält eine Antwort.
`,
      },
      es: {
        slug: 'trabaja-con-nosotros',
        title: 'Trabaja con nosotros',
        summary:
          'Investigación, calidad, formación y relación con las farmacias: los oficios del laboratorio y cómo seleccionamos a las personas.',
        body: `
El laboratorio reúne a personas con trayectorias muy distintas, unidas por el mismo cuidado por el rigor y la utilidad de su trabajo.
Contratamos con regularidad en los cinco países.

## Nuestros oficios

- La investigación y el desarrollo: microbiología, formulación y normativa.
- La calidad y la producción, con los fabricantes que trabajan para nosotros.
- La formación y la visita médica en las farmacias y con los médicos.
- Las funciones de apoyo: logística, finanzas, informática y comunicación.

## Cómo presentar la candidatura

Las ofertas abiertas se publican en los portales de empleo especializados. También puede enviar una candidatura espontánea con el formulario de contacto,
eligiendo el asunto «contacto con la empresa». Todas las candidaturas reciben una respuesta.
`,
      },
      it: {
        slug: 'lavora-con-noi',
        title: 'Lavora con noi',
        summary:
          'Ricerca, qualità, formazione e rapporto con le farmacie: i mestieri del laboratorio e il modo in cui selezioniamo le persone.',
        body: `
Il laboratorio riunisce persone con percorsi diversi, unite dalla stessa attenzione al rigore e all’utilità del proprio lavoro.
Assumiamo con regolarità nei nostri cinque paesi.

## I nostri mestieri

- La ricerca e lo sviluppo: microbiologia, formulazione e normativa.
- La qualità e la produzione, con i partner che fabbricano i prodotti.
- La formazione e l’informazione scientifica presso le farmacie e i medici.
- Le funzioni di supporto: logistica, finanza, informatica e comunicazione.

## Come candidarsi

Le posizioni aperte sono pubblicate sui siti di lavoro specializzati. Può anche inviare una candidatura spontanea con il modulo di contatto,
scegliendo l’oggetto «contatto con l’azienda». Ogni candidatura riceve una risposta.
`,
      },
    },
  ),

  page(
    { id: 50, type: 'corpo', publishedAt: '2025-01-06', order: 2 },
    {
      fr: {
        slug: 'espace-presse',
        title: 'Espace presse',
        summary:
          'Communiqués, visuels et contacts pour les journalistes qui souhaitent écrire sur le laboratoire, ses produits ou le microbiote.',
        body: `
Vous êtes journaliste et vous préparez un article sur le microbiote, la micronutrition ou les compléments alimentaires\u202f? Notre équipe
peut vous mettre en relation avec nos experts et vous fournir des informations vérifiées.

## À votre disposition

- Les communiqués de presse de l’année en cours et des années précédentes.
- Les logos et les photos de produits en haute définition.
- Les chiffres clés du laboratoire\u00a0: création en 1996, présence dans cinq pays, six marques.

## Nous contacter

Écrivez-nous par le formulaire de contact en choisissant l’objet «\u00a0contact avec l’entreprise\u00a0» et en précisant le nom de votre média.
Nous répondons aux demandes de la presse dans les deux jours ouvrés.
`,
      },
      nl: {
        slug: 'pers',
        title: 'Pers',
        summary:
          'Persberichten, beeldmateriaal en contactgegevens voor journalisten die over het laboratorium, de producten of het microbioom willen schrijven.',
        body: `
Bent u journalist en bereidt u een artikel voor over het microbioom, de micronutritie of voedingssupplementen? Ons team
brengt u in contact met onze experts en bezorgt u gecontroleerde informatie.

## Tot uw beschikking

- De persberichten van het lopende jaar en van de vorige jaren.
- De logo’s en de productfoto’s in hoge resolutie.
- De kerncijfers van het laboratorium: opgericht in 1996, aanwezig in vijf landen, zes merken.

## Contact opnemen

Schrijf ons via het contactformulier, kies het onderwerp “contact met het bedrijf” en vermeld de naam van uw medium.
We beantwoorden de vragen van de pers binnen twee werkdagen.
`,
      },
      de: {
        slug: 'presse',
        title: 'Presse',
        summary:
          'Pressemitteilungen, Bildmaterial und Ansprechpersonen für Journalistinnen und Journalisten, die über das Labor, die Produkte oder das Mikrobiom schreiben.',
        body: `
Sie arbeiten als Journalistin oder Journalist an einem Beitrag über das Mikrobiom, die Mikronährstoffe oder die Nahrungsergänzung? Unser Team
vermittelt den Kontakt mit unseren Fachleuten und stellt Ihnen geprüfte Informationen zur Verfügung.

## Für Sie bereit

- Die Pressemitteilungen des laufenden Jahres und der vergangenen Jahre.
- Die Logos und die Produktfotos in hoher Auflösung.
- Die Kennzahlen des Labors: gegründet 1996, in fünf Ländern vertreten, sechs Marken.

## Kontakt

Schreiben Sie uns über das Kontaktformular mit dem Betreff „Kontakt mit dem Unternehmen“ und nennen Sie den Namen Ihres Mediums.
Wir beantworten die Anfragen der Presse innerhalb von zwei Werktagen.
`,
      },
      es: {
        slug: 'prensa',
        title: 'Sala de prensa',
        summary:
          'Comunicados, imágenes y contactos para los periodistas que quieren escribir sobre el laboratorio, sus productos o la microbiota.',
        body: `
¿Es periodista y prepara un artículo sobre la microbiota, la micronutrición o los complementos alimenticios? Nuestro equipo
le pone en contacto con los expertos y le proporciona información contrastada.

## A su disposición

- Los comunicados de prensa del año en curso y de los años anteriores.
- Los logotipos y las fotos de los productos en alta resolución.
- Las cifras clave del laboratorio: creado en 1996, presente en cinco países, con seis marcas.

## Contactar con nosotros

Escríbanos con el formulario de contacto, eligiendo el asunto «contacto con la empresa» e indicando el nombre del medio.
Respondemos a las solicitudes de la prensa en un plazo de dos días laborables.
`,
      },
      it: {
        slug: 'area-stampa',
        title: 'Area stampa',
        summary:
          'Comunicati, immagini e contatti per i giornalisti che desiderano scrivere del laboratorio, dei suoi prodotti o del microbiota.',
        body: `
È giornalista e prepara un articolo sul microbiota, sulla micronutrizione o sugli integratori alimentari? Il nostro gruppo
La mette in contatto con i nostri esperti e Le fornisce informazioni verificate.

## A Sua disposizione

- I comunicati stampa dell’anno in corso e degli anni precedenti.
- I loghi e le foto dei prodotti in alta definizione.
- I numeri chiave del laboratorio: nato nel 1996, presente in cinque paesi, con sei marchi.

## Contattarci

Ci scriva con il modulo di contatto, scegliendo l’oggetto «contatto con l’azienda» e indicando il nome della testata.
Rispondiamo alle richieste della stampa entro due giorni lavorativi.
`,
      },
    },
  ),

  page(
    {
      id: 51,
      type: 'brand_corner',
      brandId: 1,
      needIds: [1, 2],
      productIds: [1, 3, 7],
      publishedAt: '2025-03-17',
      order: 1,
    },
    {
      fr: {
        slug: 'univers-symbiora',
        title: 'L’univers Symbiora',
        summary:
          'Symbiora réunit nos formules de probiotiques, nées de trente ans de travail sur le microbiote. Découvrez la philosophie de la gamme.',
        body: `
Symbiora est la marque historique du laboratoire. Elle rassemble des compléments alimentaires à base de souches probiotiques sélectionnées,
pour accompagner l’équilibre de la flore intestinale à chaque âge de la vie.

## Ce qui fait Symbiora

- Des souches identifiées par leur nom complet sur chaque boîte.
- Une quantité de bactéries garantie jusqu’à la date de durabilité minimale.
- Des gélules végétales conçues pour résister à l’acidité de l’estomac.

## Bien utiliser la gamme

Chaque formule répond à une situation précise\u00a0: voyage, période de traitement antibiotique, confort digestif au quotidien. Votre pharmacien
vous aidera à choisir celle qui vous convient. Un complément alimentaire ne remplace pas une alimentation variée et équilibrée.
`,
      },
      nl: {
        slug: 'wereld-van-symbiora',
        title: 'De wereld van Symbiora',
        summary:
          'Symbiora bundelt onze formules met probiotica, ontstaan uit dertig jaar werk rond het microbioom. Ontdek de filosofie van het gamma.',
        body: `
Symbiora is het historische merk van het laboratorium. Het bundelt voedingssupplementen met geselecteerde probiotische stammen,
om het evenwicht van de darmflora in elke levensfase te ondersteunen.

## Wat Symbiora bijzonder maakt

- Stammen die met hun volledige naam op elke doos staan.
- Een aantal bacteriën dat gegarandeerd is tot de houdbaarheidsdatum.
- Plantaardige capsules die ontworpen zijn om het maagzuur te weerstaan.

## Het gamma goed gebruiken

Elke formule past bij een specifieke situatie: een reis, een periode met antibiotica of het dagelijkse spijsverteringscomfort. Uw apotheker
helpt u om de juiste te kiezen. Een voedingssupplement vervangt geen gevarieerde en evenwichtige voeding.
`,
      },
      de: {
        slug: 'welt-von-symbiora',
        title: 'Die Welt von Symbiora',
        summary:
          'Symbiora vereint unsere probiotischen Rezepturen, die aus dreißig Jahren Arbeit am Mikrobiom entstanden sind. Die Philosophie der Reihe.',
        body: `
Symbiora ist die traditionsreichste Marke des Labors. Sie vereint Nahrungsergänzungsmittel mit ausgewählten probiotischen Stämmen,
die das Gleichgewicht der Darmflora in jedem Lebensalter begleiten.

## Was Symbiora ausmacht

- Stämme, die mit ihrem vollständigen Namen auf jeder Packung stehen.
- Eine Keimzahl, die bis zum Mindesthaltbarkeitsdatum garantiert ist.
- Pflanzliche Kapseln, die der Säure des Magens standhalten sollen.

## Die Reihe richtig nutzen

Jede Rezeptur passt zu einer bestimmten Situation: die Reise, die Zeit einer Antibiotikabehandlung oder das tägliche Wohlbefinden der Verdauung.
In der Apotheke hilft man Ihnen, die passende zu wählen. Ein Nahrungsergänzungsmittel ersetzt keine abwechslungsreiche und ausgewogene Ernährung.
`,
      },
      es: {
        slug: 'universo-symbiora',
        title: 'El universo Symbiora',
        summary:
          'Symbiora reúne nuestras fórmulas de probióticos, nacidas de treinta años de trabajo sobre la microbiota. Descubra la filosofía de la gama.',
        body: `
Symbiora es la marca histórica del laboratorio. Reúne complementos alimenticios con cepas probióticas seleccionadas,
para acompañar el equilibrio de la flora intestinal en cada etapa de la vida.

## Lo que define a Symbiora

- Cepas identificadas con su nombre completo en cada caja.
- Una cantidad de bacterias garantizada hasta la fecha de consumo preferente.
- Cápsulas vegetales diseñadas para resistir la acidez del estómago.

## Usar bien la gama

Cada fórmula responde a una situación concreta: los viajes, el periodo de un tratamiento con antibióticos o el confort digestivo del día a día.
Su farmacéutico le ayudará a elegir la adecuada. Un complemento alimenticio no sustituye una dieta variada y equilibrada.
`,
      },
      it: {
        slug: 'mondo-symbiora',
        title: 'Il mondo Symbiora',
        summary:
          'Symbiora riunisce le nostre formule di probiotici, nate da trent’anni di lavoro sul microbiota. Scoprite la filosofia della linea.',
        body: `
Symbiora è il marchio storico del laboratorio. Riunisce integratori alimentari con ceppi probiotici selezionati,
per accompagnare l’equilibrio della flora intestinale in ogni fase della vita.

## Che cosa distingue Symbiora

- Ceppi indicati con il nome completo su ogni confezione.
- Una quantità di batteri garantita fino al termine minimo di conservazione.
- Capsule vegetali progettate per resistere all’acidità dello stomaco.

## Usare bene la linea

Ogni formula risponde a una situazione precisa: il viaggio, il periodo di una terapia antibiotica, il benessere digestivo di tutti i giorni.
Il farmacista La aiuterà a scegliere quella giusta. Un integratore alimentare non sostituisce una dieta varia ed equilibrata.
`,
      },
    },
  ),

  page(
    {
      id: 52,
      type: 'brand_corner',
      brandId: 6,
      needIds: [3, 4],
      productIds: [44, 46],
      publishedAt: '2025-04-14',
      order: 2,
    },
    {
      fr: {
        slug: 'univers-serenium',
        title: 'L’univers Serenium',
        summary:
          'Serenium accompagne le sommeil et la gestion du stress avec des formules associant plantes, minéraux et vitamines.',
        body: `
Serenium est née d’un constat simple\u00a0: le sommeil et le stress sont étroitement liés. La marque propose des compléments alimentaires
pour les soirées agitées, les nuits trop courtes et les périodes chargées.

## Les principes de la marque

- Des plantes traditionnellement utilisées pour la détente, en extraits titrés.
- Du magnésium et des vitamines B, qui contribuent au fonctionnement normal du système nerveux.
- Des formules sans accoutumance connue, à utiliser en cure.

## Au-delà des compléments

Serenium partage aussi des conseils pour mieux dormir et apprivoiser le stress, à retrouver dans nos articles. Si les troubles persistent,
parlez-en à votre médecin\u00a0: ils peuvent avoir une cause qui mérite un examen.
`,
      },
      nl: {
        slug: 'wereld-van-serenium',
        title: 'De wereld van Serenium',
        summary:
          'Serenium ondersteunt de slaap en het omgaan met stress met formules die planten, mineralen en vitaminen combineren.',
        body: `
Serenium is ontstaan uit een eenvoudige vaststelling: slaap en stress hangen nauw samen. Het merk biedt voedingssupplementen aan
voor onrustige avonden, te korte nachten en drukke periodes.

## De principes van het merk

- Planten die van oudsher gebruikt worden voor ontspanning, als getitreerd extract.
- Magnesium en B-vitaminen, die bijdragen tot de normale werking van het zenuwstelsel.
- Formules zonder gekende gewenning, te gebruiken als kuur.

## Meer dan supplementen

Serenium deelt ook tips om beter te slapen en stress de baas te blijven, terug te vinden in onze artikels. Blijven de klachten aanhouden,
bespreek ze dan met uw arts: ze kunnen een oorzaak hebben die onderzoek verdient.
`,
      },
      de: {
        slug: 'welt-von-serenium',
        title: 'Die Welt von Serenium',
        summary:
          'Serenium begleitet den Schlaf und den Umgang mit Stress mit Rezepturen, die Pflanzen, Mineralstoffe und Vitamine verbinden.',
        body: `
Serenium ist aus einer einfachen Beobachtung entstanden: Schlaf und Stress hängen eng zusammen. Die Marke bietet Nahrungsergänzungsmittel
für unruhige Abende, zu kurze Nächte und die Zeiten, in denen alles zu viel wird.

## Die Grundsätze der Marke

- Pflanzen, die traditionell zur Entspannung verwendet werden, als standardisierte Extrakte.
- Magnesium und die B-Vitamine, die zu einer normalen Funktion des Nervensystems beitragen.
- Rezepturen ohne bekannte Gewöhnung, für die Anwendung als Kur.

## Mehr als Nahrungsergänzung

Serenium teilt auch Tipps für besseren Schlaf und den Umgang mit Stress, die in unseren Artikeln zu finden sind. Wenn die Beschwerden anhalten,
sprechen Sie mit der Ärztin oder dem Arzt: Sie können eine Ursache haben, die untersucht werden sollte.
`,
      },
      es: {
        slug: 'universo-serenium',
        title: 'El universo Serenium',
        summary:
          'Serenium acompaña el sueño y la gestión del estrés con fórmulas que combinan plantas, minerales y vitaminas.',
        body: `
Serenium nació de una constatación sencilla: el sueño y el estrés están muy relacionados. La marca ofrece complementos alimenticios
para las noches agitadas, las horas de sueño que no bastan y las épocas de mucho trabajo.

## Los principios de la marca

- Plantas utilizadas tradicionalmente para la relajación, en extractos estandarizados.
- El magnesio y las vitaminas B, que contribuyen al funcionamiento normal del sistema nervioso.
- Fórmulas sin habituación conocida, para tomar durante un periodo determinado.

## Más allá de los complementos

Serenium comparte también consejos para dormir mejor y manejar el estrés, que encontrará en nuestros artículos. Si las molestias persisten,
hable con el médico: pueden tener una causa que merece un examen.
`,
      },
      it: {
        slug: 'mondo-serenium',
        title: 'Il mondo Serenium',
        summary:
          'Serenium accompagna il sonno e la gestione dello stress con formule che uniscono piante, minerali e vitamine.',
        body: `
Serenium nasce da una constatazione semplice: il sonno e lo stress sono strettamente legati. Il marchio propone integratori alimentari
per le serate agitate, le notti troppo brevi e i periodi più intensi.

## I principi del marchio

- Piante usate per tradizione per il rilassamento, in estratti titolati.
- Il magnesio e le vitamine del gruppo B, che contribuiscono al normale funzionamento del sistema nervoso.
- Formule senza assuefazione nota, da usare a cicli.

## Oltre gli integratori

Serenium condivide anche consigli per dormire meglio e gestire lo stress, da ritrovare nei nostri articoli. Se i disturbi persistono,
ne parli con il medico: possono avere una causa che merita un controllo.
`,
      },
    },
  ),
]);
