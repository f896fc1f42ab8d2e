// The introduction of each sub-need's page (needs 13–29): the situation, the everyday habits that
// help, and when to ask a pharmacist or a doctor. One paragraph a string, as in need-intros.ts.
import type { IntroText } from './need-intros.ts';

export const SUB_NEED_INTROS: Readonly<Record<number, IntroText>> = Object.freeze({
  13: {
    fr: [
      "Un transit est dit paresseux lorsque les selles sont rares, dures ou difficiles à évacuer. Le manque de fibres et d'eau, la sédentarité, un voyage ou certains médicaments en sont les causes les plus fréquentes.",
      "Augmentez progressivement les fibres (légumes, fruits, pruneaux, céréales complètes, légumineuses), buvez un grand verre d'eau au réveil, marchez chaque jour et gardez des horaires réguliers pour aller aux toilettes. Les ferments lactiques peuvent accompagner ces habitudes.",
      "Demandez conseil à votre pharmacien avant d'utiliser un laxatif, même naturel, de façon régulière. Consultez un médecin si le transit change brusquement, s'il alterne avec des diarrhées, s'accompagne de sang, de douleurs ou d'une perte de poids.",
    ],
    nl: [
      'Een trage stoelgang betekent dat de ontlasting zelden komt, hard is of moeilijk gaat. Te weinig vezels en water, weinig beweging, een reis of bepaalde geneesmiddelen zijn de meest voorkomende oorzaken.',
      'Verhoog geleidelijk de vezels (groenten, fruit, pruimen, volkoren granen, peulvruchten), drink bij het opstaan een groot glas water, wandel elke dag en ga op vaste momenten naar het toilet. Melkzuurbacteriën kunnen die gewoonten ondersteunen.',
      'Vraag uw apotheker om advies voor u regelmatig een laxeermiddel gebruikt, ook een natuurlijk. Raadpleeg een arts als de stoelgang plots verandert, afwisselt met diarree of samengaat met bloed, pijn of gewichtsverlies.',
    ],
    de: [
      'Von einer trägen Verdauung spricht man, wenn der Stuhlgang selten, hart oder mühsam ist. Zu wenig Ballaststoffe und Flüssigkeit, Bewegungsmangel, eine Reise oder bestimmte Arzneimittel sind die häufigsten Ursachen.',
      'Erhöhen Sie die Ballaststoffe schrittweise (Gemüse, Obst, Trockenpflaumen, Vollkorn, Hülsenfrüchte), trinken Sie morgens ein großes Glas Wasser, gehen Sie täglich spazieren und halten Sie feste Zeiten für den Toilettengang ein. Milchsäurebakterien können diese Gewohnheiten begleiten.',
      'Fragen Sie in Ihrer Apotheke nach, bevor Sie regelmäßig ein Abführmittel verwenden, auch ein pflanzliches. Suchen Sie ärztlichen Rat, wenn sich die Verdauung plötzlich ändert, sich mit Durchfall abwechselt oder mit Blut, Schmerzen oder Gewichtsverlust einhergeht.',
    ],
    es: [
      'Se habla de tránsito perezoso cuando las deposiciones son escasas, duras o difíciles. La falta de fibra y de agua, el sedentarismo, un viaje o algunos medicamentos son las causas más frecuentes.',
      'Aumente la fibra de forma progresiva (verduras, fruta, ciruelas pasas, cereales integrales, legumbres), beba un vaso grande de agua al levantarse, camine cada día y mantenga horarios regulares para ir al baño. Los fermentos lácticos pueden acompañar estos hábitos.',
      'Consulte a su farmacéutico antes de usar un laxante con regularidad, aunque sea natural. Acuda al médico si el tránsito cambia de forma brusca, alterna con diarreas o se acompaña de sangre, dolor o pérdida de peso.',
    ],
    it: [
      'Si parla di intestino pigro quando le evacuazioni sono rare, dure o difficili. La carenza di fibre e di acqua, la sedentarietà, un viaggio o alcuni farmaci ne sono le cause più frequenti.',
      "Aumenti gradualmente le fibre (verdura, frutta, prugne secche, cereali integrali, legumi), beva un bel bicchiere d'acqua al risveglio, cammini ogni giorno e mantenga orari regolari per andare in bagno. I fermenti lattici possono accompagnare queste abitudini.",
      "Chieda consiglio al farmacista prima di usare regolarmente un lassativo, anche naturale. Si rivolga al medico se l'intestino cambia all'improvviso, se si alterna a diarrea o se compaiono sangue, dolore o perdita di peso.",
    ],
  },
  14: {
    fr: [
      "Les ballonnements viennent le plus souvent des gaz produits par la fermentation de certains aliments dans l'intestin, ou de l'air avalé en mangeant vite. Ils sont gênants mais rarement inquiétants.",
      'Mangez lentement, évitez les boissons gazeuses et le chewing-gum, introduisez progressivement les légumineuses et les choux, et repérez les aliments qui vous gênent. Une infusion de fenouil ou de menthe après le repas et une courte marche soulagent souvent.',
      "Si les ballonnements sont quotidiens, s'accompagnent de douleurs, d'un changement du transit ou d'une perte de poids, parlez-en à votre médecin\u202f; votre pharmacien peut vous orienter dans l'intervalle.",
    ],
    nl: [
      'Een opgeblazen gevoel komt meestal door gassen die ontstaan bij de vergisting van bepaalde voedingsmiddelen in de darm, of door lucht die u inslikt als u snel eet. Het is hinderlijk, maar zelden verontrustend.',
      'Eet langzaam, vermijd koolzuurhoudende dranken en kauwgom, voer peulvruchten en kool geleidelijk in en ga na welke voedingsmiddelen u last bezorgen. Een kopje venkel- of muntthee na de maaltijd en een korte wandeling helpen vaak.',
      'Hebt u dagelijks last, met pijn, een veranderde stoelgang of gewichtsverlies, bespreek het dan met uw arts; uw apotheker kan u intussen wegwijs maken.',
    ],
    de: [
      'Blähungen entstehen meist durch Gase, die bei der Vergärung bestimmter Lebensmittel im Darm gebildet werden, oder durch Luft, die man beim hastigen Essen schluckt. Sie sind lästig, aber selten besorgniserregend.',
      'Essen Sie langsam, verzichten Sie auf kohlensäurehaltige Getränke und Kaugummi, führen Sie Hülsenfrüchte und Kohl schrittweise ein und beobachten Sie, welche Lebensmittel Ihnen nicht bekommen. Ein Fenchel- oder Pfefferminztee nach dem Essen und ein kurzer Spaziergang verschaffen oft Erleichterung.',
      'Treten die Blähungen täglich auf, begleitet von Schmerzen, einer veränderten Verdauung oder Gewichtsverlust, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt; bis dahin berät Sie Ihre Apotheke.',
    ],
    es: [
      'La hinchazón se debe casi siempre a los gases que produce la fermentación de algunos alimentos en el intestino, o al aire que se traga al comer deprisa. Es molesta, pero rara vez preocupante.',
      'Coma despacio, evite las bebidas con gas y el chicle, introduzca poco a poco las legumbres y las coles y observe qué alimentos le sientan mal. Una infusión de hinojo o de menta después de comer y un paseo corto suelen aliviar.',
      'Si la hinchazón es diaria, se acompaña de dolor, de cambios en el tránsito o de pérdida de peso, hable con su médico; mientras tanto, su farmacéutico puede orientarle.',
    ],
    it: [
      "Il gonfiore deriva per lo più dai gas prodotti dalla fermentazione di alcuni alimenti nell'intestino, o dall'aria inghiottita mangiando in fretta. È fastidioso ma raramente preoccupante.",
      'Mangi lentamente, eviti le bevande gassate e le gomme da masticare, introduca gradualmente legumi e cavoli e osservi quali alimenti Le danno fastidio. Una tisana al finocchio o alla menta dopo il pasto e una breve passeggiata spesso danno sollievo.',
      "Se il gonfiore è quotidiano, si accompagna a dolore, a un cambiamento dell'intestino o a perdita di peso, ne parli con il medico; nel frattempo il farmacista può orientarLa.",
    ],
  },
  15: {
    fr: [
      "Un traitement antibiotique agit sur les bactéries responsables de l'infection, mais aussi sur une partie du microbiote intestinal. Selles molles ou inconfort digestif sont alors fréquents pendant la cure et les jours qui suivent.",
      "Prenez l'antibiotique exactement comme prescrit. Certains ferments lactiques et la levure Saccharomyces boulardii peuvent être pris pendant la cure, à distance de l'antibiotique (au moins deux heures), puis une à deux semaines après\u202f; une alimentation riche en fibres et en aliments fermentés aide aussi le microbiote.",
      'Demandez à votre pharmacien le bon moment de prise. En cas de diarrhée importante, de sang dans les selles, de fièvre ou de symptômes qui persistent après la fin du traitement, contactez votre médecin.',
    ],
    nl: [
      'Een antibioticum werkt op de bacteriën die de infectie veroorzaken, maar ook op een deel van het darmmicrobioom. Een zachte stoelgang of spijsverteringsongemak komen dan vaak voor, tijdens de kuur en de dagen erna.',
      'Neem het antibioticum precies zoals voorgeschreven. Sommige melkzuurbacteriën en de gist Saccharomyces boulardii kunnen tijdens de kuur worden ingenomen, op afstand van het antibioticum (minstens twee uur), en nog één tot twee weken daarna; een voeding met veel vezels en gefermenteerde producten helpt het microbioom ook.',
      'Vraag uw apotheker naar het juiste innamemoment. Bij hevige diarree, bloed in de stoelgang, koorts of klachten die na de behandeling blijven, neemt u contact op met uw arts.',
    ],
    de: [
      'Ein Antibiotikum wirkt auf die Bakterien, die die Infektion verursachen, aber auch auf einen Teil des Darmmikrobioms. Weicher Stuhl oder Verdauungsbeschwerden sind deshalb während der Einnahme und in den Tagen danach häufig.',
      'Nehmen Sie das Antibiotikum genau wie verordnet ein. Bestimmte Milchsäurebakterien und die Hefe Saccharomyces boulardii können während der Behandlung im Abstand zum Antibiotikum (mindestens zwei Stunden) und noch ein bis zwei Wochen danach eingenommen werden; eine ballaststoffreiche Ernährung mit fermentierten Lebensmitteln unterstützt das Mikrobiom ebenfalls.',
      'Fragen Sie in Ihrer Apotheke nach dem richtigen Einnahmezeitpunkt. Bei starkem Durchfall, Blut im Stuhl, Fieber oder Beschwerden, die nach dem Ende der Behandlung anhalten, wenden Sie sich an Ihre Ärztin oder Ihren Arzt.',
    ],
    es: [
      'Un antibiótico actúa sobre las bacterias responsables de la infección, pero también sobre una parte de la microbiota intestinal. Por eso son frecuentes las heces blandas o las molestias digestivas durante el tratamiento y los días siguientes.',
      'Tome el antibiótico exactamente como se lo han recetado. Algunos fermentos lácticos y la levadura Saccharomyces boulardii pueden tomarse durante el tratamiento, separados del antibiótico (al menos dos horas), y una o dos semanas después; una alimentación rica en fibra y en alimentos fermentados también ayuda a la microbiota.',
      'Pregunte a su farmacéutico cuál es el mejor momento para tomarlos. Si hay diarrea intensa, sangre en las heces, fiebre o síntomas que continúan al terminar el tratamiento, póngase en contacto con su médico.',
    ],
    it: [
      "Un antibiotico agisce sui batteri responsabili dell'infezione, ma anche su una parte del microbiota intestinale. Feci molli o fastidi digestivi sono quindi frequenti durante la terapia e nei giorni successivi.",
      "Assuma l'antibiotico esattamente come prescritto. Alcuni fermenti lattici e il lievito Saccharomyces boulardii possono essere assunti durante la terapia, a distanza dall'antibiotico (almeno due ore), e per una o due settimane dopo; un'alimentazione ricca di fibre e di alimenti fermentati aiuta anch'essa il microbiota.",
      "Chieda al farmacista il momento giusto per l'assunzione. In caso di diarrea importante, sangue nelle feci, febbre o sintomi che persistono al termine della terapia, contatti il medico.",
    ],
  },
  16: {
    fr: [
      "En hiver, on passe plus de temps à l'intérieur, les virus circulent davantage et la peau, moins exposée au soleil, produit moins de vitamine D. La vitamine D, la vitamine C et le zinc contribuent au fonctionnement normal du système immunitaire.",
      "Aérez votre logement chaque jour, lavez-vous souvent les mains, sortez à la lumière du jour, dormez suffisamment et mangez des fruits et légumes de saison (agrumes, kiwis, choux). Une supplémentation en vitamine D d'octobre à mars est souvent conseillée dans nos régions\u00a0: votre pharmacien vous indique la dose adaptée.",
      "Consultez un médecin si la fièvre dépasse trois jours, si vous avez du mal à respirer, ou pour un nourrisson, une personne âgée ou une personne atteinte d'une maladie chronique.",
    ],
    nl: [
      'In de winter brengen we meer tijd binnen door, circuleren virussen meer en maakt de huid, die minder zon krijgt, minder vitamine D aan. Vitamine D, vitamine C en zink dragen bij tot de normale werking van het immuunsysteem.',
      "Verlucht uw woning elke dag, was vaak uw handen, ga naar buiten bij daglicht, slaap voldoende en eet seizoensgroenten en -fruit (citrusvruchten, kiwi's, kool). Een supplement met vitamine D van oktober tot maart wordt in onze streken vaak aangeraden: uw apotheker zegt u welke dosis past.",
      'Raadpleeg een arts als de koorts langer dan drie dagen duurt, als u moeilijk ademt, of voor een zuigeling, een oudere of iemand met een chronische ziekte.',
    ],
    de: [
      'Im Winter verbringen wir mehr Zeit in Innenräumen, Viren verbreiten sich leichter, und die Haut bildet mit weniger Sonne weniger Vitamin D. Vitamin D, Vitamin C und Zink tragen zu einer normalen Funktion des Immunsystems bei.',
      'Lüften Sie täglich, waschen Sie sich häufig die Hände, gehen Sie bei Tageslicht nach draußen, schlafen Sie ausreichend und essen Sie Obst und Gemüse der Saison (Zitrusfrüchte, Kiwis, Kohl). Eine Vitamin-D-Ergänzung von Oktober bis März wird in unseren Breiten oft empfohlen: Ihre Apotheke nennt Ihnen die passende Dosis.',
      'Suchen Sie ärztlichen Rat, wenn Fieber länger als drei Tage anhält, Sie schlecht Luft bekommen, oder bei Säuglingen, älteren Menschen und Personen mit einer chronischen Erkrankung.',
    ],
    es: [
      'En invierno pasamos más tiempo en interiores, los virus circulan más y la piel, menos expuesta al sol, produce menos vitamina D. La vitamina D, la vitamina C y el zinc contribuyen al funcionamiento normal del sistema inmunitario.',
      'Ventile su casa a diario, lávese las manos a menudo, salga a la luz del día, duerma lo suficiente y coma frutas y verduras de temporada (cítricos, kiwis, coles). En muchas regiones se aconseja un suplemento de vitamina D de octubre a marzo: su farmacéutico le indicará la dosis adecuada.',
      'Consulte a un médico si la fiebre dura más de tres días, si le cuesta respirar, o si se trata de un lactante, una persona mayor o una persona con una enfermedad crónica.',
    ],
    it: [
      'In inverno si passa più tempo al chiuso, i virus circolano di più e la pelle, meno esposta al sole, produce meno vitamina D. Vitamina D, vitamina C e zinco contribuiscono alla normale funzione del sistema immunitario.',
      "Arieggi la casa ogni giorno, si lavi spesso le mani, esca alla luce del giorno, dorma a sufficienza e mangi frutta e verdura di stagione (agrumi, kiwi, cavoli). Un'integrazione di vitamina D da ottobre a marzo è spesso consigliata alle nostre latitudini: il farmacista Le indicherà la dose adatta.",
      'Si rivolga al medico se la febbre dura più di tre giorni, se ha difficoltà a respirare, o per un neonato, una persona anziana o con una malattia cronica.',
    ],
  },
  17: {
    fr: [
      "Mettre plus de trente minutes à s'endormir de façon répétée est fréquent en période de stress ou quand les horaires changent. Le cerveau a besoin de signaux réguliers pour préparer le sommeil\u00a0: baisse de la lumière, de la température et de l'activité.",
      "Levez-vous à heure fixe, éteignez les écrans une heure avant le coucher, gardez la chambre fraîche et sombre, et si le sommeil ne vient pas, relevez-vous pour lire au calme plutôt que de rester au lit. La mélatonine contribue à réduire le temps d'endormissement (1 mg peu avant le coucher)\u202f; des plantes du soir comme la mélisse et la passiflore sont une alternative sans mélatonine.",
      "Demandez l'avis de votre pharmacien si vous prenez un somnifère, un anticoagulant ou un traitement contre l'épilepsie, ou si vous êtes enceinte. Si les difficultés durent plus de trois semaines, consultez votre médecin.",
    ],
    nl: [
      'Regelmatig meer dan een halfuur nodig hebben om in te slapen komt vaak voor in periodes van stress of wanneer het ritme verandert. De hersenen hebben vaste signalen nodig om de slaap voor te bereiden: minder licht, een lagere temperatuur en minder activiteit.',
      'Sta op een vast uur op, zet schermen een uur voor het slapengaan uit, houd de slaapkamer koel en donker, en als de slaap niet komt, sta dan op om rustig te lezen in plaats van te blijven liggen. Melatonine draagt bij tot het verkorten van de inslaaptijd (1 mg kort voor het slapengaan); avondplanten zoals citroenmelisse en passiebloem zijn een alternatief zonder melatonine.',
      'Vraag uw apotheker om advies als u een slaapmiddel, een bloedverdunner of een behandeling tegen epilepsie neemt, of als u zwanger bent. Duren de problemen langer dan drie weken, raadpleeg dan uw arts.',
    ],
    de: [
      'Regelmäßig länger als eine halbe Stunde zum Einschlafen zu brauchen, ist in Stressphasen oder bei verändertem Rhythmus häufig. Das Gehirn braucht wiederkehrende Signale, um den Schlaf vorzubereiten: weniger Licht, eine kühlere Temperatur und weniger Aktivität.',
      'Stehen Sie zur gleichen Zeit auf, schalten Sie Bildschirme eine Stunde vor dem Zubettgehen aus, halten Sie das Schlafzimmer kühl und dunkel, und wenn der Schlaf nicht kommt, stehen Sie auf und lesen Sie in Ruhe, statt wach liegen zu bleiben. Melatonin trägt dazu bei, die Einschlafzeit zu verkürzen (1 mg kurz vor dem Schlafengehen); Abendpflanzen wie Melisse und Passionsblume sind eine Alternative ohne Melatonin.',
      'Fragen Sie in Ihrer Apotheke nach, wenn Sie ein Schlafmittel, einen Gerinnungshemmer oder ein Mittel gegen Epilepsie einnehmen oder schwanger sind. Halten die Schwierigkeiten länger als drei Wochen an, wenden Sie sich an Ihre Ärztin oder Ihren Arzt.',
    ],
    es: [
      'Tardar con frecuencia más de media hora en dormirse es habitual en épocas de estrés o cuando cambian los horarios. El cerebro necesita señales regulares para preparar el sueño: menos luz, menos temperatura y menos actividad.',
      'Levántese a la misma hora, apague las pantallas una hora antes de acostarse, mantenga el dormitorio fresco y oscuro y, si el sueño no llega, levántese a leer con calma en lugar de quedarse en la cama. La melatonina contribuye a disminuir el tiempo necesario para conciliar el sueño (1 mg poco antes de acostarse); plantas de noche como la melisa y la pasiflora son una alternativa sin melatonina.',
      'Consulte a su farmacéutico si toma un somnífero, un anticoagulante o un tratamiento para la epilepsia, o si está embarazada. Si las dificultades duran más de tres semanas, acuda a su médico.',
    ],
    it: [
      "Impiegare spesso più di mezz'ora per addormentarsi è frequente nei periodi di stress o quando cambiano gli orari. Il cervello ha bisogno di segnali regolari per preparare il sonno: meno luce, temperatura più bassa e meno attività.",
      "Si alzi sempre alla stessa ora, spenga gli schermi un'ora prima di coricarsi, mantenga la camera fresca e buia e, se il sonno non arriva, si alzi a leggere con calma invece di restare a letto. La melatonina contribuisce a ridurre il tempo necessario per prendere sonno (1 mg poco prima di coricarsi); piante della sera come la melissa e la passiflora sono un'alternativa senza melatonina.",
      "Chieda consiglio al farmacista se assume un sonnifero, un anticoagulante o una terapia per l'epilessia, o se è in gravidanza. Se le difficoltà durano più di tre settimane, si rivolga al medico.",
    ],
  },
  18: {
    fr: [
      "Traverser plusieurs fuseaux horaires décale l'horloge interne\u00a0: endormissement difficile, réveils précoces, fatigue et troubles digestifs durent souvent quelques jours, davantage après un vol vers l'est. La mélatonine contribue à atténuer les effets du décalage horaire, à raison d'au moins 0,5 mg pris peu avant le coucher le premier jour du voyage et les jours suivants.",
      "Adoptez l'heure de destination dès l'embarquement, exposez-vous à la lumière du jour en arrivant, buvez de l'eau plutôt que de l'alcool pendant le vol et limitez les siestes à vingt minutes.",
      "La mélatonine ne convient pas pendant la grossesse et l'allaitement, et demande des précautions avec certains médicaments\u00a0: interrogez votre pharmacien avant le départ.",
    ],
    nl: [
      'Wie meerdere tijdzones doorkruist, verschuift zijn interne klok: moeilijk inslapen, vroeg wakker worden, vermoeidheid en spijsverteringsklachten duren vaak enkele dagen, langer na een vlucht naar het oosten. Melatonine draagt bij tot de verlichting van de subjectieve gevolgen van een jetlag, bij inname van minstens 0,5 mg kort voor het slapengaan op de eerste reisdag en de dagen daarna.',
      'Leef vanaf het instappen op het uur van uw bestemming, zoek bij aankomst het daglicht op, drink tijdens de vlucht water in plaats van alcohol en beperk dutjes tot twintig minuten.',
      'Melatonine is niet geschikt tijdens de zwangerschap en de borstvoeding en vraagt voorzichtigheid met sommige geneesmiddelen: vraag uw apotheker om advies voor u vertrekt.',
    ],
    de: [
      'Wer mehrere Zeitzonen überquert, bringt seine innere Uhr durcheinander: Einschlafprobleme, frühes Erwachen, Müdigkeit und Verdauungsbeschwerden dauern oft einige Tage, nach einem Flug Richtung Osten länger. Melatonin trägt dazu bei, die subjektiven Jetlag-Empfindungen zu lindern, bei Einnahme von mindestens 0,5 mg kurz vor dem Schlafengehen am ersten Reisetag und an den folgenden Tagen.',
      'Leben Sie schon ab dem Einsteigen nach der Uhrzeit Ihres Ziels, gehen Sie nach der Ankunft ins Tageslicht, trinken Sie während des Flugs Wasser statt Alkohol und beschränken Sie Nickerchen auf zwanzig Minuten.',
      'Melatonin ist in Schwangerschaft und Stillzeit nicht geeignet und erfordert bei manchen Arzneimitteln Vorsicht: Lassen Sie sich vor der Abreise in Ihrer Apotheke beraten.',
    ],
    es: [
      'Cruzar varios husos horarios desajusta el reloj interno: dificultad para dormirse, despertares tempranos, cansancio y molestias digestivas suelen durar unos días, más después de un vuelo hacia el este. La melatonina contribuye a aliviar la sensación subjetiva de desfase horario, con al menos 0,5 mg tomados poco antes de acostarse el primer día del viaje y los días siguientes.',
      'Adopte la hora de destino desde que embarca, expóngase a la luz del día al llegar, beba agua en lugar de alcohol durante el vuelo y limite las siestas a veinte minutos.',
      'La melatonina no es adecuada durante el embarazo ni la lactancia y requiere precaución con algunos medicamentos: consulte a su farmacéutico antes de viajar.',
    ],
    it: [
      "Attraversare più fusi orari sfasa l'orologio interno: difficoltà ad addormentarsi, risvegli precoci, stanchezza e disturbi digestivi durano spesso qualche giorno, di più dopo un volo verso est. La melatonina contribuisce ad alleviare gli effetti del jet lag, con almeno 0,5 mg assunti poco prima di coricarsi il primo giorno di viaggio e nei giorni successivi.",
      "Adotti l'ora della destinazione già all'imbarco, si esponga alla luce del giorno all'arrivo, beva acqua anziché alcol durante il volo e limiti i sonnellini a venti minuti.",
      "La melatonina non è adatta in gravidanza e durante l'allattamento e richiede cautela con alcuni farmaci: chieda consiglio al farmacista prima della partenza.",
    ],
  },
  19: {
    fr: [
      "Rythme soutenu, charge mentale, imprévus\u00a0: le stress du quotidien se manifeste par de la tension, de l'irritabilité ou des difficultés à décrocher le soir. Le magnésium et les vitamines B contribuent au fonctionnement normal du système nerveux.",
      "Ménagez des pauses courtes mais régulières, pratiquez quelques minutes de respiration lente ou de cohérence cardiaque, bougez chaque jour et réservez la dernière heure de la soirée à des activités calmes. Limitez le café et l'alcool, qui entretiennent la nervosité.",
      "Votre pharmacien vous aide à choisir entre magnésium, plantes et formules combinées, et vérifie les associations avec vos médicaments. Si le stress s'accompagne de troubles du sommeil durables, de palpitations ou d'un sentiment d'épuisement, consultez votre médecin.",
    ],
    nl: [
      "Een hoog tempo, veel aan het hoofd, onverwachte zaken: dagelijkse stress uit zich in spanning, prikkelbaarheid of moeite om 's avonds los te laten. Magnesium en de B-vitaminen dragen bij tot de normale werking van het zenuwstelsel.",
      'Las korte maar regelmatige pauzes in, doe enkele minuten rustige ademhalingsoefeningen, beweeg elke dag en houd het laatste uur van de avond voor rustige bezigheden. Beperk koffie en alcohol, die de onrust in stand houden.',
      'Uw apotheker helpt u kiezen tussen magnesium, planten en combinatieformules en controleert de combinatie met uw geneesmiddelen. Gaat de stress samen met blijvende slaapproblemen, hartkloppingen of een gevoel van uitputting, raadpleeg dan uw arts.',
    ],
    de: [
      'Hohes Tempo, viel im Kopf, Unvorhergesehenes: Alltagsstress zeigt sich als Anspannung, Reizbarkeit oder Mühe, abends abzuschalten. Magnesium und B-Vitamine tragen zu einer normalen Funktion des Nervensystems bei.',
      'Gönnen Sie sich kurze, aber regelmäßige Pausen, üben Sie einige Minuten ruhiges Atmen, bewegen Sie sich täglich und reservieren Sie die letzte Stunde des Abends für ruhige Tätigkeiten. Schränken Sie Kaffee und Alkohol ein, die die Unruhe verstärken.',
      'In Ihrer Apotheke hilft man Ihnen bei der Wahl zwischen Magnesium, Pflanzen und Kombinationspräparaten und prüft Wechselwirkungen mit Ihren Arzneimitteln. Gehen die Belastungen mit anhaltenden Schlafstörungen, Herzklopfen oder Erschöpfung einher, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    ],
    es: [
      'Ritmo intenso, carga mental, imprevistos: el estrés cotidiano se manifiesta con tensión, irritabilidad o dificultad para desconectar por la noche. El magnesio y las vitaminas del grupo B contribuyen al funcionamiento normal del sistema nervioso.',
      'Haga pausas cortas pero regulares, practique unos minutos de respiración lenta, muévase cada día y reserve la última hora de la noche para actividades tranquilas. Limite el café y el alcohol, que mantienen el nerviosismo.',
      'Su farmacéutico le ayuda a elegir entre magnesio, plantas y fórmulas combinadas, y comprueba las asociaciones con sus medicamentos. Si el estrés se acompaña de problemas de sueño duraderos, palpitaciones o sensación de agotamiento, consulte a su médico.',
    ],
    it: [
      'Ritmi serrati, carico mentale, imprevisti: lo stress quotidiano si manifesta con tensione, irritabilità o difficoltà a staccare la sera. Magnesio e vitamine del gruppo B contribuiscono al normale funzionamento del sistema nervoso.',
      "Si conceda pause brevi ma regolari, pratichi qualche minuto di respirazione lenta, si muova ogni giorno e riservi l'ultima ora della serata ad attività tranquille. Limiti caffè e alcol, che alimentano il nervosismo.",
      'Il farmacista La aiuta a scegliere tra magnesio, piante e formule combinate e verifica le associazioni con i Suoi farmaci. Se lo stress si accompagna a disturbi del sonno duraturi, palpitazioni o senso di esaurimento, si rivolga al medico.',
    ],
  },
  20: {
    fr: [
      'Après un effort inhabituel, une longue journée debout ou une période de sport intense, les muscles peuvent sembler lourds et se récupérer plus lentement. Le magnésium contribue à une fonction musculaire normale et à réduire la fatigue.',
      "Hydratez-vous avant, pendant et après l'effort, augmentez l'intensité progressivement, prévoyez des étirements doux et des jours de repos, et privilégiez des repas riches en protéines, légumes verts, fruits à coque et céréales complètes, bonnes sources de magnésium.",
      "Le magnésium à forte dose peut ramollir les selles et il est déconseillé en cas d'insuffisance rénale\u00a0: demandez l'avis de votre pharmacien. Des crampes fréquentes, une faiblesse musculaire ou une douleur vive après un effort doivent être vues par un médecin.",
    ],
    nl: [
      'Na een ongewone inspanning, een lange dag rechtstaan of een periode van intensief sporten kunnen de spieren zwaar aanvoelen en trager herstellen. Magnesium draagt bij tot de normale werking van de spieren en tot de vermindering van vermoeidheid.',
      'Drink voor, tijdens en na de inspanning, bouw de intensiteit geleidelijk op, plan zachte rekoefeningen en rustdagen in, en kies voor maaltijden met eiwitten, groene groenten, noten en volkoren granen, goede bronnen van magnesium.',
      'Magnesium in hoge dosis kan de stoelgang zachter maken en wordt afgeraden bij nierinsufficiëntie: vraag uw apotheker om advies. Frequente krampen, spierzwakte of hevige pijn na een inspanning laat u door een arts onderzoeken.',
    ],
    de: [
      'Nach einer ungewohnten Anstrengung, einem langen Tag auf den Beinen oder einer Phase intensiven Trainings fühlen sich die Muskeln oft schwer an und erholen sich langsamer. Magnesium trägt zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit bei.',
      'Trinken Sie vor, während und nach der Belastung, steigern Sie die Intensität schrittweise, planen Sie sanftes Dehnen und Ruhetage ein und bevorzugen Sie Mahlzeiten mit Eiweiß, grünem Gemüse, Nüssen und Vollkorn, gute Magnesiumquellen.',
      'Magnesium in hoher Dosis kann den Stuhl weicher machen und wird bei Niereninsuffizienz nicht empfohlen: Lassen Sie sich in Ihrer Apotheke beraten. Häufige Krämpfe, Muskelschwäche oder starke Schmerzen nach einer Belastung sollten ärztlich abgeklärt werden.',
    ],
    es: [
      'Después de un esfuerzo poco habitual, de una larga jornada de pie o de una época de deporte intenso, los músculos pueden sentirse pesados y recuperarse más despacio. El magnesio contribuye al funcionamiento normal de los músculos y a disminuir el cansancio y la fatiga.',
      'Hidrátese antes, durante y después del esfuerzo, aumente la intensidad de forma progresiva, prevea estiramientos suaves y días de descanso, y elija comidas con proteínas, verduras de hoja verde, frutos secos y cereales integrales, buenas fuentes de magnesio.',
      'El magnesio en dosis altas puede ablandar las heces y no se recomienda en caso de insuficiencia renal: consulte a su farmacéutico. Los calambres frecuentes, la debilidad muscular o un dolor intenso tras un esfuerzo deben ser valorados por un médico.',
    ],
    it: [
      "Dopo uno sforzo insolito, una lunga giornata in piedi o un periodo di sport intenso, i muscoli possono sembrare pesanti e recuperare più lentamente. Il magnesio contribuisce alla normale funzione muscolare e alla riduzione della stanchezza e dell'affaticamento.",
      "Si idrati prima, durante e dopo lo sforzo, aumenti l'intensità gradualmente, preveda allungamenti dolci e giorni di riposo, e preferisca pasti con proteine, verdure a foglia verde, frutta secca e cereali integrali, buone fonti di magnesio.",
      'Il magnesio ad alte dosi può ammorbidire le feci ed è sconsigliato in caso di insufficienza renale: chieda consiglio al farmacista. Crampi frequenti, debolezza muscolare o un dolore acuto dopo uno sforzo vanno valutati dal medico.',
    ],
  },
  21: {
    fr: [
      "Le cartilage recouvre l'extrémité des os et permet aux articulations de glisser sans frottement. Il est sollicité par le sport, le surpoids et les années. La vitamine C contribue à la formation normale de collagène pour assurer le fonctionnement normal des cartilages.",
      "Bougez régulièrement sans forcer (marche, vélo, natation), renforcez les muscles autour des articulations, gardez un poids stable et échauffez-vous avant le sport. Les cures articulaires se prennent en général sur plusieurs mois avant d'en juger l'intérêt.",
      "La glucosamine, souvent issue de crustacés, ne convient pas en cas d'allergie, et le curcuma demande des précautions avec les anticoagulants\u00a0: votre pharmacien vous conseille. Une articulation gonflée, chaude ou bloquée doit être examinée par un médecin.",
    ],
    nl: [
      'Kraakbeen bedekt de uiteinden van de botten en laat de gewrichten zonder wrijving bewegen. Het wordt belast door sport, overgewicht en de jaren. Vitamine C draagt bij tot de normale collageenvorming voor de normale werking van het kraakbeen.',
      'Beweeg regelmatig zonder te forceren (wandelen, fietsen, zwemmen), versterk de spieren rond de gewrichten, houd uw gewicht stabiel en warm op voor het sporten. Een kuur voor de gewrichten neemt u meestal enkele maanden voor u het resultaat beoordeelt.',
      'Glucosamine, vaak afkomstig van schaaldieren, is niet geschikt bij een allergie, en kurkuma vraagt voorzichtigheid met bloedverdunners: uw apotheker adviseert u. Een gezwollen, warm of geblokkeerd gewricht laat u door een arts onderzoeken.',
    ],
    de: [
      'Knorpel überzieht die Enden der Knochen und lässt die Gelenke reibungslos gleiten. Er wird durch Sport, Übergewicht und die Jahre beansprucht. Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel bei.',
      'Bewegen Sie sich regelmäßig, ohne sich zu überlasten (Gehen, Radfahren, Schwimmen), kräftigen Sie die Muskeln rund um die Gelenke, halten Sie Ihr Gewicht stabil und wärmen Sie sich vor dem Sport auf. Eine Gelenkkur nimmt man in der Regel einige Monate ein, bevor man ihren Nutzen beurteilt.',
      'Glucosamin, oft aus Krebstieren gewonnen, ist bei einer Allergie ungeeignet, und Kurkuma erfordert Vorsicht mit Gerinnungshemmern: Ihre Apotheke berät Sie. Ein geschwollenes, warmes oder blockiertes Gelenk sollte ärztlich untersucht werden.',
    ],
    es: [
      'El cartílago recubre el extremo de los huesos y permite que las articulaciones se deslicen sin roce. Se ve exigido por el deporte, el sobrepeso y los años. La vitamina C contribuye a la formación normal de colágeno para el funcionamiento normal de los cartílagos.',
      'Muévase con regularidad sin forzar (caminar, bicicleta, natación), fortalezca los músculos que rodean las articulaciones, mantenga un peso estable y caliente antes de hacer deporte. Los tratamientos articulares suelen tomarse varios meses antes de valorar su interés.',
      'La glucosamina, a menudo procedente de crustáceos, no es adecuada en caso de alergia, y la cúrcuma requiere precaución con los anticoagulantes: su farmacéutico le aconseja. Una articulación hinchada, caliente o bloqueada debe ser examinada por un médico.',
    ],
    it: [
      "La cartilagine riveste l'estremità delle ossa e permette alle articolazioni di scorrere senza attrito. È sollecitata dallo sport, dal sovrappeso e dagli anni. La vitamina C contribuisce alla normale formazione del collagene per la normale funzione delle cartilagini.",
      "Si muova con regolarità senza sforzare (camminata, bicicletta, nuoto), rinforzi i muscoli attorno alle articolazioni, mantenga un peso stabile e si riscaldi prima dello sport. I cicli per le articolazioni si assumono in genere per alcuni mesi prima di valutarne l'utilità.",
      "La glucosamina, spesso ricavata dai crostacei, non è adatta in caso di allergia, e la curcuma richiede cautela con gli anticoagulanti: il farmacista La consiglierà. Un'articolazione gonfia, calda o bloccata va visitata dal medico.",
    ],
  },
  22: {
    fr: [
      "Le cholestérol est indispensable à l'organisme, mais un taux sanguin trop élevé de cholestérol LDL est un facteur de risque cardiovasculaire. Les phytostérols contribuent au maintien d'une cholestérolémie normale, avec un apport d'au moins 0,8 g par jour.",
      "Privilégiez les huiles végétales (colza, olive), les fruits et légumes, les légumineuses, l'avoine et les fruits à coque, limitez les graisses saturées des charcuteries, fromages et pâtisseries, et pratiquez une activité physique régulière.",
      "Un taux de cholestérol se contrôle par une prise de sang et s'interprète avec votre médecin. Les phytostérols ne remplacent pas un traitement prescrit et ne conviennent ni aux enfants ni aux femmes enceintes ou allaitantes\u202f; parlez-en à votre pharmacien si vous prenez déjà un hypocholestérolémiant.",
    ],
    nl: [
      'Cholesterol is onmisbaar voor het lichaam, maar een te hoog LDL-cholesterolgehalte in het bloed is een risicofactor voor hart en bloedvaten. Plantensterolen dragen bij tot het behoud van een normaal cholesterolgehalte in het bloed, bij een inname van minstens 0,8 g per dag.',
      'Kies voor plantaardige oliën (kool- en olijfolie), fruit en groenten, peulvruchten, haver en noten, beperk de verzadigde vetten uit vleeswaren, kaas en gebak, en beweeg regelmatig.',
      'Het cholesterolgehalte wordt gemeten met een bloedafname en besproken met uw arts. Plantensterolen vervangen geen voorgeschreven behandeling en zijn niet geschikt voor kinderen, zwangere vrouwen of vrouwen die borstvoeding geven; spreek erover met uw apotheker als u al een cholesterolverlager neemt.',
    ],
    de: [
      'Cholesterin ist für den Körper unverzichtbar, doch ein zu hoher LDL-Cholesterinspiegel im Blut ist ein Risikofaktor für Herz und Gefäße. Pflanzensterine tragen bei einer Aufnahme von mindestens 0,8 g pro Tag zur Aufrechterhaltung eines normalen Cholesterinspiegels im Blut bei.',
      'Bevorzugen Sie pflanzliche Öle (Raps, Olive), Obst und Gemüse, Hülsenfrüchte, Hafer und Nüsse, schränken Sie die gesättigten Fette aus Wurst, Käse und Gebäck ein und bewegen Sie sich regelmäßig.',
      'Der Cholesterinwert wird über eine Blutabnahme bestimmt und mit Ihrer Ärztin oder Ihrem Arzt besprochen. Pflanzensterine ersetzen keine verordnete Behandlung und sind weder für Kinder noch für Schwangere und Stillende geeignet; sprechen Sie mit Ihrer Apotheke, wenn Sie bereits einen Cholesterinsenker einnehmen.',
    ],
    es: [
      'El colesterol es indispensable para el organismo, pero un nivel demasiado alto de colesterol LDL en sangre es un factor de riesgo cardiovascular. Los fitoesteroles contribuyen a mantener niveles normales de colesterol sanguíneo, con una ingesta mínima de 0,8 g al día.',
      'Prefiera los aceites vegetales (oliva, colza), las frutas y verduras, las legumbres, la avena y los frutos secos, limite las grasas saturadas de embutidos, quesos y bollería, y practique actividad física con regularidad.',
      'El colesterol se controla con un análisis de sangre y se interpreta con su médico. Los fitoesteroles no sustituyen un tratamiento prescrito y no son adecuados para niños ni para mujeres embarazadas o en periodo de lactancia; hable con su farmacéutico si ya toma un medicamento para el colesterol.',
    ],
    it: [
      "Il colesterolo è indispensabile all'organismo, ma un livello troppo alto di colesterolo LDL nel sangue è un fattore di rischio cardiovascolare. I fitosteroli contribuiscono al mantenimento di livelli normali di colesterolo nel sangue, con un'assunzione di almeno 0,8 g al giorno.",
      "Preferisca gli oli vegetali (oliva, colza), frutta e verdura, legumi, avena e frutta secca a guscio, limiti i grassi saturi di salumi, formaggi e dolci, e pratichi un'attività fisica regolare.",
      'Il colesterolo si controlla con un prelievo di sangue e si valuta con il medico. I fitosteroli non sostituiscono una terapia prescritta e non sono adatti ai bambini né alle donne in gravidanza o in allattamento; ne parli con il farmacista se assume già un farmaco per il colesterolo.',
    ],
  },
  23: {
    fr: [
      "Cheveux ternes ou qui tombent davantage, ongles mous ou cassants\u00a0: ces signes apparaissent souvent après un hiver, une période de stress, un régime ou une grossesse. Le zinc et le sélénium contribuent au maintien de cheveux et d'ongles normaux, la biotine au maintien de cheveux normaux.",
      "Une alimentation suffisamment riche en protéines (œufs, poisson, légumineuses), en fer et en zinc, des soins doux, peu de chaleur sur les cheveux et des gants pour les travaux ménagers protègent cheveux et ongles. Comptez environ trois mois de cure avant de juger d'un résultat.",
      "Une chute de cheveux brutale, en plaques ou qui dure plus de trois mois, ou des ongles déformés ou décolorés, méritent un avis médical. La biotine peut fausser certaines analyses de sang\u00a0: signalez-la au laboratoire d'analyses et à votre pharmacien.",
    ],
    nl: [
      'Dof haar of haar dat meer uitvalt, zachte of breekbare nagels: die tekenen verschijnen vaak na een winter, een stressperiode, een dieet of een zwangerschap. Zink en selenium dragen bij tot de instandhouding van normaal haar en normale nagels, biotine tot de instandhouding van normaal haar.',
      'Een voeding met voldoende eiwitten (eieren, vis, peulvruchten), ijzer en zink, zachte verzorging, weinig hitte op het haar en handschoenen bij het huishouden beschermen haar en nagels. Reken op ongeveer drie maanden kuur voor u het resultaat beoordeelt.',
      'Plots haarverlies, haarverlies in plekken of dat langer dan drie maanden duurt, of misvormde of verkleurde nagels verdienen medisch advies. Biotine kan sommige bloedonderzoeken vertekenen: meld het aan het labo en aan uw apotheker.',
    ],
    de: [
      'Glanzloses oder vermehrt ausfallendes Haar, weiche oder brüchige Nägel: Diese Zeichen zeigen sich oft nach einem Winter, einer Stressphase, einer Diät oder einer Schwangerschaft. Zink und Selen tragen zur Erhaltung normaler Haare und Nägel bei, Biotin zur Erhaltung normaler Haare.',
      'Eine Ernährung mit ausreichend Eiweiß (Eier, Fisch, Hülsenfrüchte), Eisen und Zink, eine sanfte Pflege, wenig Hitze auf den Haaren und Handschuhe bei der Hausarbeit schützen Haare und Nägel. Rechnen Sie mit etwa drei Monaten, bevor Sie ein Ergebnis beurteilen.',
      'Plötzlicher, kreisrunder oder länger als drei Monate anhaltender Haarausfall sowie verformte oder verfärbte Nägel sollten ärztlich abgeklärt werden. Biotin kann manche Blutwerte verfälschen: Teilen Sie es dem Labor und Ihrer Apotheke mit.',
    ],
    es: [
      'Cabello apagado o que se cae más, uñas blandas o quebradizas: estas señales aparecen a menudo después del invierno, de una época de estrés, de una dieta o de un embarazo. El zinc y el selenio contribuyen al mantenimiento del cabello y las uñas en condiciones normales, y la biotina al del cabello.',
      'Una alimentación con suficientes proteínas (huevos, pescado, legumbres), hierro y zinc, cuidados suaves, poco calor en el cabello y guantes para las tareas domésticas protegen el cabello y las uñas. Cuente unos tres meses de tratamiento antes de valorar el resultado.',
      'Una caída brusca, en placas o que dura más de tres meses, o unas uñas deformadas o descoloridas, merecen una consulta médica. La biotina puede alterar algunos análisis de sangre: indíquelo al laboratorio y a su farmacéutico.',
    ],
    it: [
      'Capelli spenti o che cadono di più, unghie morbide o fragili: questi segnali compaiono spesso dopo un inverno, un periodo di stress, una dieta o una gravidanza. Zinco e selenio contribuiscono al mantenimento di capelli e unghie normali, la biotina al mantenimento di capelli normali.',
      "Un'alimentazione con proteine sufficienti (uova, pesce, legumi), ferro e zinco, cure delicate, poco calore sui capelli e guanti per le faccende domestiche proteggono capelli e unghie. Conti circa tre mesi prima di valutare un risultato.",
      'Una caduta improvvisa, a chiazze o che dura più di tre mesi, o unghie deformate o scolorite meritano un parere medico. La biotina può alterare alcuni esami del sangue: lo segnali al laboratorio analisi e al farmacista.',
    ],
  },
  24: {
    fr: [
      "Pendant la grossesse, les besoins en folates, en fer, en iode et en DHA augmentent pour accompagner le développement du bébé. La supplémentation en acide folique augmente le statut maternel en folates\u202f; un statut faible est un facteur de risque d'anomalies du tube neural chez le fœtus.",
      "Une alimentation variée, avec du poisson peu contaminé deux fois par semaine, des légumes verts et des légumineuses, reste essentielle. Évitez l'alcool, les aliments à risque (fromages au lait cru, viande ou poisson crus) et les compléments non conçus pour la grossesse, notamment ceux riches en vitamine A ou en plantes.",
      'Choisissez toujours vos compléments avec votre médecin, votre sage-femme ou votre pharmacien, qui tiennent compte de vos analyses et de vos traitements. Ne cumulez pas plusieurs formules sans leur avis.',
    ],
    nl: [
      'Tijdens de zwangerschap stijgt de behoefte aan foliumzuur, ijzer, jodium en DHA om de ontwikkeling van de baby te ondersteunen. Een supplement met foliumzuur verhoogt de foliumzuurstatus van de moeder; een lage status is een risicofactor voor neuralebuisdefecten bij de foetus.',
      'Een gevarieerde voeding, met tweemaal per week weinig belaste vis, groene groenten en peulvruchten, blijft essentieel. Vermijd alcohol, risicovolle voedingsmiddelen (kaas van rauwe melk, rauw vlees of rauwe vis) en supplementen die niet voor de zwangerschap bedoeld zijn, zeker die met veel vitamine A of planten.',
      'Kies uw supplementen altijd samen met uw arts, vroedvrouw of apotheker, die rekening houden met uw bloedwaarden en behandelingen. Combineer geen meerdere formules zonder hun advies.',
    ],
    de: [
      'In der Schwangerschaft steigt der Bedarf an Folat, Eisen, Jod und DHA, um die Entwicklung des Kindes zu begleiten. Eine ergänzende Zufuhr von Folsäure erhöht den Folatspiegel der Mutter; ein niedriger Folatspiegel ist ein Risikofaktor für Neuralrohrdefekte beim Fötus.',
      'Eine abwechslungsreiche Ernährung mit zweimal pro Woche schadstoffarmem Fisch, grünem Gemüse und Hülsenfrüchten bleibt wesentlich. Verzichten Sie auf Alkohol, auf riskante Lebensmittel (Rohmilchkäse, rohes Fleisch oder roher Fisch) und auf Präparate, die nicht für die Schwangerschaft gedacht sind, besonders solche mit viel Vitamin A oder Pflanzen.',
      'Wählen Sie Ihre Nahrungsergänzungen immer gemeinsam mit Ihrer Ärztin, Ihrem Arzt, Ihrer Hebamme oder Ihrer Apotheke, die Ihre Blutwerte und Behandlungen berücksichtigen. Kombinieren Sie nicht mehrere Präparate ohne deren Rat.',
    ],
    es: [
      'Durante el embarazo aumentan las necesidades de folato, hierro, yodo y DHA para acompañar el desarrollo del bebé. La suplementación con ácido fólico aumenta el nivel de folato materno; un nivel bajo es un factor de riesgo de defectos del tubo neural en el feto.',
      'Una alimentación variada, con pescado poco contaminado dos veces por semana, verduras de hoja verde y legumbres, sigue siendo esencial. Evite el alcohol, los alimentos de riesgo (quesos de leche cruda, carne o pescado crudos) y los complementos no pensados para el embarazo, sobre todo los ricos en vitamina A o en plantas.',
      'Elija siempre sus complementos con su médico, su matrona o su farmacéutico, que tendrán en cuenta sus análisis y sus tratamientos. No combine varias fórmulas sin su consejo.',
    ],
    it: [
      "In gravidanza aumentano i fabbisogni di folato, ferro, iodio e DHA per accompagnare lo sviluppo del bambino. L'integrazione di acido folico aumenta i livelli di folato materno; livelli bassi sono un fattore di rischio per i difetti del tubo neurale nel feto.",
      "Un'alimentazione varia, con pesce poco contaminato due volte alla settimana, verdure a foglia verde e legumi, resta essenziale. Eviti l'alcol, gli alimenti a rischio (formaggi a latte crudo, carne o pesce crudi) e gli integratori non pensati per la gravidanza, in particolare quelli ricchi di vitamina A o di piante.",
      "Scelga sempre gli integratori con il medico, l'ostetrica o il farmacista, che terranno conto dei Suoi esami e delle Sue terapie. Non associ più formule senza il loro parere.",
    ],
  },
  25: {
    fr: [
      "La ménopause s'installe en général entre 45 et 55 ans. La baisse des hormones peut s'accompagner de bouffées de chaleur, d'un sommeil perturbé, de changements d'humeur, et à plus long terme d'une fragilisation des os. La vitamine B6 contribue à réguler l'activité hormonale\u202f; le calcium et la vitamine D sont nécessaires au maintien d'une ossature normale.",
      "Une activité physique régulière, y compris du renforcement musculaire, des apports suffisants en calcium, une chambre fraîche, des vêtements en couches et moins d'alcool et de plats épicés le soir aident à mieux vivre cette période.",
      "Parlez de vos symptômes à votre médecin ou à votre gynécologue, qui vous présentera les options possibles. Tout saignement survenant après la ménopause doit être signalé sans attendre. Votre pharmacien vérifie qu'un complément est compatible avec vos traitements, notamment hormonaux.",
    ],
    nl: [
      'De menopauze treedt meestal op tussen 45 en 55 jaar. De daling van de hormonen kan gepaard gaan met opvliegers, een verstoorde slaap, stemmingswisselingen en op langere termijn zwakkere botten. Vitamine B6 draagt bij tot de regulatie van de hormonale activiteit; calcium en vitamine D zijn nodig voor de instandhouding van normale botten.',
      "Regelmatige beweging, ook spierversterkende oefeningen, voldoende calcium, een koele slaapkamer, kleding in laagjes en 's avonds minder alcohol en pikante gerechten helpen om deze periode beter door te komen.",
      'Bespreek uw klachten met uw arts of gynaecoloog, die u de mogelijke opties voorstelt. Elk bloedverlies na de menopauze meldt u zonder uitstel. Uw apotheker gaat na of een supplement samengaat met uw behandelingen, zeker hormonale.',
    ],
    de: [
      'Die Wechseljahre beginnen meist zwischen 45 und 55 Jahren. Der sinkende Hormonspiegel kann mit Hitzewallungen, unruhigem Schlaf, Stimmungsschwankungen und langfristig mit schwächeren Knochen einhergehen. Vitamin B6 trägt zur Regulierung der Hormontätigkeit bei; Calcium und Vitamin D werden für die Erhaltung normaler Knochen benötigt.',
      'Regelmäßige Bewegung einschließlich Krafttraining, ausreichend Calcium, ein kühles Schlafzimmer, Kleidung im Zwiebellook sowie abends weniger Alkohol und scharfe Speisen helfen, diese Zeit besser zu erleben.',
      'Besprechen Sie Ihre Beschwerden mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Gynäkologin, die Ihnen die möglichen Optionen erläutern. Jede Blutung nach den Wechseljahren sollten Sie umgehend abklären lassen. Ihre Apotheke prüft, ob ein Präparat zu Ihren Behandlungen passt, besonders zu hormonellen.',
    ],
    es: [
      'La menopausia suele llegar entre los 45 y los 55 años. La disminución de las hormonas puede acompañarse de sofocos, sueño alterado, cambios de humor y, a más largo plazo, de huesos más frágiles. La vitamina B6 contribuye a regular la actividad hormonal; el calcio y la vitamina D son necesarios para el mantenimiento de los huesos en condiciones normales.',
      'La actividad física regular, incluido el trabajo de fuerza, un aporte suficiente de calcio, un dormitorio fresco, ropa por capas y menos alcohol y comidas picantes por la noche ayudan a vivir mejor esta etapa.',
      'Hable de sus síntomas con su médico o su ginecólogo, que le presentarán las opciones posibles. Cualquier sangrado después de la menopausia debe comunicarse sin esperar. Su farmacéutico comprueba que un complemento sea compatible con sus tratamientos, en especial los hormonales.',
    ],
    it: [
      "La menopausa arriva in genere tra i 45 e i 55 anni. Il calo degli ormoni può accompagnarsi a vampate di calore, sonno disturbato, sbalzi d'umore e, a lungo termine, a ossa più fragili. La vitamina B6 contribuisce alla regolazione dell'attività ormonale; calcio e vitamina D sono necessari per il mantenimento di ossa normali.",
      "Un'attività fisica regolare, compreso il rinforzo muscolare, un apporto sufficiente di calcio, una camera fresca, abiti a strati e meno alcol e piatti piccanti la sera aiutano a vivere meglio questo periodo.",
      'Parli dei Suoi sintomi con il medico o il ginecologo, che Le presenteranno le possibili opzioni. Qualsiasi perdita di sangue dopo la menopausa va segnalata senza attendere. Il farmacista verifica che un integratore sia compatibile con le Sue terapie, in particolare ormonali.',
    ],
  },
  26: {
    fr: [
      "Un projet d'enfant se prépare à deux. Le zinc contribue à une fertilité et une reproduction normales, et le sélénium à une spermatogenèse normale. Chez la femme, une supplémentation en acide folique est recommandée dès le projet de grossesse, au moins un mois avant la conception.",
      "Arrêter le tabac, limiter l'alcool, viser un poids de forme, bouger régulièrement et manger varié sont bénéfiques pour les deux partenaires. Les spermatozoïdes se renouvellent en environ trois mois\u00a0: c'est le bon délai pour juger des changements d'habitudes.",
      "Consultez un médecin si la grossesse ne survient pas après un an d'essais, ou après six mois si la femme a plus de 35 ans. Votre pharmacien vous aide à choisir des formules adaptées à chacun, sans cumul de vitamines.",
    ],
    nl: [
      'Een kinderwens bereidt u samen voor. Zink draagt bij tot een normale vruchtbaarheid en voortplanting, en selenium tot een normale spermatogenese. Bij de vrouw wordt een supplement met foliumzuur aanbevolen vanaf de kinderwens, minstens een maand voor de conceptie.',
      'Stoppen met roken, minder alcohol, een gezond gewicht, regelmatige beweging en een gevarieerde voeding zijn goed voor beide partners. Zaadcellen vernieuwen zich in ongeveer drie maanden: de juiste termijn om veranderingen in de levensstijl te beoordelen.',
      'Raadpleeg een arts als er na een jaar proberen geen zwangerschap is, of na zes maanden als de vrouw ouder is dan 35 jaar. Uw apotheker helpt u formules te kiezen die bij elk van u passen, zonder vitaminen te stapelen.',
    ],
    de: [
      'Ein Kinderwunsch betrifft beide Partner. Zink trägt zu einer normalen Fruchtbarkeit und Reproduktion bei, Selen zu einer normalen Spermabildung. Frauen wird eine Ergänzung mit Folsäure schon bei Kinderwunsch empfohlen, mindestens einen Monat vor der Empfängnis.',
      'Mit dem Rauchen aufhören, Alkohol einschränken, ein gesundes Gewicht anstreben, sich regelmäßig bewegen und abwechslungsreich essen tut beiden Partnern gut. Spermien erneuern sich in etwa drei Monaten: der richtige Zeitraum, um veränderte Gewohnheiten zu beurteilen.',
      'Suchen Sie ärztlichen Rat, wenn sich nach einem Jahr keine Schwangerschaft einstellt, oder nach sechs Monaten, wenn die Frau älter als 35 Jahre ist. Ihre Apotheke hilft Ihnen, für jeden passende Präparate zu wählen, ohne Vitamine doppelt einzunehmen.',
    ],
    es: [
      'El deseo de tener un hijo se prepara en pareja. El zinc contribuye a la fertilidad y la reproducción normales, y el selenio a la espermatogénesis normal. En la mujer se recomienda un suplemento de ácido fólico desde que se busca el embarazo, al menos un mes antes de la concepción.',
      'Dejar el tabaco, limitar el alcohol, mantener un peso saludable, moverse con regularidad y comer variado benefician a los dos miembros de la pareja. Los espermatozoides se renuevan en unos tres meses: es el plazo adecuado para valorar los cambios de hábitos.',
      'Consulte a un médico si el embarazo no llega después de un año de intentos, o tras seis meses si la mujer tiene más de 35 años. Su farmacéutico le ayuda a elegir fórmulas adaptadas a cada uno, sin acumular vitaminas.',
    ],
    it: [
      "Il desiderio di un figlio si prepara in due. Lo zinco contribuisce alla normale fertilità e riproduzione, il selenio alla normale spermatogenesi. Nella donna è raccomandata un'integrazione di acido folico già quando si cerca una gravidanza, almeno un mese prima del concepimento.",
      "Smettere di fumare, limitare l'alcol, mantenere il peso forma, muoversi regolarmente e mangiare in modo vario fanno bene a entrambi i partner. Gli spermatozoi si rinnovano in circa tre mesi: è il tempo giusto per valutare i cambiamenti delle abitudini.",
      'Si rivolga al medico se la gravidanza non arriva dopo un anno di tentativi, o dopo sei mesi se la donna ha più di 35 anni. Il farmacista La aiuta a scegliere formule adatte a ciascuno, senza accumulare vitamine.',
    ],
  },
  27: {
    fr: [
      "Envies fréquentes, sensation de vessie jamais tout à fait vide, gêne après certaines boissons\u00a0: le confort de la vessie varie avec l'hydratation, l'alimentation, l'âge et, chez la femme, la grossesse ou la ménopause.",
      "Buvez régulièrement de l'eau plutôt que de grandes quantités d'un coup, limitez le café, le thé et l'alcool le soir, ne vous retenez pas trop longtemps et renforcez le périnée avec quelques exercices simples. La canneberge est traditionnellement utilisée pour accompagner le confort de la vessie.",
      "Des brûlures, du sang dans les urines, de la fièvre, des fuites nouvelles ou, chez l'homme, un jet faible ou des levers nocturnes fréquents doivent être signalés à un médecin. Votre pharmacien vous oriente au moindre doute.",
    ],
    nl: [
      'Vaak moeten plassen, het gevoel dat de blaas nooit helemaal leeg is, ongemak na bepaalde dranken: het blaascomfort hangt af van wat u drinkt en eet, van de leeftijd en bij vrouwen van de zwangerschap of de menopauze.',
      "Drink regelmatig water in plaats van veel in één keer, beperk 's avonds koffie, thee en alcohol, houd niet te lang op en versterk de bekkenbodem met enkele eenvoudige oefeningen. Veenbes wordt traditioneel gebruikt voor het comfort van de blaas.",
      "Een branderig gevoel, bloed in de urine, koorts, nieuw urineverlies of, bij mannen, een zwakke straal of vaak 's nachts moeten opstaan, meldt u aan een arts. Uw apotheker helpt u bij de minste twijfel verder.",
    ],
    de: [
      'Häufiger Harndrang, das Gefühl, dass sich die Blase nie ganz leert, Unbehagen nach bestimmten Getränken: Das Wohlbefinden der Blase hängt von Trinkmenge, Ernährung und Alter ab, bei Frauen auch von Schwangerschaft und Wechseljahren.',
      'Trinken Sie regelmäßig Wasser statt großer Mengen auf einmal, schränken Sie abends Kaffee, Tee und Alkohol ein, halten Sie nicht zu lange ein und stärken Sie den Beckenboden mit einfachen Übungen. Cranberry wird traditionell für das Wohlbefinden der Blase verwendet.',
      'Brennen, Blut im Urin, Fieber, neu auftretender Harnverlust oder bei Männern ein schwacher Strahl und häufiges nächtliches Wasserlassen sollten ärztlich abgeklärt werden. Im Zweifel berät Sie Ihre Apotheke.',
    ],
    es: [
      'Ganas frecuentes, sensación de que la vejiga nunca se vacía del todo, molestias después de ciertas bebidas: el bienestar de la vejiga varía con la hidratación, la alimentación, la edad y, en la mujer, con el embarazo o la menopausia.',
      'Beba agua con regularidad en lugar de mucha cantidad de golpe, limite el café, el té y el alcohol por la noche, no se aguante demasiado tiempo y fortalezca el suelo pélvico con algunos ejercicios sencillos. El arándano rojo se utiliza tradicionalmente para el bienestar de la vejiga.',
      'El escozor, la sangre en la orina, la fiebre, las pérdidas nuevas o, en el hombre, un chorro débil o levantarse a menudo por la noche deben comunicarse a un médico. Ante cualquier duda, su farmacéutico le orienta.',
    ],
    it: [
      "Stimolo frequente, sensazione di vescica mai del tutto vuota, fastidio dopo alcune bevande: il benessere della vescica varia con l'idratazione, l'alimentazione, l'età e, nella donna, con la gravidanza o la menopausa.",
      'Beva acqua con regolarità invece di grandi quantità tutte insieme, limiti caffè, tè e alcol la sera, non si trattenga troppo a lungo e rinforzi il pavimento pelvico con alcuni semplici esercizi. Il mirtillo rosso è tradizionalmente usato per il benessere della vescica.',
      "Bruciore, sangue nelle urine, febbre, perdite nuove o, nell'uomo, un getto debole o frequenti risvegli notturni per urinare vanno segnalati al medico. Al minimo dubbio, il farmacista La orienta.",
    ],
  },
  28: {
    fr: [
      "La glycémie, le taux de sucre dans le sang, varie au fil de la journée selon les repas et l'activité. Des pics répétés fatiguent et donnent envie de grignoter. Le chrome contribue au maintien d'une glycémie normale.",
      'Commencez le repas par des légumes, associez les féculents complets à des protéines, limitez les boissons sucrées et les produits très raffinés, et marchez dix à quinze minutes après les repas\u00a0: ces gestes lissent la glycémie au quotidien.',
      "Les personnes diabétiques ou traitées pour la glycémie doivent demander l'avis de leur médecin avant toute supplémentation, car elle peut modifier l'équilibre de leur traitement. Une soif intense, des envies fréquentes d'uriner ou un amaigrissement inexpliqué justifient une consultation.",
    ],
    nl: [
      'De bloedsuikerspiegel verandert in de loop van de dag, naargelang de maaltijden en de activiteit. Herhaalde pieken maken moe en wekken zin om te snoepen. Chroom draagt bij tot de instandhouding van een normale bloedglucosespiegel.',
      'Begin de maaltijd met groenten, combineer volkoren zetmeel met eiwitten, beperk suikerhoudende dranken en sterk geraffineerde producten, en wandel tien tot vijftien minuten na de maaltijd: zo blijft de bloedsuiker elke dag gelijkmatiger.',
      'Mensen met diabetes of een behandeling voor de bloedsuiker vragen eerst advies aan hun arts, want een supplement kan het evenwicht van hun behandeling veranderen. Hevige dorst, vaak moeten plassen of onverklaard gewichtsverlies zijn een reden om een arts te raadplegen.',
    ],
    de: [
      'Der Blutzuckerspiegel schwankt im Laufe des Tages je nach Mahlzeiten und Aktivität. Wiederholte Spitzen machen müde und wecken Heißhunger. Chrom trägt zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei.',
      'Beginnen Sie die Mahlzeit mit Gemüse, kombinieren Sie Vollkornbeilagen mit Eiweiß, schränken Sie gesüßte Getränke und stark verarbeitete Produkte ein und gehen Sie nach dem Essen zehn bis fünfzehn Minuten spazieren: So bleibt der Blutzucker im Alltag ausgeglichener.',
      'Menschen mit Diabetes oder einer blutzuckersenkenden Behandlung sollten vor einer Ergänzung ärztlichen Rat einholen, da sie das Gleichgewicht der Behandlung verändern kann. Starker Durst, häufiger Harndrang oder unerklärter Gewichtsverlust sind ein Grund für einen Arztbesuch.',
    ],
    es: [
      'La glucemia, el nivel de azúcar en sangre, varía a lo largo del día según las comidas y la actividad. Los picos repetidos cansan y dan ganas de picar. El cromo contribuye al mantenimiento de niveles normales de glucosa en sangre.',
      'Empiece la comida con verduras, combine los cereales integrales con proteínas, limite las bebidas azucaradas y los productos muy refinados, y camine de diez a quince minutos después de comer: estos hábitos suavizan la glucemia en el día a día.',
      'Las personas con diabetes o en tratamiento para la glucosa deben consultar a su médico antes de tomar un complemento, porque puede modificar el equilibrio de su tratamiento. Una sed intensa, ganas frecuentes de orinar o una pérdida de peso sin explicación justifican una consulta.',
    ],
    it: [
      "La glicemia, cioè il livello di zucchero nel sangue, varia durante la giornata a seconda dei pasti e dell'attività. Picchi ripetuti stancano e fanno venire voglia di spizzicare. Il cromo contribuisce al mantenimento di livelli normali di glucosio nel sangue.",
      'Inizi il pasto con le verdure, abbini i carboidrati integrali alle proteine, limiti le bevande zuccherate e i prodotti molto raffinati, e cammini dieci-quindici minuti dopo i pasti: sono abitudini che rendono la glicemia più regolare ogni giorno.',
      "Le persone con diabete o in terapia per la glicemia devono chiedere il parere del medico prima di qualsiasi integrazione, perché può modificare l'equilibrio della terapia. Sete intensa, stimolo frequente a urinare o perdita di peso inspiegabile giustificano una visita.",
    ],
  },
  29: {
    fr: [
      "Examens, dossiers exigeants, longues réunions\u00a0: la concentration baisse avec la fatigue, le manque de sommeil, la faim ou la déshydratation. Le zinc et le fer contribuent à une fonction cognitive normale, et l'acide pantothénique à des performances intellectuelles normales.",
      "Travaillez par séquences courtes, éloignez le téléphone, faites une vraie pause toutes les 45 minutes, buvez de l'eau, prenez un petit-déjeuner et bougez un peu entre deux séances. La veille d'un examen, une bonne nuit vaut mieux que quelques heures de révision en plus.",
      "Des difficultés de concentration persistantes, surtout chez l'enfant ou l'adolescent, méritent d'en parler avec un médecin. Votre pharmacien vous conseille sur les formules et leur compatibilité avec d'autres compléments.",
    ],
    nl: [
      'Examens, veeleisende dossiers, lange vergaderingen: de concentratie daalt door vermoeidheid, te weinig slaap, honger of te weinig drinken. Zink en ijzer dragen bij tot een normale cognitieve functie, pantotheenzuur tot normale mentale prestaties.',
      'Werk in korte blokken, leg uw telefoon weg, neem elke 45 minuten een echte pauze, drink water, ontbijt en beweeg wat tussen twee sessies. De avond voor een examen is een goede nachtrust meer waard dan enkele uren extra studeren.',
      'Blijvende concentratieproblemen, zeker bij kinderen of jongeren, bespreekt u best met een arts. Uw apotheker adviseert u over de formules en of ze samengaan met andere supplementen.',
    ],
    de: [
      'Prüfungen, anspruchsvolle Projekte, lange Sitzungen: Die Konzentration lässt bei Müdigkeit, Schlafmangel, Hunger oder zu wenig Flüssigkeit nach. Zink und Eisen tragen zu einer normalen kognitiven Funktion bei, Pantothensäure zu einer normalen geistigen Leistung.',
      'Arbeiten Sie in kurzen Abschnitten, legen Sie das Telefon weg, machen Sie alle 45 Minuten eine echte Pause, trinken Sie Wasser, frühstücken Sie und bewegen Sie sich zwischen zwei Lerneinheiten. Am Abend vor einer Prüfung ist eine gute Nacht mehr wert als ein paar Stunden zusätzliches Lernen.',
      'Anhaltende Konzentrationsschwierigkeiten, besonders bei Kindern und Jugendlichen, sollten Sie mit einer Ärztin oder einem Arzt besprechen. Ihre Apotheke berät Sie zu den Präparaten und ihrer Verträglichkeit mit anderen Nahrungsergänzungen.',
    ],
    es: [
      'Exámenes, proyectos exigentes, reuniones largas: la concentración baja con el cansancio, la falta de sueño, el hambre o la deshidratación. El zinc y el hierro contribuyen a la función cognitiva normal, y el ácido pantoténico al rendimiento intelectual normal.',
      'Trabaje en bloques cortos, aleje el teléfono, haga una pausa de verdad cada 45 minutos, beba agua, desayune y muévase un poco entre dos sesiones. La víspera de un examen, una buena noche vale más que unas horas más de repaso.',
      'Las dificultades de concentración persistentes, sobre todo en niños y adolescentes, merecen una consulta médica. Su farmacéutico le aconseja sobre las fórmulas y su compatibilidad con otros complementos.',
    ],
    it: [
      "Esami, progetti impegnativi, lunghe riunioni: la concentrazione cala con la stanchezza, la mancanza di sonno, la fame o la disidratazione. Zinco e ferro contribuiscono alla normale funzione cognitiva, l'acido pantotenico alle normali prestazioni mentali.",
      "Lavori per sessioni brevi, allontani il telefono, faccia una vera pausa ogni 45 minuti, beva acqua, faccia colazione e si muova un po' tra una sessione e l'altra. La sera prima di un esame, una buona notte di sonno vale più di qualche ora di ripasso in più.",
      'Difficoltà di concentrazione persistenti, soprattutto nei bambini e negli adolescenti, meritano un colloquio con il medico. Il farmacista La consiglia sulle formule e sulla loro compatibilità con altri integratori.',
    ],
  },
});
