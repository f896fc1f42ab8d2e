// About pages on how the laboratory works day to day (ids 67–69): its pharmacists and the advice
// they give (theme 7, history and people), manufacturing and controls, and its foundation
// (theme 8, commitments).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const ABOUT_PRACTICE_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 67, type: 'about', themeId: 7, publishedAt: '2025-03-03', order: 5 },
    {
      fr: {
        slug: 'equipe-et-conseil-pharmaceutique',
        title: 'Notre équipe et le conseil pharmaceutique',
        summary:
          'Pharmaciens, microbiologistes, nutritionnistes et conseillers\u00a0: les personnes qui conçoivent nos produits et répondent à vos questions.',
        body: `
Derrière chaque formule, il y a une équipe d’environ cent quarante personnes, réparties entre notre siège en Belgique et nos filiales.
Près d’un tiers d’entre elles ont une formation scientifique ou de santé\u00a0: pharmaciens, microbiologistes, nutritionnistes, ingénieurs qualité.

## Des pharmaciens à votre écoute

Notre service d’information est assuré par des pharmaciens. Par téléphone ou par le formulaire de contact, ils répondent aux questions
sur l’utilisation d’un produit, ses précautions ou son association avec un traitement. Ils ne posent pas de diagnostic\u00a0:
lorsqu’une situation le demande, ils vous orientent vers votre médecin.

## Un conseil qui passe par la pharmacie

- Nos délégués rencontrent chaque année les équipes officinales pour présenter les produits et leurs limites.
- Des fiches de conseil aident le pharmacien à poser les bonnes questions au comptoir.
- Les signalements d’effets indésirables sont analysés par notre pharmacien responsable et transmis aux autorités lorsque c’est requis.

## Se former en continu

Chaque collaborateur en contact avec le public suit une formation interne sur la réglementation des allégations de santé
et sur les situations qui imposent de conseiller une consultation médicale.
`,
      },
      nl: {
        slug: 'team-en-farmaceutisch-advies',
        title: 'Ons team en het farmaceutisch advies',
        summary:
          'Apothekers, microbiologen, voedingsdeskundigen en adviseurs: de mensen die onze producten ontwikkelen en uw vragen beantwoorden.',
        body: `
Achter elke formule staat een team van ongeveer honderdveertig mensen, verdeeld over onze hoofdzetel in België en onze dochterbedrijven.
Bijna een derde van hen heeft een wetenschappelijke of medische opleiding: apothekers, microbiologen, voedingsdeskundigen, kwaliteitsingenieurs.

## Apothekers die naar u luisteren

Onze informatiedienst wordt verzorgd door apothekers. Telefonisch of via het contactformulier beantwoorden zij vragen over het gebruik
van een product, de voorzorgen of de combinatie met een behandeling. Zij stellen geen diagnose: als de situatie het vraagt,
verwijzen zij u door naar uw arts.

## Advies via de apotheek

- Onze afgevaardigden bezoeken elk jaar de apotheekteams om de producten en hun grenzen voor te stellen.
- Adviesfiches helpen de apotheker om aan de toonbank de juiste vragen te stellen.
- Meldingen van bijwerkingen worden geanalyseerd door onze verantwoordelijke apotheker en, waar nodig, doorgegeven aan de overheid.

## Voortdurend bijleren

Elke medewerker die in contact staat met het publiek volgt een interne opleiding over de regelgeving rond gezondheidsclaims
en over de situaties waarin een doktersbezoek aangeraden moet worden.
`,
      },
      de: {
        slug: 'team-und-pharmazeutische-beratung',
        title: 'Unser Team und die pharmazeutische Beratung',
        summary:
          'Apothekerinnen und Apotheker, Mikrobiologen, Ernährungsfachleute und Beratende: die Menschen, die unsere Produkte entwickeln und Ihre Fragen beantworten.',
        body: `
Hinter jeder Rezeptur steht ein Team von rund hundertvierzig Menschen an unserem Hauptsitz in Belgien und in unseren Tochtergesellschaften.
Fast ein Drittel von ihnen hat eine naturwissenschaftliche oder medizinische Ausbildung: Pharmazie, Mikrobiologie, Ernährungswissenschaft, Qualitätssicherung.

## Apothekerinnen und Apotheker für Ihre Fragen

Unser Informationsdienst wird von Apothekerinnen und Apothekern betreut. Am Telefon oder über das Kontaktformular beantworten sie Fragen
zur Anwendung eines Produkts, zu den Vorsichtsmaßnahmen oder zur Kombination mit einer Behandlung. Sie stellen keine Diagnose:
Wenn die Situation es erfordert, verweisen sie Sie an Ihre Ärztin oder Ihren Arzt.

## Beratung über die Apotheke

- Unser Außendienst besucht jedes Jahr die Apothekenteams, um die Produkte und ihre Grenzen vorzustellen.
- Beratungsblätter helfen in der Apotheke, am Handverkaufstisch die richtigen Fragen zu stellen.
- Meldungen unerwünschter Wirkungen werden von unserer verantwortlichen Apothekerin geprüft und, wo vorgeschrieben, an die Behörden weitergeleitet.

## Ständige Weiterbildung

Alle Mitarbeitenden mit Kontakt zur Öffentlichkeit absolvieren eine interne Schulung zu den Vorschriften für gesundheitsbezogene Angaben
und zu den Situationen, in denen ein Arztbesuch angeraten werden muss.
`,
      },
      es: {
        slug: 'equipo-y-consejo-farmaceutico',
        title: 'Nuestro equipo y el consejo farmacéutico',
        summary:
          'Farmacéuticos, microbiólogos, nutricionistas y asesores: las personas que diseñan nuestros productos y responden a sus preguntas.',
        body: `
Detrás de cada fórmula hay un equipo de unas ciento cuarenta personas, repartidas entre nuestra sede en Bélgica y nuestras filiales.
Casi un tercio tiene formación científica o sanitaria: farmacéuticos, microbiólogos, nutricionistas, ingenieros de calidad.

## Farmacéuticos a su disposición

Nuestro servicio de información está atendido por farmacéuticos. Por teléfono o mediante el formulario de contacto, responden a las preguntas
sobre el uso de un producto, sus precauciones o su combinación con un tratamiento. No realizan diagnósticos:
cuando la situación lo requiere, le remiten a su médico.

## Un consejo que pasa por la farmacia

- Nuestros delegados visitan cada año a los equipos de las farmacias para presentar los productos y sus límites.
- Unas fichas de consejo ayudan al farmacéutico a hacer las preguntas adecuadas en el mostrador.
- Las notificaciones de efectos adversos las analiza nuestro farmacéutico responsable y se transmiten a las autoridades cuando es obligatorio.

## Formación continua

Cada colaborador en contacto con el público sigue una formación interna sobre la normativa de las declaraciones de salud
y sobre las situaciones en las que hay que aconsejar una consulta médica.
`,
      },
      it: {
        slug: 'team-e-consiglio-farmaceutico',
        title: 'Il nostro team e il consiglio farmaceutico',
        summary:
          'Farmacisti, microbiologi, nutrizionisti e consulenti: le persone che progettano i nostri prodotti e rispondono alle Sue domande.',
        body: `
Dietro ogni formula c’è un gruppo di circa centoquaranta persone, distribuite tra la sede in Belgio e le nostre filiali.
Quasi un terzo ha una formazione scientifica o sanitaria: farmacisti, microbiologi, nutrizionisti, ingegneri della qualità.

## Farmacisti a Sua disposizione

Il nostro servizio di informazione è affidato a farmacisti. Al telefono o tramite il modulo di contatto rispondono alle domande
sull’uso di un prodotto, sulle precauzioni o sull’associazione con una terapia. Non formulano diagnosi:
quando la situazione lo richiede, La indirizzano al Suo medico.

## Un consiglio che passa dalla farmacia

- I nostri informatori incontrano ogni anno i team delle farmacie per presentare i prodotti e i loro limiti.
- Schede di consiglio aiutano il farmacista a porre le domande giuste al banco.
- Le segnalazioni di effetti indesiderati sono analizzate dal nostro farmacista responsabile e trasmesse alle autorità quando è previsto.

## Formarsi di continuo

Ogni collaboratore a contatto con il pubblico segue una formazione interna sulla normativa delle indicazioni sulla salute
e sulle situazioni in cui occorre consigliare una visita medica.
`,
      },
    },
  ),

  page(
    { id: 68, type: 'about', themeId: 8, publishedAt: '2025-03-03', order: 6 },
    {
      fr: {
        slug: 'fabrication-et-controles',
        title: 'Fabrication, traçabilité et contrôles',
        summary:
          'Des sites certifiés selon les bonnes pratiques de fabrication, des matières premières tracées lot par lot et des analyses avant chaque mise sur le marché.',
        body: `
Nos compléments alimentaires sont fabriqués en Europe, sur des sites qui appliquent les bonnes pratiques de fabrication (BPF, ou GMP en anglais)
et le référentiel de sécurité alimentaire ISO 22000. Chaque site est audité par notre service qualité avant la première production, puis au moins tous les deux ans.

## Des matières premières choisies et tracées

- Chaque ingrédient est accompagné d’un certificat d’analyse de son fournisseur, que nous vérifions à réception.
- Les souches probiotiques sont identifiées génétiquement et conservées dans notre souchothèque.
- Les extraits de plantes sont titrés en composés d’intérêt et contrôlés pour les pesticides et les métaux lourds.

## Des contrôles à chaque étape

Avant sa libération, chaque lot est analysé\u00a0: teneur en actifs, dénombrement des bactéries vivantes pour les probiotiques,
qualité microbiologique et absence de contaminants. Des échantillons de chaque lot sont conservés jusqu’à un an après la date de durabilité minimale.

## Une traçabilité complète

Le numéro de lot imprimé sur l’emballage permet de retrouver en quelques minutes l’origine de chaque ingrédient, le site et la date de fabrication,
ainsi que les résultats d’analyse. En cas de problème, nous pouvons ainsi rappeler un lot précis auprès des pharmacies.
`,
      },
      nl: {
        slug: 'productie-en-controles',
        title: 'Productie, traceerbaarheid en controles',
        summary:
          'Gecertificeerde sites volgens de goede productiepraktijken, grondstoffen die per lot traceerbaar zijn en analyses voor elke vrijgave.',
        body: `
Onze voedingssupplementen worden in Europa geproduceerd, op sites die de goede productiepraktijken (GMP) en de voedselveiligheidsnorm ISO 22000 toepassen.
Elke site wordt door onze kwaliteitsdienst geaudit voor de eerste productie en daarna minstens om de twee jaar.

## Gekozen en traceerbare grondstoffen

- Elk ingrediënt heeft een analysecertificaat van de leverancier, dat wij bij ontvangst controleren.
- Probiotische stammen worden genetisch geïdentificeerd en bewaard in onze stammencollectie.
- Plantenextracten worden getitreerd op hun belangrijkste stoffen en gecontroleerd op pesticiden en zware metalen.

## Controles bij elke stap

Voor de vrijgave wordt elk lot geanalyseerd: het gehalte aan actieve stoffen, het aantal levende bacteriën bij probiotica,
de microbiologische kwaliteit en de afwezigheid van verontreinigingen. Stalen van elk lot worden bewaard tot een jaar na de minimale houdbaarheidsdatum.

## Volledige traceerbaarheid

Met het lotnummer op de verpakking vinden we binnen enkele minuten de herkomst van elk ingrediënt, de productiesite en -datum
en de analyseresultaten terug. Bij een probleem kunnen we zo een welbepaald lot bij de apotheken terugroepen.
`,
      },
      de: {
        slug: 'herstellung-und-kontrollen',
        title: 'Herstellung, Rückverfolgbarkeit und Kontrollen',
        summary:
          'Nach guter Herstellungspraxis zertifizierte Standorte, Rohstoffe, die sich Charge für Charge zurückverfolgen lassen, und Analysen vor jeder Freigabe.',
        body: `
Unsere Nahrungsergänzungsmittel werden in Europa hergestellt, an Standorten, die die Gute Herstellungspraxis (GMP) und die Lebensmittelsicherheitsnorm
ISO 22000 anwenden. Jeder Standort wird vor der ersten Produktion von unserer Qualitätssicherung auditiert, danach mindestens alle zwei Jahre.

## Ausgewählte und rückverfolgbare Rohstoffe

- Für jede Zutat liegt ein Analysenzertifikat des Lieferanten vor, das wir beim Wareneingang prüfen.
- Probiotische Stämme werden genetisch identifiziert und in unserer Stammsammlung aufbewahrt.
- Pflanzenextrakte werden auf ihre wertgebenden Inhaltsstoffe standardisiert und auf Pestizide und Schwermetalle geprüft.

## Kontrollen bei jedem Schritt

Vor der Freigabe wird jede Charge analysiert: Gehalt an Wirkstoffen, Zahl der lebenden Bakterien bei Probiotika,
mikrobiologische Qualität und Freiheit von Verunreinigungen. Rückstellmuster jeder Charge werden bis ein Jahr nach dem Mindesthaltbarkeitsdatum aufbewahrt.

## Lückenlose Rückverfolgbarkeit

Über die Chargennummer auf der Packung finden wir in wenigen Minuten die Herkunft jeder Zutat, den Herstellungsort und das Herstellungsdatum
sowie die Analysenergebnisse. Bei einem Problem können wir so eine bestimmte Charge gezielt aus den Apotheken zurückrufen.
`,
      },
      es: {
        slug: 'fabricacion-y-controles',
        title: 'Fabricación, trazabilidad y controles',
        summary:
          'Centros certificados según las buenas prácticas de fabricación, materias primas trazadas lote a lote y análisis antes de cada puesta en el mercado.',
        body: `
Nuestros complementos alimenticios se fabrican en Europa, en centros que aplican las buenas prácticas de fabricación (GMP) y la norma de seguridad alimentaria
ISO 22000. Nuestro departamento de calidad audita cada centro antes de la primera producción y después al menos cada dos años.

## Materias primas seleccionadas y trazadas

- Cada ingrediente llega con un certificado de análisis de su proveedor, que verificamos a la recepción.
- Las cepas probióticas se identifican genéticamente y se conservan en nuestra colección de cepas.
- Los extractos de plantas se estandarizan en sus compuestos de interés y se controlan para detectar pesticidas y metales pesados.

## Controles en cada etapa

Antes de su liberación, cada lote se analiza: contenido de activos, recuento de bacterias vivas en los probióticos,
calidad microbiológica y ausencia de contaminantes. Se conservan muestras de cada lote hasta un año después de la fecha de consumo preferente.

## Una trazabilidad completa

El número de lote impreso en el envase permite encontrar en pocos minutos el origen de cada ingrediente, el centro y la fecha de fabricación,
así como los resultados de los análisis. Si surge un problema, podemos retirar un lote concreto de las farmacias.
`,
      },
      it: {
        slug: 'produzione-e-controlli',
        title: 'Produzione, tracciabilità e controlli',
        summary:
          'Stabilimenti certificati secondo le buone pratiche di fabbricazione, materie prime tracciate lotto per lotto e analisi prima di ogni immissione in commercio.',
        body: `
I nostri integratori alimentari sono prodotti in Europa, in stabilimenti che applicano le buone pratiche di fabbricazione (GMP) e la norma di sicurezza alimentare
ISO 22000. Ogni stabilimento è verificato dal nostro servizio qualità prima della prima produzione e poi almeno ogni due anni.

## Materie prime scelte e tracciate

- Ogni ingrediente è accompagnato da un certificato di analisi del fornitore, che verifichiamo al ricevimento.
- I ceppi probiotici sono identificati geneticamente e conservati nella nostra collezione di ceppi.
- Gli estratti vegetali sono titolati nei composti di interesse e controllati per pesticidi e metalli pesanti.

## Controlli a ogni fase

Prima del rilascio ogni lotto viene analizzato: contenuto di attivi, conta dei batteri vivi per i probiotici,
qualità microbiologica e assenza di contaminanti. Campioni di ogni lotto sono conservati fino a un anno dopo il termine minimo di conservazione.

## Una tracciabilità completa

Il numero di lotto stampato sulla confezione permette di risalire in pochi minuti all’origine di ogni ingrediente, allo stabilimento e alla data di produzione,
oltre che ai risultati delle analisi. In caso di problemi possiamo così richiamare un lotto preciso dalle farmacie.
`,
      },
    },
  ),

  page(
    { id: 69, type: 'about', themeId: 8, publishedAt: '2025-03-03', order: 7 },
    {
      fr: {
        slug: 'fondation-vitrine',
        title: 'La Fondation Vitrine',
        summary:
          'Créée en 2011, notre fondation soutient la recherche sur le microbiote et l’éducation à la santé, en toute indépendance de nos marques.',
        body: `
La Fondation Vitrine a été créée en 2011 pour prolonger, au-delà de nos produits, l’engagement du laboratoire en faveur de la santé.
Elle est financée par une part des bénéfices du laboratoire et dispose de sa propre gouvernance.

## Ce que la fondation soutient

- Des bourses de recherche pour de jeunes chercheurs travaillant sur le microbiote et la nutrition.
- Des programmes d’éducation à l’alimentation dans les écoles primaires.
- Des associations de patients, pour l’information et l’accompagnement des personnes atteintes de maladies digestives chroniques.

## Une gouvernance indépendante

Les projets sont choisis par un comité scientifique composé de médecins, de chercheurs et de représentants associatifs extérieurs au laboratoire.
Les travaux financés sont publiés librement, quels que soient leurs résultats, et ne servent jamais à promouvoir nos produits.

## Suivre la fondation

Pour recevoir ses nouvelles, cochez «\u00a0les nouvelles de la fondation\u00a0» dans les abonnements de votre compte client.
Le rapport annuel présente les projets soutenus et les montants engagés.
`,
      },
      nl: {
        slug: 'stichting-vitrine',
        title: 'De Stichting Vitrine',
        summary:
          'Onze stichting, opgericht in 2011, steunt het onderzoek naar het microbioom en de gezondheidsvoorlichting, volledig onafhankelijk van onze merken.',
        body: `
De Stichting Vitrine werd in 2011 opgericht om de inzet van het laboratorium voor de gezondheid verder te zetten, voorbij onze producten.
Ze wordt gefinancierd met een deel van de winst van het laboratorium en heeft een eigen bestuur.

## Wat de stichting steunt

- Onderzoeksbeurzen voor jonge onderzoekers die werken rond het microbioom en voeding.
- Programma’s over gezonde voeding in lagere scholen.
- Patiëntenverenigingen, voor de informatie en begeleiding van mensen met chronische spijsverteringsziekten.

## Een onafhankelijk bestuur

De projecten worden gekozen door een wetenschappelijk comité van artsen, onderzoekers en vertegenwoordigers van verenigingen van buiten het laboratorium.
Het gefinancierde werk wordt vrij gepubliceerd, ongeacht de resultaten, en wordt nooit gebruikt om onze producten te promoten.

## De stichting volgen

Wilt u het nieuws van de stichting ontvangen, vink dan “het nieuws van de stichting” aan bij de abonnementen in uw klantenaccount.
Het jaarverslag toont de gesteunde projecten en de toegekende bedragen.
`,
      },
      de: {
        slug: 'stiftung-vitrine',
        title: 'Die Vitrine-Stiftung',
        summary:
          'Unsere 2011 gegründete Stiftung fördert die Forschung am Mikrobiom und die Gesundheitsbildung, unabhängig von unseren Marken.',
        body: `
Die Vitrine-Stiftung wurde 2011 gegründet, um das Engagement des Labors für die Gesundheit über unsere Produkte hinaus fortzuführen.
Sie wird aus einem Teil des Gewinns des Labors finanziert und verfügt über eigene Gremien.

## Was die Stiftung fördert

- Forschungsstipendien für junge Forschende, die über das Mikrobiom und die Ernährung arbeiten.
- Programme zur Ernährungsbildung an Grundschulen.
- Patientenorganisationen, die Menschen mit chronischen Verdauungserkrankungen informieren und begleiten.

## Unabhängige Gremien

Die Projekte wählt ein wissenschaftlicher Beirat aus Ärztinnen und Ärzten, Forschenden und Vertretern von Organisationen außerhalb des Labors.
Die geförderten Arbeiten werden unabhängig von ihren Ergebnissen frei veröffentlicht und nie zur Werbung für unsere Produkte verwendet.

## Die Stiftung verfolgen

Um die Neuigkeiten der Stiftung zu erhalten, wählen Sie in den Abonnements Ihres Kundenkontos „die Neuigkeiten der Stiftung“.
Der Jahresbericht stellt die geförderten Projekte und die eingesetzten Beträge vor.
`,
      },
      es: {
        slug: 'fundacion-vitrine',
        title: 'La Fundación Vitrine',
        summary:
          'Creada en 2011, nuestra fundación apoya la investigación sobre la microbiota y la educación para la salud, con total independencia de nuestras marcas.',
        body: `
La Fundación Vitrine se creó en 2011 para prolongar, más allá de nuestros productos, el compromiso del laboratorio con la salud.
Se financia con una parte de los beneficios del laboratorio y cuenta con sus propios órganos de gobierno.

## Lo que apoya la fundación

- Becas de investigación para jóvenes investigadores que trabajan sobre la microbiota y la nutrición.
- Programas de educación alimentaria en las escuelas de primaria.
- Asociaciones de pacientes, para informar y acompañar a las personas con enfermedades digestivas crónicas.

## Un gobierno independiente

Los proyectos los elige un comité científico formado por médicos, investigadores y representantes de asociaciones ajenos al laboratorio.
Los trabajos financiados se publican libremente, sean cuales sean sus resultados, y nunca se utilizan para promocionar nuestros productos.

## Seguir a la fundación

Para recibir las noticias de la fundación, marque «las noticias de la fundación» en las suscripciones de su cuenta de cliente.
El informe anual presenta los proyectos apoyados y los importes destinados.
`,
      },
      it: {
        slug: 'fondazione-vitrine',
        title: 'La Fondazione Vitrine',
        summary:
          'Nata nel 2011, la nostra fondazione sostiene la ricerca sul microbiota e l’educazione alla salute, in piena indipendenza dai nostri marchi.',
        body: `
La Fondazione Vitrine è nata nel 2011 per proseguire, oltre ai nostri prodotti, l’impegno del laboratorio per la salute.
È finanziata con una parte degli utili del laboratorio e ha organi di governo propri.

## Che cosa sostiene la fondazione

- Borse di ricerca per giovani ricercatori che lavorano sul microbiota e sulla nutrizione.
- Programmi di educazione alimentare nelle scuole primarie.
- Associazioni di pazienti, per informare e accompagnare le persone con malattie digestive croniche.

## Un governo indipendente

I progetti sono scelti da un comitato scientifico composto da medici, ricercatori e rappresentanti di associazioni esterni al laboratorio.
I lavori finanziati sono pubblicati liberamente, qualunque sia il loro esito, e non servono mai a promuovere i nostri prodotti.

## Seguire la fondazione

Per ricevere le notizie della fondazione, selezioni «le notizie della fondazione» tra gli abbonamenti del Suo account cliente.
Il rapporto annuale presenta i progetti sostenuti e gli importi impegnati.
`,
      },
    },
  ),
]);
