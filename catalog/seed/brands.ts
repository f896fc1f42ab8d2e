// The laboratory's six brands (fictional names). Brand names are not translated; their slugs are
// the name in every language, the brand-corner code is the same word.
import { deepFreeze, L } from './products/lang.ts';
import type { SeedBrand, SeedFaqEntry } from './types.ts';

function faq(question: SeedFaqEntry['question'], answer: SeedFaqEntry['answer']): SeedFaqEntry {
  return { question, answer };
}

function sameSlug(word: string) {
  return L(word, word, word, word, word);
}

export const BRANDS: readonly SeedBrand[] = deepFreeze([
  {
    id: 1,
    code: 'symbiora',
    name: 'Symbiora',
    color: '#2e7d6b',
    slug: sameSlug('symbiora'),
    baseline: L(
      'Les ferments lactiques au service de votre équilibre intestinal',
      'Melkzuurbacteriën voor een evenwichtige darmflora',
      'Milchsäurebakterien für eine ausgewogene Darmflora',
      'Fermentos lácticos para el equilibrio de la flora intestinal',
      "Fermenti lattici per l'equilibrio della flora intestinale",
    ),
    description: L(
      "Symbiora réunit les ferments lactiques du laboratoire, sélectionnés souche par souche et dosés en milliards d'unités formant colonies. Chaque formule est conçue pour un moment précis\u00a0: le transit, un voyage, une cure d'antibiotiques ou le changement de saison. Le nombre de micro-organismes vivants est contrôlé jusqu'à la date de durabilité minimale indiquée sur la boîte.",
      'Symbiora bundelt de melkzuurbacteriën van het laboratorium, stam per stam geselecteerd en gedoseerd in miljarden kolonievormende eenheden. Elke formule is bedoeld voor een specifiek moment: de stoelgang, een reis, een antibioticakuur of de wisseling van de seizoenen. Het aantal levende micro-organismen wordt gecontroleerd tot de minimale houdbaarheidsdatum op de verpakking.',
      'Symbiora vereint die Milchsäurebakterien des Labors, Stamm für Stamm ausgewählt und in Milliarden koloniebildender Einheiten dosiert. Jede Rezeptur ist für einen bestimmten Moment gedacht: die Verdauung im Alltag, Reisen, eine Antibiotikaeinnahme oder den Wechsel der Jahreszeiten. Die Zahl lebender Mikroorganismen wird bis zum Mindesthaltbarkeitsdatum auf der Packung geprüft.',
      'Symbiora reúne los fermentos lácticos del laboratorio, seleccionados cepa a cepa y dosificados en miles de millones de unidades formadoras de colonias. Cada fórmula está pensada para un momento concreto: el tránsito, los viajes, un tratamiento antibiótico o el cambio de estación. El recuento de microorganismos vivos se controla hasta la fecha de consumo preferente indicada en la caja.',
      'Symbiora riunisce i fermenti lattici del laboratorio, selezionati ceppo per ceppo e dosati in miliardi di unità formanti colonia. Ogni formula è pensata per un momento preciso: la regolarità intestinale, i viaggi, una terapia antibiotica o il cambio di stagione. La carica di microrganismi vivi è controllata fino al termine minimo di conservazione indicato sulla confezione.',
    ),
    faq: [
      faq(
        L(
          'Faut-il conserver les produits Symbiora au réfrigérateur\u202f?',
          'Moeten Symbiora-producten in de koelkast worden bewaard?',
          'Müssen Symbiora-Produkte im Kühlschrank aufbewahrt werden?',
          '¿Hay que guardar los productos Symbiora en la nevera?',
          'I prodotti Symbiora vanno conservati in frigorifero?',
        ),
        L(
          "Non, sauf indication contraire sur l'emballage. Les gélules et les sachets se conservent à température ambiante, au sec et en dessous de 25 °C\u202f; seules les gouttes se gardent au réfrigérateur après ouverture.",
          'Nee, tenzij de verpakking iets anders vermeldt. Capsules en zakjes worden droog en bij kamertemperatuur onder 25 °C bewaard; alleen de druppels gaan na opening in de koelkast.',
          'Nein, sofern auf der Packung nichts anderes steht. Kapseln und Beutel werden trocken bei Raumtemperatur unter 25 °C gelagert; nur die Tropfen gehören nach dem Öffnen in den Kühlschrank.',
          'No, salvo que el envase indique lo contrario. Las cápsulas y los sobres se conservan a temperatura ambiente, en un lugar seco y por debajo de 25 °C; solo las gotas se guardan en la nevera una vez abiertas.',
          "No, salvo diversa indicazione sulla confezione. Capsule e bustine si conservano a temperatura ambiente, in luogo asciutto e al di sotto dei 25 °C; solo le gocce vanno in frigorifero dopo l'apertura.",
        ),
      ),
      faq(
        L(
          'Peut-on prendre des ferments lactiques pendant un traitement antibiotique\u202f?',
          'Kan ik melkzuurbacteriën nemen tijdens een antibioticakuur?',
          'Kann man Milchsäurebakterien während einer Antibiotikaeinnahme verwenden?',
          '¿Se pueden tomar fermentos lácticos durante un tratamiento antibiótico?',
          'Si possono assumere fermenti lattici durante una terapia antibiotica?',
        ),
        L(
          "Oui, en respectant un intervalle d'au moins deux heures entre l'antibiotique et le complément. Poursuivez la prise quelques jours après la fin du traitement et demandez conseil à votre pharmacien.",
          'Ja, als u minstens twee uur tussen het antibioticum en het supplement laat. Ga na het einde van de kuur nog enkele dagen door en vraag advies aan uw apotheker.',
          'Ja, mit einem Abstand von mindestens zwei Stunden zwischen Antibiotikum und Nahrungsergänzung. Setzen Sie die Einnahme nach dem Ende der Behandlung einige Tage fort und lassen Sie sich in Ihrer Apotheke beraten.',
          'Sí, dejando al menos dos horas entre el antibiótico y el complemento. Continúe unos días después de terminar el tratamiento y pida consejo a su farmacéutico.',
          "Sì, a distanza di almeno due ore dall'antibiotico. Proseguire per qualche giorno dopo la fine della terapia e chiedere consiglio al farmacista.",
        ),
      ),
    ],
  },
  {
    id: 2,
    code: 'nutrivea',
    name: 'Nutrivea',
    color: '#c2185b',
    slug: sameSlug('nutrivea'),
    baseline: L(
      'La micronutrition à chaque étape de la vie',
      'Micronutriënten voor elke levensfase',
      'Mikronährstoffe für jede Lebensphase',
      'Micronutrición para cada etapa de la vida',
      'La micronutrizione per ogni fase della vita',
    ),
    description: L(
      "Nutrivea propose des formules de vitamines, de minéraux et d'acides gras pensées pour les grandes étapes de la vie\u00a0: projet de grossesse, maternité, ménopause ou rythme professionnel soutenu. Les doses s'appuient sur les valeurs de référence européennes et privilégient des formes bien assimilées, comme les bisglycinates ou le méthylfolate.",
      'Nutrivea biedt formules met vitaminen, mineralen en vetzuren voor de grote momenten van het leven: een kinderwens, de zwangerschap, de menopauze of een druk beroepsleven. De doseringen steunen op de Europese referentiewaarden en op goed opneembare vormen, zoals bisglycinaten of methylfolaat.',
      'Nutrivea bietet Rezepturen aus Vitaminen, Mineralstoffen und Fettsäuren für die großen Etappen des Lebens: Kinderwunsch, Schwangerschaft, Wechseljahre oder einen fordernden Berufsalltag. Die Dosierungen orientieren sich an den europäischen Referenzwerten und setzen auf gut verwertbare Formen wie Bisglycinate oder Methylfolat.',
      'Nutrivea ofrece fórmulas de vitaminas, minerales y ácidos grasos pensadas para las grandes etapas de la vida: la búsqueda del embarazo, la maternidad, la menopausia o un ritmo de trabajo exigente. Las dosis se basan en los valores de referencia europeos y en formas de buena asimilación, como los bisglicinatos o el metilfolato.',
      'Nutrivea propone formule di vitamine, minerali e acidi grassi pensate per le grandi tappe della vita: la ricerca di una gravidanza, la maternità, la menopausa o un ritmo di lavoro intenso. I dosaggi si basano sui valori di riferimento europei e su forme ben assimilabili, come i bisglicinati o il metilfolato.',
    ),
    faq: [
      faq(
        L(
          'Puis-je associer plusieurs produits Nutrivea\u202f?',
          'Kan ik meerdere Nutrivea-producten combineren?',
          'Kann ich mehrere Nutrivea-Produkte kombinieren?',
          '¿Puedo combinar varios productos Nutrivea?',
          'Posso associare più prodotti Nutrivea?',
        ),
        L(
          "C'est possible, mais vérifiez que les apports cumulés en vitamines et minéraux restent dans les limites recommandées, en particulier pour le fer, le zinc, l'iode et la vitamine D. Votre pharmacien peut faire le point avec vous.",
          'Dat kan, maar controleer of de totale inname van vitaminen en mineralen binnen de aanbevolen grenzen blijft, vooral voor ijzer, zink, jodium en vitamine D. Uw apotheker kan dit samen met u nakijken.',
          'Das ist möglich. Achten Sie aber darauf, dass die Gesamtzufuhr an Vitaminen und Mineralstoffen im empfohlenen Rahmen bleibt, besonders bei Eisen, Zink, Jod und Vitamin D. Ihre Apotheke berät Sie gern.',
          'Es posible, pero compruebe que la suma de vitaminas y minerales se mantiene dentro de los límites recomendados, sobre todo en el caso del hierro, el zinc, el yodo y la vitamina D. Su farmacéutico puede revisarlo con usted.',
          'È possibile, ma occorre verificare che gli apporti complessivi di vitamine e minerali restino entro i limiti raccomandati, in particolare per ferro, zinco, iodio e vitamina D. Il farmacista può aiutare a fare il punto.',
        ),
      ),
      faq(
        L(
          'Les produits Nutrivea conviennent-ils pendant la grossesse\u202f?',
          'Zijn Nutrivea-producten geschikt tijdens de zwangerschap?',
          'Sind Nutrivea-Produkte in der Schwangerschaft geeignet?',
          '¿Los productos Nutrivea son adecuados durante el embarazo?',
          'I prodotti Nutrivea sono adatti in gravidanza?',
        ),
        L(
          "Seuls les produits de la gamme Projet bébé et grossesse sont formulés pour cette période. Pour les autres, demandez l'avis de votre médecin ou de votre sage-femme avant de les utiliser.",
          'Alleen de producten uit het gamma Kinderwens en zwangerschap zijn voor die periode samengesteld. Vraag voor de andere producten eerst advies aan uw arts of vroedvrouw.',
          'Nur die Produkte der Reihe Kinderwunsch und Schwangerschaft sind für diese Zeit entwickelt. Sprechen Sie bei allen anderen vorher mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Hebamme.',
          'Solo los productos de la gama Fertilidad y embarazo están formulados para esa etapa. Para los demás, consulte antes a su médico o a su matrona.',
          "Solo i prodotti della linea Fertilità e gravidanza sono formulati per questo periodo. Per gli altri è opportuno chiedere prima il parere del medico o dell'ostetrica.",
        ),
      ),
    ],
  },
  {
    id: 3,
    code: 'phytessence',
    name: 'Phytessence',
    color: '#558b2f',
    slug: sameSlug('phytessence'),
    baseline: L(
      'Le meilleur des plantes, titré et tracé',
      'Plantenextracten, gestandaardiseerd en traceerbaar',
      'Pflanzenextrakte, standardisiert und rückverfolgbar',
      'Extractos de plantas, estandarizados y trazables',
      'Estratti vegetali titolati e tracciabili',
    ),
    description: L(
      "Phytessence sélectionne des extraits de plantes dont l'origine, la partie utilisée et la teneur en composés caractéristiques sont connues et contrôlées. Curcuma, ginseng, safran ou canneberge sont associés, lorsque c'est utile, à des vitamines et minéraux aux effets reconnus. Chaque lot est analysé pour vérifier son identité botanique et l'absence de contaminants.",
      'Phytessence selecteert plantenextracten waarvan de herkomst, het gebruikte plantendeel en het gehalte aan kenmerkende stoffen bekend en gecontroleerd zijn. Kurkuma, ginseng, saffraan of veenbes worden waar zinvol gecombineerd met vitaminen en mineralen met erkende effecten. Elke partij wordt geanalyseerd op botanische identiteit en op de afwezigheid van contaminanten.',
      'Phytessence wählt Pflanzenextrakte aus, deren Herkunft, verwendeter Pflanzenteil und Gehalt an charakteristischen Inhaltsstoffen bekannt und kontrolliert sind. Kurkuma, Ginseng, Safran oder Cranberry werden, wo es sinnvoll ist, mit Vitaminen und Mineralstoffen mit anerkannter Wirkung kombiniert. Jede Charge wird auf ihre botanische Identität und auf Schadstoffe untersucht.',
      'Phytessence selecciona extractos de plantas cuyo origen, parte utilizada y contenido en compuestos característicos se conocen y se controlan. La cúrcuma, el ginseng, el azafrán o el arándano rojo se combinan, cuando resulta útil, con vitaminas y minerales de efectos reconocidos. Cada lote se analiza para verificar su identidad botánica y la ausencia de contaminantes.',
      "Phytessence seleziona estratti vegetali di cui sono noti e controllati l'origine, la parte della pianta utilizzata e il contenuto di composti caratteristici. Curcuma, ginseng, zafferano o mirtillo rosso sono associati, quando utile, a vitamine e minerali dagli effetti riconosciuti. Ogni lotto viene analizzato per verificarne l'identità botanica e l'assenza di contaminanti.",
    ),
    faq: [
      faq(
        L(
          'Que signifie «\u00a0extrait titré\u00a0»\u202f?',
          'Wat betekent “gestandaardiseerd extract”?',
          'Was bedeutet „standardisierter Extrakt“?',
          '¿Qué significa «extracto estandarizado»?',
          'Che cosa significa «estratto titolato»?',
        ),
        L(
          "Un extrait titré contient une quantité garantie d'un composé caractéristique de la plante, par exemple les curcuminoïdes du curcuma. Cette mesure permet d'obtenir une composition constante d'un lot à l'autre.",
          'Een gestandaardiseerd extract bevat een gegarandeerde hoeveelheid van een kenmerkende stof van de plant, bijvoorbeeld de curcuminoïden van kurkuma. Zo blijft de samenstelling van partij tot partij gelijk.',
          'Ein standardisierter Extrakt enthält eine garantierte Menge eines für die Pflanze typischen Inhaltsstoffs, zum Beispiel die Curcuminoide der Kurkuma. So bleibt die Zusammensetzung von Charge zu Charge gleich.',
          'Un extracto estandarizado contiene una cantidad garantizada de un compuesto característico de la planta, por ejemplo los curcuminoides de la cúrcuma. Así la composición se mantiene constante de un lote a otro.',
          "Un estratto titolato contiene una quantità garantita di un composto caratteristico della pianta, ad esempio i curcuminoidi della curcuma. In questo modo la composizione resta costante da un lotto all'altro.",
        ),
      ),
      faq(
        L(
          'Les plantes peuvent-elles interagir avec des médicaments\u202f?',
          'Kunnen planten een wisselwerking hebben met geneesmiddelen?',
          'Können Pflanzen mit Arzneimitteln wechselwirken?',
          '¿Pueden las plantas interactuar con los medicamentos?',
          'Le piante possono interagire con i farmaci?',
        ),
        L(
          'Oui, certaines plantes le peuvent. Si vous suivez un traitement, montrez la liste des ingrédients à votre médecin ou à votre pharmacien avant de commencer.',
          'Ja, bij sommige planten is dat mogelijk. Volgt u een behandeling, toon dan vooraf de ingrediëntenlijst aan uw arts of apotheker.',
          'Ja, bei manchen Pflanzen ist das möglich. Wenn Sie Medikamente einnehmen, zeigen Sie die Zutatenliste vor Beginn Ihrer Ärztin, Ihrem Arzt oder in der Apotheke.',
          'Sí, algunas pueden hacerlo. Si sigue un tratamiento, muestre la lista de ingredientes a su médico o farmacéutico antes de empezar.',
          "Sì, alcune possono farlo. In caso di terapia in corso, mostrare l'elenco degli ingredienti al medico o al farmacista prima di iniziare.",
        ),
      ),
      faq(
        L(
          "D'où viennent les plantes utilisées\u202f?",
          'Waar komen de gebruikte planten vandaan?',
          'Woher stammen die verwendeten Pflanzen?',
          '¿De dónde proceden las plantas utilizadas?',
          'Da dove provengono le piante utilizzate?',
        ),
        L(
          "Chaque plante provient d'une filière identifiée, et la partie utilisée (racine, feuille, fruit, stigmate) est précisée avec son nom botanique dans la liste des ingrédients.",
          'Elke plant komt uit een gekende toeleveringsketen, en het gebruikte deel (wortel, blad, vrucht, stempel) staat met de botanische naam in de ingrediëntenlijst.',
          'Jede Pflanze stammt aus einer bekannten Lieferkette; der verwendete Teil (Wurzel, Blatt, Frucht, Narbe) steht mit dem botanischen Namen in der Zutatenliste.',
          'Cada planta procede de una cadena de suministro identificada, y la parte utilizada (raíz, hoja, fruto, estigma) figura con su nombre botánico en la lista de ingredientes.',
          "Ogni pianta proviene da una filiera identificata e la parte utilizzata (radice, foglia, frutto, stimma) è indicata con il nome botanico nell'elenco degli ingredienti.",
        ),
      ),
    ],
  },
  {
    id: 4,
    code: 'omegalis',
    name: 'Omegalis',
    color: '#1565c0',
    slug: sameSlug('omegalis'),
    baseline: L(
      'Des oméga-3 purifiés, de la mer à la capsule',
      'Gezuiverde omega 3-vetzuren, van de zee tot de capsule',
      'Gereinigte Omega-3-Fettsäuren, vom Meer bis zur Kapsel',
      'Omega-3 purificados, del mar a la perla',
      'Omega-3 purificati, dal mare alla perla',
    ),
    description: L(
      "Omegalis rassemble des huiles riches en EPA et en DHA, issues de petits poissons pélagiques ou de microalgues. Les huiles sont concentrées puis purifiées par distillation moléculaire, et chaque lot est contrôlé pour son indice d'oxydation et sa teneur en métaux lourds.",
      'Omegalis brengt oliën samen die rijk zijn aan EPA en DHA, afkomstig van kleine vissen uit open zee of van microalgen. De oliën worden geconcentreerd en door moleculaire destillatie gezuiverd; elke partij wordt gecontroleerd op oxidatie en zware metalen.',
      'Omegalis vereint Öle mit hohem EPA- und DHA-Gehalt aus kleinen Hochseefischen oder aus Mikroalgen. Die Öle werden konzentriert und durch Molekulardestillation gereinigt; jede Charge wird auf Oxidation und Schwermetalle geprüft.',
      'Omegalis reúne aceites ricos en EPA y DHA procedentes de pequeños peces de alta mar o de microalgas. Los aceites se concentran y se purifican mediante destilación molecular, y cada lote se controla para verificar su grado de oxidación y su contenido en metales pesados.',
      'Omegalis riunisce oli ricchi di EPA e DHA, ottenuti da piccoli pesci di mare aperto o da microalghe. Gli oli vengono concentrati e purificati mediante distillazione molecolare e ogni lotto è controllato per il grado di ossidazione e il contenuto di metalli pesanti.',
    ),
    faq: [
      faq(
        L(
          "Comment éviter l'arrière-goût de poisson\u202f?",
          'Hoe vermijd ik een visachtige nasmaak?',
          'Wie lässt sich fischiges Aufstoßen vermeiden?',
          '¿Cómo evitar el regusto a pescado?',
          'Come evitare il retrogusto di pesce?',
        ),
        L(
          "Prenez les capsules au début d'un repas et conservez-les à l'abri de la chaleur. Une huile fraîche et bien purifiée limite aussi les remontées.",
          'Neem de capsules aan het begin van een maaltijd en bewaar ze op een koele plaats. Een verse, goed gezuiverde olie beperkt die nasmaak bovendien.',
          'Nehmen Sie die Kapseln zu Beginn einer Mahlzeit ein und lagern Sie sie kühl. Ein frisches, gut gereinigtes Öl verringert das Aufstoßen zusätzlich.',
          'Tome las perlas al principio de una comida y guárdelas lejos del calor. Un aceite fresco y bien purificado también reduce el regusto.',
          "Assumere le perle all'inizio del pasto e conservarle lontano da fonti di calore. Un olio fresco e ben purificato riduce inoltre il retrogusto.",
        ),
      ),
      faq(
        L(
          'Les oméga-3 conviennent-ils en cas de traitement anticoagulant\u202f?',
          'Zijn omega 3-vetzuren geschikt bij een behandeling met bloedverdunners?',
          'Sind Omega-3-Fettsäuren bei einer Behandlung mit Gerinnungshemmern geeignet?',
          '¿Son adecuados los omega-3 durante un tratamiento anticoagulante?',
          'Gli omega-3 sono adatti in caso di terapia anticoagulante?',
        ),
        L(
          "Demandez d'abord l'avis de votre médecin\u00a0: à forte dose, les oméga-3 peuvent renforcer l'effet de ces traitements.",
          'Vraag eerst advies aan uw arts: in hoge doses kunnen omega 3-vetzuren het effect van die geneesmiddelen versterken.',
          'Sprechen Sie vorher mit Ihrer Ärztin oder Ihrem Arzt: In hoher Dosis können Omega-3-Fettsäuren die Wirkung dieser Arzneimittel verstärken.',
          'Consulte antes a su médico: en dosis elevadas, los omega-3 pueden potenciar el efecto de estos tratamientos.',
          "Chiedere prima il parere del medico: a dosi elevate gli omega-3 possono potenziare l'effetto di questi farmaci.",
        ),
      ),
    ],
  },
  {
    id: 5,
    code: 'vitalance',
    name: 'Vitalance',
    color: '#ef6c00',
    slug: sameSlug('vitalance'),
    baseline: L(
      'Vitamines et minéraux essentiels, au bon dosage',
      'Essentiële vitaminen en mineralen in de juiste dosis',
      'Essenzielle Vitamine und Mineralstoffe, richtig dosiert',
      'Vitaminas y minerales esenciales en su justa medida',
      'Vitamine e minerali essenziali, nel giusto dosaggio',
    ),
    description: L(
      'Vitalance couvre les besoins en vitamines et minéraux du quotidien avec des formules simples, faciles à prendre et clairement dosées. Gouttes de vitamine D, magnésium, fer doux ou vitamine C à croquer\u00a0: chaque produit cible un nutriment et indique son pourcentage de la valeur de référence.',
      'Vitalance dekt de dagelijkse behoefte aan vitaminen en mineralen met eenvoudige formules die makkelijk in te nemen en duidelijk gedoseerd zijn. Vitamine D-druppels, magnesium, zacht ijzer of kauwtabletten met vitamine C: elk product richt zich op één voedingsstof en vermeldt het percentage van de referentie-inname.',
      'Vitalance deckt den täglichen Bedarf an Vitaminen und Mineralstoffen mit einfachen, leicht einzunehmenden und klar dosierten Rezepturen. Vitamin-D-Tropfen, Magnesium, sanftes Eisen oder Vitamin C zum Kauen: Jedes Produkt konzentriert sich auf einen Nährstoff und nennt seinen Anteil am Referenzwert.',
      'Vitalance cubre las necesidades diarias de vitaminas y minerales con fórmulas sencillas, fáciles de tomar y claramente dosificadas. Gotas de vitamina D, magnesio, hierro suave o vitamina C masticable: cada producto se centra en un nutriente e indica su porcentaje del valor de referencia.',
      'Vitalance copre il fabbisogno quotidiano di vitamine e minerali con formule semplici, facili da assumere e chiaramente dosate. Gocce di vitamina D, magnesio, ferro delicato o vitamina C masticabile: ogni prodotto si concentra su un nutriente e ne indica la percentuale rispetto al valore di riferimento.',
    ),
    faq: [
      faq(
        L(
          'Que signifie le pourcentage VNR\u202f?',
          'Wat betekent het percentage RI?',
          'Was bedeutet der Prozentwert NRV?',
          '¿Qué significa el porcentaje VRN?',
          'Che cosa indica la percentuale VNR?',
        ),
        L(
          "Il indique la part de la valeur nutritionnelle de référence d'un adulte couverte par la dose journalière. Un pourcentage supérieur à 100\u00a0% reste sûr tant que la dose recommandée n'est pas dépassée.",
          'Het geeft aan welk deel van de referentie-inname voor een volwassene de dagdosis levert. Een percentage boven 100\u00a0% is veilig zolang u de aanbevolen dosis niet overschrijdt.',
          'Er gibt an, welchen Anteil des Nährstoffbezugswerts für Erwachsene die Tagesdosis deckt. Ein Wert über 100\u00a0% ist unbedenklich, solange die empfohlene Verzehrmenge nicht überschritten wird.',
          'Indica qué parte del valor de referencia de nutrientes de un adulto cubre la dosis diaria. Un porcentaje superior al 100\u00a0% es seguro siempre que no se supere la dosis recomendada.',
          'Indica quale parte del valore nutritivo di riferimento di un adulto è coperta dalla dose giornaliera. Una percentuale superiore al 100\u00a0% è sicura finché non si supera la dose raccomandata.',
        ),
      ),
      faq(
        L(
          'Faut-il faire une pause entre deux cures\u202f?',
          'Moet ik een pauze inlassen tussen twee kuren?',
          'Sollte man zwischen zwei Kuren pausieren?',
          '¿Conviene descansar entre dos ciclos?',
          'È necessario fare una pausa tra due cicli?',
        ),
        L(
          "Pour la plupart des vitamines, ce n'est pas nécessaire. Pour le fer, un contrôle sanguin prescrit par votre médecin permet de décider de la durée adaptée.",
          'Voor de meeste vitaminen is dat niet nodig. Voor ijzer helpt een bloedonderzoek op voorschrift van uw arts om de juiste duur te bepalen.',
          'Bei den meisten Vitaminen ist das nicht nötig. Bei Eisen hilft eine ärztlich veranlasste Blutuntersuchung, die passende Dauer festzulegen.',
          'Para la mayoría de las vitaminas no es necesario. En el caso del hierro, un análisis de sangre solicitado por su médico permite decidir la duración adecuada.',
          'Per la maggior parte delle vitamine non serve. Per il ferro, un esame del sangue prescritto dal medico aiuta a stabilire la durata più adatta.',
        ),
      ),
    ],
  },
  {
    id: 6,
    code: 'serenium',
    name: 'Serenium',
    color: '#5e35b1',
    slug: sameSlug('serenium'),
    baseline: L(
      'Retrouver le calme, le jour comme la nuit',
      "Rust vinden, overdag en 's nachts",
      'Zur Ruhe kommen, bei Tag und bei Nacht',
      'Recuperar la calma, de día y de noche',
      'Ritrovare la calma, di giorno e di notte',
    ),
    description: L(
      'Serenium accompagne les périodes de tension et les nuits agitées avec des formules à base de magnésium, de vitamines B, de mélisse, de safran ou de mélatonine. Les produits du soir et ceux de la journée sont clairement distingués, pour une prise adaptée à chaque moment. Une bonne hygiène de sommeil reste la base\u00a0: les conseils de chaque fiche vous aident à la mettre en place.',
      'Serenium begeleidt periodes van spanning en onrustige nachten met formules op basis van magnesium, B-vitaminen, citroenmelisse, saffraan of melatonine. Producten voor de avond en voor overdag zijn duidelijk van elkaar onderscheiden, zodat u ze op het juiste moment neemt. Een goede slaaphygiëne blijft de basis: de tips bij elk product helpen u op weg.',
      'Serenium begleitet angespannte Phasen und unruhige Nächte mit Rezepturen auf Basis von Magnesium, B-Vitaminen, Melisse, Safran oder Melatonin. Produkte für den Abend und für den Tag sind klar unterschieden, damit jedes zum richtigen Zeitpunkt eingenommen wird. Eine gute Schlafhygiene bleibt die Grundlage: Die Tipps zu jedem Produkt helfen dabei.',
      'Serenium acompaña los periodos de tensión y las noches agitadas con fórmulas a base de magnesio, vitaminas del grupo B, melisa, azafrán o melatonina. Los productos de noche y los de día se distinguen claramente, para tomar cada uno en el momento adecuado. Una buena higiene del sueño sigue siendo la base: los consejos de cada ficha le ayudan a ponerla en práctica.',
      'Serenium accompagna i periodi di tensione e le notti agitate con formule a base di magnesio, vitamine del gruppo B, melissa, zafferano o melatonina. I prodotti per la sera e quelli per il giorno sono chiaramente distinti, per assumerli al momento giusto. Una buona igiene del sonno resta la base: i consigli di ogni scheda aiutano a metterla in pratica.',
    ),
    faq: [
      faq(
        L(
          'La mélatonine crée-t-elle une accoutumance\u202f?',
          'Kan melatonine gewenning veroorzaken?',
          'Macht Melatonin abhängig?',
          '¿La melatonina crea hábito?',
          'La melatonina dà assuefazione?',
        ),
        L(
          "Aux doses proposées, la mélatonine n'est pas connue pour entraîner de dépendance. Elle s'utilise ponctuellement\u202f; si les troubles du sommeil persistent plus de quelques semaines, parlez-en à votre médecin.",
          'Bij de voorgestelde doses is van melatonine geen gewenning bekend. Gebruik het tijdelijk; blijven de slaapproblemen langer dan enkele weken aanhouden, bespreek dit dan met uw arts.',
          'In den angebotenen Mengen ist bei Melatonin keine Gewöhnung bekannt. Es ist für eine vorübergehende Anwendung gedacht; halten Schlafprobleme länger als einige Wochen an, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
          'En las dosis propuestas, no se conoce que la melatonina cree dependencia. Está pensada para un uso puntual; si los problemas de sueño se prolongan más de unas semanas, consulte a su médico.',
          'Alle dosi proposte la melatonina non è nota per dare dipendenza. Va usata per periodi limitati; se i disturbi del sonno durano più di qualche settimana, è bene parlarne con il medico.',
        ),
      ),
      faq(
        L(
          'Puis-je conduire après avoir pris un produit Serenium\u202f?',
          'Mag ik met de wagen rijden na een Serenium-product?',
          'Kann ich nach einem Serenium-Produkt Auto fahren?',
          '¿Puedo conducir después de tomar un producto Serenium?',
          'Posso guidare dopo aver assunto un prodotto Serenium?',
        ),
        L(
          'Les formules du soir peuvent favoriser la somnolence\u00a0: ne les prenez pas avant de conduire. Les formules de journée se prennent le matin ou à midi\u202f; en cas de somnolence inhabituelle, évitez de conduire.',
          "De avondformules kunnen slaperigheid bevorderen: neem ze niet voordat u gaat rijden. De dagformules worden 's ochtends of 's middags genomen; voelt u zich ongewoon slaperig, rij dan niet.",
          'Die Abendrezepturen können schläfrig machen: Nehmen Sie sie nicht vor dem Autofahren ein. Die Tagesrezepturen werden morgens oder mittags eingenommen; bei ungewohnter Müdigkeit sollten Sie nicht fahren.',
          'Las fórmulas de noche pueden favorecer la somnolencia: no las tome antes de conducir. Las fórmulas de día se toman por la mañana o al mediodía; si nota una somnolencia inusual, no conduzca.',
          'Le formule per la sera possono favorire la sonnolenza: non assumerle prima di mettersi alla guida. Le formule per il giorno si assumono al mattino o a pranzo; in caso di sonnolenza insolita, evitare di guidare.',
        ),
      ),
    ],
  },
]);
