// The sentences of a product's precautions: pregnancy, age, warnings tied to an ingredient or a
// situation, and the three statements every food supplement label carries.
import type { Language, Localized } from '../types.ts';
import { L } from './lang.ts';

export type PregnancyAdvice = 'avoid' | 'advice' | 'suitable';

export const PREGNANCY: Readonly<Record<PregnancyAdvice, Localized>> = {
  avoid: L(
    'Déconseillé aux femmes enceintes ou allaitantes.',
    'Niet aanbevolen voor zwangere vrouwen of vrouwen die borstvoeding geven.',
    'Für Schwangere und Stillende nicht empfohlen.',
    'No se recomienda a mujeres embarazadas o en periodo de lactancia.',
    "Sconsigliato in gravidanza e durante l'allattamento.",
  ),
  advice: L(
    "Pendant la grossesse ou l'allaitement, demandez l'avis de votre médecin avant toute utilisation.",
    'Vraag tijdens de zwangerschap of de borstvoeding eerst advies aan uw arts.',
    'In Schwangerschaft und Stillzeit nur nach Rücksprache mit Ihrer Ärztin oder Ihrem Arzt verwenden.',
    'Durante el embarazo o la lactancia, consulte a su médico antes de tomarlo.',
    "In gravidanza o durante l'allattamento, chiedere il parere del medico prima dell'uso.",
  ),
  suitable: L(
    "Adapté à la grossesse et à l'allaitement\u202f; parlez-en à votre médecin ou à votre sage-femme, qui pourra ajuster les apports à votre situation.",
    'Geschikt tijdens de zwangerschap en de borstvoeding; bespreek het met uw arts of vroedvrouw, die de inname aan uw situatie kan aanpassen.',
    'Für Schwangerschaft und Stillzeit geeignet; sprechen Sie die Einnahme mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Hebamme ab.',
    'Apto durante el embarazo y la lactancia; coméntelo con su médico o su matrona, que podrá ajustar los aportes a su situación.',
    "Adatto in gravidanza e durante l'allattamento; parlarne con il medico o l'ostetrica, che potrà adattare gli apporti alla situazione personale.",
  ),
};

export const ADULTS_ONLY = L(
  "Réservé à l'adulte.",
  'Uitsluitend voor volwassenen.',
  'Nur für Erwachsene.',
  'Solo para adultos.',
  'Riservato agli adulti.',
);

/** 'Not for children under {age} years.' */
export function minimumAge(age: number, lang: Language): string {
  switch (lang) {
    case 'fr':
      return `Ne convient pas aux enfants de moins de ${age} ans.`;
    case 'nl':
      return `Niet geschikt voor kinderen jonger dan ${age} jaar.`;
    case 'de':
      return `Nicht für Kinder unter ${age} Jahren geeignet.`;
    case 'es':
      return `No apto para niños menores de ${age} años.`;
    case 'it':
      return `Non adatto ai bambini di età inferiore a ${age} anni.`;
  }
}

/** The three statements of every food supplement, in this order. */
export const STANDARD_STATEMENTS: readonly Localized[] = [
  L(
    'Ne pas dépasser la dose journalière recommandée.',
    'De aanbevolen dagelijkse dosis niet overschrijden.',
    'Die angegebene empfohlene tägliche Verzehrmenge nicht überschreiten.',
    'No superar la dosis diaria recomendada.',
    'Non superare la dose giornaliera raccomandata.',
  ),
  L(
    'Un complément alimentaire ne remplace pas une alimentation variée et équilibrée ni un mode de vie sain.',
    'Een voedingssupplement is geen vervanging voor een gevarieerde en evenwichtige voeding en een gezonde levensstijl.',
    'Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche und ausgewogene Ernährung und eine gesunde Lebensweise.',
    'Los complementos alimenticios no deben utilizarse como sustituto de una dieta variada y equilibrada y de un estilo de vida saludable.',
    'Gli integratori non vanno intesi come sostituti di una dieta variata ed equilibrata e di uno stile di vita sano.',
  ),
  L(
    'Tenir hors de portée des jeunes enfants.',
    'Buiten het bereik van jonge kinderen houden.',
    'Außerhalb der Reichweite von kleinen Kindern aufbewahren.',
    'Mantener fuera del alcance de los niños más pequeños.',
    'Tenere fuori dalla portata dei bambini al di sotto dei tre anni di età.',
  ),
];

export const WARNINGS = {
  digestiveSymptoms: L(
    'En cas de troubles digestifs persistants, de douleurs ou de modification récente du transit, consultez un médecin.',
    'Raadpleeg een arts bij aanhoudende spijsverteringsklachten, pijn of een recente verandering van de stoelgang.',
    'Bei anhaltenden Verdauungsbeschwerden, Schmerzen oder einer kürzlich veränderten Darmtätigkeit ärztlichen Rat einholen.',
    'En caso de molestias digestivas persistentes, dolor o un cambio reciente del tránsito, consulte a un médico.',
    'In caso di disturbi digestivi persistenti, dolore o cambiamenti recenti della regolarità intestinale, consultare il medico.',
  ),
  sBoulardii: L(
    "Contient une levure\u00a0: ne pas utiliser pendant un traitement antifongique, ni chez les personnes immunodéprimées ou porteuses d'un cathéter veineux central.",
    'Bevat een gist: niet gebruiken tijdens een behandeling met schimmelwerende middelen, bij een verminderde afweer of bij een centraal veneuze katheter.',
    'Enthält eine Hefe: nicht anwenden während einer Behandlung mit Antimykotika, bei geschwächtem Immunsystem oder mit einem zentralen Venenkatheter.',
    'Contiene una levadura: no utilizar durante un tratamiento antifúngico ni en personas inmunodeprimidas o portadoras de un catéter venoso central.',
    'Contiene un lievito: non utilizzare durante una terapia antimicotica, in persone immunodepresse o portatrici di un catetere venoso centrale.',
  ),
  antibioticGap: L(
    "En cas de traitement antibiotique, respectez un intervalle d'au moins deux heures entre les deux prises.",
    'Laat tijdens een antibioticabehandeling minstens twee uur tussen beide innames.',
    'Während einer Antibiotikabehandlung mindestens zwei Stunden Abstand zwischen den beiden Einnahmen einhalten.',
    'Durante un tratamiento antibiótico, deje al menos dos horas entre ambas tomas.',
    'Durante una terapia antibiotica, lasciare almeno due ore di distanza tra le due assunzioni.',
  ),
  vitDOther: L(
    'Tenez compte des autres sources de vitamine D, compléments ou aliments enrichis, pour ne pas cumuler les apports.',
    'Houd rekening met andere bronnen van vitamine D, zoals supplementen of verrijkte voedingsmiddelen, om een te hoge inname te vermijden.',
    'Berücksichtigen Sie weitere Vitamin-D-Quellen wie Nahrungsergänzungen oder angereicherte Lebensmittel, um eine zu hohe Zufuhr zu vermeiden.',
    'Tenga en cuenta otras fuentes de vitamina D, como complementos o alimentos enriquecidos, para no acumular aportes.',
    'Tenere conto di altre fonti di vitamina D, come integratori o alimenti arricchiti, per non cumulare gli apporti.',
  ),
  intimate: L(
    'En cas de pertes inhabituelles, de démangeaisons ou de douleurs, consultez votre médecin.',
    'Raadpleeg uw arts bij ongewone afscheiding, jeuk of pijn.',
    'Bei ungewöhnlichem Ausfluss, Juckreiz oder Schmerzen ärztlichen Rat einholen.',
    'En caso de flujo inusual, picor o dolor, consulte a su médico.',
    'In caso di perdite insolite, prurito o dolore, consultare il medico.',
  ),
  diabetes: L(
    "Les personnes diabétiques ou traitées pour leur glycémie doivent demander l'avis de leur médecin avant utilisation.",
    'Mensen met diabetes of met een behandeling voor hun bloedsuiker vragen vooraf advies aan hun arts.',
    'Menschen mit Diabetes oder einer blutzuckersenkenden Behandlung sollten vor der Einnahme ärztlichen Rat einholen.',
    'Las personas con diabetes o en tratamiento para la glucosa deben consultar a su médico antes de tomarlo.',
    "Le persone con diabete o in terapia per la glicemia devono consultare il medico prima dell'uso.",
  ),
  iron: L(
    "Le fer peut être dangereux en cas d'ingestion accidentelle par un jeune enfant. Ne pas associer à un autre complément contenant du fer sans avis médical.",
    'IJzer kan gevaarlijk zijn als een jong kind het per ongeluk inneemt. Niet combineren met een ander ijzerhoudend supplement zonder medisch advies.',
    'Eisen kann gefährlich sein, wenn kleine Kinder es versehentlich einnehmen. Nicht ohne ärztlichen Rat mit anderen eisenhaltigen Nahrungsergänzungen kombinieren.',
    'El hierro puede ser peligroso en caso de ingestión accidental por un niño pequeño. No combinar con otro complemento que contenga hierro sin consejo médico.',
    'Il ferro può essere pericoloso in caso di ingestione accidentale da parte di un bambino piccolo. Non associare ad altri integratori contenenti ferro senza il parere del medico.',
  ),
  iodine: L(
    "En cas de trouble de la thyroïde, demandez l'avis de votre médecin avant utilisation.",
    'Vraag bij een schildklieraandoening vooraf advies aan uw arts.',
    'Bei Erkrankungen der Schilddrüse vor der Einnahme ärztlichen Rat einholen.',
    'En caso de trastorno de la tiroides, consulte a su médico antes de tomarlo.',
    "In caso di disturbi della tiroide, consultare il medico prima dell'uso.",
  ),
  vitaminK: L(
    "La vitamine K peut interagir avec les anticoagulants de type antivitamine K\u00a0: demandez l'avis de votre médecin si vous suivez un tel traitement.",
    'Vitamine K kan een wisselwerking hebben met bloedverdunners van het type vitamine K-antagonist: vraag advies aan uw arts als u zo een behandeling volgt.',
    'Vitamin K kann die Wirkung von Gerinnungshemmern vom Typ der Vitamin-K-Antagonisten beeinflussen: Sprechen Sie bei einer solchen Behandlung mit Ihrer Ärztin oder Ihrem Arzt.',
    'La vitamina K puede interactuar con los anticoagulantes antivitamina K: consulte a su médico si sigue este tipo de tratamiento.',
    'La vitamina K può interagire con gli anticoagulanti antagonisti della vitamina K: consultare il medico in caso di tale terapia.',
  ),
  anticoagulant: L(
    "En cas de traitement anticoagulant ou antiagrégant plaquettaire, demandez l'avis de votre médecin.",
    'Vraag advies aan uw arts als u bloedverdunners of plaatjesremmers gebruikt.',
    'Bei Einnahme von Gerinnungs- oder Thrombozytenaggregationshemmern ärztlichen Rat einholen.',
    'En caso de tratamiento anticoagulante o antiagregante plaquetario, consulte a su médico.',
    'In caso di terapia anticoagulante o antiaggregante piastrinica, chiedere il parere del medico.',
  ),
  fish: L(
    'Contient du poisson\u00a0: ne convient pas aux personnes allergiques au poisson.',
    'Bevat vis: niet geschikt voor mensen met een visallergie.',
    'Enthält Fisch: nicht geeignet bei einer Fischallergie.',
    'Contiene pescado: no apto para personas alérgicas al pescado.',
    'Contiene pesce: non adatto alle persone allergiche al pesce.',
  ),
  shellfish: L(
    'Contient de la glucosamine issue de crustacés\u00a0: ne convient pas aux personnes allergiques aux crustacés.',
    'Bevat glucosamine uit schaaldieren: niet geschikt voor mensen met een allergie voor schaaldieren.',
    'Enthält Glucosamin aus Krebstieren: nicht geeignet bei einer Allergie gegen Krebstiere.',
    'Contiene glucosamina procedente de crustáceos: no apto para personas alérgicas a los crustáceos.',
    'Contiene glucosamina derivata da crostacei: non adatto alle persone allergiche ai crostacei.',
  ),
  ginseng: L(
    "Déconseillé en cas d'hypertension artérielle non contrôlée\u202f; éviter la prise en fin de journée.",
    "Afgeraden bij niet-gecontroleerde hoge bloeddruk; niet 's avonds innemen.",
    'Nicht empfohlen bei unkontrolliertem Bluthochdruck; nicht am Abend einnehmen.',
    'No se recomienda en caso de hipertensión arterial no controlada; evite tomarlo al final del día.',
    "Sconsigliato in caso di ipertensione arteriosa non controllata; evitare l'assunzione in serata.",
  ),
  biliary: L(
    "Déconseillé en cas d'obstruction des voies biliaires ou de calculs biliaires.",
    'Afgeraden bij een afsluiting van de galwegen of bij galstenen.',
    'Nicht empfohlen bei einem Verschluss der Gallenwege oder bei Gallensteinen.',
    'No se recomienda en caso de obstrucción de las vías biliares o de cálculos biliares.',
    'Sconsigliato in caso di ostruzione delle vie biliari o di calcoli biliari.',
  ),
  cranberry: L(
    'En cas de brûlures urinaires, de fièvre ou de sang dans les urines, consultez rapidement un médecin\u00a0: ce complément ne remplace pas un traitement.',
    'Raadpleeg snel een arts bij een branderig gevoel bij het plassen, koorts of bloed in de urine: dit supplement vervangt geen behandeling.',
    'Bei Brennen beim Wasserlassen, Fieber oder Blut im Urin rasch ärztlichen Rat einholen: Dieses Präparat ersetzt keine Behandlung.',
    'En caso de escozor al orinar, fiebre o sangre en la orina, consulte rápidamente a un médico: este complemento no sustituye un tratamiento.',
    'In caso di bruciore urinario, febbre o sangue nelle urine, consultare rapidamente il medico: questo integratore non sostituisce una terapia.',
  ),
  bacopa: L(
    "Peut provoquer de légers troubles digestifs\u00a0: à prendre au cours d'un repas. Demandez l'avis de votre médecin si vous suivez un traitement de la thyroïde.",
    'Kan lichte spijsverteringsklachten veroorzaken: neem het tijdens een maaltijd. Vraag advies aan uw arts als u een behandeling voor de schildklier volgt.',
    'Kann leichte Verdauungsbeschwerden verursachen: zu einer Mahlzeit einnehmen. Bei einer Behandlung der Schilddrüse ärztlichen Rat einholen.',
    'Puede causar leves molestias digestivas: tómelo durante una comida. Consulte a su médico si sigue un tratamiento para la tiroides.',
    'Può causare lievi disturbi digestivi: assumerlo durante un pasto. Consultare il medico in caso di terapia per la tiroide.',
  ),
  antidepressant: L(
    'Ne pas associer à un traitement antidépresseur ou anxiolytique sans avis médical.',
    'Niet combineren met antidepressiva of kalmeermiddelen zonder medisch advies.',
    'Nicht ohne ärztlichen Rat mit Antidepressiva oder angstlösenden Arzneimitteln kombinieren.',
    'No combinar con un tratamiento antidepresivo o ansiolítico sin consejo médico.',
    'Non associare a terapie antidepressive o ansiolitiche senza il parere del medico.',
  ),
  drowsiness: L(
    'Peut favoriser la somnolence chez certaines personnes\u00a0: prudence en cas de conduite.',
    'Kan bij sommige mensen slaperigheid veroorzaken: wees voorzichtig in het verkeer.',
    'Kann bei manchen Menschen schläfrig machen: Vorsicht im Straßenverkehr.',
    'Puede favorecer la somnolencia en algunas personas: precaución al conducir.',
    'Può favorire la sonnolenza in alcune persone: prudenza alla guida.',
  ),
  melatonin: L(
    "La mélatonine peut entraîner une somnolence\u00a0: ne pas conduire ni utiliser de machine après la prise. Déconseillé aux personnes atteintes d'une maladie inflammatoire ou auto-immune, d'épilepsie ou d'asthme, sauf avis médical.",
    'Melatonine kan slaperigheid veroorzaken: na inname niet rijden en geen machines bedienen. Afgeraden bij ontstekings- of auto-immuunziekten, epilepsie of astma, tenzij op medisch advies.',
    'Melatonin kann schläfrig machen: nach der Einnahme kein Fahrzeug führen und keine Maschinen bedienen. Nicht empfohlen bei entzündlichen oder Autoimmunerkrankungen, Epilepsie oder Asthma, außer auf ärztlichen Rat.',
    'La melatonina puede producir somnolencia: no conduzca ni maneje maquinaria después de tomarla. No se recomienda en personas con enfermedades inflamatorias o autoinmunes, epilepsia o asma, salvo consejo médico.',
    "La melatonina può causare sonnolenza: non guidare né usare macchinari dopo l'assunzione. Sconsigliata in caso di malattie infiammatorie o autoimmuni, epilessia o asma, salvo parere medico.",
  ),
  sterols: L(
    "Destiné exclusivement aux personnes qui souhaitent réduire leur taux de cholestérol sanguin. Les personnes sous traitement hypocholestérolémiant doivent demander l'avis de leur médecin. Ne pas dépasser 3 g de phytostérols par jour, toutes sources confondues.",
    'Uitsluitend bedoeld voor mensen die hun cholesterolgehalte in het bloed willen verlagen. Wie cholesterolverlagende geneesmiddelen gebruikt, vraagt vooraf advies aan de arts. Niet meer dan 3 g plantensterolen per dag innemen, alle bronnen samen.',
    'Nur für Personen bestimmt, die ihren Cholesterinspiegel im Blut senken möchten. Wer cholesterinsenkende Arzneimittel einnimmt, sollte vorher ärztlichen Rat einholen. Insgesamt nicht mehr als 3 g Pflanzensterine pro Tag aufnehmen.',
    'Destinado exclusivamente a las personas que desean reducir su nivel de colesterol en sangre. Las personas en tratamiento para reducir el colesterol deben consultar a su médico. No superar los 3 g de fitoesteroles al día, sumando todas las fuentes.',
    'Destinato esclusivamente a chi desidera ridurre il livello di colesterolo nel sangue. Le persone in terapia per il colesterolo devono consultare il medico. Non superare i 3 g di fitosteroli al giorno, considerando tutte le fonti.',
  ),
  sugar: L(
    'Les gommes contiennent des sucres\u00a0: pensez à vous brosser les dents après la prise.',
    'De fruitgommen bevatten suikers: poets na de inname uw tanden.',
    'Die Fruchtgummis enthalten Zucker: Denken Sie an das Zähneputzen nach dem Verzehr.',
    'Las gominolas contienen azúcares: recuerde cepillarse los dientes después de tomarlas.',
    "Le caramelle gommose contengono zuccheri: ricordarsi di lavare i denti dopo l'assunzione.",
  ),
  polyols: L(
    'Une consommation excessive peut avoir des effets laxatifs.',
    'Overmatig gebruik kan een laxerend effect hebben.',
    'Kann bei übermäßigem Verzehr abführend wirken.',
    'Un consumo excesivo puede tener efectos laxantes.',
    'Un consumo eccessivo può avere effetti lassativi.',
  ),
  kidney: L(
    "En cas d'insuffisance rénale, demandez l'avis de votre médecin avant utilisation.",
    'Vraag bij een verminderde nierfunctie vooraf advies aan uw arts.',
    'Bei eingeschränkter Nierenfunktion vor der Einnahme ärztlichen Rat einholen.',
    'En caso de insuficiencia renal, consulte a su médico antes de tomarlo.',
    "In caso di insufficienza renale, consultare il medico prima dell'uso.",
  ),
  menOnly: L(
    'Formule destinée aux hommes adultes.',
    'Formule bestemd voor volwassen mannen.',
    'Rezeptur für erwachsene Männer.',
    'Fórmula destinada a hombres adultos.',
    'Formula destinata agli uomini adulti.',
  ),
} satisfies Record<string, Localized>;

export type WarningKey = keyof typeof WARNINGS;
