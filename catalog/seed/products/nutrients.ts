// What the product texts know about each nutrient, strain or plant extract: its label in the
// nutrition table, how a sentence names an amount of it, its name in an ingredient list, its
// unit and EU nutrient reference value (Regulation 1169/2011, Annex XIII), and, for nutrients
// that carry authorised health claims, how a claim sentence names it.
import type { Language, Localized } from '../types.ts';
import { L } from './lang.ts';

export type Unit = 'mg' | 'µg' | 'g' | 'cfu' | 'kcal';

/** The subject of a claim sentence ('la vitamine D'), plural where the language says so. */
export interface ClaimSubject {
  text: Localized;
  plural?: Partial<Record<Language, boolean>>;
}

export interface Nutrient {
  /** Row label of the nutrition table. */
  label: Localized;
  /** What follows an amount in a sentence: '25 µg de vitamine D3', '25 µg Vitamin D3'. */
  of: Localized;
  /** Name in the ingredient list; defaults to the label in lower case. */
  source?: Localized;
  unit: Unit;
  /** EU nutrient reference value in `unit`, when one exists. */
  nrv?: number;
  /** International units per microgram (vitamin D). */
  iu?: number;
  /** Probiotic micro-organisms: bacteria are grouped as lactic ferments, yeasts named alone. */
  strain?: 'bacterium' | 'yeast';
  /** A sub-row ('of which curcuminoids'), left out of composition sentences. */
  subRow?: boolean;
  subject?: ClaimSubject;
}

function latinStrain(name: string, strain: 'bacterium' | 'yeast'): Nutrient {
  return {
    label: L(name, name, name, name, name),
    of: L(`de ${name}`, name, name, `de ${name}`, `di ${name}`),
    source: L(name, name, name, name, name),
    unit: 'cfu',
    strain,
  };
}

const sing = (fr: string, nl: string, de: string, es: string, it: string): ClaimSubject => ({
  text: L(fr, nl, de, es, it),
});

const NUTRIENT_TABLE = {
  lRhamnosus: latinStrain('Lactobacillus rhamnosus', 'bacterium'),
  lAcidophilus: latinStrain('Lactobacillus acidophilus', 'bacterium'),
  lPlantarum: latinStrain('Lactobacillus plantarum', 'bacterium'),
  bLongum: latinStrain('Bifidobacterium longum', 'bacterium'),
  bLactis: latinStrain('Bifidobacterium lactis', 'bacterium'),
  sBoulardii: latinStrain('Saccharomyces boulardii', 'yeast'),

  vitD: {
    label: L('Vitamine D3', 'Vitamine D3', 'Vitamin D3', 'Vitamina D3', 'Vitamina D3'),
    of: L('de vitamine D3', 'vitamine D3', 'Vitamin D3', 'de vitamina D3', 'di vitamina D3'),
    source: L('cholécalciférol', 'cholecalciferol', 'Cholecalciferol', 'colecalciferol', 'colecalciferolo'),
    unit: 'µg',
    nrv: 5,
    iu: 40,
    subject: sing('la vitamine D', 'vitamine D', 'Vitamin D', 'la vitamina D', 'la vitamina D'),
  },
  vitC: {
    label: L('Vitamine C', 'Vitamine C', 'Vitamin C', 'Vitamina C', 'Vitamina C'),
    of: L('de vitamine C', 'vitamine C', 'Vitamin C', 'de vitamina C', 'di vitamina C'),
    source: L('acide L-ascorbique', 'L-ascorbinezuur', 'L-Ascorbinsäure', 'ácido L-ascórbico', 'acido L-ascorbico'),
    unit: 'mg',
    nrv: 80,
    subject: sing('la vitamine C', 'vitamine C', 'Vitamin C', 'la vitamina C', 'la vitamina C'),
  },
  vitB1: {
    label: L(
      'Vitamine B1 (thiamine)',
      'Vitamine B1 (thiamine)',
      'Vitamin B1 (Thiamin)',
      'Vitamina B1 (tiamina)',
      'Vitamina B1 (tiamina)',
    ),
    of: L('de vitamine B1', 'vitamine B1', 'Vitamin B1', 'de vitamina B1', 'di vitamina B1'),
    source: L(
      'chlorhydrate de thiamine',
      'thiaminehydrochloride',
      'Thiaminhydrochlorid',
      'clorhidrato de tiamina',
      'tiamina cloridrato',
    ),
    unit: 'mg',
    nrv: 1.1,
    subject: sing('la vitamine B1', 'vitamine B1', 'Vitamin B1', 'la vitamina B1', 'la vitamina B1'),
  },
  vitB2: {
    label: L(
      'Vitamine B2 (riboflavine)',
      'Vitamine B2 (riboflavine)',
      'Vitamin B2 (Riboflavin)',
      'Vitamina B2 (riboflavina)',
      'Vitamina B2 (riboflavina)',
    ),
    of: L('de vitamine B2', 'vitamine B2', 'Vitamin B2', 'de vitamina B2', 'di vitamina B2'),
    source: L('riboflavine', 'riboflavine', 'Riboflavin', 'riboflavina', 'riboflavina'),
    unit: 'mg',
    nrv: 1.4,
    subject: sing('la vitamine B2', 'vitamine B2', 'Vitamin B2', 'la vitamina B2', 'la vitamina B2'),
  },
  vitB5: {
    label: L(
      'Vitamine B5 (acide pantothénique)',
      'Vitamine B5 (pantotheenzuur)',
      'Vitamin B5 (Pantothensäure)',
      'Vitamina B5 (ácido pantoténico)',
      'Vitamina B5 (acido pantotenico)',
    ),
    of: L('de vitamine B5', 'vitamine B5', 'Vitamin B5', 'de vitamina B5', 'di vitamina B5'),
    source: L(
      'D-pantothénate de calcium',
      'calcium-D-pantothenaat',
      'Calcium-D-pantothenat',
      'D-pantotenato cálcico',
      'D-pantotenato di calcio',
    ),
    unit: 'mg',
    nrv: 6,
    subject: sing(
      "l'acide pantothénique",
      'pantotheenzuur',
      'Pantothensäure',
      'el ácido pantoténico',
      "l'acido pantotenico",
    ),
  },
  vitB6: {
    label: L('Vitamine B6', 'Vitamine B6', 'Vitamin B6', 'Vitamina B6', 'Vitamina B6'),
    of: L('de vitamine B6', 'vitamine B6', 'Vitamin B6', 'de vitamina B6', 'di vitamina B6'),
    source: L(
      'chlorhydrate de pyridoxine',
      'pyridoxinehydrochloride',
      'Pyridoxinhydrochlorid',
      'clorhidrato de piridoxina',
      'piridossina cloridrato',
    ),
    unit: 'mg',
    nrv: 1.4,
    subject: sing('la vitamine B6', 'vitamine B6', 'Vitamin B6', 'la vitamina B6', 'la vitamina B6'),
  },
  vitB12: {
    label: L('Vitamine B12', 'Vitamine B12', 'Vitamin B12', 'Vitamina B12', 'Vitamina B12'),
    of: L('de vitamine B12', 'vitamine B12', 'Vitamin B12', 'de vitamina B12', 'di vitamina B12'),
    source: L('méthylcobalamine', 'methylcobalamine', 'Methylcobalamin', 'metilcobalamina', 'metilcobalamina'),
    unit: 'µg',
    nrv: 2.5,
    subject: sing('la vitamine B12', 'vitamine B12', 'Vitamin B12', 'la vitamina B12', 'la vitamina B12'),
  },
  folate: {
    label: L(
      'Folates (vitamine B9)',
      'Folaat (vitamine B9)',
      'Folat (Vitamin B9)',
      'Folato (vitamina B9)',
      'Folato (vitamina B9)',
    ),
    of: L('de folates', 'folaat', 'Folat', 'de folato', 'di folato'),
    source: L(
      'L-méthylfolate de calcium',
      'calcium-L-methylfolaat',
      'Calcium-L-methylfolat',
      'L-metilfolato cálcico',
      'L-metilfolato di calcio',
    ),
    unit: 'µg',
    nrv: 200,
    subject: { text: L('les folates', 'folaat', 'Folat', 'el folato', 'il folato'), plural: { fr: true } },
  },
  biotin: {
    label: L('Biotine', 'Biotine', 'Biotin', 'Biotina', 'Biotina'),
    of: L('de biotine', 'biotine', 'Biotin', 'de biotina', 'di biotina'),
    source: L('D-biotine', 'D-biotine', 'D-Biotin', 'D-biotina', 'D-biotina'),
    unit: 'µg',
    nrv: 50,
    subject: sing('la biotine', 'biotine', 'Biotin', 'la biotina', 'la biotina'),
  },
  vitE: {
    label: L('Vitamine E', 'Vitamine E', 'Vitamin E', 'Vitamina E', 'Vitamina E'),
    of: L('de vitamine E', 'vitamine E', 'Vitamin E', 'de vitamina E', 'di vitamina E'),
    source: L('D-alpha-tocophérol', 'D-alfatocoferol', 'D-alpha-Tocopherol', 'D-alfa-tocoferol', 'D-alfa-tocoferolo'),
    unit: 'mg',
    nrv: 12,
    subject: sing('la vitamine E', 'vitamine E', 'Vitamin E', 'la vitamina E', 'la vitamina E'),
  },
  vitK2: {
    label: L('Vitamine K2', 'Vitamine K2', 'Vitamin K2', 'Vitamina K2', 'Vitamina K2'),
    of: L('de vitamine K2', 'vitamine K2', 'Vitamin K2', 'de vitamina K2', 'di vitamina K2'),
    source: L('ménaquinone-7', 'menachinon-7', 'Menachinon-7', 'menaquinona-7', 'menachinone-7'),
    unit: 'µg',
    nrv: 75,
    subject: sing('la vitamine K', 'vitamine K', 'Vitamin K', 'la vitamina K', 'la vitamina K'),
  },
  magnesium: {
    label: L('Magnésium', 'Magnesium', 'Magnesium', 'Magnesio', 'Magnesio'),
    of: L('de magnésium', 'magnesium', 'Magnesium', 'de magnesio', 'di magnesio'),
    source: L(
      'bisglycinate de magnésium',
      'magnesiumbisglycinaat',
      'Magnesiumbisglycinat',
      'bisglicinato de magnesio',
      'magnesio bisglicinato',
    ),
    unit: 'mg',
    nrv: 375,
    subject: sing('le magnésium', 'magnesium', 'Magnesium', 'el magnesio', 'il magnesio'),
  },
  zinc: {
    label: L('Zinc', 'Zink', 'Zink', 'Zinc', 'Zinco'),
    of: L('de zinc', 'zink', 'Zink', 'de zinc', 'di zinco'),
    source: L(
      'bisglycinate de zinc',
      'zinkbisglycinaat',
      'Zinkbisglycinat',
      'bisglicinato de zinc',
      'zinco bisglicinato',
    ),
    unit: 'mg',
    nrv: 10,
    subject: sing('le zinc', 'zink', 'Zink', 'el zinc', 'lo zinco'),
  },
  iron: {
    label: L('Fer', 'IJzer', 'Eisen', 'Hierro', 'Ferro'),
    of: L('de fer', 'ijzer', 'Eisen', 'de hierro', 'di ferro'),
    source: L(
      'bisglycinate de fer',
      'ijzerbisglycinaat',
      'Eisenbisglycinat',
      'bisglicinato de hierro',
      'ferro bisglicinato',
    ),
    unit: 'mg',
    nrv: 14,
    subject: sing('le fer', 'ijzer', 'Eisen', 'el hierro', 'il ferro'),
  },
  copper: {
    label: L('Cuivre', 'Koper', 'Kupfer', 'Cobre', 'Rame'),
    of: L('de cuivre', 'koper', 'Kupfer', 'de cobre', 'di rame'),
    source: L(
      'bisglycinate de cuivre',
      'koperbisglycinaat',
      'Kupferbisglycinat',
      'bisglicinato de cobre',
      'rame bisglicinato',
    ),
    unit: 'mg',
    nrv: 1,
    subject: sing('le cuivre', 'koper', 'Kupfer', 'el cobre', 'il rame'),
  },
  selenium: {
    label: L('Sélénium', 'Selenium', 'Selen', 'Selenio', 'Selenio'),
    of: L('de sélénium', 'selenium', 'Selen', 'de selenio', 'di selenio'),
    source: L(
      'L-sélénométhionine',
      'L-selenomethionine',
      'L-Selenomethionin',
      'L-selenometionina',
      'L-selenometionina',
    ),
    unit: 'µg',
    nrv: 55,
    subject: sing('le sélénium', 'selenium', 'Selen', 'el selenio', 'il selenio'),
  },
  chromium: {
    label: L('Chrome', 'Chroom', 'Chrom', 'Cromo', 'Cromo'),
    of: L('de chrome', 'chroom', 'Chrom', 'de cromo', 'di cromo'),
    source: L('picolinate de chrome', 'chroompicolinaat', 'Chrompicolinat', 'picolinato de cromo', 'cromo picolinato'),
    unit: 'µg',
    nrv: 40,
    subject: sing('le chrome', 'chroom', 'Chrom', 'el cromo', 'il cromo'),
  },
  calcium: {
    label: L('Calcium', 'Calcium', 'Calcium', 'Calcio', 'Calcio'),
    of: L('de calcium', 'calcium', 'Calcium', 'de calcio', 'di calcio'),
    source: L(
      'carbonate de calcium',
      'calciumcarbonaat',
      'Calciumcarbonat',
      'carbonato cálcico',
      'carbonato di calcio',
    ),
    unit: 'mg',
    nrv: 800,
    subject: sing('le calcium', 'calcium', 'Calcium', 'el calcio', 'il calcio'),
  },
  iodine: {
    label: L('Iode', 'Jodium', 'Jod', 'Yodo', 'Iodio'),
    of: L("d'iode", 'jodium', 'Jod', 'de yodo', 'di iodio'),
    source: L('iodure de potassium', 'kaliumjodide', 'Kaliumiodid', 'yoduro potásico', 'ioduro di potassio'),
    unit: 'µg',
    nrv: 150,
    subject: sing("l'iode", 'jodium', 'Jod', 'el yodo', 'lo iodio'),
  },
  epa: {
    label: L(
      'EPA (acide eicosapentaénoïque)',
      'EPA (eicosapentaeenzuur)',
      'EPA (Eicosapentaensäure)',
      'EPA (ácido eicosapentaenoico)',
      'EPA (acido eicosapentaenoico)',
    ),
    of: L("d'EPA", 'EPA', 'EPA', 'de EPA', 'di EPA'),
    unit: 'mg',
  },
  dha: {
    label: L(
      'DHA (acide docosahexaénoïque)',
      'DHA (docosahexaeenzuur)',
      'DHA (Docosahexaensäure)',
      'DHA (ácido docosahexaenoico)',
      'DHA (acido docosaesaenoico)',
    ),
    of: L('de DHA', 'DHA', 'DHA', 'de DHA', 'di DHA'),
    unit: 'mg',
    subject: sing('le DHA', 'DHA', 'DHA', 'el DHA', 'il DHA'),
  },
  sterols: {
    label: L('Phytostérols', 'Plantensterolen', 'Pflanzensterine', 'Fitoesteroles', 'Fitosteroli'),
    of: L('de phytostérols', 'plantensterolen', 'Pflanzensterine', 'de fitoesteroles', 'di fitosteroli'),
    source: L(
      'esters de stérols végétaux',
      'plantensterolesters',
      'Pflanzensterinester',
      'ésteres de esteroles vegetales',
      'esteri di steroli vegetali',
    ),
    unit: 'g',
    subject: {
      text: L('les phytostérols', 'plantensterolen', 'Pflanzensterine', 'los fitoesteroles', 'i fitosteroli'),
      plural: { fr: true, nl: true, de: true, es: true, it: true },
    },
  },
  melatonin: {
    label: L('Mélatonine', 'Melatonine', 'Melatonin', 'Melatonina', 'Melatonina'),
    of: L('de mélatonine', 'melatonine', 'Melatonin', 'de melatonina', 'di melatonina'),
    unit: 'mg',
    subject: sing('la mélatonine', 'melatonine', 'Melatonin', 'la melatonina', 'la melatonina'),
  },
  saffron: {
    label: L('Extrait de safran', 'Saffraanextract', 'Safranextrakt', 'Extracto de azafrán', 'Estratto di zafferano'),
    of: L(
      "d'extrait de safran",
      'saffraanextract',
      'Safranextrakt',
      'de extracto de azafrán',
      'di estratto di zafferano',
    ),
    source: L(
      'extrait de stigmates de safran (Crocus sativus L.)',
      'extract van saffraanstempels (Crocus sativus L.)',
      'Extrakt aus Safranfäden (Crocus sativus L.)',
      'extracto de estigmas de azafrán (Crocus sativus L.)',
      'estratto di stimmi di zafferano (Crocus sativus L.)',
    ),
    unit: 'mg',
  },
  rhodiola: {
    label: L(
      'Extrait de rhodiola',
      'Rhodiola-extract',
      'Rosenwurzextrakt',
      'Extracto de rhodiola',
      'Estratto di rodiola',
    ),
    of: L(
      "d'extrait de rhodiola",
      'rhodiola-extract',
      'Rosenwurzextrakt',
      'de extracto de rhodiola',
      'di estratto di rodiola',
    ),
    source: L(
      'extrait de racine de rhodiola (Rhodiola rosea L.)',
      'extract van rhodiolawortel (Rhodiola rosea L.)',
      'Extrakt aus Rosenwurzwurzeln (Rhodiola rosea L.)',
      'extracto de raíz de rhodiola (Rhodiola rosea L.)',
      'estratto di radice di rodiola (Rhodiola rosea L.)',
    ),
    unit: 'mg',
  },
  lemonBalm: {
    label: L(
      'Extrait de mélisse',
      'Citroenmelisse-extract',
      'Melissenextrakt',
      'Extracto de melisa',
      'Estratto di melissa',
    ),
    of: L(
      "d'extrait de mélisse",
      'citroenmelisse-extract',
      'Melissenextrakt',
      'de extracto de melisa',
      'di estratto di melissa',
    ),
    source: L(
      'extrait de feuille de mélisse (Melissa officinalis L.)',
      'extract van citroenmelisseblad (Melissa officinalis L.)',
      'Extrakt aus Melissenblättern (Melissa officinalis L.)',
      'extracto de hoja de melisa (Melissa officinalis L.)',
      'estratto di foglie di melissa (Melissa officinalis L.)',
    ),
    unit: 'mg',
  },
  passionflower: {
    label: L(
      'Extrait de passiflore',
      'Passiebloemextract',
      'Passionsblumenextrakt',
      'Extracto de pasiflora',
      'Estratto di passiflora',
    ),
    of: L(
      "d'extrait de passiflore",
      'passiebloemextract',
      'Passionsblumenextrakt',
      'de extracto de pasiflora',
      'di estratto di passiflora',
    ),
    source: L(
      'extrait de parties aériennes de passiflore (Passiflora incarnata L.)',
      'extract van bovengrondse delen van passiebloem (Passiflora incarnata L.)',
      'Extrakt aus Passionsblumenkraut (Passiflora incarnata L.)',
      'extracto de partes aéreas de pasiflora (Passiflora incarnata L.)',
      'estratto di parti aeree di passiflora (Passiflora incarnata L.)',
    ),
    unit: 'mg',
  },
  ginseng: {
    label: L('Extrait de ginseng', 'Ginsengextract', 'Ginsengextrakt', 'Extracto de ginseng', 'Estratto di ginseng'),
    of: L(
      "d'extrait de ginseng",
      'ginsengextract',
      'Ginsengextrakt',
      'de extracto de ginseng',
      'di estratto di ginseng',
    ),
    source: L(
      'extrait de racine de ginseng (Panax ginseng C.A. Mey.)',
      'extract van ginsengwortel (Panax ginseng C.A. Mey.)',
      'Extrakt aus Ginsengwurzeln (Panax ginseng C.A. Mey.)',
      'extracto de raíz de ginseng (Panax ginseng C.A. Mey.)',
      'estratto di radice di ginseng (Panax ginseng C.A. Mey.)',
    ),
    unit: 'mg',
  },
  turmeric: {
    label: L('Extrait de curcuma', 'Kurkuma-extract', 'Kurkumaextrakt', 'Extracto de cúrcuma', 'Estratto di curcuma'),
    of: L(
      "d'extrait de curcuma",
      'kurkuma-extract',
      'Kurkumaextrakt',
      'de extracto de cúrcuma',
      'di estratto di curcuma',
    ),
    source: L(
      'extrait de rhizome de curcuma (Curcuma longa L.)',
      'extract van kurkumawortelstok (Curcuma longa L.)',
      'Extrakt aus Kurkumawurzelstock (Curcuma longa L.)',
      'extracto de rizoma de cúrcuma (Curcuma longa L.)',
      'estratto di rizoma di curcuma (Curcuma longa L.)',
    ),
    unit: 'mg',
  },
  curcuminoids: {
    label: L(
      'dont curcuminoïdes',
      'waarvan curcuminoïden',
      'davon Curcuminoide',
      'de los cuales curcuminoides',
      'di cui curcuminoidi',
    ),
    of: L('de curcuminoïdes', 'curcuminoïden', 'Curcuminoide', 'de curcuminoides', 'di curcuminoidi'),
    unit: 'mg',
    subRow: true,
  },
  blackPepper: {
    label: L(
      'Extrait de poivre noir',
      'Zwarte-peperextract',
      'Extrakt aus schwarzem Pfeffer',
      'Extracto de pimienta negra',
      'Estratto di pepe nero',
    ),
    of: L(
      "d'extrait de poivre noir",
      'zwarte-peperextract',
      'Extrakt aus schwarzem Pfeffer',
      'de extracto de pimienta negra',
      'di estratto di pepe nero',
    ),
    source: L(
      'extrait de fruit de poivre noir (Piper nigrum L.)',
      'extract van zwarte peper (Piper nigrum L.)',
      'Extrakt aus schwarzem Pfeffer (Piper nigrum L.)',
      'extracto de fruto de pimienta negra (Piper nigrum L.)',
      'estratto di frutti di pepe nero (Piper nigrum L.)',
    ),
    unit: 'mg',
  },
  bioflavonoids: {
    label: L(
      "Bioflavonoïdes d'agrumes",
      'Citrusbioflavonoïden',
      'Zitrus-Bioflavonoide',
      'Bioflavonoides cítricos',
      'Bioflavonoidi di agrumi',
    ),
    of: L(
      "de bioflavonoïdes d'agrumes",
      'citrusbioflavonoïden',
      'Zitrus-Bioflavonoide',
      'de bioflavonoides cítricos',
      'di bioflavonoidi di agrumi',
    ),
    source: L(
      "extrait d'écorce d'orange riche en bioflavonoïdes (Citrus sinensis (L.) Osbeck)",
      'extract van sinaasappelschil, rijk aan bioflavonoïden (Citrus sinensis (L.) Osbeck)',
      'Orangenschalenextrakt, reich an Bioflavonoiden (Citrus sinensis (L.) Osbeck)',
      'extracto de corteza de naranja rico en bioflavonoides (Citrus sinensis (L.) Osbeck)',
      'estratto di scorza di arancia ricco di bioflavonoidi (Citrus sinensis (L.) Osbeck)',
    ),
    unit: 'mg',
  },
  bacopa: {
    label: L('Extrait de bacopa', 'Bacopa-extract', 'Bacopaextrakt', 'Extracto de bacopa', 'Estratto di bacopa'),
    of: L("d'extrait de bacopa", 'bacopa-extract', 'Bacopaextrakt', 'de extracto de bacopa', 'di estratto di bacopa'),
    source: L(
      'extrait de parties aériennes de bacopa (Bacopa monnieri (L.) Wettst.)',
      'extract van bovengrondse delen van bacopa (Bacopa monnieri (L.) Wettst.)',
      'Extrakt aus Bacopakraut (Bacopa monnieri (L.) Wettst.)',
      'extracto de partes aéreas de bacopa (Bacopa monnieri (L.) Wettst.)',
      'estratto di parti aeree di bacopa (Bacopa monnieri (L.) Wettst.)',
    ),
    unit: 'mg',
  },
  glucosamine: {
    label: L('Glucosamine', 'Glucosamine', 'Glucosamin', 'Glucosamina', 'Glucosamina'),
    of: L('de glucosamine', 'glucosamine', 'Glucosamin', 'de glucosamina', 'di glucosamina'),
    source: L(
      'sulfate de glucosamine (issu de crustacés)',
      'glucosaminesulfaat (uit schaaldieren)',
      'Glucosaminsulfat (aus Krebstieren)',
      'sulfato de glucosamina (procedente de crustáceos)',
      'glucosamina solfato (da crostacei)',
    ),
    unit: 'mg',
  },
  collagen: {
    label: L(
      'Peptides de collagène',
      'Collageenpeptiden',
      'Kollagenpeptide',
      'Péptidos de colágeno',
      'Peptidi di collagene',
    ),
    of: L(
      'de peptides de collagène',
      'collageenpeptiden',
      'Kollagenpeptide',
      'de péptidos de colágeno',
      'di peptidi di collagene',
    ),
    source: L(
      'peptides de collagène hydrolysé (poisson)',
      'gehydrolyseerde collageenpeptiden (vis)',
      'hydrolysierte Kollagenpeptide (aus Fisch)',
      'péptidos de colágeno hidrolizado (pescado)',
      'peptidi di collagene idrolizzato (pesce)',
    ),
    unit: 'g',
  },
  cranberry: {
    label: L(
      'Extrait de canneberge',
      'Veenbesextract',
      'Cranberryextrakt',
      'Extracto de arándano rojo',
      'Estratto di mirtillo rosso',
    ),
    of: L(
      "d'extrait de canneberge",
      'veenbesextract',
      'Cranberryextrakt',
      'de extracto de arándano rojo',
      'di estratto di mirtillo rosso',
    ),
    source: L(
      'extrait de fruit de canneberge (Vaccinium macrocarpon Aiton)',
      'extract van veenbes (Vaccinium macrocarpon Aiton)',
      'Extrakt aus Cranberryfrüchten (Vaccinium macrocarpon Aiton)',
      'extracto de fruto de arándano rojo (Vaccinium macrocarpon Aiton)',
      'estratto di frutti di mirtillo rosso (Vaccinium macrocarpon Aiton)',
    ),
    unit: 'mg',
  },
  pac: {
    label: L(
      'dont proanthocyanidines (PAC)',
      'waarvan proanthocyanidinen (PAC)',
      'davon Proanthocyanidine (PAC)',
      'de las cuales proantocianidinas (PAC)',
      'di cui proantocianidine (PAC)',
    ),
    of: L(
      'de proanthocyanidines',
      'proanthocyanidinen',
      'Proanthocyanidine',
      'de proantocianidinas',
      'di proantocianidine',
    ),
    unit: 'mg',
    subRow: true,
  },
  coq10: {
    label: L('Coenzyme Q10', 'Co-enzym Q10', 'Coenzym Q10', 'Coenzima Q10', 'Coenzima Q10'),
    of: L('de coenzyme Q10', 'co-enzym Q10', 'Coenzym Q10', 'de coenzima Q10', 'di coenzima Q10'),
    source: L(
      'coenzyme Q10 (ubiquinone)',
      'co-enzym Q10 (ubichinon)',
      'Coenzym Q10 (Ubichinon)',
      'coenzima Q10 (ubiquinona)',
      'coenzima Q10 (ubichinone)',
    ),
    unit: 'mg',
  },
  inositol: {
    label: L('Myo-inositol', 'Myo-inositol', 'Myo-Inositol', 'Mioinositol', 'Mio-inositolo'),
    of: L('de myo-inositol', 'myo-inositol', 'Myo-Inositol', 'de mioinositol', 'di mio-inositolo'),
    unit: 'mg',
  },
  artichoke: {
    label: L(
      "Extrait d'artichaut",
      'Artisjokextract',
      'Artischockenextrakt',
      'Extracto de alcachofa',
      'Estratto di carciofo',
    ),
    of: L(
      "d'extrait d'artichaut",
      'artisjokextract',
      'Artischockenextrakt',
      'de extracto de alcachofa',
      'di estratto di carciofo',
    ),
    source: L(
      "extrait de feuille d'artichaut (Cynara scolymus L.)",
      'extract van artisjokblad (Cynara scolymus L.)',
      'Extrakt aus Artischockenblättern (Cynara scolymus L.)',
      'extracto de hoja de alcachofa (Cynara scolymus L.)',
      'estratto di foglie di carciofo (Cynara scolymus L.)',
    ),
    unit: 'mg',
  },
  fennel: {
    label: L('Graines de fenouil', 'Venkelzaad', 'Fenchelsamen', 'Semillas de hinojo', 'Semi di finocchio'),
    of: L('de graines de fenouil', 'venkelzaad', 'Fenchelsamen', 'de semillas de hinojo', 'di semi di finocchio'),
    source: L(
      'poudre de graines de fenouil (Foeniculum vulgare Mill.)',
      'venkelzaadpoeder (Foeniculum vulgare Mill.)',
      'Fenchelsamenpulver (Foeniculum vulgare Mill.)',
      'polvo de semillas de hinojo (Foeniculum vulgare Mill.)',
      'polvere di semi di finocchio (Foeniculum vulgare Mill.)',
    ),
    unit: 'mg',
  },
  peppermint: {
    label: L(
      'Huile essentielle de menthe poivrée',
      'Etherische pepermuntolie',
      'Ätherisches Pfefferminzöl',
      'Aceite esencial de menta piperita',
      'Olio essenziale di menta piperita',
    ),
    of: L(
      "d'huile essentielle de menthe poivrée",
      'etherische pepermuntolie',
      'ätherisches Pfefferminzöl',
      'de aceite esencial de menta piperita',
      'di olio essenziale di menta piperita',
    ),
    source: L(
      'huile essentielle de menthe poivrée (Mentha × piperita L.)',
      'etherische pepermuntolie (Mentha × piperita L.)',
      'ätherisches Pfefferminzöl (Mentha × piperita L.)',
      'aceite esencial de menta piperita (Mentha × piperita L.)',
      'olio essenziale di menta piperita (Mentha × piperita L.)',
    ),
    unit: 'mg',
  },
  elderberry: {
    label: L(
      'Extrait de sureau noir',
      'Vlierbesextract',
      'Holunderbeerenextrakt',
      'Extracto de saúco',
      'Estratto di sambuco',
    ),
    of: L(
      "d'extrait de sureau noir",
      'vlierbesextract',
      'Holunderbeerenextrakt',
      'de extracto de saúco',
      'di estratto di sambuco',
    ),
    source: L(
      'extrait de baie de sureau noir (Sambucus nigra L.)',
      'extract van vlierbes (Sambucus nigra L.)',
      'Extrakt aus Holunderbeeren (Sambucus nigra L.)',
      'extracto de baya de saúco (Sambucus nigra L.)',
      'estratto di bacche di sambuco (Sambucus nigra L.)',
    ),
    unit: 'mg',
  },
  cinnamon: {
    label: L('Cannelle de Ceylan', 'Ceylonkaneel', 'Ceylon-Zimt', 'Canela de Ceilán', 'Cannella di Ceylon'),
    of: L('de cannelle de Ceylan', 'Ceylonkaneel', 'Ceylon-Zimt', 'de canela de Ceilán', 'di cannella di Ceylon'),
    source: L(
      "poudre d'écorce de cannelle de Ceylan (Cinnamomum verum J.Presl)",
      'Ceylonkaneelpoeder (Cinnamomum verum J.Presl)',
      'Ceylon-Zimtrindenpulver (Cinnamomum verum J.Presl)',
      'polvo de corteza de canela de Ceilán (Cinnamomum verum J.Presl)',
      'polvere di corteccia di cannella di Ceylon (Cinnamomum verum J.Presl)',
    ),
    unit: 'mg',
  },
  cystine: {
    label: L('L-cystine', 'L-cystine', 'L-Cystin', 'L-cistina', 'L-cistina'),
    of: L('de L-cystine', 'L-cystine', 'L-Cystin', 'de L-cistina', 'di L-cistina'),
    unit: 'mg',
  },
  acacia: {
    label: L("Fibre d'acacia", 'Acaciavezel', 'Akazienfaser', 'Fibra de acacia', 'Fibra di acacia'),
    of: L("de fibre d'acacia", 'acaciavezel', 'Akazienfaser', 'de fibra de acacia', 'di fibra di acacia'),
    source: L("gomme d'acacia", 'Arabische gom', 'Gummi arabicum', 'goma arábiga', 'gomma arabica'),
    unit: 'mg',
  },
  inulin: {
    label: L('Inuline', 'Inuline', 'Inulin', 'Inulina', 'Inulina'),
    of: L("d'inuline", 'inuline', 'Inulin', 'de inulina', 'di inulina'),
    source: L(
      'inuline de chicorée',
      'inuline uit cichorei',
      'Inulin aus Chicorée',
      'inulina de achicoria',
      'inulina di cicoria',
    ),
    unit: 'mg',
  },
  energy: {
    label: L('Énergie', 'Energie', 'Energie', 'Valor energético', 'Energia'),
    of: L("d'énergie", 'energie', 'Energie', 'de energía', 'di energia'),
    unit: 'kcal',
  },
  sugars: {
    label: L('dont sucres', 'waarvan suikers', 'davon Zucker', 'de los cuales azúcares', 'di cui zuccheri'),
    of: L('de sucres', 'suikers', 'Zucker', 'de azúcares', 'di zuccheri'),
    unit: 'g',
    subRow: true,
  },
} satisfies Record<string, Nutrient>;

export type NutrientKey = keyof typeof NUTRIENT_TABLE;
export const NUTRIENTS: Readonly<Record<NutrientKey, Nutrient>> = NUTRIENT_TABLE;

/**
 * The effect half of an authorised claim, after 'contribue' / 'draagt bij' / 'trägt' /
 * 'contribuye' / 'contribuisce'. German holds the whole tail, closing 'bei' included, since
 * some claims are written 'trägt dazu bei, … zu …'.
 */
export const EFFECTS = {
  immune: L(
    'au fonctionnement normal du système immunitaire',
    'tot de normale werking van het immuunsysteem',
    'zu einer normalen Funktion des Immunsystems bei',
    'al funcionamiento normal del sistema inmunitario',
    'alla normale funzione del sistema immunitario',
  ),
  fatigue: L(
    'à réduire la fatigue',
    'tot de vermindering van vermoeidheid en moeheid',
    'zur Verringerung von Müdigkeit und Ermüdung bei',
    'a disminuir el cansancio y la fatiga',
    "alla riduzione della stanchezza e dell'affaticamento",
  ),
  psycho: L(
    'à des fonctions psychologiques normales',
    'tot een normale psychologische functie',
    'zu einer normalen psychischen Funktion bei',
    'al funcionamiento psicológico normal',
    'alla normale funzione psicologica',
  ),
  nervous: L(
    'au fonctionnement normal du système nerveux',
    'tot de normale werking van het zenuwstelsel',
    'zu einer normalen Funktion des Nervensystems bei',
    'al funcionamiento normal del sistema nervioso',
    'al normale funzionamento del sistema nervoso',
  ),
  muscle: L(
    'à une fonction musculaire normale',
    'tot de normale werking van de spieren',
    'zu einer normalen Muskelfunktion bei',
    'al funcionamiento normal de los músculos',
    'alla normale funzione muscolare',
  ),
  bones: L(
    "au maintien d'une ossature normale",
    'tot de instandhouding van normale botten',
    'zur Erhaltung normaler Knochen bei',
    'al mantenimiento de los huesos en condiciones normales',
    'al mantenimento di ossa normali',
  ),
  cartilage: L(
    'à la formation normale de collagène pour assurer le fonctionnement normal des cartilages',
    'tot de normale collageenvorming voor de normale werking van het kraakbeen',
    'zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel bei',
    'a la formación normal de colágeno para el funcionamiento normal de los cartílagos',
    'alla normale formazione del collagene per la normale funzione delle cartilagini',
  ),
  skinCollagen: L(
    'à la formation normale de collagène pour assurer la fonction normale de la peau',
    'tot de normale collageenvorming voor de normale werking van de huid',
    'zu einer normalen Kollagenbildung für eine normale Funktion der Haut bei',
    'a la formación normal de colágeno para el funcionamiento normal de la piel',
    'alla normale formazione del collagene per la normale funzione della pelle',
  ),
  skin: L(
    "au maintien d'une peau normale",
    'tot de instandhouding van een normale huid',
    'zur Erhaltung normaler Haut bei',
    'al mantenimiento de la piel en condiciones normales',
    'al mantenimento di una pelle normale',
  ),
  hairNails: L(
    "au maintien de cheveux et d'ongles normaux",
    'tot de instandhouding van normaal haar en normale nagels',
    'zur Erhaltung normaler Haare und Nägel bei',
    'al mantenimiento del cabello y las uñas en condiciones normales',
    'al mantenimento di capelli e unghie normali',
  ),
  skinHairNails: L(
    "au maintien d'une peau, de cheveux et d'ongles normaux",
    'tot de instandhouding van een normale huid, normaal haar en normale nagels',
    'zur Erhaltung normaler Haut, Haare und Nägel bei',
    'al mantenimiento de la piel, el cabello y las uñas en condiciones normales',
    'al mantenimento di pelle, capelli e unghie normali',
  ),
  mucous: L(
    'au maintien de muqueuses normales',
    'tot de instandhouding van normale slijmvliezen',
    'zur Erhaltung normaler Schleimhäute bei',
    'al mantenimiento de las mucosas en condiciones normales',
    'al mantenimento di membrane mucose normali',
  ),
  fertility: L(
    'à une fertilité et une reproduction normales',
    'tot een normale vruchtbaarheid en voortplanting',
    'zu einer normalen Fruchtbarkeit und Reproduktion bei',
    'a la fertilidad y la reproducción normales',
    'alla normale fertilità e riproduzione',
  ),
  sperm: L(
    'à une spermatogenèse normale',
    'tot een normale spermatogenese',
    'zu einer normalen Spermabildung bei',
    'a la espermatogénesis normal',
    'alla normale spermatogenesi',
  ),
  cognitive: L(
    'à une fonction cognitive normale',
    'tot een normale cognitieve functie',
    'zu einer normalen kognitiven Funktion bei',
    'a la función cognitiva normal',
    'alla normale funzione cognitiva',
  ),
  mental: L(
    'à des performances intellectuelles normales',
    'tot normale mentale prestaties',
    'zu einer normalen geistigen Leistung bei',
    'al rendimiento intelectual normal',
    'alle normali prestazioni mentali',
  ),
  brain: L(
    'au fonctionnement normal du cerveau',
    'tot de instandhouding van een normale hersenfunctie',
    'zur Erhaltung einer normalen Gehirnfunktion bei',
    'al mantenimiento del funcionamiento normal del cerebro',
    'al mantenimento della normale funzione cerebrale',
  ),
  vision: L(
    "au maintien d'une vision normale",
    'tot de instandhouding van een normaal gezichtsvermogen',
    'zur Erhaltung normaler Sehkraft bei',
    'al mantenimiento de la visión en condiciones normales',
    'al mantenimento della capacità visiva normale',
  ),
  heart: L(
    'au fonctionnement normal du cœur',
    'tot de normale werking van het hart',
    'zu einer normalen Herzfunktion bei',
    'al funcionamiento normal del corazón',
    'alla normale funzione cardiaca',
  ),
  cholesterol: L(
    "au maintien d'une cholestérolémie normale",
    'tot het behoud van een normaal cholesterolgehalte in het bloed',
    'zur Aufrechterhaltung eines normalen Cholesterinspiegels im Blut bei',
    'a mantener niveles normales de colesterol sanguíneo',
    'al mantenimento di livelli normali di colesterolo nel sangue',
  ),
  glucose: L(
    "au maintien d'une glycémie normale",
    'tot de instandhouding van een normale bloedglucosespiegel',
    'zur Aufrechterhaltung eines normalen Blutzuckerspiegels bei',
    'al mantenimiento de niveles normales de glucosa en sangre',
    'al mantenimento di livelli normali di glucosio nel sangue',
  ),
  macronutrient: L(
    'au métabolisme normal des macronutriments',
    'tot een normaal metabolisme van macronutriënten',
    'zu einem normalen Stoffwechsel der Makronährstoffe bei',
    'al metabolismo normal de los macronutrientes',
    'al normale metabolismo dei macronutrienti',
  ),
  energyMetabolism: L(
    'à un métabolisme énergétique normal',
    'tot een normaal energieleverend metabolisme',
    'zu einem normalen Energiestoffwechsel bei',
    'al metabolismo energético normal',
    'al normale metabolismo energetico',
  ),
  hormonal: L(
    "à réguler l'activité hormonale",
    'tot de regulering van de hormonale activiteit',
    'zur Regulierung der Hormontätigkeit bei',
    'a regular la actividad hormonal',
    "alla regolazione dell'attività ormonale",
  ),
  pregnancyTissue: L(
    'à la croissance des tissus maternels durant la grossesse',
    'tot de groei van het weefsel van de moeder tijdens de zwangerschap',
    'zum Wachstum des mütterlichen Gewebes während der Schwangerschaft bei',
    'al crecimiento de los tejidos maternos durante el embarazo',
    'alla crescita dei tessuti materni durante la gravidanza',
  ),
  fetalBrain: L(
    'au développement normal du cerveau du fœtus et du nourrisson allaité',
    'tot de normale ontwikkeling van de hersenen bij de foetus en bij zuigelingen die borstvoeding krijgen',
    'zu einer normalen Entwicklung des Gehirns beim Fötus und beim gestillten Säugling bei',
    'al desarrollo normal del cerebro del feto y de los lactantes alimentados con leche materna',
    'al normale sviluppo del cervello nel feto e nei lattanti allattati al seno',
  ),
  thyroid: L(
    'à une fonction thyroïdienne normale',
    'tot de normale werking van de schildklier',
    'zu einer normalen Schilddrüsenfunktion bei',
    'al funcionamiento normal de la tiroides',
    'alla normale funzione tiroidea',
  ),
  redBlood: L(
    'à la formation normale de globules rouges',
    'tot de normale vorming van rode bloedcellen',
    'zu einer normalen Bildung roter Blutkörperchen bei',
    'a la formación normal de glóbulos rojos',
    'alla normale formazione dei globuli rossi',
  ),
  oxidative: L(
    'à protéger les cellules contre le stress oxydatif',
    'tot de bescherming van cellen tegen oxidatieve stress',
    'dazu bei, die Zellen vor oxidativem Stress zu schützen',
    'a la protección de las células frente al daño oxidativo',
    'alla protezione delle cellule dallo stress ossidativo',
  ),
  sleepOnset: L(
    "à réduire le temps d'endormissement",
    'tot het verkorten van de tijd die nodig is om in slaap te vallen',
    'dazu bei, die Einschlafzeit zu verkürzen',
    'a reducir el tiempo necesario para conciliar el sueño',
    'a ridurre il tempo necessario per prendere sonno',
  ),
  jetlag: L(
    'à atténuer les effets du décalage horaire',
    'tot het verlichten van de subjectieve gevolgen van een jetlag',
    'dazu bei, die subjektive Empfindung von Jetlag zu lindern',
    'a aliviar la sensación subjetiva de desfase horario',
    'ad alleviare la sensazione soggettiva di disturbi legati al cambio di fuso orario',
  ),
} satisfies Record<string, Localized>;

export type EffectKey = keyof typeof EFFECTS;

/** Conditions of use that some claims must carry, as a sentence of their own. */
export const CONDITIONS = {
  epaDha250: L(
    "Cet effet bénéfique est obtenu par la consommation quotidienne de 250 mg d'EPA et de DHA.",
    'Het gunstige effect wordt verkregen bij een dagelijkse inname van 250 mg EPA en DHA.',
    'Die positive Wirkung stellt sich bei einer täglichen Aufnahme von 250 mg EPA und DHA ein.',
    'El efecto beneficioso se obtiene con una ingesta diaria de 250 mg de EPA y DHA.',
    "L'effetto benefico si ottiene con l'assunzione giornaliera di 250 mg di EPA e DHA.",
  ),
  dha250: L(
    'Cet effet bénéfique est obtenu par la consommation quotidienne de 250 mg de DHA.',
    'Het gunstige effect wordt verkregen bij een dagelijkse inname van 250 mg DHA.',
    'Die positive Wirkung stellt sich bei einer täglichen Aufnahme von 250 mg DHA ein.',
    'El efecto beneficioso se obtiene con una ingesta diaria de 250 mg de DHA.',
    "L'effetto benefico si ottiene con l'assunzione giornaliera di 250 mg di DHA.",
  ),
  sterols: L(
    "L'effet bénéfique est obtenu par un apport quotidien d'au moins 0,8 g de phytostérols.",
    'Het gunstige effect wordt verkregen bij een dagelijkse inname van minstens 0,8 g plantensterolen.',
    'Die positive Wirkung stellt sich bei einer täglichen Aufnahme von mindestens 0,8 g Pflanzensterinen ein.',
    'El efecto beneficioso se obtiene con una ingesta diaria mínima de 0,8 g de fitoesteroles.',
    "L'effetto benefico si ottiene con l'assunzione giornaliera di almeno 0,8 g di fitosteroli.",
  ),
  fetalDha: L(
    "L'effet bénéfique est obtenu par un apport quotidien de 200 mg de DHA en plus de l'apport recommandé en oméga-3 pour l'adulte, soit 250 mg de DHA et d'EPA.",
    'Het gunstige effect wordt verkregen bij een dagelijkse inname van 200 mg DHA bovenop de aanbevolen inname van omega 3-vetzuren voor volwassenen, namelijk 250 mg DHA en EPA.',
    'Die positive Wirkung stellt sich bei einer täglichen Aufnahme von 200 mg DHA zusätzlich zu der für Erwachsene empfohlenen Omega-3-Zufuhr von 250 mg DHA und EPA ein.',
    'El efecto beneficioso se obtiene con una ingesta diaria de 200 mg de DHA además de la ingesta de omega-3 recomendada para los adultos, es decir, 250 mg de DHA y EPA.',
    "L'effetto benefico si ottiene con l'assunzione giornaliera di 200 mg di DHA in aggiunta all'apporto di omega-3 raccomandato per gli adulti, pari a 250 mg di DHA ed EPA.",
  ),
  melatonin1: L(
    "L'effet bénéfique est obtenu par la prise de 1 mg de mélatonine peu avant le coucher.",
    'Het gunstige effect wordt verkregen bij inname van 1 mg melatonine kort voor het slapengaan.',
    'Die positive Wirkung stellt sich ein, wenn kurz vor dem Schlafengehen 1 mg Melatonin eingenommen wird.',
    'El efecto beneficioso se obtiene con la toma de 1 mg de melatonina poco antes de acostarse.',
    "L'effetto benefico si ottiene con l'assunzione di 1 mg di melatonina poco prima di coricarsi.",
  ),
  melatoninJetlag: L(
    "L'effet bénéfique est obtenu par la prise d'au moins 0,5 mg de mélatonine peu avant le coucher, le premier jour du voyage et les quelques jours qui suivent l'arrivée.",
    'Het gunstige effect wordt verkregen bij inname van minstens 0,5 mg melatonine kort voor het slapengaan, op de eerste reisdag en de eerste dagen na aankomst.',
    'Die positive Wirkung stellt sich ein, wenn am ersten Reisetag und an den ersten Tagen nach der Ankunft kurz vor dem Schlafengehen mindestens 0,5 mg Melatonin eingenommen werden.',
    'El efecto beneficioso se obtiene con la toma de al menos 0,5 mg de melatonina poco antes de acostarse, el primer día del viaje y los primeros días después de la llegada.',
    "L'effetto benefico si ottiene con l'assunzione di almeno 0,5 mg di melatonina poco prima di coricarsi, il primo giorno di viaggio e nei primi giorni dopo l'arrivo.",
  ),
} satisfies Record<string, Localized>;

export type ConditionKey = keyof typeof CONDITIONS;

/** Subjects that are not a single nutrient. */
export const SUBJECTS = {
  epaDha: {
    text: L("l'EPA et le DHA", 'EPA en DHA', 'EPA und DHA', 'el EPA y el DHA', "l'EPA e il DHA"),
    plural: { fr: true, nl: true, de: true, es: true, it: true },
  },
  maternalDha: {
    text: L(
      "l'apport maternel en DHA",
      'de inname van DHA door de moeder',
      'die Aufnahme von DHA durch die Mutter',
      'la ingesta materna de DHA',
      "l'assunzione materna di DHA",
    ),
  },
} satisfies Record<string, ClaimSubject>;

export type SubjectKey = keyof typeof SUBJECTS;
