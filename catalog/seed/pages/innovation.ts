// Quality and innovation pages (ids 25–30): research (theme 5) and quality (theme 6).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const INNOVATION_PAGES: readonly SeedPage[] = Object.freeze([
  page(
    { id: 25, type: 'innovation', themeId: 5, needIds: [1], productIds: [3], publishedAt: '2025-02-10', order: 1 },
    {
      fr: {
        slug: 'notre-collection-de-souches',
        title: 'Notre collection de souches probiotiques',
        summary:
          'Chaque souche de nos formules est identifiée, caractérisée et conservée dans une collection de référence. Comment nous la constituons.',
        body: `
Un probiotique n’est pas une simple espèce bactérienne\u00a0: c’est une souche précise, dont les propriétés ont été décrites.
Notre laboratoire entretient depuis le début des années 1990 une collection de souches issues de la recherche de ses fondateurs.

## Les étapes de sélection

- L’identification génétique de la souche, qui garantit qu’il s’agit bien de la même bactérie d’un lot à l’autre.
- Les tests de résistance à l’acidité de l’estomac et aux sels biliaires.
- L’étude de la stabilité pendant la fabrication et le stockage.
- La vérification de la sécurité d’emploi, selon les critères des autorités européennes.

## Une collection vivante

Les souches sont conservées à très basse température et régulièrement contrôlées. Ce travail patient permet de proposer des formules
dont la composition reste identique année après année.
`,
      },
      nl: {
        slug: 'onze-collectie-van-stammen',
        title: 'Onze collectie probiotische stammen',
        summary:
          'Elke stam in onze formules is geïdentificeerd, gekarakteriseerd en bewaard in een referentiecollectie. Zo bouwen we die op.',
        body: `
Een probioticum is niet zomaar een bacteriesoort: het is een welbepaalde stam, waarvan de eigenschappen beschreven zijn.
Ons laboratorium onderhoudt sinds het begin van de jaren 1990 een collectie stammen die voortkomt uit het onderzoek van de oprichters.

## De stappen van de selectie

- De genetische identificatie van de stam, zodat het van partij tot partij om dezelfde bacterie gaat.
- De tests op weerstand tegen het maagzuur en de galzouten.
- Het onderzoek van de stabiliteit tijdens de productie en de opslag.
- De controle van de veiligheid, volgens de criteria van de Europese overheden.

## Een levende collectie

De stammen worden bij een zeer lage temperatuur bewaard en regelmatig gecontroleerd. Dat geduldige werk maakt het mogelijk om formules aan te bieden
waarvan de samenstelling jaar na jaar gelijk blijft.
`,
      },
      de: {
        slug: 'unsere-stammsammlung',
        title: 'Unsere Sammlung probiotischer Stämme',
        summary:
          'Jeder Stamm in unseren Rezepturen ist identifiziert, charakterisiert und in einer Referenzsammlung hinterlegt. Wie wir sie aufbauen.',
        body: `
Ein Probiotikum ist nicht einfach eine Bakterienart: Es ist ein bestimmter Stamm, dessen Eigenschaften beschrieben sind.
Unser Labor pflegt seit Anfang der 1990er-Jahre eine Sammlung von Stämmen, die aus der Forschung der Gründer hervorgegangen ist.

## Schritte der Auswahl

- Die genetische Identifizierung des Stammes, die sicherstellt, dass es von Charge zu Charge dieselbe Bakterie ist.
- Die Prüfung der Widerstandsfähigkeit gegen die Magensäure und die Gallensalze.
- Die Untersuchung der Stabilität bei der Herstellung und der Lagerung.
- Die Prüfung der Sicherheit nach den Kriterien der europäischen Behörden.

## Eine lebendige Sammlung

Die Stämme werden bei sehr tiefer Temperatur aufbewahrt und regelmäßig kontrolliert. Diese geduldige Arbeit erlaubt Rezepturen,
deren Zusammensetzung Jahr für Jahr gleich bleibt.
`,
      },
      es: {
        slug: 'nuestra-coleccion-de-cepas',
        title: 'Nuestra colección de cepas probióticas',
        summary:
          'Cada cepa de nuestras fórmulas está identificada, caracterizada y conservada en una colección de referencia. Así la construimos.',
        body: `
Un probiótico no es una simple especie bacteriana: es una cepa concreta, cuyas propiedades se han descrito.
Nuestro laboratorio mantiene desde principios de los años noventa una colección de cepas procedentes de la investigación de sus fundadores.

## Las etapas de la selección

- La identificación genética de la cepa, que garantiza que se trata de la misma bacteria en cada lote.
- Los ensayos de resistencia a la acidez del estómago y a las sales biliares.
- El estudio de la estabilidad durante la fabricación y el almacenamiento.
- La comprobación de la seguridad, según los criterios de las autoridades europeas.

## Una colección viva

Las cepas se conservan a muy baja temperatura y se controlan con regularidad. Este trabajo paciente permite ofrecer fórmulas
cuya composición se mantiene idéntica año tras año.
`,
      },
      it: {
        slug: 'la-nostra-collezione-di-ceppi',
        title: 'La nostra collezione di ceppi probiotici',
        summary:
          'Ogni ceppo delle nostre formule è identificato, caratterizzato e conservato in una collezione di riferimento. Ecco come la costruiamo.',
        body: `
Un probiotico non è una semplice specie batterica: è un ceppo preciso, di cui sono state descritte le proprietà.
Il nostro laboratorio cura dall’inizio degli anni Novanta una collezione di ceppi nata dalla ricerca dei suoi fondatori.

## Le tappe della selezione

- L’identificazione genetica del ceppo, che garantisce che si tratti dello stesso batterio in ogni lotto.
- I test di resistenza all’acidità dello stomaco e ai sali biliari.
- Lo studio della stabilità durante la produzione e la conservazione.
- La verifica della sicurezza d’uso, secondo i criteri delle autorità europee.

## Una collezione viva

I ceppi sono conservati a temperatura molto bassa e controllati con regolarità. Questo lavoro paziente permette di proporre formule
la cui composizione resta identica anno dopo anno.
`,
      },
    },
  ),

  page(
    { id: 26, type: 'innovation', themeId: 5, needIds: [], productIds: [], publishedAt: '2025-06-16', order: 2 },
    {
      fr: {
        slug: 'etudes-et-partenariats-universitaires',
        title: 'Études et partenariats universitaires',
        summary:
          'Nous travaillons avec des équipes universitaires pour étudier nos formules dans des conditions rigoureuses. Nos principes en la matière.',
        body: `
La recherche n’a de valeur que si elle est conduite avec méthode et publiée, y compris lorsque les résultats ne sont pas ceux espérés.
C’est pourquoi nos études sont menées avec des équipes indépendantes, dans des hôpitaux et des universités en Europe.

## Nos principes

- Des protocoles déclarés avant le début de l’étude.
- Des groupes comparés à un placebo, lorsque c’est possible, et une répartition par tirage au sort.
- L’avis d’un comité d’éthique et le consentement éclairé de chaque participant.
- La publication des résultats, qu’ils soient positifs ou non.

## Des résultats à lire avec prudence

Un résultat obtenu avec une souche, une dose et une population donnée ne se transpose pas à d’autres produits. Nous veillons à ce que nos textes
respectent ces limites et les allégations autorisées par la réglementation européenne.
`,
      },
      nl: {
        slug: 'studies-en-universitaire-partnerschappen',
        title: 'Studies en universitaire partnerschappen',
        summary:
          'We werken samen met universitaire teams om onze formules onder strikte voorwaarden te onderzoeken. Dit zijn onze principes.',
        body: `
Onderzoek heeft pas waarde als het methodisch verloopt en gepubliceerd wordt, ook wanneer de resultaten niet de verhoopte zijn.
Daarom voeren we onze studies uit met onafhankelijke teams, in ziekenhuizen en universiteiten in Europa.

## Onze principes

- Een protocol dat voor het begin van de studie geregistreerd is.
- Een vergelijking met een placebo waar het kan, en een verdeling van de groepen door loting.
- Het advies van een ethisch comité en de geïnformeerde toestemming van elke deelnemer.
- De publicatie van de resultaten, of ze nu positief zijn of niet.

## Resultaten om voorzichtig te lezen

Een resultaat met een bepaalde stam, een dosis en een groep mensen geldt niet zomaar voor andere producten. We zorgen ervoor dat onze teksten
die grenzen en de claims die de Europese regelgeving toelaat, respecteren.
`,
      },
      de: {
        slug: 'studien-und-partnerschaften-mit-hochschulen',
        title: 'Studien und Partnerschaften mit Hochschulen',
        summary:
          'Wir arbeiten mit universitären Teams zusammen, um unsere Rezepturen unter strengen Bedingungen zu untersuchen. Unsere Grundsätze dabei.',
        body: `
Forschung hat nur dann einen Wert, wenn sie methodisch durchgeführt und veröffentlicht wird, auch wenn die Ergebnisse nicht die erhofften sind.
Deshalb führen wir unsere Studien mit unabhängigen Teams in Kliniken und Universitäten in Europa durch.

## Unsere Grundsätze

- Ein Studienprotokoll, das vor dem Beginn der Studie registriert wird.
- Der Vergleich mit einem Placebo, wo es möglich ist, und eine zufällige Verteilung auf die Gruppen.
- Die Zustimmung einer Ethikkommission und die informierte Einwilligung jeder teilnehmenden Person.
- Die Veröffentlichung der Ergebnisse, ob sie positiv sind oder nicht.

## Ergebnisse mit Vorsicht lesen

Ein Ergebnis mit einem Stamm, einer Dosis und einer bestimmten Gruppe lässt sich nicht auf andere Produkte übertragen. Wir achten darauf, dass unsere Texte
diese Grenzen und die nach der europäischen Verordnung zugelassenen Angaben einhalten.
`,
      },
      es: {
        slug: 'estudios-y-colaboraciones-universitarias',
        title: 'Estudios y colaboraciones universitarias',
        summary:
          'Trabajamos con equipos universitarios para estudiar nuestras fórmulas en condiciones rigurosas. Estos son nuestros principios.',
        body: `
La investigación solo tiene valor si se realiza con método y se publica, también cuando los resultados no son los esperados.
Por eso llevamos a cabo nuestros estudios con equipos independientes, en hospitales y universidades de Europa.

## Nuestros principios

- Un protocolo registrado antes del inicio del estudio.
- La comparación con un placebo cuando es posible y el reparto de los grupos por sorteo.
- El dictamen de un comité de ética y el consentimiento informado de cada participante.
- La publicación de los resultados, sean positivos o no.

## Resultados que se leen con prudencia

Un resultado obtenido con una cepa, una dosis y una población determinadas no se traslada a otros productos. Cuidamos que nuestros textos
respeten esos límites y las declaraciones autorizadas por la normativa europea.
`,
      },
      it: {
        slug: 'studi-e-collaborazioni-universitarie',
        title: 'Studi e collaborazioni universitarie',
        summary:
          'Lavoriamo con gruppi universitari per studiare le nostre formule in condizioni rigorose. Ecco i nostri principi.',
        body: `
La ricerca ha valore solo se condotta con metodo e pubblicata, anche quando i risultati non sono quelli sperati.
Per questo realizziamo i nostri studi con gruppi indipendenti, in ospedali e università d’Europa.

## I nostri principi

- Un protocollo registrato prima dell’inizio dello studio.
- Il confronto con un placebo quando è possibile e la suddivisione dei gruppi per sorteggio.
- Il parere di un comitato etico e il consenso informato di ogni partecipante.
- La pubblicazione dei risultati, positivi o meno.

## Risultati da leggere con prudenza

Un risultato ottenuto con un ceppo, una dose e una popolazione precisa non si trasferisce ad altri prodotti. Facciamo in modo che i nostri testi
rispettino questi limiti e le indicazioni autorizzate dalla normativa europea.
`,
      },
    },
  ),

  page(
    { id: 27, type: 'innovation', themeId: 5, needIds: [1], productIds: [8], publishedAt: '2025-09-09', order: 3 },
    {
      fr: {
        slug: 'gelules-gastroresistantes',
        title: 'Des gélules qui résistent à l’estomac',
        summary:
          'Pour que des bactéries vivantes atteignent l’intestin, il faut d’abord traverser l’acidité de l’estomac. Le travail de nos équipes sur les enveloppes protectrices.',
        body: `
L’estomac est un milieu très acide, conçu pour détruire une grande partie des micro-organismes que nous avalons. C’est une protection utile,
mais aussi un obstacle pour les probiotiques.

## Deux approches complémentaires

La première consiste à choisir des souches naturellement résistantes à l’acidité. La seconde consiste à les protéger par une gélule
d’origine végétale qui ne se dissout qu’une fois passée dans l’intestin grêle.

## Ce que nous vérifions

- La résistance de la gélule dans un milieu qui imite l’estomac.
- Sa dissolution dans un milieu qui imite l’intestin.
- Le nombre de bactéries vivantes après ces deux étapes.

Ces essais de laboratoire complètent les études sur la stabilité des produits et nous aident à améliorer nos formes galéniques.
`,
      },
      nl: {
        slug: 'maagsapresistente-capsules',
        title: 'Capsules die de maag weerstaan',
        summary:
          'Om levende bacteriën in de darm te krijgen, moeten ze eerst het zure maagmilieu doorstaan. Het werk van onze teams aan beschermende omhulsels.',
        body: `
De maag is een zeer zuur milieu, bedoeld om een groot deel van de micro-organismen die we inslikken te vernietigen. Dat is een nuttige bescherming,
maar ook een hindernis voor probiotica.

## Twee aanvullende benaderingen

De eerste is het kiezen van stammen die van nature tegen het maagzuur bestand zijn. De tweede is ze te beschermen met een plantaardige capsule
die pas in de dunne darm oplost.

## Wat we controleren

- De weerstand van de capsule in een milieu dat de maag nabootst.
- Het oplossen in een milieu dat de darm nabootst.
- Het aantal levende bacteriën na die twee stappen.

Die laboratoriumtests vullen de stabiliteitsstudies van de producten aan en helpen ons om de toedieningsvormen te verbeteren.
`,
      },
      de: {
        slug: 'magensaftresistente-kapseln',
        title: 'Kapseln, die dem Magen standhalten',
        summary:
          'Damit lebende Bakterien den Darm erreichen, müssen sie zuerst die Säure des Magens überstehen. Die Arbeit unserer Teams an schützenden Hüllen.',
        body: `
Der Magen ist ein sehr saures Milieu, das einen großen Teil der Mikroorganismen zerstört, die wir schlucken. Das ist ein nützlicher Schutz,
aber auch eine Hürde für Probiotika.

## Zwei sich ergänzende Ansätze

Der erste besteht darin, Stämme zu wählen, die von Natur aus säurefest sind. Der zweite darin, sie mit einer pflanzlichen Kapsel zu schützen,
die sich erst im Dünndarm auflöst.

## Was wir prüfen

- Die Widerstandsfähigkeit der Kapsel in einem Milieu, das den Magen nachahmt.
- Die Auflösung in einem Milieu, das den Darm nachahmt.
- Die Zahl der lebenden Bakterien nach diesen beiden Schritten.

Diese Labortests ergänzen die Stabilitätsstudien der Produkte und helfen uns, die Darreichungsformen zu verbessern.
`,
      },
      es: {
        slug: 'capsulas-gastrorresistentes',
        title: 'Cápsulas que resisten al estómago',
        summary:
          'Para que las bacterias vivas lleguen al intestino, antes deben atravesar la acidez del estómago. El trabajo de nuestros equipos sobre las cubiertas protectoras.',
        body: `
El estómago es un medio muy ácido, pensado para destruir gran parte de los microorganismos que tragamos. Es una protección útil,
pero también un obstáculo para los probióticos.

## Dos enfoques complementarios

El primero consiste en elegir cepas resistentes por naturaleza a la acidez. El segundo, en protegerlas con una cápsula de origen vegetal
que solo se disuelve una vez en el intestino delgado.

## Lo que comprobamos

- La resistencia de la cápsula en un medio que imita el estómago.
- Su disolución en un medio que imita el intestino.
- El número de bacterias vivas después de las dos etapas.

Estos ensayos de laboratorio completan los estudios de estabilidad de los productos y nos ayudan a mejorar las formas galénicas.
`,
      },
      it: {
        slug: 'capsule-gastroresistenti',
        title: 'Capsule che resistono allo stomaco',
        summary:
          'Perché i batteri vivi raggiungano l’intestino, devono prima superare l’acidità dello stomaco. Il lavoro dei nostri gruppi sugli involucri protettivi.',
        body: `
Lo stomaco è un ambiente molto acido, pensato per distruggere gran parte dei microrganismi che ingeriamo. È una protezione utile,
ma anche un ostacolo per i probiotici.

## Due approcci complementari

Il primo consiste nello scegliere ceppi resistenti per natura all’acidità. Il secondo nel proteggerli con una capsula di origine vegetale
che si scioglie solo una volta nell’intestino tenue.

## Che cosa verifichiamo

- La resistenza della capsula in un ambiente che imita lo stomaco.
- Il suo scioglimento in un ambiente che imita l’intestino.
- Il numero di batteri vivi dopo le due fasi.

Questi test di laboratorio completano gli studi sulla stabilità dei prodotti e ci aiutano a migliorare le forme farmaceutiche.
`,
      },
    },
  ),

  page(
    { id: 28, type: 'innovation', themeId: 6, needIds: [], productIds: [], publishedAt: '2025-01-20', order: 4 },
    {
      fr: {
        slug: 'de-la-matiere-premiere-a-la-pharmacie',
        title: 'De la matière première à la pharmacie',
        summary:
          'Chaque lot que nous libérons a été contrôlé à plusieurs étapes. Le parcours d’un complément, de la réception des ingrédients à l’officine.',
        body: `
La qualité d’un complément alimentaire se décide bien avant sa fabrication. Elle commence par le choix de fournisseurs audités
et se poursuit jusqu’à la livraison en pharmacie.

## Les étapes de contrôle

- À la réception\u00a0: identité, pureté et absence de contaminants de chaque matière première.
- Pendant la fabrication\u00a0: pesées vérifiées, uniformité du mélange et contrôle du poids des gélules.
- Avant la libération\u00a0: analyse du produit fini par un laboratoire qualifié.
- Après la mise sur le marché\u00a0: échantillons conservés et suivi des retours.

## La traçabilité

Chaque boîte porte un numéro de lot qui permet de retrouver l’origine de ses ingrédients et les résultats de ses analyses. Si vous avez
une question sur un produit, notre service client peut la transmettre à l’équipe qualité.
`,
      },
      nl: {
        slug: 'van-grondstof-tot-apotheek',
        title: 'Van grondstof tot apotheek',
        summary:
          'Elke partij die we vrijgeven, werd in verschillende stappen gecontroleerd. De weg van een supplement, van de ontvangst van de ingrediënten tot de apotheek.',
        body: `
De kwaliteit van een voedingssupplement wordt bepaald lang voor de productie. Ze begint bij de keuze van geauditeerde leveranciers
en loopt door tot de levering in de apotheek.

## De controlestappen

- Bij ontvangst: de identiteit, de zuiverheid en de afwezigheid van verontreinigingen van elke grondstof.
- Tijdens de productie: gecontroleerde wegingen, een homogeen mengsel en het gewicht van de capsules.
- Voor de vrijgave: een analyse van het eindproduct door een erkend laboratorium.
- Na de verkoop: bewaarde stalen en de opvolging van de meldingen.

## De traceerbaarheid

Elke doos draagt een partijnummer waarmee de herkomst van de ingrediënten en de resultaten van de analyses terug te vinden zijn. Hebt u
een vraag over een product, dan bezorgt onze klantendienst ze aan het kwaliteitsteam.
`,
      },
      de: {
        slug: 'vom-rohstoff-bis-in-die-apotheke',
        title: 'Vom Rohstoff bis in die Apotheke',
        summary:
          'Jede Charge, die wir freigeben, wurde in mehreren Schritten kontrolliert. Der Weg eines Produkts vom Eingang der Zutaten bis in die Apotheke.',
        body: `
Die Qualität eines Nahrungsergänzungsmittels entscheidet sich lange vor der Herstellung. Sie beginnt mit der Wahl geprüfter Lieferanten
und reicht bis zur Lieferung in die Apotheke.

## Schritte der Kontrolle

- Beim Eingang: Identität, Reinheit und das Fehlen von Verunreinigungen bei jedem Rohstoff.
- Bei der Herstellung: geprüfte Einwaagen, eine gleichmäßige Mischung und die Kontrolle des Kapselgewichts.
- Vor der Freigabe: die Analyse des Endprodukts durch ein qualifiziertes Labor.
- Nach dem Verkauf: aufbewahrte Rückstellmuster und die Auswertung der Meldungen.

## Die Rückverfolgbarkeit

Jede Packung trägt eine Chargennummer, mit der sich die Herkunft der Zutaten und die Ergebnisse der Analysen nachvollziehen lassen. Wenn Sie
eine Frage zu einem Produkt haben, leitet unser Kundenservice sie an das Qualitätsteam weiter.
`,
      },
      es: {
        slug: 'de-la-materia-prima-a-la-farmacia',
        title: 'De la materia prima a la farmacia',
        summary:
          'Cada lote que liberamos se ha controlado en varias etapas. El recorrido de un complemento, desde la recepción de los ingredientes hasta la farmacia.',
        body: `
La calidad de un complemento alimenticio se decide mucho antes de su fabricación. Empieza con la elección de proveedores auditados
y sigue hasta la entrega en la farmacia.

## Las etapas de control

- En la recepción: la identidad, la pureza y la ausencia de contaminantes de cada materia prima.
- Durante la fabricación: los pesajes verificados, la homogeneidad de la mezcla y el peso de las cápsulas.
- Antes de la liberación: el análisis del producto terminado por un laboratorio cualificado.
- Después de la venta: las muestras conservadas y el seguimiento de las incidencias.

## La trazabilidad

Cada caja lleva un número de lote que permite conocer el origen de los ingredientes y los resultados de los análisis. Si tiene
una pregunta sobre un producto, nuestro servicio de atención al cliente la transmite al equipo de calidad.
`,
      },
      it: {
        slug: 'dalla-materia-prima-alla-farmacia',
        title: 'Dalla materia prima alla farmacia',
        summary:
          'Ogni lotto che rilasciamo è stato controllato in più fasi. Il percorso di un integratore, dal ricevimento degli ingredienti alla farmacia.',
        body: `
La qualità di un integratore alimentare si decide molto prima della produzione. Comincia con la scelta di fornitori verificati
e prosegue fino alla consegna in farmacia.

## Le fasi di controllo

- Al ricevimento: l’identità, la purezza e l’assenza di contaminanti di ogni materia prima.
- Durante la produzione: le pesate verificate, l’omogeneità della miscela e il peso delle capsule.
- Prima del rilascio: l’analisi del prodotto finito da parte di un laboratorio qualificato.
- Dopo la vendita: i campioni conservati e il monitoraggio delle segnalazioni.

## La tracciabilità

Ogni confezione porta un numero di lotto che permette di risalire all’origine degli ingredienti e ai risultati delle analisi. Se ha
una domanda su un prodotto, il nostro servizio clienti la trasmette al gruppo della qualità.
`,
      },
    },
  ),

  page(
    { id: 29, type: 'innovation', themeId: 6, needIds: [], productIds: [19], publishedAt: '2025-05-12', order: 5 },
    {
      fr: {
        slug: 'des-extraits-de-plantes-titres',
        title: 'Des extraits de plantes titrés et contrôlés',
        summary:
          'Une plante n’a pas toujours la même composition\u00a0: elle varie avec la récolte, le climat et le séchage. Comment nous garantissons des extraits constants.',
        body: `
Deux récoltes d’une même plante peuvent contenir des quantités très différentes de leurs composés caractéristiques. Pour proposer
des formules fiables, nous travaillons avec des extraits titrés, c’est-à-dire dont la teneur en composés clés est mesurée et garantie.

## Nos exigences

- L’identification botanique de la plante et de la partie utilisée.
- Le dosage des composés caractéristiques de chaque lot d’extrait.
- La recherche des pesticides, des métaux lourds et des contaminants microbiologiques.
- Des fournisseurs engagés dans des pratiques de culture et de cueillette responsables.

## Pourquoi c’est important

Un extrait constant, c’est une dose constante d’une boîte à l’autre. C’est aussi la condition pour que les précautions d’emploi indiquées
sur l’emballage restent justes.
`,
      },
      nl: {
        slug: 'getitreerde-plantenextracten',
        title: 'Getitreerde en gecontroleerde plantenextracten',
        summary:
          'Een plant heeft niet altijd dezelfde samenstelling: die verschilt met de oogst, het klimaat en het drogen. Zo garanderen we constante extracten.',
        body: `
Twee oogsten van dezelfde plant kunnen sterk verschillende hoeveelheden van hun typische stoffen bevatten. Om betrouwbare formules
aan te bieden, werken we met getitreerde extracten: het gehalte aan sleutelstoffen is gemeten en gegarandeerd.

## Onze eisen

- De botanische identificatie van de plant en van het gebruikte deel.
- Het meten van de typische stoffen in elke partij extract.
- Het opsporen van pesticiden, zware metalen en microbiologische verontreiniging.
- Leveranciers die zich inzetten voor een verantwoorde teelt en pluk.

## Waarom het belangrijk is

Een constant extract betekent een constante dosis van de ene doos tot de andere. Het is ook de voorwaarde opdat de voorzorgen op de verpakking
juist blijven.
`,
      },
      de: {
        slug: 'standardisierte-pflanzenextrakte',
        title: 'Standardisierte und geprüfte Pflanzenextrakte',
        summary:
          'Eine Pflanze hat nicht immer die gleiche Zusammensetzung: Sie schwankt mit der Ernte, dem Klima und der Trocknung. Wie wir gleichbleibende Extrakte sichern.',
        body: `
Zwei Ernten derselben Pflanze können sehr unterschiedliche Mengen ihrer typischen Inhaltsstoffe enthalten. Um verlässliche Rezepturen
anzubieten, arbeiten wir mit standardisierten Extrakten, deren Gehalt an Leitsubstanzen gemessen und garantiert ist.

## Unsere Anforderungen

- Die botanische Bestimmung der Pflanze und des verwendeten Pflanzenteils.
- Die Messung der Leitsubstanzen in jeder Charge des Extrakts.
- Die Prüfung auf Pestizide, Schwermetalle und mikrobiologische Verunreinigungen.
- Lieferanten, die sich für einen verantwortungsvollen Anbau und eine schonende Wildsammlung einsetzen.

## Warum das wichtig ist

Ein gleichbleibender Extrakt bedeutet eine gleichbleibende Dosis von Packung zu Packung. Er ist auch die Voraussetzung dafür, dass die Hinweise
auf der Verpackung richtig bleiben.
`,
      },
      es: {
        slug: 'extractos-de-plantas-estandarizados',
        title: 'Extractos de plantas estandarizados y controlados',
        summary:
          'Una planta no tiene siempre la misma composición: cambia con la cosecha, el clima y el secado. Así garantizamos extractos constantes.',
        body: `
Dos cosechas de la misma planta pueden contener cantidades muy distintas de sus compuestos característicos. Para ofrecer
fórmulas fiables trabajamos con extractos estandarizados, es decir, con un contenido en compuestos clave medido y garantizado.

## Nuestras exigencias

- La identificación botánica de la planta y de la parte utilizada.
- La medida de los compuestos característicos en cada lote de extracto.
- El análisis de los pesticidas, los metales pesados y los contaminantes microbiológicos.
- Proveedores comprometidos con el cultivo y la recolección responsables.

## Por qué es importante

Un extracto constante es una dosis constante de una caja a otra. Es también la condición para que las precauciones de uso indicadas
en el envase sigan siendo correctas.
`,
      },
      it: {
        slug: 'estratti-vegetali-titolati',
        title: 'Estratti vegetali titolati e controllati',
        summary:
          'Una pianta non ha sempre la stessa composizione: cambia con il raccolto, il clima e l’essiccazione. Ecco come garantiamo estratti costanti.',
        body: `
Due raccolti della stessa pianta possono contenere quantità molto diverse dei loro composti caratteristici. Per proporre
formule affidabili lavoriamo con estratti titolati, cioè con un contenuto di composti chiave misurato e garantito.

## Le nostre esigenze

- L’identificazione botanica della pianta e della parte utilizzata.
- Il dosaggio dei composti caratteristici in ogni lotto di estratto.
- La ricerca di pesticidi, metalli pesanti e contaminanti microbiologici.
- Fornitori impegnati nella coltivazione e nella raccolta responsabili.

## Perché è importante

Un estratto costante significa una dose costante da una confezione all’altra. È anche la condizione perché le avvertenze indicate
sulla confezione restino corrette nel tempo e con il cambio dei lotti.
`,
      },
    },
  ),

  page(
    { id: 30, type: 'innovation', themeId: 6, needIds: [], productIds: [], publishedAt: '2025-10-06', order: 6 },
    {
      fr: {
        slug: 'tests-de-stabilite',
        title: 'Des tests de stabilité jusqu’à la date limite',
        summary:
          'La quantité indiquée sur l’étiquette doit être présente jusqu’au dernier jour de la durabilité. Les tests qui nous permettent de la garantir.',
        body: `
Les vitamines, les acides gras et surtout les bactéries vivantes sont sensibles à la chaleur, à l’humidité et à la lumière.
Nous garantissons donc les teneurs de nos produits jusqu’à la date de durabilité minimale, et non seulement le jour de la fabrication.

## Comment nous procédons

- Des échantillons de chaque nouvelle formule sont placés dans des enceintes à température et humidité contrôlées.
- Ils sont analysés à intervalles réguliers, pendant toute la durée de vie prévue.
- Des conditions plus sévères permettent d’anticiper les effets d’un été chaud.

## Ce que cela change pour vous

Ces résultats déterminent la date imprimée sur la boîte et les conseils de conservation. Les respecter, c’est la garantie de profiter
de la composition annoncée.
`,
      },
      nl: {
        slug: 'stabiliteitstests',
        title: 'Stabiliteitstests tot de houdbaarheidsdatum',
        summary:
          'De hoeveelheid op het etiket moet aanwezig zijn tot de laatste dag van de houdbaarheid. De tests waarmee we dat garanderen.',
        body: `
Vitaminen, vetzuren en vooral levende bacteriën zijn gevoelig voor warmte, vocht en licht. We garanderen het gehalte van onze producten
daarom tot de houdbaarheidsdatum, en niet alleen op de dag van de productie.

## Hoe we te werk gaan

- Stalen van elke nieuwe formule gaan in kasten met een gecontroleerde temperatuur en vochtigheid.
- Ze worden op vaste tijdstippen geanalyseerd, gedurende de hele voorziene houdbaarheid.
- Strengere omstandigheden laten toe het effect van een warme zomer te voorspellen.

## Wat het voor u betekent

Die resultaten bepalen de datum op de doos en de bewaaradviezen. Wie ze volgt, is zeker van de samenstelling die op het etiket staat.
`,
      },
      de: {
        slug: 'stabilitatsprufungen',
        title: 'Stabilitätsprüfungen bis zum Haltbarkeitsdatum',
        summary:
          'Die auf dem Etikett angegebene Menge muss bis zum letzten Tag der Haltbarkeit vorhanden sein. Die Prüfungen, mit denen wir das sicherstellen.',
        body: `
Vitamine, Fettsäuren und vor allem lebende Bakterien sind empfindlich gegenüber Wärme, Feuchtigkeit und Licht. Wir garantieren die Gehalte unserer
Produkte deshalb bis zum Mindesthaltbarkeitsdatum und nicht nur am Tag der Herstellung.

## Wie wir vorgehen

- Muster jeder neuen Rezeptur kommen in Klimakammern mit geregelter Temperatur und Feuchtigkeit.
- Sie werden in festen Abständen über die gesamte vorgesehene Haltbarkeit analysiert.
- Strengere Bedingungen erlauben es, die Wirkung eines heißen Sommers vorwegzunehmen.

## Was das für Sie bedeutet

Diese Ergebnisse bestimmen das Datum auf der Packung und die Hinweise zur Aufbewahrung. Wer sie beachtet, erhält die Zusammensetzung, die
auf dem Etikett steht.
`,
      },
      es: {
        slug: 'ensayos-de-estabilidad',
        title: 'Ensayos de estabilidad hasta la fecha de consumo preferente',
        summary:
          'La cantidad indicada en la etiqueta debe estar presente hasta el último día de la vida útil. Los ensayos que nos permiten garantizarlo.',
        body: `
Las vitaminas, los ácidos grasos y sobre todo las bacterias vivas son sensibles al calor, a la humedad y a la luz. Por eso garantizamos
el contenido de nuestros productos hasta la fecha de consumo preferente, y no solo el día de la fabricación.

## Cómo lo hacemos

- Las muestras de cada nueva fórmula se colocan en cámaras con temperatura y humedad controladas.
- Se analizan a intervalos regulares durante toda la vida útil prevista.
- Unas condiciones más exigentes permiten anticipar los efectos de un verano caluroso.

## Lo que cambia para usted

Estos resultados determinan la fecha impresa en la caja y los consejos de conservación. Respetarlos es la garantía de disfrutar
de la composición anunciada en el envase.
`,
      },
      it: {
        slug: 'test-di-stabilita',
        title: 'Test di stabilità fino alla scadenza',
        summary:
          'La quantità indicata in etichetta deve essere presente fino all’ultimo giorno di conservazione. I test che ci permettono di garantirlo.',
        body: `
Le vitamine, gli acidi grassi e soprattutto i batteri vivi sono sensibili al calore, all’umidità e alla luce. Per questo garantiamo
il contenuto dei nostri prodotti fino al termine minimo di conservazione, e non solo il giorno della produzione.

## Come procediamo

- I campioni di ogni nuova formula sono collocati in camere con temperatura e umidità controllate.
- Vengono analizzati a intervalli regolari per tutta la durata prevista.
- Condizioni più severe permettono di anticipare gli effetti di un’estate calda.

## Che cosa cambia per Lei

Questi risultati determinano la data stampata sulla confezione e i consigli di conservazione. Rispettarli è la garanzia di ritrovare
la composizione indicata in etichetta fino all’ultima capsula.
`,
      },
    },
  ),
]);
