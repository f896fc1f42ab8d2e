// Advice articles of theme 1, digestion and microbiota (ids 1–6).
import type { SeedPage } from '../types.ts';
import { page } from './build.ts';

export const DIGESTION_ADVICE: readonly SeedPage[] = Object.freeze([
  page(
    { id: 1, type: 'advice', themeId: 1, needIds: [1], productIds: [3, 8], publishedAt: '2025-01-14', order: 1 },
    {
      fr: {
        slug: 'comprendre-le-microbiote-intestinal',
        title: 'Comprendre le microbiote intestinal',
        summary:
          'Des milliards de bactéries vivent dans notre intestin et participent à la digestion. Voici ce que l’on sait aujourd’hui de cet écosystème et des gestes qui le respectent.',
        body: `
Notre intestin abrite une communauté de micro-organismes d’une grande diversité\u00a0: bactéries, levures et virus y cohabitent en équilibre.
Cet ensemble, appelé microbiote intestinal, pèse environ un à deux kilos chez l’adulte et il est propre à chaque personne, un peu comme une empreinte.

## À quoi sert-il\u202f?

Le microbiote participe à la fermentation des fibres que nous ne digérons pas seuls, il produit certains composés utiles à la muqueuse intestinale
et il dialogue en permanence avec les cellules du système immunitaire. La recherche explore aussi ses liens avec le métabolisme et l’humeur,
mais beaucoup de questions restent ouvertes.

## Les facteurs qui l’influencent

- L’alimentation, et en particulier la variété des fibres végétales.
- La prise d’antibiotiques ou de certains médicaments.
- Le stress, le manque de sommeil et la sédentarité.
- L’âge, des premiers mois de vie jusqu’au grand âge.

## Prendre soin de son équilibre

Une assiette variée, riche en légumes, en légumineuses et en céréales complètes, reste la base. Les aliments fermentés peuvent compléter
ce régime. En cas de troubles digestifs persistants, parlez-en à votre médecin ou à votre pharmacien avant toute automédication.
`,
      },
      nl: {
        slug: 'het-darmmicrobioom-begrijpen',
        title: 'Het darmmicrobioom begrijpen',
        summary:
          'In onze darmen leven miljarden bacteriën die meehelpen aan de spijsvertering. Dit weten we vandaag over dat ecosysteem en over de gewoonten die het respecteren.',
        body: `
In onze darmen leeft een zeer gevarieerde gemeenschap van micro-organismen: bacteriën, gisten en virussen houden er elkaar in evenwicht.
Dit geheel, het darmmicrobioom, weegt bij een volwassene ongeveer één à twee kilo en is voor iedereen anders, een beetje zoals een vingerafdruk.

## Waarvoor dient het?

Het microbioom helpt bij de vergisting van vezels die we zelf niet kunnen verteren, het maakt stoffen aan die nuttig zijn voor het darmslijmvlies
en het staat voortdurend in contact met de cellen van het immuunsysteem. Onderzoekers bestuderen ook het verband met de stofwisseling en het humeur,
maar veel vragen zijn nog open.

## Wat het beïnvloedt

- De voeding, en vooral de variatie aan plantaardige vezels.
- Het gebruik van antibiotica of bepaalde geneesmiddelen.
- Stress, slaaptekort en te weinig beweging.
- De leeftijd, van de eerste levensmaanden tot op hoge leeftijd.

## Zorg dragen voor het evenwicht

Een gevarieerd bord met groenten, peulvruchten en volkoren granen blijft de basis. Gefermenteerde voedingsmiddelen kunnen dat aanvullen.
Houden de spijsverteringsklachten aan, spreek er dan eerst over met uw arts of apotheker voordat u zelf iets neemt.
`,
      },
      de: {
        slug: 'das-darmmikrobiom-verstehen',
        title: 'Das Darmmikrobiom verstehen',
        summary:
          'Milliarden Bakterien leben in unserem Darm und wirken an der Verdauung mit. Was wir heute über dieses Ökosystem wissen und welche Gewohnheiten ihm guttun.',
        body: `
In unserem Darm lebt eine äußerst vielfältige Gemeinschaft von Mikroorganismen: Bakterien, Hefen und Viren halten sich dort die Waage.
Dieses Ganze, das Darmmikrobiom, wiegt bei Erwachsenen etwa ein bis zwei Kilo und ist bei jedem Menschen anders, fast wie ein Fingerabdruck.

## Wozu dient es?

Das Mikrobiom ist an der Fermentation der Ballaststoffe beteiligt, die wir allein nicht verdauen, es bildet Stoffe, die der Darmschleimhaut nützen,
und es steht in ständigem Austausch mit den Zellen des Immunsystems. Die Forschung untersucht auch die Verbindung mit dem Stoffwechsel und der
Stimmung, doch viele Fragen sind noch offen.

## Was es beeinflusst

- Die Ernährung, vor allem die Vielfalt der pflanzlichen Ballaststoffe.
- Die Einnahme von Antibiotika oder bestimmten Arzneimitteln.
- Stress, Schlafmangel und wenig Bewegung.
- Das Alter, von den ersten Lebensmonaten bis ins hohe Alter.

## Das Gleichgewicht pflegen

Ein abwechslungsreicher Teller mit Gemüse, Hülsenfrüchten und Vollkorngetreide bleibt die Grundlage. Fermentierte Lebensmittel können die
Ernährung ergänzen. Halten die Beschwerden an, sprechen Sie zuerst mit der Ärztin, dem Arzt oder in der Apotheke, bevor Sie selbst etwas einnehmen.
`,
      },
      es: {
        slug: 'entender-la-microbiota-intestinal',
        title: 'Entender la microbiota intestinal',
        summary:
          'Miles de millones de bacterias viven en nuestro intestino y participan en la digestión. Esto es lo que se sabe hoy de este ecosistema y de los hábitos que lo respetan.',
        body: `
Nuestro intestino alberga una comunidad de microorganismos muy diversa: bacterias, levaduras y virus conviven en equilibrio.
Este conjunto, llamado microbiota intestinal, pesa entre uno y dos kilos en el adulto y es propio de cada persona, como una huella dactilar.

## ¿Para qué sirve?

La microbiota participa en la fermentación de las fibras que no digerimos por nosotros mismos, produce compuestos útiles para la mucosa intestinal
y mantiene un diálogo constante con las células del sistema inmunitario. La investigación estudia también su relación con el metabolismo
y el estado de ánimo, aunque muchas preguntas siguen abiertas.

## Los factores que influyen en ella

- La alimentación y, sobre todo, la variedad de fibras vegetales.
- Los antibióticos y algunos medicamentos.
- El estrés, la falta de sueño y el sedentarismo.
- La edad, desde los primeros meses de vida hasta la vejez.

## Cuidar el equilibrio

Un plato variado, con verduras, legumbres y cereales integrales, sigue siendo la base. Los alimentos fermentados pueden completar la dieta.
Si las molestias digestivas persisten, consulte con su médico o con su farmacéutico antes de tomar nada por su cuenta.
`,
      },
      it: {
        slug: 'capire-il-microbiota-intestinale',
        title: 'Capire il microbiota intestinale',
        summary:
          'Miliardi di batteri vivono nel nostro intestino e partecipano alla digestione. Ecco che cosa sappiamo oggi di questo ecosistema e delle abitudini che lo rispettano.',
        body: `
Il nostro intestino ospita una comunità di microrganismi molto varia: batteri, lieviti e virus convivono in equilibrio.
Questo insieme, chiamato microbiota intestinale, pesa nell’adulto tra uno e due chili ed è diverso per ogni persona, un po’ come un’impronta digitale.

## A che cosa serve?

Il microbiota partecipa alla fermentazione delle fibre che non digeriamo da soli, produce sostanze utili alla mucosa intestinale
e dialoga di continuo con le cellule del sistema immunitario. La ricerca studia anche il legame con il metabolismo e con l’umore,
ma molte domande restano aperte.

## I fattori che lo influenzano

- L’alimentazione, e soprattutto la varietà delle fibre vegetali.
- Gli antibiotici e alcuni farmaci.
- Lo stress, la mancanza di sonno e la sedentarietà.
- L’età, dai primi mesi di vita fino alla terza età.

## Prendersi cura dell’equilibrio

Un piatto vario, con verdure, legumi e cereali integrali, resta la base. Gli alimenti fermentati possono completare la dieta.
Se i disturbi digestivi persistono, ne parli con il medico o con il farmacista prima di assumere qualsiasi prodotto di Sua iniziativa.
`,
      },
    },
  ),

  page(
    {
      id: 2,
      type: 'advice',
      themeId: 1,
      needIds: [1, 2, 15],
      productIds: [3, 8, 4],
      publishedAt: '2025-02-03',
      order: 2,
    },
    {
      fr: {
        slug: 'bien-choisir-ses-probiotiques',
        title: 'Bien choisir ses probiotiques',
        summary:
          'Souches, quantités, moment de la prise\u00a0: les critères qui comptent pour choisir un complément à base de probiotiques et l’utiliser correctement.',
        body: `
Les probiotiques sont des micro-organismes vivants que l’on retrouve dans certains aliments et dans des compléments alimentaires.
Tous ne se valent pas\u00a0: leurs effets étudiés dépendent de la souche, et non seulement de l’espèce, ce qui rend l’étiquette particulièrement importante.

## Lire l’étiquette

- Le nom complet de chaque souche, avec son code d’identification.
- La quantité de bactéries garantie jusqu’à la date de durabilité, et non à la fabrication.
- Les conditions de conservation indiquées par le fabricant.
- La présence éventuelle d’allergènes, de lactose ou de gluten.

## Quand et comment les prendre

La plupart des formules se prennent avec un verre d’eau, au début d’un repas ou selon la notice. La régularité compte davantage que l’heure\u00a0:
une cure suivie pendant plusieurs semaines a plus de sens qu’une prise occasionnelle. Pendant un traitement antibiotique, espacez les prises
d’au moins deux heures et demandez conseil à votre pharmacien.

Un complément alimentaire ne remplace pas une alimentation variée et équilibrée ni un mode de vie sain. Les personnes dont le système
immunitaire est fragilisé doivent demander l’avis de leur médecin avant d’en prendre.
`,
      },
      nl: {
        slug: 'de-juiste-probiotica-kiezen',
        title: 'De juiste probiotica kiezen',
        summary:
          'Stammen, hoeveelheden en het moment van inname: de criteria die tellen om een supplement met probiotica te kiezen en het correct te gebruiken.',
        body: `
Probiotica zijn levende micro-organismen die in sommige voedingsmiddelen en in voedingssupplementen zitten. Ze zijn niet allemaal gelijk:
de onderzochte effecten hangen af van de stam en niet alleen van de soort. Daarom is het etiket zo belangrijk.

## Het etiket lezen

- De volledige naam van elke stam, met de identificatiecode.
- Het aantal bacteriën dat gegarandeerd is tot de houdbaarheidsdatum, en niet bij de productie.
- De bewaarvoorschriften van de fabrikant.
- Het eventuele gebruik van allergenen, lactose of gluten.

## Wanneer en hoe innemen

De meeste formules neemt u in met een glas water, bij het begin van een maaltijd of volgens de bijsluiter. Regelmaat is belangrijker dan het uur:
een kuur van enkele weken heeft meer zin dan een losse inname. Tijdens een antibioticakuur laat u best twee uur tussen beide innames
en vraagt u advies aan uw apotheker.

Een voedingssupplement is geen vervanging voor een gevarieerde en evenwichtige voeding en een gezonde levensstijl. Wie een verzwakt
immuunsysteem heeft, vraagt eerst het advies van de arts.
`,
      },
      de: {
        slug: 'die-richtigen-probiotika-wahlen',
        title: 'Die richtigen Probiotika wählen',
        summary:
          'Stämme, Mengen und der Zeitpunkt der Einnahme: die Kriterien, die bei der Wahl eines probiotischen Nahrungsergänzungsmittels und bei der Anwendung zählen.',
        body: `
Probiotika sind lebende Mikroorganismen, die in manchen Lebensmitteln und in Nahrungsergänzungsmitteln enthalten sind. Sie sind nicht alle gleich:
Die untersuchten Wirkungen hängen vom Stamm ab und nicht nur von der Art. Deshalb lohnt sich der Blick auf die Verpackung.

## Das Etikett lesen

- Der vollständige Name jedes Stammes mit seinem Kennzeichen.
- Die Keimzahl, die bis zum Mindesthaltbarkeitsdatum garantiert ist, nicht bei der Herstellung.
- Die Lagerhinweise des Herstellers.
- Mögliche Allergene, Laktose oder Gluten.

## Wann und wie einnehmen

Die meisten Produkte werden mit einem Glas Wasser zu Beginn einer Mahlzeit oder nach der Packungsbeilage eingenommen. Die Regelmäßigkeit zählt mehr
als die Uhrzeit: Eine Kur über mehrere Wochen ist sinnvoller als eine gelegentliche Einnahme. Während einer Antibiotikabehandlung sollten
mindestens zwei Stunden zwischen den Einnahmen liegen; fragen Sie dazu in der Apotheke nach.

Ein Nahrungsergänzungsmittel ist kein Ersatz für eine abwechslungsreiche und ausgewogene Ernährung und eine gesunde Lebensweise. Menschen mit
geschwächtem Immunsystem sprechen vor der Einnahme mit der Ärztin oder dem Arzt.
`,
      },
      es: {
        slug: 'elegir-bien-los-probioticos',
        title: 'Elegir bien los probióticos',
        summary:
          'Cepas, cantidades y momento de la toma: los criterios que cuentan para elegir un complemento con probióticos y utilizarlo correctamente.',
        body: `
Los probióticos son microorganismos vivos presentes en algunos alimentos y en los complementos alimenticios. No todos son iguales:
los efectos estudiados dependen de la cepa y no solo de la especie, por eso la etiqueta es tan importante.

## Leer la etiqueta

- El nombre completo de cada cepa, con su código de identificación.
- La cantidad de bacterias garantizada hasta la fecha de consumo preferente, no en la fabricación.
- Las condiciones de conservación indicadas por el fabricante.
- La posible presencia de alérgenos, lactosa o gluten.

## Cuándo y cómo tomarlos

La mayoría de las fórmulas se toman con un vaso de agua, al principio de una comida o según el prospecto. La regularidad cuenta más que la hora:
una pauta de varias semanas tiene más sentido que una toma ocasional. Durante un tratamiento con antibióticos, separe las tomas al menos
dos horas y pida consejo a su farmacéutico.

Un complemento alimenticio no sustituye una dieta variada y equilibrada ni un estilo de vida saludable. Las personas con el sistema
inmunitario debilitado deben consultar con el médico antes de tomarlo.
`,
      },
      it: {
        slug: 'scegliere-bene-i-probiotici',
        title: 'Scegliere bene i probiotici',
        summary:
          'Ceppi, quantità e momento dell’assunzione: i criteri che contano per scegliere un integratore di probiotici e utilizzarlo nel modo corretto.',
        body: `
I probiotici sono microrganismi vivi presenti in alcuni alimenti e negli integratori alimentari. Non sono tutti uguali:
gli effetti studiati dipendono dal ceppo e non soltanto dalla specie, per questo l’etichetta è così importante.

## Leggere l’etichetta

- Il nome completo di ogni ceppo, con il suo codice di identificazione.
- La quantità di batteri garantita fino al termine minimo di conservazione, non alla produzione.
- Le condizioni di conservazione indicate dal produttore.
- L’eventuale presenza di allergeni, lattosio o glutine.

## Quando e come assumerli

La maggior parte delle formule si assume con un bicchiere d’acqua, all’inizio di un pasto o secondo il foglietto. La regolarità conta più
dell’orario: un ciclo di alcune settimane ha più senso di un’assunzione occasionale. Durante una terapia antibiotica distanzi le assunzioni
di almeno due ore e chieda il parere del farmacista.

Un integratore alimentare non sostituisce una dieta varia ed equilibrata e uno stile di vita sano. Le persone con il sistema
immunitario indebolito devono chiedere il parere del medico prima dell’uso.
`,
      },
    },
  ),

  page(
    {
      id: 3,
      type: 'advice',
      themeId: 1,
      needIds: [1, 13, 18],
      productIds: [7],
      countries: ['be', 'es', 'it'],
      publishedAt: '2025-05-20',
      order: 3,
    },
    {
      fr: {
        slug: 'voyager-l-esprit-et-le-ventre-tranquilles',
        title: 'Voyager l’esprit et le ventre tranquilles',
        summary:
          'Changement de cuisine, d’horaires et de climat\u00a0: quelques précautions simples pour profiter de son séjour sans que la digestion ne s’en mêle.',
        body: `
Les vacances bousculent nos habitudes\u00a0: des plats nouveaux, des repas décalés, la chaleur et parfois une eau dont la qualité est incertaine.
Le système digestif y est sensible, et quelques jours d’inconfort suffisent à gâcher un séjour.

## Avant le départ

- Renseignez-vous sur la qualité de l’eau du robinet dans le pays visité.
- Préparez une petite trousse avec une solution de réhydratation et vos traitements habituels.
- Si vous envisagez une cure de probiotiques, commencez-la quelques jours avant de partir.

## Sur place

Privilégiez l’eau en bouteille fermée, les fruits que vous pelez vous-même et les plats bien cuits servis chauds. Lavez-vous souvent les mains,
surtout avant les repas. Buvez régulièrement, car la chaleur augmente les pertes en eau.

En cas de fièvre, de diarrhée qui dure plus de deux jours ou de sang dans les selles, consultez sans attendre un médecin. Les jeunes enfants,
les femmes enceintes et les personnes âgées doivent être particulièrement attentifs à la déshydratation.
`,
      },
      nl: {
        slug: 'zorgeloos-op-reis-met-een-rustige-buik',
        title: 'Zorgeloos op reis met een rustige buik',
        summary:
          'Een andere keuken, andere uren en een ander klimaat: enkele eenvoudige voorzorgen om van de reis te genieten zonder dat de spijsvertering roet in het eten gooit.',
        body: `
Op vakantie verandert er veel: nieuwe gerechten, maaltijden op andere uren, de warmte en soms water van onzekere kwaliteit.
Het spijsverteringsstelsel is daar gevoelig voor, en een paar dagen ongemak kunnen een reis flink bederven.

## Voor het vertrek

- Ga na hoe het zit met de kwaliteit van het kraanwater in het land van bestemming.
- Stel een kleine reisapotheek samen met een rehydratatieoplossing en uw gewone geneesmiddelen.
- Wilt u een kuur met probiotica volgen, begin er dan enkele dagen voor het vertrek mee.

## Ter plaatse

Drink bij voorkeur water uit een gesloten fles, kies fruit dat u zelf schilt en gerechten die goed gaar en warm opgediend zijn. Was vaak
de handen, zeker voor het eten. Drink regelmatig, want de warmte doet het vochtverlies toenemen.

Bij koorts, diarree die langer dan twee dagen duurt of bloed in de stoelgang raadpleegt u meteen een arts. Jonge kinderen, zwangere vrouwen
en ouderen letten extra goed op het risico van uitdroging.
`,
      },
      de: {
        slug: 'entspannt-reisen-mit-ruhigem-bauch',
        title: 'Entspannt reisen mit ruhigem Bauch',
        summary:
          'Eine andere Küche, andere Essenszeiten und ein anderes Klima: einige einfache Vorkehrungen, damit die Verdauung die Reise nicht verdirbt.',
        body: `
Im Urlaub ändert sich vieles: neue Gerichte, verschobene Mahlzeiten, die Hitze und manchmal Wasser von unsicherer Qualität.
Die Verdauung reagiert darauf empfindlich, und schon wenige Tage mit Beschwerden können die Reise verderben.

## Vor der Abreise

- Informieren Sie sich über die Qualität des Leitungswassers im Reiseland.
- Stellen Sie eine kleine Reiseapotheke mit einer Elektrolytlösung und Ihren gewohnten Arzneimitteln zusammen.
- Wenn Sie eine Kur mit Probiotika planen, beginnen Sie damit einige Tage vor der Abreise.

## Vor Ort

Trinken Sie bevorzugt Wasser aus verschlossenen Flaschen, essen Sie Obst, das Sie selbst schälen, und Gerichte, die gut durchgegart und heiß serviert
werden. Waschen Sie sich oft die Hände, vor allem vor dem Essen. Trinken Sie regelmäßig, denn die Hitze erhöht den Flüssigkeitsverlust.

Bei Fieber, Durchfall, der länger als zwei Tage dauert, oder Blut im Stuhl suchen Sie ohne Verzögerung eine Ärztin oder einen Arzt auf. Kleine
Kinder, Schwangere und ältere Menschen achten besonders auf die Gefahr der Austrocknung.
`,
      },
      es: {
        slug: 'viajar-con-el-estomago-tranquilo',
        title: 'Viajar con el estómago tranquilo',
        summary:
          'Otra cocina, otros horarios y otro clima: algunas precauciones sencillas para disfrutar del viaje sin que la digestión lo estropee.',
        body: `
Las vacaciones cambian nuestras costumbres: platos nuevos, comidas a otras horas, el calor y a veces un agua de calidad dudosa.
El aparato digestivo es sensible a estos cambios y bastan unos días de molestias para estropear el viaje.

## Antes de salir

- Infórmese sobre la calidad del agua del grifo en el país de destino.
- Prepare un pequeño botiquín con una solución de rehidratación y sus tratamientos habituales.
- Si piensa tomar probióticos, empiece unos días antes de la salida.

## Durante el viaje

Elija el agua embotellada y cerrada, la fruta que pela usted mismo y los platos bien cocinados y servidos calientes. Lávese las manos con
frecuencia, sobre todo antes de comer. Beba con regularidad, ya que el calor aumenta la pérdida de líquidos.

Si aparecen fiebre, una diarrea que dura más de dos días o sangre en las heces, acuda al médico sin esperar. Los niños pequeños, las mujeres
embarazadas y los mayores deben vigilar con especial atención el riesgo de deshidratación.
`,
      },
      it: {
        slug: 'viaggiare-con-la-pancia-tranquilla',
        title: 'Viaggiare con la pancia tranquilla',
        summary:
          'Un’altra cucina, altri orari e un altro clima: alcune precauzioni semplici per godersi il viaggio senza che la digestione lo rovini.',
        body: `
Le vacanze cambiano le nostre abitudini: piatti nuovi, pasti a orari diversi, il caldo e talvolta un’acqua di qualità incerta.
L’apparato digerente è sensibile a questi cambiamenti e bastano pochi giorni di disturbi per rovinare il soggiorno.

## Prima della partenza

- Si informi sulla qualità dell’acqua del rubinetto nel paese di destinazione.
- Prepari un piccolo kit con una soluzione reidratante e le Sue terapie abituali.
- Se pensate di assumere probiotici, iniziate qualche giorno prima della partenza.

## Durante il soggiorno

Preferisca l’acqua in bottiglia sigillata, la frutta che sbuccia personalmente e i piatti ben cotti e serviti caldi. Si lavi spesso le mani,
soprattutto prima dei pasti. Beva con regolarità, perché il caldo aumenta la perdita di liquidi.

In caso di febbre, di diarrea che dura più di due giorni o di sangue nelle feci, consulti subito il medico. I bambini piccoli, le donne
in gravidanza e gli anziani devono prestare particolare attenzione al rischio di disidratazione.
`,
      },
    },
  ),

  page(
    { id: 4, type: 'advice', themeId: 1, needIds: [1, 11, 13], productIds: [], publishedAt: '2025-03-11', order: 4 },
    {
      fr: {
        slug: 'fibres-prebiotiques-et-aliments-fermentes',
        title: 'Fibres, prébiotiques et aliments fermentés',
        summary:
          'Ce que l’on met dans son assiette nourrit aussi ses bactéries intestinales. Le point sur les fibres, les prébiotiques et les aliments fermentés.',
        body: `
Les fibres alimentaires ne sont pas digérées par nos enzymes\u00a0: elles arrivent intactes dans le côlon, où une partie d’entre elles est fermentée
par le microbiote. Certaines, dites prébiotiques, servent de nourriture à des bactéries considérées comme favorables.

## Où les trouver\u202f?

- Les légumineuses\u00a0: lentilles, pois chiches, haricots.
- Les légumes comme le poireau, l’oignon, l’artichaut et l’asperge.
- Les céréales complètes, l’avoine et l’orge.
- Les fruits, en particulier la banane peu mûre et la pomme.

## Les aliments fermentés

Le yaourt, le kéfir, la choucroute crue ou le miso sont obtenus grâce à l’action de micro-organismes. Ils enrichissent la variété du régime
et s’intègrent facilement aux repas. Leur teneur en bactéries vivantes varie toutefois beaucoup d’un produit à l’autre.

## Y aller progressivement

Augmenter brusquement la quantité de fibres peut provoquer des ballonnements. Mieux vaut les introduire peu à peu, en buvant suffisamment
d’eau, pour laisser à l’intestin le temps de s’adapter. L’objectif recommandé pour un adulte se situe autour de 25 à 30 grammes par jour.
`,
      },
      nl: {
        slug: 'vezels-prebiotica-en-gefermenteerde-voeding',
        title: 'Vezels, prebiotica en gefermenteerde voeding',
        summary:
          'Wat op uw bord ligt, voedt ook uw darmbacteriën. Een overzicht van de vezels, de prebiotica en de gefermenteerde voedingsmiddelen.',
        body: `
Voedingsvezels worden niet door onze enzymen verteerd: ze komen intact in de dikke darm terecht, waar een deel ervan door het microbioom
wordt vergist. Sommige vezels, de prebiotica, dienen als voeding voor bacteriën die als gunstig worden beschouwd.

## Waar vindt u ze?

- Peulvruchten: linzen, kikkererwten en bonen.
- Groenten zoals prei, ui, artisjok en asperge.
- Volkoren granen, haver en gerst.
- Fruit, vooral een niet te rijpe banaan en een appel.

## Gefermenteerde voeding

Yoghurt, kefir, rauwe zuurkool en miso ontstaan door de werking van micro-organismen. Ze maken het menu gevarieerder en passen makkelijk
in een maaltijd. Het gehalte aan levende bacteriën verschilt wel sterk van het ene product tot het andere.

## Stap voor stap

Wie de hoeveelheid vezels plots verhoogt, kan last krijgen van een opgeblazen gevoel. Het is beter ze geleidelijk in te voeren en voldoende
water te drinken, zodat de darm de tijd krijgt om zich aan te passen. Voor een volwassene ligt het aanbevolen doel rond 25 tot 30 gram per dag.
`,
      },
      de: {
        slug: 'ballaststoffe-prabiotika-und-fermentiertes',
        title: 'Ballaststoffe, Präbiotika und Fermentiertes',
        summary:
          'Was auf dem Teller liegt, ernährt auch die Darmbakterien. Ein Überblick über die Ballaststoffe, die Präbiotika und die fermentierten Lebensmittel.',
        body: `
Ballaststoffe werden von unseren Enzymen nicht verdaut: Sie gelangen unverändert in den Dickdarm, wo ein Teil davon vom Mikrobiom
fermentiert wird. Manche von ihnen, die Präbiotika, dienen Bakterien als Nahrung, die als günstig gelten.

## Wo stecken sie drin?

- Hülsenfrüchte wie Linsen, Kichererbsen und Bohnen.
- Gemüse wie Lauch, Zwiebeln, Artischocken und Spargel.
- Vollkorngetreide, Hafer und Gerste.
- Obst, vor allem nicht ganz reife Bananen und Äpfel.

## Fermentierte Lebensmittel

Joghurt, Kefir, rohes Sauerkraut und Miso entstehen durch die Arbeit von Mikroorganismen. Sie bringen Abwechslung in die Ernährung
und lassen sich leicht in die Mahlzeiten einbauen. Der Gehalt an lebenden Bakterien ist aber von Produkt zu Produkt sehr unterschiedlich.

## Schritt für Schritt

Wer die Menge der Ballaststoffe plötzlich erhöht, bekommt leicht Blähungen. Besser ist es, sie nach und nach einzuführen und dabei genug
Wasser zu trinken, damit sich der Darm anpassen kann. Für Erwachsene liegt der empfohlene Richtwert bei etwa 25 bis 30 Gramm am Tag.
`,
      },
      es: {
        slug: 'fibra-prebioticos-y-alimentos-fermentados',
        title: 'Fibra, prebióticos y alimentos fermentados',
        summary:
          'Lo que ponemos en el plato también alimenta a las bacterias intestinales. Todo sobre la fibra, los prebióticos y los alimentos fermentados.',
        body: `
La fibra alimentaria no la digieren nuestras enzimas: llega intacta al colon, donde la microbiota fermenta una parte de ella.
Algunas fibras, llamadas prebióticas, sirven de alimento a bacterias que se consideran favorables.

## ¿Dónde encontrarla?

- En las legumbres: lentejas, garbanzos y alubias.
- En verduras como el puerro, la cebolla, la alcachofa y el espárrago.
- En los cereales integrales, la avena y la cebada.
- En la fruta, sobre todo el plátano poco maduro y la manzana.

## Los alimentos fermentados

El yogur, el kéfir, el chucrut crudo o el miso se obtienen gracias a la acción de microorganismos. Aportan variedad a la dieta y se
integran fácilmente en las comidas. Sin embargo, su contenido en bacterias vivas cambia mucho de un producto a otro.

## Poco a poco

Aumentar de golpe la cantidad de fibra puede provocar hinchazón. Es mejor introducirla poco a poco y beber suficiente agua, para dar al
intestino el tiempo de adaptarse. El objetivo recomendado para un adulto se sitúa entre 25 y 30 gramos al día.
`,
      },
      it: {
        slug: 'fibre-prebiotici-e-alimenti-fermentati',
        title: 'Fibre, prebiotici e alimenti fermentati',
        summary:
          'Ciò che mettiamo nel piatto nutre anche i batteri intestinali. Il punto sulle fibre, sui prebiotici e sugli alimenti fermentati.',
        body: `
Le fibre alimentari non vengono digerite dai nostri enzimi: arrivano intatte nel colon, dove una parte viene fermentata dal microbiota.
Alcune di esse, dette prebiotiche, fanno da nutrimento a batteri considerati favorevoli per l’equilibrio della flora.

## Dove trovarle?

- Nei legumi: lenticchie, ceci e fagioli.
- In verdure come il porro, la cipolla, il carciofo e l’asparago.
- Nei cereali integrali, nell’avena e nell’orzo.
- Nella frutta, soprattutto la banana poco matura e la mela.

## Gli alimenti fermentati

Lo yogurt, il kefir, i crauti crudi e il miso si ottengono grazie all’azione di microrganismi. Rendono più varia la dieta e si inseriscono
facilmente nei pasti. Il contenuto di batteri vivi, però, cambia molto da un prodotto all’altro.

## Un passo alla volta

Aumentare di colpo la quantità di fibre può causare gonfiore. È meglio introdurle gradualmente e bere acqua a sufficienza, per dare
all’intestino il tempo di adattarsi. L’obiettivo consigliato per un adulto è di circa 25–30 grammi al giorno.
`,
      },
    },
  ),

  page(
    { id: 5, type: 'advice', themeId: 1, needIds: [1, 14], productIds: [2, 25], publishedAt: '2025-06-02', order: 5 },
    {
      fr: {
        slug: 'ventre-gonfle-les-bons-reflexes',
        title: 'Ventre gonflé\u00a0: les bons réflexes',
        summary:
          'Les ballonnements sont fréquents et le plus souvent sans gravité. Quelques habitudes simples aident à les limiter au quotidien.',
        body: `
Sensation de ventre tendu après le repas, gaz, inconfort en fin de journée\u00a0: les ballonnements touchent une grande partie des adultes.
Ils sont souvent liés à la façon de manger, à certains aliments ou au stress.

## Au moment du repas

- Prendre le temps de manger, assis, et bien mâcher chaque bouchée.
- Limiter les boissons gazeuses et le chewing-gum, qui font avaler de l’air.
- Repérer les aliments qui vous gênent et les réduire plutôt que de les supprimer.

## Tout au long de la journée

La marche après le repas favorise le transit. Des exercices de respiration lente détendent la sangle abdominale, et des horaires de repas réguliers
aident l’intestin à trouver son rythme. Certaines plantes, comme le fenouil ou la menthe poivrée, sont traditionnellement utilisées pour le confort digestif.

Si les symptômes sont accompagnés d’une perte de poids, de douleurs importantes ou d’un changement durable du transit, un avis médical s’impose.
`,
      },
      nl: {
        slug: 'een-opgeblazen-buik-de-juiste-reflexen',
        title: 'Een opgeblazen buik: de juiste reflexen',
        summary:
          'Een opgeblazen gevoel komt vaak voor en is meestal onschuldig. Enkele eenvoudige gewoonten helpen om het in het dagelijks leven te beperken.',
        body: `
Een gespannen buik na het eten, winderigheid of ongemak op het einde van de dag: een opgeblazen gevoel treft een groot deel van de volwassenen.
Het hangt vaak samen met de manier van eten, met bepaalde voedingsmiddelen of met stress.

## Tijdens de maaltijd

- Neem de tijd om zittend te eten en kauw elke hap goed.
- Beperk frisdrank met prik en kauwgom, want daardoor slikt u lucht in.
- Spoor de voedingsmiddelen op die u last bezorgen en eet er minder van in plaats van ze te schrappen.

## De hele dag door

Een wandeling na het eten bevordert de darmwerking. Rustige ademhalingsoefeningen ontspannen de buikspieren, en regelmatige eetmomenten
helpen de darm om een ritme te vinden. Sommige planten, zoals venkel en pepermunt, worden van oudsher gebruikt voor een comfortabele spijsvertering.

Gaan de klachten gepaard met gewichtsverlies, hevige pijn of een blijvende verandering van de stoelgang, vraag dan het advies van een arts.
`,
      },
      de: {
        slug: 'blahbauch-was-wirklich-hilft',
        title: 'Blähbauch: was wirklich hilft',
        summary:
          'Blähungen sind häufig und meist harmlos. Einige einfache Gewohnheiten helfen, sie im Alltag zu verringern.',
        body: `
Ein gespannter Bauch nach dem Essen, Luft im Bauch, Unwohlsein am Abend: Blähungen betreffen einen großen Teil der Erwachsenen.
Sie hängen oft mit der Art zu essen, mit bestimmten Lebensmitteln oder mit Stress zusammen.

## Beim Essen

- Sich Zeit nehmen, im Sitzen essen und jeden Bissen gut kauen.
- Sprudelnde Getränke und Kaugummi einschränken, denn dabei schluckt man Luft.
- Die Lebensmittel erkennen, die stören, und die Menge verringern, statt sie ganz zu streichen.

## Über den Tag verteilt

Ein Spaziergang nach der Mahlzeit bringt die Verdauung in Schwung. Langsame Atemübungen entspannen die Bauchdecke, und regelmäßige Essenszeiten
helfen dem Darm, seinen Rhythmus zu finden. Pflanzen wie Fenchel und Pfefferminze werden traditionell für eine angenehme Verdauung verwendet.

Gehen die Beschwerden mit Gewichtsverlust, starken Schmerzen oder einer dauerhaften Veränderung der Verdauung einher, ist ärztlicher Rat nötig.
`,
      },
      es: {
        slug: 'hinchazon-abdominal-los-buenos-habitos',
        title: 'Hinchazón abdominal: los buenos hábitos',
        summary:
          'La hinchazón es frecuente y casi siempre leve. Algunos hábitos sencillos ayudan a reducirla en el día a día.',
        body: `
Sensación de vientre tenso después de comer, gases, molestias al final del día: la hinchazón afecta a una gran parte de los adultos.
Suele estar relacionada con la forma de comer, con ciertos alimentos o con el estrés.

## Durante la comida

- Comer sentado y sin prisa, masticando bien cada bocado.
- Limitar los refrescos con gas y el chicle, que hacen tragar aire.
- Identificar los alimentos que le sientan mal y reducirlos en lugar de eliminarlos.

## A lo largo del día

Caminar después de comer favorece el tránsito. Los ejercicios de respiración lenta relajan el abdomen y los horarios de comida regulares ayudan
al intestino a encontrar su ritmo. Algunas plantas, como el hinojo y la menta piperita, se utilizan tradicionalmente para el confort digestivo.

Si los síntomas van acompañados de pérdida de peso, dolor intenso o un cambio duradero del tránsito, es necesario consultar con el médico.
`,
      },
      it: {
        slug: 'pancia-gonfia-le-buone-abitudini',
        title: 'Pancia gonfia: le buone abitudini',
        summary:
          'Il gonfiore addominale è frequente e quasi sempre benigno. Alcune abitudini semplici aiutano a ridurlo nella vita di tutti i giorni.',
        body: `
Pancia tesa dopo il pasto, aria nell’intestino, fastidio a fine giornata: il gonfiore riguarda una buona parte degli adulti.
È spesso legato al modo di mangiare, ad alcuni alimenti o allo stress della giornata.

## A tavola

- Mangiare seduti e con calma, masticando bene ogni boccone.
- Limitare le bevande gassate e la gomma da masticare, che fanno ingoiare aria.
- Individuare i cibi che danno fastidio e ridurli invece di eliminarli del tutto.

## Durante la giornata

Una passeggiata dopo il pasto favorisce il transito. Gli esercizi di respirazione lenta rilassano l’addome e gli orari regolari dei pasti aiutano
l’intestino a trovare il suo ritmo. Alcune piante, come il finocchio e la menta piperita, sono usate per tradizione per il benessere della digestione.

Se i sintomi si accompagnano a perdita di peso, dolore intenso o un cambiamento duraturo del transito, è necessario il parere del medico.
`,
      },
    },
  ),

  page(
    { id: 6, type: 'advice', themeId: 1, needIds: [1, 2, 15], productIds: [3], publishedAt: '2025-09-16', order: 6 },
    {
      fr: {
        slug: 'microbiote-et-antibiotiques',
        title: 'Microbiote et antibiotiques',
        summary:
          'Les antibiotiques sont précieux contre les infections bactériennes, mais ils touchent aussi les bactéries utiles de l’intestin. Comment accompagner la période du traitement\u202f?',
        body: `
Un antibiotique ne fait pas la différence entre les bactéries responsables d’une infection et celles qui peuplent l’intestin. Pendant et après
le traitement, la diversité du microbiote peut diminuer, ce qui se traduit parfois par un transit perturbé.

## Pendant le traitement

- Suivre exactement la prescription, sans arrêter le traitement plus tôt.
- Ne jamais prendre d’antibiotique sans avis médical, même s’il en reste à la maison.
- Boire suffisamment et privilégier des repas simples.
- Demander au pharmacien si un complément de probiotiques est adapté, et à quel moment le prendre.

## Après le traitement

Le retour à une alimentation riche en fibres variées, en légumes et en aliments fermentés aide l’écosystème intestinal à se reconstituer.
Ce processus prend du temps, souvent plusieurs semaines.

Une diarrée importante, de la fièvre ou des douleurs pendant ou après un traitement antibiotique doivent être signalées au médecin.
`,
      },
      nl: {
        slug: 'microbioom-en-antibiotica',
        title: 'Microbioom en antibiotica',
        summary:
          'Antibiotica zijn waardevol tegen bacteriële infecties, maar ze treffen ook de nuttige bacteriën in de darm. Hoe begeleidt u de periode van de behandeling?',
        body: `
Een antibioticum maakt geen onderscheid tussen de bacteriën die een infectie veroorzaken en de bacteriën die in de darm leven. Tijdens en na
de behandeling kan de diversiteit van het microbioom afnemen, wat soms tot een verstoorde stoelgang leidt.

## Tijdens de behandeling

- Volg het voorschrift nauwkeurig en stop de behandeling niet vroeger.
- Neem nooit een antibioticum zonder medisch advies, ook al ligt er nog een doosje in de kast.
- Drink voldoende en kies voor eenvoudige maaltijden.
- Vraag de apotheker of een supplement met probiotica geschikt is en wanneer u het best inneemt.

## Na de behandeling

Terug naar een voeding met veel verschillende vezels, groenten en gefermenteerde voedingsmiddelen helpt het darmecosysteem om zich te herstellen.
Dat proces vraagt tijd, vaak enkele weken.

Hevige diarree, koorts of pijn tijdens of na een antibioticakuur meldt u aan de arts.
`,
      },
      de: {
        slug: 'mikrobiom-und-antibiotika',
        title: 'Mikrobiom und Antibiotika',
        summary:
          'Antibiotika sind wertvoll gegen bakterielle Infektionen, treffen aber auch die nützlichen Bakterien im Darm. Wie lässt sich die Zeit der Behandlung begleiten?',
        body: `
Ein Antibiotikum unterscheidet nicht zwischen den Bakterien, die eine Infektion auslösen, und denen, die den Darm besiedeln. Während und nach der
Behandlung kann die Vielfalt des Mikrobioms abnehmen, was sich manchmal in einer gestörten Verdauung zeigt.

## Während der Behandlung

- Die Verordnung genau einhalten und die Behandlung nicht früher beenden.
- Nie ein Antibiotikum ohne ärztlichen Rat einnehmen, auch wenn noch eine Packung im Schrank liegt.
- Genug trinken und einfache Mahlzeiten wählen.
- In der Apotheke fragen, ob ein probiotisches Produkt passt und wann es eingenommen wird.

## Nach der Behandlung

Die Rückkehr zu einer Ernährung mit vielen verschiedenen Ballaststoffen, mit Gemüse und fermentierten Lebensmitteln hilft dem Ökosystem des
Darms, sich zu erholen. Das braucht Zeit, oft mehrere Wochen.

Starker Durchfall, Fieber oder Schmerzen während oder nach einer Antibiotikabehandlung sollten Sie der Ärztin oder dem Arzt mitteilen.
`,
      },
      es: {
        slug: 'microbiota-y-antibioticos',
        title: 'Microbiota y antibióticos',
        summary:
          'Los antibióticos son valiosos contra las infecciones bacterianas, pero también afectan a las bacterias útiles del intestino. ¿Cómo acompañar el periodo del tratamiento?',
        body: `
Un antibiótico no distingue entre las bacterias que causan una infección y las que pueblan el intestino. Durante y después del tratamiento,
la diversidad de la microbiota puede disminuir, lo que a veces se traduce en un tránsito alterado.

## Durante el tratamiento

- Seguir exactamente la prescripción, sin interrumpir el tratamiento antes de tiempo.
- No tomar nunca un antibiótico sin indicación médica, aunque quede una caja en casa.
- Beber lo suficiente y preferir comidas sencillas.
- Preguntar al farmacéutico si conviene un complemento con probióticos y en qué momento tomarlo.

## Después del tratamiento

Volver a una alimentación rica en fibras variadas, en verduras y en alimentos fermentados ayuda al ecosistema intestinal a recuperarse.
Este proceso lleva tiempo, a menudo varias semanas.

Una diarrea importante, la fiebre o el dolor durante o después de un tratamiento con antibióticos deben comunicarse al médico.
`,
      },
      it: {
        slug: 'microbiota-e-antibiotici',
        title: 'Microbiota e antibiotici',
        summary:
          'Gli antibiotici sono preziosi contro le infezioni batteriche, ma colpiscono anche i batteri utili dell’intestino. Come accompagnare il periodo della terapia?',
        body: `
Un antibiotico non distingue tra i batteri responsabili di un’infezione e quelli che popolano l’intestino. Durante e dopo la terapia
la diversità del microbiota può diminuire, e questo talvolta si traduce in un transito alterato.

## Durante la terapia

- Seguire esattamente la prescrizione, senza interrompere la cura prima del tempo.
- Non assumere mai un antibiotico senza il parere del medico, anche se in casa ne è rimasta una confezione.
- Bere a sufficienza e preferire pasti semplici.
- Chiedere al farmacista se un integratore di probiotici è adatto e in quale momento assumerlo.

## Dopo la terapia

Tornare a un’alimentazione ricca di fibre diverse, di verdure e di alimenti fermentati aiuta l’ecosistema intestinale a ricostituirsi.
Il processo richiede tempo, spesso alcune settimane.

Una diarrea importante, la febbre o il dolore durante o dopo una terapia antibiotica vanno segnalati al medico.
`,
      },
    },
  ),
]);
