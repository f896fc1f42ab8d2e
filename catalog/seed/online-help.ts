// The online help (FAQ screen, SPEC §2.2): fifteen questions and answers in every language,
// shown in every country in `order`. The site lists products only; answers about ordering and
// delivery say so.
import type { Localized, SeedFaqEntry } from './types.ts';

type HelpEntry = SeedFaqEntry & { id: number; order: number };
type QA = readonly [question: string, answer: string];

function entry(id: number, text: { fr: QA; nl: QA; de: QA; es: QA; it: QA }): HelpEntry {
  const pick = (index: 0 | 1): Localized =>
    Object.freeze({
      fr: text.fr[index],
      nl: text.nl[index],
      de: text.de[index],
      es: text.es[index],
      it: text.it[index],
    });
  return Object.freeze({ id, order: id, question: pick(0), answer: pick(1) });
}

export const ONLINE_HELP: readonly HelpEntry[] = Object.freeze([
  entry(1, {
    fr: [
      'Puis-je commander des produits sur ce site\u202f?',
      'Non. Ce site présente nos produits, leur composition et les conseils d’utilisation, mais il ne permet pas de passer commande. Nos compléments alimentaires sont disponibles dans les pharmacies, où le pharmacien et son équipe peuvent aussi vous conseiller.',
    ],
    nl: [
      'Kan ik op deze site producten bestellen?',
      'Nee. Deze site stelt onze producten, de samenstelling en de gebruiksadviezen voor, maar u kunt er niet bestellen. Onze voedingssupplementen zijn verkrijgbaar in de apotheek, waar het team u ook kan adviseren.',
    ],
    de: [
      'Kann ich auf dieser Website Produkte bestellen?',
      'Nein. Die Website stellt unsere Produkte, die Zusammensetzung und die Hinweise zur Anwendung vor, eine Bestellung ist hier aber nicht möglich. Unsere Nahrungsergänzungsmittel erhalten Sie in der Apotheke, wo das Team Sie auch beraten kann.',
    ],
    es: [
      '¿Puedo hacer pedidos en esta web?',
      'No. La web presenta nuestros productos, su composición y los consejos de uso, pero no permite hacer pedidos. Nuestros complementos alimenticios están disponibles en la farmacia, donde el equipo también puede aconsejarle.',
    ],
    it: [
      'Posso ordinare i prodotti su questo sito?',
      'No. Il sito presenta i nostri prodotti, la composizione e i consigli d’uso, ma non permette di effettuare ordini. I nostri integratori alimentari sono disponibili in farmacia, dove il personale può anche consigliarLa con la dovuta attenzione.',
    ],
  }),
  entry(2, {
    fr: [
      'La livraison est-elle gratuite\u202f?',
      'Lorsque le laboratoire propose la vente directe dans votre pays, la livraison standard à domicile est offerte dès 49 euros d’achat et prend de 2 à 4 jours ouvrés. Ce site ne vend pas de produits\u00a0: les conditions complètes figurent dans les conditions générales de vente.',
    ],
    nl: [
      'Is de levering gratis?',
      'Wanneer het laboratorium in uw land rechtstreeks verkoopt, is de standaardlevering aan huis gratis vanaf 49 euro aankopen en duurt ze 2 tot 4 werkdagen. Deze site verkoopt geen producten: de volledige voorwaarden staan in de algemene verkoopsvoorwaarden.',
    ],
    de: [
      'Ist die Lieferung kostenlos?',
      'Wenn das Labor in Ihrem Land den Direktverkauf anbietet, ist die Standardlieferung nach Hause ab einem Einkaufswert von 49 Euro kostenlos und dauert 2 bis 4 Werktage. Diese Website verkauft keine Produkte: Die vollständigen Bedingungen stehen in den Allgemeinen Geschäftsbedingungen.',
    ],
    es: [
      '¿El envío es gratuito?',
      'Cuando el laboratorio ofrece la venta directa en su país, la entrega estándar a domicilio es gratuita a partir de 49 euros de compra y tarda de 2 a 4 días laborables. Esta web no vende productos: las condiciones completas, con los plazos y los gastos, figuran en las condiciones generales de venta.',
    ],
    it: [
      'La consegna è gratuita?',
      'Quando il laboratorio offre la vendita diretta nel Suo paese, la consegna standard a domicilio è gratuita a partire da 49 euro di acquisto e richiede 2–4 giorni lavorativi. Il sito non vende prodotti: le condizioni complete si trovano nelle condizioni generali di vendita.',
    ],
  }),
  entry(3, {
    fr: [
      'Où acheter vos produits\u202f?',
      'Nos produits sont vendus en pharmacie. Si votre pharmacie ne les a pas en stock, elle peut les commander auprès de son grossiste et les recevoir en général dans les 48 heures. Avec sa recherche de pharmacies, le site vous aide à trouver l’officine la plus proche.',
    ],
    nl: [
      'Waar kan ik uw producten kopen?',
      'Onze producten worden verkocht in de apotheek. Heeft uw apotheek ze niet in voorraad, dan kan ze de producten bij de groothandel bestellen en ontvangt ze die meestal binnen de 48 uur. Met de apotheekzoeker op de site vindt u de dichtstbijzijnde apotheek.',
    ],
    de: [
      'Wo kann ich Ihre Produkte kaufen?',
      'Unsere Produkte sind in der Apotheke erhältlich. Wenn Ihre Apotheke sie nicht vorrätig hat, kann sie die Produkte beim Großhandel bestellen und erhält sie in der Regel innerhalb von 48 Stunden. Mit der Apothekensuche der Website finden Sie die nächste Apotheke.',
    ],
    es: [
      '¿Dónde puedo comprar sus productos?',
      'Nuestros productos se venden en las farmacias. Si su farmacia no los tiene, puede pedirlos a su mayorista y recibirlos en general en un plazo de 48 horas. El buscador de farmacias de la web le ayuda a encontrar la más cercana y sus datos de contacto.',
    ],
    it: [
      'Dove posso acquistare i vostri prodotti?',
      'I nostri prodotti sono venduti in farmacia. Se la Sua farmacia non li ha disponibili, può ordinarli al grossista e riceverli di solito entro 48 ore. Dove il servizio è attivo, la ricerca delle farmacie del sito La aiuta a trovare quella più vicina.',
    ],
  }),
  entry(4, {
    fr: [
      'Qui peut me conseiller sur vos produits\u202f?',
      'Plus de 700 pharmacies en Belgique et au Luxembourg, et plus de 200 dans nos autres pays, ont suivi nos formations. Le site indique, lorsque le service existe dans votre pays, les pharmacies et les interlocuteurs qui peuvent vous conseiller près de chez vous.',
    ],
    nl: [
      'Wie kan mij adviseren over uw producten?',
      'Meer dan 700 apotheken in België en Luxemburg, en meer dan 200 in onze andere landen, volgden onze opleidingen. Waar die dienst in uw land bestaat, toont de site de apotheken en de gesprekspartners die u in de buurt kunnen adviseren.',
    ],
    de: [
      'Wer kann mich zu Ihren Produkten beraten?',
      'Mehr als 700 Apotheken in Belgien und Luxemburg und mehr als 200 in unseren anderen Ländern haben an unseren Schulungen teilgenommen. Wo der Dienst in Ihrem Land besteht, zeigt die Website die Apotheken, die Sie in der Nähe beraten können.',
    ],
    es: [
      '¿Quién puede aconsejarme sobre sus productos?',
      'Más de 700 farmacias en Bélgica y Luxemburgo, y más de 200 en los demás países, han seguido nuestras formaciones. Cuando el servicio existe en su país, la web indica las farmacias y los interlocutores que pueden aconsejarle cerca de su casa.',
    ],
    it: [
      'Chi può consigliarmi sui vostri prodotti?',
      'Più di 700 farmacie in Belgio e in Lussemburgo, e più di 200 negli altri paesi, hanno seguito i nostri corsi. Quando il servizio è disponibile nel Suo paese, il sito indica le farmacie e gli interlocutori che possono consigliarLa vicino a casa.',
    ],
  }),
  entry(5, {
    fr: [
      'Je suis professionnel de santé\u00a0: où trouver des informations dédiées\u202f?',
      'Les médecins, les pharmaciens et les autres professionnels de santé disposent d’un espace professionnel distinct, à accès réservé. Pour demander un accès, utilisez le formulaire de contact et choisissez l’objet «\u00a0accès réservé aux professionnels de santé\u00a0».',
    ],
    nl: [
      'Ik ben zorgverlener: waar vind ik specifieke informatie?',
      'Artsen, apothekers en andere zorgverleners hebben een aparte professionele ruimte met beperkte toegang. Om toegang te vragen, gebruikt u het contactformulier en kiest u het onderwerp “toegang voor zorgverleners”. U krijgt een antwoord van het team.',
    ],
    de: [
      'Ich bin im Gesundheitswesen tätig: Wo finde ich Fachinformationen?',
      'Ärztinnen, Ärzte, Apotheken und die anderen Fachleute im Gesundheitswesen haben einen eigenen Fachbereich mit beschränktem Zugang. Um den Zugang zu beantragen, nutzen Sie das Kontaktformular und wählen den Betreff „Zugang für Fachleute im Gesundheitswesen“.',
    ],
    es: [
      'Soy profesional de la salud: ¿dónde encuentro información específica?',
      'Los médicos, los farmacéuticos y los demás profesionales de la salud disponen de un espacio profesional aparte, con acceso restringido. Para solicitar el acceso, utilice el formulario de contacto y elija el asunto «acceso reservado a los profesionales de la salud».',
    ],
    it: [
      'Sono un professionista della salute: dove trovo informazioni dedicate?',
      'I medici, i farmacisti e gli altri professionisti della salute dispongono di un’area professionale separata, ad accesso riservato. Per chiedere l’accesso usi il modulo di contatto e scelga l’oggetto «accesso riservato ai professionisti della salute».',
    ],
  }),
  entry(6, {
    fr: [
      'Vos produits sont-ils des médicaments\u202f?',
      'Non. Ce sont des compléments alimentaires, destinés à compléter une alimentation normale. Ils ne sont pas destinés à prévenir, traiter ou guérir une maladie et ne remplacent pas une alimentation variée et équilibrée ni un mode de vie sain.',
    ],
    nl: [
      'Zijn uw producten geneesmiddelen?',
      'Nee. Het zijn voedingssupplementen, bedoeld als aanvulling op een normale voeding. Ze zijn niet bedoeld om een ziekte te voorkomen, te behandelen of te genezen, en ze vervangen geen gevarieerde en evenwichtige voeding en een gezonde levensstijl.',
    ],
    de: [
      'Sind Ihre Produkte Arzneimittel?',
      'Nein. Es sind Nahrungsergänzungsmittel, die die normale Ernährung ergänzen. Sie sind nicht dazu bestimmt, eine Krankheit zu verhüten, zu behandeln oder zu heilen, und sie ersetzen weder eine abwechslungsreiche und ausgewogene Ernährung noch eine gesunde Lebensweise.',
    ],
    es: [
      '¿Sus productos son medicamentos?',
      'No. Son complementos alimenticios, destinados a completar la dieta normal. No están destinados a prevenir, tratar o curar una enfermedad y no sustituyen una dieta variada y equilibrada ni un estilo de vida saludable.',
    ],
    it: [
      'I vostri prodotti sono farmaci?',
      'No. Sono integratori alimentari, destinati a integrare la dieta normale. Non sono destinati a prevenire, trattare o curare una malattia e non sostituiscono una dieta varia ed equilibrata e uno stile di vita sano.',
    ],
  }),
  entry(7, {
    fr: [
      'Puis-je prendre vos produits pendant la grossesse ou l’allaitement\u202f?',
      'Certains produits sont conçus pour cette période, d’autres sont déconseillés, notamment les produits qui contiennent des plantes ou de la mélatonine. Pendant la grossesse et l’allaitement, demandez toujours l’avis de votre médecin, de la sage-femme ou du pharmacien avant toute prise.',
    ],
    nl: [
      'Mag ik uw producten nemen tijdens de zwangerschap of de borstvoeding?',
      'Sommige producten zijn voor die periode ontwikkeld, andere zijn af te raden, onder meer die met bepaalde planten of met melatonine. Vraag tijdens de zwangerschap en de borstvoeding altijd eerst het advies van uw arts, uw vroedvrouw of uw apotheker.',
    ],
    de: [
      'Darf ich Ihre Produkte in der Schwangerschaft oder Stillzeit einnehmen?',
      'Manche Produkte sind für diese Zeit entwickelt, andere sind nicht geeignet, besonders die mit bestimmten Pflanzen oder mit Melatonin. Fragen Sie in der Schwangerschaft und der Stillzeit vor jeder Einnahme die Ärztin, den Arzt, die Hebamme oder die Apotheke.',
    ],
    es: [
      '¿Puedo tomar sus productos durante el embarazo o la lactancia?',
      'Algunos productos están pensados para esta etapa y otros no se recomiendan, sobre todo los que contienen ciertas plantas o melatonina. Durante el embarazo y la lactancia, consulte siempre con el médico, la matrona o el farmacéutico antes de tomar cualquier complemento.',
    ],
    it: [
      'Posso assumere i vostri prodotti in gravidanza o durante l’allattamento?',
      'Alcuni prodotti sono pensati per questo periodo, altri sono sconsigliati, in particolare quelli con alcune piante o con la melatonina. In gravidanza e durante l’allattamento chieda sempre il parere del medico, dell’ostetrica o del farmacista prima dell’uso.',
    ],
  }),
  entry(8, {
    fr: [
      'Vos produits conviennent-ils aux enfants\u202f?',
      'Seuls les produits dont l’étiquette le précise conviennent aux enfants, à partir de l’âge indiqué et à la dose prévue pour eux. Demandez conseil au pédiatre ou au pharmacien, et tenez les compléments hors de portée des jeunes enfants.',
    ],
    nl: [
      'Zijn uw producten geschikt voor kinderen?',
      'Alleen de producten waarvan het etiket het vermeldt, zijn geschikt voor kinderen, vanaf de aangegeven leeftijd en in de dosis die voor hen bedoeld is. Vraag raad aan de kinderarts of de apotheker, en bewaar de supplementen buiten het bereik van jonge kinderen.',
    ],
    de: [
      'Sind Ihre Produkte für Kinder geeignet?',
      'Nur die Produkte, bei denen das Etikett es angibt, sind für Kinder geeignet, ab dem genannten Alter und in der für sie vorgesehenen Dosis. Fragen Sie die Kinderärztin, den Kinderarzt oder die Apotheke und bewahren Sie die Produkte außerhalb der Reichweite kleiner Kinder auf.',
    ],
    es: [
      '¿Sus productos son adecuados para los niños?',
      'Solo los productos cuya etiqueta lo indica son adecuados para los niños, a partir de la edad señalada y con la dosis prevista para ellos. Pida consejo al pediatra o al farmacéutico, y mantenga los complementos fuera del alcance de los niños pequeños.',
    ],
    it: [
      'I vostri prodotti sono adatti ai bambini?',
      'Solo i prodotti con l’indicazione in etichetta sono adatti ai bambini, a partire dall’età indicata e con la dose prevista per loro. Chieda consiglio al pediatra o al farmacista e tenga gli integratori fuori dalla portata dei bambini piccoli.',
    ],
  }),
  entry(9, {
    fr: [
      'Comment conserver les compléments alimentaires\u202f?',
      'Conservez les produits dans leur emballage d’origine, bien fermé, à l’abri de la chaleur, de l’humidité et de la lumière, en général en dessous de 25 °C. Certains probiotiques se gardent au réfrigérateur\u00a0: l’étiquette et la fiche produit le précisent.',
    ],
    nl: [
      'Hoe bewaar ik voedingssupplementen?',
      'Bewaar de producten in de oorspronkelijke verpakking, goed gesloten, beschermd tegen warmte, vocht en licht, meestal onder 25 °C. Sommige probiotica bewaart u in de koelkast: het etiket en de productfiche vermelden het.',
    ],
    de: [
      'Wie bewahre ich Nahrungsergänzungsmittel auf?',
      'Bewahren Sie die Produkte gut verschlossen in der Originalverpackung auf, geschützt vor Wärme, Feuchtigkeit und Licht, in der Regel unter 25 °C. Manche Probiotika gehören in den Kühlschrank: Das Etikett und die Produktseite geben es an.',
    ],
    es: [
      '¿Cómo se conservan los complementos alimenticios?',
      'Conserve los productos en el envase original, bien cerrado, lejos del calor, de la humedad y de la luz, en general por debajo de los 25 °C. Algunos probióticos se guardan en la nevera: la etiqueta y la ficha del producto lo indican.',
    ],
    it: [
      'Come si conservano gli integratori alimentari?',
      'Conservi i prodotti nella confezione originale, ben chiusa, al riparo dal calore, dall’umidità e dalla luce, in genere sotto i 25 °C. Alcuni probiotici si conservano in frigorifero: l’etichetta e la scheda del prodotto lo indicano.',
    ],
  }),
  entry(10, {
    fr: [
      'Où trouver les allergènes contenus dans un produit\u202f?',
      'Les allergènes sont mis en évidence dans la liste des ingrédients, sur l’emballage et dans l’onglet «\u00a0Ingrédients\u00a0» de chaque fiche produit. Les mentions sans gluten ou sans lactose figurent aussi sur l’étiquette lorsqu’elles s’appliquent. En cas d’allergie sévère, demandez l’avis de votre médecin.',
    ],
    nl: [
      'Waar vind ik de allergenen van een product?',
      'De allergenen zijn aangeduid in de lijst van de ingrediënten, op de verpakking en in het tabblad “Ingrediënten” van elke productfiche. De vermeldingen glutenvrij of lactosevrij staan ook op het etiket als ze van toepassing zijn. Bij een ernstige allergie vraagt u het advies van de arts.',
    ],
    de: [
      'Wo finde ich die Allergene eines Produkts?',
      'Die Allergene sind in der Zutatenliste hervorgehoben, auf der Verpackung und im Reiter „Zutaten“ jeder Produktseite. Die Angaben glutenfrei oder laktosefrei stehen ebenfalls auf dem Etikett, wenn sie zutreffen. Bei einer schweren Allergie fragen Sie die Ärztin oder den Arzt.',
    ],
    es: [
      '¿Dónde encuentro los alérgenos de un producto?',
      'Los alérgenos se destacan en la lista de ingredientes, en el envase y en la pestaña «Ingredientes» de cada ficha de producto. Las menciones sin gluten o sin lactosa también figuran en la etiqueta cuando corresponden. En caso de alergia grave, consulte con el médico.',
    ],
    it: [
      'Dove trovo gli allergeni di un prodotto?',
      'Gli allergeni sono evidenziati nell’elenco degli ingredienti, sulla confezione e nella scheda «Ingredienti» di ogni prodotto. Le diciture senza glutine o senza lattosio compaiono in etichetta quando si applicano. In caso di allergia grave chieda il parere del medico.',
    ],
  }),
  entry(11, {
    fr: [
      'Puis-je associer plusieurs compléments ou les prendre avec un traitement\u202f?',
      'Associer plusieurs compléments peut conduire à dépasser les doses recommandées d’une vitamine ou d’un minéral, et certaines plantes interagissent avec des médicaments. Montrez la liste de vos produits et de vos traitements à votre pharmacien ou à votre médecin avant de les associer.',
    ],
    nl: [
      'Mag ik meerdere supplementen combineren of ze samen met een behandeling nemen?',
      'Wie meerdere supplementen combineert, kan de aanbevolen dosis van een vitamine of een mineraal overschrijden, en sommige planten hebben een wisselwerking met geneesmiddelen. Toon de lijst van uw producten en uw behandelingen aan de apotheker of de arts voordat u ze combineert.',
    ],
    de: [
      'Kann ich mehrere Produkte kombinieren oder sie mit Arzneimitteln einnehmen?',
      'Wer mehrere Produkte kombiniert, kann die empfohlene Menge eines Vitamins oder eines Mineralstoffs überschreiten, und manche Pflanzen haben Wechselwirkungen mit Arzneimitteln. Zeigen Sie die Liste Ihrer Produkte und Arzneimittel der Apotheke oder der Ärztin und dem Arzt.',
    ],
    es: [
      '¿Puedo combinar varios complementos o tomarlos con un tratamiento?',
      'Combinar varios complementos puede llevar a superar las dosis recomendadas de una vitamina o de un mineral, y algunas plantas interactúan con los medicamentos. Enseñe la lista de sus productos y tratamientos al farmacéutico o al médico antes de combinarlos.',
    ],
    it: [
      'Posso associare più integratori o assumerli con una terapia?',
      'Associare più integratori può portare a superare le dosi raccomandate di una vitamina o di un minerale, e alcune piante interagiscono con i farmaci. Mostri l’elenco dei Suoi prodotti e delle terapie al farmacista o al medico prima di associarli.',
    ],
  }),
  entry(12, {
    fr: [
      'Comment mes données personnelles sont-elles utilisées\u202f?',
      'Nous utilisons vos données uniquement pour répondre à vos demandes et, si vous y consentez, pour vous envoyer nos informations. Elles sont conservées cinq ans après la fin de la relation commerciale, trois ans pour les études de marché. La page sur les données personnelles détaille vos droits et la façon de les exercer.',
    ],
    nl: [
      'Hoe worden mijn persoonsgegevens gebruikt?',
      'We gebruiken uw gegevens alleen om uw vragen te beantwoorden en, als u daarmee instemt, om u onze informatie te sturen. Ze worden vijf jaar na het einde van de commerciële relatie bewaard, en drie jaar voor het marktonderzoek. De pagina over de persoonsgegevens beschrijft uw rechten en hoe u ze uitoefent.',
    ],
    de: [
      'Wie werden meine personenbezogenen Daten verwendet?',
      'Wir verwenden Ihre Daten nur, um Ihre Anfragen zu beantworten und, mit Ihrer Einwilligung, um Ihnen unsere Informationen zu senden. Sie werden fünf Jahre nach dem Ende der Geschäftsbeziehung und für die Marktforschung drei Jahre gespeichert. Die Datenschutzerklärung beschreibt Ihre Rechte und wie Sie sie ausüben.',
    ],
    es: [
      '¿Cómo se utilizan mis datos personales?',
      'Utilizamos sus datos solo para responder a sus solicitudes y, si da su consentimiento, para enviarle nuestra información. Se conservan cinco años después del final de la relación comercial y tres años para los estudios de mercado. La página de protección de datos detalla sus derechos y cómo ejercerlos.',
    ],
    it: [
      'Come vengono usati i miei dati personali?',
      'Usiamo i Suoi dati solo per rispondere alle Sue richieste e, se dà il consenso, per inviarLe le nostre informazioni. Sono conservati cinque anni dopo la fine del rapporto commerciale e tre anni per le ricerche di mercato. La pagina sui dati personali descrive i Suoi diritti e il modo di esercitarli.',
    ],
  }),
  entry(13, {
    fr: [
      'Comment m’inscrire à la newsletter ou m’en désinscrire\u202f?',
      'La newsletter est proposée sur le site espagnol\u00a0: l’inscription demande une adresse e-mail, une ville de résidence et votre consentement. Chaque envoi contient un lien de désinscription, et les demandes des abonnés sont prises en compte immédiatement.',
    ],
    nl: [
      'Hoe schrijf ik me in op de nieuwsbrief of uit?',
      'De nieuwsbrief wordt aangeboden op de Spaanse site: voor de inschrijving zijn een e-mailadres, een woonplaats en uw toestemming nodig. Elke nieuwsbrief bevat een link om u uit te schrijven, en de uitschrijving geldt meteen.',
    ],
    de: [
      'Wie melde ich mich zum Newsletter an oder ab?',
      'Der Newsletter wird auf der spanischen Website angeboten: Für die Anmeldung braucht es eine E-Mail-Adresse, den Wohnort und die Einwilligung. Jeder Versand enthält einen Link zur Abmeldung, und die Abmeldung gilt sofort.',
    ],
    es: [
      '¿Cómo me suscribo a la newsletter o me doy de baja?',
      'La newsletter se ofrece en la web española: la suscripción pide un correo electrónico, la ciudad de residencia y el consentimiento. Cada envío incluye un enlace para darse de baja con un solo clic, y la baja se aplica de inmediato.',
    ],
    it: [
      'Come mi iscrivo alla newsletter o mi cancello?',
      'La newsletter è proposta sul sito spagnolo: l’iscrizione richiede un indirizzo e-mail, la città di residenza e il consenso. Ogni invio contiene il link per annullare l’iscrizione, e la cancellazione è immediata con la conferma della richiesta.',
    ],
  }),
  entry(14, {
    fr: [
      'Comment contacter le service client\u202f?',
      'Utilisez le formulaire de contact du site ou appelez le numéro indiqué sur la page de contact de votre pays. Les conseillers du service client répondent du lundi au vendredi, de 9 h à 13 h et de 14 h à 18 h\u202f; en Espagne, de 9 h à 18 h sans interruption. Pensez à préciser le nom des produits concernés.',
    ],
    nl: [
      'Hoe neem ik contact op met de klantendienst?',
      'Gebruik het contactformulier van de site of bel het nummer op de contactpagina van uw land. De klantendienst is bereikbaar van maandag tot vrijdag, van 9 tot 13 uur en van 14 tot 18 uur; in Spanje van 9 tot 18 uur zonder onderbreking.',
    ],
    de: [
      'Wie erreiche ich den Kundenservice?',
      'Nutzen Sie das Kontaktformular der Website oder rufen Sie die Nummer auf der Kontaktseite Ihres Landes an. Der Kundenservice ist von Montag bis Freitag von 9 bis 13 Uhr und von 14 bis 18 Uhr erreichbar, in Spanien durchgehend von 9 bis 18 Uhr.',
    ],
    es: [
      '¿Cómo contacto con el servicio de atención al cliente?',
      'Utilice el formulario de contacto de la web o llame al número indicado en la página de contacto de su país. El servicio de atención al cliente atiende de lunes a viernes de 9 a 13 h y de 14 a 18 h; en España, de 9 a 18 h sin interrupción.',
    ],
    it: [
      'Come posso contattare il servizio clienti?',
      'Usi il modulo di contatto del sito o chiami il numero indicato nella pagina di contatto del Suo paese. Il servizio clienti risponde dal lunedì al venerdì, dalle 9 alle 13 e dalle 14 alle 18; in Spagna dalle 9 alle 18 senza interruzione.',
    ],
  }),
  entry(15, {
    fr: [
      'Que faire si je constate un effet indésirable ou un défaut sur un produit\u202f?',
      'Arrêtez la prise et parlez-en à votre médecin ou à votre pharmacien. Signalez-nous ensuite l’effet ou le défaut par le formulaire de contact, en indiquant le nom du produit et le numéro de lot imprimé sur la boîte\u00a0: notre équipe qualité examine chaque signalement.',
    ],
    nl: [
      'Wat doe ik als ik een bijwerking of een gebrek aan een product vaststel?',
      'Stop met de inname en spreek erover met uw arts of apotheker. Meld ons daarna de bijwerking of het gebrek via het contactformulier, met de naam van het product en het partijnummer op de doos: ons kwaliteitsteam onderzoekt elke melding.',
    ],
    de: [
      'Was tun bei einer unerwünschten Wirkung oder einem Mangel am Produkt?',
      'Beenden Sie die Einnahme und sprechen Sie mit der Ärztin, dem Arzt oder der Apotheke. Melden Sie uns danach die Wirkung oder den Mangel über das Kontaktformular, mit dem Namen des Produkts und der Chargennummer auf der Packung: Unser Qualitätsteam prüft jede Meldung.',
    ],
    es: [
      '¿Qué hago si noto un efecto no deseado o un defecto en un producto?',
      'Deje de tomarlo y hable con el médico o el farmacéutico. Después, comuníquenos el efecto o el defecto con el formulario de contacto, indicando el nombre del producto y el número de lote impreso en la caja: nuestro equipo de calidad examina cada comunicación.',
    ],
    it: [
      'Che cosa fare se noto un effetto indesiderato o un difetto del prodotto?',
      'Interrompa l’assunzione e ne parli con il medico o con il farmacista. Ci segnali poi l’effetto o il difetto con il modulo di contatto, indicando il nome del prodotto e il numero di lotto stampato sulla confezione: il nostro gruppo della qualità esamina ogni segnalazione.',
    ],
  }),
]);
