// How each language names a galenic form and its packaging, and how a usage sentence is built
// for it: swallowed, dissolved, counted in drops, chewed, drunk from an ampoule.
import type { Language } from '../types.ts';
import { formatNumber } from './lang.ts';

export type FormKind = 'swallow' | 'sachet' | 'drops' | 'chew' | 'ampoule' | 'gummy';
export type Container = 'box' | 'jar' | 'bottle';

interface Noun {
  one: string;
  many: string;
  /** French grammatical gender, for 'une gélule' / 'un comprimé'. */
  feminine?: boolean;
  /** The noun without what the verb already says ('croquer 1 comprimé', not '1 comprimé à croquer'). */
  plain?: readonly [one: string, many: string];
  /** 'Each' when it agrees otherwise than the language's default ('Jeder Beutel', 'Elk zakje'). */
  each?: string;
  /** German dative plural when it differs ('Beuteln'). */
  manyDative?: string;
}

interface FormGrammar {
  kind: FormKind;
  noun: Readonly<Record<Language, Noun>>;
}

const noun = (one: string, many: string, manyDative?: string): Noun =>
  manyDative ? { one, many, manyDative } : { one, many };
const fem = (one: string, many: string): Noun => ({ one, many, feminine: true });

/** By galenic form id (catalog/seed/taxonomy.ts). */
export const FORMS: Readonly<Record<number, FormGrammar>> = {
  1: {
    kind: 'swallow',
    noun: {
      fr: fem('gélule', 'gélules'),
      nl: noun('capsule', 'capsules'),
      de: noun('Kapsel', 'Kapseln'),
      es: noun('cápsula', 'cápsulas'),
      it: noun('capsula', 'capsule'),
    },
  },
  2: {
    kind: 'swallow',
    noun: {
      fr: noun('comprimé', 'comprimés'),
      nl: noun('tablet', 'tabletten'),
      de: noun('Tablette', 'Tabletten'),
      es: noun('comprimido', 'comprimidos'),
      it: noun('compressa', 'compresse'),
    },
  },
  3: {
    kind: 'sachet',
    noun: {
      fr: noun('sachet', 'sachets'),
      nl: { ...noun('zakje', 'zakjes'), each: 'Elk' },
      de: { ...noun('Beutel', 'Beutel', 'Beuteln'), each: 'Jeder' },
      es: noun('sobre', 'sobres'),
      it: noun('bustina', 'bustine'),
    },
  },
  4: {
    kind: 'drops',
    noun: {
      fr: fem('goutte', 'gouttes'),
      nl: noun('druppel', 'druppels'),
      de: { ...noun('Tropfen', 'Tropfen'), each: 'Jeder' },
      es: noun('gota', 'gotas'),
      it: noun('goccia', 'gocce'),
    },
  },
  5: {
    kind: 'chew',
    noun: {
      fr: { ...noun('comprimé à croquer', 'comprimés à croquer'), plain: ['comprimé', 'comprimés'] },
      nl: noun('kauwtablet', 'kauwtabletten'),
      de: noun('Kautablette', 'Kautabletten'),
      es: { ...noun('comprimido masticable', 'comprimidos masticables'), plain: ['comprimido', 'comprimidos'] },
      it: { ...noun('compressa masticabile', 'compresse masticabili'), plain: ['compressa', 'compresse'] },
    },
  },
  6: {
    kind: 'ampoule',
    noun: {
      fr: fem('ampoule', 'ampoules'),
      nl: noun('drinkampul', 'drinkampullen'),
      de: noun('Trinkampulle', 'Trinkampullen'),
      es: noun('ampolla', 'ampollas'),
      it: noun('flaconcino', 'flaconcini'),
    },
  },
  7: {
    kind: 'gummy',
    noun: {
      fr: fem('gomme', 'gommes'),
      nl: noun('fruitgom', 'fruitgommen'),
      de: { ...noun('Fruchtgummi', 'Fruchtgummis'), each: 'Jedes' },
      es: noun('gominola', 'gominolas'),
      it: noun('caramella gommosa', 'caramelle gommose'),
    },
  },
  8: {
    kind: 'swallow',
    noun: {
      fr: fem('capsule', 'capsules'),
      nl: noun('zachte capsule', 'zachte capsules'),
      de: noun('Weichkapsel', 'Weichkapseln'),
      es: noun('perla', 'perlas'),
      it: noun('perla', 'perle'),
    },
  },
};

export function formOf(galenicFormId: number): FormGrammar {
  const form = FORMS[galenicFormId];
  if (!form) throw new Error(`no grammar for galenic form ${galenicFormId}`);
  return form;
}

/** '1 gélule', '2 gélules'; `dative` gives German dative plural ('2 Beuteln'). */
export function count(n: number, galenicFormId: number, lang: Language, dative = false): string {
  const { one, many, manyDative } = formOf(galenicFormId).noun[lang];
  const word = n === 1 ? one : dative && manyDative ? manyDative : many;
  return `${formatNumber(n, lang)} ${word}`;
}

/** French count with the article for one: 'une gélule', 'un comprimé', '2 gélules'. */
export function frenchCount(n: number, galenicFormId: number): string {
  const { one, feminine } = formOf(galenicFormId).noun.fr;
  return n === 1 ? `${feminine ? 'une' : 'un'} ${one}` : count(n, galenicFormId, 'fr');
}

const EACH: Readonly<Record<Language, string>> = { fr: 'Chaque', nl: 'Elke', de: 'Jede', es: 'Cada', it: 'Ogni' };

/** 'Chaque gélule', 'Jeder Beutel', 'Elk zakje': one unit as the subject of a sentence. */
export function eachUnit(galenicFormId: number, lang: Language): string {
  const { one, each } = formOf(galenicFormId).noun[lang];
  return `${each ?? EACH[lang]} ${one}`;
}

/** When in the day, by diner type id (1 before breakfast, 2 with a meal, 3 evening; 0 any time). */
export const TIMINGS: Readonly<Record<number, Readonly<Record<Language, string>>>> = {
  0: {
    fr: 'au moment de votre choix',
    nl: 'op een moment naar keuze',
    de: 'zu einer beliebigen Tageszeit',
    es: 'a la hora que prefiera',
    it: 'in qualsiasi momento della giornata',
  },
  1: {
    fr: "le matin à jeun, un quart d'heure avant le petit-déjeuner",
    nl: "'s ochtends op een nuchtere maag, een kwartier voor het ontbijt",
    de: 'morgens auf nüchternen Magen, eine Viertelstunde vor dem Frühstück',
    es: 'por la mañana en ayunas, un cuarto de hora antes del desayuno',
    it: "al mattino a digiuno, un quarto d'ora prima della colazione",
  },
  2: {
    fr: "au cours d'un repas",
    nl: 'tijdens een maaltijd',
    de: 'zu einer Mahlzeit',
    es: 'durante una de las comidas',
    it: 'durante uno dei pasti',
  },
  3: {
    fr: 'le soir, une demi-heure avant le coucher',
    nl: "'s avonds, een halfuur voor het slapengaan",
    de: 'abends, eine halbe Stunde vor dem Schlafengehen',
    es: 'por la noche, media hora antes de acostarse',
    it: "la sera, mezz'ora prima di coricarsi",
  },
};

/** German closes an apposition that holds a comma before the sentence goes on. */
function deTiming(timing: string): string {
  return timing.includes(',') ? `${timing},` : timing;
}

/** The first usage sentence: how many units, when and how. */
export function usageSentence(galenicFormId: number, dose: number, timing: string, lang: Language): string {
  const kind = formOf(galenicFormId).kind;
  const plain = formOf(galenicFormId).noun[lang].plain;
  const n = plain
    ? `${formatNumber(dose, lang)} ${dose === 1 ? plain[0] : plain[1]}`
    : count(dose, galenicFormId, lang);
  const single = dose === 1;
  switch (lang) {
    case 'fr':
      switch (kind) {
        case 'swallow':
          return `Prendre ${n} par jour ${timing}, avec un grand verre d'eau.`;
        case 'sachet':
          return `Diluer ${n} par jour dans un grand verre d'eau et boire aussitôt, ${timing}.`;
        case 'drops':
          return `Prendre ${n} par jour ${timing}, ${single ? 'pure ou diluée' : 'pures ou diluées'} dans un peu d'eau.`;
        case 'chew':
          return `Croquer ${n} par jour ${timing}, sans eau.`;
        case 'ampoule':
          return `Boire le contenu ${single ? "d'une ampoule" : `de ${n}`} par jour ${timing}, pur ou dilué dans un verre d'eau.`;
        case 'gummy':
          return `Mâcher ${n} par jour ${timing}.`;
      }
      break;
    case 'nl':
      switch (kind) {
        case 'swallow':
          return `Neem ${n} per dag ${timing}, met een groot glas water.`;
        case 'sachet':
          return `Los de inhoud van ${n} per dag op in een groot glas water en drink het meteen op, ${timing}.`;
        case 'drops':
          return `Neem ${n} per dag ${timing}, puur of verdund in een beetje water.`;
        case 'chew':
          return `Kauw ${n} per dag ${timing}; water is niet nodig.`;
        case 'ampoule':
          return `Drink de inhoud van ${n} per dag ${timing}, puur of verdund in een glas water.`;
        case 'gummy':
          return `Kauw ${n} per dag ${timing}.`;
      }
      break;
    case 'de': {
      const t = deTiming(timing);
      switch (kind) {
        case 'swallow':
          return `Täglich ${n} ${t} mit einem großen Glas Wasser einnehmen.`;
        case 'sachet':
          return `Täglich den Inhalt von ${count(dose, galenicFormId, lang, true)} in einem großen Glas Wasser auflösen und sofort trinken, am besten ${timing}.`;
        case 'drops':
          return `Täglich ${n} ${t} einnehmen, pur oder mit etwas Wasser verdünnt.`;
        case 'chew':
          return `Täglich ${n} ${t} zerkauen; Wasser ist dafür nicht nötig.`;
        case 'ampoule':
          return `Täglich den Inhalt ${single ? 'einer Trinkampulle' : `von ${n}`} pur oder in einem Glas Wasser verdünnt trinken, am besten ${timing}.`;
        case 'gummy':
          return `Täglich ${n} ${t} verzehren und gut kauen.`;
      }
      break;
    }
    case 'es':
      switch (kind) {
        case 'swallow':
          return `Tomar ${n} al día ${timing}, con un vaso grande de agua.`;
        case 'sachet':
          return `Disolver el contenido de ${n} al día en un vaso grande de agua y beberlo enseguida, ${timing}.`;
        case 'drops':
          return `Tomar ${n} al día ${timing}, ${single ? 'sola o mezclada' : 'solas o mezcladas'} con un poco de agua.`;
        case 'chew':
          return `Masticar ${n} al día ${timing}; no hace falta agua.`;
        case 'ampoule':
          return `Beber el contenido de ${n} al día ${timing}, solo o diluido en un vaso de agua.`;
        case 'gummy':
          return `Masticar ${n} al día ${timing}.`;
      }
      break;
    case 'it':
      switch (kind) {
        case 'swallow':
          return `Assumere ${n} al giorno ${timing}, con un bicchiere d'acqua.`;
        case 'sachet':
          return `Sciogliere il contenuto di ${n} al giorno in un bicchiere d'acqua e bere subito, ${timing}.`;
        case 'drops':
          return `Assumere ${n} al giorno ${timing}, ${single ? 'tal quale o diluita' : 'tal quali o diluite'} in poca acqua.`;
        case 'chew':
          return `Masticare ${n} al giorno ${timing}, senza bisogno di acqua.`;
        case 'ampoule':
          return `Bere il contenuto di ${n} al giorno ${timing}, tal quale o diluito in un bicchiere d'acqua.`;
        case 'gummy':
          return `Masticare ${n} al giorno ${timing}.`;
      }
      break;
  }
  throw new Error(`no usage sentence for form ${galenicFormId} in ${lang}`);
}

/** 'Boîte de 30 gélules', 'Flacon de 10 ml', 'Lot de 2 flacons de 10 ml'. */
export function conditioningLabel(
  container: Container,
  units: number,
  galenicFormId: number,
  lang: Language,
  bottleMl = 0,
): string {
  if (container === 'bottle') {
    const ml = formatNumber(bottleMl, lang);
    const k = formatNumber(units, lang);
    if (units === 1) {
      return {
        fr: `Flacon de ${ml} ml`,
        nl: `Flesje van ${ml} ml`,
        de: `Tropfflasche mit ${ml} ml`,
        es: `Frasco cuentagotas de ${ml} ml`,
        it: `Flacone contagocce da ${ml} ml`,
      }[lang];
    }
    return {
      fr: `Lot de ${k} flacons de ${ml} ml`,
      nl: `Voordeelpak met ${k} flesjes van ${ml} ml`,
      de: `Vorteilspack mit ${k} Tropfflaschen zu je ${ml} ml`,
      es: `Lote de ${k} frascos cuentagotas de ${ml} ml`,
      it: `Confezione da ${k} flaconi contagocce da ${ml} ml`,
    }[lang];
  }
  const n = count(units, galenicFormId, lang, lang === 'de');
  if (container === 'jar') {
    return { fr: `Pot de ${n}`, nl: `Pot met ${n}`, de: `Dose mit ${n}`, es: `Bote de ${n}`, it: `Barattolo da ${n}` }[
      lang
    ];
  }
  return {
    fr: `Boîte de ${n}`,
    nl: `Doos met ${n}`,
    de: `Packung mit ${n}`,
    es: `Caja de ${n}`,
    it: `Confezione da ${n}`,
  }[lang];
}

/** The container with its indefinite article: 'une boîte', 'eine Flasche'. */
export function containerSubject(container: Container, lang: Language): string {
  const table: Record<Container, Record<Language, string>> = {
    box: { fr: 'une boîte', nl: 'een doos', de: 'eine Packung', es: 'una caja', it: 'una confezione' },
    jar: { fr: 'un pot', nl: 'een pot', de: 'eine Dose', es: 'un bote', it: 'un barattolo' },
    bottle: { fr: 'un flacon', nl: 'een flesje', de: 'eine Flasche', es: 'un frasco', it: 'un flacone' },
  };
  return table[container][lang];
}

/** The second usage sentence: how long the main conditioning lasts. */
export function durationSentence(
  container: Container,
  units: number,
  galenicFormId: number,
  days: number,
  lang: Language,
  bottleMl = 0,
): string {
  const d = formatNumber(days, lang);
  if (container === 'bottle') {
    const ml = formatNumber(bottleMl, lang);
    return {
      fr: `Un flacon de ${ml} ml couvre environ ${d} jours d'utilisation.`,
      nl: `Een flesje van ${ml} ml volstaat voor ongeveer ${d} dagen.`,
      de: `Eine Flasche mit ${ml} ml reicht für etwa ${d} Tage.`,
      es: `Cada frasco de ${ml} ml permite unos ${d} días de toma.`,
      it: `Un flacone da ${ml} ml copre circa ${d} giorni di assunzione.`,
    }[lang];
  }
  const n = count(units, galenicFormId, lang);
  const nDat = count(units, galenicFormId, lang, true);
  const fr = container === 'jar' ? 'Un pot' : 'Une boîte';
  const nl = container === 'jar' ? 'Een pot' : 'Een doos';
  const de = container === 'jar' ? 'Eine Dose' : 'Eine Packung';
  const es = container === 'jar' ? 'Cada bote' : 'Cada caja';
  const it = container === 'jar' ? 'Un barattolo' : 'Una confezione';
  return {
    fr: `${fr} de ${n} couvre ${d} jours d'utilisation.`,
    nl: `${nl} met ${n} volstaat voor ${d} dagen.`,
    de: `${de} mit ${nDat} reicht für ${d} Tage.`,
    es: `${es} contiene ${n}, es decir, ${d} días de toma.`,
    it: `${it} da ${n} copre ${d} giorni di assunzione.`,
  }[lang];
}

/** Packaging sizes as shown on the product page: '30 gélules', '10 ml', '20 ampoules de 10 ml'. */
export function packagingSize(
  container: Container,
  units: number,
  galenicFormId: number,
  lang: Language,
  bottleMl = 0,
  ampouleMl = 0,
): string {
  if (container === 'bottle') {
    const ml = `${formatNumber(bottleMl, lang)} ml`;
    return units === 1 ? ml : `${formatNumber(units, lang)} × ${ml}`;
  }
  const n = count(units, galenicFormId, lang);
  if (ampouleMl > 0) {
    const ml = formatNumber(ampouleMl, lang);
    return {
      fr: `${n} de ${ml} ml`,
      nl: `${n} van ${ml} ml`,
      de: `${n} zu je ${ml} ml`,
      es: `${n} de ${ml} ml`,
      it: `${n} da ${ml} ml`,
    }[lang];
  }
  return n;
}
