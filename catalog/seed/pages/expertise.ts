// Expertise pages (ids 31–34): microbiota, micronutrition, phytonutrition, women's health.
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const EXPERTISE_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 31, type: 'expertise', needIds: [1, 2], productIds: [3, 4, 8], publishedAt: '2024-09-02', order: 1 },
    {
      fr: {
        slug: 'microbiote',
        title: 'Microbiote',
        summary:
          'Depuis 1991, le microbiote est au cœur de notre travail\u00a0: sélection de souches, formulation et accompagnement des professionnels de santé.',
        body: `
Le microbiote intestinal est le premier domaine d’expertise du laboratoire. Nos fondateurs l’étudiaient déjà au début des années 1990,
bien avant que le sujet ne devienne familier du grand public.

## Ce que nous faisons

- La sélection et la caractérisation de souches probiotiques documentées.
- La formulation de compléments associant souches, prébiotiques et vitamines.
- La formation des pharmaciens et des médecins aux connaissances actuelles sur le microbiote.

## Notre approche

Nous préférons un petit nombre de souches bien étudiées à de longues listes. Chaque formule indique le nom complet de ses souches
et la quantité garantie jusqu’à la date de durabilité minimale.
`,
      },
      nl: {
        slug: 'microbioom',
        title: 'Microbioom',
        summary:
          'Sinds 1991 staat het microbioom centraal in ons werk: de selectie van stammen, de formulering en de begeleiding van de zorgverleners.',
        body: `
Het darmmicrobioom is het eerste expertisedomein van het laboratorium. De oprichters bestudeerden het al in het begin van de jaren 1990,
lang voordat het onderwerp bij het grote publiek bekend werd.

## Wat we doen

- De selectie en karakterisering van gedocumenteerde probiotische stammen.
- De formulering van supplementen die stammen, prebiotica en vitaminen combineren.
- De opleiding van apothekers en artsen over de huidige kennis van het microbioom.

## Onze aanpak

We kiezen liever voor een klein aantal goed bestudeerde stammen dan voor lange lijsten. Elke formule vermeldt de volledige naam van de stammen
en de hoeveelheid die gegarandeerd is tot de houdbaarheidsdatum.
`,
      },
      de: {
        slug: 'mikrobiom',
        title: 'Mikrobiom',
        summary:
          'Seit 1991 steht das Mikrobiom im Mittelpunkt unserer Arbeit: die Auswahl der Stämme, die Rezeptur und die Begleitung der Fachleute im Gesundheitswesen.',
        body: `
Das Darmmikrobiom ist das erste Fachgebiet des Labors. Die Gründer erforschten es schon Anfang der 1990er-Jahre,
lange bevor das Thema der breiten Öffentlichkeit vertraut wurde.

## Was wir tun

- Die Auswahl und Charakterisierung dokumentierter probiotischer Stämme.
- Die Entwicklung von Produkten, die Stämme, Präbiotika und Vitamine verbinden.
- Die Schulung der Apotheken und der Ärzteschaft zum aktuellen Wissen über das Mikrobiom.

## Unser Ansatz

Wir setzen lieber auf wenige, gut untersuchte Stämme als auf lange Listen. Jede Rezeptur nennt den vollständigen Namen der Stämme
und die Menge, die bis zum Mindesthaltbarkeitsdatum garantiert ist.
`,
      },
      es: {
        slug: 'microbiota',
        title: 'Microbiota',
        summary:
          'Desde 1991, la microbiota está en el centro de nuestro trabajo: la selección de cepas, la formulación y el acompañamiento de los profesionales de la salud.',
        body: `
La microbiota intestinal es el primer campo de experiencia del laboratorio. Sus fundadores ya la estudiaban a principios de los años noventa,
mucho antes de que el tema se hiciera familiar para el gran público.

## Lo que hacemos

- La selección y la caracterización de cepas probióticas documentadas.
- La formulación de complementos que asocian cepas, prebióticos y vitaminas.
- La formación de los farmacéuticos y los médicos en los conocimientos actuales sobre la microbiota.

## Nuestro enfoque

Preferimos un pequeño número de cepas bien estudiadas a las listas largas. Cada fórmula indica el nombre completo de sus cepas
y la cantidad garantizada hasta la fecha de consumo preferente.
`,
      },
      it: {
        slug: 'microbiota',
        title: 'Microbiota',
        summary:
          'Dal 1991 il microbiota è al centro del nostro lavoro: la selezione dei ceppi, la formulazione e l’accompagnamento dei professionisti della salute.',
        body: `
Il microbiota intestinale è il primo ambito di competenza del laboratorio. I suoi fondatori lo studiavano già all’inizio degli anni Novanta,
molto prima che il tema diventasse familiare al grande pubblico.

## Che cosa facciamo

- La selezione e la caratterizzazione di ceppi probiotici documentati.
- La formulazione di integratori che associano ceppi, prebiotici e vitamine.
- La formazione dei farmacisti e dei medici sulle conoscenze attuali del microbiota.

## Il nostro approccio

Preferiamo un piccolo numero di ceppi ben studiati alle lunghe liste. Ogni formula indica il nome completo dei ceppi
e la quantità garantita fino al termine minimo di conservazione.
`,
      },
    },
  ),

  page(
    { id: 32, type: 'expertise', needIds: [5, 6], productIds: [16, 34], publishedAt: '2024-09-02', order: 2 },
    {
      fr: {
        slug: 'micronutrition',
        title: 'Micronutrition',
        summary:
          'Vitamines, minéraux, oligo-éléments et acides gras\u00a0: la micronutrition s’intéresse aux apports dont l’organisme a besoin en petites quantités, mais chaque jour.',
        body: `
La micronutrition étudie les nutriments présents en faibles quantités dans l’alimentation et pourtant indispensables\u00a0: vitamines, minéraux,
oligo-éléments, acides gras essentiels. Leur apport dépend de la qualité et de la variété de ce que nous mangeons.

## Nos principes de formulation

- Des doses cohérentes avec les valeurs nutritionnelles de référence européennes.
- Des formes choisies pour leur tolérance et leur assimilation.
- Aucune association sans justification scientifique.

## L’alimentation d’abord

Un complément vient en appui d’une alimentation équilibrée, jamais à sa place. Nos outils destinés aux pharmaciens les aident à repérer
les situations où un apport complémentaire a du sens.
`,
      },
      nl: {
        slug: 'micronutrienten',
        title: 'Micronutriënten',
        summary:
          'Vitaminen, mineralen, sporenelementen en vetzuren: de micronutritie gaat over wat het lichaam in kleine hoeveelheden nodig heeft, maar wel elke dag.',
        body: `
De micronutritie bestudeert de voedingsstoffen die in kleine hoeveelheden in de voeding zitten en toch onmisbaar zijn: vitaminen, mineralen,
sporenelementen en essentiële vetzuren. Hoeveel we ervan binnenkrijgen, hangt af van de kwaliteit en de variatie van wat we eten.

## Onze principes bij het formuleren

- Een dosis die past bij de Europese referentiewaarden voor voeding.
- Vormen die gekozen zijn omdat het lichaam ze goed verdraagt en opneemt.
- Geen combinatie zonder wetenschappelijke onderbouwing.

## Eerst de voeding

Een supplement ondersteunt een evenwichtige voeding, maar vervangt ze nooit. Onze hulpmiddelen voor apothekers helpen hen om de situaties te herkennen
waarin een aanvulling zinvol is.
`,
      },
      de: {
        slug: 'mikronahrstoffe',
        title: 'Mikronährstoffe',
        summary:
          'Vitamine, Mineralstoffe, Spurenelemente und Fettsäuren: Bei den Mikronährstoffen geht es um das, was der Körper in kleinen Mengen, aber jeden Tag braucht.',
        body: `
Die Mikronährstoffkunde befasst sich mit den Nährstoffen, die nur in kleinen Mengen in der Nahrung vorkommen und doch unverzichtbar sind: Vitamine,
Mineralstoffe, Spurenelemente und essenzielle Fettsäuren. Die Zufuhr hängt von der Qualität und der Vielfalt der Ernährung ab.

## Unsere Grundsätze bei der Rezeptur

- Dosierungen, die zu den europäischen Nährstoffbezugswerten passen.
- Verbindungen, die wegen ihrer Verträglichkeit und Aufnahme gewählt werden.
- Keine Kombination ohne wissenschaftliche Begründung.

## Zuerst die Ernährung

Ein Nahrungsergänzungsmittel unterstützt eine ausgewogene Ernährung, es ersetzt sie nie. Unsere Hilfsmittel für die Apotheken helfen, die Situationen
zu erkennen, in denen eine Ergänzung sinnvoll ist.
`,
      },
      es: {
        slug: 'micronutricion',
        title: 'Micronutrición',
        summary:
          'Vitaminas, minerales, oligoelementos y ácidos grasos: la micronutrición se ocupa de los aportes que el organismo necesita en pequeñas cantidades, pero cada día.',
        body: `
La micronutrición estudia los nutrientes presentes en pequeñas cantidades en la alimentación y, sin embargo, indispensables: vitaminas, minerales,
oligoelementos y ácidos grasos esenciales. Su aporte depende de la calidad y la variedad de lo que comemos.

## Nuestros principios de formulación

- Dosis coherentes con los valores de referencia de nutrientes europeos.
- Formas elegidas por su tolerancia y su absorción.
- Ninguna asociación sin justificación científica.

## Primero, la alimentación

Un complemento apoya una alimentación equilibrada, nunca la sustituye. Nuestras herramientas para los farmacéuticos les ayudan a detectar
las situaciones en las que un aporte complementario tiene sentido.
`,
      },
      it: {
        slug: 'micronutrizione',
        title: 'Micronutrizione',
        summary:
          'Vitamine, minerali, oligoelementi e acidi grassi: la micronutrizione si occupa degli apporti di cui l’organismo ha bisogno in piccole quantità, ma ogni giorno.',
        body: `
La micronutrizione studia i nutrienti presenti in piccole quantità nell’alimentazione eppure indispensabili: vitamine, minerali,
oligoelementi e acidi grassi essenziali. Il loro apporto dipende dalla qualità e dalla varietà della dieta.

## I nostri principi di formulazione

- Dosi coerenti con i valori nutritivi di riferimento europei.
- Forme scelte per la tollerabilità e l’assorbimento.
- Nessuna associazione senza una giustificazione scientifica.

## Prima di tutto l’alimentazione

Un integratore sostiene un’alimentazione equilibrata, non la sostituisce mai. I nostri strumenti per i farmacisti li aiutano a riconoscere
le situazioni in cui un apporto complementare ha senso, con il parere del medico quando serve.
`,
      },
    },
  ),

  page(
    { id: 33, type: 'expertise', needIds: [4, 10], productIds: [19, 24], publishedAt: '2024-09-02', order: 3 },
    {
      fr: {
        slug: 'phytonutrition',
        title: 'Phytonutrition',
        summary:
          'Les plantes accompagnent la santé depuis toujours. Nous les sélectionnons avec la même exigence que nos autres ingrédients.',
        body: `
La phytonutrition associe la connaissance traditionnelle des plantes et les méthodes modernes d’analyse. Elle permet de proposer
des extraits dont l’origine, la composition et la qualité sont connues.

## Nos engagements

- Des plantes identifiées, issues de filières tracées.
- Des extraits titrés en composés caractéristiques.
- Des précautions d’emploi claires, notamment pendant la grossesse et en cas de traitement.

## Une approche prudente

Certaines allégations relatives aux plantes sont encore en cours d’évaluation au niveau européen. Nos textes le précisent et parlent d’usage traditionnel
lorsque c’est le cas.
`,
      },
      nl: {
        slug: 'fytonutrienten',
        title: 'Fytonutriënten',
        summary:
          'Planten begeleiden de gezondheid al eeuwenlang. We selecteren ze met dezelfde zorg als onze andere ingrediënten.',
        body: `
De fytonutritie verbindt de traditionele kennis van planten met moderne analysemethoden. Zo kunnen we extracten aanbieden
waarvan de herkomst, de samenstelling en de kwaliteit gekend zijn.

## Onze engagementen

- Geïdentificeerde planten uit traceerbare ketens.
- Extracten die getitreerd zijn op hun typische stoffen.
- Duidelijke voorzorgen bij het gebruik, onder meer tijdens de zwangerschap en bij een behandeling.

## Een voorzichtige aanpak

Een aantal claims over planten wordt op Europees niveau nog beoordeeld. Onze teksten vermelden dat en spreken van traditioneel gebruik
wanneer dat het geval is.
`,
      },
      de: {
        slug: 'pflanzenstoffe',
        title: 'Pflanzenstoffe',
        summary:
          'Pflanzen begleiten die Gesundheit seit jeher. Wir wählen sie mit derselben Sorgfalt aus wie unsere anderen Zutaten.',
        body: `
Die Arbeit mit Pflanzenstoffen verbindet das überlieferte Wissen über die Pflanzen mit modernen Analysemethoden. So entstehen Extrakte,
deren Herkunft, Zusammensetzung und Qualität bekannt sind.

## Unsere Verpflichtungen

- Bestimmte Pflanzen aus rückverfolgbaren Lieferketten.
- Extrakte, die auf ihre typischen Inhaltsstoffe standardisiert sind.
- Klare Hinweise für die Anwendung, besonders in der Schwangerschaft und bei der Einnahme von Arzneimitteln.

## Ein vorsichtiger Ansatz

Manche Angaben zu Pflanzen werden auf europäischer Ebene noch geprüft. Unsere Texte sagen das und sprechen von traditioneller Verwendung,
wenn es sich um eine solche handelt.
`,
      },
      es: {
        slug: 'fitonutricion',
        title: 'Fitonutrición',
        summary:
          'Las plantas acompañan la salud desde siempre. Las seleccionamos con la misma exigencia que el resto de nuestros ingredientes.',
        body: `
La fitonutrición une el conocimiento tradicional de las plantas y los métodos modernos de análisis. Permite ofrecer
extractos con un origen, una composición y una calidad conocidos.

## Nuestros compromisos

- Plantas identificadas, procedentes de cadenas de suministro trazables.
- Extractos estandarizados en sus compuestos característicos.
- Precauciones de uso claras, sobre todo durante el embarazo y con los tratamientos.

## Un enfoque prudente

Algunas declaraciones sobre plantas siguen en evaluación a nivel europeo. Nuestros textos lo indican y hablan de uso tradicional
cuando es el caso.
`,
      },
      it: {
        slug: 'fitonutrizione',
        title: 'Fitonutrizione',
        summary:
          'Le piante accompagnano la salute da sempre. Le selezioniamo con la stessa cura degli altri ingredienti.',
        body: `
La fitonutrizione unisce la conoscenza tradizionale delle piante e i metodi moderni di analisi. Permette di proporre
estratti di cui si conoscono l’origine, la composizione e la qualità.

## I nostri impegni

- Piante identificate, provenienti da filiere tracciate.
- Estratti titolati nei composti caratteristici.
- Avvertenze chiare, in particolare durante la gravidanza e in caso di terapia.

## Un approccio prudente

Alcune indicazioni sulle piante sono ancora in corso di valutazione a livello europeo. I nostri testi lo precisano e parlano di uso tradizionale
quando si tratta di questo.
`,
      },
    },
  ),

  page(
    { id: 34, type: 'expertise', needIds: [9, 10, 25], productIds: [6, 11, 20], publishedAt: '2024-09-02', order: 4 },
    {
      fr: {
        slug: 'sante-au-feminin',
        title: 'Santé au féminin',
        summary:
          'Cycle, désir d’enfant, grossesse, ménopause\u00a0: à chaque étape, les besoins changent. Nous concevons des formules et des outils pour accompagner les femmes et leurs soignants.',
        body: `
Les besoins nutritionnels des femmes évoluent au fil de la vie. Le fer pendant les années de règles, les folates avant une grossesse,
le calcium et la vitamine D à la ménopause\u00a0: chaque période a ses repères.

## Nos domaines de travail

- Le projet de grossesse et la grossesse, avec les professionnels de la fertilité.
- Le confort urinaire et l’équilibre de la flore intime.
- La ménopause et la santé osseuse.

## Avec les professionnels

Nous travaillons avec des gynécologues, des sages-femmes et des pharmaciens pour que nos informations soient justes et utiles.
Un complément ne remplace jamais le suivi médical, en particulier pendant la grossesse.
`,
      },
      nl: {
        slug: 'vrouwengezondheid',
        title: 'Vrouwengezondheid',
        summary:
          'Cyclus, kinderwens, zwangerschap, menopauze: bij elke stap veranderen de behoeften. We ontwikkelen formules en hulpmiddelen voor vrouwen en hun zorgverleners.',
        body: `
De voedingsbehoeften van vrouwen veranderen in de loop van het leven. IJzer tijdens de jaren van menstruatie, foliumzuur voor een zwangerschap,
calcium en vitamine D bij de menopauze: elke periode heeft haar aandachtspunten.

## Onze werkdomeinen

- De kinderwens en de zwangerschap, samen met de fertiliteitsspecialisten.
- Het urinair comfort en het evenwicht van de intieme flora.
- De menopauze en de gezondheid van de botten.

## Met de zorgverleners

We werken met gynaecologen, vroedvrouwen en apothekers zodat onze informatie juist en nuttig is. Een supplement vervangt nooit de medische
opvolging, zeker niet tijdens de zwangerschap.
`,
      },
      de: {
        slug: 'frauengesundheit',
        title: 'Frauengesundheit',
        summary:
          'Zyklus, Kinderwunsch, Schwangerschaft, Wechseljahre: Mit jeder Lebensphase ändert sich der Bedarf. Wir entwickeln Rezepturen und Hilfsmittel für Frauen und die Fachleute, die sie begleiten.',
        body: `
Der Nährstoffbedarf von Frauen verändert sich im Laufe des Lebens. Eisen in den Jahren der Menstruation, Folsäure vor einer Schwangerschaft,
Calcium und Vitamin D in den Wechseljahren: Jede Phase hat ihre Schwerpunkte.

## Unsere Arbeitsfelder

- Der Kinderwunsch und die Schwangerschaft, gemeinsam mit den Fachleuten der Reproduktionsmedizin.
- Das Wohlbefinden der Harnwege und das Gleichgewicht der Intimflora.
- Die Wechseljahre und die Gesundheit der Knochen.

## Mit den Fachleuten

Wir arbeiten mit Gynäkologinnen und Gynäkologen, Hebammen und Apotheken zusammen, damit unsere Informationen richtig und nützlich sind.
Ein Nahrungsergänzungsmittel ersetzt nie die ärztliche Betreuung, schon gar nicht in der Schwangerschaft.
`,
      },
      es: {
        slug: 'salud-femenina',
        title: 'Salud femenina',
        summary:
          'Ciclo, deseo de tener hijos, embarazo, menopausia: en cada etapa cambian las necesidades. Diseñamos fórmulas y herramientas para acompañar a las mujeres y a sus profesionales.',
        body: `
Las necesidades nutricionales de las mujeres cambian a lo largo de la vida. El hierro durante los años de menstruación, los folatos antes de un embarazo,
el calcio y la vitamina D en la menopausia: cada etapa tiene sus puntos clave.

## Nuestros campos de trabajo

- El deseo de embarazo y el embarazo, con los profesionales de la fertilidad.
- El confort urinario y el equilibrio de la flora íntima.
- La menopausia y la salud de los huesos.

## Con los profesionales

Trabajamos con ginecólogos, matronas y farmacéuticos para que nuestra información sea correcta y útil. Un complemento nunca sustituye
el seguimiento médico, y menos aún durante el embarazo.
`,
      },
      it: {
        slug: 'salute-femminile',
        title: 'Salute femminile',
        summary:
          'Ciclo, desiderio di un figlio, gravidanza, menopausa: a ogni tappa i bisogni cambiano. Progettiamo formule e strumenti per accompagnare le donne e i loro professionisti.',
        body: `
I bisogni nutrizionali delle donne cambiano nel corso della vita. Il ferro negli anni del ciclo, i folati prima di una gravidanza,
il calcio e la vitamina D in menopausa: ogni periodo ha i suoi punti di riferimento.

## I nostri ambiti di lavoro

- Il desiderio di gravidanza e la gravidanza, con i professionisti della fertilità.
- Il benessere urinario e l’equilibrio della flora intima.
- La menopausa e la salute delle ossa.

## Con i professionisti

Lavoriamo con ginecologi, ostetriche e farmacisti perché le nostre informazioni siano corrette e utili. Un integratore non sostituisce mai
il controllo medico, e tanto meno durante la gravidanza.
`,
      },
    },
  ),
]);
