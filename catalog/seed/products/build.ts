// Turns a product's fact sheet into a SeedProduct: the hand-written text (name, slug, tagline,
// pitch) is kept as is, everything else is composed per language from the facts — composition,
// authorised claims, usage, advice, precautions, ingredients, storage, nutrition table, FAQ.
import type { Country, Language, Localized, SeedFaqEntry, SeedNutritionRow, SeedProduct } from '../types.ts';
import {
  ADULTS_ONLY,
  minimumAge,
  PREGNANCY,
  type PregnancyAdvice,
  STANDARD_STATEMENTS,
  type WarningKey,
  WARNINGS,
} from './cautions.ts';
import { type ComponentKey, COMPONENTS } from './components.ts';
import {
  conditioningLabel,
  type Container,
  containerSubject,
  count,
  durationSentence,
  eachUnit,
  formOf,
  frenchCount,
  packagingSize,
  TIMINGS,
  usageSentence,
} from './forms.ts';
import { capitalize, deepFreeze, formatNumber, frenchDe, joinList, L, perLanguage } from './lang.ts';
import {
  type ClaimSubject,
  type ConditionKey,
  CONDITIONS,
  type EffectKey,
  EFFECTS,
  type Nutrient,
  type NutrientKey,
  NUTRIENTS,
  type SubjectKey,
  SUBJECTS,
} from './nutrients.ts';
import { NEED_TIPS, PRODUCT_TIPS, type TipKey } from './tips.ts';

export const ALL_COUNTRIES: readonly Country[] = ['be', 'ch', 'de', 'es', 'it'];

/** A row of the nutrition table: an amount per daily dose, in the nutrient's unit. */
export interface RowFact {
  n: NutrientKey;
  amount: number;
  /** '§' maximum daily dose, '¶' recommended intake (text in ProductFacts.recommended). */
  marks?: readonly ('§' | '¶')[];
}

/** An authorised claim: who (nutrients or a named subject) contributes to which effects. */
export interface ClaimFact {
  effects: EffectKey | readonly EffectKey[];
  by?: readonly NutrientKey[];
  subject?: SubjectKey;
  condition?: ConditionKey;
}

export type Feature =
  | 'glutenFree'
  | 'lactoseFree'
  | 'noAddedSugar'
  | 'noColour'
  | 'vegan'
  | 'vegetarian'
  | 'gastro'
  | 'blister'
  | 'purifiedOil'
  | 'algae'
  | 'standardized'
  | 'bisglycinate';

export type StorageKey = 'dry' | 'probiotic' | 'fridgeAfterOpening' | 'oil' | 'dropsOil' | 'gummy';
export type FaqKind = 'duration' | 'pregnancy' | 'storage' | 'combine' | 'gluten';

export interface ProductFacts {
  id: number;
  brandId: number;
  categoryIds: readonly number[];
  needIds: readonly number[];
  activeIngredientIds: readonly number[];
  flavourId: number | null;
  dinerTypeId: number | null;
  galenicFormId: number;
  /** Defaults to every country. */
  countries?: readonly Country[];
  name: Localized;
  slug: Localized;
  /** A short phrase for the meta description, lower case, no final stop. */
  tagline: Localized;
  /** One or two sentences that open the description. */
  pitch: Localized;
  /** Units (or drops) per day. */
  dose: number;
  /** Replaces the diner type's timing phrase in the usage sentence. */
  timing?: Localized;
  /** A last usage sentence. */
  usageNote?: Localized;
  rows: readonly RowFact[];
  /** The '¶' footnote. */
  recommended?: Localized;
  claims: readonly ClaimFact[];
  features: readonly Feature[];
  /** Ingredient list, by weight: component or nutrient keys. */
  ingredients: readonly (ComponentKey | NutrientKey)[];
  container: Container;
  /** Per conditioning: units in the box or jar, or number of bottles. */
  units: readonly number[];
  /** Public price of each conditioning, EUR. */
  prices: readonly number[];
  /** Own price of the main conditioning when lower (special offer). */
  ownPrice?: number;
  /** Number of volume-discount tiers (2 and 3 boxes). */
  tiers?: 0 | 1 | 2;
  /** Weight of one unit in grams; bottles give weightG instead. */
  unitWeightG?: number;
  weightG?: number;
  bottleMl?: number;
  ampouleMl?: number;
  durationDays?: number;
  /** Null when pregnancy is not relevant (products for men). */
  pregnancy: PregnancyAdvice | null;
  /** Youngest age in years, 'adult', or null for no age sentence. */
  minAge: number | 'adult' | null;
  warnings: readonly WarningKey[];
  storage: StorageKey;
  tips: readonly TipKey[];
  promoted?: boolean;
  newFormula?: boolean;
  newWindow?: readonly [from: string, to: string];
  outOfStock?: boolean;
  faq?: readonly FaqKind[];
  extraFaq?: readonly SeedFaqEntry[];
}

const MAX_DESCRIPTION_SENTENCES = 5;

/** Sentences of a text: split after a full stop, question or exclamation mark. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\S)/).filter((part) => part.trim() !== '');
}

// ---------------------------------------------------------------- amounts

const CFU: Readonly<Record<Language, string>> = { fr: 'UFC', nl: 'KVE', de: 'KBE', es: 'UFC', it: 'UFC' };
const IU: Readonly<Record<Language, string>> = { fr: 'UI', nl: 'IE', de: 'I.E.', es: 'UI', it: 'UI' };

/** Billions of colony-forming units in words: '10 milliards d'UFC', '10.000 millones de UFC'. */
function cfuWords(billions: number, lang: Language): string {
  const n = formatNumber(billions, lang);
  switch (lang) {
    case 'fr':
      return billions === 1 ? "1 milliard d'UFC" : `${n} milliards d'UFC`;
    case 'nl':
      return `${n} miljard KVE`;
    case 'de':
      return billions === 1 ? '1 Milliarde KBE' : `${n} Milliarden KBE`;
    case 'es':
      return `${formatNumber(billions * 1000, lang)} millones de UFC`;
    case 'it':
      return billions === 1 ? '1 miliardo di UFC' : `${n} miliardi di UFC`;
  }
}

function kilojoules(kcal: number): number {
  return Math.round(kcal * 4.184);
}

/** The amount of a row as the nutrition table writes it. */
function tableAmount(row: RowFact, lang: Language): string {
  const nutrient: Nutrient = NUTRIENTS[row.n];
  const n = formatNumber(row.amount, lang);
  switch (nutrient.unit) {
    case 'cfu':
      return `${n} × 10⁹ ${CFU[lang]}`;
    case 'kcal':
      return `${formatNumber(kilojoules(row.amount), lang)} kJ / ${n} kcal`;
    default:
      return nutrient.iu
        ? `${n} ${nutrient.unit} (${formatNumber(row.amount * nutrient.iu, lang)} ${IU[lang]})`
        : `${n} ${nutrient.unit}`;
  }
}

/** The amount of a row inside a sentence: '25 µg de vitamine D3'. */
function sentenceAmount(row: RowFact, lang: Language): string {
  const nutrient: Nutrient = NUTRIENTS[row.n];
  if (nutrient.unit === 'cfu') return `${cfuWords(row.amount, lang)} ${nutrient.of[lang]}`;
  return `${formatNumber(row.amount, lang)} ${nutrient.unit} ${nutrient.of[lang]}`;
}

// ---------------------------------------------------------------- description

const LACTIC: Readonly<Record<Language, (cfu: string, names: string) => string>> = {
  fr: (cfu, names) => `${cfu} de ferments lactiques (${names})`,
  nl: (cfu, names) => `${cfu} melkzuurbacteriën (${names})`,
  de: (cfu, names) => `${cfu} Milchsäurebakterien (${names})`,
  es: (cfu, names) => `${cfu} de fermentos lácticos (${names})`,
  it: (cfu, names) => `${cfu} di fermenti lattici (${names})`,
};

const OF_WHICH: Readonly<Record<Language, string>> = {
  fr: 'dont',
  nl: 'waarvan',
  de: 'davon',
  es: 'con',
  it: 'di cui',
};

function compositionItems(rows: readonly RowFact[], lang: Language): string[] {
  const listed = rows.filter((row) => NUTRIENTS[row.n].unit !== 'kcal' && row.n !== 'sugars');
  const bacteria = listed.filter((row) => NUTRIENTS[row.n].strain === 'bacterium');
  const items: string[] = [];
  let bacteriaDone = false;
  for (const row of listed) {
    const nutrient = NUTRIENTS[row.n];
    if (nutrient.subRow) {
      // 'of which': a parenthesis on the item before it.
      const last = items.pop();
      if (last === undefined) throw new Error(`a sub-row (${row.n}) cannot come first`);
      items.push(`${last} (${OF_WHICH[lang]} ${sentenceAmount(row, lang)})`);
      continue;
    }
    if (nutrient.strain === 'bacterium' && bacteria.length > 1) {
      if (!bacteriaDone) {
        const total = bacteria.reduce((sum, b) => sum + b.amount, 0);
        const names = joinList(
          bacteria.map((b) => NUTRIENTS[b.n].label[lang]),
          lang,
        );
        items.push(LACTIC[lang](cfuWords(total, lang), names));
        bacteriaDone = true;
      }
      continue;
    }
    items.push(sentenceAmount(row, lang));
  }
  return items;
}

/** The composition sentence, in one of three wordings so the catalogue does not repeat itself. */
function compositionSentence(facts: ProductFacts, lang: Language): string {
  const list = joinList(compositionItems(facts.rows, lang), lang);
  const dose = count(facts.dose, facts.galenicFormId, lang);
  const doseDative = count(facts.dose, facts.galenicFormId, lang, true);
  const frenchDose = frenchDe(frenchCount(facts.dose, facts.galenicFormId));
  const wording = facts.id % 3;
  if (wording === 0 && facts.dose === 1) {
    const verb = { fr: 'contient', nl: 'bevat', de: 'enthält', es: 'contiene', it: 'contiene' }[lang];
    return `${eachUnit(facts.galenicFormId, lang)} ${verb} ${list}.`;
  }
  switch (lang) {
    case 'fr':
      return [
        `Une dose journalière ${frenchDose} contient ${list}.`,
        `La dose journalière (${dose}) apporte ${list}.`,
        `La prise quotidienne ${frenchDose} fournit ${list}.`,
      ][wording]!;
    case 'nl':
      return [
        `Een dagdosis van ${dose} bevat ${list}.`,
        `De dagdosis (${dose}) levert ${list}.`,
        `Met ${dose} per dag krijgt u ${list} binnen.`,
      ][wording]!;
    case 'de':
      return [
        `Eine Tagesdosis von ${doseDative} enthält ${list}.`,
        `Die Tagesdosis (${dose}) liefert ${list}.`,
        `Mit ${doseDative} täglich nehmen Sie ${list} auf.`,
      ][wording]!;
    case 'es':
      return [
        `Una dosis diaria de ${dose} contiene ${list}.`,
        `La dosis diaria (${dose}) aporta ${list}.`,
        `Cada toma diaria de ${dose} aporta ${list}.`,
      ][wording]!;
    case 'it':
      return [
        `Una dose giornaliera di ${dose} contiene ${list}.`,
        `La dose giornaliera (${dose}) apporta ${list}.`,
        `Con ${dose} al giorno si ottiene un apporto di ${list}.`,
      ][wording]!;
  }
}

function claimSubjects(claim: ClaimFact): ClaimSubject[] {
  if (claim.subject) return [SUBJECTS[claim.subject]];
  return (claim.by ?? []).map((key) => {
    const subject = (NUTRIENTS[key] as Nutrient).subject;
    if (!subject) throw new Error(`nutrient ${key} carries no claim`);
    return subject;
  });
}

/** 'La vitamine C et le zinc contribuent au fonctionnement normal du système immunitaire.' */
export function claimSentence(claim: ClaimFact, lang: Language): string {
  const subjects = claimSubjects(claim);
  if (subjects.length === 0) throw new Error('a claim needs a subject');
  const plural = subjects.length > 1 || subjects.some((s) => s.plural?.[lang] === true);
  const who = capitalize(
    joinList(
      subjects.map((s) => s.text[lang]),
      lang,
    ),
  );
  const effects = (typeof claim.effects === 'string' ? [claim.effects] : claim.effects).map(
    (key) => EFFECTS[key][lang],
  );
  switch (lang) {
    case 'fr':
      return `${who} ${plural ? 'contribuent' : 'contribue'} ${joinList(effects, lang)}.`;
    case 'nl':
      return `${who} ${plural ? 'dragen' : 'draagt'} bij ${joinList(effects, lang)}.`;
    case 'de': {
      let tail = effects[0]!;
      if (effects.length > 1) {
        if (!effects.every((e) => e.endsWith(' bei'))) throw new Error('German claims joined must all end with "bei"');
        tail = `${joinList(
          effects.map((e) => e.slice(0, -' bei'.length)),
          lang,
        )} bei`;
      }
      return `${who} ${plural ? 'tragen' : 'trägt'} ${tail}.`;
    }
    case 'es':
      return `${who} ${plural ? 'contribuyen' : 'contribuye'} ${joinList(effects, lang)}.`;
    case 'it':
      return `${who} ${plural ? 'contribuiscono' : 'contribuisce'} ${joinList(effects, lang)}.`;
  }
}

const FREE_FROM: Readonly<Record<'glutenFree' | 'lactoseFree' | 'noAddedSugar' | 'noColour', Localized>> = {
  glutenFree: L('sans gluten', 'glutenvrij', 'glutenfrei', 'gluten', 'senza glutine'),
  lactoseFree: L('sans lactose', 'lactosevrij', 'laktosefrei', 'lactosa', 'senza lattosio'),
  noAddedSugar: L(
    'sans sucres ajoutés',
    'zonder toegevoegde suikers',
    'ohne Zuckerzusatz',
    'azúcares añadidos',
    'senza zuccheri aggiunti',
  ),
  noColour: L('sans colorants', 'zonder kleurstoffen', 'ohne Farbstoffe', 'colorantes', 'senza coloranti'),
};

const DIET: Readonly<Record<'vegan' | 'vegetarian', Localized>> = {
  vegan: L('adaptée aux végétaliens', 'geschikt voor veganisten', 'vegan', 'es apta para veganos', 'adatta ai vegani'),
  vegetarian: L(
    'adaptée aux végétariens',
    'geschikt voor vegetariërs',
    'für Vegetarier geeignet',
    'es apta para vegetarianos',
    'adatta ai vegetariani',
  ),
};

const TECH: Readonly<
  Record<'gastro' | 'blister' | 'purifiedOil' | 'algae' | 'standardized' | 'bisglycinate', Localized>
> = {
  gastro: L(
    "Les gélules gastrorésistantes sont conçues pour protéger les souches de l'acidité de l'estomac.",
    'De maagsapresistente capsules zijn ontworpen om de stammen tegen het maagzuur te beschermen.',
    'Die magensaftresistenten Kapseln sind dafür ausgelegt, die Stämme vor der Magensäure zu schützen.',
    'Las cápsulas gastrorresistentes están diseñadas para proteger las cepas de la acidez del estómago.',
    "Le capsule gastroresistenti sono studiate per proteggere i ceppi dall'acidità dello stomaco.",
  ),
  blister: L(
    "Chaque unité est conditionnée sous blister pour la préserver de l'humidité.",
    'Elke eenheid zit in een blisterverpakking die ze tegen vocht beschermt.',
    'Jede Einheit ist einzeln verblistert und so vor Feuchtigkeit geschützt.',
    'Cada unidad se presenta en blíster para protegerla de la humedad.',
    "Ogni unità è confezionata in blister per proteggerla dall'umidità.",
  ),
  purifiedOil: L(
    "L'huile est purifiée par distillation moléculaire et contrôlée pour sa teneur en contaminants.",
    'De olie wordt gezuiverd door moleculaire destillatie en gecontroleerd op contaminanten.',
    'Das Öl wird durch Molekulardestillation gereinigt und auf Schadstoffe geprüft.',
    'El aceite se purifica mediante destilación molecular y se analiza para detectar contaminantes.',
    "L'olio è purificato mediante distillazione molecolare e controllato per il contenuto di contaminanti.",
  ),
  algae: L(
    "Le DHA provient d'une huile de microalgue, une source végétale.",
    'Het DHA is afkomstig van microalgenolie, een plantaardige bron.',
    'Das DHA stammt aus Mikroalgenöl, einer pflanzlichen Quelle.',
    'El DHA procede de aceite de microalgas, una fuente vegetal.',
    'Il DHA proviene da olio di microalghe, una fonte vegetale.',
  ),
  standardized: L(
    "L'extrait est titré afin de garantir une teneur constante d'un lot à l'autre.",
    'Het extract is gestandaardiseerd, zodat het gehalte van partij tot partij gelijk blijft.',
    'Der Extrakt ist standardisiert, damit der Gehalt von Charge zu Charge gleich bleibt.',
    'El extracto está estandarizado para garantizar un contenido constante de un lote a otro.',
    "L'estratto è titolato per garantire un contenuto costante da un lotto all'altro.",
  ),
  bisglycinate: L(
    'La forme bisglycinate est réputée pour sa bonne tolérance digestive.',
    'De bisglycinaatvorm staat bekend om zijn goede verteerbaarheid.',
    'Die Bisglycinat-Form gilt als gut verträglich für den Magen.',
    'La forma bisglicinato es conocida por su buena tolerancia digestiva.',
    'La forma bisglicinato è nota per la buona tollerabilità digestiva.',
  ),
};

/** 'La formule est sans gluten, sans lactose et adaptée aux végétaliens.' or null. */
function featuresSentence(features: readonly Feature[], lang: Language): string | null {
  const free = (['glutenFree', 'lactoseFree', 'noAddedSugar', 'noColour'] as const)
    .filter((f) => features.includes(f))
    .map((f) => FREE_FROM[f][lang]);
  const dietKey = features.includes('vegan') ? 'vegan' : features.includes('vegetarian') ? 'vegetarian' : null;
  const diet = dietKey ? DIET[dietKey][lang] : null;
  if (free.length === 0 && !diet) return null;
  switch (lang) {
    case 'fr':
      return `La formule est ${joinList([...free, ...(diet ? [diet] : [])], lang)}.`;
    case 'nl':
      return `De formule is ${joinList([...free, ...(diet ? [diet] : [])], lang)}.`;
    case 'de':
      return `Die Rezeptur ist ${joinList([...free, ...(diet ? [diet] : [])], lang)}.`;
    case 'es': {
      const none = free.length > 0 ? `no contiene ${joinList(free, lang, 'ni')}` : null;
      if (none && diet) return `La fórmula ${none} y ${diet}.`;
      return `La fórmula ${none ?? diet}.`;
    }
    case 'it':
      return `La formula è ${joinList([...free, ...(diet ? [diet] : [])], lang)}.`;
  }
}

function techSentence(features: readonly Feature[], lang: Language): string | null {
  const key = (['gastro', 'blister', 'purifiedOil', 'algae', 'standardized', 'bisglycinate'] as const).find((f) =>
    features.includes(f),
  );
  return key ? TECH[key][lang] : null;
}

/** Claims with the same subjects and no condition become one sentence with their effects joined. */
function mergeClaims(claims: readonly ClaimFact[]): ClaimFact[] {
  const merged: ClaimFact[] = [];
  const subjectKey = (claim: ClaimFact) => claim.subject ?? (claim.by ?? []).join('+');
  for (const claim of claims) {
    const effects = typeof claim.effects === 'string' ? [claim.effects] : [...claim.effects];
    const same = claim.condition ? undefined : merged.find((m) => !m.condition && subjectKey(m) === subjectKey(claim));
    if (same) {
      same.effects = [...(typeof same.effects === 'string' ? [same.effects] : same.effects), ...effects];
    } else {
      merged.push({ ...claim, effects });
    }
  }
  return merged;
}

function description(facts: ProductFacts, lang: Language): string {
  const pitch = sentences(facts.pitch[lang]);
  const composition = [compositionSentence(facts, lang)];
  const claims = mergeClaims(facts.claims).map((claim) => [
    claimSentence(claim, lang),
    ...(claim.condition ? [CONDITIONS[claim.condition][lang]] : []),
  ]);
  const features = featuresSentence(facts.features, lang);
  const tech = techSentence(facts.features, lang);
  const parts = () => [
    ...pitch,
    ...composition,
    ...claims.flat(),
    ...(features ? [features] : []),
    ...(tech ? [tech] : []),
  ];
  // Keep the description to five sentences: drop the technical note first, then the features.
  let all = parts();
  if (all.length > MAX_DESCRIPTION_SENTENCES)
    all = [...pitch, ...composition, ...claims.flat(), ...(features ? [features] : [])];
  if (all.length > MAX_DESCRIPTION_SENTENCES) all = [...pitch, ...composition, ...claims.flat()];
  if (all.length > MAX_DESCRIPTION_SENTENCES || all.length < 3) {
    throw new Error(`product ${facts.id}: the ${lang} description has ${all.length} sentences`);
  }
  return all.join(' ');
}

// ---------------------------------------------------------------- usage, advice, precautions

function durationDays(facts: ProductFacts): number {
  if (facts.durationDays) return facts.durationDays;
  if (facts.container === 'bottle') throw new Error(`product ${facts.id}: a bottle needs durationDays`);
  return Math.floor(facts.units[0]! / facts.dose);
}

function usage(facts: ProductFacts, lang: Language): string {
  const timing = facts.timing?.[lang] ?? TIMINGS[facts.dinerTypeId ?? 0]![lang];
  const first = usageSentence(facts.galenicFormId, facts.dose, timing, lang);
  const second = durationSentence(
    facts.container,
    facts.units[0]!,
    facts.galenicFormId,
    durationDays(facts),
    lang,
    facts.bottleMl,
  );
  return [first, second, ...(facts.usageNote ? [facts.usageNote[lang]] : [])].join(' ');
}

function mainNeed(needIds: readonly number[]): number {
  return needIds.find((id) => id >= 13) ?? needIds[0]!;
}

function advice(facts: ProductFacts, lang: Language): string {
  const needTip = NEED_TIPS[mainNeed(facts.needIds)];
  if (!needTip) throw new Error(`product ${facts.id}: no tip for its main need`);
  return [needTip[lang], ...facts.tips.map((tip) => PRODUCT_TIPS[tip][lang])].join(' ');
}

function precautions(facts: ProductFacts, lang: Language): string {
  const parts: string[] = [];
  if (facts.pregnancy) parts.push(PREGNANCY[facts.pregnancy][lang]);
  if (facts.minAge === 'adult') parts.push(ADULTS_ONLY[lang]);
  else if (typeof facts.minAge === 'number') parts.push(minimumAge(facts.minAge, lang));
  for (const warning of facts.warnings) parts.push(WARNINGS[warning][lang]);
  for (const statement of STANDARD_STATEMENTS) parts.push(statement[lang]);
  return parts.join(' ');
}

function ingredients(facts: ProductFacts, lang: Language): string {
  const names = facts.ingredients.map((key) => {
    if (key in COMPONENTS) return COMPONENTS[key as ComponentKey][lang];
    const nutrient = NUTRIENTS[key as NutrientKey] as Nutrient;
    return (nutrient.source ?? nutrient.label)[lang];
  });
  return `${capitalize(names.join(', '))}.`;
}

// ---------------------------------------------------------------- storage

const STORAGE: Readonly<Record<StorageKey, Localized>> = {
  dry: L(
    "À conserver à température ambiante (moins de 25 °C), dans un endroit sec et à l'abri de la lumière.",
    'Bewaren bij kamertemperatuur (onder 25 °C), op een droge plaats en beschermd tegen licht.',
    'Bei Raumtemperatur (unter 25 °C), trocken und vor Licht geschützt aufbewahren.',
    'Conservar a temperatura ambiente (por debajo de 25 °C), en un lugar seco y protegido de la luz.',
    'Conservare a temperatura ambiente (sotto i 25 °C), in luogo asciutto e al riparo dalla luce.',
  ),
  probiotic: L(
    "À conserver au sec, à une température inférieure à 25 °C\u202f; la conservation au réfrigérateur n'est pas nécessaire.",
    'Droog bewaren bij een temperatuur onder 25 °C; bewaren in de koelkast is niet nodig.',
    'Trocken und unter 25 °C lagern; eine Aufbewahrung im Kühlschrank ist nicht erforderlich.',
    'Conservar en un lugar seco, por debajo de 25 °C; no es necesario guardarlo en la nevera.',
    'Conservare in luogo asciutto, a temperatura inferiore a 25 °C; non è necessaria la conservazione in frigorifero.',
  ),
  fridgeAfterOpening: L(
    "Avant ouverture, à conserver à température ambiante. Après ouverture, conserver le flacon au réfrigérateur (entre 2 et 8 °C) et l'utiliser dans les deux mois.",
    'Voor opening bewaren bij kamertemperatuur. Na opening het flesje in de koelkast bewaren (tussen 2 en 8 °C) en binnen twee maanden gebruiken.',
    'Vor dem Öffnen bei Raumtemperatur aufbewahren. Nach dem Öffnen im Kühlschrank (2 bis 8 °C) lagern und innerhalb von zwei Monaten verbrauchen.',
    'Antes de abrir, conservar a temperatura ambiente. Una vez abierto, guardar el frasco en la nevera (entre 2 y 8 °C) y utilizarlo en un plazo de dos meses.',
    "Prima dell'apertura conservare a temperatura ambiente. Dopo l'apertura conservare il flacone in frigorifero (tra 2 e 8 °C) e utilizzarlo entro due mesi.",
  ),
  oil: L(
    "À conserver à l'abri de la chaleur et de la lumière, dans l'emballage d'origine.",
    'Koel en beschermd tegen licht bewaren, in de originele verpakking.',
    'Kühl und lichtgeschützt in der Originalverpackung aufbewahren.',
    'Conservar protegido del calor y de la luz, en su envase original.',
    'Conservare al riparo dal calore e dalla luce, nella confezione originale.',
  ),
  dropsOil: L(
    "À conserver à température ambiante et à l'abri de la lumière. Bien refermer le flacon après chaque utilisation et l'utiliser dans les six mois qui suivent l'ouverture.",
    'Bewaren bij kamertemperatuur en beschermd tegen licht. Het flesje na elk gebruik goed sluiten en binnen zes maanden na opening opgebruiken.',
    'Bei Raumtemperatur und vor Licht geschützt aufbewahren. Die Flasche nach jedem Gebrauch gut verschließen und innerhalb von sechs Monaten nach dem Öffnen aufbrauchen.',
    'Conservar a temperatura ambiente y protegido de la luz. Cerrar bien el frasco después de cada uso y utilizarlo en los seis meses siguientes a su apertura.',
    "Conservare a temperatura ambiente e al riparo dalla luce. Richiudere bene il flacone dopo ogni uso e utilizzarlo entro sei mesi dall'apertura.",
  ),
  gummy: L(
    'À conserver dans un endroit frais et sec, loin de toute source de chaleur qui pourrait ramollir les gommes.',
    'Koel en droog bewaren, uit de buurt van warmtebronnen die de fruitgommen zacht kunnen maken.',
    'Kühl und trocken lagern, fern von Wärmequellen, durch die die Fruchtgummis weich werden könnten.',
    'Conservar en un lugar fresco y seco, lejos de fuentes de calor que podrían ablandar las gominolas.',
    'Conservare in luogo fresco e asciutto, lontano da fonti di calore che potrebbero ammorbidire le caramelle gommose.',
  ),
};

const CLOSE_JAR = L(
  'Refermer soigneusement le pot après chaque utilisation.',
  'De pot na elk gebruik goed sluiten.',
  'Die Dose nach jedem Gebrauch gut verschließen.',
  'Cerrar bien el bote después de cada uso.',
  'Richiudere bene il barattolo dopo ogni uso.',
);

function storage(facts: ProductFacts, lang: Language): string {
  return [STORAGE[facts.storage][lang], ...(facts.container === 'jar' ? [CLOSE_JAR[lang]] : [])].join(' ');
}

// ---------------------------------------------------------------- nutrition table

const FOOTNOTE_ORDER = ['*', '**', '***', '†', '‡', '§', '¶'] as const;
type Mark = (typeof FOOTNOTE_ORDER)[number];

const FOOTNOTES: Readonly<Record<Exclude<Mark, '¶'>, Localized>> = {
  '*': L(
    'VNR\u00a0: valeurs nutritionnelles de référence pour un adulte.',
    'RI: referentie-inname voor een volwassene.',
    'NRV: Nährstoffbezugswerte für Erwachsene.',
    'VRN: valores de referencia de nutrientes para adultos.',
    'VNR: valori nutritivi di riferimento per un adulto.',
  ),
  '**': L(
    'Pas de valeur nutritionnelle de référence établie.',
    'Geen referentie-inname vastgesteld.',
    'Kein Nährstoffbezugswert festgelegt.',
    'Valor de referencia de nutrientes no establecido.',
    'Valore nutritivo di riferimento non stabilito.',
  ),
  '***': L(
    "UFC\u00a0: unités formant colonies, nombre de micro-organismes vivants garanti jusqu'à la date de durabilité minimale.",
    'KVE: kolonievormende eenheden, gegarandeerd aantal levende micro-organismen tot de minimale houdbaarheidsdatum.',
    'KBE: koloniebildende Einheiten, garantierte Anzahl lebender Mikroorganismen bis zum Mindesthaltbarkeitsdatum.',
    'UFC: unidades formadoras de colonias, número de microorganismos vivos garantizado hasta la fecha de consumo preferente.',
    'UFC: unità formanti colonia, numero di microrganismi vivi garantito fino al termine minimo di conservazione.',
  ),
  '†': L(
    'UI\u00a0: unités internationales (1 µg de vitamine D = 40 UI).',
    'IE: internationale eenheden (1 µg vitamine D = 40 IE).',
    'I.E.: Internationale Einheiten (1 µg Vitamin D = 40 I.E.).',
    'UI: unidades internacionales (1 µg de vitamina D = 40 UI).',
    'UI: unità internazionali (1 µg di vitamina D = 40 UI).',
  ),
  '‡': L(
    'Apport de référence pour un adulte-type (8 400 kJ / 2 000 kcal).',
    'Referentie-inname voor een gemiddelde volwassene (8.400 kJ / 2.000 kcal).',
    'Referenzmenge für einen durchschnittlichen Erwachsenen (8.400 kJ / 2.000 kcal).',
    'Ingesta de referencia de un adulto medio (8.400 kJ / 2.000 kcal).',
    'Assunzione di riferimento di un adulto medio (8.400 kJ / 2.000 kcal).',
  ),
  '§': L(
    'Dose journalière maximale\u00a0: la quantité indiquée ne doit pas être dépassée, toutes sources confondues.',
    'Maximale dagdosis: de vermelde hoeveelheid niet overschrijden, alle bronnen samen.',
    'Tageshöchstmenge: Die angegebene Menge sollte aus allen Quellen zusammen nicht überschritten werden.',
    'Dosis diaria máxima: no superar la cantidad indicada, sumando todas las fuentes.',
    'Dose giornaliera massima: non superare la quantità indicata, considerando tutte le fonti.',
  ),
};

/** Reference intakes of energy (kcal) and sugars (g) for an average adult. */
const REFERENCE_INTAKE: Partial<Record<NutrientKey, number>> = { energy: 2000, sugars: 90 };

function percent(value: number): string {
  return value < 1 ? '< 1\u00a0%' : `${Math.round(value)}\u00a0%`;
}

function nutritionRow(row: RowFact): Omit<SeedNutritionRow, 'label' | 'amount'> {
  const nutrient: Nutrient = NUTRIENTS[row.n];
  const reference = REFERENCE_INTAKE[row.n];
  let nrv: string | null = null;
  const marks: Mark[] = [];
  if (nutrient.nrv) {
    nrv = percent((row.amount / nutrient.nrv) * 100);
    marks.push('*');
    if (nutrient.iu) marks.push('†');
  } else if (reference) {
    nrv = percent((row.amount / reference) * 100);
    marks.push('‡');
  } else if (nutrient.unit === 'cfu') {
    marks.push('**', '***');
  } else {
    marks.push('**');
  }
  marks.push(...(row.marks ?? []));
  return { nrv, footnotes: marks };
}

function nutrition(facts: ProductFacts): SeedProduct['nutrition'] {
  const rows: SeedNutritionRow[] = facts.rows.map((row) => ({
    label: NUTRIENTS[row.n].label,
    amount: perLanguage((lang) => tableAmount(row, lang)),
    ...nutritionRow(row),
  }));
  const used = new Set(rows.flatMap((row) => row.footnotes));
  const footnotes = FOOTNOTE_ORDER.filter((mark) => used.has(mark)).map((mark) => {
    if (mark === '¶') {
      if (!facts.recommended) throw new Error(`product ${facts.id}: a '¶' row needs the recommended text`);
      return { mark, text: facts.recommended };
    }
    return { mark, text: FOOTNOTES[mark] };
  });
  const per = perLanguage((lang) => {
    const dose = count(facts.dose, facts.galenicFormId, lang);
    return {
      fr: `Pour ${dose} (dose journalière)`,
      nl: `Per ${dose} (dagdosis)`,
      de: `Pro ${dose} (Tagesdosis)`,
      es: `Por ${dose} (dosis diaria)`,
      it: `Per ${dose} (dose giornaliera)`,
    }[lang];
  });
  return { per, rows, footnotes };
}

// ---------------------------------------------------------------- FAQ

function durationFaq(facts: ProductFacts): SeedFaqEntry {
  const days = durationDays(facts);
  const question = perLanguage((lang) => {
    const name = facts.name[lang];
    const what = containerSubject(facts.container, lang);
    return {
      fr: `Combien de temps dure ${what} de ${name}\u202f?`,
      nl: `Hoelang gaat ${what} ${name} mee?`,
      de: `Wie lange reicht ${what} ${name}?`,
      es: `¿Cuánto dura ${what} de ${name}?`,
      it: `Quanto dura ${what} di ${name}?`,
    }[lang];
  });
  const answer = perLanguage((lang) => {
    const contents =
      facts.container === 'bottle'
        ? `${formatNumber(facts.bottleMl ?? 0, lang)} ml`
        : count(facts.units[0]!, facts.galenicFormId, lang, lang === 'de');
    const of = { fr: 'de', nl: facts.container === 'bottle' ? 'van' : 'met', de: 'mit', es: 'de', it: 'da' }[lang];
    const what = `${containerSubject(facts.container, lang)} ${of} ${contents}`;
    const d = formatNumber(days, lang);
    const about = facts.container === 'bottle';
    const doseDe = count(facts.dose, facts.galenicFormId, lang, true);
    const dose = count(facts.dose, facts.galenicFormId, lang);
    const first = {
      fr: `À raison ${frenchDe(frenchCount(facts.dose, facts.galenicFormId))} par jour, ${what} dure ${about ? 'environ ' : ''}${d} jours.`,
      nl: `Bij ${dose} per dag gaat ${what} ${about ? 'ongeveer ' : ''}${d} dagen mee.`,
      de: `Bei ${doseDe} täglich reicht ${what} für ${about ? 'etwa ' : ''}${d} Tage.`,
      es: `Con ${dose} al día, ${what} dura ${about ? 'unos ' : ''}${d} días.`,
      it: `Con ${dose} al giorno, ${what} dura ${about ? 'circa ' : ''}${d} giorni.`,
    }[lang];
    const second = facts.units[1];
    if (second === undefined) return first;
    const d2 = formatNumber(facts.container === 'bottle' ? days * second : Math.floor(second / facts.dose), lang);
    const k = formatNumber(second, lang);
    const more =
      facts.container === 'bottle'
        ? {
            fr: `Le lot de ${k} flacons couvre environ ${d2} jours.`,
            nl: `Het voordeelpak met ${k} flesjes volstaat voor ongeveer ${d2} dagen.`,
            de: `Das Vorteilspack mit ${k} Flaschen reicht für etwa ${d2} Tage.`,
            es: `El lote de ${k} frascos da para unos ${d2} días.`,
            it: `La confezione da ${k} flaconi copre circa ${d2} giorni.`,
          }[lang]
        : {
            fr: `Le format de ${count(second, facts.galenicFormId, lang)} couvre ${d2} jours.`,
            nl: `Het formaat met ${count(second, facts.galenicFormId, lang)} volstaat voor ${d2} dagen.`,
            de: `Die Packung mit ${count(second, facts.galenicFormId, lang, true)} reicht für ${d2} Tage.`,
            es: `El formato de ${count(second, facts.galenicFormId, lang)} dura ${d2} días.`,
            it: `Il formato da ${count(second, facts.galenicFormId, lang)} copre ${d2} giorni.`,
          }[lang];
    return `${first} ${more}`;
  });
  return { question, answer };
}

const PREGNANCY_ANSWERS: Readonly<Record<PregnancyAdvice, Localized>> = {
  avoid: L(
    "Par prudence, ce complément est déconseillé pendant la grossesse et l'allaitement. Votre médecin ou votre pharmacien pourra vous orienter vers une solution adaptée.",
    'Uit voorzorg wordt dit supplement afgeraden tijdens de zwangerschap en de borstvoeding. Uw arts of apotheker kan u een passend alternatief voorstellen.',
    'Aus Vorsicht wird dieses Präparat in Schwangerschaft und Stillzeit nicht empfohlen. Ihre Ärztin, Ihr Arzt oder Ihre Apotheke kann Ihnen eine geeignete Alternative nennen.',
    'Por precaución, este complemento no se recomienda durante el embarazo ni la lactancia. Su médico o farmacéutico podrá orientarle hacia una alternativa adecuada.',
    "Per prudenza, questo integratore è sconsigliato in gravidanza e durante l'allattamento. Il medico o il farmacista potranno indicare una soluzione adatta.",
  ),
  advice: L(
    "Demandez d'abord l'avis de votre médecin ou de votre sage-femme\u00a0: ils pourront vérifier que ce complément convient à votre situation et à vos autres apports.",
    'Vraag eerst advies aan uw arts of vroedvrouw: zij kunnen nagaan of dit supplement past bij uw situatie en uw andere inname.',
    'Fragen Sie zuerst Ihre Ärztin, Ihren Arzt oder Ihre Hebamme: Sie können prüfen, ob dieses Präparat zu Ihrer Situation und Ihrer übrigen Versorgung passt.',
    'Consulte primero a su médico o a su matrona: podrán comprobar si este complemento se adapta a su situación y a sus otros aportes.',
    "Chiedere prima il parere del medico o dell'ostetrica, che potranno verificare se questo integratore è adatto alla situazione e agli altri apporti.",
  ),
  suitable: L(
    "Oui, ce complément a été formulé pour cette période. Parlez-en tout de même à votre médecin ou à votre sage-femme, surtout si vous prenez déjà d'autres compléments.",
    'Ja, dit supplement is voor die periode samengesteld. Bespreek het toch met uw arts of vroedvrouw, zeker als u al andere supplementen neemt.',
    'Ja, dieses Präparat wurde für diese Zeit entwickelt. Sprechen Sie dennoch mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Hebamme, vor allem wenn Sie bereits andere Nahrungsergänzungen einnehmen.',
    'Sí, este complemento se ha formulado para esa etapa. Coméntelo de todos modos con su médico o su matrona, sobre todo si ya toma otros complementos.',
    "Sì, questo integratore è stato formulato per questo periodo. È comunque bene parlarne con il medico o l'ostetrica, soprattutto se si assumono già altri integratori.",
  ),
};

function pregnancyFaq(facts: ProductFacts, advice: PregnancyAdvice): SeedFaqEntry {
  return {
    question: perLanguage((lang) => {
      const name = facts.name[lang];
      return {
        fr: `Peut-on prendre ${name} pendant la grossesse\u202f?`,
        nl: `Mag ik ${name} nemen tijdens de zwangerschap?`,
        de: `Darf ich ${name} in der Schwangerschaft einnehmen?`,
        es: `¿Se puede tomar ${name} durante el embarazo?`,
        it: `Si può assumere ${name} in gravidanza?`,
      }[lang];
    }),
    answer: PREGNANCY_ANSWERS[advice],
  };
}

function storageFaq(facts: ProductFacts): SeedFaqEntry {
  const fridge = facts.storage === 'fridgeAfterOpening';
  return {
    question: perLanguage((lang) => {
      const name = facts.name[lang];
      return {
        fr: `Faut-il conserver ${name} au réfrigérateur\u202f?`,
        nl: `Moet ${name} in de koelkast?`,
        de: `Muss ${name} in den Kühlschrank?`,
        es: `¿Hay que guardar ${name} en la nevera?`,
        it: `${name} va conservato in frigorifero?`,
      }[lang];
    }),
    answer: fridge
      ? L(
          'Oui, une fois le flacon ouvert\u00a0: conservez-le au réfrigérateur et utilisez-le dans les deux mois.',
          'Ja, zodra het flesje geopend is: bewaar het in de koelkast en gebruik het binnen twee maanden.',
          'Ja, sobald die Flasche geöffnet ist: im Kühlschrank aufbewahren und innerhalb von zwei Monaten verbrauchen.',
          'Sí, una vez abierto el frasco: guárdelo en la nevera y utilícelo en un plazo de dos meses.',
          'Sì, una volta aperto il flacone: conservarlo in frigorifero e utilizzarlo entro due mesi.',
        )
      : L(
          'Non. Les souches sont conditionnées pour rester stables à température ambiante, à condition de ne pas dépasser 25 °C et de garder la boîte au sec.',
          'Nee. De stammen zijn zo verpakt dat ze stabiel blijven bij kamertemperatuur, op voorwaarde dat het niet warmer wordt dan 25 °C en de verpakking droog bewaard wordt.',
          'Nein. Die Stämme sind so verpackt, dass sie bei Raumtemperatur stabil bleiben, solange 25 °C nicht überschritten werden und die Packung trocken lagert.',
          'No. Las cepas están envasadas para mantenerse estables a temperatura ambiente, siempre que no se superen los 25 °C y el envase se guarde en un lugar seco.',
          'No. I ceppi sono confezionati per restare stabili a temperatura ambiente, a condizione di non superare i 25 °C e di conservare la confezione in luogo asciutto.',
        ),
  };
}

function combineFaq(facts: ProductFacts): SeedFaqEntry {
  return {
    question: perLanguage((lang) => {
      const name = facts.name[lang];
      return {
        fr: `Peut-on associer ${name} à d'autres compléments\u202f?`,
        nl: `Kan ik ${name} combineren met andere supplementen?`,
        de: `Kann ich ${name} mit anderen Nahrungsergänzungen kombinieren?`,
        es: `¿Se puede combinar ${name} con otros complementos?`,
        it: `Si può associare ${name} ad altri integratori?`,
      }[lang];
    }),
    answer: L(
      'Oui, à condition que les apports cumulés en vitamines, minéraux et plantes restent dans les limites recommandées. En cas de doute, montrez les emballages à votre pharmacien.',
      'Ja, op voorwaarde dat de totale inname van vitaminen, mineralen en planten binnen de aanbevolen grenzen blijft. Toon bij twijfel de verpakkingen aan uw apotheker.',
      'Ja, sofern die Gesamtzufuhr an Vitaminen, Mineralstoffen und Pflanzenstoffen im empfohlenen Rahmen bleibt. Zeigen Sie im Zweifel die Verpackungen in Ihrer Apotheke.',
      'Sí, siempre que la suma de vitaminas, minerales y plantas se mantenga dentro de los límites recomendados. En caso de duda, muestre los envases a su farmacéutico.',
      'Sì, a condizione che gli apporti complessivi di vitamine, minerali e piante restino entro i limiti raccomandati. In caso di dubbio, mostrare le confezioni al farmacista.',
    ),
  };
}

function glutenFaq(facts: ProductFacts): SeedFaqEntry {
  return {
    question: perLanguage((lang) => {
      const name = facts.name[lang];
      return {
        fr: `${name} contient-il du gluten\u202f?`,
        nl: `Bevat ${name} gluten?`,
        de: `Enthält ${name} Gluten?`,
        es: `¿${name} contiene gluten?`,
        it: `${name} contiene glutine?`,
      }[lang];
    }),
    answer: L(
      "Non, la formule est garantie sans gluten. La liste complète des ingrédients figure sur cette fiche et sur l'emballage.",
      'Nee, de formule is gegarandeerd glutenvrij. De volledige ingrediëntenlijst staat op deze pagina en op de verpakking.',
      'Nein, die Rezeptur ist garantiert glutenfrei. Die vollständige Zutatenliste finden Sie auf dieser Seite und auf der Verpackung.',
      'No, la fórmula está garantizada sin gluten. La lista completa de ingredientes figura en esta ficha y en el envase.',
      "No, la formula è garantita senza glutine. L'elenco completo degli ingredienti è riportato in questa scheda e sulla confezione.",
    ),
  };
}

/** The FAQ kinds a product gets when its facts name none: varied so lists hold one to three. */
function defaultFaqKinds(facts: ProductFacts): FaqKind[] {
  const kinds: FaqKind[] = ['duration'];
  if (facts.pregnancy && facts.id % 5 !== 0) kinds.push('pregnancy');
  if (facts.storage === 'probiotic' || facts.storage === 'fridgeAfterOpening') kinds.push('storage');
  else if (facts.features.includes('glutenFree') && facts.id % 3 === 0) kinds.push('gluten');
  else if (facts.id % 3 === 1) kinds.push('combine');
  return kinds;
}

function faq(facts: ProductFacts): SeedFaqEntry[] {
  const entries = (facts.faq ?? defaultFaqKinds(facts)).map((kind) => {
    switch (kind) {
      case 'duration':
        return durationFaq(facts);
      case 'pregnancy':
        if (!facts.pregnancy) throw new Error(`product ${facts.id}: no pregnancy advice to answer with`);
        return pregnancyFaq(facts, facts.pregnancy);
      case 'storage':
        return storageFaq(facts);
      case 'combine':
        return combineFaq(facts);
      case 'gluten':
        return glutenFaq(facts);
    }
  });
  return [...entries, ...(facts.extraFaq ?? [])].slice(0, 3);
}

// ---------------------------------------------------------------- meta description

export const MAX_META_LENGTH = 155;

function metaDescription(facts: ProductFacts, lang: Language): string {
  const name = facts.name[lang];
  const tagline = facts.tagline[lang];
  const label = conditioningLabel(facts.container, facts.units[0]!, facts.galenicFormId, lang, facts.bottleMl);
  const d = formatNumber(durationDays(facts), lang);
  const head = lang === 'fr' ? `${name}\u00a0: ${tagline}.` : `${name}: ${tagline}.`;
  const tail = {
    fr: `${label} pour ${d} jours.`,
    nl: `${label}, goed voor ${d} dagen.`,
    de: `${label} für ${d} Tage.`,
    es: `${label} para ${d} días.`,
    it: `${label} per ${d} giorni.`,
  }[lang];
  const full = `${head} ${tail}`;
  if (full.length <= MAX_META_LENGTH) return full;
  if (head.length <= MAX_META_LENGTH) return head;
  throw new Error(`product ${facts.id}: the ${lang} meta description is too long`);
}

// ---------------------------------------------------------------- prices

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Volume tiers on the main conditioning: 2 boxes at -5 %, 3 boxes at -10 %, rounded down to 10 cents. */
function volumeTiers(ownPrice: number, tiers: number): { quantity: number; priceEur: number }[] {
  const steps = [
    { quantity: 2, factor: 0.95 },
    { quantity: 3, factor: 0.9 },
  ].slice(0, tiers);
  return steps.map(({ quantity, factor }) => ({ quantity, priceEur: cents(Math.floor(ownPrice * factor * 10) / 10) }));
}

// ---------------------------------------------------------------- the product

/** The age an 'adults only' product is for. */
const ADULT_AGE = 18;

export function buildProduct(facts: ProductFacts): SeedProduct {
  if (facts.units.length !== facts.prices.length) throw new Error(`product ${facts.id}: one price per conditioning`);
  formOf(facts.galenicFormId);
  const publicPrice = facts.prices[0]!;
  const ownPrice = facts.ownPrice ?? publicPrice;
  const text = (build: (facts: ProductFacts, lang: Language) => string): Localized =>
    perLanguage((lang) => build(facts, lang));
  const product: SeedProduct = {
    id: facts.id,
    brandId: facts.brandId,
    categoryIds: [...facts.categoryIds],
    needIds: [...facts.needIds],
    activeIngredientIds: [...facts.activeIngredientIds],
    flavourId: facts.flavourId,
    dinerTypeId: facts.dinerTypeId,
    galenicFormId: facts.galenicFormId,
    countries: [...(facts.countries ?? ALL_COUNTRIES)],
    slug: facts.slug,
    name: facts.name,
    description: text(description),
    usage: text(usage),
    advice: text(advice),
    precautions: text(precautions),
    ingredients: text(ingredients),
    storage: text(storage),
    metaDescription: text(metaDescription),
    nutrition: nutrition(facts),
    packagingSizes: perLanguage((lang) =>
      facts.units.map((units) =>
        packagingSize(facts.container, units, facts.galenicFormId, lang, facts.bottleMl, facts.ampouleMl),
      ),
    ),
    conditionings: facts.units.map((units, index) => ({
      id: facts.id * 10 + index + 1,
      units,
      label: perLanguage((lang) =>
        conditioningLabel(facts.container, units, facts.galenicFormId, lang, facts.bottleMl),
      ),
      priceEur: facts.prices[index]!,
    })),
    publicPriceEur: publicPrice,
    ownPriceEur: ownPrice,
    volumeTiers: volumeTiers(ownPrice, facts.tiers ?? 0),
    weightG: facts.weightG ?? cents(facts.units[0]! * (facts.unitWeightG ?? 0)),
    volumeMl:
      facts.container === 'bottle'
        ? (facts.bottleMl ?? null)
        : facts.ampouleMl
          ? facts.ampouleMl * facts.units[0]!
          : null,
    durationDays: durationDays(facts),
    promoted: facts.promoted ?? false,
    specialOffer: ownPrice < publicPrice,
    isNewFormulae: facts.newFormula ?? false,
    newFrom: facts.newWindow?.[0] ?? null,
    newTo: facts.newWindow?.[1] ?? null,
    outOfStock: facts.outOfStock ?? false,
    suitability: {
      vegan: facts.features.includes('vegan'),
      vegetarian: facts.features.includes('vegan') || facts.features.includes('vegetarian'),
      pregnancy: facts.pregnancy,
      minAge: facts.minAge === 'adult' ? ADULT_AGE : facts.minAge,
    },
    faq: faq(facts),
  };
  return deepFreeze(product);
}
