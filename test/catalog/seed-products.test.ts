// The seed catalogue a visitor browses: brands, product facets, needs and the 48 products.
// These checks hold the data to what the catalog store, the filters and the pages rely on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BRANDS } from '../../catalog/seed/brands.ts';
import { NEEDS } from '../../catalog/seed/needs.ts';
import { PRODUCTS } from '../../catalog/seed/products.ts';
import { TAXONOMY } from '../../catalog/seed/taxonomy.ts';
import type { Language } from '../../catalog/seed/types.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNTRIES = ['be', 'ch', 'de', 'es', 'it'];

function ids(list: readonly { id: number }[]): number[] {
  return list.map((item) => item.id);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function assertSlugs(kind: string, list: readonly { id: number; slug: Readonly<Record<Language, string>> }[]): void {
  for (const lang of LANGUAGES) {
    const seen = new Map<string, number>();
    for (const item of list) {
      const slug = item.slug[lang];
      assert.match(slug, SLUG, `${kind} ${item.id} has a malformed ${lang} slug '${slug}'`);
      assert.ok(!seen.has(slug), `${kind} ${item.id} and ${seen.get(slug)} share the ${lang} slug '${slug}'`);
      seen.set(slug, item.id);
    }
  }
}

/** Every five-language record reachable from a value, with the path that leads to it. */
function localizedRecords(
  value: unknown,
  path: string,
  found: { path: string; record: Record<string, unknown> }[] = [],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => localizedRecords(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    if (keys.join(',') === [...LANGUAGES].sort().join(',')) found.push({ path, record });
    else for (const key of keys) localizedRecords(record[key], `${path}.${key}`, found);
  }
  return found;
}

// A few very common function words per language, chosen so that the everyday words two of them
// share are left out: Spanish and Italian 'con', 'una', 'al', 'del'; French, Dutch and Spanish
// 'de'; 'la' and 'un'. English words must not appear at all.
const FUNCTION_WORDS: Readonly<Record<Language | 'en', readonly string[]>> = {
  fr: [
    'le',
    'les',
    'des',
    'et',
    'du',
    'une',
    'pour',
    'avec',
    'est',
    'au',
    'aux',
    'vous',
    'dans',
    'pas',
    'sur',
    'ou',
    'ce',
    'cette',
  ],
  nl: [
    'het',
    'een',
    'en',
    'van',
    'voor',
    'met',
    'niet',
    'bij',
    'op',
    'te',
    'wordt',
    'worden',
    'u',
    'uw',
    'dit',
    'deze',
    'zijn',
    'aan',
    'ook',
  ],
  de: [
    'der',
    'die',
    'und',
    'mit',
    'das',
    'den',
    'dem',
    'nicht',
    'ist',
    'für',
    'von',
    'zu',
    'ein',
    'eine',
    'einer',
    'sie',
    'auf',
    'oder',
  ],
  es: ['el', 'los', 'las', 'y', 'para', 'es', 'por', 'sin', 'como', 'antes', 'cada', 'más', 'su'],
  it: [
    'il',
    'della',
    'e',
    'di',
    'dei',
    'delle',
    'alla',
    'nel',
    'gli',
    'da',
    'ogni',
    'dello',
    'degli',
    'sono',
    'prima',
    'senza',
    'più',
  ],
  en: ['the', 'and', 'with', 'your', 'take', 'daily', 'for', 'which'],
};

function languageScores(text: string): Record<Language | 'en', number> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const scores = {} as Record<Language | 'en', number>;
  for (const [lang, list] of Object.entries(FUNCTION_WORDS) as [Language | 'en', readonly string[]][]) {
    scores[lang] = words.filter((word) => list.includes(word)).length;
  }
  return scores;
}

describe('the seed catalogue', () => {
  describe('brands', () => {
    it('has the six shared brands with their ids, codes and colours', () => {
      assert.deepEqual(
        BRANDS.map((b) => [b.id, b.code, b.name, b.color]),
        [
          [1, 'symbiora', 'Symbiora', '#2e7d6b'],
          [2, 'nutrivea', 'Nutrivea', '#c2185b'],
          [3, 'phytessence', 'Phytessence', '#558b2f'],
          [4, 'omegalis', 'Omegalis', '#1565c0'],
          [5, 'vitalance', 'Vitalance', '#ef6c00'],
          [6, 'serenium', 'Serenium', '#5e35b1'],
        ],
      );
    });

    it('gives each brand two or three FAQ entries and a description of two or three sentences', () => {
      for (const brand of BRANDS) {
        assert.ok(
          brand.faq.length >= 2 && brand.faq.length <= 3,
          `brand ${brand.id} has ${brand.faq.length} FAQ entries`,
        );
        for (const lang of LANGUAGES) {
          const count = brand.description[lang].split(/(?<=[.!?])\s+/).length;
          assert.ok(count >= 2 && count <= 3, `brand ${brand.id} (${lang}) has ${count} sentences`);
        }
      }
    });
  });

  describe('facets', () => {
    const lists = {
      flavours: TAXONOMY.flavours,
      dinerTypes: TAXONOMY.dinerTypes,
      galenicForms: TAXONOMY.galenicForms,
      activeIngredients: TAXONOMY.activeIngredients,
      displays: TAXONOMY.displays,
      categories: TAXONOMY.categories,
    };

    it('numbers every facet list from 1 without gaps', () => {
      for (const [name, list] of Object.entries(lists)) {
        assert.deepEqual(ids(list), range(1, list.length), `${name} ids`);
      }
    });

    it('offers about twenty active ingredients and the four display badges', () => {
      assert.ok(TAXONOMY.activeIngredients.length >= 20, `${TAXONOMY.activeIngredients.length} active ingredients`);
      assert.equal(TAXONOMY.displays.length, 4);
    });

    it('writes slugs as lowercase words and dashes, unique per language in each list', () => {
      for (const [name, list] of Object.entries(lists)) assertSlugs(name, list);
    });

    it('keeps category slugs to letters and dashes, as the expertise segment of the products list requires', () => {
      for (const category of TAXONOMY.categories) {
        for (const lang of LANGUAGES)
          assert.match(category.slug[lang], /^[a-z]+(-[a-z]+)*$/, `category ${category.id} (${lang})`);
      }
    });

    it('hangs child categories under an existing top-level category', () => {
      const topLevel = new Set(TAXONOMY.categories.filter((c) => c.parentId === null).map((c) => c.id));
      const children = TAXONOMY.categories.filter((c) => c.parentId !== null);
      assert.ok(children.length >= 1);
      for (const child of children)
        assert.ok(topLevel.has(child.parentId!), `category ${child.id} has parent ${child.parentId}`);
    });
  });

  describe('needs', () => {
    it('has the 29 shared needs: 1–12 at the top, 13–29 under their planned parents', () => {
      assert.deepEqual(ids(NEEDS), range(1, 29));
      const parents = Object.fromEntries(NEEDS.map((n) => [n.id, n.parentId]));
      for (const id of range(1, 12)) assert.equal(parents[id], null, `need ${id}`);
      const planned: Record<number, number> = {
        13: 1,
        14: 1,
        15: 1,
        16: 2,
        17: 3,
        18: 3,
        19: 4,
        20: 5,
        21: 6,
        22: 7,
        23: 8,
        24: 9,
        25: 9,
        26: 9,
        27: 10,
        28: 11,
        29: 12,
      };
      for (const [id, parent] of Object.entries(planned)) assert.equal(parents[Number(id)], parent, `need ${id}`);
    });

    it('writes need slugs as lowercase words and dashes, unique per language, with a picto each', () => {
      assertSlugs('need', NEEDS);
      for (const need of NEEDS) assert.match(need.picto, /^[a-z]+$/, `need ${need.id} picto`);
    });

    it('sells every need, top-level or sub-need, through at least one product', () => {
      const sold = new Set(PRODUCTS.flatMap((p) => p.needIds));
      for (const need of NEEDS) assert.ok(sold.has(need.id), `no product for need ${need.id}`);
    });
  });

  describe('products', () => {
    it('has 48 products numbered 1 to 48', () => {
      assert.deepEqual(ids(PRODUCTS), range(1, 48));
    });

    it('spreads the products over the six brands, six to ten each', () => {
      for (const brand of BRANDS) {
        const count = PRODUCTS.filter((p) => p.brandId === brand.id).length;
        assert.ok(count >= 6 && count <= 10, `${brand.name} has ${count} products`);
      }
    });

    it('points every reference at an existing brand, need, category, ingredient, flavour, meal type and form', () => {
      const known = (list: readonly { id: number }[]) => new Set(ids(list));
      const brands = known(BRANDS);
      const needs = known(NEEDS);
      const categories = known(TAXONOMY.categories);
      const ingredients = known(TAXONOMY.activeIngredients);
      const flavours = known(TAXONOMY.flavours);
      const dinerTypes = known(TAXONOMY.dinerTypes);
      const forms = known(TAXONOMY.galenicForms);
      for (const p of PRODUCTS) {
        assert.ok(brands.has(p.brandId), `product ${p.id} brand ${p.brandId}`);
        for (const id of p.needIds) assert.ok(needs.has(id), `product ${p.id} need ${id}`);
        for (const id of p.categoryIds) assert.ok(categories.has(id), `product ${p.id} category ${id}`);
        for (const id of p.activeIngredientIds) assert.ok(ingredients.has(id), `product ${p.id} ingredient ${id}`);
        if (p.flavourId !== null) assert.ok(flavours.has(p.flavourId), `product ${p.id} flavour ${p.flavourId}`);
        if (p.dinerTypeId !== null)
          assert.ok(dinerTypes.has(p.dinerTypeId), `product ${p.id} diner type ${p.dinerTypeId}`);
        assert.ok(forms.has(p.galenicFormId), `product ${p.id} form ${p.galenicFormId}`);
      }
    });

    it('links each product to 1–3 top-level needs, 1–3 active ingredients and 1–2 categories, without duplicates', () => {
      // A sub-need narrows its parent's topic: a product answers one to three topics.
      const topLevelNeed = (id: number): number => NEEDS.find((need) => need.id === id)?.parentId ?? id;
      for (const p of PRODUCTS) {
        const topics = new Set(p.needIds.map(topLevelNeed));
        assert.ok(topics.size >= 1 && topics.size <= 3, `product ${p.id} answers ${topics.size} top-level needs`);
        assert.equal(new Set(p.needIds).size, p.needIds.length, `product ${p.id} repeats one of its needs`);
        for (const [name, list, max] of [
          ['ingredients', p.activeIngredientIds, 3],
          ['categories', p.categoryIds, 2],
        ] as const) {
          assert.ok(list.length >= 1 && list.length <= max, `product ${p.id} has ${list.length} ${name}`);
          assert.equal(new Set(list).size, list.length, `product ${p.id} repeats one of its ${name}`);
        }
      }
    });

    it('gives every facet value at least one product, so no filter leads nowhere', () => {
      const used = {
        flavours: new Set(PRODUCTS.map((p) => p.flavourId)),
        dinerTypes: new Set(PRODUCTS.map((p) => p.dinerTypeId)),
        galenicForms: new Set(PRODUCTS.map((p) => p.galenicFormId)),
        activeIngredients: new Set(PRODUCTS.flatMap((p) => p.activeIngredientIds)),
        categories: new Set(PRODUCTS.flatMap((p) => p.categoryIds)),
      };
      for (const [name, set] of Object.entries(used)) {
        for (const value of TAXONOMY[name as keyof typeof used])
          assert.ok(set.has(value.id), `${name} ${value.id} has no product`);
      }
    });

    it('writes product slugs as lowercase words and dashes, unique per language', () => {
      assertSlugs('product', PRODUCTS);
    });

    it('sells each product in known countries, most of them in all five', () => {
      for (const p of PRODUCTS) {
        assert.ok(p.countries.length >= 3, `product ${p.id} is sold in ${p.countries.length} countries`);
        for (const country of p.countries) assert.ok(COUNTRIES.includes(country), `product ${p.id} country ${country}`);
      }
      const everywhere = PRODUCTS.filter((p) => p.countries.length === 5).length;
      assert.ok(everywhere >= 36 && everywhere < 48, `${everywhere} products are sold everywhere`);
    });

    it('prices every product positively, the own price never above the public one and special offers below it', () => {
      for (const p of PRODUCTS) {
        assert.ok(p.publicPriceEur > 0 && p.ownPriceEur > 0, `product ${p.id} prices`);
        assert.ok(
          p.ownPriceEur <= p.publicPriceEur,
          `product ${p.id}: own ${p.ownPriceEur} > public ${p.publicPriceEur}`,
        );
        assert.equal(p.specialOffer, p.ownPriceEur < p.publicPriceEur, `product ${p.id} special offer flag`);
        assert.equal(
          p.conditionings[0]?.priceEur,
          p.publicPriceEur,
          `product ${p.id}: the main conditioning carries the public price`,
        );
        for (const tier of p.volumeTiers) {
          assert.ok(tier.quantity >= 2, `product ${p.id} tier quantity ${tier.quantity}`);
          assert.ok(tier.priceEur > 0 && tier.priceEur < p.ownPriceEur, `product ${p.id} tier price ${tier.priceEur}`);
        }
        assert.ok(p.volumeTiers.length <= 2);
      }
      assert.ok(PRODUCTS.filter((p) => p.specialOffer).length >= 3, 'a handful of special offers');
    });

    it('describes one to three conditionings per product, with ids unique across the catalogue', () => {
      const seen = new Set<number>();
      for (const p of PRODUCTS) {
        assert.ok(p.conditionings.length >= 1 && p.conditionings.length <= 3, `product ${p.id} conditionings`);
        assert.equal(p.packagingSizes.fr.length, p.conditionings.length, `product ${p.id} packaging sizes`);
        for (const c of p.conditionings) {
          assert.ok(!seen.has(c.id), `conditioning id ${c.id} is used twice`);
          seen.add(c.id);
          assert.ok(c.units > 0 && c.priceEur > 0, `product ${p.id} conditioning ${c.id}`);
        }
      }
    });

    it('gives weights, volumes for liquids and a duration to every product', () => {
      for (const p of PRODUCTS) {
        assert.ok(p.weightG > 0, `product ${p.id} weight`);
        assert.ok(Number.isInteger(p.durationDays) && p.durationDays > 0, `product ${p.id} duration`);
        const liquid = p.galenicFormId === 4 || p.galenicFormId === 6;
        assert.equal(p.volumeMl !== null, liquid, `product ${p.id} volume`);
      }
    });

    it('shows the new badge on about six products over winter 2026–2027, and keeps a few past windows', () => {
      const windows = PRODUCTS.filter((p) => p.newFrom !== null || p.newTo !== null);
      for (const p of windows) {
        assert.match(p.newFrom ?? '', /^\d{4}-\d{2}-\d{2}$/, `product ${p.id} newFrom`);
        assert.match(p.newTo ?? '', /^\d{4}-\d{2}-\d{2}$/, `product ${p.id} newTo`);
        assert.ok(p.newFrom! < p.newTo!, `product ${p.id} window is reversed`);
      }
      const winter = windows.filter((p) => p.newFrom! <= '2026-11-01' && p.newTo! >= '2027-03-31').length;
      const past = windows.filter((p) => p.newTo! < '2026-11-01').length;
      assert.ok(winter >= 5 && winter <= 7, `${winter} products are new over the winter`);
      assert.ok(past >= 2, `${past} products have a past window`);
    });

    it('marks a handful of products promoted or as a new formula, and two or three out of stock', () => {
      const count = (flag: 'promoted' | 'isNewFormulae' | 'outOfStock') => PRODUCTS.filter((p) => p[flag]).length;
      assert.ok(count('promoted') >= 4 && count('promoted') <= 8, `${count('promoted')} promoted`);
      assert.ok(count('isNewFormulae') >= 2 && count('isNewFormulae') <= 6, `${count('isNewFormulae')} new formulas`);
      assert.ok(count('outOfStock') >= 2 && count('outOfStock') <= 3, `${count('outOfStock')} out of stock`);
    });

    it('answers one to three product questions', () => {
      for (const p of PRODUCTS)
        assert.ok(p.faq.length >= 1 && p.faq.length <= 3, `product ${p.id} has ${p.faq.length} FAQ entries`);
    });

    it('keeps meta descriptions within 155 characters', () => {
      for (const p of PRODUCTS) {
        for (const lang of LANGUAGES)
          assert.ok(
            p.metaDescription[lang].length <= 155,
            `product ${p.id} (${lang}) meta is ${p.metaDescription[lang].length} long`,
          );
      }
    });

    it('writes descriptions of three to five sentences', () => {
      for (const p of PRODUCTS) {
        for (const lang of LANGUAGES) {
          const count = p.description[lang].split(/(?<=[.!?])\s+(?=\S)/).length;
          assert.ok(count >= 3 && count <= 5, `product ${p.id} (${lang}) description has ${count} sentences`);
        }
      }
    });

    it('ends every precaution text with the three statements of a food supplement', () => {
      const endings: Record<Language, RegExp> = {
        fr: /dose journalière recommandée.*alimentation variée et équilibrée.*hors de portée des jeunes enfants\.$/,
        nl: /aanbevolen dagelijkse dosis.*gevarieerde en evenwichtige voeding.*bereik van jonge kinderen houden\.$/,
        de: /tägliche Verzehrmenge.*abwechslungsreiche und ausgewogene Ernährung.*Reichweite von kleinen Kindern aufbewahren\.$/,
        es: /dosis diaria recomendada.*dieta variada y equilibrada.*alcance de los niños más pequeños\.$/,
        it: /dose giornaliera raccomandata.*dieta variata ed equilibrata.*portata dei bambini al di sotto dei tre anni di età\.$/,
      };
      for (const p of PRODUCTS)
        for (const lang of LANGUAGES) assert.match(p.precautions[lang], endings[lang], `product ${p.id} (${lang})`);
    });
  });

  describe('nutrition tables', () => {
    it('lists two to six rows per daily dose and explains every footnote mark it uses', () => {
      for (const p of PRODUCTS) {
        const { rows, footnotes } = p.nutrition;
        assert.ok(rows.length >= 2 && rows.length <= 6, `product ${p.id} has ${rows.length} rows`);
        const explained = new Set(footnotes.map((f) => f.mark));
        const used = new Set(rows.flatMap((r) => r.footnotes));
        assert.deepEqual([...used].sort(), [...explained].sort(), `product ${p.id} footnotes`);
        for (const row of rows) {
          if (row.nrv !== null) assert.match(row.nrv, /^(< 1|\d+)\u00a0%$/, `product ${p.id} row ${row.label.fr}`);
          assert.equal(
            row.nrv !== null,
            row.footnotes.includes('*') || row.footnotes.includes('‡'),
            `product ${p.id} row ${row.label.fr}: a percentage needs its reference`,
          );
        }
      }
    });

    it('counts probiotics in colony-forming units named in each language', () => {
      const unit: Record<Language, string> = { fr: 'UFC', nl: 'KVE', de: 'KBE', es: 'UFC', it: 'UFC' };
      const probiotics = PRODUCTS.filter((p) => p.nutrition.rows.some((r) => r.footnotes.includes('***')));
      assert.ok(probiotics.length >= 8, `${probiotics.length} products list live micro-organisms`);
      for (const p of probiotics) {
        for (const row of p.nutrition.rows.filter((r) => r.footnotes.includes('***'))) {
          for (const lang of LANGUAGES)
            assert.match(
              row.amount[lang],
              new RegExp(`^\\d+(,\\d+)? × 10⁹ ${unit[lang]}$`),
              `product ${p.id} (${lang})`,
            );
        }
      }
    });

    it('states vitamin D in international units as well as micrograms', () => {
      const iu: Record<Language, string> = { fr: 'UI', nl: 'IE', de: 'I.E.', es: 'UI', it: 'UI' };
      const rows = PRODUCTS.flatMap((p) =>
        p.nutrition.rows.filter((r) => r.footnotes.includes('†')).map((r) => ({ id: p.id, r })),
      );
      assert.ok(rows.length >= 5);
      for (const { id, r } of rows)
        for (const lang of LANGUAGES)
          assert.ok(
            r.amount[lang].includes(`µg (`) && r.amount[lang].endsWith(` ${iu[lang]})`),
            `product ${id} (${lang}) ${r.amount[lang]}`,
          );
    });
  });

  describe('texts', () => {
    const everything = { brands: BRANDS, taxonomy: TAXONOMY, needs: NEEDS, products: PRODUCTS };

    it('fills every localized field with five non-empty values', () => {
      const records = localizedRecords(everything, 'seed');
      assert.ok(records.length > 1000, `only ${records.length} localized fields found`);
      for (const { path, record } of records) {
        for (const lang of LANGUAGES) {
          const value = record[lang];
          if (Array.isArray(value)) {
            assert.ok(value.length > 0, `${path}.${lang} is an empty list`);
            for (const item of value)
              assert.ok(typeof item === 'string' && item.trim() !== '', `${path}.${lang} holds an empty text`);
          } else {
            assert.ok(typeof value === 'string' && value.trim() !== '', `${path}.${lang} is empty`);
          }
        }
      }
    });

    it('writes each long product text in its own language', () => {
      for (const p of PRODUCTS) {
        for (const field of ['description', 'usage', 'advice', 'precautions'] as const) {
          for (const lang of LANGUAGES) {
            const scores = languageScores(p[field][lang]);
            const others = LANGUAGES.filter((l) => l !== lang).map((l) => scores[l]);
            assert.ok(
              scores[lang] > Math.max(...others),
              `product ${p.id} ${field} (${lang}) reads as another language: ${JSON.stringify(scores)}`,
            );
            assert.equal(scores.en, 0, `product ${p.id} ${field} (${lang}) holds English words`);
          }
        }
      }
    });

    it('writes decimals with a comma in every language', () => {
      for (const { path, record } of localizedRecords(everything, 'seed')) {
        for (const lang of LANGUAGES) {
          const texts = ([] as unknown[]).concat(record[lang]).filter((v): v is string => typeof v === 'string');
          for (const text of texts) assert.doesNotMatch(text, /\d\.\d{1,2}(?!\d)/, `${path}.${lang}: '${text}'`);
        }
      }
    });

    it('leaves no placeholder or doubled space in the composed texts', () => {
      for (const { path, record } of localizedRecords(everything, 'seed')) {
        for (const lang of LANGUAGES) {
          const texts = ([] as unknown[]).concat(record[lang]).filter((v): v is string => typeof v === 'string');
          for (const text of texts) {
            assert.doesNotMatch(text, /undefined|null|NaN|\$\{| {2}|\s[.,;:]\S/, `${path}.${lang}: '${text}'`);
          }
        }
      }
    });
  });
});
