// The product facets: flavours, meal types (diner types), galenic forms, active ingredients,
// display badges and product categories. Slugs are the labels without accents (as the site's
// paths write them) unless a shorter one reads better; category slugs hold letters and dashes
// only because the products list uses them as its expertise segment.
//
// The displays keep the code order of catalog/seed/index.ts DISPLAY_CODES:
// 1 new, 2 promoted, 3 special offer, 4 new formula.
import { deepFreeze, L, perLanguage, slugify } from './products/lang.ts';
import type { Localized, SeedFacetValue, SeedTaxonomy } from './types.ts';

/** A facet value whose slugs are its labels, slugified. */
function facet(id: number, label: Localized, slug?: Localized): SeedFacetValue {
  return { id, label, slug: slug ?? perLanguage((lang) => slugify(label[lang])) };
}

/** A Latin name (strain, plant) written the same way in every language. */
function latin(id: number, name: string): SeedFacetValue {
  return facet(id, L(name, name, name, name, name));
}

const flavours: readonly SeedFacetValue[] = [
  facet(1, L('Neutre', 'Neutraal', 'Neutral', 'Neutro', 'Neutro')),
  facet(2, L('Citron', 'Citroen', 'Zitrone', 'Limón', 'Limone')),
  facet(3, L('Fruits rouges', 'Rode vruchten', 'Rote Früchte', 'Frutos rojos', 'Frutti rossi')),
  facet(4, L('Orange', 'Sinaasappel', 'Orange', 'Naranja', 'Arancia')),
  facet(5, L('Menthe', 'Munt', 'Minze', 'Menta', 'Menta')),
  facet(6, L('Vanille', 'Vanille', 'Vanille', 'Vainilla', 'Vaniglia')),
];

/** The meal type of SPEC §3: when in the day the product is taken. */
const dinerTypes: readonly SeedFacetValue[] = [
  facet(
    1,
    L(
      'Avant le petit-déjeuner',
      'Voor het ontbijt',
      'Vor dem Frühstück',
      'Antes del desayuno',
      'Prima della colazione',
    ),
  ),
  facet(2, L('Pendant le repas', 'Bij de maaltijd', 'Zur Mahlzeit', 'Con las comidas', 'Durante i pasti')),
  facet(3, L('Le soir', 'In de avond', 'Am Abend', 'Por la noche', 'La sera')),
];

const galenicForms: readonly SeedFacetValue[] = [
  facet(1, L('Gélule', 'Capsule', 'Kapsel', 'Cápsula', 'Capsula')),
  facet(2, L('Comprimé', 'Tablet', 'Tablette', 'Comprimido', 'Compressa')),
  facet(3, L('Sachet', 'Zakje', 'Beutel', 'Sobre', 'Bustina')),
  facet(4, L('Gouttes', 'Druppels', 'Tropfen', 'Gotas', 'Gocce')),
  facet(5, L('Comprimé à croquer', 'Kauwtablet', 'Kautablette', 'Comprimido masticable', 'Compressa masticabile')),
  facet(6, L('Ampoule buvable', 'Drinkampul', 'Trinkampulle', 'Ampolla bebible', 'Flaconcino')),
  facet(7, L('Gomme', 'Fruitgom', 'Fruchtgummi', 'Gominola', 'Caramella gommosa')),
  facet(8, L('Capsule molle', 'Zachte capsule', 'Weichkapsel', 'Perla', 'Perla')),
];

const activeIngredients: readonly SeedFacetValue[] = [
  latin(1, 'Lactobacillus rhamnosus'),
  latin(2, 'Lactobacillus acidophilus'),
  latin(3, 'Lactobacillus plantarum'),
  latin(4, 'Bifidobacterium longum'),
  latin(5, 'Bifidobacterium lactis'),
  latin(6, 'Saccharomyces boulardii'),
  facet(7, L('Vitamine D3', 'Vitamine D3', 'Vitamin D3', 'Vitamina D3', 'Vitamina D3')),
  facet(8, L('Vitamine C', 'Vitamine C', 'Vitamin C', 'Vitamina C', 'Vitamina C')),
  facet(9, L('Vitamine B6', 'Vitamine B6', 'Vitamin B6', 'Vitamina B6', 'Vitamina B6')),
  facet(10, L('Vitamine B12', 'Vitamine B12', 'Vitamin B12', 'Vitamina B12', 'Vitamina B12')),
  facet(
    11,
    L(
      'Folates (vitamine B9)',
      'Folaat (vitamine B9)',
      'Folat (Vitamin B9)',
      'Folato (vitamina B9)',
      'Folato (vitamina B9)',
    ),
    L('folates', 'folaat', 'folat', 'folato', 'folato'),
  ),
  facet(
    12,
    L(
      'Bisglycinate de magnésium',
      'Magnesiumbisglycinaat',
      'Magnesiumbisglycinat',
      'Bisglicinato de magnesio',
      'Magnesio bisglicinato',
    ),
  ),
  facet(13, L('Zinc', 'Zink', 'Zink', 'Zinc', 'Zinco')),
  facet(
    14,
    L('Bisglycinate de fer', 'IJzerbisglycinaat', 'Eisenbisglycinat', 'Bisglicinato de hierro', 'Ferro bisglicinato'),
  ),
  facet(15, L('Sélénium', 'Selenium', 'Selen', 'Selenio', 'Selenio')),
  facet(16, L('Chrome', 'Chroom', 'Chrom', 'Cromo', 'Cromo')),
  facet(17, L('Calcium', 'Calcium', 'Calcium', 'Calcio', 'Calcio')),
  facet(
    18,
    L(
      'Oméga-3 (EPA et DHA)',
      'Omega 3-vetzuren (EPA en DHA)',
      'Omega-3-Fettsäuren (EPA und DHA)',
      'Omega-3 (EPA y DHA)',
      'Omega-3 (EPA e DHA)',
    ),
    L('omega-3-epa-dha', 'omega-3-epa-dha', 'omega-3-epa-dha', 'omega-3-epa-dha', 'omega-3-epa-dha'),
  ),
  facet(19, L('Phytostérols', 'Plantensterolen', 'Pflanzensterine', 'Fitoesteroles', 'Fitosteroli')),
  facet(20, L('Mélatonine', 'Melatonine', 'Melatonin', 'Melatonina', 'Melatonina')),
  facet(21, L('Extrait de safran', 'Saffraanextract', 'Safranextrakt', 'Extracto de azafrán', 'Estratto di zafferano')),
  facet(22, L('Rhodiola', 'Rhodiola', 'Rosenwurz', 'Rhodiola', 'Rodiola')),
  facet(23, L('Mélisse', 'Citroenmelisse', 'Melisse', 'Melisa', 'Melissa')),
  facet(24, L('Ginseng', 'Ginseng', 'Ginseng', 'Ginseng', 'Ginseng')),
  facet(25, L('Curcuma', 'Kurkuma', 'Kurkuma', 'Cúrcuma', 'Curcuma')),
  latin(26, 'Bacopa'),
  facet(27, L('Glucosamine', 'Glucosamine', 'Glucosamin', 'Glucosamina', 'Glucosamina')),
  facet(
    28,
    L('Peptides de collagène', 'Collageenpeptiden', 'Kollagenpeptide', 'Péptidos de colágeno', 'Peptidi di collagene'),
  ),
  facet(
    29,
    L(
      'Canneberge (proanthocyanidines)',
      'Veenbes (proanthocyanidinen)',
      'Cranberry (Proanthocyanidine)',
      'Arándano rojo (proantocianidinas)',
      'Mirtillo rosso (proantocianidine)',
    ),
    L('canneberge', 'veenbes', 'cranberry', 'arandano-rojo', 'mirtillo-rosso'),
  ),
  facet(30, L('Biotine', 'Biotine', 'Biotin', 'Biotina', 'Biotina')),
  facet(31, L('Coenzyme Q10', 'Co-enzym Q10', 'Coenzym Q10', 'Coenzima Q10', 'Coenzima Q10')),
  facet(32, L('Inositol', 'Inositol', 'Inositol', 'Inositol', 'Inositolo')),
  facet(33, L('Artichaut', 'Artisjok', 'Artischocke', 'Alcachofa', 'Carciofo')),
];

const displays: readonly SeedFacetValue[] = [
  facet(1, L('Nouveauté', 'Nieuw', 'Neu', 'Novedad', 'Novità')),
  facet(2, L('Coup de cœur', 'Aanrader', 'Empfehlung', 'Destacado', 'In evidenza')),
  facet(3, L('Offre spéciale', 'Speciale aanbieding', 'Sonderangebot', 'Oferta especial', 'Offerta speciale')),
  facet(4, L('Nouvelle formule', 'Nieuwe formule', 'Neue Rezeptur', 'Nueva fórmula', 'Nuova formula')),
];

const categories: readonly (SeedFacetValue & { parentId: number | null })[] = [
  { ...facet(1, L('Probiotiques', 'Probiotica', 'Probiotika', 'Probióticos', 'Probiotici')), parentId: null },
  {
    ...facet(
      2,
      L(
        'Vitamines et minéraux',
        'Vitaminen en mineralen',
        'Vitamine und Mineralstoffe',
        'Vitaminas y minerales',
        'Vitamine e minerali',
      ),
    ),
    parentId: null,
  },
  {
    ...facet(
      3,
      L('Extraits de plantes', 'Plantenextracten', 'Pflanzenextrakte', 'Extractos de plantas', 'Estratti vegetali'),
    ),
    parentId: null,
  },
  {
    ...facet(
      4,
      L('Oméga-3 et lipides', 'Omega 3-vetzuren', 'Omega-3 und Fettsäuren', 'Omega-3 y lípidos', 'Omega-3 e lipidi'),
      L('omegas-et-lipides', 'omegavetzuren', 'omega-fettsauren', 'omegas-y-lipidos', 'omega-e-lipidi'),
    ),
    parentId: null,
  },
  {
    ...facet(
      5,
      L(
        'Sommeil et détente',
        'Slaap en ontspanning',
        'Schlaf und Entspannung',
        'Sueño y relajación',
        'Sonno e rilassamento',
      ),
    ),
    parentId: null,
  },
  {
    ...facet(
      6,
      L(
        'Projet bébé et grossesse',
        'Kinderwens en zwangerschap',
        'Kinderwunsch und Schwangerschaft',
        'Fertilidad y embarazo',
        'Fertilità e gravidanza',
      ),
    ),
    parentId: null,
  },
  {
    ...facet(7, L('Multivitamines', 'Multivitaminen', 'Multivitamine', 'Multivitamínicos', 'Multivitaminici')),
    parentId: 2,
  },
  { ...facet(8, L('Magnésium', 'Magnesium', 'Magnesium', 'Magnesio', 'Magnesio')), parentId: 2 },
];

export const TAXONOMY: SeedTaxonomy = deepFreeze({
  flavours,
  dinerTypes,
  galenicForms,
  activeIngredients,
  displays,
  categories,
});
